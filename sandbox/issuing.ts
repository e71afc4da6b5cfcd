import { randomInt } from 'node:crypto'
import { luhnCheck } from '../core/validation/card/cardNumber.ts'
import { ApiError } from './ApiError.ts'
import { issuingGrantOf } from './ephemeralKeys.ts'
import { newId, now } from './ids.ts'
import { listParams, listReply } from './lists.ts'
import { commonParams, metadata } from './params.ts'
import { ok, type Context, type Route } from './router.ts'
import { Kind } from './Store.ts'

/** A cardholder of the sandbox merchant's card programme (`ich_...`): whom the cards are issued to. */
interface Cardholder {
  readonly id: string
  readonly object: 'issuing.cardholder'
  readonly name: string
  readonly email: string | null
  readonly type: 'individual' | 'company'
  readonly status: 'active'
  readonly billing: { readonly address: Readonly<Record<string, string | null>> }
  readonly metadata: Readonly<Record<string, string>>
  readonly created: number
  readonly livemode: false
}

/** An issued card (`ic_...`) as every answer shows it: its last 4 digits, never its number, CVC or PIN. */
interface IssuingCard {
  readonly id: string
  readonly object: 'issuing.card'
  readonly brand: 'Visa'
  readonly cardholder: Cardholder
  readonly currency: string
  readonly exp_month: number
  readonly exp_year: number
  readonly last4: string
  readonly status: 'active' | 'inactive'
  readonly type: 'virtual'
  readonly metadata: Readonly<Record<string, string>>
  readonly created: number
  readonly livemode: false
}

/** What only the sandbox knows of a card: the details an ephemeral key made for it may read. */
interface IssuingCardSecrets {
  readonly number: string
  readonly cvc: string
  readonly pin: string
}

const digits = (count: number): string => Array.from({ length: count }, () => randomInt(10)).join('')

/** A test Visa number of the sandbox's issuing BIN (4000 0091), with a valid check digit. */
const testCardNumber = (): string => {
  const body = `40000091${digits(7)}`
  return `${body}${[...'0123456789'].find((digit) => luhnCheck(body + digit))}`
}

/** POST /v1/issuing/cardholders (secret key) { name, type, email?, billing[address] }. */
const createCardholder = (context: Context) => {
  const params = context.params.only([...commonParams, 'name', 'type', 'email', 'phone_number', 'billing', 'metadata'])
  const address = params.hash('billing')?.only(['address']).hash('address')?.only(['line1', 'line2', 'city', 'state', 'postal_code', 'country'])
  if (address === undefined) throw ApiError.missingParam('billing[address]')
  const field = (key: string) => address.string(key) ?? null
  for (const key of ['line1', 'city', 'postal_code', 'country']) if (field(key) === null) throw ApiError.missingParam(`billing[address][${key}]`)
  const type = params.oneOf('type', ['individual', 'company'])
  if (type === undefined) throw ApiError.missingParam('type')
  return ok(context.store.put<Cardholder, null>(Kind.issuingCardholder, {
    id: newId('ich'), object: 'issuing.cardholder', name: params.requiredString('name'), email: params.string('email') ?? null, type, status: 'active',
    billing: { address: Object.fromEntries(['line1', 'line2', 'city', 'state', 'postal_code', 'country'].map((key) => [key, field(key)])) },
    metadata: metadata(params) ?? {}, created: now(), livemode: false,
  }, null))
}

/** POST /v1/issuing/cards (secret key) { cardholder, currency, type: 'virtual', status? }: a test card with its own number, CVC, expiry and PIN. */
const createCard = (context: Context) => {
  const params = context.params.only([...commonParams, 'cardholder', 'currency', 'type', 'status', 'metadata'])
  const holderId = params.requiredString('cardholder')
  const cardholder = context.store.get<Cardholder, null>(Kind.issuingCardholder, holderId)?.body
  if (cardholder === undefined) throw ApiError.invalidRequest(`No such cardholder: '${holderId}'`, { code: 'resource_missing', param: 'cardholder' })
  const type = params.oneOf('type', ['virtual', 'physical'])
  if (type === undefined) throw ApiError.missingParam('type')
  if (type === 'physical') throw ApiError.invalidRequest('The sandbox issues virtual cards only: pass type=virtual.', { param: 'type' })
  const created = new Date()
  const number = testCardNumber()
  const card: IssuingCard = {
    id: newId('ic'), object: 'issuing.card', brand: 'Visa', cardholder, currency: params.requiredString('currency').toLowerCase(),
    exp_month: created.getUTCMonth() + 1, exp_year: created.getUTCFullYear() + 3, last4: number.slice(-4),
    status: params.oneOf('status', ['active', 'inactive']) ?? 'active', type, metadata: metadata(params) ?? {}, created: now(), livemode: false,
  }
  // Kept under its cardholder, whose cards the list filters by.
  return ok(context.store.put<IssuingCard, IssuingCardSecrets>(Kind.issuingCard, card, { number, cvc: digits(3), pin: digits(4) }, cardholder.id))
}

/** The details a read may expand (`expand[]=number`, `cvc`, `pin.number`), which only an ephemeral key of the card may. */
const secretExpansions = ['number', 'cvc', 'pin.number'] as const

/**
 * GET /v1/issuing/cards/:id: the card as every answer shows it. The issuing display elements read
 * its number, CVC and PIN with `expand[]`, which only an ephemeral key made for this card with a
 * nonce may, proving the browser that asked for it with `nonce` (the private nonce).
 */
const retrieveCard = (context: Context) => {
  const params = context.params.only([...commonParams, 'nonce'])
  const id = context.path.id!
  const row = context.store.get<IssuingCard, IssuingCardSecrets>(Kind.issuingCard, id)
  const expand = params.strings('expand') ?? []
  if (context.apiKey.kind === 'ephemeral') {
    const grant = issuingGrantOf(context.store, context.apiKey.key)
    if (row === undefined || grant.issuingCard !== id) throw ApiError.missing('issuing card', id)
    const privateNonce = params.string('nonce')
    if (expand.length > 0 && privateNonce === undefined) throw ApiError.missingParam('nonce')
    if (privateNonce !== undefined && privateNonce !== grant.privateNonce) {
      throw ApiError.invalidRequest('This nonce is not the one this ephemeral key was made with: make the key with the public nonce of the nonce pair the browser holds.', { param: 'nonce' })
    }
  } else {
    if (row === undefined) throw ApiError.missing('issuing card', id)
    const shown = expand.find((field) => (secretExpansions as ReadonlyArray<string>).includes(field))
    if (shown !== undefined) {
      throw ApiError.invalidRequest(`The card's ${shown} is shown only in the issuing display elements: create an ephemeral key for the card with a nonce, and pass both to them.`, { param: 'expand' })
    }
  }
  const unknown = expand.find((field) => !(secretExpansions as ReadonlyArray<string>).includes(field))
  if (unknown !== undefined) throw ApiError.invalidRequest(`This property cannot be expanded (${unknown}).`, { param: 'expand' })
  const { number, cvc, pin } = row.hidden
  return ok({
    ...row.body,
    ...(expand.includes('number') ? { number } : {}),
    ...(expand.includes('cvc') ? { cvc } : {}),
    ...(expand.includes('pin.number') ? { pin: { number: pin } } : {}),
  })
}

/** GET /v1/issuing/cards (secret key) { cardholder? }: the cards, newest first, never their details. */
const listCards = (context: Context) => {
  const params = context.params.only([...commonParams, ...listParams, 'cardholder'])
  const cardholder = params.string('cardholder')
  return listReply(context, params, { kind: Kind.issuingCard, url: '/v1/issuing/cards', ...(cardholder === undefined ? {} : { parent: cardholder }) })
}

/** Issuing: the merchant's cardholders and cards, and the read the display elements make with an ephemeral key. */
export const issuingRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/issuing/cardholders', access: 'secret', handle: createCardholder },
  { method: 'POST', pattern: '/v1/issuing/cards', access: 'secret', handle: createCard },
  { method: 'GET', pattern: '/v1/issuing/cards', access: 'secret', handle: listCards },
  { method: 'GET', pattern: '/v1/issuing/cards/:id', access: 'secret', ephemeralKey: 'issuing_card', handle: retrieveCard },
]
