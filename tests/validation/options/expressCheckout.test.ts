import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  expressButtonHeights,
  showSettings,
  validateExpressCheckoutOptions,
  walletButtonThemes,
  walletButtonTypes,
} from '../../../core/validation/options/index.ts'
import { buttonTypesOf, expressButtonTypes, expressMethods, type ButtonType } from '../../../core/validation/options/walletButton.ts'

const walletType = fc.constantFrom('demo_pay', 'amazon_pay', 'apple_pay', 'google_pay', 'euro_pay')
/** Each wallet with a call to action its kind of button takes. */
const validButtonTypes = fc.uniqueArray(walletType).chain((types) =>
  fc.tuple(...types.map((type) => fc.tuple(fc.constant(type), fc.constantFrom(...buttonTypesOf(type))))).map((entries) => Object.fromEntries(entries)))
const validOptions = fc.record({
  buttonHeight: fc.double({ min: expressButtonHeights.min, max: expressButtonHeights.max, noNaN: true }),
  buttonTheme: fc.dictionary(walletType, fc.constantFrom(...walletButtonThemes)),
  buttonType: validButtonTypes,
  paymentMethods: fc.dictionary(walletType, fc.constantFrom(...showSettings)),
}, { requiredKeys: [] })
const anyButtonType = fc.constantFrom<ButtonType>(...walletButtonTypes, ...expressButtonTypes)

describe('validateExpressCheckoutOptions', () => {
  it('accepts every height, theme, type and setting of the spec, per wallet', () => {
    fc.assert(fc.property(validOptions, (options) => {
      expect(validateExpressCheckoutOptions(options)).toEqual({ errors: [], warnings: [] })
    }))
    expect(validateExpressCheckoutOptions(undefined)).toEqual({ errors: [], warnings: [] })
  })

  it("takes controller.md §9's pay and checkout for the express methods, payment-form.md §5's types for other wallets", () => {
    expect(expressMethods).toEqual(['demo_pay', 'amazon_pay'])
    expect(buttonTypesOf('demo_pay')).toEqual(['default', 'pay', 'checkout'])
    expect(buttonTypesOf('amazon_pay')).toEqual(['default', 'pay', 'checkout'])
    expect(buttonTypesOf('apple_pay')).toBe(walletButtonTypes)
    fc.assert(fc.property(fc.oneof(walletType, fc.string()), anyButtonType, (wallet, type) => {
      const errors = validateExpressCheckoutOptions({ buttonType: { [wallet]: type } }).errors
      expect(errors).toHaveLength(buttonTypesOf(wallet).includes(type) ? 0 : 1)
    }))
  })

  it('names the option and what it expects for each mistake', () => {
    expect(validateExpressCheckoutOptions({
      buttonHeight: 30,
      buttonTheme: { demo_pay: 'purple' },
      buttonType: { demo_pay: 'buy', apple_pay: 'pay', google_pay: 7 },
      paymentMethods: { amazon_pay: 'sometimes' },
      layout: 'grid',
    }).errors).toEqual([
      'Invalid value for buttonHeight: 30. Expected a number of pixels from 40 to 55 (default 44).',
      'Invalid value for buttonTheme.demo_pay: "purple". Expected one of dark, light, light-outline.',
      'Invalid value for buttonType.demo_pay: "buy". Expected one of default, pay, checkout (demo_pay is an express method).',
      'Invalid value for buttonType.apple_pay: "pay". Expected one of donate, buy, book, default, check-out, subscribe, add-money, contribute, order, reload, rent, support, tip, top-up.',
      'Invalid value for buttonType.google_pay: 7. Expected one of donate, buy, book, default, check-out, subscribe, add-money, contribute, order, reload, rent, support, tip, top-up.',
      'Invalid value for paymentMethods.amazon_pay: "sometimes". Expected one of auto, always, never.',
      'Invalid value for layout: "grid". Expected an object.',
    ])
    expect(validateExpressCheckoutOptions({ buttonType: 'buy' }).errors).toEqual(['Invalid value for buttonType: "buy". Expected an object.'])
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
