import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError, createPayloom, type Payloom, type PayloomElement } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { apiClientLayerTest, type FormParams, type TestRequest } from '../../../core/api/ApiClient.ts'
import { cardTokenData, cardTokenError, createCardToken } from '../../../core/confirm/createObjects.ts'
import type { Catalog } from '../../../core/generated/locales/index.generated.ts'
import { loadCatalog } from '../../../core/i18n/loadCatalog.ts'
import { browserLayerHeadless } from '../../../core/services/Browser.ts'
import { captchaLayerTest } from '../../../core/services/Captcha.ts'
import { card, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
let payloom: Payloom
let other: Payloom
let catalog: Catalog

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin()], locale: 'en' })
  other = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin()], locale: 'en' })
  catalog = await loadCatalog('en')
})
afterAll(() => sandbox.dispose())

const deferred = { mode: 'payment', amount: 2000, currency: 'usd' } as const
const cardData: FormParams = { type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, billing_details: { address: { country: 'US', postal_code: '62701' } } }

// Mounting needs a page: typing into a card element and tokenizing it is driven in Chromium
// (tests/browser/createToken.test.ts). Here: the sandbox's card tokens and every merchant mistake.
describe('createToken(element, data) against the sandbox', () => {
  it('the sandbox answers card tokens with the cardholder details', async () => {
    const response = await sandbox.call('POST', '/v1/tokens', {
      card: { ...card('4242424242424242'), name: 'Ada Lovelace', address_line1: '1 Main St', address_line2: 'Flat 2', address_city: 'Springfield', address_state: 'IL', address_zip: '62701', address_country: 'US', currency: 'USD' },
    }, { key: pk })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      object: 'token', type: 'card', used: false,
      card: { object: 'card', brand: 'Visa', last4: '4242', name: 'Ada Lovelace', address_line1: '1 Main St', address_line2: 'Flat 2', address_city: 'Springfield', address_state: 'IL', address_zip: '62701', address_country: 'US', currency: 'usd' },
    })
    expect(response.body.id).toMatch(/^tok_/)
  })

  it('needs a mounted card element made by the same instance', async () => {
    const cardElement = other.elements(deferred).create('card')
    await expect(payloom.createToken(cardElement)).rejects.toThrow(new IntegrationError({ message: 'Please use the same instance of `Stripe` you used to create this Element.' }))
    const unmounted = payloom.elements(deferred).create('card')
    await expect(payloom.createToken(unmounted, { name: 'Ada' })).rejects.toThrow(
      'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
    )
  })

  it('takes only a card or cardNumber element', async () => {
    const elements = payloom.elements(deferred)
    for (const type of ['payment', 'cardExpiry', 'cardCvc', 'postalCode', 'address'] as const) {
      const element = elements.create(type, type === 'address' ? { mode: 'billing' } : {})
      await expect(payloom.createToken(element)).rejects.toThrow(`Invalid value for createToken(): a ${type} element cannot be tokenized. Pass a card or cardNumber element`)
    }
    await expect(payloom.createToken({} as PayloomElement)).rejects.toThrow('Invalid value for createToken(): element must be an element from elements.create().')
  })

  it("checks the merchant's cardholder details before the element", async () => {
    const unmounted = payloom.elements(deferred).create('card')
    await expect(payloom.createToken(unmounted, 'Ada' as never)).rejects.toThrow(
      'Invalid value for createToken(element, data): data must be an object of cardholder details, e.g. { name, address_zip, address_country }.',
    )
    await expect(payloom.createToken(unmounted, { address_zip: 62701 } as never)).rejects.toThrow('Invalid value for createToken(element, data): data.address_zip must be a string, got 62701.')
  })

  it('still creates the other token types from a type string, and no card token from raw card data', async () => {
    expect(await payloom.createToken('cvc_update', { cvc: '123' })).toMatchObject({ token: { object: 'token', type: 'cvc_update' } })
    await expect(payloom.createToken('card', card('4242424242424242'))).rejects.toThrow(IntegrationError)
  })
})

describe('cardTokenData', () => {
  it('takes the card token fields as strings, and nothing else', () => {
    expect(cardTokenData(undefined)).toEqual({})
    expect(cardTokenData({ name: 'Ada', address_country: 'GB', currency: 'gbp', address_line2: undefined })).toEqual({ name: 'Ada', address_country: 'GB', currency: 'gbp', address_line2: undefined })
    expect(() => cardTokenData(null)).toThrow(IntegrationError)
    expect(() => cardTokenData({ number: '4242424242424242' })).toThrow('data.number is not a card token field.')
  })

  it('never crashes: a value is accepted or refused with an IntegrationError', () => {
    fc.assert(fc.property(fc.anything(), (data) => {
      try {
        cardTokenData(data)
      } catch (error) {
        expect(error).toBeInstanceOf(IntegrationError)
      }
    }))
  })
})

describe('cardTokenError', () => {
  it.each([
    ['incomplete_number', 'card[number]'],
    ['invalid_number', 'card[number]'],
    ['unsupported_card_brand', 'card[number]'],
    ['unsupported_card_brand_country', 'card[number]'],
    ['incomplete_expiry', 'card[exp_month]'],
    ['invalid_expiry_month', 'card[exp_month]'],
    ['invalid_expiry_month_past', 'card[exp_month]'],
    ['invalid_expiry_year', 'card[exp_year]'],
    ['invalid_expiry_year_past', 'card[exp_year]'],
    ['incomplete_cvc', 'card[cvc]'],
    ['invalid_cvc', 'card[cvc]'],
    ['incomplete_zip', 'card[address_zip]'],
    ['invalid_zip', 'card[address_zip]'],
    ['invalid_postal_code', 'card[address_zip]'],
  ])('names the token parameter of %s: %s', (code, param) => {
    expect(cardTokenError({ type: 'validation_error', code, message: 'm' })).toEqual({ type: 'validation_error', code, message: 'm', param })
  })

  it('leaves an error of no card field as it is', () => {
    expect(cardTokenError({ type: 'validation_error', code: 'incomplete', message: 'm' })).toEqual({ type: 'validation_error', code: 'incomplete', message: 'm' })
  })
})

/** The request createCardToken sends to an in-memory provider whose captcha always has `tok`. */
const tokenRequest = async (paymentMethodData: FormParams, data: object): Promise<TestRequest> => {
  const calls: TestRequest[] = []
  const api = apiClientLayerTest({
    'POST tokens': (request) => {
      calls.push(request)
      return { status: 200, body: { id: 'tok_1', object: 'token', type: 'card' } }
    },
  })
  const result = await Effect.runPromise(Effect.provide(createCardToken(paymentMethodData, cardTokenData(data), catalog), Layer.mergeAll(api, browserLayerHeadless(), captchaLayerTest('tok'))))
  expect(result).toEqual({ token: { id: 'tok_1', object: 'token', type: 'card' } })
  expect(calls).toHaveLength(1)
  return calls[0]!
}

describe('createCardToken', () => {
  it("sends the element's card, its billing details as token fields, and the captcha token", async () => {
    const request = await tokenRequest(cardData, {})
    expect(request.options.body).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', address_zip: '62701', address_country: 'US' },
      payment_user_agent: 'payloom.js; card-element',
      radar_options: { hcaptcha_token: 'tok' },
    })
  })

  it('says which fields the shopper pasted, beside the card (controller.md §7 "Tokens create")', async () => {
    const request = await tokenRequest({ ...cardData, pasted_fields: 'number,cvc' }, {})
    expect(request.options.body).toMatchObject({ pasted_fields: 'number,cvc', card: { number: '4242424242424242' } })
    expect(request.options.body?.card).not.toHaveProperty('pasted_fields')
  })

  it("lays the merchant's details over the element's billing details, never over the card", async () => {
    const withAddress = { ...cardData, billing_details: { name: 'Shopper', address: { line1: '1 Main St', city: 'Springfield', state: 'IL', country: 'US', postal_code: '62701' } } }
    const request = await tokenRequest(withAddress, { name: 'Ada Lovelace', address_country: 'GB', currency: 'gbp' })
    expect(request.options.body?.card).toEqual({
      number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123',
      name: 'Ada Lovelace', address_line1: '1 Main St', address_city: 'Springfield', address_state: 'IL', address_zip: '62701', address_country: 'GB', currency: 'gbp',
    })
  })
})
