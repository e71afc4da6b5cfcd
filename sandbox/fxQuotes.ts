import { ApiError } from './ApiError.ts'
import { baseRate, exchangeRate, fxFeeRate, isQuotedCurrency, presentmentAmount, testRatesPerUsd, type QuotedCurrency } from './fxRates.ts'
import { newId, now } from './ids.ts'
import type { Intent } from './intents.ts'
import { commonParams, type Reader } from './params.ts'
import { ok, type Context, type Route } from './router.ts'
import { Kind, type Store } from './Store.ts'

/**
 * FX quotes (Stripe's `fx_quote` object): the rates from the shoppers' currencies (`from`) into the
 * merchant's (`to_currency`), locked until `lock_expires_at`. The merchant's server asks one with
 * POST /v1/fx_quotes; an elements session with adaptive pricing makes one for the currency the
 * shopper pays in, which confirm then names (`fx_quote`).
 */
export interface FxQuote {
  readonly id: string
  readonly object: 'fx_quote'
  readonly created: number
  readonly lock_duration: LockDuration
  readonly lock_expires_at: number | null
  readonly lock_status: 'active' | 'expired' | 'none'
  readonly rates: Readonly<Record<string, { readonly exchange_rate: number; readonly rate_details: RateDetails }>>
  readonly to_currency: string
  readonly usage: { readonly type: 'payment' }
}

interface RateDetails {
  readonly base_rate: number
  readonly fx_fee_rate: number
  readonly reference_rate: number
  readonly reference_rate_provider: 'payloom_sandbox'
}

const lockDurations = ['five_minutes', 'hour', 'day', 'none'] as const
type LockDuration = (typeof lockDurations)[number]
const lockSeconds: Readonly<Record<LockDuration, number>> = { five_minutes: 5 * 60, hour: 60 * 60, day: 24 * 60 * 60, none: 0 }

/** How long an elements session's quote holds its rate: an hour, time enough to pay. */
export const sessionLockDuration: LockDuration = 'hour'

const quoted = (currency: string, param: string): QuotedCurrency => {
  if (!isQuotedCurrency(currency)) {
    throw ApiError.invalidRequest(`The sandbox quotes no rate for ${currency}: use one of ${Object.keys(testRatesPerUsd).join(', ')}.`, { code: 'parameter_invalid_string', param })
  }
  return currency
}

/** Makes and keeps a quote from each of `from` into `to`. */
export const createQuote = (store: Store, to: QuotedCurrency, from: ReadonlyArray<QuotedCurrency>, lockDuration: LockDuration): FxQuote => {
  const created = now()
  return store.put<FxQuote, null>(Kind.fxQuote, {
    id: newId('fxq'),
    object: 'fx_quote',
    created,
    lock_duration: lockDuration,
    lock_expires_at: lockDuration === 'none' ? null : created + lockSeconds[lockDuration],
    lock_status: lockDuration === 'none' ? 'none' : 'active',
    rates: Object.fromEntries(from.map((currency) => [currency, {
      exchange_rate: exchangeRate(currency, to),
      rate_details: { base_rate: Number(baseRate(currency, to).toPrecision(6)), fx_fee_rate: fxFeeRate, reference_rate: Number(baseRate(currency, to).toPrecision(6)), reference_rate_provider: 'payloom_sandbox' },
    }])),
    to_currency: to,
    usage: { type: 'payment' },
  }, null)
}

/** A kept quote as it reads now: a lock past its time is `expired`. */
const current = (quote: FxQuote): FxQuote =>
  quote.lock_expires_at !== null && quote.lock_expires_at <= now() ? { ...quote, lock_status: 'expired' } : quote

const loadQuote = (store: Store, id: string, param: string): FxQuote => {
  const row = store.get<FxQuote, null>(Kind.fxQuote, id)
  if (row === undefined) throw ApiError.missing('fx_quote', id, param)
  return current(row.body)
}

/**
 * What confirm's `fx_quote` and `abstracted_presentment_currency` make of a payment intent. The
 * quote must be for the intent's currency, quote one currency to pay in, and still hold its rate;
 * the intent then records what the shopper pays (`presentment_details`), its own amount and
 * currency unchanged. `abstracted_presentment_currency` is the currency the shopper was shown while
 * the provider priced the payment for them (adaptive pricing): the quote's, or without a quote the
 * intent's own; any other would charge them in a currency they did not see.
 */
export const withPresentment = (store: Store, intent: Intent, params: Reader): Intent => {
  const id = params.string('fx_quote')
  const shown = params.string('abstracted_presentment_currency')?.toLowerCase()
  if (id === undefined && shown === undefined) return intent
  const param = id === undefined ? 'abstracted_presentment_currency' : 'fx_quote'
  if (intent.object !== 'payment_intent') throw ApiError.invalidRequest(`${param} applies to payment intents only.`, { param })
  const currency = intent.currency as string
  if (id === undefined) {
    if (shown === currency) return intent
    throw ApiError.invalidRequest(
      `The customer was shown ${shown} (abstracted_presentment_currency), but this PaymentIntent is in ${currency} and no fx_quote was given: confirm with the FX quote of ${shown} the customer was shown.`,
      { code: 'fx_quote_invalid', param: 'abstracted_presentment_currency' },
    )
  }
  const quote = loadQuote(store, id, param)
  if (quote.to_currency !== currency) {
    throw ApiError.invalidRequest(`The FX quote ${id} converts into ${quote.to_currency}, but this PaymentIntent is in ${currency}.`, { code: 'fx_quote_invalid', param })
  }
  const from = Object.keys(quote.rates)
  if (from.length !== 1) throw ApiError.invalidRequest(`The FX quote ${id} quotes ${from.length} currencies: confirm with a quote of the one currency the customer pays in.`, { code: 'fx_quote_invalid', param })
  if (quote.lock_status === 'expired') {
    throw ApiError.invalidRequest(`The FX quote ${id} expired at ${new Date(quote.lock_expires_at! * 1000).toISOString()}: its rate is no longer locked. Load the payment form again for a new quote.`, { code: 'fx_quote_expired', param })
  }
  const presentment = from[0]!
  if (shown !== undefined && shown !== presentment) {
    throw ApiError.invalidRequest(
      `The customer was shown ${shown} (abstracted_presentment_currency), but the FX quote ${id} is for paying in ${presentment}: confirm with the quote of the currency the customer was shown.`,
      { code: 'fx_quote_invalid', param: 'abstracted_presentment_currency' },
    )
  }
  return { ...intent, presentment_details: { presentment_amount: presentmentAmount(intent.amount as number, currency, presentment, quote.rates[presentment]!.exchange_rate), presentment_currency: presentment } }
}

/** POST /v1/fx_quotes: to_currency, from_currencies[], lock_duration (five_minutes, hour, day, none). */
const create = (context: Context) => {
  const { params } = context
  params.only([...commonParams, 'to_currency', 'from_currencies', 'lock_duration', 'usage'])
  const to = quoted(params.requiredString('to_currency').toLowerCase(), 'to_currency')
  const from = params.strings('from_currencies')
  if (from === undefined || from.length === 0) throw ApiError.missingParam('from_currencies')
  const lock = params.oneOf('lock_duration', lockDurations)
  if (lock === undefined) throw ApiError.missingParam('lock_duration')
  return ok(createQuote(context.store, to, from.map((currency) => quoted(currency.toLowerCase(), 'from_currencies')), lock))
}

/** POST /v1/test_helpers/fx_quotes/:id/expire: the quote's lock ends now, as an hour's wait would end it. */
const expire = (context: Context) => {
  const quote = loadQuote(context.store, context.path.id!, 'id')
  return ok(current(context.store.put<FxQuote, null>(Kind.fxQuote, { ...quote, lock_expires_at: now() - 1 }, null)))
}

export const fxQuoteRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/fx_quotes', access: 'secret', handle: create },
  { method: 'GET', pattern: '/v1/fx_quotes/:id', access: 'secret', handle: (context) => ok(loadQuote(context.store, context.path.id!, 'id')) },
  { method: 'POST', pattern: '/v1/test_helpers/fx_quotes/:id/expire', access: 'secret', handle: expire },
]
