import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Schema from 'effect/Schema'
import { IntegrationError, createPayloom } from 'payloom'
import { card } from 'payloom/plugins/card'

const now = new Date('2026-11-21T12:00:00Z')
const context = { now }
const plugin = card()
const filled = { ...plugin.defaults(), number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '94107' }

describe('card plugin', () => {
  it('registers as the card method, importable as payloom/plugins/card', () => {
    const payloom = createPayloom('pk_test_card', { plugins: [card()] })
    expect(payloom.registry.paymentMethod('card').settings).toEqual({ saveable: true, offSession: true, polling: false, redirect: 'if_required', mandate: false })
  })

  it('starts empty, in the session country or the US, with values its schema accepts', async () => {
    expect(plugin.defaults()).toMatchObject({ number: '', expiry: '', cvc: '', country: 'US', postalCode: '', network: 'unknown', savePayment: false })
    expect(plugin.defaults({ intentType: 'payment_intent', currency: 'eur', country: 'FR' }).country).toBe('FR')
    const schema = await plugin.loadSchema()
    expect(Schema.is(schema)(plugin.defaults())).toBe(true)
    expect(Schema.is(schema)({ ...plugin.defaults(), number: 4242 })).toBe(false)
  })

  it('accepts a complete card', () => {
    expect(plugin.validate(filled, context)).toEqual({})
  })

  it('reports each field with the spec codes', () => {
    const errors = plugin.validate(plugin.defaults(), context)
    expect(errors.number?.code).toBe('incomplete_number')
    expect(errors.expiry?.code).toBe('incomplete_expiry')
    expect(errors.cvc?.code).toBe('incomplete_cvc')
    expect(errors.postalCode?.code).toBe('incomplete_zip')
    expect(plugin.validate({ ...filled, number: '4242 4242 4242 4241' }, context).number?.code).toBe('invalid_number')
    expect(plugin.validate({ ...filled, expiry: '10/26' }, context).expiry?.code).toBe('invalid_expiry_month_past')
    expect(plugin.validate({ ...filled, postalCode: '9410' }, context).postalCode?.code).toBe('invalid_zip')
    expect(plugin.validate({ ...filled, country: 'GB', postalCode: '9410' }, context).postalCode?.code).toBe('invalid_postal_code')
  })

  it('sizes the CVC by brand', () => {
    const amex = { ...filled, number: '3782 822463 10005' }
    expect(plugin.validate({ ...amex, cvc: '1234' }, context)).toEqual({})
    expect(plugin.validate({ ...filled, cvc: '1234' }, context).cvc?.code).toBe('invalid_cvc')
    expect(card({ amexCvcStrict: true }).validate({ ...amex, cvc: '123' }, context).cvc?.code).toBe('incomplete_cvc')
  })

  it('skips the postal code when told not to collect it', () => {
    const noPostal = card({ postalCode: 'never' })
    expect(noPostal.validate({ ...filled, postalCode: '' }, context)).toEqual({})
    expect(noPostal.toPaymentMethodData({ ...filled, postalCode: '94107' }).billing_details?.address).toEqual({ country: 'US' })
  })

  it('refuses brands the merchant filtered out', () => {
    const visaOnly = card({ allowedCardBrands: ['visa'] })
    expect(visaOnly.validate(filled, context)).toEqual({})
    expect(visaOnly.validate({ ...filled, number: '5555 5555 5555 4444' }, context).number?.code).toBe('unsupported_card_brand')
    const noDiscoverNetwork = card({ disallowedCardBrands: ['discover_global_network'] })
    expect(noDiscoverNetwork.validate({ ...filled, number: '6011 1111 1111 1117' }, context).number?.code).toBe('unsupported_card_brand')
    expect(noDiscoverNetwork.validate({ ...filled, number: '3056 9300 0902 0004' }, context).number?.code).toBe('unsupported_card_brand')
  })

  it('throws the spec message for a malformed brand filter', () => {
    expect(() => card({ allowedCardBrands: ['visa'], disallowedCardBrands: ['amex'] })).toThrow(IntegrationError)
    expect(() => card({ allowedCardBrands: ['visa'], disallowedCardBrands: ['amex'] })).toThrow('Cannot specify both disallowedCardBrands and allowedCardBrands.')
  })

  it('builds the provider payment_method_data', () => {
    expect(plugin.toPaymentMethodData({ ...filled, network: 'cartes_bancaires' }, { name: 'Ada', address: { line1: '1 Main St' } })).toEqual({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', networks: { preferred: 'cartes_bancaires' } },
      billing_details: { name: 'Ada', address: { line1: '1 Main St', country: 'US', postal_code: '94107' } },
    })
  })

  it('never throws on arbitrary form values', () => {
    const value = fc.record({ number: fc.string(), expiry: fc.string(), cvc: fc.string(), country: fc.string(), postalCode: fc.string() })
    fc.assert(fc.property(value, (values) => {
      const all = { ...plugin.defaults(), ...values }
      expect(typeof plugin.validate(all, context)).toBe('object')
      expect(plugin.toPaymentMethodData(all).type).toBe('card')
    }))
  })
})
