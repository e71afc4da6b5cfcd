import type { WalletGroupHost } from 'payloom'
import { experimentArmsOf, type Exposure } from 'payloom/methods'

/**
 * The instance's arms of the light experiments (controller.md §9) for the group's session: bucketed
 * on the instance's id (`stripe_js_id`, which the controller frame buckets its frames' messaging on
 * too), unless the session assigns an arm. None outside a browser, where no instance id is made.
 */
export const lightExposures = (host: WalletGroupHost): ReadonlyArray<Exposure> =>
  host.page === undefined ? [] : experimentArmsOf(host.page.jsId, host.session()?.experimentAssignments)

/**
 * skip_link_consumer_lookup_experiment_v3: in its treatment arm the lookup of a stored login (a
 * shopper this browser signed in before) is skipped while no element of the group is mounted: a
 * group made ahead of the checkout shows no one. It runs once an element mounts, so a returning
 * shopper still finds their Link where it shows. The control arm looks up as the session loads.
 */
export const storedLoginWaitsForMount = (exposures: ReadonlyArray<Exposure>): boolean =>
  exposures.some(({ experiment, arm }) => experiment === 'skip_link_consumer_lookup_experiment_v3' && arm === 'treatment')
