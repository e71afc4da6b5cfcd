/// <reference types="googlepay" />
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ExpressSheetRequest, SessionContext } from 'payloom'
import { minorUnitDigits } from 'payloom/methods'
import { paymentDataRequest, readyToPayRequest, shippingOptionParameters, transactionInfo } from '../../../plugins/google_pay/paymentDataRequest.ts'

// What the express checkout's sheet request becomes in Google Pay's API
// (google.payments.api.PaymentDataRequest, typed by @types/googlepay).

const pk = 'pk_test_sandbox'
const session: SessionContext = { intentType: 'payment_intent', amount: 2599, currency: 'usd', paymentMethodTypes: ['card', 'google_pay'] }
const order: ExpressSheetRequest = {
  amount: 2599,
  currency: 'usd',
  merchantCountry: 'us',
  intentType: 'payment_intent',
  locale: 'en',
  testMode: true,
}
const shippedOrder: ExpressSheetRequest = {
  ...order,
  emailRequired: true,
  phoneNumberRequired: true,
  shippingAddressRequired: true,
  billingAddressRequired: true,
  allowedShippingCountries: ['us', 'CA'],
  shippingRates: [
    { id: 'ground', amount: 0, displayName: 'Ground' },
    { id: 'express', amount: 1500, displayName: 'Express' },
  ],
  lineItems: [{ name: 'Sweater', amount: 2599 }, { name: 'Coupon', amount: -500 }],
  business: { name: 'Sweater Shop' },
}

const cardParameters = {
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB'],
}

describe('the Google Pay requests', () => {
  it('isReadyToPay asks about cards, API version 2', () => {
    expect(readyToPayRequest(session)).toEqual({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [{ type: 'CARD', parameters: cardParameters }] })
  })

  it('cards of the networks the session\'s brand filter accepts (Diners Club runs on Discover\'s)', () => {
    const networks = (cardBrandFilter: SessionContext['cardBrandFilter']) =>
      readyToPayRequest({ ...session, cardBrandFilter }).allowedPaymentMethods[0]?.parameters.allowedCardNetworks
    expect(networks({ allowedCardBrands: ['visa', 'mastercard'] })).toEqual(['VISA', 'MASTERCARD'])
    expect(networks({ disallowedCardBrands: ['amex'] })).toEqual(['VISA', 'MASTERCARD', 'DISCOVER', 'JCB'])
    expect(networks({ allowedCardBrands: ['discover_global_network'] })).toEqual(['DISCOVER'])
    expect(paymentDataRequest(order, { publishableKey: pk }, { ...session, cardBrandFilter: { allowedCardBrands: ['jcb'] } }).allowedPaymentMethods[0]?.parameters.allowedCardNetworks).toEqual(['JCB'])
  })

  it('a plain order: the total, cards tokenized by the provider for the publishable key, the name and postal code of the card', () => {
    expect(paymentDataRequest(order, { publishableKey: pk, name: 'Sweater Shop' }, session)).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantName: 'Sweater Shop' },
      allowedPaymentMethods: [{
        type: 'CARD',
        parameters: { ...cardParameters, billingAddressRequired: true, billingAddressParameters: { format: 'MIN', phoneNumberRequired: false } },
        tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'payloom', 'payloom:publishableKey': pk } },
      }],
      transactionInfo: { currencyCode: 'USD', countryCode: 'US', totalPriceStatus: 'FINAL', totalPrice: '25.99' },
      emailRequired: false,
      shippingAddressRequired: false,
    })
  })

  it('an order shipped: e-mail, phone, the full billing address, shipping countries, the rates as options (the first selected), the line items, and the shipping callbacks', () => {
    const request = paymentDataRequest(shippedOrder, { publishableKey: pk, name: 'Sweater Shop', merchantId: 'BCR2DN4T000000' }, session)
    expect(request.merchantInfo).toEqual({ merchantName: 'Sweater Shop', merchantId: 'BCR2DN4T000000' })
    expect(request.allowedPaymentMethods[0]?.parameters.billingAddressParameters).toEqual({ format: 'FULL', phoneNumberRequired: true })
    expect(request.emailRequired).toBe(true)
    expect(request.shippingAddressRequired).toBe(true)
    expect(request.shippingAddressParameters).toEqual({ allowedCountryCodes: ['US', 'CA'], phoneNumberRequired: true })
    expect(request.shippingOptionRequired).toBe(true)
    expect(request.shippingOptionParameters).toEqual({
      shippingOptions: [{ id: 'ground', label: 'Ground', description: '$0.00' }, { id: 'express', label: 'Express', description: '$15.00' }],
      defaultSelectedOptionId: 'ground',
    })
    expect(request.transactionInfo?.displayItems).toEqual([
      { label: 'Sweater', type: 'LINE_ITEM', price: '25.99' },
      { label: 'Coupon', type: 'LINE_ITEM', price: '-5.00' },
    ])
    expect(request.callbackIntents).toEqual(['SHIPPING_ADDRESS', 'SHIPPING_OPTION'])
  })

  it('shipping without rates asks only about the address', () => {
    const request = paymentDataRequest({ ...order, shippingAddressRequired: true }, { publishableKey: pk }, session)
    expect(request.callbackIntents).toEqual(['SHIPPING_ADDRESS'])
    expect(request.shippingOptionRequired).toBeUndefined()
    expect(request.shippingAddressParameters).toEqual({ phoneNumberRequired: false })
    expect(request.merchantInfo).toEqual({})
  })

  it('a yen and a dinar total keep their currency\'s decimals, and the rates read in the shopper\'s language', () => {
    expect(transactionInfo({ ...order, amount: 3062, currency: 'jpy', merchantCountry: 'JP' })).toMatchObject({ currencyCode: 'JPY', countryCode: 'JP', totalPrice: '3062' })
    expect(transactionInfo({ ...order, amount: 1234, currency: 'kwd' })).toMatchObject({ currencyCode: 'KWD', totalPrice: '1.234' })
    expect(shippingOptionParameters({ ...shippedOrder, currency: 'eur', locale: 'de' })?.shippingOptions[1]?.description).toBe('15,00\u00a0€')
  })

  it('a rate stays selected while the rates hold it; else the first is', () => {
    expect(shippingOptionParameters(shippedOrder, 'express')?.defaultSelectedOptionId).toBe('express')
    expect(shippingOptionParameters(shippedOrder, 'drone')?.defaultSelectedOptionId).toBe('ground')
    expect(shippingOptionParameters(order, 'express')).toBeUndefined()
  })
})

// Currencies of every decimal count the provider takes: two, none (jpy, krw, vnd, clp...), three (the dinars, omr).
const currencies = ['usd', 'eur', 'gbp', 'mxn', 'inr', 'chf', 'jpy', 'krw', 'vnd', 'clp', 'pyg', 'xof', 'kwd', 'bhd', 'jod', 'omr', 'tnd', 'idr', 'huf', 'isk']

describe('Google Pay\'s price strings (property)', () => {
  const amount = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
  /** The amount a price string says, in minor units, read digit by digit. */
  const minorUnits = (price: string): bigint => BigInt(price.replace('.', ''))

  it('the total and every line are the amounts in major units with the currency\'s decimals: a dot, no grouping, no rounding, the sign kept', () => {
    fc.assert(fc.property(fc.constantFrom(...currencies), amount, fc.array(fc.record({ name: fc.string({ minLength: 1 }), amount })), (currency, total, lineItems) => {
      const info = transactionInfo({ ...order, currency, amount: total, lineItems })
      const digits = minorUnitDigits(currency)
      const prices = [info.totalPrice, ...(info.displayItems ?? []).map((item) => item.price)]
      for (const price of prices) expect(price).toMatch(digits === 0 ? /^-?(0|[1-9]\d*)$/ : new RegExp(`^-?(0|[1-9]\\d*)\\.\\d{${digits}}$`))
      expect(prices.map(minorUnits)).toEqual([total, ...lineItems.map((item) => item.amount)].map(BigInt))
      expect(info.currencyCode).toBe(currency.toUpperCase())
    }))
  })

  it('read as Intl reads the amount in major units (where a float holds it exactly enough)', () => {
    fc.assert(fc.property(fc.constantFrom(...currencies), fc.integer({ min: -1e12, max: 1e12 }), (currency, total) => {
      const digits = minorUnitDigits(currency)
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(total / 10 ** digits)
      expect(transactionInfo({ ...order, currency, amount: total }).totalPrice).toBe(intl === '-0' ? '0' : intl)
    }))
  })
})
