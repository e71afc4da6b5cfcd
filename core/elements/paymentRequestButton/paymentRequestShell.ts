import { loadChunk } from '../../loadChunk.ts'
import { mitt, type Emitter } from '../emitter.ts'
import { elementListeners } from '../elementListeners.ts'
import type { PaymentRequestHost } from './paymentRequestHost.ts'
import type { PaymentRequest, PaymentRequestEvents } from './paymentRequestTypes.ts'

/** The events the object's listeners are kept in, shared with the code that raises them. */
export type PaymentRequestEmitter = Emitter<Record<keyof PaymentRequestEvents, unknown>>

/** The object's calls besides its listeners, which the chunk makes. */
export type PaymentRequestCalls = Omit<PaymentRequest, 'on' | 'once' | 'off'>

/**
 * `payloom.paymentRequest(options)`: the object at once, its code (the options' checks, the wallets,
 * the sheet) in a chunk that starts loading now, so a page that never asks pays nothing for it.
 * Listeners are kept here; a call before the chunk has come waits for it. A mistake in the options
 * rejects `canMakePayment()` (and is thrown by `show()` and `update()` once the chunk is in).
 */
export const paymentRequestOf = (options: unknown, host: PaymentRequestHost): PaymentRequest => {
  const events: PaymentRequestEmitter = mitt()
  let made: PaymentRequestCalls | undefined
  const loading = loadChunk('the payment request', () => import('./paymentRequest.ts')).then((module) => (made = module.makePaymentRequest(options, host, events)))
  const later = (call: (request: PaymentRequestCalls) => void): void => {
    if (made !== undefined) call(made)
    else loading.then(call).catch((error: unknown) => console.error('payloom:', error))
  }
  const request: PaymentRequest = {
    canMakePayment: () => loading.then((loaded) => loaded.canMakePayment()),
    show: () => later((loaded) => loaded.show()),
    abort: () => later((loaded) => loaded.abort()),
    update: (next) => later((loaded) => loaded.update(next)),
    isShowing: () => made?.isShowing() === true,
    ...(elementListeners(events as never, () => request as never) as unknown as Pick<PaymentRequest, 'on' | 'once' | 'off'>),
  }
  return request
}
