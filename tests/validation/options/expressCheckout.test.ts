import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  expressButtonHeights,
  showSettings,
  validateExpressCheckoutOptions,
  walletButtonThemes,
  walletButtonTypes,
} from '../../../core/validation/options/index.ts'

const walletType = fc.constantFrom('demo_pay', 'amazon_pay', 'apple_pay', 'google_pay')
const validOptions = fc.record({
  buttonHeight: fc.double({ min: expressButtonHeights.min, max: expressButtonHeights.max, noNaN: true }),
  buttonTheme: fc.dictionary(walletType, fc.constantFrom(...walletButtonThemes)),
  buttonType: fc.dictionary(walletType, fc.constantFrom(...walletButtonTypes)),
  paymentMethods: fc.dictionary(walletType, fc.constantFrom(...showSettings)),
}, { requiredKeys: [] })

describe('validateExpressCheckoutOptions', () => {
  it('accepts every height, theme, type and setting of the spec, per wallet', () => {
    fc.assert(fc.property(validOptions, (options) => {
      expect(validateExpressCheckoutOptions(options)).toEqual({ errors: [], warnings: [] })
    }))
    expect(validateExpressCheckoutOptions(undefined)).toEqual({ errors: [], warnings: [] })
  })

  it('names the option and what it expects for each mistake', () => {
    expect(validateExpressCheckoutOptions({
      buttonHeight: 30,
      buttonTheme: { demo_pay: 'purple' },
      buttonType: { demo_pay: 'pay-now' },
      paymentMethods: { amazon_pay: 'sometimes' },
      layout: 'grid',
    }).errors).toEqual([
      'Unknown option layout.',
      'Invalid value for buttonHeight: 30. Expected a number of pixels from 40 to 55 (default 44).',
      'Invalid value for buttonTheme.demo_pay: "purple". Expected one of dark, light, light-outline.',
      'Invalid value for buttonType.demo_pay: "pay-now". Expected one of donate, buy, book, default, check-out, subscribe, add-money, contribute, order, reload, rent, support, tip, top-up.',
      'Invalid value for paymentMethods.amazon_pay: "sometimes". Expected one of auto, always, never.',
    ])
  })

  it('refuses any height outside the range, and anything but a number', () => {
    const outside = fc.oneof(
      fc.double({ max: expressButtonHeights.min, maxExcluded: true }),
      fc.double({ min: expressButtonHeights.max, minExcluded: true }),
      fc.constantFrom<unknown>('44', '44px', null, true, [], {}),
    )
    fc.assert(fc.property(outside, (buttonHeight) => {
      expect(validateExpressCheckoutOptions({ buttonHeight }).errors).toHaveLength(1)
    }))
  })
})
