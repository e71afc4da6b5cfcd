import { ApiError } from './ApiError.ts'
import { customerOf, sessionSeconds } from './api/customers.ts'
import { newId, now } from './ids.ts'
import { requireSecret, type ApiKey } from './keys.ts'
import { commonParams } from './params.ts'
import { ok, type Context, type Route } from './router.ts'
import { Kind, type Store } from './Store.ts'

/**
 * What an ephemeral key grants, kept under its secret (`ek_test_...`): the calls of one customer,
 * until it expires (controller.md §6 "An ephemeral key (bearer) for customer operations"). The
 * merchant's server creates it for the shopper it signed in; the browser sends it as its bearer.
 */
interface EphemeralKeyGrant {
  readonly id: string
  readonly customer: string
  readonly expires: number
  /** The public nonce the browser made for this key, when the merchant's server named one. */
  readonly nonce: string | null
}

/** A nonce pair (controller.md §7 "Ephemeral key nonce create"), kept under its public nonce. */
interface EphemeralKeyNonce {
  readonly id: string
  readonly object: 'ephemeral_key_nonce'
  readonly public_nonce: string
  readonly private_nonce: string
}

/** Whether an ephemeral key was made with the nonce already: a nonce serves one key. */
interface EphemeralKeyNonceHidden {
  readonly used: boolean
}

/** The customer an ephemeral key acts for; a 401 for a key the sandbox did not hand out, or one that expired. */
export const customerOfKey = (store: Store, secret: string): string => {
  const grant = store.get<EphemeralKeyGrant, null>(Kind.ephemeralKey, secret)?.body
  if (grant === undefined) throw ApiError.unauthorized(`Invalid ephemeral key provided: ${secret.slice(0, 11)}****. Create one on your server with POST /v1/ephemeral_keys.`)
  if (grant.expires < now()) throw ApiError.unauthorized('This ephemeral key has expired. Create a new one on your server with POST /v1/ephemeral_keys.')
  return grant.customer
}

/**
 * Checks a call made with an ephemeral key before it runs: the key must be one the sandbox handed
 * out and still valid, and the route one of a customer's calls that an ephemeral key may make.
 */
export const requireEphemeralRoute = (store: Store, apiKey: ApiKey, route: Route): void => {
  customerOfKey(store, apiKey.key)
  if (route.ephemeralKey !== true) {
    throw ApiError.unauthorized("An ephemeral key authorises only its customer's calls (their saved payment methods, a confirmation token of one): use your publishable key.")
  }
}

/**
 * Refuses a call made with an ephemeral key on what another customer owns (or no customer): to the
 * key, another customer's object does not exist. Other keys pass; their own checks apply.
 */
export const requireKeyCustomer = (context: Context, customer: string | null, name: string, id: string, param: string): void => {
  if (context.apiKey.kind !== 'ephemeral') return
  if (customer === null || customerOfKey(context.store, context.apiKey.key) !== customer) throw ApiError.invalidRequest(`No such ${name}: '${id}'`, { code: 'resource_missing', param })
}

/** POST /v1/ephemeral_keys (secret key) { customer, nonce? }: a key for the shopper's browser, scoped to one customer. */
const createEphemeralKey = (context: Context) => {
  requireSecret(context.apiKey)
  const params = context.params.only([...commonParams, 'customer', 'issuing_card', 'nonce', 'verification_session'])
  const customer = customerOf(context, params.requiredString('customer'), 'customer')
  const nonceId = params.string('nonce')
  if (nonceId !== undefined) {
    const nonce = context.store.get<EphemeralKeyNonce, EphemeralKeyNonceHidden>(Kind.ephemeralKeyNonce, nonceId)
    if (nonce === undefined) throw ApiError.invalidRequest(`No such ephemeral key nonce: '${nonceId}'. Make one in the browser (createEphemeralKeyNonce) and pass its nonce.`, { code: 'resource_missing', param: 'nonce' })
    if (nonce.hidden.used) throw ApiError.invalidRequest(`The ephemeral key nonce '${nonceId}' was used already: a nonce serves one key.`, { code: 'ephemeral_key_nonce_used', param: 'nonce' })
    context.store.put<EphemeralKeyNonce, EphemeralKeyNonceHidden>(Kind.ephemeralKeyNonce, nonce.body, { used: true })
  }
  const created = now()
  const secret = newId('ek_test')
  context.store.put<EphemeralKeyGrant, null>(Kind.ephemeralKey, { id: secret, customer: customer.id, expires: created + sessionSeconds, nonce: nonceId ?? null }, null, customer.id)
  return ok({
    id: newId('ephkey'),
    object: 'ephemeral_key',
    associated_objects: [{ id: customer.id, type: 'customer' }],
    created,
    expires: created + sessionSeconds,
    livemode: false,
    secret,
  })
}

/**
 * POST /v1/ephemeral_key_nonces (publishable key, empty body): a nonce pair. The browser keeps the
 * private nonce and hands the public one to the merchant's server, which names it when it creates
 * the ephemeral key, so the key is bound to the browser that asked for it.
 */
const createNonce = (context: Context) => {
  context.params.only(commonParams)
  const publicNonce = newId('ekn_public')
  return ok(context.store.put<EphemeralKeyNonce, EphemeralKeyNonceHidden>(Kind.ephemeralKeyNonce, {
    id: publicNonce, object: 'ephemeral_key_nonce', public_nonce: publicNonce, private_nonce: newId('ekn_private'),
  }, { used: false }))
}

/** Ephemeral keys (the merchant's server) and their nonces (the browser). */
export const ephemeralKeyRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/ephemeral_keys', access: 'secret', handle: createEphemeralKey },
  { method: 'POST', pattern: '/v1/ephemeral_key_nonces', access: 'publishable', handle: createNonce },
]
