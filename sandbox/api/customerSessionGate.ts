import { ApiError } from '../ApiError.ts'
import { now } from '../ids.ts'
import type { Context } from '../router.ts'
import { Kind } from '../Store.ts'
import type { CustomerSession } from './customers.ts'
import { requireKeyCustomer } from '../ephemeralKeys.ts'
import { ownerOf } from './savedPaymentMethods.ts'

/** The customer session features a shopper's call is checked against (customers.ts stores them as the merchant set them). */
export type Feature = 'payment_method_remove' | 'payment_method_remove_last' | 'payment_method_update' | 'payment_method_set_as_default'

/**
 * Who may change a customer's (or an account's) payment methods or default: the merchant's secret
 * key, or a shopper's browser (publishable key) naming the customer session the elements session
 * handed out, whose customer or account must own the object, or holding that customer's
 * ephemeral key (which acts for its customer as the merchant's server does). Returns the session
 * for the browser's call, to check its features.
 */
export const authorise = (context: Context, ownerId: string | null, sessionId: string | undefined): CustomerSession | undefined => {
  if (context.apiKey.kind === 'secret') return undefined
  if (context.apiKey.kind === 'ephemeral') {
    requireKeyCustomer(context, ownerId, 'customer', ownerId ?? '', 'customer')
    return undefined
  }
  if (sessionId === undefined) throw ApiError.missingParam('customer_session')
  const session = context.store.get<CustomerSession, null>(Kind.customerSession, sessionId)?.body
  if (session === undefined) throw ApiError.invalidRequest(`No such customer session: '${sessionId}'`, { code: 'resource_missing', param: 'customer_session' })
  if (session.expires_at < now()) throw ApiError.invalidRequest('This customer session has expired. Create a new one on your server.', { code: 'customer_session_expired', param: 'customer_session' })
  if (ownerId === null || ownerOf(session) !== ownerId) throw ApiError.invalidRequest('This customer session cannot change objects of another customer.', { code: 'resource_missing', param: 'customer_session' })
  return session
}

const featureOf = (session: CustomerSession, feature: Feature): unknown => {
  const element = (session.components as { readonly payment_element?: { readonly features?: Readonly<Record<string, unknown>> | null } } | null)?.payment_element
  return element?.features?.[feature] ?? null
}

/**
 * Refuses a browser's call unless its session allows `feature`: `'enabled'` when the merchant must
 * have turned it on, `'not disabled'` when it is allowed unless turned off. The secret key (no session) passes.
 */
export const requireFeature = (session: CustomerSession | undefined, feature: Feature, allowedWhen: 'enabled' | 'not disabled', action: string): void => {
  if (session === undefined) return
  const value = featureOf(session, feature)
  if (allowedWhen === 'enabled' ? value === 'enabled' : value !== 'disabled') return
  throw ApiError.invalidRequest(`This customer session does not allow ${action} (${feature}).`, { code: 'customer_session_feature_disabled', param: 'customer_session' })
}
