import { mandateMethods } from '../core/generated/paymentMethods.generated.ts'
import { ApiError } from './ApiError.ts'
import { newId, now } from './ids.ts'
import type { Intent } from './intents.ts'
import type { ApiKey } from './keys.ts'
import type { PaymentMethod } from './paymentMethods.ts'
import { commonParams, type Reader } from './params.ts'
import { ok, type Route } from './router.ts'
import { Kind, type Row, type Store } from './Store.ts'

/** A mandate as the provider shows it: the shopper's acceptance to be debited, for one payment or for later ones. */
export interface Mandate {
  readonly id: string
  readonly object: 'mandate'
  readonly customer_acceptance: {
    readonly accepted_at: number
    readonly type: 'online' | 'offline'
    readonly online?: { readonly ip_address: string; readonly user_agent: string }
    readonly offline?: Readonly<Record<string, never>>
  }
  readonly livemode: false
  readonly multi_use?: Readonly<Record<string, never>>
  readonly single_use?: { readonly amount: number; readonly currency: string }
  readonly on_behalf_of: null
  readonly payment_method: string
  readonly payment_method_details: Readonly<Record<string, unknown>>
  readonly status: 'active' | 'inactive' | 'pending'
  readonly type: 'multi_use' | 'single_use'
}

export const isMandateMethod = (type: string): boolean => (mandateMethods as readonly string[]).includes(type)

// What the browser's own address and agent are, when the provider infers them from the client.
const inferredClient = { ip_address: '127.0.0.1', user_agent: 'payloom-sandbox (inferred from the client)' } as const

const acceptanceOf = (params: Reader, apiKey: ApiKey) => {
  const acceptance = params.hash('customer_acceptance')?.only(['type', 'accepted_at', 'online', 'offline'])
  if (acceptance === undefined) throw ApiError.missingParam(params.name('customer_acceptance'))
  const type = acceptance.oneOf('type', ['online', 'offline'])
  if (type === undefined) throw ApiError.missingParam(acceptance.name('type'))
  const acceptedAt = acceptance.integer('accepted_at', 0) ?? now()
  if (type === 'offline') return { accepted_at: acceptedAt, type, offline: {} } as const
  const online = acceptance.hash('online')?.only(['ip_address', 'user_agent', 'infer_from_client'])
  if (online === undefined) throw ApiError.missingParam(acceptance.name('online'))
  if (online.boolean('infer_from_client') === true) {
    // Only the browser's own call can say "infer it from me": the provider refuses it from a server.
    if (apiKey.kind !== 'publishable') throw ApiError.invalidRequest('infer_from_client is only allowed with a publishable key: pass ip_address and user_agent from your server.', { param: online.name('infer_from_client') })
    return { accepted_at: acceptedAt, type, online: inferredClient } as const
  }
  return { accepted_at: acceptedAt, type, online: { ip_address: online.requiredString('ip_address'), user_agent: online.requiredString('user_agent') } } as const
}

// What the mandate says about the method: a reference and a page for SEPA and Bacs, the account for the others.
const methodDetails = (method: PaymentMethod, mandateId: string): Readonly<Record<string, unknown>> => {
  const reference = mandateId.slice(-16).toUpperCase()
  switch (method.type) {
    case 'sepa_debit': return { reference, url: `https://payments.payloom.test/mandates/${mandateId}` }
    case 'bacs_debit': return { network_status: 'accepted', reference, url: `https://payments.payloom.test/mandates/${mandateId}` }
    case 'acss_debit': return { default_for: [], interval_description: null, payment_schedule: 'sporadic', transaction_type: 'personal' }
    case 'au_becs_debit': return { url: `https://payments.payloom.test/mandates/${mandateId}` }
    case 'us_bank_account': return { collection_method: null }
    default: return {}
  }
}

/**
 * What a confirm does about a mandate: with `mandate_data`, a mandate for `method` (multi-use when
 * the intent saves the method, single-use for one payment); without it, a 400 where the provider
 * needs one (a mandate method set up, or paid with setup_future_usage); otherwise none.
 */
export const mandateForConfirm = (store: Store, intent: Intent, method: Row<PaymentMethod, unknown>, params: Reader, apiKey: ApiKey): Mandate | undefined => {
  if (!isMandateMethod(method.body.type)) return undefined
  const saves = intent.object === 'setup_intent' || (intent.setup_future_usage !== null && intent.setup_future_usage !== undefined)
  const data = params.hash('mandate_data')?.only(['customer_acceptance'])
  if (data === undefined) {
    if (!saves) return undefined
    throw ApiError.invalidRequest(
      `mandate_data is required to ${intent.object === 'setup_intent' ? 'confirm a SetupIntent' : 'save a payment method (setup_future_usage)'} with the payment method type ${method.body.type}: pass mandate_data[customer_acceptance].`,
      { code: 'parameter_missing', param: 'mandate_data' },
    )
  }
  const id = newId('mandate')
  const mandate: Mandate = {
    id,
    object: 'mandate',
    customer_acceptance: acceptanceOf(data, apiKey),
    livemode: false,
    ...(saves ? { multi_use: {} } : { single_use: { amount: Number(intent.amount), currency: String(intent.currency) } }),
    on_behalf_of: null,
    payment_method: method.id,
    payment_method_details: { type: method.body.type, [method.body.type]: methodDetails(method.body, id) },
    status: 'active',
    type: saves ? 'multi_use' : 'single_use',
  }
  return store.put<Mandate, null>(Kind.mandate, mandate, null, intent.id)
}

/** GET /v1/mandates/:id (secret key). */
export const mandateRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/v1/mandates/:id',
    access: 'secret',
    handle: (context) => {
      context.params.only(commonParams)
      const row = context.store.get<Mandate, null>(Kind.mandate, context.path.id!)
      if (row === undefined) throw ApiError.missing('mandate', context.path.id!, 'mandate')
      return ok(row.body)
    },
  },
]
