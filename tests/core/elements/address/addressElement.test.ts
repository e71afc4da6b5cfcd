import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createPayloom, IntegrationError } from 'payloom'
import { addressElement } from '../../../../core/elements/address/addressElement.tsx'
import { saveEditField } from '../../../../core/elements/address/AddressForm.tsx'
import { addressErrorMessage } from '../../../../core/elements/address/errorMessage.ts'
import { initAddress } from '../../../../core/elements/address/addressModel.ts'
import { type AddressAction } from '../../../../core/elements/address/AddressAction.ts'
import { loadPhoneRules } from '../../../../core/elements/address/phoneRules.ts'
import { locales, type Locale } from '../../../../core/generated/locales/index.generated.ts'
import type { AddressElementOptions } from '../../../../core/validation/options/addressElement.ts'
import { catalogs, change, contextIn, frAddress, reportedCodes, run, usAddress, whiteHouse, type ReportedCode } from './helpers.ts'

// The element loads the phone rules as soon as a phone field shows; these tests do so up front.
beforeAll(() => loadPhoneRules())

const model = addressElement.model
const contacts = [{ name: 'Ada', address: usAddress }]

/**
 * For every code the change event can carry, a form that reports it first. Keyed by the codes'
 * union: a new code does not compile until it has its form here.
 */
const formsReporting: Readonly<Record<ReportedCode, { readonly options: Partial<AddressElementOptions>; readonly actions: ReadonlyArray<AddressAction> }>> = {
  incomplete_address: { options: {}, actions: [change({ ...whiteHouse, city: '' })] },
  invalid_zip: { options: {}, actions: [change({ ...whiteHouse, postal_code: '1' })] },
  invalid_postal_code: { options: {}, actions: [change({ country: 'FR' }), change({ name: 'Ada', line1: frAddress.line1, city: 'Paris', postal_code: 'x' })] },
  po_box_prohibited: { options: { blockPoBox: true }, actions: [change({ ...whiteHouse, line1: 'PO Box 12' })] },
  empty_phone_number: { options: { validation: { phone: { required: 'always' } } }, actions: [change(whiteHouse)] },
  incomplete_name: { options: {}, actions: [change({ ...whiteHouse, name: '' })] },
  incomplete_first_name: { options: { display: { name: 'split' } }, actions: [change({ ...whiteHouse, lastName: 'Lovelace' })] },
  incomplete_last_name: { options: { display: { name: 'split' } }, actions: [change({ ...whiteHouse, firstName: 'Ada' })] },
  incomplete_organization_name: { options: { display: { name: 'organization' } }, actions: [change(whiteHouse)] },
  country_not_allowed: { options: { allowedCountries: ['FR'] }, actions: [change({ ...whiteHouse, country: 'US' })] },
  invalid_phone_number: { options: { fields: { phone: 'always' } }, actions: [change({ ...whiteHouse, phone: '12' })] },
  'invalid_address_view.update': { options: { contacts }, actions: [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }] },
}

const changeIn = (code: ReportedCode, locale: Locale) => {
  const { options, actions } = formsReporting[code]
  const context = contextIn(locale, { mode: 'shipping', ...options })
  return model.change(run(model.init(context), actions), context)
}

describe('the change event of the address element', () => {
  it('carries every error code it can report as a message of the shopper\'s catalog, in every locale, never a key', () => {
    const everyPair = reportedCodes.flatMap((code) => locales.map((locale) => [code, locale] as [ReportedCode, Locale]))
    fc.assert(fc.property(fc.constantFrom(...reportedCodes), fc.constantFrom(...locales), (code, locale) => {
      const catalog = catalogs[locale]
      const event = changeIn(code, locale)
      expect(event.complete).toBe(false)
      expect(event.error?.code).toBe(code)
      const message = event.error?.message ?? ''
      expect(message).not.toBe(code)
      expect(message).not.toMatch(/^(address|addressElement|contact|declines|common)\./)
      expect(message).not.toMatch(/\{\w+\}/)
      expect(message).not.toBe(catalog['common.unexpected_error'])
      expect(Object.values(catalog)).toContain(message)
      expect(message).toBe(addressErrorMessage(catalog, code))
    }), { examples: everyPair })
  })

  it('says a phone number is invalid in words (the code is a contact one)', () => {
    expect(changeIn('invalid_phone_number', 'en').error).toEqual({ type: 'validation_error', code: 'invalid_phone_number', message: 'Your phone number is invalid.' })
    expect(changeIn('invalid_phone_number', 'fr').error?.message).toBe(catalogs.fr['contact.invalid_phone_number'])
  })

  it('while a saved address is open for editing, reports invalid_address_view.update, even when the edit is valid', () => {
    const context = contextIn('en', { mode: 'shipping', contacts })
    const listed = model.init(context)
    expect(model.change(listed, context)).toMatchObject({ complete: true })
    expect(model.change(listed, context)).not.toHaveProperty('error')
    const editing = run(listed, [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }, change({ line2: 'Apt 4' })])
    expect(model.change(editing, context)).toMatchObject({
      complete: false,
      isNewAddress: false,
      error: { type: 'validation_error', code: 'invalid_address_view.update', message: 'Save or cancel your changes to this address before you continue.' },
    })
    const saved = run(editing, [{ type: 'saveSavedAddress' }])
    expect(model.change(saved, context)).toMatchObject({ complete: true, value: { address: { line2: 'Apt 4' } } })
    expect(model.change(saved, context)).not.toHaveProperty('error')
    const cancelled = run(editing, [{ type: 'listSavedAddresses' }])
    expect(model.change(cancelled, context)).toEqual(model.change(listed, context))
  })
})

describe('submit() and focus while a saved address is open for editing', () => {
  const context = contextIn('de', { mode: 'shipping', contacts })
  const editing = run(model.init(context), [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }])

  it('shows the unsaved-edit error in the form, and reports it in the shopper\'s language', () => {
    const submitted = model.submit(editing, context)
    const message = catalogs.de['addressElement.invalid_address_view_update']
    expect(model.change(submitted, context).error).toEqual({ type: 'validation_error', code: 'invalid_address_view.update', message })
    expect(model.view(submitted, context)).toMatchObject({ view: 'details', formError: { code: 'invalid_address_view.update', message } })
  })

  it('focuses the Save button, or the first field the edit got wrong', () => {
    expect(model.firstField(editing, context)).toBe(saveEditField)
    expect(model.firstField(run(editing, [change({ postal_code: '1' })]), context)).toBe('postal_code')
    expect(model.firstField(model.init(context), context)).toBe('name')
    expect(model.firstField(initAddress({ mode: 'shipping' }), context)).toBe('name')
  })
})

describe('the autocompleteSuggestions element', () => {
  it('is the address element\'s to make: a merchant creating one is told so', () => {
    const elements = createPayloom('pk_test_suggestions', { apiBase: 'http://127.0.0.1:9', plugins: [] }).elements({ mode: 'payment', amount: 1000, currency: 'usd' })
    expect(() => elements.create('autocompleteSuggestions' as never))
      .toThrow(new IntegrationError({ message: 'Only the address element makes autocompleteSuggestions elements.' }))
    // The group is unharmed: its address element, which makes them, is there to create.
    expect(elements.create('address', { mode: 'shipping' }).elementType).toBe('address')
  })
})
