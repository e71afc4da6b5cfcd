import * as Effect from 'effect/Effect'
import { ApiClient, type FormParams } from '../api/ApiClient.ts'
import { ApiError } from '../api/ApiError.ts'
import type { Registry } from '../plugin/Registry.ts'
import { arrayOf, boolean, isRecord, number, oneOf, optional, recordOf, string, struct, unknown, type Guarded } from '../json/guards.ts'
import { intentTypeForDeferred, parseClientSecret, type IntentType } from '../intent/intentType.ts'
import type { PassiveCaptchaConfig } from '../services/Captcha.ts'
import { apiLimits } from '../generated/limits.generated.ts'
import { warnOfPrivateApiUrl } from '../controller/privateApiUrl.ts'
import { userAgentOf } from '../userAgent.ts'
import type { SessionMethodSpecs } from '../plugin/contract.ts'

const LinkSettings = struct({
  link_mode: optional(string),
  link_funding_sources: optional(arrayOf(string)),
  link_only_for_payment_method_types_enabled: optional(boolean),
  link_pm_killswitch_on_in_elements: optional(boolean),
  link_default_opt_in: optional(string),
  link_global_holdback_on: optional(boolean),
  link_elements_pageload_sign_up_disabled: optional(boolean),
  link_hcaptcha_site_key: optional(string),
})

/** The customer a customer session names: their saved methods and the session's key. */
const SessionCustomer = struct({
  payment_methods: arrayOf(isRecord),
  default_payment_method: optional(string),
  /** The customer session that lists them; none for the customer of a legacy ephemeral key (elements' `customerOptions`). */
  customer_session: optional(struct({ id: string, customer: optional(string), api_key: string, api_key_expiry: number, components: unknown })),
})

/** The part of the provider's elements session the SDK reads; unknown fields are ignored. */
const isSessionResponse = struct({
  session_id: string,
  config_id: optional(string),
  ordered_payment_method_types: arrayOf(string),
  ordered_payment_method_types_and_wallets: optional(arrayOf(string)),
  livemode: optional(boolean),
  apple_pay_merchant_token_webhook_url: optional(string),
  amount: optional(number),
  currency: optional(string),
  link_settings: optional(LinkSettings),
  merchant_country: optional(string),
  business_name: optional(string),
  merchant_logo_url: optional(string),
  passive_captcha: optional(struct({ site_key: string, rqdata: optional(string) })),
  experiments_data: optional(struct({ arb_id: optional(string), experiment_assignments: optional(recordOf(string)) })),
  adaptive_pricing: optional(struct({
    active_presentment_currency: string,
    integration_amount: number,
    integration_currency: string,
    fx_quote_id: optional(string),
    currency_options: recordOf(struct({ amount: number, exchange_rate: number, markup: number })),
  })),
  customer: optional(SessionCustomer),
  customer_error: optional(string),
  unverified_payment_methods_on_domain: optional(arrayOf(string)),
  // Read by the methods kit, which checks each spec (core/methods/sessionSpecs.ts): a bad one is skipped there, never the session.
  payment_method_specs: unknown,
  flags: optional(recordOf(boolean)),
  external_payment_method_data: optional(arrayOf(struct({ type: string, label: string }))),
  custom_payment_method_data: optional(arrayOf(struct({ id: string, display_name: optional(string), error: optional(string) }))),
  card_brand_choice: optional(struct({ eligible: optional(boolean) })),
  filter_cards: optional(struct({ allowed_brands: optional(arrayOf(string)), disallowed_brands: optional(arrayOf(string)) })),
  payment_method_preference: optional(struct({
    payment_intent: optional(struct({
      setup_future_usage: optional(oneOf(['on_session', 'off_session'])),
      payment_method_options: optional(struct({ card: optional(struct({ require_cvc_recollection: optional(boolean), installments: optional(struct({ enabled: optional(boolean) })) })) })),
    })),
  })),
})

/** The elements session as the SDK uses it, with the spec's defaults applied (controller.md §3). */
export interface ElementsSession {
  readonly sessionId: string
  /** The configuration the provider answered this load with (`config_id`), which the payment methods made from the elements name. */
  readonly configId?: string
  /** The registered libraries' user-agent parts the session was loaded with, which the payment methods made from its elements name too. @default [] */
  readonly appInfo?: ReadonlyArray<string>
  /** What confirm will confirm: from the client secret, or the deferred intent's mode. */
  readonly intentType: IntentType
  /** The intent of the client secret (`pi_...`, `seti_...`); none for a deferred intent. */
  readonly intentId?: string
  /** A deferred intent's business of record (elements' `onBehalfOf`): the intent will be made on behalf of it. */
  readonly onBehalfOf?: string
  /** The method types to offer, in the provider's order, limited to those a plugin provides and the domain may use. */
  readonly paymentMethodTypes: ReadonlyArray<string>
  /**
   * The methods and wallets the provider enables for this payment, in its order (its
   * `ordered_payment_method_types_and_wallets`: apple_pay and google_pay beside the method types),
   * whichever plugins the page has: the express checkout element's wallets decide by it.
   */
  readonly typesAndWallets?: ReadonlyArray<string>
  /** The session is live: no test sheet stands in for a wallet. @default false */
  readonly livemode?: boolean
  /** Where Apple Pay notifies the provider of merchant token changes (controller.md §3 applePayTokenRevokeWebhookUrl). */
  readonly applePayTokenRevokeWebhookUrl?: string
  /** @default 0 */
  readonly amount: number
  /** @default 'usd' */
  readonly currency: string
  readonly merchantCountry?: string
  /** The merchant's business name as the provider knows it (`business_name`), which the shopper's mandates and terms name. */
  readonly businessName?: string
  /** Where the provider serves the merchant's logo (`merchant_logo_url`), which wallet sheets show beside the business name. */
  readonly merchantLogoUrl?: string
  /** The passive captcha the provider announces for this merchant (controller.md §3), which then protects the gated calls. */
  readonly passiveCaptcha?: PassiveCaptchaConfig
  /** The provider's experiment assignment id for this session (`experiments_data.arb_id`), which Link's wallet config call names. */
  readonly assignmentId?: string
  /**
   * The arms the provider assigned this session in experiments it names (`experiments_data.
   * experiment_assignments`, experiment name to arm): a light experiment named here takes this arm
   * instead of its own bucket (core/controller/experiments.ts `experimentArm`).
   */
  readonly experimentAssignments?: Readonly<Record<string, string>>
  /** A deferred payment's adaptive pricing (controller.md §3): the shopper may pay in their own currency, which `amount` and `currency` then are. */
  readonly adaptivePricing?: AdaptivePricing
  readonly link: {
    readonly mode: string | null
    readonly fundingSources: ReadonlyArray<string>
    readonly onlyForPaymentMethodTypes: boolean
    readonly killSwitch: boolean
    /** The sign-up checkbox's opt-in mode (wallet.md §9: NONE, OPTIONAL, FULL). */
    readonly defaultOptIn: string | null
    /** The shopper is in the holdback arm of the provider's A/A experiment. */
    readonly globalHoldback: boolean
    /** New consumers may not sign up on this merchant's forms (wallet.md §8 link_signup_disabled). @default false */
    readonly signUpDisabled?: boolean
    /** The site key of Link's own captcha (`link_hcaptcha_site_key`), which Link's sign-up answers; none: the instance's. */
    readonly hcaptchaSiteKey?: string
  }
  readonly customer: Guarded<typeof SessionCustomer> | null
  readonly unverifiedPaymentMethodsOnDomain: ReadonlyArray<string>
  /** The provider's switches for this merchant (one lifts a saving restriction). @default {} */
  readonly flags: Readonly<Record<string, boolean>>
  /** The future usage the payment intent behind a client secret sets up, if any. */
  readonly setupFutureUsage?: 'on_session' | 'off_session'
  /** Co-badged cards let the shopper pick their network (`card_brand_choice.eligible`). @default false */
  readonly cardBrandChoice?: boolean
  /** The brands the provider accepts or refuses for this merchant (`filter_cards`), over the card plugin's own filter. */
  readonly cardBrandFilter?: { readonly allowedCardBrands?: ReadonlyArray<string>; readonly disallowedCardBrands?: ReadonlyArray<string> }
  /**
   * The payment intent asks a saved card's CVC again before it pays with it (its
   * `payment_method_options.card.require_cvc_recollection`, payment-form.md §6). @default false
   */
  readonly requireCvcRecollection?: boolean
  /**
   * The payment intent offers card installment plans (its `payment_method_options.card.installments.enabled`,
   * payment-form.md §4 "Installments"): the card form asks which plans the card typed may pay in. @default false
   */
  readonly cardInstallments?: boolean
  /** The intent's client secret, which a form's calls about the intent carry (its installment plans); none for a deferred intent. */
  readonly clientSecret?: string
  /**
   * The external payment methods the provider accepts for this payment (elements'
   * `externalPaymentMethodTypes`), but those an offered method duplicates. @default []
   */
  readonly externalMethods?: ReadonlyArray<OutsideMethod>
  /** The merchant's custom payment methods the session enables (elements' `customPaymentMethods`). @default [] */
  readonly customMethods?: ReadonlyArray<OutsideMethod>
  /** The provider's form specs of the session's methods (`payment_method_specs`), unchecked, with the session they belong to. */
  readonly paymentMethodSpecs?: SessionMethodSpecs
}

/**
 * Adaptive pricing (controller.md §3 "adaptivePricing: fxQuoteId, activeCurrency, integrationCurrency"):
 * the currency the shopper pays in, the merchant's amount and currency, the FX quote locking the
 * rate (none while the shopper pays in the merchant's currency), and each currency they may pick.
 */
export interface AdaptivePricing {
  readonly activeCurrency: string
  readonly integrationAmount: number
  readonly integrationCurrency: string
  readonly fxQuoteId?: string
  /** Each currency's amount (minor units), its rate into the merchant's currency and the markup (a fraction) it includes. */
  readonly options: ReadonlyArray<{ readonly currency: string; readonly amount: number; readonly exchangeRate: number; readonly markup: number }>
}

/** A method the session lists that payloom does not process: its type (`external_paypal`) or id (`cpmt_...`), and its name. */
export interface OutsideMethod {
  readonly type: string
  readonly label: string
}

/** What an elements session is loaded for: an intent's client secret, or a deferred intent; and the methods it lists beside its own. */
export type SessionSource = OutsideMethodsRequest & (
  | { readonly clientSecret: string; readonly customerSessionClientSecret?: string; readonly legacyCustomerEphemeralKey?: string }
  | {
    readonly deferredIntent: {
      readonly mode: 'payment' | 'setup' | 'subscription'
      readonly amount?: number
      readonly currency?: string
      readonly payment_method_types?: ReadonlyArray<string>
      readonly setup_future_usage?: 'off_session' | 'on_session'
      readonly payment_method_options?: Readonly<Record<string, FormParams>>
      /** The connected account that is the business of record (elements' `onBehalfOf`). */
      readonly on_behalf_of?: string
      readonly capture_method?: 'automatic' | 'automatic_async' | 'manual'
      /** The payment method configuration (`pmc_...`) whose methods the session offers. */
      readonly payment_method_configuration?: string
      /** Whether the shopper may pay in their own currency (elements' `adaptivePricing`). */
      readonly adaptive_pricing?: { readonly allowed: boolean }
    }
    /** The currency the shopper picked to pay in (adaptive pricing). */
    readonly presentmentCurrency?: string
    readonly customerSessionClientSecret?: string
    /** The older integration's customer (elements' `customerOptions`): their ephemeral key. */
    readonly legacyCustomerEphemeralKey?: string
  })

/**
 * The methods a session lists that payloom does not process (elements' `externalPaymentMethodTypes`
 * and the ids of its `customPaymentMethods`): the provider answers which it accepts.
 */
export interface OutsideMethodsRequest {
  readonly externalPaymentMethodTypes?: ReadonlyArray<string>
  readonly customPaymentMethodIds?: ReadonlyArray<string>
}

const unsupported = (message: string, param = 'payment_method_types') =>
  new ApiError({ type: 'invalid_request_error', code: 'unsupported_parameter', param, message })

/** Errors the server answered for this request, returned as they are (controller.md §8). */
const isRequestError = (error: ApiError): boolean =>
  error.type === 'invalid_request_error' && error.status !== undefined && error.status >= 400 && error.status <= 428

const queryOf = (source: SessionSource, locale: string, betas: ReadonlyArray<string>): FormParams => ({
  locale,
  // The provider answers some requests (a deferred payment without an amount) only under a beta.
  ...(betas.length === 0 ? {} : { betas: [...betas] }),
  ...('clientSecret' in source ? { client_secret: source.clientSecret } : { deferred_intent: source.deferredIntent as FormParams }),
  ...('presentmentCurrency' in source && source.presentmentCurrency !== undefined ? { presentment_currency: source.presentmentCurrency } : {}),
  ...(source.customerSessionClientSecret === undefined ? {} : { customer_session_client_secret: source.customerSessionClientSecret }),
  ...(source.legacyCustomerEphemeralKey === undefined ? {} : { legacy_customer_ephemeral_key: source.legacyCustomerEphemeralKey }),
  ...(source.externalPaymentMethodTypes?.length ? { external_payment_method_types: [...source.externalPaymentMethodTypes] } : {}),
  ...(source.customPaymentMethodIds?.length ? { custom_payment_methods: [...source.customPaymentMethodIds] } : {}),
})

/**
 * A deferred intent's method options, checked before any call (controller.md §5, "Elements
 * session"): us_bank_account cannot verify by microdeposits here, and options may only name the
 * types the intent offers.
 */
const checkDeferredOptions = (source: SessionSource): ApiError | undefined => {
  if (!('deferredIntent' in source)) return undefined
  const options = source.deferredIntent.payment_method_options ?? {}
  const requested = source.deferredIntent.payment_method_types ?? ['card']
  if ((options.us_bank_account as { verification_method?: unknown } | undefined)?.verification_method === 'microdeposits') {
    return unsupported('payment_method_options[us_bank_account][verification_method] cannot be microdeposits here: use automatic or instant.', 'payment_method_options[us_bank_account][verification_method]')
  }
  const stray = Object.keys(options).filter((type) => !requested.includes(type))
  if (stray.length > 0) {
    return unsupported(`payment_method_options names payment method types this payment does not offer: ${stray.join(', ')}.`, 'payment_method_options')
  }
  return undefined
}

/**
 * The session's method list checked (controller.md §5): link needs card unless link-only is on,
 * and funding sources to pay with when it is alone (checked first: a payment of link alone hears
 * why, not that nothing can be shown); every type needs a plugin. Link alone (link-only) is a list
 * of its own: no method shows, the wallet's part of the payment element does.
 */
const checkMethods = (session: ElementsSession, requested: ReadonlyArray<string>, registry: Registry): ApiError | undefined => {
  if (requested.includes('link')) {
    if (!requested.includes('card') && !session.link.onlyForPaymentMethodTypes) {
      return unsupported('link cannot be used without card: add card to payment_method_types, or turn on Link-only payments for the account (link_only_for_payment_method_types_enabled).')
    }
    if (requested.every((type) => type === 'link') && session.link.fundingSources.length === 0) {
      return unsupported('link is the only payment method type, and it has no funding sources to pay with.')
    }
  }
  const linkAlone = requested.includes('link') && registry.has('link') && session.link.onlyForPaymentMethodTypes
  if (session.paymentMethodTypes.length === 0 && !linkAlone) {
    return unsupported(
      `None of the payment method types of this payment (${requested.join(', ') || 'none'}) can be shown: ` +
        'activate them for your account and pass their plugins to createPayloom({ plugins }).',
    )
  }
  return undefined
}

/**
 * The external and custom methods a session lists (payment-form.md §8, controller.md §5): an
 * external one whose method is offered itself (`external_paypal` beside `paypal`) is left out, and
 * so is a custom one the provider did not enable; the merchant hears why of each.
 */
const listedOutside = (response: Guarded<typeof isSessionResponse>, offered: ReadonlyArray<string>) => {
  const externalMethods = (response.external_payment_method_data ?? []).flatMap(({ type, label }) => {
    const duplicated = offered.includes(type.slice('external_'.length))
    if (duplicated) console.warn(`payloom: the external payment method ${type} is not shown: ${type.slice('external_'.length)}, which it duplicates, is available for this payment.`)
    return duplicated ? [] : [{ type, label }]
  })
  const customMethods = (response.custom_payment_method_data ?? []).flatMap(({ id, display_name, error }) => {
    if (error !== undefined && error !== null) console.warn(`payloom: the custom payment method ${id} is not shown: ${error}.`)
    return error !== undefined && error !== null ? [] : [{ type: id, label: display_name ?? id }]
  })
  return { ...(externalMethods.length === 0 ? {} : { externalMethods }), ...(customMethods.length === 0 ? {} : { customMethods }) }
}

/**
 * Loads the elements session: the edge path first, the main path when the edge fails for any
 * reason but a request error (controller.md §7), parsed, defaulted and checked.
 */
export const loadElementsSession = (
  source: SessionSource,
  registry: Registry,
  locale = 'auto',
  betas: ReadonlyArray<string> = [],
  context: SessionContext = {},
): Effect.Effect<ElementsSession, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const invalidOptions = checkDeferredOptions(source)
    if (invalidOptions !== undefined) return yield* Effect.fail(invalidOptions)
    const { apiBase } = context
    if (apiBase !== undefined) yield* Effect.sync(() => warnOfPrivateApiUrl(apiBase))
    const api = yield* ApiClient
    const query = { ...queryOf(source, locale, betas), ...contextQuery(source, context) }
    const response = yield* api.get<unknown>('elements/sessions-edge', { query }).pipe(
      Effect.catchTag('ApiError', (error: ApiError) => (isRequestError(error) ? Effect.fail(error) : api.get('elements/sessions', { query }))),
    )
    if (!isRecord(response)) {
      // controller.md §8: logged with this text, and no session comes of it.
      yield* Effect.sync(() => console.error('elementsSessionApi response is not an object...', response))
    }
    if (!isSessionResponse(response)) {
      return yield* Effect.fail(new ApiError({ type: 'unexpected_error', message: 'The elements session response is not an object the SDK understands.' }))
    }
    // The customer could not be selected (an expired customer session): the shopper pays as a guest, the merchant hears why.
    const customerError = response.customer_error
    if (customerError !== undefined && customerError !== null) yield* Effect.sync(() => console.warn(customerError))
    const link = response.link_settings
    const futureUsage = response.payment_method_preference?.payment_intent?.setup_future_usage
    // The intent's option, or for a deferred intent the merchant's paymentMethodOptions (which the intent they create will carry).
    const deferredCard = 'deferredIntent' in source ? source.deferredIntent.payment_method_options?.card : undefined
    const requireCvcRecollection = response.payment_method_preference?.payment_intent?.payment_method_options?.card?.require_cvc_recollection === true ||
      (isRecord(deferredCard) && deferredCard.require_cvc_recollection === true)
    const session: ElementsSession = {
      sessionId: response.session_id,
      ...(response.config_id ? { configId: response.config_id } : {}),
      ...(context.appInfo?.length ? { appInfo: [...context.appInfo] } : {}),
      intentType: 'clientSecret' in source ? parseClientSecret(source.clientSecret).type : intentTypeForDeferred(source.deferredIntent),
      ...('clientSecret' in source ? { intentId: parseClientSecret(source.clientSecret).id } : {}),
      ...('deferredIntent' in source && source.deferredIntent.on_behalf_of !== undefined ? { onBehalfOf: source.deferredIntent.on_behalf_of } : {}),
      // A method the provider has not enabled on this page's domain cannot pay here (the group warns the merchant).
      paymentMethodTypes: response.ordered_payment_method_types.filter((type) => registry.has(type) && !response.unverified_payment_methods_on_domain?.includes(type)),
      typesAndWallets: (response.ordered_payment_method_types_and_wallets ?? response.ordered_payment_method_types).filter((type) => !response.unverified_payment_methods_on_domain?.includes(type)),
      livemode: response.livemode === true,
      ...(response.apple_pay_merchant_token_webhook_url ? { applePayTokenRevokeWebhookUrl: response.apple_pay_merchant_token_webhook_url } : {}),
      amount: response.amount ?? 0,
      currency: response.currency ?? 'usd',
      ...(response.merchant_country ? { merchantCountry: response.merchant_country } : {}),
      ...(response.business_name?.trim() ? { businessName: response.business_name.trim() } : {}),
      ...(response.merchant_logo_url ? { merchantLogoUrl: response.merchant_logo_url } : {}),
      ...(response.experiments_data?.arb_id ? { assignmentId: response.experiments_data.arb_id } : {}),
      ...(response.experiments_data?.experiment_assignments ? { experimentAssignments: response.experiments_data.experiment_assignments } : {}),
      ...(response.adaptive_pricing ? { adaptivePricing: adaptivePricingOf(response.adaptive_pricing) } : {}),
      ...(response.passive_captcha ? { passiveCaptcha: { siteKey: response.passive_captcha.site_key, ...(response.passive_captcha.rqdata ? { rqdata: response.passive_captcha.rqdata } : {}) } } : {}),
      link: {
        mode: link?.link_mode ?? null,
        fundingSources: link?.link_funding_sources ?? [],
        onlyForPaymentMethodTypes: link?.link_only_for_payment_method_types_enabled ?? false,
        killSwitch: link?.link_pm_killswitch_on_in_elements ?? false,
        defaultOptIn: link?.link_default_opt_in ?? null,
        globalHoldback: link?.link_global_holdback_on ?? false,
        signUpDisabled: link?.link_elements_pageload_sign_up_disabled ?? false,
        ...(typeof link?.link_hcaptcha_site_key === 'string' ? { hcaptchaSiteKey: link.link_hcaptcha_site_key } : {}),
      },
      customer: response.customer ?? null,
      unverifiedPaymentMethodsOnDomain: response.unverified_payment_methods_on_domain ?? [],
      flags: response.flags ?? {},
      ...(futureUsage === null || futureUsage === undefined ? {} : { setupFutureUsage: futureUsage }),
      ...(requireCvcRecollection ? { requireCvcRecollection } : {}),
      ...(response.payment_method_preference?.payment_intent?.payment_method_options?.card?.installments?.enabled === true ? { cardInstallments: true } : {}),
      ...('clientSecret' in source ? { clientSecret: source.clientSecret } : {}),
      ...(response.card_brand_choice?.eligible === true ? { cardBrandChoice: true } : {}),
      ...(response.filter_cards?.allowed_brands ? { cardBrandFilter: { allowedCardBrands: response.filter_cards.allowed_brands } } : {}),
      ...(response.filter_cards?.disallowed_brands ? { cardBrandFilter: { disallowedCardBrands: response.filter_cards.disallowed_brands } } : {}),
      ...(response.payment_method_specs ? { paymentMethodSpecs: { sessionId: response.session_id, specs: response.payment_method_specs } } : {}),
    }
    const requested = 'deferredIntent' in source
      ? source.deferredIntent.payment_method_types ?? ['card']
      : [...response.ordered_payment_method_types, ...(session.link.mode === null ? [] : ['link'])]
    const error = checkMethods(session, requested, registry)
    return error === undefined ? { ...session, ...listedOutside(response, session.paymentMethodTypes) } : yield* Effect.fail(error)
  })

/** The session's `adaptive_pricing` as the SDK reads it. */
const adaptivePricingOf = (pricing: NonNullable<Guarded<typeof isSessionResponse>['adaptive_pricing']>): AdaptivePricing => ({
  activeCurrency: pricing.active_presentment_currency,
  integrationAmount: pricing.integration_amount,
  integrationCurrency: pricing.integration_currency,
  ...(typeof pricing.fx_quote_id === 'string' ? { fxQuoteId: pricing.fx_quote_id } : {}),
  options: Object.entries(pricing.currency_options).map(([currency, option]) => ({ currency, amount: option.amount, exchangeRate: option.exchange_rate, markup: option.markup })),
})

/**
 * Where a session is loaded from (controller.md §7 "Elements session create"): the instance's
 * script id and the merchant page's host (never its path, which may carry the shopper's details),
 * and on a reload the session it continues, which the provider then keeps. Every session also
 * says how the integration creates its intent (controller.md §9: standard, with a client secret,
 * or deferred) and its version, '2021'.
 */
export interface SessionContext {
  /** The provider's address (createPayloom's `apiBase`), warned of when it is not the provider's own (privateApiUrl.ts). */
  readonly apiBase?: string
  /** The libraries registered with the instance (`registerAppInfo()`), whose user-agent parts the session's `payment_user_agent` carries. */
  readonly appInfo?: ReadonlyArray<string>
  readonly jsId?: string
  readonly host?: string
  readonly existingSessionId?: string
}

const contextQuery = (source: SessionSource, { jsId, host, existingSessionId, appInfo = [] }: SessionContext): FormParams => ({
  payment_intent_creation_flow: 'deferredIntent' in source ? 'deferred' : 'standard',
  // The user-agent suffix (controller.md §7): the registered libraries after payloom.js.
  payment_user_agent: userAgentOf(appInfo),
  merchant_integration_version: apiLimits.merchantIntegrationVersion,
  ...(jsId === undefined ? {} : { stripe_js_id: jsId }),
  ...(host === undefined || host === '' ? {} : { referrer_host: host }),
  ...(existingSessionId === undefined ? {} : { existing_elements_session_id: existingSessionId }),
})
