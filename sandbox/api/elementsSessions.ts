import { deferredAmountBeta } from '../../core/session/betas.ts'
import { ApiError } from '../ApiError.ts'
import { linkCaptchaSiteKey, passiveCaptcha } from '../captcha.ts'
import { newId } from '../ids.ts'
import { intentOfClientSecret, type Intent } from '../intents.ts'
import { factsOf, fittingTypes, paymentMethodTypes } from '../methodCatalog.ts'
import type { PaymentMethod } from '../paymentMethods.ts'
import type { Reader } from '../params.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind, type Store } from '../Store.ts'
import { merchantLinkSettings } from '../link/merchantLinkSettings.ts'
import { customerSessionOf } from './customers.ts'
import { ownerOf } from './savedPaymentMethods.ts'
import { customerOfKey } from '../ephemeralKeys.ts'
import { typesOfConfiguration } from './paymentMethodConfigurations.ts'
import { readPaymentMethodTypes } from './intentRoutes.ts'
import { linkSignInFlags } from '../link/signInFlags.ts'
import { merchantLogoUrl } from '../accountSettings.ts'
import { merchantCardSettings, sessionCardFields } from '../cardSettings.ts'
import { experimentAssignments } from '../experimentAssignments.ts'
import { paymentMethodSpecs } from '../paymentMethodSpecs.ts'
import { outsideMethodData } from '../outsideMethods.ts'
import { adaptivePricingOf, fittingPresentment } from '../adaptivePricing.ts'

/** The merchant every sandbox session belongs to. */
const merchant = { id: 'acct_payloomsandbox', business_name: 'Payloom Sandbox', country: 'US', currency: 'usd' } as const

/**
 * The deferred intent of `deferred_intent[...]` (payment, setup or subscription mode), in the mode
 * of the intent it will become (payment-form.md §1): a subscription without an amount (a free
 * trial) starts with a setup intent, so its session is in setup mode. Payment mode needs an amount
 * unless the merchant is in the amount-optional beta (controller.md §5), which the session call
 * carries in `betas` (controller.md §7).
 */
const deferredIntent = (params: Reader, betas: readonly string[], store: Store) => {
  const mode = params.oneOf('mode', ['payment', 'setup', 'subscription'])
  if (mode === undefined) throw ApiError.missingParam(params.name('mode'))
  const amount = params.integer('amount', 0, 99_999_999)
  if (mode === 'payment' && amount === undefined && !betas.includes(deferredAmountBeta)) throw ApiError.missingParam(params.name('amount'))
  const currency = params.string('currency')?.toLowerCase()
  if (mode !== 'setup' && currency === undefined) throw ApiError.missingParam(params.name('currency'))
  if (currency !== undefined && !/^[a-z]{3}$/.test(currency)) throw ApiError.invalidRequest(`Invalid ${params.name('currency')}: use a three-letter ISO code.`, { param: params.name('currency') })
  const onBehalfOf = params.string('on_behalf_of')
  if (onBehalfOf !== undefined && !/^acct_[A-Za-z0-9]+$/.test(onBehalfOf)) throw ApiError.invalidRequest(`Invalid ${params.name('on_behalf_of')}: a connected account's id (acct_...).`, { param: params.name('on_behalf_of') })
  const configuration = params.string('payment_method_configuration')
  if (configuration !== undefined && params.has('payment_method_types')) {
    throw ApiError.invalidRequest(`You may only specify one of these parameters: ${params.name('payment_method_types')}, ${params.name('payment_method_configuration')}.`, { param: params.name('payment_method_configuration') })
  }
  const setup = mode !== 'payment' || params.has('setup_future_usage')
  const captureMethod = params.oneOf('capture_method', ['automatic', 'automatic_async', 'manual'])
  if (captureMethod !== undefined && mode !== 'payment') throw ApiError.invalidRequest(`${params.name('capture_method')} applies to mode payment only.`, { param: params.name('capture_method') })
  return {
    mode: mode === 'subscription' && amount === undefined ? 'setup' : mode,
    amount: amount ?? null,
    currency: currency ?? null,
    // Automatic payment methods offer what fits the payment, as an intent's do (methodCatalog).
    // A configuration (`pmc_...`) narrows them to the types it turns on.
    payment_method_types: configuration === undefined
      ? readPaymentMethodTypes(params, () => fittingTypes({ currency, amount, setup })).types
      : typesOfConfiguration(store, configuration, params.name('payment_method_configuration'), fittingTypes({ currency, amount, setup })),
    setup_future_usage: params.oneOf('setup_future_usage', ['on_session', 'off_session']) ?? null,
    capture_method: captureMethod ?? 'automatic',
    payment_method_configuration: configuration ?? null,
    adaptive_pricing: { allowed: params.hash('adaptive_pricing')?.boolean('allowed') ?? false },
  }
}

/**
 * What the provider refuses in a deferred intent before answering its session (controller.md §8):
 * an on_behalf_of account the platform cannot act for (test ids `acct_unconnected...`), and a
 * listed payment method type whose minimum amount in the currency the payment is below
 * (unsupported_parameter on payment_method_types). Types come from automatic payment methods
 * only where they fit, so only a merchant's own list can name such a type.
 */
const refuseDeferred = (params: Reader, types: readonly string[]): void => {
  const onBehalfOf = params.string('on_behalf_of')
  if (onBehalfOf?.startsWith('acct_unconnected') === true) {
    throw ApiError.invalidRequest(`The provided key does not have access to account '${onBehalfOf}' (or that account does not exist). Application access may have been revoked.`, { param: params.name('on_behalf_of') })
  }
  const currency = params.string('currency')?.toLowerCase()
  const amount = params.integer('amount')
  if (!params.has('payment_method_types') || currency === undefined || amount === undefined) return
  for (const type of types) {
    const minimum = factsOf(type)?.minimumAmount?.[currency]
    if (minimum !== undefined && amount < minimum) {
      throw ApiError.invalidRequest(
        `The payment method type ${type} needs an amount of at least ${minimum} ${currency} (in the smallest currency unit), and this payment is for ${amount} ${currency}. Remove ${type} from payment_method_types or raise the amount.`,
        { code: 'unsupported_parameter', param: params.name('payment_method_types') },
      )
    }
  }
}

/**
 * The session's Link settings: the merchant's (sandbox/link/merchantLinkSettings.ts) for a payment
 * that lists link; every flag off for one that does not.
 */
const linkSettings = (context: Context, enabled: boolean) => {
  const merchantSettings = merchantLinkSettings(context.store)
  return {
    link_mode: enabled ? merchantSettings.link_mode : null,
    link_funding_sources: enabled ? merchantSettings.link_funding_sources : [],
    link_passthrough_mode_enabled: enabled && merchantSettings.link_mode !== 'LINK_PAYMENT_METHOD',
    link_authenticated_change_event_enabled: false,
    link_bank_incentives_enabled: false,
    link_bank_onboarding_enabled: false,
    link_crypto_onboarding_enabled: false,
    link_default_opt_in: enabled ? merchantSettings.link_default_opt_in : 'NONE',
    link_disable_email_otp: false,
    link_elements_pageload_sign_up_disabled: enabled && merchantSettings.link_elements_pageload_sign_up_disabled,
    link_global_holdback_on: enabled && merchantSettings.link_global_holdback_on,
    // Link's own captcha, which its sign-up answers, where the sandbox requires the captcha.
    link_hcaptcha_site_key: context.requireCaptcha ? linkCaptchaSiteKey : null,
    link_only_for_payment_method_types_enabled: enabled && merchantSettings.link_only_for_payment_method_types_enabled,
    link_pm_killswitch_on_in_elements: enabled && merchantSettings.link_pm_killswitch_on_in_elements,
    link_enable_webauthn_for_link_popup: false,
  }
}

/** A customer's (or an account's) saved payment methods, and the customer's default: an account has none. */
const savedOf = (context: Context, ownerId: string) => {
  const customer = context.store.get<{ readonly invoice_settings: { readonly default_payment_method: string | null } }, null>(Kind.customer, ownerId)?.body
  return {
    payment_methods: context.store.children<PaymentMethod, unknown>(Kind.paymentMethod, ownerId).map((row) => row.body),
    default_payment_method: customer?.invoice_settings.default_payment_method ?? null,
  }
}

/**
 * The saved payment methods of a customer session's customer, or of its account used as a
 * customer (a business profile): the session says which, in `customer` or `customer_account`.
 */
const customerData = (context: Context, secret: string) => {
  const session = customerSessionOf(context, secret, 'customer_session_client_secret')
  return {
    // A session names its customer or its account, always one of the two.
    ...savedOf(context, ownerOf(session)!),
    customer_session: {
      id: session.id, customer: session.customer, customer_account: session.customer_account,
      api_key: newId('ek_test'), api_key_expiry: session.expires_at, components: session.components, livemode: false,
    },
  }
}

/** The customer of a legacy ephemeral key: a key the sandbox handed out, still valid, and not beside a customer session. */
const legacyCustomer = (context: Context, secret: string | undefined, key: string): string => {
  const param = 'legacy_customer_ephemeral_key'
  if (secret !== undefined) throw ApiError.invalidRequest(`Pass customer_session_client_secret or ${param}, not both: the customer session lists the customer's saved payment methods.`, { param })
  try {
    return customerOfKey(context.store, key)
  } catch (error) {
    throw error instanceof ApiError ? ApiError.invalidRequest(error.body.message, { code: 'resource_missing', param }) : error
  }
}

/**
 * The customer part of the session: an expired customer session still lets the shopper pay, as a
 * guest, with the reason in `customer_error` (controller.md §8); a secret of no session is a 400.
 * Without a customer session, the customer of `legacy_customer_ephemeral_key` (elements'
 * `customerOptions`, the older integration): their saved methods, and no customer session.
 */
const customerPart = (context: Context, secret: string | undefined, legacyKey: string | undefined) => {
  if (legacyKey !== undefined) return { customer: { ...savedOf(context, legacyCustomer(context, secret, legacyKey)), customer_session: null } }
  if (secret === undefined) return { customer: null }
  try {
    return { customer: customerData(context, secret) }
  } catch (error) {
    if (error instanceof ApiError && error.body.code === 'customer_session_expired') return { customer: null, customer_error: error.body.message }
    throw error
  }
}

/** The wallets whose sheets give a card token (Apple Pay, Google Pay): the session lists them beside the card. */
const cardWallets = ['apple_pay', 'google_pay'] as const

/**
 * GET /v1/elements/sessions: what the payment form needs to render, for an intent's client secret
 * or a deferred intent: ordered method types, Link settings (off unless the intent lists link),
 * the customer's saved methods when a customer session is given, merchant and card-brand choice.
 */
const session = (context: Context): Reply => {
  const { params } = context
  const secret = params.string('client_secret')
  const deferred = params.hash('deferred_intent')
  if ((secret === undefined) === (deferred === undefined)) {
    throw ApiError.invalidRequest('Pass either client_secret or deferred_intent[mode] to load an elements session.', { code: 'parameter_missing', param: 'client_secret' })
  }
  const intent: Intent | undefined = secret === undefined ? undefined : intentOfClientSecret(context.store, secret, 'client_secret')
  const deferredMode = deferred === undefined ? undefined : deferredIntent(deferred, params.strings('betas') ?? [], context.store)
  if (deferred !== undefined) refuseDeferred(deferred, deferredMode!.payment_method_types)
  // Adaptive pricing: the shopper may pay in their own currency, which then sets the amount and the methods offered.
  const adaptive = deferredMode === undefined ? undefined : adaptivePricingOf(context, deferredMode.adaptive_pricing.allowed, deferredMode.mode, deferredMode.amount, deferredMode.currency)
  const types = intent?.payment_method_types ?? (adaptive === undefined ? deferredMode!.payment_method_types : fittingPresentment(deferredMode!.payment_method_types, adaptive.active, deferredMode!.setup_future_usage !== null))
  const ordered = paymentMethodTypes.filter((type) => types.includes(type) && type !== 'link')
  // The browser wallets pay with cards they tokenise: offered wherever the card is, right after it.
  const withWallets = ordered.flatMap((type) => (type === 'card' ? ['card', ...cardWallets] : [type]))
  const customerSecret = params.string('customer_session_client_secret')
  const currency = adaptive?.active.currency ?? (intent?.currency as string | undefined) ?? deferredMode?.currency ?? merchant.currency
  // The account's logo, served from the sandbox's own origin as the caller addressed it.
  const logoUrl = merchantLogoUrl(context.store, context.publicOrigin)
  return ok({
    object: 'elements_session',
    ...sessionIdsOf(context),
    livemode: false,
    locale: params.string('locale') ?? 'auto',
    ordered_payment_method_types: ordered,
    ordered_payment_method_types_and_wallets: withWallets,
    unactivated_payment_method_types: [],
    unverified_payment_methods_on_domain: [],
    payment_method_preference: {
      object: 'payment_method_preference',
      country_code: merchant.country,
      ordered_payment_method_types: ordered,
      type: intent?.object ?? 'deferred_intent',
      ...(intent === undefined ? { deferred_intent: deferredMode } : { [intent.object]: intent }),
    },
    payment_method_specs: paymentMethodSpecs(context.store, ordered),
    link_settings: linkSettings(context, types.includes('link')),
    // The external and custom methods asked for, which the merchant completes itself (controller.md §5).
    ...outsideMethodData(params),
    ...customerPart(context, customerSecret, params.string('legacy_customer_ephemeral_key')),
    merchant_country: merchant.country,
    merchant_currency: merchant.currency,
    merchant_id: merchant.id,
    business_name: merchant.business_name,
    merchant_logo_url: logoUrl,
    merchant_info: { ...merchant, logo_url: logoUrl },
    amount: adaptive?.active.amount ?? (intent?.amount as number | undefined) ?? deferredMode?.amount ?? 0,
    currency,
    ...(adaptive === undefined ? {} : { adaptive_pricing: adaptive.part }),
    ...sessionCardFields(merchantCardSettings(context.store)),
    flags: linkSignInFlags,
    // The session's assignment id, which the wallet config call names (elements_assignment_id), and
    // the arms the account's test helper assigned (none by default: the SDK buckets every instance).
    experiments_data: { arb_id: newId('arb'), experiment_assignments: experimentAssignments(context.store) },
    passive_captcha: passiveCaptcha(context),
    apple_pay_preference: ordered.includes('card') ? 'enabled' : 'disabled',
    // Where Apple would tell the provider of merchant token changes (recurring, deferred, reload
    // payments); the sandbox names its own, and no Apple calls it here.
    apple_pay_merchant_token_webhook_url: `${context.publicOrigin}/v1/apple_pay/merchant_token_notifications`,
    google_pay_preference: ordered.includes('card') ? 'enabled' : 'disabled',
  })
}

/**
 * The session's id: the one `existing_elements_session_id` names when the sandbox issued it (a
 * reload continues its session, so what Link's calls kept for it stays theirs), else a new one;
 * each is kept with the script id and the page host that loaded it (controller.md §7), and the
 * integration's intent creation flow and version (§9), refused when it names another flow. Each
 * answer is a configuration of the session (`config_id`, new with each load), kept with it: the
 * payment methods made from its elements name both (`client_attribution_metadata`).
 */
const sessionIdsOf = (context: Context): { readonly session_id: string; readonly config_id: string } => {
  const existing = context.params.string('existing_elements_session_id')
  const id = existing !== undefined && context.store.get(Kind.elementsSession, existing) !== undefined ? existing : newId('elements_session')
  const configId = crypto.randomUUID()
  const { params } = context
  context.store.put(Kind.elementsSession, {
    id,
    stripe_js_id: params.string('stripe_js_id') ?? null,
    referrer_host: params.string('referrer_host') ?? null,
    payment_intent_creation_flow: params.oneOf('payment_intent_creation_flow', ['standard', 'deferred']) ?? null,
    merchant_integration_version: params.string('merchant_integration_version') ?? null,
    config_id: configId,
    // The SDK and the libraries registered with it (the user-agent suffix, controller.md §7).
    payment_user_agent: params.string('payment_user_agent') ?? null,
  }, null)
  return { session_id: id, config_id: configId }
}

/** The two elements session calls; the edge one fails with 503 when the sandbox is told to. */
export const elementsSessionRoutes: readonly Route[] = [
  { method: 'GET', pattern: '/v1/elements/sessions', access: 'publishable', handle: session },
  {
    method: 'GET',
    pattern: '/v1/elements/sessions-edge',
    access: 'publishable',
    handle: (context) => {
      if (context.failSessionsEdge) return { status: 503, body: { error: { type: 'api_error', message: 'The edge elements session service is unavailable (failSessionsEdge). Fall back to /v1/elements/sessions.' } } }
      return session(context)
    },
  },
]
