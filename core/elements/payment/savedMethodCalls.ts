import * as Effect from 'effect/Effect'
import { ApiClient } from '../../api/ApiClient.ts'
import type { ApiError } from '../../api/ApiError.ts'
import type { ElementContext, EventHost } from '../../plugin/ElementDefinition.ts'
import type { Json, ToController } from '../messages.ts'
import { updatedExpiry, type SavedCall, type SavedState } from './savedMethods.ts'
import { billingDetailsParams } from './savedMethodAddress.ts'

/** The action that feeds each call's result back to the model. */
const resultActions: Readonly<Record<SavedCall, string>> = { remove: 'savedRemoved', update: 'savedUpdated', updateAddress: 'savedUpdated', setDefault: 'savedDefaultSet' }

/**
 * The provider call for the pending saved-method change, made with the customer session the
 * elements session handed out: detach, update the card's expiry or billing address, or set the customer's default.
 * Each resolves with the payment method it changed.
 */
export const savedMethodCall = (state: SavedState): Effect.Effect<Json, ApiError, ApiClient> | undefined => {
  const method = state.methods.find((known) => known.id === state.target)
  const customerSession = state.customerSession
  if (state.pending === null || method === undefined || customerSession === null) return undefined
  return Effect.gen(function* () {
    const api = yield* ApiClient
    switch (state.pending) {
      case 'remove': return yield* api.post<Json>(`payment_methods/${method.id}/detach`, { body: { customer_session: customerSession } })
      case 'update': return yield* api.post<Json>(`payment_methods/${method.id}`, { body: { customer_session: customerSession, card: updatedExpiry(state) ?? {} } })
      case 'updateAddress': return yield* api.post<Json>(`payment_methods/${method.id}`, { body: { customer_session: customerSession, billing_details: state.address === null ? {} : billingDetailsParams(state.address) } })
      default: {
        // The default is the customer's: the session names them (or the card does); without either there is no one to change (payment-form.md §8).
        const customer = state.customer ?? method.customer
        if (customer === null) return yield* Effect.die(new Error('Unable to select customer'))
        yield* api.post(`customers/${customer}`, { body: { customer_session: customerSession, invoice_settings: { default_payment_method: method.id } } })
        // The customer comes back; the event and the model want the payment method now the default.
        return { id: method.id, object: 'payment_method', type: 'card', customer } satisfies Json
      }
    }
  })
}

/**
 * Starts the call a change asked for, answering the model through `host`, and names the merchant
 * events its result causes: `savedpaymentmethodremove` and `savedpaymentmethodupdate`, with the
 * payment method.
 */
export const savedMethodEvents = (
  message: ToController,
  state: SavedState | null,
  previous: SavedState | null | undefined,
  context: ElementContext,
  host: Pick<EventHost<unknown>, 'send'>,
): ReadonlyArray<{ readonly name: string; readonly payload: unknown }> => {
  if (state === null) return []
  const pending = state.pending
  const call = previous?.pending === null && pending !== null ? savedMethodCall(state) : undefined
  if (pending !== null && call !== undefined) {
    const answer = (action: string, payload?: Json) => host.send({ kind: 'action', elementId: message.elementId, action, ...(payload === undefined ? {} : { payload }) })
    context.runApi(call).then(
      (paymentMethod) => answer(resultActions[pending], paymentMethod),
      (error: unknown) => {
        console.warn('payloom: a saved payment method could not be changed:', error instanceof Error ? error.message : error)
        answer('savedCallFailed')
      },
    )
    return []
  }
  const finished = previous?.pending !== null && previous?.pending !== undefined && state.pending === null && state.error === null
  if (!finished || message.kind !== 'action' || message.action !== resultActions[previous.pending!]) return []
  const paymentMethod = message.payload
  return previous.pending === 'remove'
    ? [{ name: 'savedpaymentmethodremove', payload: { elementType: 'payment', paymentMethod } }]
    : [{ name: 'savedpaymentmethodupdate', payload: { elementType: 'payment', paymentMethod } }]
}
