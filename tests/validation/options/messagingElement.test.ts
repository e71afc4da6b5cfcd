import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateAfterpayClearpayMessageOptions, validatePaymentMethodMessagingOptions } from '../../../core/validation/options/index.ts'

const errorsOf = (options: unknown) => validatePaymentMethodMessagingOptions(options).errors

describe('the messaging elements\' options', () => {
  it('take a price in minor units, a currency in any case, the methods and the shopper\'s country', () => {
    expect(validatePaymentMethodMessagingOptions({ amount: 9900, currency: 'USD', paymentMethodTypes: ['klarna', 'afterpay_clearpay', 'affirm'], countryCode: 'US' })).toEqual({ errors: [], warnings: [] })
    expect(validatePaymentMethodMessagingOptions({})).toEqual({ errors: [], warnings: [] })
    expect(validateAfterpayClearpayMessageOptions({ amount: 1, currency: 'gbp', countryCode: 'GB' })).toEqual({ errors: [], warnings: [] })
  })

  it('accept any positive whole amount and every ISO 4217 currency; refuse any other amount', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(...Intl.supportedValuesOf('currency')), (amount, currency) => {
      expect(errorsOf({ amount, currency: currency.toLowerCase() })).toEqual([])
    }))
    fc.assert(fc.property(fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true }), fc.string(), fc.constant(null)), (amount) => {
      expect(errorsOf({ amount })).toEqual([`Invalid value for amount: ${amount === null ? 'null' : typeof amount === 'string' ? JSON.stringify(amount) : String(amount)}. Expected a positive whole number of the currency's smallest unit (1999 for 19.99).`])
    }))
  })

  it('name the option and what it takes for each mistake', () => {
    expect(errorsOf({ currency: 'dollars', countryCode: 'usa', paymentMethodTypes: ['klarna', 'card'], colour: 'red' })).toEqual([
      'Unknown option colour.',
      'Invalid value for currency: "dollars". Expected a three-letter ISO 4217 currency code such as "usd".',
      'Invalid value for countryCode: "usa". Expected a two-letter ISO 3166 country code in upper case such as "US".',
      'Invalid value for paymentMethodTypes[1]: "card". Expected one of affirm, afterpay_clearpay, alma, klarna, zip.',
    ])
    expect(errorsOf({ paymentMethodTypes: [] })).toEqual(['Invalid value for paymentMethodTypes: an empty array. List at least one of affirm, afterpay_clearpay, alma, klarna, zip, or leave it out for every registered one.'])
    expect(errorsOf({ countryCode: 'XX' })).toHaveLength(1)
    expect(validateAfterpayClearpayMessageOptions({ paymentMethodTypes: ['afterpay_clearpay'] }).errors).toEqual(['Unknown option paymentMethodTypes.'])
  })
})
