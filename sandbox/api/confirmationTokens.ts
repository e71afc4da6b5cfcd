import { ApiError } from '../ApiError.ts'
import { storePaymentMethod } from '../confirm.ts'
import { newId, now } from '../ids.ts'
import { readAddress, type PaymentMethod, type PaymentMethodHidden } from '../paymentMethods.ts'
import { commonParams } from '../params.ts'
import type { FormHash } from '../formBody.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { requireKeyCustomer } from '../ephemeralKeys.ts'
import { clientContextFields } from '../clientContext.ts'

/** What the sandbox keeps about a confirmation token: its payment method, whether it paid already, and its elements' context. */
export interface ConfirmationTokenHidden {
  readonly paymentMethod: string
  readonly expiresAt: number
  readonly used: boolean
  /** The `client_context` of the deferred group it was made from, which the confirm using it checks against the intent. */
  readonly clientContext?: FormHash
}

/** A confirmation token lasts 12 hours, as the provider's does. */
const lifetimeSeconds = 12 * 60 * 60

const preview = (method: PaymentMethod): Readonly<Record<string, unknown>> => {
  const { id: _id, object: _object, created: _created, livemode: _livemode, metadata: _metadata, ...rest } = method
  return rest
}

const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'payment_method_data', 'payment_method', 'return_url', 'shipping', 'setup_future_usage', 'mandate_data', 'client_context', 'payment_method_options', 'radar_options'])
  const data = params.hash('payment_method_data')
  const existing = params.string('payment_method')
  if ((data === undefined) === (existing === undefined)) {
    throw ApiError.invalidRequest('Pass exactly one of payment_method_data or payment_method.', { code: 'parameter_missing', param: 'payment_method_data' })
  }
  const method = existing === undefined
    ? storePaymentMethod(context.store, data!)
    : context.store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, existing)
  if (method === undefined) throw ApiError.invalidRequest(`No such PaymentMethod: '${existing}'`, { code: 'resource_missing', param: 'payment_method' })
  if (existing !== undefined) {
    // A customer's saved payment method is theirs to use: the browser shows it holds the customer's
    // ephemeral key by sending it as its bearer (controller.md §5, §6).
    if (context.apiKey.kind === 'publishable' && method.body.customer !== null) {
      throw ApiError.invalidRequest('An ephemeral key must be provided on confirmation token creation when using with a saved payment method', { code: 'ephemeral_key_required', param: 'payment_method' })
    }
    requireKeyCustomer(context, method.body.customer, 'PaymentMethod', existing, 'payment_method')
  }
  const returnUrl = params.string('return_url')
  if (returnUrl !== undefined && !URL.canParse(returnUrl)) throw ApiError.invalidRequest('Invalid return_url: must be an absolute URL.', { code: 'url_invalid', param: 'return_url' })
  const shipping = params.hash('shipping')?.only(['name', 'phone', 'address'])
  const created = now()
  const token = {
    id: newId('ctoken'),
    object: 'confirmation_token',
    created,
    expires_at: created + lifetimeSeconds,
    livemode: false,
    mandate_data: null,
    payment_intent: null,
    setup_intent: null,
    payment_method_preview: preview(method.body),
    return_url: returnUrl ?? null,
    setup_future_usage: params.oneOf('setup_future_usage', ['on_session', 'off_session']) ?? null,
    shipping: shipping === undefined ? null : { name: shipping.requiredString('name'), phone: shipping.string('phone') ?? null, address: readAddress(shipping.hash('address')) },
    use_stripe_sdk: true,
  } as const
  // A deferred group's context, kept for the confirm that uses the token (sandbox/clientContext.ts).
  const clientContext = params.hash('client_context')?.only(clientContextFields)
  const hidden: ConfirmationTokenHidden = { paymentMethod: method.id, expiresAt: token.expires_at, used: false, ...(clientContext === undefined ? {} : { clientContext: params.raw('client_context') as FormHash }) }
  return ok(context.store.put(Kind.confirmationToken, token, hidden))
}

/**
 * POST /v1/confirmation_tokens: the payment details of a checkout, to confirm an intent with later;
 * with a customer's saved payment method, made with that customer's ephemeral key.
 */
export const confirmationTokenRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/confirmation_tokens', access: 'publishable', captchaGated: true, ephemeralKey: true, handle: create },
]
