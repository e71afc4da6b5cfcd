import * as Effect from 'effect/Effect'
import { ApiClient, type FormParams } from '../api/ApiClient.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import type { CaptchaGatedAction } from '../controller/captcha.ts'
import { withMids } from '../controller/browserIds.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import { detectCardBrand } from '../validation/card/cardBrand.ts'
import { validateCardNumber } from '../validation/card/cardNumber.ts'
import { validateCvc } from '../validation/card/cvc.ts'
import { validateTokenData } from '../validation/options/tokenData.ts'
import type { FieldResult } from '../validation/ValidationError.ts'
import { withCaptcha, type Captcha } from '../services/Captcha.ts'
import { recoverApiError } from './confirmIntent.ts'
import type { PaymentError, ProviderObject } from './results.ts'
import { isRecord } from '../json/guards.ts'
import { elementAgent, userAgentOf } from '../userAgent.ts'
import type { Browser } from '../services/Browser.ts'

export type Created<Name extends string> = { readonly [K in Name]: ProviderObject } | { readonly error: PaymentError }

const invalid = (method: string, message: string) => Effect.fail(new IntegrationError({ message: `Invalid value for ${method}: ${message}` }))

/** Raw card data is checked before it leaves the page, so a typo costs no round trip (controller.md §5). */
const cardError = (catalog: Catalog, card: Record<string, unknown>): PaymentError | undefined => {
  const number = String(card.number ?? '')
  const brand = detectCardBrand(number)
  const checks: ReadonlyArray<readonly [string, FieldResult]> = [
    // A typo check only, before the call: past 16 digits a number is judged as a 19-digit one (for
    // the brands that have them; the card form allows those when the merchant says so).
    ['card[number]', validateCardNumber(number, { brand, allow19Digits: number.replace(/\D/g, '').length > 16 })],
    ['card[cvc]', card.cvc === undefined ? { complete: true } : validateCvc(String(card.cvc), { brand })],
  ]
  for (const [param, result] of checks) {
    if (result.error) {
      const key = `card.${result.error.code}` as keyof Catalog
      return { type: 'validation_error', code: result.error.code, param, message: key in catalog ? catalog[key] : result.error.code }
    }
  }
  return undefined
}

/**
 * Creates the object with the captcha token its action needs and the browser's ids (muid, guid,
 * sid: the provider's fraud signals, as Stripe.js sends them), as a result: the object under `name`,
 * or the error. `apiKey`: the bearer, when it is not the publishable key (a customer's ephemeral key).
 */
const create = <Name extends string>(catalog: Catalog, action: CaptchaGatedAction, name: Name, path: string, params: FormParams, apiKey?: string) =>
  recoverApiError(catalog, Effect.gen(function* () {
    const body = yield* withCaptcha(action, yield* withMids(params))
    const object = yield* ApiClient.use((api) => api.post<ProviderObject>(path, { body, retry: retryPolicies.mutation, ...(apiKey === undefined ? {} : { apiKey }) }))
    return { [name]: object } as Created<Name>
  }))

/** createPaymentMethod({ type, card?, billing_details?, ... }): a payment method from data passed in code. */
export const createPaymentMethod = (params: FormParams, catalog: Catalog): Effect.Effect<Created<'paymentMethod'>, IntegrationError, ApiClient | Captcha | Browser> => {
  if (!isRecord(params) || typeof params.type !== 'string' || params.type === '') {
    return invalid('createPaymentMethod', 'pass the payment method data, e.g. { type: \'card\', card: {...}, billing_details: {...} }.')
  }
  // A card token (a wallet's, Stripe.js's `card: { token }`) carries its card: nothing to check here.
  if (params.type === 'card' && isRecord(params.card) && params.card.token === undefined) {
    const error = cardError(catalog, params.card)
    if (error) return Effect.succeed({ error })
  }
  return create(catalog, 'create_payment_method', 'paymentMethod', 'payment_methods', params)
}

/**
 * createConfirmationToken({ params }): what confirm will use, created now and confirmed later on the
 * server. A saved payment method needs an ephemeral key (controller.md §5): the customer's, which
 * the call then sends as its bearer in place of the publishable key (controller.md §6), with the
 * instance's API version as every call.
 */
export const createConfirmationToken = (
  options: { readonly params?: FormParams; readonly ephemeralKey?: string },
  catalog: Catalog,
): Effect.Effect<Created<'confirmationToken'>, IntegrationError, ApiClient | Captcha | Browser> => {
  const params = isRecord(options) && isRecord(options.params) ? options.params : undefined
  if (params === undefined) return invalid('createConfirmationToken', 'pass { params: { payment_method_data, return_url, shipping } }.')
  if (typeof params.payment_method === 'string' && options.ephemeralKey === undefined) {
    return Effect.fail(new IntegrationError({ message: 'An ephemeral key must be provided on confirmation token creation when using with a saved payment method' }))
  }
  if (isRecord(params.payment_method_data) && params.payment_method_data.type === 'card' && isRecord(params.payment_method_data.card)) {
    const error = cardError(catalog, params.payment_method_data.card)
    if (error) return Effect.succeed({ error })
  }
  if (options.ephemeralKey !== undefined && (typeof options.ephemeralKey !== 'string' || !options.ephemeralKey.startsWith('ek_'))) {
    return invalid('createConfirmationToken', `ephemeralKey must be the secret of an ephemeral key your server created for the customer (ek_...), got ${JSON.stringify(options.ephemeralKey)}.`)
  }
  return create(catalog, 'create_confirmation_token', 'confirmationToken', 'confirmation_tokens', params, options.ephemeralKey)
}

/** createToken(type, data): a token of one of the provider's token types, its data checked first (controller.md §5). */
export const createToken = (type: unknown, data: unknown, catalog: Catalog): Effect.Effect<Created<'token'>, IntegrationError, ApiClient | Captcha | Browser> => {
  const report = validateTokenData(type, data)
  if (report.errors.length > 0) return Effect.fail(new IntegrationError({ message: report.errors.join(' ') }))
  return create(catalog, 'tokenize', 'token', 'tokens', { [type as string]: data as FormParams[string], payment_user_agent: userAgentOf() })
}

/** The cardholder details createToken(element, data) takes beside the element's card (the provider's card token fields). */
export interface CardTokenData {
  readonly name?: string
  readonly address_line1?: string
  readonly address_line2?: string
  readonly address_city?: string
  readonly address_state?: string
  readonly address_zip?: string
  /** Two-letter country code. */
  readonly address_country?: string
  /** Needed only to add the card to a connected account as a payout destination. */
  readonly currency?: string
}

const cardTokenFields: ReadonlyArray<keyof CardTokenData> = ['name', 'address_line1', 'address_line2', 'address_city', 'address_state', 'address_zip', 'address_country', 'currency']

/** Checks the cardholder details of createToken(element, data): a merchant's mistake throws, naming the field. */
export const cardTokenData = (data: unknown): CardTokenData => {
  if (data === undefined) return {}
  const fail = (message: string) => new IntegrationError({ message: `Invalid value for createToken(element, data): ${message}` })
  if (!isRecord(data)) throw fail('data must be an object of cardholder details, e.g. { name, address_zip, address_country }.')
  for (const [key, value] of Object.entries(data)) {
    if (!(cardTokenFields as ReadonlyArray<string>).includes(key)) throw fail(`data.${key} is not a card token field. Known fields: ${cardTokenFields.join(', ')}.`)
    if (value !== undefined && typeof value !== 'string') throw fail(`data.${key} must be a string, got ${JSON.stringify(value)}.`)
  }
  return data as CardTokenData
}

/** The provider's token fields for the billing details a card element holds (its country and postal code, or a billing address element's). */
const billingTokenFields = (billing: unknown): CardTokenData => {
  const details = isRecord(billing) ? billing : {}
  const address = isRecord(details.address) ? details.address : {}
  const fields: Record<string, unknown> = {
    name: details.name,
    address_line1: address.line1,
    address_line2: address.line2,
    address_city: address.city,
    address_state: address.state,
    address_zip: address.postal_code,
    address_country: address.country,
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string' && value !== '')) as CardTokenData
}

/**
 * The token request's parameter for a card element's error code, so the merchant can tell which
 * field the shopper must fix (the element already shows it there).
 */
const tokenParamOf = (code: string): string | undefined => {
  if (code.includes('number') || code.includes('brand')) return 'card[number]'
  if (code.includes('expiry')) return code.includes('year') ? 'card[exp_year]' : 'card[exp_month]'
  if (code.includes('cvc')) return 'card[cvc]'
  if (code.includes('zip') || code.includes('postal')) return 'card[address_zip]'
  return undefined
}

/** A card element's validation error as createToken resolves it: with the token parameter it concerns. */
export const cardTokenError = (error: PaymentError): PaymentError => {
  const param = error.code === undefined ? undefined : tokenParamOf(error.code)
  return param === undefined ? error : { ...error, param }
}

/**
 * createToken(element, data): a card token from the payment method data a card element holds, with
 * the cardholder details the merchant adds over the element's billing details.
 */
export const createCardToken = (paymentMethodData: FormParams, data: CardTokenData, catalog: Catalog): Effect.Effect<Created<'token'>, IntegrationError, ApiClient | Captcha | Browser> => {
  const card = isRecord(paymentMethodData.card) ? paymentMethodData.card : {}
  const pasted = typeof paymentMethodData.pasted_fields === 'string' ? { pasted_fields: paymentMethodData.pasted_fields } : {}
  const body = { card: { ...billingTokenFields(paymentMethodData.billing_details), ...data, ...card }, payment_user_agent: userAgentOf([elementAgent('card')]), ...pasted }
  return create(catalog, 'tokenize', 'token', 'tokens', body)
}

/** The source's owner for the billing details a card element holds (its postal code and country, or a billing address element's). */
const ownerOf = (billing: unknown): FormParams => {
  const details = isRecord(billing) ? billing : {}
  const address = isRecord(details.address) ? Object.fromEntries(Object.entries(details.address).filter(([, value]) => typeof value === 'string' && value !== '')) : {}
  const fields = Object.fromEntries(['name', 'email', 'phone'].flatMap((key) => (typeof details[key] === 'string' && details[key] !== '' ? [[key, details[key]]] : [])))
  return { ...fields, ...(Object.keys(address).length === 0 ? {} : { address: address as FormParams }) }
}

/**
 * createSource(element, data) (controller.md §3 "Source params"): a card source from the card a
 * card element holds, with the owner from its billing details under the merchant's `data.owner`,
 * the merchant's other source data (amount, currency, usage, metadata...), the payment_user_agent
 * naming the element, and the fields the shopper pasted.
 */
export const createCardSource = (paymentMethodData: FormParams, data: unknown, catalog: Catalog): Effect.Effect<Created<'source'>, IntegrationError, ApiClient | Captcha | Browser> => {
  if (data !== undefined && !isRecord(data)) return invalid('createSource(element, data)', 'data must be an object of source data, e.g. { owner: { name } }.')
  const given: FormParams = isRecord(data) ? data as FormParams : {}
  if (given.type !== undefined && given.type !== 'card') return invalid('createSource(element, data)', `a card element makes a card source, so data.type must be 'card' or left out, got ${JSON.stringify(given.type)}.`)
  if (given.card !== undefined) return invalid('createSource(element, data)', 'the card comes from the element: leave data.card out.')
  const card = isRecord(paymentMethodData.card) ? paymentMethodData.card : {}
  const owner = { ...ownerOf(paymentMethodData.billing_details), ...(isRecord(given.owner) ? given.owner as FormParams : {}) }
  const pasted = typeof paymentMethodData.pasted_fields === 'string' ? { pasted_fields: paymentMethodData.pasted_fields } : {}
  const body: FormParams = { ...given, type: 'card', card, ...(Object.keys(owner).length === 0 ? {} : { owner }), payment_user_agent: userAgentOf([elementAgent('card')]), ...pasted }
  return create(catalog, 'create_source', 'source', 'sources', body)
}

/** createSource(data): a source of a given type (the provider's older API, kept for integrations that still use it). */
export const createSource = (data: FormParams, catalog: Catalog): Effect.Effect<Created<'source'>, IntegrationError, ApiClient | Captcha | Browser> =>
  isRecord(data) && typeof data.type === 'string'
    ? create(catalog, 'create_source', 'source', 'sources', { payment_user_agent: userAgentOf(), ...data })
    : invalid('createSource', 'pass the source data with its type, e.g. { type: \'card\', ... }.')


/** The account holder details createToken(ibanElement, data) takes beside the element's IBAN. */
export interface IbanTokenData {
  /** Three-letter currency code of the account, e.g. 'eur'. */
  readonly currency?: string
  readonly account_holder_name?: string
  readonly account_holder_type?: 'individual' | 'company'
}

/**
 * createToken(ibanElement, data): a bank account token of the IBAN the element holds, with the
 * account holder details the merchant adds (`currency`, `account_holder_name`, `account_holder_type`).
 * The element supplies the account number and country, so data may not (controller.md §5).
 */
export const createIbanToken = (paymentMethodData: FormParams, data: unknown, catalog: Catalog): Effect.Effect<Created<'token'>, IntegrationError, ApiClient | Captcha | Browser> => {
  const report = validateTokenData('bank_account', data, { element: 'iban' })
  if (report.errors.length > 0) return Effect.fail(new IntegrationError({ message: report.errors.join(' ') }))
  const iban = isRecord(paymentMethodData.sepa_debit) && typeof paymentMethodData.sepa_debit.iban === 'string' ? paymentMethodData.sepa_debit.iban : ''
  const bankAccount = { ...(data as FormParams | undefined), account_number: iban, country: iban.slice(0, 2) }
  return create(catalog, 'tokenize', 'token', 'tokens', { bank_account: bankAccount, payment_user_agent: userAgentOf() })
}
