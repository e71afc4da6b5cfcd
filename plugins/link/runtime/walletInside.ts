import type * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import type { ApiError } from 'payloom'
import type { ApiClient } from 'payloom/methods'
import type { Credentials } from '../api/index.ts'
import { consumerError, type WalletError } from '../wallet/errors.ts'
import { RequestStatus, type WalletEvent, type WalletOperation, type WalletState } from '../wallet/walletState.ts'

/**
 * What the wallet's helpers reach inside one group's wallet (runtime/linkWallet.ts): its state,
 * the signed-in consumer's credentials, the rules its events go through, and the provider calls.
 * Its saved-card calls and its address book are helpers of this kind, each in its own file.
 */
export interface WalletInside {
  readonly state: () => WalletState
  /** Undefined while nobody is signed in. */
  readonly credentials: () => Credentials | undefined
  /** Reports an event to the wallet's rules and has every element redrawn. */
  readonly dispatch: (event: WalletEvent) => void
  readonly call: <A>(effect: Effect.Effect<A, ApiError, ApiClient>) => Promise<Result.Result<A, ApiError>>
}

/** Turns the API client's error into the wallet's. */
export const walletErrorOf = (error: ApiError): WalletError =>
  consumerError({
    type: error.type,
    message: error.message,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.param === undefined ? {} : { param: error.param }),
    // The view rules block the wallet only for a failure the provider answered (wallet.md §2).
    ...(error.status === undefined ? {} : { status: error.status }),
  })

/**
 * A consumer request through the wallet's request statuses (wallet.md §4 "Request status"):
 * requestStarted, the call, then the success event its answer makes or requestFailed. An answer
 * the wallet no longer waits for (the shopper was signed out meanwhile, here or in another frame,
 * and the wallet started afresh) is not reported: it is of a session that is gone.
 */
export const tracked = async <A>(
  inside: WalletInside,
  operation: WalletOperation,
  effect: Effect.Effect<A, ApiError, ApiClient>,
  succeeded: (answer: A) => WalletEvent,
): Promise<Result.Result<A, ApiError>> => {
  inside.dispatch({ _tag: 'requestStarted', operation })
  const answered = await inside.call(effect)
  if (inside.state().requests[operation] !== RequestStatus.pending) return answered
  inside.dispatch(Result.isSuccess(answered) ? succeeded(answered.success) : { _tag: 'requestFailed', operation, error: walletErrorOf(answered.failure) })
  return answered
}
