import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A deferred payment's session as the SDK loads it, adaptive pricing allowed. */
const session = (extra: Params = {}, deferred: Params = {}, headers?: Record<string, string>) =>
  sandbox.call('GET', '/v1/elements/sessions', {
    deferred_intent: { mode: 'payment', amount: 2000, currency: 'usd', adaptive_pricing: { allowed: true }, ...deferred },
    payment_intent_creation_flow: 'deferred',
    ...extra,
  }, { key: pk, ...(headers === undefined ? {} : { headers }) })

/** The merchant's server makes the payment intent (in dollars), then the page confirms it with the session's quote. */
const payWithQuote = async (quote: string) => {
  const intent = await sandbox.call('POST', '/v1/payment_intents', { amount: 2000, currency: 'usd', payment_method_types: ['card'] })
  return sandbox.call('POST', `/v1/payment_intents/${intent.body.id}/confirm`, { client_secret: intent.body.client_secret, payment_method: 'pm_card_visa', fx_quote: quote }, { key: pk })
}

describe('FX quotes (POST /v1/fx_quotes) and their fixed test rates', () => {
  it('quotes each currency into the merchant\'s at the documented rate less the 2% fee, locked for the duration asked', async () => {
    const quote = await sandbox.call('POST', '/v1/fx_quotes', { to_currency: 'usd', from_currencies: ['eur', 'jpy'], lock_duration: 'five_minutes' })
    expect(quote.status).toBe(200)
    expect(quote.body).toMatchObject({
      object: 'fx_quote', to_currency: 'usd', lock_duration: 'five_minutes', lock_status: 'active',
      rates: {
        eur: { exchange_rate: Number((1 / 0.92 * 0.98).toPrecision(6)), rate_details: { fx_fee_rate: 0.02, base_rate: Number((1 / 0.92).toPrecision(6)) } },
        jpy: { exchange_rate: Number((1 / 150 * 0.98).toPrecision(6)) },
      },
    })
    expect(quote.body.id).toMatch(/^fxq_/)
    expect(quote.body.lock_expires_at - quote.body.created).toBe(300)
    expect((await sandbox.call('GET', `/v1/fx_quotes/${quote.body.id}`)).body).toEqual(quote.body)
  })

  it('refuses a currency without test rates, a missing lock duration, and a publishable key', async () => {
    const unknown = await sandbox.call('POST', '/v1/fx_quotes', { to_currency: 'usd', from_currencies: ['xof'], lock_duration: 'hour' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatchObject({ type: 'invalid_request_error', param: 'from_currencies' })
    const noLock = await sandbox.call('POST', '/v1/fx_quotes', { to_currency: 'usd', from_currencies: ['eur'] })
    expect(noLock.body.error).toMatchObject({ code: 'parameter_missing', param: 'lock_duration' })
    const fromPage = await sandbox.call('POST', '/v1/fx_quotes', { to_currency: 'usd', from_currencies: ['eur'], lock_duration: 'hour' }, { key: pk })
    expect(fromPage.status).toBeGreaterThanOrEqual(400)
  })
})

describe('adaptive pricing in the elements session (controller.md §3 "Adaptive pricing")', () => {
  it('suggests the shopper\'s currency from the locale, with both amounts, the rate, the markup and a quote an hour long', async () => {
    const french = await session({ locale: 'fr-FR' })
    expect(french.status).toBe(200)
    const pricing = french.body.adaptive_pricing
    const rate = Number(((1 / 0.92) * 0.98).toPrecision(6))
    expect(pricing).toMatchObject({
      active_presentment_currency: 'eur', integration_amount: 2000, integration_currency: 'usd',
      currency_options: { usd: { amount: 2000, exchange_rate: 1, markup: 0 }, eur: { amount: Math.ceil(2000 / rate), exchange_rate: rate, markup: 0.02 } },
    })
    expect(pricing.fx_quote_id).toMatch(/^fxq_/)
    // The session's amount and currency are what the shopper pays; its methods take euros too.
    expect(french.body).toMatchObject({ amount: pricing.currency_options.eur.amount, currency: 'eur' })
    const quote = await sandbox.call('GET', `/v1/fx_quotes/${pricing.fx_quote_id}`)
    expect(quote.body).toMatchObject({ to_currency: 'usd', lock_duration: 'hour', lock_status: 'active', rates: { eur: { exchange_rate: rate } } })
    expect(Object.keys(quote.body.rates)).toEqual(['eur'])
  })

  it('reads the Accept-Language header for locale auto, lists the methods of both currencies, and follows the currency picked', async () => {
    const japanese = await session({ locale: 'auto' }, {}, { 'Accept-Language': 'ja-JP,ja;q=0.9' })
    // Yen have no minor unit: $20.00 at 0.00653333 dollars a yen is 3062 yen (rounded up).
    const yenRate = Number((1 / 150 * 0.98).toPrecision(6))
    expect(japanese.body.adaptive_pricing).toMatchObject({ active_presentment_currency: 'jpy', currency_options: { usd: { amount: 2000 }, jpy: { amount: Math.ceil(20 / yenRate), exchange_rate: yenRate } } })
    expect(japanese.body).toMatchObject({ amount: 3062, currency: 'jpy' })
    // The shopper picks dollars: no quote, the merchant's amount, and the dollar methods (Cash App Pay) back.
    const both = { payment_method_types: ['card', 'cashapp'] }
    const dollars = await session({ locale: 'auto', presentment_currency: 'usd' }, both, { 'Accept-Language': 'ja-JP' })
    expect(dollars.body.adaptive_pricing).toMatchObject({ active_presentment_currency: 'usd', fx_quote_id: null, currency_options: { usd: { amount: 2000 }, jpy: {} } })
    expect(dollars.body).toMatchObject({ amount: 2000, currency: 'usd' })
    const euros = await session({ locale: 'en-US', presentment_currency: 'eur' }, both)
    expect(dollars.body.ordered_payment_method_types).toEqual(['card', 'cashapp'])
    expect(euros.body.ordered_payment_method_types).toEqual(['card'])
    // An American shopper sees only dollars unless they pick another currency.
    const american = await session({ locale: 'en-US' })
    expect(american.body.adaptive_pricing).toMatchObject({ active_presentment_currency: 'usd', fx_quote_id: null, currency_options: { usd: { amount: 2000 } } })
    expect(Object.keys(american.body.adaptive_pricing.currency_options)).toEqual(['usd'])
  })

  it('answers no adaptive pricing unless the deferred payment allows it, and refuses a currency picked without it', async () => {
    expect((await session({ locale: 'fr-FR' }, { adaptive_pricing: { allowed: false } })).body.adaptive_pricing).toBeUndefined()
    const refused = await session({ presentment_currency: 'eur' }, { adaptive_pricing: { allowed: false } })
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', param: 'presentment_currency' })
    const unquoted = await session({ presentment_currency: 'xof' })
    expect(unquoted.body.error).toMatchObject({ param: 'presentment_currency' })
  })
})

describe('confirm with the session\'s FX quote', () => {
  it('records what the shopper paid in their currency beside the intent\'s own amount', async () => {
    const pricing = (await session({ locale: 'de-DE' })).body.adaptive_pricing
    const paid = await payWithQuote(pricing.fx_quote_id)
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: 2000, currency: 'usd', presentment_details: { presentment_amount: pricing.currency_options.eur.amount, presentment_currency: 'eur' } })
  })

  it('refuses an expired quote with the provider\'s error, and a quote into another currency', async () => {
    const pricing = (await session({ locale: 'en-GB' })).body.adaptive_pricing
    expect(pricing.active_presentment_currency).toBe('gbp')
    const expired = await sandbox.call('POST', `/v1/test_helpers/fx_quotes/${pricing.fx_quote_id}/expire`)
    expect(expired.body.lock_status).toBe('expired')
    const refused = await payWithQuote(pricing.fx_quote_id)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', code: 'fx_quote_expired', param: 'fx_quote' })
    expect(refused.body.error.message).toMatch(/^The FX quote fxq_\w+ expired at .+: its rate is no longer locked\. Load the payment form again for a new quote\.$/)
    const intoEuros = await sandbox.call('POST', '/v1/fx_quotes', { to_currency: 'eur', from_currencies: ['gbp'], lock_duration: 'hour' })
    expect((await payWithQuote(intoEuros.body.id)).body.error).toMatchObject({ code: 'fx_quote_invalid', param: 'fx_quote' })
    expect((await payWithQuote('fxq_nothing')).body.error).toMatchObject({ code: 'resource_missing', param: 'fx_quote' })
  })
})
