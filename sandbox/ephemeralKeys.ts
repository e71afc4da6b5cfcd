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
  /** The customer whose calls it makes, or null for a key of an issuing card. */
  readonly customer: string | null
  /** The issuing card whose details it reads (controller.md §6 "For issuing cards"), or null for a customer's key. */
  readonly issuingCard?: string | null
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
/** The grant of a key the sandbox handed out and that is still valid; a 401 otherwise. */
const grantOf = (store: Store, secret: string): EphemeralKeyGrant => {
  const grant = store.get<EphemeralKeyGrant, null>(Kind.ephemeralKey, secret)?.body
  if (grant === undefined) throw ApiError.unauthorized(`Invalid ephemeral key provided: ${secret.slice(0, 11)}****. Create one on your server with POST /v1/ephemeral_keys.`)
  if (grant.expires < now()) throw ApiError.unauthorized('This ephemeral key has expired. Create a new one on your server with POST /v1/ephemeral_keys.')
  return grant
}

/** The customer an ephemeral key acts for; a 401 for a key the sandbox did not hand out, one that expired, or an issuing card's. */
export const customerOfKey = (store: Store, secret: string): string => {
  const { customer } = grantOf(store, secret)
  if (customer === null) throw ApiError.unauthorized("This ephemeral key was made for an issuing card: it reads that card's details only.")
  return customer
}

/**
 * The issuing card a key reads and the private nonce that must come with it (controller.md §6:
 * "a public nonce made earlier, from which a private nonce is looked up, plus an ephemeral key").
 */
export const issuingGrantOf = (store: Store, secret: string): { readonly issuingCard: string; readonly privateNonce: string | undefined } => {
  const { issuingCard, nonce } = grantOf(store, secret)
  if (issuingCard === undefined || issuingCard === null) throw ApiError.unauthorized("This ephemeral key was made for a customer: an issuing card's details need a key made with issuing_card.")
  const pair = nonce === null ? undefined : store.get<EphemeralKeyNonce, EphemeralKeyNonceHidden>(Kind.ephemeralKeyNonce, nonce)?.body
  return { issuingCard, privateNonce: pair?.private_nonce }
}

/**
 * Checks a call made with an ephemeral key before it runs: the key must be one the sandbox handed
 * out and still valid, and the route one its kind of key may make: a customer's calls, or the read
 * of an issuing card.
 */
export const requireEphemeralRoute = (store: Store, apiKey: ApiKey, route: Route): void => {
  const { customer } = grantOf(store, apiKey.key)
  if (customer === null ? route.ephemeralKey !== 'issuing_card' : route.ephemeralKey !== true) {
    throw ApiError.unauthorized(customer === null
      ? "An issuing card's ephemeral key reads that card only (GET /v1/issuing/cards/:id): use your publishable key."
      : "An ephemeral key authorises only its customer's calls (their saved payment methods, a confirmation token of one): use your publishable key.")
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

/**
 * The issuing card a key is made for: one the sandbox issued, and a nonce the browser made, since
 * only the display elements, which prove it with the private nonce, read what the key grants.
 */
const issuingCardOf = (context: Context, id: string, nonce: string | undefined): string => {
  if (context.store.get(Kind.issuingCard, id) === undefined) throw ApiError.invalidRequest(`No such issuing card: '${id}'`, { code: 'resource_missing', param: 'issuing_card' })
  if (nonce === undefined) throw ApiError.invalidRequest("An issuing card's ephemeral key needs the nonce the browser made (createEphemeralKeyNonce): pass it as nonce.", { code: 'parameter_missing', param: 'nonce' })
  return id
}

/**
 * POST /v1/ephemeral_keys (secret key) { customer | issuing_card, nonce? }: a key for the shopper's
 * browser, scoped to one customer, or to one issuing card (then with the browser's nonce).
 */
const createEphemeralKey = (context: Context) => {
  requireSecret(context.apiKey)
  const params = context.params.only([...commonParams, 'customer', 'issuing_card', 'nonce', 'verification_session'])
  const nonceId = params.string('nonce')
  const issuingId = params.string('issuing_card')
  if (issuingId !== undefined && params.has('customer')) throw ApiError.invalidRequest('Pass one of customer or issuing_card, not both.', { param: 'issuing_card' })
  const issuingCard = issuingId === undefined ? null : issuingCardOf(context, issuingId, nonceId)
  const customer = issuingCard === null ? customerOf(context, params.requiredString('customer'), 'customer') : null
  if (nonceId !== undefined) {
    const nonce = context.store.get<EphemeralKeyNonce, EphemeralKeyNonceHidden>(Kind.ephemeralKeyNonce, nonceId)
    if (nonce === undefined) throw ApiError.invalidRequest(`No such ephemeral key nonce: '${nonceId}'. Make one in the browser (createEphemeralKeyNonce) and pass its nonce.`, { code: 'resource_missing', param: 'nonce' })
    if (nonce.hidden.used) throw ApiError.invalidRequest(`The ephemeral key nonce '${nonceId}' was used already: a nonce serves one key.`, { code: 'ephemeral_key_nonce_used', param: 'nonce' })
    context.store.put<EphemeralKeyNonce, EphemeralKeyNonceHidden>(Kind.ephemeralKeyNonce, nonce.body, { used: true })
  }
  const created = now()
  const secret = newId('ek_test')
  const grant: EphemeralKeyGrant = { id: secret, customer: customer?.id ?? null, issuingCard, expires: created + sessionSeconds, nonce: nonceId ?? null }
  context.store.put<EphemeralKeyGrant, null>(Kind.ephemeralKey, grant, null, customer?.id ?? issuingCard)
  return ok({
    id: newId('ephkey'),
    object: 'ephemeral_key',
    associated_objects: [customer === null ? { id: issuingCard, type: 'issuing.card' } : { id: customer.id, type: 'customer' }],
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
