import { sha1 } from './sha1.ts'

/** The arms a unit can land in. */
export const experimentArms = {
  control: 'control',
  treatment: 'treatment',
  notInPopulation: 'not_in_population',
} as const
export type ExperimentArm = (typeof experimentArms)[keyof typeof experimentArms]

/**
 * A light experiment (controller.md §9): `population` is the share of units enrolled (the ramp,
 * 0 to 1); enrolled units split between the arms in the ratio of `splits`.
 */
export interface LightExperiment {
  readonly population: number
  readonly splits: { readonly control: number; readonly treatment: number }
}

// The spec's default split, 5/5: half control, half treatment.
const defaultSplits = { control: 5, treatment: 5 } as const

/**
 * The light experiments, with their population ramps (controller.md §9), and what each decides:
 * - example_experiment: nothing; its arm is bucketed and its exposure logged, so the bucketing and
 *   the log can be checked against an experiment that changes nothing;
 * - skip_link_consumer_lookup_experiment_v3: whether Link's lookup of a stored login waits until an
 *   element of the group is mounted (treatment) or runs as the session loads (plugins/link/runtime/
 *   lightExperiments.ts);
 * - elements_direct_messaging_phase_1: whether the frames of the control arm post their messages
 *   instead of handing them over (core/elements/frameTransport.ts, frames/controller.ts).
 */
export const lightExperiments = {
  example_experiment: { population: 1, splits: defaultSplits },
  skip_link_consumer_lookup_experiment_v3: { population: 1, splits: defaultSplits },
  elements_direct_messaging_phase_1: { population: 0.1, splits: defaultSplits },
} as const satisfies Record<string, LightExperiment>
export type ExperimentName = keyof typeof lightExperiments

/** The light experiments whose arms behave alike (A/A tests): bucketed and logged only. */
export const aaExperiments: ReadonlyArray<ExperimentName> = ['example_experiment']

const uint32Range = 2 ** 32

/**
 * The arm of any light experiment for a unit, from the SHA-1 of `name:unitId`. The first 32 bits
 * of the hash decide enrolment and the next 32 the arm, so that the arms keep their ratio whatever
 * the ramp, and a ramp raised later keeps every enrolled unit in its arm.
 */
export const bucketUnit = (name: string, experiment: LightExperiment, unitId: string): ExperimentArm => {
  const hash = sha1(`${name}:${unitId}`)
  const enrolment = Number.parseInt(hash.slice(0, 8), 16) / uint32Range
  if (enrolment >= experiment.population) return experimentArms.notInPopulation
  const { control, treatment } = experiment.splits
  const arm = (Number.parseInt(hash.slice(8, 16), 16) / uint32Range) * (control + treatment)
  return arm < control ? experimentArms.control : experimentArms.treatment
}

const arms: ReadonlyArray<string> = Object.values(experimentArms)

/** An experiment's arm for a unit, and who chose it: the provider's session, or the SDK's own bucket. */
export interface Exposure {
  readonly experiment: ExperimentName
  readonly arm: ExperimentArm
  readonly assignedBy: 'session' | 'bucket'
}

/**
 * The arm of a light experiment for a unit (the instance's id, `stripe_js_id`). The provider's
 * assignments win: an elements session's `experiments_data.experiment_assignments` that names one
 * of the arms for the experiment decides it; otherwise (no session yet, none named, or an arm this
 * client does not know) the unit's SHA-1 bucket does, the same for the same unit every time.
 */
export const experimentArm = (name: ExperimentName, unitId: string, assignments: Readonly<Record<string, string>> = {}): Exposure => {
  const assigned = assignments[name]
  return assigned !== undefined && arms.includes(assigned)
    ? { experiment: name, arm: assigned as ExperimentArm, assignedBy: 'session' }
    : { experiment: name, arm: bucketUnit(name, lightExperiments[name], unitId), assignedBy: 'bucket' }
}

/** Every light experiment's arm for a unit, as `experimentArm` decides it. */
export const experimentArmsOf = (unitId: string, assignments?: Readonly<Record<string, string>>): ReadonlyArray<Exposure> =>
  (Object.keys(lightExperiments) as ReadonlyArray<ExperimentName>).map((name) => experimentArm(name, unitId, assignments))
