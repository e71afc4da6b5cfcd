import * as Context from 'effect/Context'
import type { FormParams } from 'payloom'
import type { RequestOptions } from 'payloom/methods'
import { RequestSurface } from '../wallet/validation.ts'

/**
 * The consumer publishable key a lookup answered (`publishable_key`, wallet.md §3), which calls on
 * that consumer carry as their bearer instead of the merchant's key (wallet.md §6). Undefined:
 * the merchant's key. `withCredentials` sets it for the calls it makes.
 */
export const ConsumerKey = Context.Reference<string | undefined>('payloom/link/ConsumerKey', { defaultValue: () => undefined })

/**
 * The calls that hand over or save a payment credential (wallet.md §8 names them: the three the
 * provider rate-limits): a card saved, shared as a payment method, or shared as a token.
 */
const paymentCalls: ReadonlyArray<string> = ['consumers/payment_details', 'consumers/payment_details/share', 'consumers/payment_details/share_token']

/**
 * The merchant's surfaces: where the shopper pays the merchant (the payment element, express
 * checkout). The link authentication element's two surfaces are the consumer's own: there the
 * shopper deals with their wallet (signs in, saves a card to it), not with the merchant's account.
 */
const merchantSurfaces: ReadonlyArray<unknown> = [RequestSurface.paymentElement, RequestSurface.expressCheckout]

/**
 * How a consumer call authenticates (wallet.md §6): a call on the consumer's wallet (`consumers/...`)
 * carries the consumer key as bearer when there is one; and then, for a payment call made from a
 * surface that is not the merchant's (the call says its `request_surface`), goes without the
 * connected-account header, since that call is the consumer's own and not made on the merchant's
 * account. Anything else (a payment method of type link is the merchant's object) and any call
 * without a consumer key: the merchant's key, as every call.
 */
export const consumerAuth = (path: string, params: FormParams, consumerKey: string | undefined): Pick<RequestOptions, 'apiKey' | 'omitAccount'> => {
  if (consumerKey === undefined || !path.startsWith('consumers/')) return {}
  const surface = params.request_surface
  const offMerchant = surface !== undefined && !merchantSurfaces.includes(surface)
  return { apiKey: consumerKey, ...(offMerchant && paymentCalls.includes(path) ? { omitAccount: true } : {}) }
}
