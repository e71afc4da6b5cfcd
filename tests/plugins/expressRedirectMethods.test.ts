import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ExpressSheetHost, ExpressSheetResult, SessionContext, TestSheetWallet } from 'payloom'
import { methodCatalog } from 'payloom/methods'
import { amazonPay } from 'payloom/plugins/amazon_pay'
import { klarna } from 'payloom/plugins/klarna'
import { paypal } from 'payloom/plugins/paypal'

// The express checkout buttons of the methods the provider's page approves (PayPal, Klarna, Amazon
// Pay), through the plugins' public entries: when each is offered, and what its flow answers in
// live mode (the method alone, at once) and in test mode (the provider's test sheet's answer, with
// the order, billing agreement or confirmation token PayPal's and Klarna's popups approve there).

const methods = [
  { make: paypal, type: 'paypal', name: 'PayPal' },
  { make: klarna, type: 'klarna', name: 'Klarna' },
  { make: amazonPay, type: 'amazon_pay', name: 'Amazon Pay' },
] as const
const browser = { paymentRequest: false, applePaySession: false, webAuthn: false }
const filtered = { available: false, reason: 'domain_unregistered_or_backend_filtered' }

/**
 * What each wallet's popup approves when the shopper approves in the test sheet: the provider call
 * that makes it (answered by the sandbox in tests/sandbox/expressApprovals.test.ts), the express
 * checkout state's field and the payment_method_options confirm sends; Amazon Pay approves nothing in the page.
 */
const approvals: Readonly<Record<string, { path: string; state: object; options: object } | undefined>> = {
  paypal: { path: '/v1/express_checkout/paypal_orders', state: { paypalOrder: { orderId: 'APPROVED' } }, options: { paypal: { order_id: 'APPROVED' } } },
  klarna: { path: '/v1/express_checkout/klarna_confirmation_tokens', state: { klarnaConfirmationToken: 'APPROVED' }, options: { klarna: { confirmation_token: 'APPROVED' } } },
  amazon_pay: undefined,
}

/**
 * A sheet host as the express checkout element gives one (its request, its events, the test
 * sheet), recording the wallets whose test sheet it opened and its provider calls (each answers
 * an object with the id `APPROVED`); the test sheet answers `answer`.
 */
const sheetHost = (testMode: boolean, answer: ExpressSheetResult = { closed: 'cancel' }) => {
  const opened: TestSheetWallet[] = []
  const calls: Array<{ method: string; path: string; params: unknown }> = []
  const sheet: ExpressSheetHost = {
    request: { amount: 2000, currency: 'usd', merchantCountry: 'US', intentType: 'payment_intent', locale: 'en', testMode, emailRequired: true },
    publishableKey: 'pk_test_express',
    shippingAddressChanged: () => Promise.resolve({ accepted: false }),
    shippingRateChanged: () => Promise.resolve({ accepted: false }),
    openTestSheet: (wallet) => {
      if (!testMode) return Promise.reject(new Error('The test sheet opens in test mode only.'))
      opened.push(wallet)
      return Promise.resolve(answer)
    },
    call: (method, path, params) => {
      calls.push({ method, path, params })
      return Promise.resolve({ id: 'APPROVED' })
    },
  }
  return { sheet, opened, calls }
}

const session = (types: ReadonlyArray<string> | undefined, more: Partial<SessionContext> = {}): SessionContext => ({
  intentType: 'payment_intent',
  amount: 2000,
  currency: 'usd',
  country: 'US',
  ...(types === undefined ? {} : { paymentMethodTypes: types }),
  ...more,
})

describe.each(methods)('$name\'s express checkout button ($type)', ({ make, type, name }) => {
  const express = make().express!

  it('in live mode, names the method at once for confirmPayment to send to the provider\'s page, opening no sheet', async () => {
    const { sheet, opened } = sheetHost(false)
    await expect(express.confirm({ session: session([type], { livemode: true }), sheet })).resolves.toEqual({ paymentMethodData: { type } })
    expect(opened).toEqual([])
  })

  it('in test mode, opens the provider\'s test sheet in its name and mark, paying with the method, and answers what the shopper gave there, with what the wallet\'s popup approved', async () => {
    const given: ExpressSheetResult = {
      paymentMethodData: { type, billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com', address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } } },
      shippingAddress: { name: 'Jenny Rosen', address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } },
      shippingRate: { id: 'standard', amount: 500, displayName: 'Standard' },
    }
    const { sheet, opened, calls } = sheetHost(true, given)
    const approval = approvals[type]
    const approved = approval === undefined ? given : { ...given, ...approval.state, paymentMethodData: { ...(given as { paymentMethodData: object }).paymentMethodData, payment_method_options: approval.options } }
    await expect(express.confirm({ session: session([type]), sheet })).resolves.toEqual(approved)
    // For the payment the sheet showed: $20.00.
    expect(calls).toEqual(approval === undefined ? [] : [{ method: 'POST', path: approval.path, params: { amount: 2000, currency: 'usd' } }])
    expect(opened).toEqual([{ type, name, loadLogo: expect.any(Function), pays: 'method' }])
    await expect(opened[0]!.loadLogo!()).resolves.toMatchObject({ name })
    // The shopper closing the sheet closes the flow.
    await expect(express.confirm({ session: session([type]), sheet: sheetHost(true, { closed: 'cancel' }).sheet })).resolves.toEqual({ closed: 'cancel' })
  })

  it('is offered where the session lists it, and otherwise hidden as filtered by the provider', async () => {
    expect(await express.availability!(session([type, 'card']), browser)).toEqual({ available: true })
    expect(await express.availability!(session(['card', 'apple_pay']), browser)).toEqual(filtered)
    expect(await express.availability!(session(undefined), browser)).toEqual(filtered)
  })

  it('with the method\'s own availability before it, as the express checkout element asks them, is offered exactly where the session lists it, in the method\'s currencies, and in its countries by the shopper\'s', async () => {
    const plugin = make()
    const facts = methodCatalog[type]
    const countries = (facts as { countries?: ReadonlyArray<string> }).countries
    await fc.assert(fc.asyncProperty(
      fc.boolean(),
      fc.constantFrom('usd', 'eur', 'gbp', 'jpy', 'mxn', 'zar', 'ron', 'hkd', 'inr'),
      fc.constantFrom('US', 'DE', 'GB', 'JP', 'MX', 'ZA', 'RO', 'BR', 'IN'),
      async (listed, currency, country) => {
        const payment = session(listed ? ['card', type] : ['card'], { currency, country })
        const offered = plugin.availability(payment).available && (await express.availability!(payment, browser)).available
        const takes = (facts.currencies as ReadonlyArray<string>).includes(currency) && (countries === undefined || countries.includes(country))
        expect(offered).toBe(listed && takes)
        if (!listed) expect(await express.availability!(payment, browser)).toEqual(filtered)
      },
    ))
  })
})

describe('the express methods\' own rules', () => {
  it('Klarna is offered to shoppers in its countries only; PayPal and Amazon Pay anywhere', async () => {
    const brazilian = session(['paypal', 'klarna', 'amazon_pay'], { country: 'BR' })
    expect(await klarna().express!.availability!(brazilian, browser)).toEqual(filtered)
    expect(await paypal().express!.availability!(brazilian, browser)).toEqual({ available: true })
    expect(await amazonPay().express!.availability!(brazilian, browser)).toEqual({ available: true })
  })

  it('Amazon Pay pays in the payment element too, as a method the provider\'s page approves', () => {
    const plugin = amazonPay()
    expect(plugin).toMatchObject({ kind: 'payment_method', type: 'amazon_pay', settings: { redirect: 'always', saveable: false, mandate: false } })
    expect(plugin.toPaymentMethodData({})).toEqual({ type: 'amazon_pay', amazon_pay: {} })
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'zar' })).toEqual({ available: true })
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'mxn' }).available).toBe(false)
  })
})
