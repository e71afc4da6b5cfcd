import { describe, expect, it, beforeAll } from 'vitest'
import { addressView, type AddressViewContext } from '../../../../core/elements/address/addressView.ts'
import { initAddress, reduceAddress } from '../../../../core/elements/address/addressModel.ts'
import { type AddressState } from '../../../../core/elements/address/AddressState.ts'
import type { Json } from '../../../../core/elements/messages.ts'
import { change, consumerAddress, details, en, fr, run, shipping, usAddress, whiteHouse } from './helpers.ts'
import { loadPhoneRules } from '../../../../core/elements/address/phoneRules.ts'

// The element loads the phone rules as soon as a phone field shows; these tests do so up front.
beforeAll(() => loadPhoneRules())

const context: AddressViewContext = { catalog: en, locale: 'en' }
const fieldsOf = (state: AddressState, viewContext = context) => addressView(state, viewContext).rows.map((row) => row.map((cell) => cell.field))
const cellOf = (state: AddressState, field: string, viewContext = context) => {
  const cell = addressView(state, viewContext).rows.flat().find((candidate) => candidate.field === field)
  if (cell === undefined) throw new Error(`no ${field} cell`)
  return cell
}

describe('addressView rows', () => {
  it('shows the name, the country and the street line until every field shows', () => {
    expect(fieldsOf(shipping())).toEqual([['name'], ['country'], ['line1']])
    expect(fieldsOf(reduceAddress(shipping(), { type: 'showAllFields' }))).toEqual([['name'], ['country'], ['line1'], ['line2'], ['city', 'state', 'postal_code']])
  })

  it('follows the country format, name first', () => {
    const japan = run(shipping(), [change({ country: 'JP' }), { type: 'showAllFields' }])
    expect(fieldsOf(japan)).toEqual([['name'], ['country'], ['postal_code'], ['state'], ['line1'], ['line2']])
    const brazil = run(shipping(), [change({ country: 'BR' }), { type: 'showAllFields' }])
    expect(fieldsOf(brazil)).toEqual([['name'], ['country'], ['line1'], ['line2'], ['sublocality'], ['city', 'state'], ['postal_code']])
  })

  it('asks for the name by display.name', () => {
    expect(fieldsOf(shipping({ display: { name: 'split' } }))[0]).toEqual(['firstName', 'lastName'])
    expect(fieldsOf(shipping({ display: { name: 'organization' } }))[0]).toEqual(['organizationName'])
  })

  it('adds the phone row by fields.phone and validation.phone.required', () => {
    expect(fieldsOf(shipping({ fields: { phone: 'always' } })).at(-1)).toEqual(['phoneCountry', 'phone'])
    expect(fieldsOf(shipping({ validation: { phone: { required: 'always' } } })).at(-1)).toEqual(['phoneCountry', 'phone'])
    expect(fieldsOf(shipping({ fields: { phone: 'never' }, validation: { phone: { required: 'always' } } })).flat()).not.toContain('phone')
    expect(fieldsOf(shipping()).flat()).not.toContain('phone')
  })

  it('shows only the phone and the sync box while the address is synced', () => {
    const linkedAddress = { name: 'Ada', address: usAddress }
    const billing = initAddress({ mode: 'billing', fields: { phone: 'always' } }, { linkedAddress })
    const view = addressView(billing, { ...context, linkedAddress })
    expect(view.rows.map((row) => row.map((cell) => cell.field))).toEqual([['phoneCountry', 'phone']])
    expect(view.syncAddress).toEqual({ checked: true, label: 'Billing address is same as shipping' })
    expect(addressView(shipping(), context).syncAddress).toBeNull()
  })

  it('labels fields from the catalog, marking optional ones', () => {
    const state = reduceAddress(shipping(), { type: 'showAllFields' })
    expect(cellOf(state, 'line2').label).toBe('Address line 2 (optional)')
    expect(cellOf(state, 'postal_code').label).toBe('ZIP code')
    expect(cellOf(state, 'country').label).toBe('Country or region')
    expect(cellOf(state, 'line2', { catalog: fr, locale: 'fr' }).label).toBe('Adresse ligne 2 (facultatif)')
  })

  it('gives every field its HTML autocomplete token in the element section, and the postal mask', () => {
    const state = run(shipping(), [change({ country: 'CA' }), { type: 'showAllFields' }])
    expect(cellOf(state, 'line1').autocomplete).toBe('shipping address-line1')
    expect(cellOf(state, 'postal_code')).toMatchObject({ autocomplete: 'shipping postal-code', mask: 'A9A 9A9' })
    expect(cellOf(state, 'city').mask).toBeNull()
  })

  it('offers the allowed countries, sorted by their name in the shopper language', () => {
    const state = shipping({ allowedCountries: ['US', 'DE', 'BE'] })
    expect(cellOf(state, 'country').options).toEqual([{ value: 'BE', label: 'Belgium' }, { value: 'DE', label: 'Germany' }, { value: 'US', label: 'United States' }])
    expect(cellOf(state, 'country', { catalog: fr, locale: 'fr' }).options?.map((option) => option.value)).toEqual(['DE', 'BE', 'US'])
    expect(cellOf(shipping(), 'country').options?.length).toBeGreaterThan(240)
  })

  it('lists the subdivisions once the caller loaded the country details', () => {
    const state = reduceAddress(shipping(), { type: 'showAllFields' })
    expect(cellOf(state, 'state').options).toBeNull()
    expect(cellOf(state, 'state', { ...context, countryDetails: details.US }).options).toContainEqual({ value: 'CA', label: 'California' })
    expect(cellOf(state, 'state', { ...context, countryDetails: details.JP }).options).toBeNull()
    const japan = run(shipping(), [change({ country: 'JP' }), { type: 'showAllFields' }])
    expect(cellOf(japan, 'state', { ...context, countryDetails: details.JP }).options).toContainEqual({ value: '東京都', label: '東京都 (Tokyo)' })
  })
})

describe('addressView errors', () => {
  it('shows a field error once the field was left, in the shopper language', () => {
    const typed = reduceAddress(shipping(), change({ name: '' }))
    expect(cellOf(typed, 'name').error).toBeNull()
    const left = reduceAddress(typed, { type: 'blur', field: 'name' })
    expect(cellOf(left, 'name').error).toEqual({ code: 'incomplete_name', message: 'Your full name is incomplete.' })
    expect(cellOf(left, 'name', { catalog: fr, locale: 'fr' }).error?.message).toBe('Votre nom complet est incomplet.')
  })

  it('shows nothing for fields left without a change (tabbing through the form)', () => {
    const fields = ['name', 'country', 'line1', 'line2', 'city', 'state', 'postal_code'] as const
    const tabbed = run(reduceAddress(shipping(), { type: 'showAllFields' }), fields.flatMap((field) => [{ type: 'focus' as const, field }, { type: 'blur' as const, field }]))
    expect(addressView(tabbed, context).rows.flat().filter((cell) => cell.error !== null)).toEqual([])
    const cleared = run(tabbed, [change({ city: 'Paris' }), change({ city: '' }), { type: 'blur', field: 'city' }])
    expect(cellOf(cleared, 'city').error).toEqual({ code: 'incomplete_address', message: 'City is required.' })
  })

  it('shows every error after a submit, each missing field named by its label', () => {
    const submitted = reduceAddress(shipping(), { type: 'confirmFailedForView' })
    const errors = addressView(submitted, context).rows.flat().filter((cell) => cell.error !== null).map((cell) => [cell.field, cell.error?.code, cell.error?.message])
    expect(errors).toEqual([
      ['name', 'incomplete_name', 'Your full name is incomplete.'],
      ['line1', 'incomplete_address', 'Address line 1 is required.'],
      ['city', 'incomplete_address', 'City is required.'],
      ['state', 'incomplete_address', 'State is required.'],
      ['postal_code', 'incomplete_address', 'ZIP code is required.'],
    ])
    expect(cellOf(submitted, 'postal_code', { catalog: fr, locale: 'fr' }).error?.message).toBe('Le champ Code ZIP est obligatoire.')
    // The label the country gives the field: Canada asks for a province and a postal code.
    const canada = reduceAddress(reduceAddress(shipping(), change({ country: 'CA' })), { type: 'confirmFailedForView' })
    expect([cellOf(canada, 'state').error?.message, cellOf(canada, 'postal_code').error?.message]).toEqual(['Province is required.', 'Postal code is required.'])
  })

  it('uses the contact catalog for a phone that is not one', () => {
    const state = run(shipping({ fields: { phone: 'always' } }), [change({ phone: '12' }), { type: 'blur', field: 'phone' }])
    expect(cellOf(state, 'phone').error).toEqual({ code: 'invalid_phone_number', message: 'Your phone number is invalid.' })
  })

  it('shows the provider error on its field, with its message or the decline catalog', () => {
    const filled = reduceAddress(shipping(), change(whiteHouse))
    const withMessage = reduceAddress(filled, { type: 'confirmFailedForIntent', field: 'postal_code', code: 'incorrect_zip', message: 'Check the ZIP code.' })
    expect(cellOf(withMessage, 'postal_code').error).toEqual({ code: 'incorrect_zip', message: 'Check the ZIP code.' })
    const withoutMessage = reduceAddress(filled, { type: 'confirmFailedForIntent', field: 'postal_code', code: 'incorrect_zip' })
    expect(cellOf(withoutMessage, 'postal_code').error?.message).toBe(en['declines.incorrect_zip'])
    const unknown = reduceAddress(filled, { type: 'confirmFailedForIntent', field: 'postal_code', code: 'mystery' })
    expect(cellOf(unknown, 'postal_code').error?.message).toBe(en['common.unexpected_error'])
  })

  it('shows the form errors: an unsaved edit, a failed save', () => {
    const editing = run(shipping({ contacts: [{ name: 'Ada', address: usAddress }] }), [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }, { type: 'confirmFailedForView' }])
    expect(addressView(editing, context).formError).toEqual({ code: 'invalid_address_view.update', message: 'Save or cancel your changes to this address before you continue.' })
    const failed = run(editing, [{ type: 'updateBillingDetailsPending' }, { type: 'updateBillingDetailsError' }])
    expect(addressView(failed, context)).toMatchObject({ pending: false, formError: { code: 'update_failed', message: "We couldn't save this address. Please try again." } })
  })
})

describe('addressView saved addresses, suggestions and texts', () => {
  const loaded = reduceAddress(shipping({ allowedCountries: ['US'], contacts: [{ name: 'Ada', address: usAddress }] }), {
    type: 'savedAddressesLoaded', mode: 'consumer', addresses: [consumerAddress('a', {}, true), consumerAddress('fr', { country_code: 'FR', administrative_area: null })],
  })

  it('lists the saved addresses on one line each, with what the shopper may do', () => {
    const view = addressView(loaded, context)
    expect(view).toMatchObject({ view: 'saved', title: 'Saved addresses' })
    const ada = 'Ada, 350 Fifth Avenue, New York, NY 10118, United States'
    const shopperA = 'Shopper a, 233 South Wacker Drive, Chicago, IL 60606, United States'
    const shopperFr = 'Shopper fr, 233 South Wacker Drive, Chicago, 60606, France'
    expect(view.savedAddresses).toEqual([
      {
        id: 'merchant:contact_0', mode: 'merchant', summary: ada, isDefault: false, selected: true, eligible: true, removable: false, canMakeDefault: false,
        editLabel: `Edit ${ada}`, removeLabel: `Remove ${ada}`,
      },
      {
        id: 'consumer:a', mode: 'consumer', summary: shopperA, isDefault: true, selected: false, eligible: true, removable: true, canMakeDefault: false,
        editLabel: `Edit ${shopperA}`, removeLabel: `Remove ${shopperA}`,
      },
      // The wallet's address this order cannot use is still the shopper's: it may become their default.
      {
        id: 'consumer:fr', mode: 'consumer', summary: shopperFr, isDefault: false, selected: false, eligible: false, removable: true, canMakeDefault: true,
        editLabel: `Edit ${shopperFr}`, removeLabel: `Remove ${shopperFr}`,
      },
    ])
    expect(view.editing).toBeNull()
  })

  it('names the buttons of each saved address in the shopper\'s language', () => {
    const [contact] = addressView(loaded, { catalog: fr, locale: 'fr' }).savedAddresses
    expect(contact).toMatchObject({
      editLabel: 'Modifier Ada, 350 Fifth Avenue, New York, NY 10118, États-Unis',
      removeLabel: 'Supprimer Ada, 350 Fifth Avenue, New York, NY 10118, États-Unis',
    })
  })

  it('offers to save a typed address to the signed-in wallet, in the details view only, and says when a call to it failed', () => {
    const typing = reduceAddress(loaded, { type: 'addSavedAddress' })
    expect(addressView(typing, { ...context, saveTo: 'Link' })).toMatchObject({ saveNew: { label: 'Save this address to Link' }, pending: false })
    expect(addressView(typing, { catalog: fr, locale: 'fr', saveTo: 'Link' }).saveNew).toEqual({ label: 'Enregistrer cette adresse dans Link' })
    // Nobody signed in, the list, an edit: nothing to offer.
    expect(addressView(typing, context).saveNew).toBeNull()
    expect(addressView(loaded, { ...context, saveTo: 'Link' }).saveNew).toBeNull()
    expect(addressView(reduceAddress(loaded, { type: 'updateSavedAddress', id: 'consumer:a' }), { ...context, saveTo: 'Link' }).saveNew).toBeNull()
    const removing = reduceAddress(loaded, { type: 'removeSavedAddress', id: 'consumer:a' })
    expect(addressView(removing, context).pending).toBe(true)
    expect(addressView(reduceAddress(removing, { type: 'savedAddressCallFailed' }), context).formError).toEqual({ code: 'remove_failed', message: "We couldn't remove this address. Please try again." })
    const defaulting = reduceAddress(loaded, { type: 'makeDefaultSavedAddress', id: 'consumer:fr' })
    expect(addressView(reduceAddress(defaulting, { type: 'savedAddressCallFailed' }), { catalog: fr, locale: 'fr' }).formError)
      .toEqual({ code: 'default_failed', message: 'Nous n’avons pas pu définir cette adresse par défaut. Veuillez réessayer.' })
  })

  it('makes the details view the update view of the address being edited, with Save and Cancel', () => {
    const editing = reduceAddress(loaded, { type: 'updateSavedAddress', id: 'consumer:a' })
    const view = addressView(editing, context)
    expect(view).toMatchObject({ view: 'details', title: 'Edit address', editing: { id: 'consumer:a', selected: true }, texts: { save: 'Save address', cancel: 'Cancel' } })
    expect(view.rows.flat().find((cell) => cell.field === 'line1')?.value).toBe('233 South Wacker Drive')
    expect(addressView(editing, { catalog: fr, locale: 'fr' })).toMatchObject({ title: 'Modifier l’adresse', texts: { save: 'Enregistrer l’adresse', cancel: 'Annuler' } })
    expect(addressView(reduceAddress(editing, { type: 'listSavedAddresses' }), context)).toMatchObject({ view: 'saved', title: 'Saved addresses', editing: null })
  })

  it('asks before removing, naming the address', () => {
    const view = addressView(reduceAddress(loaded, { type: 'askToRemoveSavedAddress', id: 'consumer:a' }), context)
    expect(view).toMatchObject({ view: 'remove', title: 'Remove this address?' })
    expect(view.removing?.message).toBe('Shopper a, 233 South Wacker Drive, Chicago, IL 60606, United States will be removed from your saved addresses.')
  })

  it('titles the form by mode, and carries every button text', () => {
    expect(addressView(shipping(), context).title).toBe('Shipping address')
    const view = addressView(initAddress({ mode: 'billing' }), { catalog: fr, locale: 'fr' })
    expect(view.title).toBe('Adresse de facturation')
    expect(Object.values(view.texts).every((text) => text.length > 0)).toBe(true)
    expect(view.texts).toMatchObject({ useSavedAddress: 'Utiliser une adresse enregistrée', remove: 'Supprimer', cancel: 'Annuler' })
  })

  it('opens the dropdown with the suggestions while the street line has focus, highlighting the selected one', () => {
    const suggestions = [{ id: 'a', description: 'A' }, { id: 'b', description: 'B' }]
    const state = run(shipping(), [
      { type: 'focus', field: 'line1' }, change({ line1: '1600' }),
      { type: 'autocompleteSuggestions', query: '1600', suggestions }, { type: 'autocompleteSelectedIndex', index: 1 },
    ])
    expect(addressView(state, context).autocomplete).toEqual({
      enabled: true,
      open: true,
      frame: false,
      label: 'Address suggestions',
      suggestions: [{ id: 'a', description: 'A', highlighted: false }, { id: 'b', description: 'B', highlighted: true }],
      status: 'B, 2 of 2',
      location: null,
    })
    expect(addressView(reduceAddress(state, { type: 'autocompleteReset' }), context).autocomplete).toMatchObject({ open: false, status: '' })
  })

  it('says the suggestions to screen readers in the shopper\'s language: their count, then the one the arrow keys are on', () => {
    const suggestions = [{ id: 'a', description: 'Tour Eiffel' }, { id: 'b', description: 'Louvre' }, { id: 'c', description: 'Orsay' }]
    const shown = run(shipping(), [{ type: 'focus', field: 'line1' }, change({ line1: 'Paris' }), { type: 'autocompleteSuggestions', query: 'Paris', suggestions }])
    expect(addressView(shown, context).autocomplete.status).toBe('Address suggestions: 3. Use the arrow keys to choose.')
    expect(addressView(shown, { catalog: fr, locale: 'fr' }).autocomplete.status).toBe('Suggestions d’adresses : 3. Utilisez les touches fléchées pour choisir.')
    const highlighted = reduceAddress(shown, { type: 'autocompleteSelectedIndex', index: 1 })
    expect(addressView(highlighted, { catalog: fr, locale: 'fr' }).autocomplete.status).toBe('Louvre, 2 sur 3')
    // The pointer left and the street line lost focus: the list closed, nothing to say.
    expect(addressView(reduceAddress(highlighted, { type: 'blur', field: 'line1' }), context).autocomplete).toMatchObject({ open: false, status: '' })
  })

  it('puts the suggestions in their own frame where the group runs in the controller frame, under the input where it says it is', () => {
    const location = { top: 120, left: 16, width: 480, height: 44 }
    const state = run(shipping(), [
      { type: 'focus', field: 'line1' }, change({ line1: '1600' }), { type: 'autocompleteInputLocation', location },
      { type: 'autocompleteSuggestions', query: '1600', suggestions: [{ id: 'a', description: 'A' }] },
    ])
    expect(addressView(state, { ...context, suggestionsFrame: true }).autocomplete).toMatchObject({ open: true, frame: true, location })
    expect(addressView(state, context).autocomplete).toMatchObject({ open: true, frame: false, location })
    // A street line that looks nothing up is no combobox.
    expect(addressView(initAddress({ mode: 'shipping', autocomplete: { mode: 'disabled' } }), context).autocomplete.enabled).toBe(false)
  })

  it('is JSON: it crosses a frame boundary unchanged', () => {
    const view = addressView(run(loaded, [{ type: 'addSavedAddress' }, change(whiteHouse), { type: 'confirmFailedForView' }]), { ...context, countryDetails: details.US })
    const json: Json = view
    expect(JSON.parse(JSON.stringify(json))).toEqual(view)
  })
})
