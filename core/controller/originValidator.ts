import { carriesSharedId } from '../elements/postMessageBus.ts'
import { walletLimits } from '../generated/limits.generated.ts'

/** The error of every shared-session message the validator turns away (wallet.md §5). */
export const invalidSharedSessionOrigin = 'Invalid shared session origin'

/** A received frame message, as a `MessageEvent` has it. */
export interface FrameMessage {
  readonly origin: unknown
  readonly source: unknown
  readonly data: unknown
}

/**
 * What the validator made of a message. `ignored` is traffic that is not this shared session's
 * (no marker, or another session's id): it costs nothing and is not an error. `rejected` carries
 * the spec's error for the caller to log.
 */
export type OriginVerdict =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'rejected'; readonly reason: 'no_source' | 'origin' | 'exhausted'; readonly error: typeof invalidSharedSessionOrigin }

const { initial, divisor, floor } = walletLimits.originBudget

/**
 * The budget after a failure: a third of what is left, but never cut below `floor` (10), so the
 * real peer still has a few messages to get through after an attack; never raised either.
 */
export const budgetAfterFailure = (budget: number): number => Math.max(Math.floor(budget / divisor), Math.min(budget, floor))

const rejected = (reason: 'no_source' | 'origin' | 'exhausted'): OriginVerdict => ({ kind: 'rejected', reason, error: invalidSharedSessionOrigin })

/**
 * One step of the shared-session origin validator (wallet.md §5), pure: the verdict on `message`
 * and the budget left after it.
 *
 * The budget counts the marked messages the validator will still examine. It starts at 5000
 * (walletLimits.originBudget.initial); each examined message spends one, and each failure (no
 * source, or an origin off `allowedOrigins`) also cuts what is left to a third, floor 10. A page
 * that floods the channel with forged messages so closes it within a few dozen messages (5000,
 * 1666, 555, 185, 61, 20, then 10 more), while the real peer, which sends a handful of messages
 * per session, never comes near the limit. At zero every marked message is rejected unexamined.
 */
export const examineMessage = (
  budget: number,
  message: FrameMessage,
  sharedId: string,
  allowedOrigins: ReadonlyArray<string>,
): { readonly budget: number; readonly verdict: OriginVerdict } => {
  if (!carriesSharedId(message.data, sharedId)) return { budget, verdict: { kind: 'ignored' } }
  if (budget <= 0) return { budget: 0, verdict: rejected('exhausted') }
  const spent = budget - 1
  if (message.source === null || message.source === undefined) return { budget: budgetAfterFailure(spent), verdict: rejected('no_source') }
  if (typeof message.origin !== 'string' || !allowedOrigins.includes(message.origin)) return { budget: budgetAfterFailure(spent), verdict: rejected('origin') }
  return { budget: spent, verdict: { kind: 'accepted' } }
}

/** A stateful origin validator for one shared session: `check` each received message. */
export interface OriginValidator {
  readonly check: (message: FrameMessage) => OriginVerdict
  /** The marked messages it will still examine. */
  readonly budget: () => number
}

/** Makes the validator of wallet.md §5 for the frames of one shared session, with a fresh budget of 5000. */
export const makeOriginValidator = (sharedId: string, allowedOrigins: ReadonlyArray<string>): OriginValidator => {
  let budget: number = initial
  return {
    check: (message) => {
      const step = examineMessage(budget, message, sharedId, allowedOrigins)
      budget = step.budget
      return step.verdict
    },
    budget: () => budget,
  }
}
