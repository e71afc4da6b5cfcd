import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Schema from 'effect/Schema'
import { IntegrationError, createPayloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { catalogLoaders, locales } from '../../../core/generated/locales/index.generated.ts'
import { loadPluginMessages, pluginMessages } from '../../../core/i18n/pluginMessages.ts'
import { fallbackChain } from '../../../core/i18n/resolveLocale.ts'
import { luhnDigit, sampleNumber } from '../../validation/card/cardNumbers.ts'

const localesDir = join(import.meta.dirname, '../../../data/locales')
const now = new Date('2026-11-21T12:00:00Z')
const context = { now }
const plugin = card()
const filled = { ...plugin.defaults(), number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '94107' }
const jcb = sampleNumber('jcb', 16)
const elo = sampleNumber('elo', 16)
/** A whole, Luhn-valid number that no brand's prefix matches. */
const noBrand = `999999999999999${luhnDigit('999999999999999')}`

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

  it('refuses a brand the billing country does not offer, as soon as its first digits tell it (payment-form.md §9)', () => {
    const france = { ...filled, country: 'FR', postalCode: '75001' }
    for (const number of [jcb, elo, jcb.slice(0, 4), elo.slice(0, 6)]) {
      expect(plugin.validate({ ...france, number }, context).number).toEqual({
        type: 'input_validation_error', code: 'unsupported_card_brand_country', displayImmediately: true,
      })
    }
    expect(plugin.validate({ ...france, number: filled.number }, context)).toEqual({})
    expect(plugin.validate({ ...filled, number: jcb }, context)).toEqual({})
    expect(plugin.validate({ ...filled, number: elo }, context)).toEqual({})
    expect(plugin.validate({ ...filled, country: 'JP', number: jcb }, context).number).toBeUndefined()
    expect(plugin.validate({ ...filled, country: 'JP', number: elo }, context).number?.code).toBe('unsupported_card_brand_country')
  })

  it('refuses a filtered-out brand on its first digits, before the country', () => {
    const noAmex = card({ disallowedCardBrands: ['amex'] })
    expect(noAmex.validate({ ...filled, number: '37' }, context).number).toEqual({
      type: 'input_validation_error', code: 'unsupported_card_brand', displayImmediately: true,
    })
    expect(card({ allowedCardBrands: ['visa'] }).validate({ ...filled, country: 'FR', number: jcb }, context).number?.code).toBe('unsupported_card_brand')
  })

  it('refuses a whole number of no known brand only under an allow list', () => {
    expect(plugin.validate({ ...filled, number: noBrand }, context)).toEqual({})
    expect(card({ disallowedCardBrands: ['amex'] }).validate({ ...filled, number: noBrand }, context)).toEqual({})
    expect(card({ allowedCardBrands: ['visa'] }).validate({ ...filled, number: noBrand }, context).number?.code).toBe('unsupported_card_brand')
    // Still typing: the number's own rule speaks, and waits for the shopper to leave the field.
    expect(card({ allowedCardBrands: ['visa'] }).validate({ ...filled, number: '9999' }, context).number?.code).toBe('incomplete_number')
  })

  it('accepts 19-digit visa and mastercard numbers only with the 19-digit option', () => {
    const visa19 = sampleNumber('visa', 19)
    expect(plugin.validate({ ...filled, number: visa19 }, context).number?.code).toBe('invalid_number')
    expect(card({ allow19Digits: true }).validate({ ...filled, number: visa19 }, context)).toEqual({})
    expect(card({ allow19Digits: true }).validate({ ...filled, number: sampleNumber('mastercard', 19) }, context)).toEqual({})
  })

  it('checks the brand filter against the brands a card form offers, not cartes_bancaires', () => {
    expect(() => card({ disallowedCardBrands: ['cartes_bancaires'] })).toThrow(IntegrationError)
    expect(() => card({ disallowedCardBrands: ['cartes_bancaires'] })).toThrow(
      'disallowedCardBrands must be a subset of the available card brands (visa, mastercard, amex, discover_global_network, discover, diners, jcb, unionpay, elo). Not available: cartes_bancaires.',
    )
    expect(() => card({ allowedCardBrands: ['cartes_bancaires'] })).toThrow('Cannot block all available card brands.')
    expect(() => card({ allowedCardBrands: ['elo', 'jcb'] })).not.toThrow()
  })

  it('has a message for each refusal in every locale\'s card catalog', async () => {
    expect(locales).toHaveLength(51)
    for (const locale of locales) {
      const { messages } = await catalogLoaders[locale]()
      for (const key of ['card.unsupported_card_brand', 'card.unsupported_card_brand_country', 'card.accepted_brands_label'] as const) {
        expect(messages[key].trim(), `${locale}: ${key}`).not.toBe('')
      }
    }
  })

  it('has its own strings in every language the core has a catalog for, each loaded on demand with every English key', async () => {
    const catalogLocales = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    for (const locale of locales) {
      await loadPluginMessages(plugin, fallbackChain(locale))
      const strings = pluginMessages(plugin, locale)
      expect(Object.keys(strings).sort(), locale).toEqual(Object.keys(plugin.messages!.en).sort())
      const own = await plugin.loadMessages?.(locale)
      // Every language with a full catalog has its own module; a regional one may read its parent's.
      if (catalogLocales.includes(locale) && !['en', 'en-GB', 'en-CA', 'es-419', 'fr-CA'].includes(locale)) expect(own, locale).toBeDefined()
      if (!locale.startsWith('en')) expect(strings.save_payment, locale).not.toBe(plugin.messages!.en.save_payment)
    }
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
