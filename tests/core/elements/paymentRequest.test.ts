import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, defineWallet, type ExpressFlowContext, type ExpressSheetResult } from 'payloom'
import { checkPaymentRequestOptions, checkUpdateDetails } from '../../../core/elements/paymentRequestButton/paymentRequestOptions.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { makePaymentRequest } from '../../../core/elements/paymentRequestButton/paymentRequest.ts'
import { mitt } from '../../../core/elements/emitter.ts'
import { makeRegistry } from 'payloom'
import { providerAnswering } from './context.ts'

const base = { country: 'US', currency: 'usd', total: { label: 'Demo Shop', amount: 2000 } }
const messageOf = (options: unknown): string => {
  try {
    checkPaymentRequestOptions(options)
    return 'accepted'
  } catch (error) {
    return (error as Error).message
  }
}

describe('payloom.paymentRequest() options', () => {
  it('accepts any whole amount from 0 to 99999999 and refuses the rest, naming the path', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999 }), (amount) => {
      expect(messageOf({ ...base, total: { label: 'T', amount }, displayItems: [{ label: 'Item', amount }] })).toBe('accepted')
    }))
    const bad = fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 100_000_000 }), fc.double({ noInteger: true }), fc.constant(Number.NaN), fc.string(), fc.constant(null))
    fc.assert(fc.property(bad, (amount) => {
      expect(messageOf({ ...base, total: { label: 'T', amount } })).toMatch(/^Invalid value for paymentRequest\(\): Invalid value for total\.amount: .+\. Expected a whole number of the currency's smallest unit from 0 to 99999999/)
      expect(messageOf({ ...base, displayItems: [{ label: 'A', amount: 1 }, { label: 'B', amount }] })).toMatch(/Invalid value for displayItems\[1\]\.amount/)
    }))
  })

  it('accepts every ISO 4217 currency in any case, kept in lower case, and refuses other codes', () => {
    const currencies = Intl.supportedValuesOf('currency')
    fc.assert(fc.property(fc.constantFrom(...currencies), fc.boolean(), (code, lower) => {
      const currency = lower ? code.toLowerCase() : code
      expect(checkPaymentRequestOptions({ ...base, currency }).currency).toBe(code.toLowerCase())
    }))
    const unknown = fc.stringMatching(/^[A-Z]{3}$/).filter((code) => !currencies.includes(code))
    fc.assert(fc.property(fc.oneof(unknown, fc.string().filter((text) => !/^[a-z]{3}$/i.test(text))), (currency) => {
      expect(messageOf({ ...base, currency })).toMatch(/Invalid value for currency: .*\. Expected a three-letter ISO 4217 currency code such as "usd"\./)
    }))
  })

  it('names what is missing, unknown or repeated, all at once', () => {
    expect(messageOf(undefined)).toBe('Invalid value for paymentRequest(): Missing required options country, currency and total.')
    expect(messageOf({ currency: 'usd', total: { amount: 5 }, wallets: ['applePay'] })).toBe(
      'Invalid value for paymentRequest(): Unknown option wallets. Missing required option total.label. Missing required option country.',
    )
    expect(messageOf({ ...base, country: 'us' })).toBe('Invalid value for paymentRequest(): Invalid value for country: "us". Expected a two-letter ISO 3166 country code in capitals such as "US".')
    expect(messageOf({ ...base, requestShipping: true, shippingOptions: [{ id: 'std', label: 'Standard', amount: 0 }, { id: 'std', label: 'Again', amount: 5 }] }))
      .toBe('Invalid value for paymentRequest(): Invalid value for shippingOptions: an array. Expected options with different ids (std is given twice).')
    expect(messageOf({ ...base, disableWallets: ['samsungPay'] })).toBe('Invalid value for paymentRequest(): Invalid value for disableWallets[0]: "samsungPay". Expected one of applePay, googlePay, link, browserCard.')
  })

  it("refuses an address status for a shipping option's answer", () => {
    expect(() => checkUpdateDetails({ status: 'invalid_shipping_address' }, 'shippingoptionchange')).toThrow('Invalid value for updateWith() of shippingoptionchange: Invalid value for status: "invalid_shipping_address". Expected one of success, fail.')
    expect(checkUpdateDetails({ status: 'invalid_shipping_address' }, 'shippingaddresschange')).toEqual({ status: 'invalid_shipping_address' })
  })
})

describe('a payment request over wallet plugins, against the sandbox', () => {
  let sandbox: TestSandbox
  beforeAll(async () => {
    sandbox = await startTestSandbox()
  })
  afterAll(() => sandbox.dispose())

  /** A card wallet whose sheet the test plays: it reports a shipping address, then pays with the sandbox's succeeding token. */
  const sheetWallet = (type: string, available: boolean, play: (context: ExpressFlowContext) => Promise<ExpressSheetResult>) => defineWallet({
    type,
    availability: () => (available ? { available: true } : { available: false, reason: 'unsupported_browser' }),
    confirm: play,
    settings: { saveable: true, offSession: true },
    messages: { en: { label: type } },
  })
  const instanceWith = (...wallets: ReturnType<typeof sheetWallet>[]) => createPayloom(pk, { hosting: 'inline', apiBase: sandbox.url, plugins: wallets, locale: 'en' })

  it('says which wallets can pay, in Stripe.js terms, or null when none can', async () => {
    const never = async (): Promise<ExpressSheetResult> => ({ closed: 'cancel' })
    const payloom = instanceWith(sheetWallet('north_pay', true, never), sheetWallet('google_pay', false, never), sheetWallet('apple_pay', true, never))
    expect(await payloom.paymentRequest(base).canMakePayment()).toEqual({ applePay: true, googlePay: false, link: false, northPay: true })
    expect(await payloom.paymentRequest({ ...base, disableWallets: ['applePay'] }).canMakePayment()).toEqual({ applePay: false, googlePay: false, link: false, northPay: true })
    expect(await instanceWith(sheetWallet('apple_pay', false, never)).paymentRequest(base).canMakePayment()).toBeNull()
    await expect(payloom.paymentRequest({ ...base, total: { label: 'x', amount: -1 } } as never).canMakePayment()).rejects.toThrow('Invalid value for total.amount')
  })

  it("hides Apple Pay and Google Pay as the provider's wallet config says, as the express checkout element does", async () => {
    const wallets = ['apple_pay', 'google_pay', 'north_pay'].map((type) => sheetWallet(type, true, async () => ({ closed: 'cancel' })))
    const asked: unknown[] = []
    const requestWith = (answer: () => { status: number; body: unknown }) => makePaymentRequest(base, {
      instance: () => ({ ...createPayloom(pk, { hosting: 'inline', apiBase: sandbox.url }), registry: makeRegistry(wallets) }),
      runApi: providerAnswering({ 'POST elements/wallet-config': (request: { readonly options: { readonly body?: unknown } }) => (asked.push(request.options.body), answer()) }),
    }, mitt())
    // A config error hides Apple Pay only.
    expect(await requestWith(() => ({ status: 500, body: { error: { type: 'api_error', message: 'down' } } })).canMakePayment()).toEqual({ applePay: false, googlePay: true, link: false, northPay: true })
    const offered = requestWith(() => ({ status: 200, body: { apple_pay_available: { payment_request_button: true }, google_pay_available: { payment_request_button: false } } }))
    expect(await offered.canMakePayment()).toEqual({ applePay: true, googlePay: false, link: false, northPay: true })
    expect(asked).toEqual([{ amount: 2000, currency: 'usd', request_surface: 'web_elements' }, { amount: 2000, currency: 'usd', request_surface: 'web_elements' }])
    // Asked once per request, and again when its amount changes.
    await offered.canMakePayment()
    expect(asked).toHaveLength(2)
    offered.update({ total: { label: 'Demo Shop', amount: 3000 } })
    await offered.canMakePayment()
    expect(asked.at(-1)).toMatchObject({ amount: 3000 })
  })

  it('opens the first wallet, asks the merchant about the shipping address, and pays with the payment method made of its token', async () => {
    const requests: Array<{ amount: number; lineItems?: unknown; shippingRates?: unknown }> = []
    const opened: string[] = []
    const play = (type: string) => async ({ sheet }: ExpressFlowContext): Promise<ExpressSheetResult> => {
      opened.push(type)
      requests.push(sheet.request)
      const update = await sheet.shippingAddressChanged({ name: 'Jenny Rosen', address: { country: 'US', state: 'CA', city: 'San Francisco', postal_code: '94103' } })
      if (!update.accepted) return { closed: 'cancel' }
      requests.push(update.request)
      const rate = await sheet.shippingRateChanged(update.request.shippingRates![1]!)
      if (!rate.accepted) return { closed: 'cancel' }
      return {
        paymentMethodData: { type: 'card', card: { token: 'tok_visa' }, billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com', phone: '+14155550100' } },
        shippingAddress: { name: 'Jenny Rosen', address: { line1: '510 Townsend St', city: 'San Francisco', state: 'CA', postal_code: '94103', country: 'US' } },
        shippingRate: update.request.shippingRates![1]!,
      }
    }
    const payloom = instanceWith(sheetWallet('other_pay', true, play('other_pay')), sheetWallet('google_pay', true, play('google_pay')))
    const request = payloom.paymentRequest({ ...base, requestPayerName: true, requestPayerEmail: true, requestShipping: true, shippingOptions: [{ id: 'std', label: 'Standard', detail: '5 days', amount: 0 }] })
    const seen: string[] = []
    request.on('shippingaddresschange', (event) => {
      seen.push(`address ${event.shippingAddress.city} ${event.shippingAddress.region}`)
      // Stripe.js's function form: the answer comes from a callback, here a promise of it.
      event.updateWith(async () => ({
        status: 'success',
        total: { label: 'Demo Shop', amount: 2500 },
        displayItems: [{ label: 'Order', amount: 2000 }, { label: 'Shipping', amount: 500 }],
        shippingOptions: [{ id: 'std', label: 'Standard', detail: '5 days', amount: 0 }, { id: 'fast', label: 'Express', detail: 'Tomorrow', amount: 500 }],
      }))
    })
    request.on('shippingoptionchange', (event) => {
      seen.push(`option ${event.shippingOption.id} ${event.shippingOption.detail}`)
      event.updateWith({ status: 'success' })
    })
    expect(await request.canMakePayment()).toEqual({ applePay: false, googlePay: true, link: false, otherPay: true })
    const intent = await createPaymentIntent(sandbox, { amount: 2500 })
    const paid = new Promise<string>((resolve) => {
      request.on('paymentmethod', async (event) => {
        expect(request.isShowing()).toBe(true)
        seen.push(`paymentmethod ${event.walletName} ${event.payerName} ${event.payerEmail} ${event.payerPhone} ${event.shippingOption?.label} ${event.shippingAddress?.addressLine?.join(' ')}`)
        const result = await payloom.confirmCardPayment(intent.client_secret, { payment_method: String(event.paymentMethod.id) }, { handleActions: false })
        event.complete(result.error === undefined ? 'success' : 'fail')
        resolve(result.error === undefined ? String(result.paymentIntent.status) : result.error.message ?? 'failed')
      })
    })
    request.show()
    expect(request.isShowing()).toBe(true)
    expect(() => request.update({ total: { label: 'x', amount: 1 } })).toThrow('paymentRequest.update() cannot be called while its payment interface is showing')
    expect(await paid).toBe('succeeded')
    expect(request.isShowing()).toBe(false)
    expect(opened).toEqual(['google_pay'])
    expect(requests[0]).toMatchObject({ amount: 2000, currency: 'usd', merchantCountry: 'US', business: { name: 'Demo Shop' }, billingAddressRequired: true, emailRequired: true, shippingAddressRequired: true, shippingRates: [{ id: 'std', amount: 0, displayName: 'Standard' }] })
    expect(requests[1]).toMatchObject({ amount: 2500, lineItems: [{ name: 'Order', amount: 2000 }, { name: 'Shipping', amount: 500 }], shippingRates: [{ id: 'std' }, { id: 'fast', amount: 500 }] })
    // The payer's phone was not asked for: it is left out.
    expect(seen).toEqual(['address San Francisco CA', 'option fast Tomorrow', 'paymentmethod googlePay Jenny Rosen jenny@example.com undefined Express 510 Townsend St'])
    expect((await sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded', amount: 2500 })
  })

  it("refuses the change when the merchant answers 'fail', and reports cancel when the shopper closes the sheet", async () => {
    const payloom = instanceWith(sheetWallet('demo_wallet', true, async ({ sheet }) => {
      const update = await sheet.shippingAddressChanged({ address: { country: 'FR' } })
      return update.accepted ? { paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } } : { closed: 'cancel' }
    }))
    const request = payloom.paymentRequest({ ...base, requestShipping: true })
    request.on('shippingaddresschange', (event) => {
      event.updateWith({ status: 'invalid_shipping_address' })
      expect(() => event.updateWith({ status: 'success' })).toThrow('updateWith() was already called for this shippingaddresschange event.')
    })
    await request.canMakePayment()
    const cancelled = new Promise((resolve) => request.once('cancel', () => resolve('cancel')))
    request.show()
    expect(await cancelled).toBe('cancel')
    expect(request.isShowing()).toBe(false)
    // Closed, it may change again.
    request.update({ total: { label: 'Demo Shop', amount: 1500 } })
  })

  it('gives the source and token events the wallet\'s card, and drops the result of an aborted sheet', async () => {
    let release: (result: ExpressSheetResult) => void = () => undefined
    const payloom = instanceWith(sheetWallet('apple_pay', true, () => new Promise((resolve) => { release = resolve })))
    const request = payloom.paymentRequest(base)
    const events: string[] = []
    request.on('source', (event) => {
      events.push(`source ${String(event.source.id).slice(0, 4)} ${(event.source.card as { last4?: string }).last4} ${event.walletName}`)
      event.complete('success')
    })
    request.on('token', (event) => events.push(`token ${String(event.token.id)}`))
    request.on('cancel', () => events.push('cancel'))
    await request.canMakePayment()
    request.show()
    await new Promise((resolve) => setTimeout(resolve, 10))
    request.abort()
    release({ paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toEqual(['cancel'])
    request.show()
    await new Promise((resolve) => setTimeout(resolve, 10))
    release({ paymentMethodData: { type: 'card', card: { token: 'tok_visa' } } })
    await expect.poll(() => events.length).toBe(3)
    expect(events).toEqual(['cancel', 'token tok_visa', 'source src_ 4242 applePay'])
  })
})
