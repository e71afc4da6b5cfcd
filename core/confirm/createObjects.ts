import * as Effect from 'effect/Effect'
import { ApiClient, type FormParams } from '../api/ApiClient.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import type { CaptchaGatedAction } from '../controller/captcha.ts'
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

export type Created<Name extends string> = { readonly [K in Name]: ProviderObject } | { readonly error: PaymentError }

const invalid = (method: string, message: string) => Effect.fail(new IntegrationError({ message: `Invalid value for ${method}: ${message}` }))

/** Raw card data is checked before it leaves the page, so a typo costs no round trip (controller.md §5). */
const cardError = (catalog: Catalog, card: Record<string, unknown>): PaymentError | undefined => {
  const number = String(card.number ?? '')
  const brand = detectCardBrand(number)
  const checks: ReadonlyArray<readonly [string, FieldResult]> = [
    // A typo check only, before the call: a number longer than its brand's usual length is judged
    // as a 19-digit one (the card form allows those when the merchant says so); 16 digits as 16.
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

/** Creates the object with the captcha token its action needs, as a result: the object under `name`, or the error. */
const create = <Name extends string>(catalog: Catalog, action: CaptchaGatedAction, name: Name, path: string, params: FormParams) =>
  recoverApiError(catalog, Effect.gen(function* () {
    const body = yield* withCaptcha(action, params)
    const object = yield* ApiClient.use((api) => api.post<ProviderObject>(path, { body, retry: retryPolicies.mutation }))
    return { [name]: object } as Created<Name>
  }))

/** createPaymentMethod({ type, card?, billing_details?, ... }): a payment method from data passed in code. */
export const createPaymentMethod = (params: FormParams, catalog: Catalog): Effect.Effect<Created<'paymentMethod'>, IntegrationError, ApiClient | Captcha> => {
  if (!isRecord(params) || typeof params.type !== 'string' || params.type === '') {
    return invalid('createPaymentMethod', 'pass the payment method data, e.g. { type: \'card\', card: {...}, billing_details: {...} }.')
  }
  if (params.type === 'card' && isRecord(params.card)) {
    const error = cardError(catalog, params.card)
    if (error) return Effect.succeed({ error })
  }
  return create(catalog, 'create_payment_method', 'paymentMethod', 'payment_methods', params)
}

/**
 * createConfirmationToken({ params }): what confirm will use, created now and confirmed later on the
 * server. A saved payment method needs an ephemeral key (controller.md §5).
 */
export const createConfirmationToken = (
  options: { readonly params?: FormParams; readonly ephemeralKey?: string },
  catalog: Catalog,
): Effect.Effect<Created<'confirmationToken'>, IntegrationError, ApiClient | Captcha> => {
  const params = isRecord(options) && isRecord(options.params) ? options.params : undefined
  if (params === undefined) return invalid('createConfirmationToken', 'pass { params: { payment_method_data, return_url, shipping } }.')
  if (typeof params.payment_method === 'string' && options.ephemeralKey === undefined) {
    return Effect.fail(new IntegrationError({ message: 'An ephemeral key must be provided on confirmation token creation when using with a saved payment method' }))
  }
  if (isRecord(params.payment_method_data) && params.payment_method_data.type === 'card' && isRecord(params.payment_method_data.card)) {
    const error = cardError(catalog, params.payment_method_data.card)
    if (error) return Effect.succeed({ error })
  }
  const body = options.ephemeralKey === undefined ? params : { ...params, ephemeral_key: options.ephemeralKey }
  return create(catalog, 'create_confirmation_token', 'confirmationToken', 'confirmation_tokens', body)
}

/** createToken(type, data): a token of one of the provider's token types, its data checked first (controller.md §5). */
export const createToken = (type: unknown, data: unknown, catalog: Catalog): Effect.Effect<Created<'token'>, IntegrationError, ApiClient | Captcha> => {
  const report = validateTokenData(type, data)
  if (report.errors.length > 0) return Effect.fail(new IntegrationError({ message: report.errors.join(' ') }))
  return create(catalog, 'tokenize', 'token', 'tokens', { [type as string]: data as FormParams[string] })
}

/** createSource(data): a source of a given type (the provider's older API, kept for integrations that still use it). */
export const createSource = (data: FormParams, catalog: Catalog): Effect.Effect<Created<'source'>, IntegrationError, ApiClient | Captcha> =>
  isRecord(data) && typeof data.type === 'string'
    ? create(catalog, 'create_source', 'source', 'sources', data)
    : invalid('createSource', 'pass the source data with its type, e.g. { type: \'card\', ... }.')

