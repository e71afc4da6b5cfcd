/**
 * The arms the sandbox provider assigns the account's elements sessions in experiments
 * (controller.md §3 "experiments"): each session answers them in `experiments_data.
 * experiment_assignments`, experiment name to arm, and the SDK takes an arm named there over its
 * own bucket (core/controller/experiments.ts). None by default: every instance is bucketed. A test
 * pins an arm with the test helper below (secret key), so a case that depends on one runs in it
 * whatever bucket its instance falls into; the assignments are kept in SQLite, as the card settings are.
 * The environment's PAYLOOM_EXPERIMENT_ASSIGNMENTS (`name=arm,name=arm`) are the defaults until the
 * helper sets some: a run of the suite with every instance in one arm.
 */
import { ApiError } from './ApiError.ts'
import { commonParams } from './params.ts'
import { ok, type Context } from './router.ts'
import { accountSettingRoutes, sandboxAccount } from './accountSettingRoutes.ts'
import { Kind, type Store } from './Store.ts'

/** An experiment's name, and an arm's: lower-case words, as the provider spells them. */
const word = /^[a-z0-9]+(_[a-z0-9]+)*$/

/** The environment's default assignments: `name=arm` pairs, comma-separated; anything else is ignored. */
const environmentAssignments = (): Readonly<Record<string, string>> =>
  Object.fromEntries((process.env.PAYLOOM_EXPERIMENT_ASSIGNMENTS ?? '').split(',').flatMap((pair) => {
    const [experiment = '', arm = ''] = pair.trim().split('=')
    return word.test(experiment) && word.test(arm) ? [[experiment, arm]] : []
  }))

export const experimentAssignments = (store: Store): Readonly<Record<string, string>> =>
  store.get<{ readonly id: string; readonly assignments: Readonly<Record<string, string>> }, null>(Kind.experimentAssignments, sandboxAccount)?.body.assignments ?? environmentAssignments()

const answer = (assignments: Readonly<Record<string, string>>) => ok({ object: 'experiment_assignments', assignments })

/**
 * POST /v1/test_helpers/experiment_assignments: `assignments[<experiment>]=<arm>` assigns the arm,
 * `assignments[<experiment>]=` (empty) takes the experiment's assignment away; the others stay.
 * Answers them all.
 */
const update = (context: Context) => {
  const given = context.params.only([...commonParams, 'assignments']).stringMap('assignments')
  if (given === undefined) throw ApiError.invalidRequest('Give assignments[<experiment name>]=<arm>, or an empty arm to remove one.', { param: 'assignments' })
  const next: Record<string, string> = { ...experimentAssignments(context.store) }
  for (const [experiment, arm] of Object.entries(given)) {
    if (!word.test(experiment)) throw ApiError.invalidRequest(`Invalid experiment name: ${experiment} is not lower-case words joined by _.`, { param: `assignments[${experiment}]` })
    if (arm !== '' && !word.test(arm)) throw ApiError.invalidRequest(`Invalid arm for ${experiment}: ${arm} is not lower-case words joined by _ (control, treatment, not_in_population).`, { param: `assignments[${experiment}]` })
    if (arm === '') delete next[experiment]
    else next[experiment] = arm
  }
  context.store.put(Kind.experimentAssignments, { id: sandboxAccount, assignments: next }, null)
  return answer(next)
}

export const experimentAssignmentRoutes = accountSettingRoutes('experiment_assignments', Kind.experimentAssignments, (context) => answer(experimentAssignments(context.store)), update)
