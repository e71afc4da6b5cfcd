import type { ElementsSession } from '../session/elementsSession.ts'
import { experimentArm, experimentArms, type Exposure } from './experiments.ts'

const experiment = 'elements_direct_messaging_phase_1'

/** How one instance's frames send their messages, by its arm of elements_direct_messaging_phase_1. */
export interface DirectMessaging {
  /**
   * Whether the frames hand their messages to each other directly (the treatment arm, and every
   * instance outside the population: 90 % at the 0.1 ramp) or post them, as frames did before
   * direct messaging (the control arm, about 5 %), so that the two can be compared.
   */
  readonly handOver: () => boolean
  /** A group's session loaded: an arm it assigns the experiment decides from then on. */
  readonly sessionLoaded: (session: ElementsSession | undefined) => void
}

/**
 * The experiment for the instance `jsId` (its `stripe_js_id`, which Link's wallet buckets too, so
 * both log the same arm): its SHA-1 bucket until a session assigns an arm (core/controller/
 * experiments.ts). Posting costs a task per message, never a keystroke: the frames' fields keep
 * the shopper's input newer than their view (core/react/shownView.ts).
 */
export const directMessaging = (jsId: string): DirectMessaging => {
  let exposure: Exposure = experimentArm(experiment, jsId)
  return {
    handOver: () => exposure.arm !== experimentArms.control,
    sessionLoaded: (session) => {
      const assigned = experimentArm(experiment, jsId, session?.experimentAssignments)
      if (assigned.assignedBy === 'session') exposure = assigned
    },
  }
}
