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

/** The light experiments the controller runs, with their population ramps (controller.md §9). */
export const lightExperiments = {
  example_experiment: { population: 1, splits: defaultSplits },
  skip_link_consumer_lookup_experiment_v3: { population: 1, splits: defaultSplits },
  elements_direct_messaging_phase_1: { population: 0.1, splits: defaultSplits },
} as const satisfies Record<string, LightExperiment>
export type ExperimentName = keyof typeof lightExperiments

/** The arm of a known experiment for a unit (a session, a device id); the same unit always gets the same arm. */
export const assignExperiment = (name: ExperimentName, unitId: string): ExperimentArm =>
  bucketUnit(name, lightExperiments[name], unitId)

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

/**
 * Whether the frames of an instance (its shared id) hand their messages to each other directly
 * (core/elements/frameTransport.ts) rather than post them: the elements_direct_messaging_phase_1
 * experiment's control arm posts, as frames did before direct messaging, so that the two can be
 * compared; its treatment arm, and every unit outside its population, hand over. The controller
 * and its element frames share the id, so both ends of a conversation are in the same arm.
 */
export const directMessaging = (sharedId: string): boolean =>
  assignExperiment('elements_direct_messaging_phase_1', sharedId) !== experimentArms.control
