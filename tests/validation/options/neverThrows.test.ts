import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  appearanceVariables,
  filterCardBrands,
  ruleClasses,
  validateAddressElementOptions,
  validateAppearance,
  validateCardBrandFilter,
  validateExpressCheckoutOptions,
  validateAfterpayClearpayMessageOptions,
  validateLinkAuthenticationOptions,
  validatePaymentElementOptions,
  validatePaymentMethodMessagingOptions,
  validateSaveOptions,
  validateTokenData,
  validateWalletButtonStyle,
} from '../../../core/validation/options/index.ts'

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
})

// Arbitrary values under the keys the validators read, so that fuzzing reaches past the first check.
const underKeys = (keys: ReadonlyArray<string>) => fc.dictionary(fc.constantFrom(...keys), anything)

const isReport = (report: { readonly errors: ReadonlyArray<string>; readonly warnings: ReadonlyArray<string> }): void => {
  expect(report.errors.every((message) => typeof message === 'string')).toBe(true)
  expect(report.warnings.every((message) => typeof message === 'string')).toBe(true)
}

describe('the option validators', () => {
  it('never throw on any value', () => {
    fc.assert(fc.property(anything, anything, anything, (a, b, c) => {
      isReport(validateAppearance(a))
      isReport(validatePaymentElementOptions(a))
      isReport(validateAddressElementOptions(a))
      isReport(validateCardBrandFilter(a))
      isReport(validateSaveOptions(a))
      isReport(validateTokenData(a, b, { element: typeof c === 'string' ? c : 'iban' }))
      isReport(validateWalletButtonStyle(a))
      isReport(validateExpressCheckoutOptions(a))
      isReport(validateLinkAuthenticationOptions(a))
      isReport(validatePaymentMethodMessagingOptions(a))
      isReport(validateAfterpayClearpayMessageOptions(a))
    }), { numRuns: 300 })
  })

  it('never throw on any value under the keys they read', () => {
    const appearance = fc.record({
      theme: anything,
      labels: anything,
      variables: underKeys(Object.keys(appearanceVariables)),
      rules: fc.dictionary(fc.constantFrom(...ruleClasses, '.Input:hover', '__proto__'), fc.oneof(anything, underKeys(['color', 'padding', '__proto__']))),
      grid: fc.oneof(anything, underKeys(['rowGap', 'columnGap'])),
      fonts: fc.array(fc.oneof(anything, underKeys(['cssSrc', 'family', 'src', 'display', 'style', 'weight', 'unicodeRange']))),
    }, { requiredKeys: [] })
    const payment = fc.record({
      layout: fc.oneof(anything, underKeys(['type', 'radios', 'visibleAccordionItemsCount'])),
      fields: fc.record({ billingDetails: fc.oneof(anything, underKeys(['name', 'address'])) }),
      wallets: underKeys(['applePay', 'link']),
      terms: anything,
      defaultValues: fc.record({ billingDetails: underKeys(['name', 'address']) }),
      paymentMethodOrder: fc.array(anything),
    }, { requiredKeys: [] })
    const address = fc.record({
      mode: anything,
      allowedCountries: fc.array(anything),
      autocomplete: underKeys(['mode', 'apiKey']),
      contacts: fc.array(underKeys(['name', 'address', 'phone'])),
      validation: underKeys(['phone']),
    }, { requiredKeys: [] })
    const express = fc.record({
      buttonHeight: anything,
      buttonTheme: fc.oneof(anything, underKeys(['demo_pay', 'apple_pay', '__proto__'])),
      buttonType: fc.oneof(anything, underKeys(['demo_pay', 'google_pay'])),
      paymentMethods: fc.oneof(anything, underKeys(['demo_pay', 'amazon_pay'])),
    }, { requiredKeys: [] })
    const messaging = fc.record({ amount: anything, currency: anything, countryCode: anything, paymentMethodTypes: fc.oneof(anything, fc.array(anything)) }, { requiredKeys: [] })
    const brandList = fc.oneof(anything, fc.subarray(Object.keys(filterCardBrands)))
    const token = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof({ depthSize: 'small', maxDepth: 4 }, anything, fc.dictionary(
        fc.constantFrom('dob', 'ssn_last_4', 'gender', 'business_type', 'relationship', 'percent_ownership', 'day', 'month', 'tos_shown_and_accepted'),
        tie('node'),
        { maxKeys: 4 },
      )),
    })).node
    fc.assert(fc.property(appearance, payment, address, brandList, brandList, token, express, messaging, (a, p, ad, allowed, disallowed, data, e, m) => {
      isReport(validateExpressCheckoutOptions(e))
      isReport(validatePaymentMethodMessagingOptions(m))
      isReport(validateAfterpayClearpayMessageOptions(m))
      isReport(validateAppearance(a))
      isReport(validatePaymentElementOptions(p))
      isReport(validateAddressElementOptions(ad))
      isReport(validateCardBrandFilter({ allowedCardBrands: allowed }))
      isReport(validateCardBrandFilter({ disallowedCardBrands: disallowed }, Array.isArray(allowed) ? allowed : undefined))
      isReport(validateSaveOptions({ mode: 'subscription', savePaymentMethod: 'auto', betas: allowed, flags: disallowed }))
      isReport(validateTokenData('account', data, { element: 'iban' }))
    }), { numRuns: 200 })
  })
})
