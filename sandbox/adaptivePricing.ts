import { ApiError } from './ApiError.ts'
import { createQuote, sessionLockDuration } from './fxQuotes.ts'
import { exchangeRate, fxFeeRate, isQuotedCurrency, presentmentAmount, suggestedCurrency, type QuotedCurrency } from './fxRates.ts'
import { misfit } from './methodCatalog.ts'
import type { Context } from './router.ts'

/** The payment a session with adaptive pricing is for: a deferred payment's amount and currency (the integration's). */
interface Integration {
  readonly amount: number
  readonly currency: QuotedCurrency
}

/**
 * An elements session's adaptive pricing (controller.md §3 "Adaptive pricing"): the currency the
 * shopper pays in (the one they picked, `presentment_currency`, else their own from the request's
 * locale or Accept-Language, else the merchant's), the currencies they may pick (the merchant's and
 * their own) with each one's amount, rate and markup, and, when they pay in another currency than
 * the merchant's, the FX quote locking its rate, which confirm names. Undefined when the deferred
 * intent does not allow it, or its payment cannot be quoted (no amount, a currency without rates).
 */
export const adaptivePricingOf = (context: Context, allowed: boolean, mode: string, amount: number | null, currency: string | null) => {
  const picked = context.params.string('presentment_currency')?.toLowerCase()
  if (!allowed || mode !== 'payment' || amount === null || currency === null || !isQuotedCurrency(currency)) {
    if (picked !== undefined) throw ApiError.invalidRequest('presentment_currency needs a deferred payment with deferred_intent[adaptive_pricing][allowed]=true and an amount in a quoted currency.', { param: 'presentment_currency' })
    return undefined
  }
  if (picked !== undefined && !isQuotedCurrency(picked)) throw ApiError.invalidRequest(`The sandbox quotes no rate for ${picked}.`, { code: 'parameter_invalid_string', param: 'presentment_currency' })
  const integration: Integration = { amount, currency }
  const locale = context.params.string('locale')
  const own = suggestedCurrency(locale === undefined || locale === 'auto' ? context.acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() : locale)
  const active = picked ?? own ?? currency
  const options = [...new Set([currency, ...(own === undefined ? [] : [own]), active])]
  const optionOf = (option: QuotedCurrency) => {
    const rate = exchangeRate(option, currency)
    return { amount: presentmentAmount(amount, currency, option, rate), exchange_rate: rate, markup: option === currency ? 0 : fxFeeRate }
  }
  const quote = active === currency ? undefined : createQuote(context.store, currency, [active], sessionLockDuration)
  return {
    integration,
    active: { currency: active, amount: optionOf(active).amount },
    part: {
      active_presentment_currency: active,
      integration_amount: amount,
      integration_currency: currency,
      fx_quote_id: quote?.id ?? null,
      fx_quote_expires_at: quote?.lock_expires_at ?? null,
      currency_options: Object.fromEntries(options.map((option) => [option, optionOf(option)])),
    },
  }
}

/** The methods a session offers when the shopper pays in another currency: those that take both it and the merchant's. */
export const fittingPresentment = (types: readonly string[], active: { readonly currency: string; readonly amount: number }, setup: boolean): readonly string[] =>
  types.filter((type) => misfit(type, { currency: active.currency, amount: active.amount, setup }) === undefined)
