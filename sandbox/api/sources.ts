import { ApiError } from '../ApiError.ts'
import { clientSecretFor, newId, now } from '../ids.ts'
import { cardOfToken, readBillingDetails, readCard, type CardTokenHidden, type PaymentMethod, type PaymentMethodHidden } from '../paymentMethods.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind, type Row, type Store } from '../Store.ts'

/** A legacy card source as the provider answers it; its card's number stays hidden (`CardTokenHidden`). */
export interface Source {
  readonly id: string
  readonly object: 'source'
  readonly type: 'card'
  readonly status: 'chargeable' | 'consumed'
  readonly usage: 'reusable' | 'single_use'
  readonly owner: { readonly name: string | null; readonly email: string | null; readonly phone: string | null }
  readonly card: Readonly<Record<string, unknown>>
  readonly [field: string]: unknown
}

/** A card source is made from the card's details or from a card token, one of the two. */
const sourceCard = (store: Store, params: Reader): CardTokenHidden => {
  const token = params.string('token')
  const cardParams = params.hash('card')
  if (token !== undefined && cardParams !== undefined) throw ApiError.invalidRequest('Pass either card or token, not both.', { code: 'parameter_invalid', param: params.name('token') })
  if (token !== undefined) return cardOfToken(store, token, params.name('token'))
  if (cardParams === undefined) throw ApiError.missingParam(params.name('card'))
  return readCard(cardParams)
}

/** The parameters of a source: POST /v1/sources, and a confirm's `source_data[...]`. */
export const sourceParams = ['type', 'card', 'owner', 'token', 'amount', 'currency', 'usage', 'redirect', 'metadata', 'pasted_fields'] as const

/** Makes and keeps a card source from its parameters (a card's details or a card token), chargeable at once. */
export const storeSource = (store: Store, params: Reader): Source => {
  const type = params.requiredString('type')
  if (type !== 'card') throw ApiError.invalidRequest(`The sandbox creates card sources only, not ${type}.`, { code: 'parameter_invalid_string', param: params.name('type') })
  const { card, outcome } = sourceCard(store, params)
  const id = newId('src')
  const owner = params.hash('owner')?.only(['name', 'email', 'phone', 'address'])
  return store.put<Source, CardTokenHidden>(Kind.source, {
    id,
    object: 'source',
    type,
    status: 'chargeable',
    flow: 'none',
    usage: params.oneOf('usage', ['reusable', 'single_use']) ?? 'reusable',
    client_secret: clientSecretFor(id),
    amount: params.integer('amount', 0) ?? null,
    currency: params.string('currency')?.toLowerCase() ?? null,
    owner: { name: owner?.string('name') ?? null, email: owner?.string('email') ?? null, phone: owner?.string('phone') ?? null },
    card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, funding: card.funding, country: card.country, three_d_secure: 'optional' },
    created: now(),
    livemode: false,
  }, { card, outcome })
}

/**
 * The payment method a confirm's `source` pays with: a chargeable card source's card, as a new card
 * payment method (the intent names the source in `source`). A single-use source is consumed by the
 * confirm that uses it; an unknown or consumed one is refused, naming `param`.
 */
export const sourcePaymentMethod = (store: Store, id: string, param: string): Row<PaymentMethod, PaymentMethodHidden> => {
  const source = store.get<Source, CardTokenHidden>(Kind.source, id)
  if (source === undefined) throw ApiError.invalidRequest(`No such source: '${id}'`, { code: 'resource_missing', param })
  if (source.body.status !== 'chargeable') {
    throw ApiError.invalidRequest(`The source ${id} has status ${source.body.status}: a single_use source pays once. Create a new source for this payment.`, { code: 'payment_method_unexpected_state', param })
  }
  if (source.body.usage === 'single_use') store.put<Source, CardTokenHidden>(Kind.source, { ...source.body, status: 'consumed' }, source.hidden)
  const { owner } = source.body
  const body: PaymentMethod = {
    id: newId('pm'), object: 'payment_method', type: 'card', card: source.hidden.card,
    billing_details: { ...readBillingDetails(undefined), name: owner.name, email: owner.email, phone: owner.phone },
    created: now(), customer: null, livemode: false, metadata: {}, allow_redisplay: 'unspecified',
  }
  store.put<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, body, { outcome: source.hidden.outcome })
  return { id: body.id, body, hidden: { outcome: source.hidden.outcome }, parent: null }
}

const create = (context: Context) =>
  ok(storeSource(context.store, context.params.only([...commonParams, ...sourceParams, 'radar_options'])))

/** POST /v1/sources: the legacy card source, from card details or a card token. */
export const sourceRoutes: readonly Route[] = [{ method: 'POST', pattern: '/v1/sources', access: 'publishable', captchaGated: true, handle: create }]
