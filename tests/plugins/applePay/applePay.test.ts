/// <reference types="applepayjs" />
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Effect from 'effect/Effect'
import {
  IntegrationError, type BrowserCapabilities, type ExpressFlowContext, type ExpressSheetRequest, type ExpressSheetUpdate, type ExpressShippingAddressChange,
  type ExpressShippingRate, type Json, type SessionContext, type TestSheetWallet,
} from 'payloom'
import { decimalAmount, minorUnitDigits } from 'payloom/methods'
import { applePay } from 'payloom/plugins/apple_pay'
import { apiClientLayer } from '../../../core/api/ApiClient.ts'
import { makeSheetHost, sheetPartsOf } from '../../../core/elements/expressCheckout/sheetHost.ts'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import type { ElementsSession } from '../../../core/session/elementsSession.ts'
import { contextFor, session as elementsSession } from '../../core/elements/context.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { ApplePayErrorDouble, ApplePaySessionDouble } from './applePaySessionDouble.ts'
import { applePayPaymentRequest } from '../../../plugins/apple_pay/paymentRequest.ts'

// The Apple Pay plugin's availability and flow, from its published entry. Safari's ApplePaySession
// is a test double (applePaySessionDouble.ts: real Apple Pay needs Safari on an Apple device and
// Apple's servers, which cannot run here); the provider is the real sandbox over HTTP, through the
// express checkout element's own sheet host and API client; a merchant answers the shipping events.

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

type Global = { ApplePaySession?: unknown; ApplePayError?: unknown }
beforeEach(async () => {
  ApplePaySessionDouble.reset()
  ;(globalThis as Global).ApplePaySession = ApplePaySessionDouble
  ;(globalThis as Global).ApplePayError = ApplePayErrorDouble
  vi.stubGlobal('location', { hostname: 'shop.example' })
  // As the elements do before they show the button (which loads Safari's sheet code).
  await applePay().availability(session(), safari)
})
afterEach(() => {
  delete (globalThis as Global).ApplePaySession
  delete (globalThis as Global).ApplePayError
  vi.unstubAllGlobals()
})

const safari: BrowserCapabilities = { paymentRequest: true, applePaySession: true, webAuthn: false }
const session = (over: Partial<SessionContext> = {}): SessionContext => ({
  intentType: 'payment_intent', amount: 2599, currency: 'usd', paymentMethodTypes: ['card', 'apple_pay'], livemode: false, businessName: 'Sweater Shop', ...over,
})

interface Merchant {
  readonly address?: (change: ExpressShippingAddressChange, request: ExpressSheetRequest) => ExpressSheetUpdate
  readonly rate?: (rate: ExpressShippingRate, request: ExpressSheetRequest) => ExpressSheetUpdate
  /** What the network does to the provider's first merchant session calls: a 5xx, a lost connection, a 400. */
  readonly sessionFaults?: ReadonlyArray<'500' | 'lost' | '400'>
}

/** The network between the page and the sandbox, failing the merchant session calls `faults` says. */
const network = (faults: Array<'500' | 'lost' | '400'>, calls: Array<readonly [string, URLSearchParams]>): typeof fetch => async (input, init) => {
  const url = new URL(String(input))
  calls.push([url.pathname, new URLSearchParams(String(init?.body ?? ''))])
  const fault = url.pathname === '/v1/apple_pay/sessions' ? faults.shift() : undefined
  if (fault === 'lost') throw new TypeError('fetch failed')
  if (fault === '500') return Response.json({ error: { type: 'api_error', message: 'The provider had a problem.' } }, { status: 500 })
  if (fault === '400') return Response.json({ error: { type: 'invalid_request_error', message: 'Invalid domain_name.', param: 'domain_name' } }, { status: 400 })
  return fetch(input, init)
}

/**
 * The express checkout element's side of a flow: its own sheet host (sheetHost.ts) over the real
 * API client and the sandbox, with a merchant answering the shipping events; and what it called.
 */
const flowContext = (clickOptions: Partial<ExpressSheetRequest> = {}, merchant: Merchant = {}, over: Partial<ElementsSession> = {}) => {
  const events: Array<readonly [string, unknown]> = []
  const calls: Array<readonly [string, URLSearchParams]> = []
  const api = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', fetch: network([...merchant.sessionFaults ?? []], calls), retryBaseDelay: 1 })
  const groupSession = elementsSession(['card'], { typesAndWallets: ['card', 'apple_pay'], livemode: false, businessName: 'Sweater Shop', amount: 2599, ...over })
  const context = { ...contextFor([applePay()], {}, groupSession), runApi: ((effect) => Effect.runPromise(Effect.provide(effect, api))) as ElementContext['runApi'] }
  const { amount, currency, merchantCountry, ...options } = clickOptions
  const sheet = makeSheetHost(sheetPartsOf({ ...context, session: { ...groupSession, ...(amount === undefined ? {} : { amount }), ...(currency === undefined ? {} : { currency }), ...(merchantCountry === undefined ? {} : { merchantCountry }) } }, options), {
    addressChanged: async (change, request) => {
      events.push(['shippingaddresschange', change])
      return merchant.address?.(change, request) ?? { accepted: true, request }
    },
    rateChanged: async (rate, request) => {
      events.push(['shippingratechange', rate])
      return merchant.rate?.(rate, request) ?? { accepted: true, request }
    },
  })
  const flow: ExpressFlowContext = { session: session({ livemode: groupSession.livemode ?? false }), sheet }
  return { context: flow, events, calls }
}

/** Starts the flow from the button, and the double of the sheet it opened. */
const open = (context: ExpressFlowContext) => {
  const result = applePay().confirm!(context)
  return { result, sheet: ApplePaySessionDouble.made.at(-1)! }
}

const paymentMethod: ApplePayJS.ApplePayPaymentMethod = {
  displayName: 'Visa 4242', network: 'Visa', type: 'credit',
  paymentPass: { primaryAccountIdentifier: '', primaryAccountNumberSuffix: '4242', activationState: 'activated' },
}
const jenny: ApplePayJS.ApplePayPaymentContact = {
  givenName: 'Jenny', familyName: 'Rosen', addressLines: ['510 Townsend St', 'Floor 2'], locality: 'San Francisco', administrativeArea: 'CA', postalCode: '94103', countryCode: 'US',
}
/** A payment from Safari's simulator: its transaction identifier reads "Simulated Identifier" and its data decrypts to nothing. */
const simulatedPayment = (over: Partial<ApplePayJS.ApplePayPayment> = {}): ApplePayJS.ApplePayPayment => ({
  token: { paymentData: { version: 'EC_v1', data: '', signature: '', header: {} }, paymentMethod, transactionIdentifier: 'Simulated Identifier' },
  billingContact: jenny,
  shippingContact: { ...jenny, emailAddress: 'jenny@example.com', phoneNumber: '+14155550100' },
  ...over,
})

const validationURL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession'

describe('applePay()', () => {
  it('is the apple_pay wallet: its name (a brand, the same in every language), its mark, a card it can save', async () => {
    const plugin = applePay()
    expect(plugin).toMatchObject({ kind: 'wallet', type: 'apple_pay', settings: { saveable: true, offSession: true } })
    expect(plugin.messages?.en?.label).toBe('Apple Pay')
    expect((await plugin.loadLogo!()).name).toBe('Apple Pay')
  })
})

describe('Apple Pay availability', () => {
  it('hidden (domain_unregistered_or_backend_filtered) where the session does not list apple_pay', async () => {
    expect(await applePay().availability(session({ paymentMethodTypes: ['card', 'google_pay'] }), safari)).toEqual({ available: false, reason: 'domain_unregistered_or_backend_filtered' })
    expect(await applePay().availability({ intentType: 'payment_intent', currency: 'usd' }, safari)).toEqual({ available: false, reason: 'domain_unregistered_or_backend_filtered' })
  })

  it('shown where Safari can pay with Apple Pay, live or not', async () => {
    expect(await applePay().availability(session({ livemode: true }), safari)).toEqual({ available: true })
  })

  it('elsewhere: shown in test mode (the test sheet stands in), unsupported_browser in live mode', async () => {
    ApplePaySessionDouble.canPay = false
    expect(await applePay().availability(session(), safari)).toEqual({ available: true })
    expect(await applePay().availability(session({ livemode: true }), safari)).toEqual({ available: false, reason: 'unsupported_browser' })
    delete (globalThis as Global).ApplePaySession
    expect(await applePay().availability(session({ livemode: true }), { ...safari, applePaySession: false })).toEqual({ available: false, reason: 'unsupported_browser' })
  })

  it('counts canMakePayments throwing (a page not on HTTPS, a frame without the payment permission) as no Apple Pay', async () => {
    ;(globalThis as Global).ApplePaySession = Object.assign(class extends ApplePaySessionDouble {}, {
      canMakePayments: () => {
        throw new DOMException('Trying to start an Apple Pay session from an insecure document.', 'InvalidAccessError')
      },
    })
    expect(await applePay().availability(session({ livemode: true }), safari)).toEqual({ available: false, reason: 'unsupported_browser' })
  })
})

describe("Safari's sheet code", () => {
  it('loads while availability shows the button, so that the click makes the session at once', async () => {
    vi.resetModules()
    const fresh = (await import('payloom/plugins/apple_pay')).applePay()
    const { context } = flowContext()
    const early = fresh.confirm!(context)
    expect(ApplePaySessionDouble.made).toHaveLength(0)
    early.catch(() => undefined)
    await vi.waitFor(() => expect(ApplePaySessionDouble.made).toHaveLength(1))
    ApplePaySessionDouble.made.at(-1)!.cancel()
    expect(await early).toEqual({ closed: 'cancel' })

    vi.resetModules()
    const shown = (await import('payloom/plugins/apple_pay')).applePay()
    expect(await shown.availability(session(), safari)).toEqual({ available: true })
    const result = shown.confirm!(context)
    expect(ApplePaySessionDouble.made).toHaveLength(2)
    ApplePaySessionDouble.made.at(-1)!.cancel()
    expect(await result).toEqual({ closed: 'cancel' })
  })
})

describe('Apple Pay without Safari\'s Apple Pay (test mode)', () => {
  it('opens the sandbox\'s test sheet as Apple Pay, where the shopper picks a test card', async () => {
    ApplePaySessionDouble.canPay = false
    const { context } = flowContext()
    const testSheets: TestSheetWallet[] = []
    const sheet = { ...context.sheet, openTestSheet: async (wallet: TestSheetWallet) => (testSheets.push(wallet), { paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } }) }
    expect(await applePay().confirm!({ ...context, sheet })).toEqual({ paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } })
    expect(testSheets).toEqual([{ type: 'apple_pay', name: 'Apple Pay', pays: 'card', loadLogo: expect.any(Function) }])
    expect((await testSheets[0]!.loadLogo!()).name).toBe('Apple Pay')
    expect(ApplePaySessionDouble.made).toEqual([])
  })
})

describe('the Apple Pay payment request', () => {
  it('asks for the payment in the currency\'s major units, under the merchant\'s name, with its lines, rates and the contact fields asked for', () => {
    const { context } = flowContext({
      amount: 3098,
      lineItems: [{ name: 'Sweater', amount: 2599 }, { name: 'Member discount', amount: -500 }],
      shippingAddressRequired: true,
      emailRequired: true,
      phoneNumberRequired: true,
      billingAddressRequired: true,
      shippingRates: [
        { id: 'standard', displayName: 'Standard', amount: 499, deliveryEstimate: { minimum: { unit: 'business_day', value: 3 }, maximum: { unit: 'week', value: 1 } } },
        { id: 'express', displayName: 'Express', amount: 1500, deliveryEstimate: { maximum: { unit: 'hour', value: 36 } } },
        { id: 'pickup', displayName: 'Pick up', amount: 0 },
      ],
    })
    const { sheet } = open({ ...context, session: session({ cardBrandFilter: { disallowedCardBrands: ['amex'] } }) })
    expect(sheet.version).toBe(14)
    expect(sheet.began).toBe(true)
    expect(sheet.request).toEqual({
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard', 'discover', 'jcb', 'chinaUnionPay', 'cartesBancaires', 'elo'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Sweater Shop', amount: '30.98', type: 'final' },
      lineItems: [{ label: 'Sweater', amount: '25.99', type: 'final' }, { label: 'Member discount', amount: '-5.00', type: 'final' }],
      shippingType: 'shipping',
      shippingMethods: [
        { identifier: 'standard', label: 'Standard', detail: '', amount: '4.99', dateComponentsRange: { startDateComponents: { years: 0, months: 0, days: 3, hours: 0 }, endDateComponents: { years: 0, months: 0, days: 7, hours: 0 } } },
        { identifier: 'express', label: 'Express', detail: '', amount: '15.00', dateComponentsRange: { startDateComponents: { years: 0, months: 0, days: 0, hours: 36 }, endDateComponents: { years: 0, months: 0, days: 0, hours: 36 } } },
        { identifier: 'pickup', label: 'Pick up', detail: '', amount: '0.00' },
      ],
      requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'],
      requiredBillingContactFields: ['postalAddress', 'name'],
    })
  })

  it('names the business the merchant gave in click over the session\'s, and asks nothing the merchant did not', () => {
    const { sheet } = open(flowContext({ currency: 'jpy', amount: 3000, merchantCountry: 'jp', business: { name: 'Kimono Ya' } }).context)
    expect(sheet.request).toMatchObject({ countryCode: 'JP', currencyCode: 'JPY', total: { label: 'Kimono Ya', amount: '3000' }, requiredShippingContactFields: [], requiredBillingContactFields: [] })
    expect(sheet.request.shippingMethods).toBeUndefined()
  })

  it("names the provider's token notification URL on each billing schedule, where the session gives one", () => {
    const schedules = { applePay: {
      recurringPaymentRequest: { paymentDescription: 'Club', managementURL: 'https://shop.example/account', regularBilling: { amount: 900, label: 'Monthly', recurringPaymentIntervalUnit: 'month' as const } },
      automaticReloadPaymentRequest: { paymentDescription: 'Top-up', managementURL: 'https://shop.example/gift', automaticReloadBilling: { amount: 2000, label: 'Top up', automaticReloadPaymentThresholdAmount: 500 } },
    } }
    const request = { amount: 900, currency: 'usd', merchantCountry: 'US', intentType: 'payment_intent' as const, locale: 'en', testMode: true, ...schedules }
    const notified = applePayPaymentRequest(request, { ...session({}), applePayTokenNotificationUrl: 'https://provider.example/v1/apple_pay/merchant_token_notifications' }, 'Shop')
    expect(notified.recurringPaymentRequest?.tokenNotificationURL).toBe('https://provider.example/v1/apple_pay/merchant_token_notifications')
    expect(notified.automaticReloadPaymentRequest?.tokenNotificationURL).toBe('https://provider.example/v1/apple_pay/merchant_token_notifications')
    expect(applePayPaymentRequest(request, session({}), 'Shop').recurringPaymentRequest).not.toHaveProperty('tokenNotificationURL')
  })

  it('carries the recurring, deferred and automatic reload billing schedules with their amounts, labels, dates and interval units (Apple Pay JS 14)', () => {
    const start = new Date('2027-01-01T00:00:00Z')
    const { sheet } = open(flowContext({
      currency: 'kwd',
      amount: 1250,
      applePay: {
        recurringPaymentRequest: {
          paymentDescription: 'Sweater club',
          managementURL: 'https://shop.example/account',
          billingAgreement: 'Cancel any time.',
          regularBilling: { amount: 1250, label: 'Monthly sweater', recurringPaymentStartDate: start, recurringPaymentIntervalUnit: 'month', recurringPaymentIntervalCount: 1 },
          trialBilling: { amount: 0, label: 'Free first week', recurringPaymentEndDate: '2027-01-08T00:00:00Z', recurringPaymentIntervalUnit: 'day', recurringPaymentIntervalCount: 7 },
        },
        deferredPaymentRequest: {
          paymentDescription: 'Pre-order',
          managementURL: 'https://shop.example/orders',
          deferredBilling: { amount: 1250, label: 'Charged at dispatch', deferredPaymentDate: '2027-02-01' },
          freeCancellationDate: '2027-01-25',
          freeCancellationDateTimeZone: 'Asia/Kuwait',
        },
        automaticReloadPaymentRequest: {
          paymentDescription: 'Gift card top-up',
          managementURL: 'https://shop.example/gift',
          automaticReloadBilling: { amount: 5000, label: 'Top up', automaticReloadPaymentThresholdAmount: 1005 },
        },
      },
    }).context)
    expect(sheet.request.recurringPaymentRequest).toEqual({
      paymentDescription: 'Sweater club',
      managementURL: 'https://shop.example/account',
      billingAgreement: 'Cancel any time.',
      regularBilling: { label: 'Monthly sweater', amount: '1.250', paymentTiming: 'recurring', recurringPaymentStartDate: start, recurringPaymentIntervalUnit: 'month', recurringPaymentIntervalCount: 1 },
      trialBilling: { label: 'Free first week', amount: '0.000', paymentTiming: 'recurring', recurringPaymentEndDate: new Date('2027-01-08T00:00:00Z'), recurringPaymentIntervalUnit: 'day', recurringPaymentIntervalCount: 7 },
    })
    expect(sheet.request.deferredPaymentRequest).toEqual({
      paymentDescription: 'Pre-order',
      managementURL: 'https://shop.example/orders',
      deferredBilling: { label: 'Charged at dispatch', amount: '1.250', paymentTiming: 'deferred', deferredPaymentDate: new Date('2027-02-01') },
      freeCancellationDate: new Date('2027-01-25'),
      freeCancellationDateTimeZone: 'Asia/Kuwait',
    })
    expect(sheet.request.automaticReloadPaymentRequest).toEqual({
      paymentDescription: 'Gift card top-up',
      managementURL: 'https://shop.example/gift',
      automaticReloadBilling: { label: 'Top up', amount: '5.000', paymentTiming: 'automaticReload', automaticReloadPaymentThresholdAmount: '1.005' },
    })
  })

  it('takes each of the interval units year, month, day, hour and minute, and refuses any other with an IntegrationError', async () => {
    const recurring = (unit: string) => ({
      applePay: { recurringPaymentRequest: { paymentDescription: 'Plan', managementURL: 'https://shop.example', regularBilling: { amount: 100, label: 'Plan', recurringPaymentIntervalUnit: unit as 'month' } } },
    })
    for (const unit of ['year', 'month', 'day', 'hour', 'minute']) {
      expect(open(flowContext(recurring(unit)).context).sheet.request.recurringPaymentRequest?.regularBilling.recurringPaymentIntervalUnit).toBe(unit)
    }
    await expect(applePay().confirm!(flowContext(recurring('week')).context)).rejects.toThrow(IntegrationError)
    await expect(applePay().confirm!(flowContext(recurring('week')).context))
      .rejects.toThrow('Invalid applePay.recurringPaymentRequest.regularBilling.recurringPaymentIntervalUnit: use one of year, month, day, hour, minute (got "week").')
  })

  it('refuses a schedule date that is not a date with an IntegrationError naming it', async () => {
    const deferred = { applePay: { deferredPaymentRequest: { paymentDescription: 'Later', managementURL: 'https://shop.example', deferredBilling: { amount: 100, label: 'Later', deferredPaymentDate: 'next Tuesday' } } } }
    await expect(applePay().confirm!(flowContext(deferred).context))
      .rejects.toThrow('Invalid applePay.deferredPaymentRequest.deferredBilling.deferredPaymentDate: pass a Date or an ISO 8601 date string (got "next Tuesday").')
  })
})

describe('decimalAmount (Apple Pay\'s amounts)', () => {
  // Every ISO 4217 currency the runtime knows: two, zero (jpy, krw, clp...) and three (kwd, bhd, jod...) decimals.
  const currencies = Intl.supportedValuesOf('currency').map((code) => code.toLowerCase())

  it('reads back as the same amount in minor units, with the currency\'s own number of decimals', () => {
    fc.assert(fc.property(fc.constantFrom(...currencies), fc.integer({ min: -1e12, max: 1e12 }), (currency, amount) => {
      const text = decimalAmount(amount, currency)
      const digits = minorUnitDigits(currency)
      expect(text).toMatch(digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`))
      expect(text).not.toMatch(/^-?0\d/)
      expect(Number(text.replace('.', ''))).toBe(amount)
    }))
  })

  it('keeps the zero-decimal and three-decimal currencies whole', () => {
    expect([decimalAmount(1999, 'usd'), decimalAmount(500, 'jpy'), decimalAmount(1234, 'kwd'), decimalAmount(5, 'bhd'), decimalAmount(-5, 'eur'), decimalAmount(0, 'usd')])
      .toEqual(['19.99', '500', '1.234', '0.005', '-0.05', '0.00'])
  })
})

describe('Apple Pay merchant validation', () => {
  it('asks the provider for a merchant session for the page\'s domain and hands it to Apple Pay', async () => {
    const { context, calls } = flowContext()
    const { sheet } = open(context)
    const merchantSession = await sheet.validateMerchant(validationURL) as Record<string, unknown>
    expect(calls.map(([path, body]) => [path, Object.fromEntries(body)])).toEqual([['/v1/apple_pay/sessions', { validation_url: validationURL, domain_name: 'shop.example', display_name: 'Sweater Shop' }]])
    expect(merchantSession).toMatchObject({ domainName: 'shop.example', displayName: 'Sweater Shop', merchantSessionIdentifier: expect.stringMatching(/^SSH/) })
    expect(Object.keys(merchantSession).sort()).toEqual(['displayName', 'domainName', 'epochTimestamp', 'expiresAt', 'merchantIdentifier', 'merchantSessionIdentifier', 'nonce', 'signature'])
  })

  it('makes two attempts in all: a 5xx or a lost connection is tried once more', async () => {
    const once = flowContext({}, { sessionFaults: ['500'] })
    expect(await open(once.context).sheet.validateMerchant(validationURL)).toMatchObject({ domainName: 'shop.example' })
    expect(once.calls.map(([path]) => path)).toEqual(['/v1/apple_pay/sessions', '/v1/apple_pay/sessions'])

    const twice = flowContext({}, { sessionFaults: ['lost', '500'] })
    const { result, sheet } = open(twice.context)
    expect(await sheet.validateMerchant(validationURL)).toBe('aborted')
    expect(twice.calls).toHaveLength(2)
    expect(await result).toEqual({ closed: 'failed', message: 'The provider had a problem.' })
  })

  it('does not retry a refusal (a 4xx): the sheet closes at once', async () => {
    const { context, calls } = flowContext({}, { sessionFaults: ['400'] })
    const { result, sheet } = open(context)
    expect(await sheet.validateMerchant(validationURL)).toBe('aborted')
    expect(calls).toHaveLength(1)
    expect(await result).toEqual({ closed: 'failed', message: 'Invalid domain_name.' })
  })
})

describe('Apple Pay shipping changes', () => {
  const rates = [{ id: 'standard', displayName: 'Standard', amount: 500 }, { id: 'express', displayName: 'Express', amount: 1500 }]
  const shipping: Partial<ExpressSheetRequest> = { amount: 3099, shippingAddressRequired: true, shippingRates: rates, allowedShippingCountries: ['US', 'CA'], lineItems: [{ name: 'Sweater', amount: 2599 }, { name: 'Shipping', amount: 500 }] }
  // Safari hands over only what tax and rates need before the shopper pays.
  const redacted: ApplePayJS.ApplePayPaymentContact = { locality: 'Toronto', administrativeArea: 'ON', postalCode: 'M5V', countryCode: 'ca' }

  it('raises shippingaddresschange with the redacted address, and shows the merchant\'s new total, lines and rates', async () => {
    const canadaRates = [{ id: 'canada', displayName: 'Canada Post', amount: 900 }]
    const { context, events } = flowContext(shipping, {
      address: (_change, request) => ({ accepted: true, request: { ...request, amount: 3499, shippingRates: canadaRates, lineItems: [{ name: 'Sweater', amount: 2599 }, { name: 'Shipping', amount: 900 }] } }),
    })
    const { sheet } = open(context)
    expect(await sheet.pickShippingContact(redacted)).toEqual({
      newTotal: { label: 'Sweater Shop', amount: '34.99', type: 'final' },
      newLineItems: [{ label: 'Sweater', amount: '25.99', type: 'final' }, { label: 'Shipping', amount: '9.00', type: 'final' }],
      newShippingMethods: [{ identifier: 'canada', label: 'Canada Post', detail: '', amount: '9.00' }],
    })
    expect(events).toEqual([['shippingaddresschange', { address: { city: 'Toronto', state: 'ON', postal_code: 'M5V', country: 'CA' } }]])
  })

  it('shows Apple Pay\'s unserviceable-address error when the merchant refuses the address, or does not ship to its country', async () => {
    const { context, events } = flowContext(shipping, { address: () => ({ accepted: false }) })
    const { sheet } = open(context)
    const refused = await sheet.pickShippingContact(redacted)
    expect(refused).toMatchObject({ newTotal: { amount: '30.99' }, errors: [{ code: 'addressUnserviceable', contactField: 'postalAddress' }] })
    expect(refused.errors![0]).toBeInstanceOf(ApplePayErrorDouble)
    expect(await sheet.pickShippingContact({ ...redacted, countryCode: 'MX' })).toMatchObject({ errors: [{ code: 'addressUnserviceable', contactField: 'country' }] })
    expect(events).toHaveLength(1)
  })

  it('raises shippingratechange with the rate picked and shows the new total; the payment carries that rate and the full address', async () => {
    const { context, events } = flowContext(shipping, {
      rate: (rate, request) => ({ accepted: true, request: { ...request, amount: 2599 + rate.amount, lineItems: [{ name: 'Sweater', amount: 2599 }, { name: 'Shipping', amount: rate.amount }] } }),
    })
    const { result, sheet } = open(context)
    expect(await sheet.pickShippingMethod({ identifier: 'express', label: 'Express', detail: '', amount: '15.00' })).toEqual({
      newTotal: { label: 'Sweater Shop', amount: '40.99', type: 'final' },
      newLineItems: [{ label: 'Sweater', amount: '25.99', type: 'final' }, { label: 'Shipping', amount: '15.00', type: 'final' }],
    })
    expect(events).toEqual([['shippingratechange', rates[1]]])
    expect(await sheet.authorize(simulatedPayment())).toEqual({ status: ApplePaySessionDouble.STATUS_SUCCESS })
    expect(await result).toMatchObject({
      shippingAddress: { name: 'Jenny Rosen', address: { line1: '510 Townsend St', line2: 'Floor 2', city: 'San Francisco', state: 'CA', postal_code: '94103', country: 'US' } },
      shippingRate: rates[1],
    })
  })
})

describe('Apple Pay payment', () => {
  it('tokenizes a simulated payment (transaction identifier "Simulated Identifier") in test mode as the sandbox\'s 4242 test card, which pays', async () => {
    const { context, calls } = flowContext()
    const { result, sheet } = open(context)
    expect(await sheet.authorize(simulatedPayment())).toEqual({ status: ApplePaySessionDouble.STATUS_SUCCESS })
    const paid = await result
    expect(paid).toEqual({
      paymentMethodData: {
        type: 'card',
        card: { token: expect.stringMatching(/^tok_/) },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com', phone: '+14155550100', address: { line1: '510 Townsend St', line2: 'Floor 2', city: 'San Francisco', state: 'CA', postal_code: '94103', country: 'US' } },
      },
    })
    const [path, body] = calls[0]!
    const params = Object.fromEntries(body)
    expect(path).toBe('/v1/tokens')
    expect(params).toMatchObject({ pk_token: '{"version":"EC_v1","data":"","signature":"","header":{}}', pk_token_instrument_name: 'Visa 4242', pk_token_payment_network: 'Visa' })
    expect(params.pk_token_transaction_id).toMatch(/^ApplePayStubs~4242424242424242~2599~USD~[0-9a-f-]{36}$/)

    // The merchant's confirm pays with it: a card from Apple Pay.
    const intent = (await sandbox.call('POST', '/v1/payment_intents', { amount: 2599, currency: 'usd', payment_method_types: ['card'] })).body
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method_data: (paid as { paymentMethodData: Json }).paymentMethodData }, { key: pk })
    expect(confirmed.body.status).toBe('succeeded')
    const method = (await sandbox.call('GET', `/v1/payment_methods/${confirmed.body.payment_method}`)).body
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242', wallet: { type: 'apple_pay' } })
    expect(method.billing_details).toMatchObject({ name: 'Jenny Rosen', email: 'jenny@example.com' })
  })

  it('sends a real payment as it is: the sandbox, which cannot decrypt it, refuses it, and the sheet shows the failure', async () => {
    const { context, calls } = flowContext()
    const { result, sheet } = open(context)
    const real = simulatedPayment({ token: { paymentData: { version: 'EC_v1', data: 'c2VjcmV0', signature: 'c2ln', header: {} }, paymentMethod, transactionIdentifier: '5C2A0D7E1B8F' } })
    expect(await sheet.authorize(real)).toEqual({ status: ApplePaySessionDouble.STATUS_FAILURE })
    expect(calls[0]![1].get('pk_token_transaction_id')).toBe('5C2A0D7E1B8F')
    expect(await result).toEqual({ closed: 'failed', message: expect.stringContaining('The sandbox cannot decrypt Apple Pay payment data') })
  })

  it('sends a simulated payment as it is in live mode (no test card stands in)', async () => {
    const { context, calls } = flowContext({}, {}, { livemode: true })
    const { result, sheet } = open(context)
    expect(await sheet.authorize(simulatedPayment())).toEqual({ status: ApplePaySessionDouble.STATUS_FAILURE })
    expect(calls[0]![1].get('pk_token_transaction_id')).toBe('Simulated Identifier')
    expect(await result).toMatchObject({ closed: 'failed' })
  })
})

describe('Apple Pay sheet closing', () => {
  it('resolves { closed: "cancel" } when the shopper closes the sheet', async () => {
    const { result, sheet } = open(flowContext().context)
    sheet.cancel()
    expect(await result).toEqual({ closed: 'cancel' })
  })

  it('resolves { closed: "failed" } when Safari will not make the session (outside the shopper\'s click)', async () => {
    ApplePaySessionDouble.construct = 'throw'
    expect(await applePay().confirm!(flowContext().context)).toEqual({ closed: 'failed', message: 'Must create a new ApplePaySession from a user gesture handler.' })
  })

  it('speaks the newest Apple Pay JS version Safari supports', () => {
    ApplePaySessionDouble.newestVersion = 6
    expect(open(flowContext().context).sheet.version).toBe(6)
  })
})
