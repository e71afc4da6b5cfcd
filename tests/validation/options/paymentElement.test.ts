import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  billingFieldSettings,
  paymentLayouts,
  saveSettings,
  showSettings,
  validatePaymentElementOptions,
} from '../../../core/validation/options/index.ts'

const errorsOf = (options: unknown): ReadonlyArray<string> => validatePaymentElementOptions(options).errors

describe('validatePaymentElementOptions', () => {
  it('accepts no options and a complete, valid set', () => {
    expect(validatePaymentElementOptions(undefined)).toEqual({ errors: [], warnings: [] })
    expect(validatePaymentElementOptions({
      layout: { type: 'accordion', radios: true, spacedAccordionItems: false, defaultCollapsed: true, visibleAccordionItemsCount: 0 },
      fields: { billingDetails: { name: 'auto', email: 'never', phone: 'if_required', address: { country: 'never', postalCode: 'auto' } } },
      wallets: { applePay: 'auto', googlePay: 'never', link: 'always' },
      maxVisiblePaymentMethods: 3.5,
      savePaymentMethod: 'auto',
      setAsDefault: 'never',
      terms: { card: 'always', sepa_debit: 'never' },
      business: { name: 'Rocket Rides' },
      defaultValues: { billingDetails: { name: 'Jenny', email: 'j@example.com', phone: '+1', address: { country: 'US', postal_code: '94103' } } },
      readOnly: false,
      paymentMethodOrder: ['card', 'ideal'],
    })).toEqual({ errors: [], warnings: [] })
  })

  it('rejects options that are not an object', () => {
    expect(errorsOf('tabs')).toEqual(['Invalid value for options: "tabs". Expected an object.'])
    expect(errorsOf(null)).toEqual(['Invalid value for options: null. Expected an object.'])
  })

  it('names an unknown option, at any depth', () => {
    expect(errorsOf({ layuot: 'tabs' })).toEqual(['Unknown option layuot.'])
    expect(errorsOf({ layout: { type: 'tabs', radio: true } })).toEqual(['Unknown option layout.radio.'])
    expect(errorsOf({ wallets: { paypal: 'auto' } })).toEqual(['Unknown option wallets.paypal.'])
    expect(errorsOf({ fields: { billingDetails: { address: { zip: 'never' } } } })).toEqual([
      'Unknown option fields.billingDetails.address.zip.',
    ])
  })

  it('accepts a layout name or a layout object with a type', () => {
    for (const type of paymentLayouts) {
      expect(errorsOf({ layout: type })).toEqual([])
      expect(errorsOf({ layout: { type } })).toEqual([])
    }
    expect(errorsOf({ layout: 'grid' })).toEqual(['Invalid value for layout: "grid". Expected one of accordion, tabs, auto.'])
    expect(errorsOf({ layout: { type: 'grid' } })).toEqual([
      'Invalid value for layout.type: "grid". Expected one of accordion, tabs, auto.',
    ])
    expect(errorsOf({ layout: { radios: true } })).toEqual(['Missing required option layout.type.'])
    expect(errorsOf({ layout: 3 })).toEqual(['Invalid value for layout: 3. Expected an object.'])
  })

  it('checks the layout settings', () => {
    expect(errorsOf({ layout: { type: 'accordion', radios: 'yes', spacedAccordionItems: 1, defaultCollapsed: null } })).toEqual([
      'Invalid value for layout.radios: "yes". Expected a boolean.',
      'Invalid value for layout.spacedAccordionItems: 1. Expected a boolean.',
      'Invalid value for layout.defaultCollapsed: null. Expected a boolean.',
    ])
  })

  it('accepts exactly the non-negative integers as visibleAccordionItemsCount', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean()), (count) => {
      const valid = typeof count === 'number' && Number.isInteger(count) && count >= 0
      expect(errorsOf({ layout: { type: 'accordion', visibleAccordionItemsCount: count } })).toEqual(
        valid ? [] : [`Invalid value for layout.visibleAccordionItemsCount: ${typeof count === 'string' ? JSON.stringify(count) : String(count)}. Expected a non-negative integer.`],
      )
    }))
  })

  it('accepts exactly the finite non-negative numbers as maxVisiblePaymentMethods', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.double()), (count) => {
      const valid = Number.isFinite(count) && count >= 0
      expect(errorsOf({ maxVisiblePaymentMethods: count })).toEqual(
        valid ? [] : [`Invalid value for maxVisiblePaymentMethods: ${String(count)}. Expected a non-negative number.`],
      )
    }))
  })

  it('accepts never, auto and if_required for billing details and each field', () => {
    for (const setting of billingFieldSettings) {
      expect(errorsOf({ fields: { billingDetails: setting } })).toEqual([])
      expect(errorsOf({ fields: { billingDetails: { name: setting, email: setting, phone: setting, address: setting } } })).toEqual([])
    }
    expect(errorsOf({ fields: { billingDetails: { email: 'required' } } })).toEqual([
      'Invalid value for fields.billingDetails.email: "required". Expected one of never, auto, if_required.',
    ])
    expect(errorsOf({ fields: { billingDetails: true } })).toEqual([
      'Invalid value for fields.billingDetails: true. Expected an object.',
    ])
  })

  it('accepts auto, always and never for wallets and terms', () => {
    for (const setting of showSettings) {
      expect(errorsOf({ wallets: { applePay: setting, googlePay: setting, link: setting }, terms: { card: setting } })).toEqual([])
    }
    expect(errorsOf({ wallets: { link: 'on' }, terms: { card: true } })).toEqual([
      'Invalid value for wallets.link: "on". Expected one of auto, always, never.',
      'Invalid value for terms.card: true. Expected one of auto, always, never.',
    ])
  })

  it('accepts never and auto for saving and set-as-default', () => {
    for (const setting of saveSettings) expect(errorsOf({ savePaymentMethod: setting, setAsDefault: setting })).toEqual([])
    expect(errorsOf({ savePaymentMethod: 'always', setAsDefault: true })).toEqual([
      'Invalid value for savePaymentMethod: "always". Expected one of never, auto.',
      'Invalid value for setAsDefault: true. Expected one of never, auto.',
    ])
  })

  it('checks business, default values, readOnly and paymentMethodOrder', () => {
    expect(errorsOf({
      business: { name: 7 },
      defaultValues: { billingDetails: { email: 1, address: { country: 'usa', line3: 'x' } } },
      readOnly: 'no',
      paymentMethodOrder: ['card', 1],
    })).toEqual([
      'Invalid value for business.name: 7. Expected a string.',
      'Invalid value for defaultValues.billingDetails.email: 1. Expected a string.',
      'Unknown option defaultValues.billingDetails.address.line3.',
      'Invalid value for defaultValues.billingDetails.address.country: "usa". Expected a two-letter upper-case country code.',
      'Invalid value for readOnly: "no". Expected a boolean.',
      'Invalid value for paymentMethodOrder[1]: 1. Expected a string.',
    ])
    expect(errorsOf({ paymentMethodOrder: 'card' })).toEqual(['Invalid value for paymentMethodOrder: "card". Expected an array.'])
  })
})
