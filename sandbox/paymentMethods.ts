import { createHash } from 'node:crypto'
import { cardNetworkRangesOf, detectCardBrand, meetsLuhnRule } from '../core/validation/card/index.ts'
import { ApiError } from './ApiError.ts'
import { checkBilling, readMethodDetails } from './bankDetails.ts'
import { catalogTypes } from './methodCatalog.ts'
import type { MethodOutcome } from './methodOutcomes.ts'
import { newId, now } from './ids.ts'
import { reader, type Reader } from './params.ts'
import { Kind, type Row, type Store } from './Store.ts'
import { countryOfNumber, numberOfTestId, outcomeOf, rangesOfBin, type CardOutcome } from './testCards.ts'

export { paymentMethodTypes } from './methodCatalog.ts'

/** Types a payment method can be created with (Link pays with a saved card, not a method of its own here). */
const creatableTypes = ['card', ...catalogTypes] as const

export interface CardDetails {
  readonly brand: string
  readonly display_brand: string
  readonly last4: string
  readonly exp_month: number
  readonly exp_year: number
  readonly funding: 'credit'
  /** The issuing country: the US, but for the test cards of other countries (`countryOfNumber`). */
  readonly country: string
  readonly fingerprint: string
  readonly checks: { readonly address_line1_check: null; readonly address_postal_code_check: null; readonly cvc_check: 'pass' | null }
  /** The card's networks (both of a co-badged card, from its account ranges) and the one the shopper picked. */
  readonly networks: { readonly available: readonly string[]; readonly preferred: string | null }
  readonly three_d_secure_usage: { readonly supported: true }
  /** The wallet the card was paid through: Link, for a saved card shared in LINK_CARD_BRAND mode; Apple Pay. */
  readonly wallet: null | { readonly type: 'link' | 'apple_pay' }
  readonly generated_from: null
}

export interface PaymentMethod {
  readonly id: string
  readonly object: 'payment_method'
  readonly type: string
  readonly billing_details: BillingDetails
  readonly card?: CardDetails
  readonly created: number
  readonly customer: string | null
  /** The account it is saved to, used as a customer (Accounts v2); only on one ever saved to an account (api/savedPaymentMethods.ts). */
  readonly customer_account?: string | null
  readonly livemode: false
  readonly metadata: Readonly<Record<string, string>>
  readonly allow_redisplay: 'always' | 'limited' | 'unspecified'
  readonly [type: string]: unknown
}

/** What only the sandbox knows about a payment method: what happens when it pays. */
export interface PaymentMethodHidden {
  readonly outcome: CardOutcome | MethodOutcome
  /**
   * On a saved card Link shared: whether its CVC came again with the share. An intent that asks for
   * it (require_cvc_recollection) pays only with one that did.
   */
  readonly cvcRecollected?: boolean
  /**
   * The confirm paying with it asked for it to become the customer's default once saved
   * (`set_as_default_payment_method`): done when the intent succeeds, which may be after 3DS.
   */
  readonly setAsDefault?: boolean
  /** The client that made it, as it said (`payment_user_agent`: the SDK, its element, the wrappers registered with it). */
  readonly paymentUserAgent?: string
  /**
   * Where a payment method made from elements came from (`client_attribution_metadata`): the
   * elements session and the configuration it answered (its `config_id`).
   */
  readonly attribution?: Readonly<Partial<Record<(typeof attributionFields)[number], string>>>
}

/** The `client_attribution_metadata` fields the sandbox records (those payloom sends). */
const attributionFields = ['elements_session_id', 'elements_session_config_id'] as const

export interface BillingDetails {
  readonly address: Readonly<Record<'city' | 'country' | 'line1' | 'line2' | 'postal_code' | 'state', string | null>>
  readonly email: string | null
  readonly name: string | null
  readonly phone: string | null
  /** The shopper's tax id, where the payment method form collected one (left out when not given). */
  readonly tax_id?: string
}

const addressFields = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const

/** Reads `billing_details[...]` (or `shipping`'s address), every field null when absent. */
export const readAddress = (params: Reader | undefined): BillingDetails['address'] => {
  const address = params?.only(addressFields)
  return Object.fromEntries(addressFields.map((field) => [field, address?.string(field) ?? null])) as BillingDetails['address']
}

/** Reads `billing_details[address|email|name|phone|tax_id]`, every field but tax_id null when absent. */
export const readBillingDetails = (params: Reader | undefined): BillingDetails => {
  const details = params?.only(['address', 'email', 'name', 'phone', 'tax_id'])
  const taxId = details?.string('tax_id')
  return {
    address: readAddress(details?.hash('address')),
    email: details?.string('email') ?? null,
    name: details?.string('name') ?? null,
    phone: details?.string('phone') ?? null,
    ...taxId === undefined ? {} : { tax_id: taxId },
  }
}

const brandOf = (number: string): string => {
  const brand = detectCardBrand(number)
  return brand === 'diners14' ? 'diners' : brand
}

const currentYear = (): number => new Date().getUTCFullYear()

/**
 * An expiry as the provider checks it: a month of 1 to 12 and a year of 2 digits (2000 added) or 4,
 * neither in the past nor more than 50 years ahead; otherwise a 402 card_error whose param is
 * `exp_month` or `exp_year`.
 */
export const readExpiry = (monthText: string, yearText: string): { readonly month: number; readonly year: number } => {
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : 0
  if (month < 1 || month > 12) throw ApiError.card('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month')
  const yearDigits = /^\d{2}$|^\d{4}$/.test(yearText) ? Number(yearText) : -1
  const year = yearDigits >= 0 && yearDigits < 100 ? 2000 + yearDigits : yearDigits
  const thisYear = currentYear()
  if (year < 0 || year > thisYear + 50) throw ApiError.card('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year')
  if (year < thisYear) throw ApiError.card('invalid_expiry_year', "Your card's expiration year is in the past.", 'exp_year')
  if (year === thisYear && month < new Date().getUTCMonth() + 1) throw ApiError.card('invalid_expiry_month', "Your card's expiration date is in the past.", 'exp_month')
  return { month, year }
}

/** A card's networks: those of the test cards' account ranges it falls in (both of a co-badged card), else its brand. */
const networksOfNumber = (number: string, brand: string): readonly string[] => {
  const networks = [...new Set(cardNetworkRangesOf(rangesOfBin(number.slice(0, 6)), number).map((range) => range.brand))]
  return networks.length > 0 ? networks : [brand]
}

/**
 * Reads `card[number|exp_month|exp_year|cvc]` as the provider checks it: missing fields are a 400
 * naming the parameter; a number or expiry that cannot be a card is a 402 card_error whose param
 * is the card field (`number`, `exp_month`, `exp_year`, `cvc`).
 */
export const readCard = (params: Reader): { readonly card: CardDetails; readonly outcome: CardOutcome } => {
  const card = params.only(['number', 'exp_month', 'exp_year', 'cvc', 'networks', 'name', 'address_line1', 'address_line2', 'address_city', 'address_state', 'address_zip', 'address_country', 'currency'])
  const number = card.requiredString('number').replace(/[ -]/g, '')
  const monthText = card.requiredString('exp_month')
  const yearText = card.requiredString('exp_year')
  const cvc = card.string('cvc')
  if (!/^\d{12,19}$/.test(number)) throw ApiError.card('invalid_number', 'Your card number is not a valid credit card number.', 'number')
  if (!meetsLuhnRule(number)) throw ApiError.card('incorrect_number', 'Your card number is incorrect.', 'number')
  const { month, year } = readExpiry(monthText, yearText)
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) throw ApiError.card('invalid_cvc', "Your card's security code is invalid.", 'cvc')
  const brand = brandOf(number)
  const networks = networksOfNumber(number, brand)
  // As the provider does, a preference for a network the card does not have is kept, and changes nothing.
  const preferred = card.hash('networks')?.only(['preferred']).string('preferred')
  return {
    outcome: outcomeOf(number),
    card: {
      brand,
      // A co-badged card shows as the network picked for it.
      display_brand: preferred !== undefined && networks.includes(preferred) ? preferred : brand,
      last4: number.slice(-4),
      exp_month: month,
      exp_year: year,
      funding: 'credit',
      country: countryOfNumber(number),
      fingerprint: createHash('sha256').update(number).digest('hex').slice(0, 16),
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: cvc === undefined ? null : 'pass' },
      networks: { available: networks, preferred: preferred ?? null },
      three_d_secure_usage: { supported: true },
      wallet: null,
      generated_from: null,
    },
  }
}

/**
 * Builds a payment method from `type`, `card[...]` or `<type>[...]`, and `billing_details[...]`:
 * the body of POST /v1/payment_methods, and `payment_method_data[...]` at confirm.
 */
export const createPaymentMethod = (params: Reader, store: Store): { readonly body: PaymentMethod; readonly hidden: PaymentMethodHidden } => {
  const type = params.oneOf('type', creatableTypes)
  if (type === undefined) throw ApiError.missingParam(params.name('type'))
  const base = {
    id: newId('pm'),
    object: 'payment_method',
    type,
    billing_details: readBillingDetails(params.hash('billing_details')),
    created: now(),
    customer: null,
    livemode: false,
    metadata: params.stringMap('metadata') ?? {},
    // Whether the customer may be shown it again (a ticked save checkbox says always).
    allow_redisplay: params.oneOf('allow_redisplay', ['always', 'limited', 'unspecified']) ?? 'unspecified',
  } as const
  const paymentUserAgent = params.string('payment_user_agent')
  const attribution = params.hash('client_attribution_metadata')?.only(attributionFields)
  const recorded: Omit<PaymentMethodHidden, 'outcome'> = {
    ...(paymentUserAgent === undefined ? {} : { paymentUserAgent }),
    ...(attribution === undefined ? {} : { attribution: Object.fromEntries(attributionFields.flatMap((field) => attribution.string(field) === undefined ? [] : [[field, attribution.string(field)!]])) }),
  }
  if (type === 'card') {
    const cardParams = params.hash('card')
    if (cardParams === undefined) throw ApiError.missingParam(params.name('card'))
    // The card's details, or a token for them (`card[token]=tok_visa`), as the provider takes either.
    const token = cardParams.has('token') ? cardParams.only(['token']).requiredString('token') : undefined
    const { card, outcome } = token === undefined ? readCard(cardParams) : cardOfToken(store, token, cardParams.name('token'))
    return { body: { ...base, card }, hidden: { outcome, ...recorded } }
  }
  checkBilling(type, base.billing_details, params.name('billing_details'), store)
  const { details, outcome } = readMethodDetails(type, params.hash(type), params.name(type), base.billing_details, store)
  return { body: { ...base, [type]: details }, hidden: { outcome, ...recorded } }
}

/** The top-level keys a payment method's parameters may carry. */
// pasted_fields: which fields the shopper pasted, a fraud signal the provider takes and the sandbox ignores.
export const paymentMethodParams = ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay', 'pasted_fields', 'client_attribution_metadata', ...catalogTypes] as const

/** A test card's details as its test id gives them: never expired (December of next year), no CVC check. */
export const testCardDetails = (number: string): { readonly card: CardDetails; readonly outcome: CardOutcome } =>
  readCard(reader({ number, exp_month: '12', exp_year: String(currentYear() + 1) }))

/** What a stored card token keeps: its card, and what that card does when charged. */
export interface CardTokenHidden {
  readonly card: CardDetails
  readonly outcome: CardOutcome
}

/**
 * The card a token stands for, for a call's `param`: one the sandbox made (POST /v1/tokens), or a
 * test token's card (`tok_visa`, `tok_chargeDeclined`...), usable any number of times.
 */
export const cardOfToken = (store: Store, token: string, param: string): { readonly card: CardDetails; readonly outcome: CardOutcome } => {
  const stored = store.get<unknown, CardTokenHidden>(Kind.token, token)
  if (stored !== undefined) return stored.hidden
  const number = token.startsWith('tok_') ? numberOfTestId(token) : undefined
  if (number === undefined) throw ApiError.missing('token', token, param)
  return testCardDetails(number)
}

/**
 * The payment method an id names, for a call's `param`: a stored one, or for a test id
 * (`pm_card_visa`, `pm_card_chargeDeclined`...) a fresh card payment method, as the provider makes
 * on each use; otherwise a 400 resource_missing.
 */
export const loadPaymentMethod = (store: Store, id: string, param: string): Row<PaymentMethod, PaymentMethodHidden> => {
  const number = id.startsWith('pm_card_') ? numberOfTestId(id) : undefined
  if (number !== undefined) {
    const { card, outcome } = testCardDetails(number)
    const body: PaymentMethod = {
      id: newId('pm'), object: 'payment_method', type: 'card', card, billing_details: readBillingDetails(undefined),
      created: now(), customer: null, livemode: false, metadata: {}, allow_redisplay: 'unspecified',
    }
    store.put(Kind.paymentMethod, body, { outcome } satisfies PaymentMethodHidden)
    return { id: body.id, body, hidden: { outcome }, parent: null }
  }
  const row = store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, id)
  if (row === undefined) throw ApiError.invalidRequest(`No such PaymentMethod: '${id}'`, { code: 'resource_missing', param })
  return row
}
