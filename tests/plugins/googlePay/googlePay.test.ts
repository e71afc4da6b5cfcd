/// <reference types="googlepay" />
import { afterEach, describe, expect, it } from 'vitest'
import { IntegrationError, type BrowserCapabilities, type ExpressFlowContext, type ExpressSheetHost, type ExpressSheetRequest, type ExpressSheetUpdate, type SessionContext, type TestSheetWallet } from 'payloom'
import { googlePay } from 'payloom/plugins/google_pay'
import { googlePayScriptUrl, makeGooglePayLoader, type GooglePayApi } from '../../../plugins/google_pay/googlePayApi.ts'
import { googlePayWallet } from '../../../plugins/google_pay/googlePayWallet.ts'
import { paymentsClientDouble, type ShopperScript } from './paymentsClientDouble.ts'

// The Google Pay plugin's availability and flow. Google's PaymentsClient is a test double
// (paymentsClientDouble.ts: the real one is Google's script and servers, which cannot run here);
// the express checkout element is stood in for by a sheet host that answers as a merchant would.
// The flow through the element, with the sandbox's test sheet, runs in Chromium (tests/browser/cardWallets.test.ts).

const pk = 'pk_test_sandbox'
const browser: BrowserCapabilities = { paymentRequest: true, applePaySession: false, webAuthn: false }
const session = (over: Partial<SessionContext> = {}): SessionContext => ({
  intentType: 'payment_intent', amount: 2599, currency: 'usd', paymentMethodTypes: ['card', 'apple_pay', 'google_pay'], livemode: false, businessName: 'Sweater Shop', ...over,
})
const order: ExpressSheetRequest = { amount: 2599, currency: 'usd', merchantCountry: 'US', intentType: 'payment_intent', locale: 'en', testMode: true }

type Global = { google?: { payments: { api: GooglePayApi } } }
const installGoogle = (api: GooglePayApi): void => {
  (globalThis as Global).google = { payments: { api } }
}
afterEach(() => {
  delete (globalThis as Global).google
})

/** A merchant's answers to the sheet's shipping events (`shippingaddresschange`, `shippingratechange`). */
interface Merchant {
  readonly address?: (change: Parameters<ExpressSheetHost['shippingAddressChanged']>[0], request: ExpressSheetRequest) => ExpressSheetUpdate
  readonly rate?: (rate: Parameters<ExpressSheetHost['shippingRateChanged']>[0], request: ExpressSheetRequest) => ExpressSheetUpdate
}

/** The express checkout element's side of a flow, as a merchant answering its events. */
const flowContext = (request: ExpressSheetRequest, merchant: Merchant = {}, over: Partial<SessionContext> = {}) => {
  const events: Array<readonly [string, unknown]> = []
  const testSheets: TestSheetWallet[] = []
  let current = request
  const sheet: ExpressSheetHost & { readonly publishableKey: string } = {
    publishableKey: pk,
    get request() {
      return current
    },
    shippingAddressChanged: async (change) => {
      events.push(['shippingaddresschange', change])
      const answer = merchant.address?.(change, current) ?? { accepted: true, request: current }
      if (answer.accepted) current = answer.request
      return answer
    },
    shippingRateChanged: async (rate) => {
      events.push(['shippingratechange', rate])
      const answer = merchant.rate?.(rate, current) ?? { accepted: true, request: current }
      if (answer.accepted) current = answer.request
      return answer
    },
    openTestSheet: async (wallet) => {
      testSheets.push(wallet)
      return { paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } }
    },
    call: async () => {
      throw new Error('Google Pay makes no provider call of its own')
    },
  }
  const context: ExpressFlowContext = { session: session(over), sheet }
  return { context, events, testSheets }
}

const californiaAddress: google.payments.api.Address = {
  name: 'Jenny Rosen', address1: '510 Townsend St', address2: 'Floor 2', locality: 'San Francisco', administrativeArea: 'CA', postalCode: '94103', countryCode: 'US', phoneNumber: '+1 415 555 0100',
}
const paid = (over: Partial<google.payments.api.PaymentData> = {}): google.payments.api.PaymentData => ({
  apiVersion: 2,
  apiVersionMinor: 0,
  email: 'jenny@example.com',
  paymentMethodData: {
    type: 'CARD',
    description: 'Visa •••• 4242',
    info: { cardNetwork: 'VISA', cardDetails: '4242', billingAddress: { name: 'Jenny Rosen', locality: '', administrativeArea: '', postalCode: '94103', countryCode: 'US' } },
    tokenizationData: { type: 'PAYMENT_GATEWAY', token: JSON.stringify({ id: 'tok_1Googl3PayT0ken', object: 'token', type: 'card' }) },
  },
  ...over,
})

describe('googlePay()', () => {
  it('is the google_pay wallet: its name, mark, a 240 px least button width, a card it can save', async () => {
    const plugin = googlePay()
    expect(plugin).toMatchObject({ kind: 'wallet', type: 'google_pay', buttonMinWidth: 240, settings: { saveable: true, offSession: true } })
    expect(plugin.messages?.en.label).toBe('Google Pay')
    const mark = await plugin.loadLogo!()
    expect(mark.name).toBe('Google Pay')
    // Its "Pay" takes the button's text colour (white on the dark theme), Google's colours the G.
    expect(mark.body).toContain('fill="currentColor"')
    expect(mark.body).not.toContain('#5f6368')
    expect(mark.body).toContain('#4285f4')
  })

  it('tells the merchant a bad merchantId with an IntegrationError', () => {
    expect(() => googlePay({ merchantId: 42 } as never)).toThrow(IntegrationError)
    expect(() => googlePay({ merchantId: '' })).toThrow(/merchantId must be your Google Pay merchant id/)
    expect(() => googlePay('BCR2' as never)).toThrow(/options must be an object/)
    expect(googlePay({ merchantId: 'BCR2DN4T000000' }).options).toEqual({ merchantId: 'BCR2DN4T000000' })
  })
})

describe('Google Pay availability', () => {
  it('hidden (domain_unregistered_or_backend_filtered) where the session does not list google_pay, or outside one', async () => {
    expect(await googlePay().availability(session({ paymentMethodTypes: ['card'] }), browser)).toEqual({ available: false, reason: 'domain_unregistered_or_backend_filtered' })
    expect(await googlePay().availability({ intentType: 'payment_intent', currency: 'usd' }, browser)).toEqual({ available: false, reason: 'domain_unregistered_or_backend_filtered' })
  })

  it('in test mode without Google\'s API: shown (the test sheet stands in)', async () => {
    expect(await googlePay().availability(session(), browser)).toEqual({ available: true })
  })

  it('with Google\'s API: as its isReadyToPay answers (TEST environment in test mode), a failure being unsupported_browser', async () => {
    const ready = paymentsClientDouble({ ready: true })
    installGoogle(ready)
    expect(await googlePay().availability(session(), browser)).toEqual({ available: true })
    expect(ready.record.clients).toEqual([{ environment: 'TEST' }])
    expect(ready.record.readyRequests[0]).toMatchObject({ apiVersion: 2, allowedPaymentMethods: [{ type: 'CARD' }] })
    installGoogle(paymentsClientDouble({ ready: false }))
    expect(await googlePay().availability(session(), browser)).toEqual({ available: false, reason: 'unsupported_browser' })
    installGoogle(paymentsClientDouble({ ready: new Error('OR_BIBED_06') }))
    expect(await googlePay().availability(session(), browser)).toEqual({ available: false, reason: 'unsupported_browser' })
  })
})

describe('Google Pay\'s script', () => {
  /** A page whose pay.js defines `google.payments.api` once it runs, as Google's does, or fails or hangs. */
  const page = (load: 'runs' | 'fails' | 'hangs') => {
    const added: string[] = []
    let api: GooglePayApi | undefined
    const double = paymentsClientDouble({ ready: true })
    return {
      added,
      double,
      page: {
        present: () => api,
        addScript: (url: string) => {
          added.push(url)
          if (load === 'fails') return Promise.reject(new Error(`${url} did not load.`))
          if (load === 'hangs') return new Promise<void>(() => {})
          api = double
          return Promise.resolve()
        },
      },
    }
  }

  it('is never loaded in test mode (the sandbox is offline: the test sheet stands in)', async () => {
    const { page: testPage, added } = page('runs')
    const wallet = googlePayWallet({}, makeGooglePayLoader(testPage))
    expect(await wallet.availability(session(), browser)).toEqual({ available: true })
    expect(await wallet.confirm!(flowContext(order).context)).toEqual({ paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } })
    expect(added).toEqual([])
  })

  it('is not loaded for a session that does not offer Google Pay', async () => {
    const { page: livePage, added } = page('runs')
    expect(await googlePayWallet({}, makeGooglePayLoader(livePage)).availability(session({ livemode: true, paymentMethodTypes: ['card'] }), browser)).toMatchObject({ available: false })
    expect(added).toEqual([])
  })

  it('is loaded once from Google\'s host in live mode, however many wallets and buttons ask; its API then decides (PRODUCTION)', async () => {
    const { page: livePage, added, double } = page('runs')
    const loader = makeGooglePayLoader(livePage)
    const answers = await Promise.all([googlePayWallet({}, loader), googlePayWallet({}, loader), googlePayWallet({}, loader)].map((wallet) => wallet.availability(session({ livemode: true }), browser)))
    expect(answers).toEqual([{ available: true }, { available: true }, { available: true }])
    expect(await googlePayWallet({}, loader).availability(session({ livemode: true }), browser)).toEqual({ available: true })
    expect(added).toEqual([googlePayScriptUrl])
    expect(googlePayScriptUrl).toBe('https://pay.google.com/gp/p/js/pay.js')
    expect(double.record.clients.every((options) => options.environment === 'PRODUCTION')).toBe(true)
  })

  it('failing to load, or not within the time allowed, hides the button as unsupported_browser, and is not tried again', async () => {
    for (const load of ['fails', 'hangs'] as const) {
      const { page: livePage, added } = page(load)
      const wallet = googlePayWallet({}, makeGooglePayLoader(livePage, 30))
      expect(await wallet.availability(session({ livemode: true }), browser)).toEqual({ available: false, reason: 'unsupported_browser' })
      expect(await wallet.availability(session({ livemode: true }), browser)).toEqual({ available: false, reason: 'unsupported_browser' })
      expect(added).toEqual([googlePayScriptUrl])
      // Live, with no sheet of Google's to open, the flow cannot show.
      expect(await wallet.confirm!(flowContext({ ...order, testMode: false }, {}, { livemode: true }).context)).toMatchObject({ closed: 'failed' })
    }
  })
})

describe('the Google Pay flow', () => {
  it('without Google\'s API in test mode: the test sheet stands in, as Google Pay paying by card', async () => {
    const { context, testSheets } = flowContext(order)
    expect(await googlePay().confirm!(context)).toEqual({ paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } })
    expect(testSheets).toEqual([{ type: 'google_pay', name: 'Google Pay', loadLogo: expect.any(Function), pays: 'card' }])
    expect((await testSheets[0]!.loadLogo!()).name).toBe('Google Pay')
  })

  it('Google\'s sheet: the provider\'s card token, the billing details, e-mail and phone', async () => {
    const { PaymentsClient, record } = paymentsClientDouble({ script: { ends: { pays: paid() } } })
    installGoogle({ PaymentsClient })
    const { context } = flowContext({ ...order, emailRequired: true, phoneNumberRequired: true })
    expect(await googlePay({ merchantId: 'BCR2DN4T000000' }).confirm!(context)).toEqual({
      paymentMethodData: {
        type: 'card',
        card: { token: 'tok_1Googl3PayT0ken' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com', address: { postal_code: '94103', country: 'US' } },
      },
    })
    const [request] = record.paymentRequests
    expect(request?.merchantInfo).toEqual({ merchantName: 'Sweater Shop', merchantId: 'BCR2DN4T000000' })
    expect(request?.allowedPaymentMethods[0]?.tokenizationSpecification).toEqual({ type: 'PAYMENT_GATEWAY', parameters: { gateway: 'payloom', 'payloom:publishableKey': pk } })
    expect(record.clients[0]?.environment).toBe('TEST')
  })

  it('shipping: the address Google reports at opening and each change go to the merchant, whose answers become the sheet\'s total and options; the result carries the address and rate picked', async () => {
    const rates = [{ id: 'ground', amount: 0, displayName: 'Ground' }, { id: 'express', amount: 1500, displayName: 'Express' }]
    const shipped: ExpressSheetRequest = { ...order, shippingAddressRequired: true, shippingRates: rates, lineItems: [{ name: 'Sweater', amount: 2599 }] }
    const script: ShopperScript = {
      changes: [
        { callbackTrigger: 'INITIALIZE', paymentMethodData: { type: 'CARD' }, shippingAddress: { locality: 'San Francisco', administrativeArea: 'CA', postalCode: '94103', countryCode: 'US' } },
        { callbackTrigger: 'SHIPPING_OPTION', paymentMethodData: { type: 'CARD' }, shippingOptionData: { id: 'express' } },
      ],
      ends: { pays: paid({ shippingAddress: californiaAddress, shippingOptionData: { id: 'express' } }) },
    }
    const { PaymentsClient, record } = paymentsClientDouble({ script })
    installGoogle({ PaymentsClient })
    // The merchant adds California's tax, then the express rate.
    const { context, events } = flowContext(shipped, {
      address: (_, request) => ({ accepted: true, request: { ...request, amount: 2599 + 234, lineItems: [{ name: 'Sweater', amount: 2599 }, { name: 'Tax', amount: 234 }] } }),
      rate: (rate, request) => ({ accepted: true, request: { ...request, amount: 2599 + 234 + rate.amount } }),
    })
    const result = await googlePay().confirm!(context)
    expect(events).toEqual([
      ['shippingaddresschange', { address: { city: 'San Francisco', state: 'CA', postal_code: '94103', country: 'US' } }],
      ['shippingratechange', rates[1]],
    ])
    expect(record.updates).toEqual([
      {
        newTransactionInfo: {
          currencyCode: 'USD', countryCode: 'US', totalPriceStatus: 'FINAL', totalPrice: '28.33',
          displayItems: [{ label: 'Sweater', type: 'LINE_ITEM', price: '25.99' }, { label: 'Tax', type: 'LINE_ITEM', price: '2.34' }],
        },
        newShippingOptionParameters: { shippingOptions: [{ id: 'ground', label: 'Ground', description: '$0.00' }, { id: 'express', label: 'Express', description: '$15.00' }], defaultSelectedOptionId: 'ground' },
      },
      {
        newTransactionInfo: expect.objectContaining({ totalPrice: '43.33' }),
        newShippingOptionParameters: expect.objectContaining({ defaultSelectedOptionId: 'express' }),
      },
    ])
    expect(result).toEqual({
      paymentMethodData: {
        type: 'card',
        card: { token: 'tok_1Googl3PayT0ken' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com', phone: '+1 415 555 0100', address: { postal_code: '94103', country: 'US' } },
      },
      shippingAddress: { name: 'Jenny Rosen', address: { line1: '510 Townsend St', line2: 'Floor 2', city: 'San Francisco', state: 'CA', postal_code: '94103', country: 'US' } },
      shippingRate: rates[1],
    })
  })

  it('an address or rate the merchant refuses: Google\'s sheet says so under it, in the shopper\'s language', async () => {
    const rates = [{ id: 'ground', amount: 0, displayName: 'Standard' }]
    const script: ShopperScript = {
      changes: [
        { callbackTrigger: 'SHIPPING_ADDRESS', paymentMethodData: { type: 'CARD' }, shippingAddress: { locality: 'Anchorage', administrativeArea: 'AK', postalCode: '99501', countryCode: 'US' } },
        { callbackTrigger: 'SHIPPING_OPTION', paymentMethodData: { type: 'CARD' }, shippingOptionData: { id: 'ground' } },
        { callbackTrigger: 'SHIPPING_OPTION', paymentMethodData: { type: 'CARD' }, shippingOptionData: { id: 'teleport' } },
      ],
      ends: { error: { statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' } },
    }
    for (const [locale, address, option] of [
      ['de', 'An diese Adresse können wir nicht liefern. Wählen Sie eine andere Adresse.', 'Diese Versandoption ist nicht verfügbar. Wählen Sie eine andere.'],
      ['es-419', 'No podemos enviar a esta dirección. Elige otra dirección.', 'Esta opción de envío no está disponible. Elige otra.'],
      ['en-GB', 'We can’t ship to this address. Choose another address.', 'This shipping option isn’t available. Choose another one.'],
    ] as const) {
      const { PaymentsClient, record } = paymentsClientDouble({ script })
      installGoogle({ PaymentsClient })
      const { context } = flowContext({ ...order, locale, shippingAddressRequired: true, shippingRates: rates }, { address: () => ({ accepted: false }), rate: () => ({ accepted: false }) })
      expect(await googlePay().confirm!(context)).toEqual({ closed: 'cancel' })
      expect(record.updates).toEqual([
        { error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', intent: 'SHIPPING_ADDRESS', message: address } },
        { error: { reason: 'SHIPPING_OPTION_INVALID', intent: 'SHIPPING_OPTION', message: option } },
        { error: { reason: 'SHIPPING_OPTION_INVALID', intent: 'SHIPPING_OPTION', message: option } },
      ])
    }
  })

  it('the shopper closing the sheet is a cancel; any other error of Google\'s, or a token not the provider\'s, a failure', async () => {
    const ends = async (script: ShopperScript) => {
      installGoogle(paymentsClientDouble({ script }))
      return googlePay().confirm!(flowContext(order).context)
    }
    expect(await ends({ ends: { error: { statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' } } })).toEqual({ closed: 'cancel' })
    expect(await ends({ ends: { error: { statusCode: 'DEVELOPER_ERROR', statusMessage: 'merchantId is required in PRODUCTION' } } })).toEqual({ closed: 'failed', message: 'merchantId is required in PRODUCTION' })
    const notOurs = paid({ paymentMethodData: { ...paid().paymentMethodData, tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'examplePaymentMethodToken' } } })
    expect(await ends({ ends: { pays: notOurs } })).toMatchObject({ closed: 'failed', message: expect.stringContaining('no provider card token') })
  })
})
