import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, IntegrationError, type Payloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { asGroup } from '../../../core/elements/Elements.ts'
import { fxQuoteParams } from '../../../core/confirm/fxQuote.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/**
 * Adaptive pricing through `payloom` (controller.md §3 "adaptivePricing", "Deferred intent:
 * adaptive_pricing"; docs/adaptive-pricing.md): elements({ adaptivePricing }) is checked, sent with
 * the deferred intent, and the session the sandbox answers over real HTTP is read; confirm sends its
 * quote. The currency selector itself needs a page: tests/browser/currencySelector.test.ts.
 */

let sandbox: TestSandbox
let payloom: Payloom
beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [card()], locale: 'fr' })
})
afterAll(() => sandbox.dispose())

const deferred = { mode: 'payment', amount: 2000, currency: 'usd', adaptivePricing: { allowed: true } } as const

describe('adaptive pricing in payloom.elements(), over real HTTP to the sandbox', () => {
  it("reads the session's adaptive pricing: a French shopper pays in euros, under an FX quote, which a payment's confirm sends", async () => {
    const group = asGroup(payloom.elements(deferred))!
    await group.ready
    const session = group.session()!
    expect(session.adaptivePricing).toMatchObject({ activeCurrency: 'eur', integrationCurrency: 'usd', integrationAmount: 2000, fxQuoteId: expect.stringMatching(/^fxq_/) })
    expect(session.adaptivePricing!.options.map((option) => option.currency)).toEqual(['usd', 'eur'])
    expect(session).toMatchObject({ currency: 'eur', amount: 1878 })
    expect(fxQuoteParams('confirmPayment', group)).toEqual({ fx_quote: session.adaptivePricing!.fxQuoteId, abstracted_presentment_currency: 'eur' })
    expect(fxQuoteParams('confirmSetup', group)).toEqual({})
    // The merchant's server makes the intent in dollars; the confirm with the quote records the euros paid.
    const intent = await sandbox.call('POST', '/v1/payment_intents', { amount: 2000, currency: 'usd', payment_method_types: ['card'] })
    const paid = await payloom.confirmPayment({ clientSecret: intent.body.client_secret, confirmParams: { payment_method: 'pm_card_visa', ...fxQuoteParams('confirmPayment', group) }, redirect: 'if_required' })
    expect(paid.paymentIntent).toMatchObject({ status: 'succeeded', amount: 2000, currency: 'usd' })
    const kept = await sandbox.call('GET', `/v1/payment_intents/${intent.body.id}`)
    expect(kept.body.presentment_details).toEqual({ presentment_amount: 1878, presentment_currency: 'eur' })
  })

  it('update() of the amount reloads the session: a new amount in euros, and a new quote', async () => {
    const elements = payloom.elements(deferred)
    const group = asGroup(elements)!
    await group.ready
    const first = group.session()!.adaptivePricing!.fxQuoteId
    await elements.update({ amount: 4000 })
    expect(group.session()!.adaptivePricing).toMatchObject({ integrationAmount: 4000, activeCurrency: 'eur' })
    expect(group.session()!.amount).toBe(3756)
    expect(group.session()!.adaptivePricing!.fxQuoteId).not.toBe(first)
  })

  it('without adaptive pricing, the session has none and confirm sends no quote', async () => {
    const group = asGroup(payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd' }))!
    await group.ready
    expect(group.session()!.adaptivePricing).toBeUndefined()
    expect(fxQuoteParams('confirmPayment', group)).toEqual({})
  })

  it('refuses adaptivePricing with a client secret, outside payment mode, and of another shape', () => {
    const message = (given: unknown) => `Invalid value for payloom.elements(): adaptivePricing must be { allowed: true or false }, for mode 'payment' without a clientSecret; got ${JSON.stringify(given)}.`
    expect(() => payloom.elements({ clientSecret: 'pi_123_secret_456', adaptivePricing: { allowed: true } })).toThrow(new IntegrationError({ message: message({ allowed: true }) }))
    expect(() => payloom.elements({ mode: 'setup', currency: 'usd', adaptivePricing: { allowed: true } })).toThrow(message({ allowed: true }))
    expect(() => payloom.elements({ ...deferred, adaptivePricing: { allowed: 'yes' } as never })).toThrow(message({ allowed: 'yes' }))
  })
})
