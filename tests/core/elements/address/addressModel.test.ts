import { describe, expect, it, beforeAll } from 'vitest'
import { addressChange } from '../../../../core/elements/address/addressChange.ts'
import { initAddress, reduceAddress } from '../../../../core/elements/address/addressModel.ts'
import { validateAddressState } from '../../../../core/elements/address/validateAddressState.ts'
import { type AddressState } from '../../../../core/elements/address/AddressState.ts'
import { change, consumerAddress, details, frAddress, run, shipping, usAddress, whiteHouse } from './helpers.ts'
import { loadPhoneRules } from '../../../../core/elements/address/phoneRules.ts'

// The element loads the phone rules as soon as a phone field shows; these tests do so up front.
beforeAll(() => loadPhoneRules())

const typed = (state: AddressState, patch: Parameters<typeof change>[0]) => reduceAddress(state, change(patch))
const withSaved = (state: AddressState, addresses: ReadonlyArray<ReturnType<typeof consumerAddress>>, mode: 'consumer' | 'customer' = 'consumer') =>
  reduceAddress(state, { type: 'savedAddressesLoaded', mode, addresses })

describe('init', () => {
  it('starts an empty shipping form in the US, showing only the first fields while suggestions are on', () => {
    const state = shipping()
    expect(state).toMatchObject({ mode: 'shipping', view: 'details', showAllFields: false, syncAddress: false, selectedSavedAddressId: null })
    expect(state.values.country).toBe('US')
    expect(addressChange(state)).toMatchObject({ empty: true, complete: false, isNewAddress: true })
  })

  it('shows every field at once when autocomplete is disabled', () => {
    expect(shipping({ autocomplete: { mode: 'disabled' } }).showAllFields).toBe(true)
  })

  it('starts in the first allowed country when US is not allowed', () => {
    expect(shipping({ allowedCountries: ['FR', 'DE'] }).values.country).toBe('FR')
    expect(shipping({ allowedCountries: ['FR', 'US'] }).values.country).toBe('US')
  })

  it('selects the first allowed contact', () => {
    const state = shipping({
      allowedCountries: ['US'],
      contacts: [{ name: 'Jean', address: frAddress }, { name: 'Ada', phone: '+12025550123', address: usAddress }],
    })
    expect(state).toMatchObject({ view: 'saved', selectedSavedAddressId: 'merchant:contact_1' })
    expect(state.values).toMatchObject({ name: 'Ada', line1: '350 Fifth Avenue', city: 'New York', state: 'NY', country: 'US' })
    expect(state.savedAddresses.map((saved) => [saved.id, saved.eligible])).toEqual([['merchant:contact_0', false], ['merchant:contact_1', true]])
    expect(addressChange(state)).toMatchObject({ complete: true, isNewAddress: false })
  })

  it('fills the default values when no contact is allowed', () => {
    const state = shipping({
      blockPoBox: true,
      contacts: [{ name: 'Box', address: { ...usAddress, line1: 'PO Box 42' } }],
      defaultValues: { name: 'Grace Hopper', address: usAddress },
    })
    expect(state).toMatchObject({ view: 'details', selectedSavedAddressId: null, showAllFields: true })
    expect(state.values).toMatchObject({ name: 'Grace Hopper', line1: '350 Fifth Avenue', postal_code: '10118' })
  })

  it('builds the full name from default first and last names', () => {
    const state = shipping({ display: { name: 'split' }, defaultValues: { firstName: ' Grace ', lastName: 'Hopper', address: usAddress } })
    expect(state.values).toMatchObject({ firstName: ' Grace ', lastName: 'Hopper', name: 'Grace Hopper' })
  })

  it('copies the linked address when there is nothing else, keeping it synced', () => {
    const linkedAddress = { name: 'Ada', address: usAddress }
    const state = initAddress({ mode: 'billing' }, { linkedAddress })
    expect(state.syncAddress).toBe(true)
    expect(state.values).toMatchObject({ name: 'Ada', line1: '350 Fifth Avenue', country: 'US' })
    expect(initAddress({ mode: 'billing', defaultValues: { name: 'Grace' } }, { linkedAddress }).syncAddress).toBe(false)
  })

  it('as an action, starts again from new options, keeping the wallet addresses judged under them', () => {
    const loaded = withSaved(shipping(), [consumerAddress('a')])
    const again = reduceAddress(loaded, { type: 'init', options: { mode: 'shipping', allowedCountries: ['FR'] } })
    expect(again.savedAddresses).toMatchObject([{ id: 'consumer:a', eligible: false }])
    expect(again.values.country).toBe('FR')
    expect(again.view).toBe('details')
  })

  it('as an action, keeps its options when the new ones are refused by the merchant checks', () => {
    const state = shipping({ allowedCountries: ['FR'] })
    const again = reduceAddress(state, { type: 'init', options: { mode: 'nowhere' } as never })
    expect(again.options).toBe(state.options)
  })
})

describe('field change', () => {
  it('clears the city, the state, the postal code and the sublocality when the country changes', () => {
    const filled = typed(typed(shipping(), { country: 'BR' }), { line1: 'Avenida Paulista, 1578', sublocality: 'Bela Vista', city: 'São Paulo', state: 'SP', postal_code: '01310-200' })
    const moved = typed(filled, { country: 'PT' })
    expect(moved.values).toMatchObject({ country: 'PT', line1: 'Avenida Paulista, 1578', sublocality: '', city: '', state: '', postal_code: '' })
  })

  it('keeps them when the country stays, and ignores codes it does not know', () => {
    const filled = typed(shipping(), whiteHouse)
    expect(typed(filled, { country: 'us' }).values).toEqual(filled.values)
    expect(typed(filled, { country: 'Narnia' }).values).toEqual(filled.values)
    expect(typed(filled, { country: 'ta' }).values.country).toBe('SH')
  })

  it('takes the new city when it comes with the new country (an autofill)', () => {
    const moved = typed(typed(shipping(), whiteHouse), { country: 'GB', city: 'London', postal_code: 'SW1A 1AA' })
    expect(moved.values).toMatchObject({ country: 'GB', city: 'London', postal_code: 'SW1A 1AA', state: '' })
  })

  it('makes the phone country follow the country while the phone is empty', () => {
    const state = shipping({ fields: { phone: 'always' } })
    expect(typed(state, { country: 'FR' }).values.phoneCountry).toBe('FR')
    expect(typed(typed(state, { phone: '202 555 0123' }), { country: 'FR' }).values.phoneCountry).toBe('US')
  })

  it('recomputes the full name from the first and last names', () => {
    const state = shipping({ display: { name: 'split' } })
    expect(typed(state, { firstName: 'Ada' }).values.name).toBe('Ada')
    expect(typed(typed(state, { firstName: 'Ada' }), { lastName: ' Lovelace ' }).values.name).toBe('Ada Lovelace')
    expect(typed(typed(state, { firstName: 'Ada', lastName: 'Lovelace' }), { firstName: '' }).values.name).toBe('Lovelace')
  })

  it('sets the name from the organization name', () => {
    const state = typed(shipping({ display: { name: 'organization' } }), { organizationName: 'Analytical Engines Ltd' })
    expect(state.values.name).toBe('Analytical Engines Ltd')
    expect(addressChange(state).value.name).toBe('Analytical Engines Ltd')
  })

  it('ignores fields the form does not have', () => {
    const state = shipping()
    expect(typed(state, { firstName: 'Ada', phone: '123', sublocality: 'Downtown' }).values).toEqual(state.values)
    expect(typed(typed(state, { country: 'BR' }), { sublocality: 'Bela Vista' }).values.sublocality).toBe('Bela Vista')
  })

  it('turns a typed or autofilled state name into the subdivision key', () => {
    const state = reduceAddress(shipping(), change({ state: 'california' }, 'autofill'), { countryDetails: details.US })
    expect(state.values.state).toBe('CA')
    expect(reduceAddress(shipping(), change({ state: 'US-NY' }), { countryDetails: details.US }).values.state).toBe('NY')
    expect(reduceAddress(shipping(), change({ state: 'Atlantis' }), { countryDetails: details.US }).values.state).toBe('Atlantis')
  })

  it('records autofilled fields until the shopper types in them', () => {
    const autofilled = reduceAddress(shipping(), change({ line1: '1 Main Street', city: 'Springfield' }, 'autofill'))
    expect(autofilled.autofilledFields).toEqual(['line1', 'city'])
    expect(autofilled.autofillUsed).toBe(true)
    expect(typed(autofilled, { city: 'Shelbyville' }).autofilledFields).toEqual(['line1'])
  })

  it('toggles billing-same-as-shipping only when there is a linked address', () => {
    const linkedAddress = { name: 'Ada', address: usAddress }
    const billing = initAddress({ mode: 'billing', defaultValues: { name: 'Grace' } }, { linkedAddress })
    const synced = reduceAddress(billing, change({ syncAddress: true }), { linkedAddress })
    expect(synced).toMatchObject({ syncAddress: true, values: { name: 'Ada', line1: '350 Fifth Avenue' } })
    expect(reduceAddress(billing, change({ syncAddress: true })).syncAddress).toBe(false)
    const unsynced = reduceAddress(synced, change({ syncAddress: false }), { linkedAddress })
    expect(unsynced).toMatchObject({ syncAddress: false, values: { name: 'Ada', line1: '350 Fifth Avenue' } })
  })

  it('only lets the phone be typed while the address is synced', () => {
    const linkedAddress = { name: 'Ada', address: usAddress }
    const billing = initAddress({ mode: 'billing', fields: { phone: 'always' } }, { linkedAddress })
    const next = run(billing, [change({ line1: 'Elsewhere', phone: '202 555 0123' })], { linkedAddress })
    expect(next.values).toMatchObject({ line1: '350 Fifth Avenue', phone: '202 555 0123' })
  })
})

describe('focus, blur, autofill used, show all fields, fill phone, reset', () => {
  it('tracks the focused field; leaving it marks it touched only once the shopper changed it', () => {
    const focused = reduceAddress(shipping(), { type: 'focus', field: 'name' })
    expect(focused.focusedField).toBe('name')
    const left = reduceAddress(focused, { type: 'blur', field: 'name' })
    expect(left).toMatchObject({ focusedField: null, edited: [], touched: [] })
    expect(reduceAddress(left, { type: 'focus', field: 'firstName' }).focusedField).toBeNull()
    // Typed, then cleared: the field was changed, so leaving it may show that it is required.
    const cleared = run(focused, [change({ name: 'Ada' }), change({ name: '' }), { type: 'blur', field: 'name' }])
    expect(cleared).toMatchObject({ focusedField: null, edited: ['name'], touched: ['name'] })
  })

  it('shows every field and records what the autofill filled', () => {
    const state = reduceAddress(shipping(), { type: 'autofillUsed', fields: ['line1', 'city', 'firstName'] })
    expect(state).toMatchObject({ showAllFields: true, autofillUsed: true, autofilledFields: ['line1', 'city'] })
  })

  it('shows every field on request', () => {
    expect(reduceAddress(shipping(), { type: 'showAllFields' }).showAllFields).toBe(true)
  })

  it('fills an empty phone, never a typed one, and only where the phone is shown', () => {
    const state = shipping({ fields: { phone: 'always' } })
    expect(reduceAddress(state, { type: 'fillPhone', phone: '+33 1 23 45 67 89', phoneCountry: 'FR' }).values).toMatchObject({ phone: '+33 1 23 45 67 89', phoneCountry: 'FR' })
    expect(reduceAddress(typed(state, { phone: '202' }), { type: 'fillPhone', phone: '+33 1' }).values.phone).toBe('202')
    expect(reduceAddress(shipping(), { type: 'fillPhone', phone: '+33 1' }).values.phone).toBe('')
  })

  it('resets to an empty form, keeping the saved addresses', () => {
    const state = run(withSaved(shipping(), [consumerAddress('a')]), [{ type: 'addSavedAddress' }, change(whiteHouse), { type: 'blur', field: 'name' }, { type: 'reset' }])
    expect(state).toMatchObject({ view: 'details', touched: [], selectedSavedAddressId: null, showAllFields: false })
    expect(state.values).toMatchObject({ name: '', line1: '', country: 'US' })
    expect(state.savedAddresses).toHaveLength(1)
  })
})

describe('saved addresses', () => {
  it('selects the wallet default address when the form is untouched', () => {
    const state = withSaved(shipping(), [consumerAddress('a'), consumerAddress('b', {}, true)])
    expect(state).toMatchObject({ view: 'saved', selectedSavedAddressId: 'consumer:b' })
    expect(state.values).toMatchObject({ name: 'Shopper b', line1: '233 South Wacker Drive', city: 'Chicago', state: 'IL', country: 'US' })
  })

  it('skips addresses the element cannot use, and those without an id', () => {
    const state = withSaved(shipping({ allowedCountries: ['US'] }), [
      consumerAddress('fr', { country_code: 'FR' }, true), { id: '', address: {} } as never, consumerAddress('us'),
    ])
    expect(state.savedAddresses.map((saved) => [saved.id, saved.eligible])).toEqual([['consumer:fr', false], ['consumer:us', true]])
    expect(state.selectedSavedAddressId).toBe('consumer:us')
    expect(reduceAddress(state, { type: 'selectSavedAddress', id: 'consumer:fr' }).selectedSavedAddressId).toBe('consumer:us')
  })

  it('leaves a form the shopper has started alone', () => {
    const state = withSaved(typed(shipping(), { line1: '1 Main' }), [consumerAddress('a', {}, true)])
    expect(state).toMatchObject({ view: 'details', selectedSavedAddressId: null })
    expect(state.values.line1).toBe('1 Main')
  })

  it('only offers addresses listed while the shopper may be on the form (offerOnly), untouched or not', () => {
    const state = reduceAddress(shipping(), { type: 'savedAddressesLoaded', mode: 'consumer', addresses: [consumerAddress('a', {}, true)], offerOnly: true })
    expect(state).toMatchObject({ view: 'details', selectedSavedAddressId: null, values: { name: '', line1: '' } })
    expect(state.savedAddresses.map((saved) => saved.id)).toEqual(['consumer:a'])
  })

  it('lists, adds and selects', () => {
    const loaded = withSaved(shipping(), [consumerAddress('a'), consumerAddress('b')])
    const added = reduceAddress(loaded, { type: 'addSavedAddress' })
    expect(added).toMatchObject({ view: 'details', selectedSavedAddressId: null })
    expect(added.values.line1).toBe('')
    expect(addressChange(added).isNewAddress).toBe(true)
    expect(reduceAddress(added, { type: 'listSavedAddresses' }).view).toBe('saved')
    const picked = reduceAddress(loaded, { type: 'selectSavedAddress', id: 'consumer:b' })
    expect(picked).toMatchObject({ view: 'saved', selectedSavedAddressId: 'consumer:b', values: { name: 'Shopper b' } })
    expect(reduceAddress(shipping(), { type: 'listSavedAddresses' }).view).toBe('details')
  })

  it('opens a saved address for editing; confirm waits until it is saved or cancelled', () => {
    const editing = run(withSaved(shipping(), [consumerAddress('a')]), [{ type: 'updateSavedAddress', id: 'consumer:a' }, change({ line2: 'Suite 100' })])
    expect(editing).toMatchObject({ view: 'details', editingSavedAddressId: 'consumer:a', selectedSavedAddressId: 'consumer:a', showAllFields: true })
    expect(addressChange(editing)).toMatchObject({ complete: false, isNewAddress: false })
    expect(validateAddressState(editing).formError).toEqual({ code: 'invalid_address_view.update' })
  })

  describe('the update view: Save and Cancel', () => {
    const contacts = [{ name: 'Ada', address: usAddress }, { name: 'Grace', address: { ...usAddress, line1: '1 Main Street', postal_code: '10001' } }]
    const listed = shipping({ contacts })
    const editingGrace = run(listed, [{ type: 'updateSavedAddress', id: 'merchant:contact_1' }, change({ line2: 'Apt 4' })])

    it('saves an edited contact at once: it replaces the saved one, is selected, and the list shows again', () => {
      const saved = reduceAddress(editingGrace, { type: 'saveSavedAddress' })
      expect(saved).toMatchObject({ view: 'saved', selectedSavedAddressId: 'merchant:contact_1', editingSavedAddressId: null, beforeEdit: null, pending: null, formError: null })
      expect(saved.savedAddresses.map((entry) => entry.id)).toEqual(['merchant:contact_0', 'merchant:contact_1'])
      expect(saved.savedAddresses[1]?.value).toMatchObject({ name: 'Grace', address: { line1: '1 Main Street', line2: 'Apt 4', postal_code: '10001' } })
      expect(saved.savedAddresses[0]?.value).toEqual({ name: 'Ada', address: usAddress })
      expect(addressChange(saved)).toMatchObject({ complete: true, isNewAddress: false, value: { name: 'Grace', address: { line2: 'Apt 4' } } })
      expect(validateAddressState(saved).formError).toBeNull()
    })

    it('refuses to save an edit that fails the checks: its errors show and the edit stays open', () => {
      const broken = run(editingGrace, [change({ postal_code: '1', city: '' }), { type: 'saveSavedAddress' }])
      expect(broken).toMatchObject({ view: 'details', editingSavedAddressId: 'merchant:contact_1', submitted: true, pending: null })
      expect(broken.savedAddresses).toEqual(listed.savedAddresses)
      const fixed = run(broken, [change({ postal_code: '10001', city: 'New York' }), { type: 'saveSavedAddress' }])
      expect(fixed).toMatchObject({ view: 'saved', selectedSavedAddressId: 'merchant:contact_1', editingSavedAddressId: null })
    })

    it('refuses an edit into a country the element does not allow, or into a PO box it blocks', () => {
      const strict = shipping({ contacts, allowedCountries: ['US'], blockPoBox: true })
      const abroad = run(strict, [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }, change({ country: 'FR' }), change({ city: 'Paris', postal_code: '75007' }), { type: 'saveSavedAddress' }])
      expect(abroad).toMatchObject({ view: 'details', editingSavedAddressId: 'merchant:contact_0' })
      const box = run(strict, [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }, change({ line1: 'PO Box 12' }), { type: 'saveSavedAddress' }])
      expect(box).toMatchObject({ view: 'details', editingSavedAddressId: 'merchant:contact_0' })
    })

    it('cancels back to the list exactly as it was before the edit', () => {
      expect(reduceAddress(editingGrace, { type: 'listSavedAddresses' })).toEqual(listed)
      // Editing a second address from the first's edit: Cancel still goes back to the list before both.
      const twice = run(editingGrace, [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }, change({ name: 'Ada L.' }), { type: 'listSavedAddresses' }])
      expect(twice).toEqual(listed)
    })

    it('cancels back to a list with nothing selected, keeping the address the shopper had typed', () => {
      const typedThenListed = run(listed, [{ type: 'addSavedAddress' }, change({ name: 'New', line1: '5 Elm Street' }), { type: 'listSavedAddresses' }])
      expect(typedThenListed).toMatchObject({ view: 'saved', selectedSavedAddressId: null })
      const cancelled = run(typedThenListed, [{ type: 'updateSavedAddress', id: 'merchant:contact_0' }, change({ city: 'Boston' }), { type: 'listSavedAddresses' }])
      expect(cancelled).toMatchObject({ view: 'saved', selectedSavedAddressId: null, editingSavedAddressId: null, beforeEdit: null, values: { name: 'New', line1: '5 Elm Street', city: '' } })
      expect(cancelled.savedAddresses).toEqual(listed.savedAddresses)
    })

    it('clears the unsaved-edit error when the edit is saved or cancelled', () => {
      const refused = validateAddressState(editingGrace)
      expect(refused.formError).toEqual({ code: 'invalid_address_view.update' })
      expect(reduceAddress(refused, { type: 'saveSavedAddress' }).formError).toBeNull()
      expect(reduceAddress(refused, { type: 'listSavedAddresses' }).formError).toBeNull()
    })

    it('ignores Save outside the update view', () => {
      expect(reduceAddress(listed, { type: 'saveSavedAddress' })).toEqual(listed)
      const typing = typed(shipping(), whiteHouse)
      expect(reduceAddress(typing, { type: 'saveSavedAddress' })).toEqual(typing)
    })
  })

  it("saves a wallet's address through its call: pending on Save, then success with the id it gave", () => {
    const editing = run(withSaved(shipping(), [consumerAddress('a')]), [{ type: 'updateSavedAddress', id: 'consumer:a' }, change({ line2: 'Suite 100' })])
    const pending = reduceAddress(editing, { type: 'saveSavedAddress' })
    expect(pending).toMatchObject({ pending: { kind: 'update', id: 'consumer:a' }, view: 'details', editingSavedAddressId: 'consumer:a' })
    expect(typed(pending, { line2: 'ignored' }).values.line2).toBe('Suite 100')
    expect(reduceAddress(pending, { type: 'listSavedAddresses' })).toEqual(pending)
    expect(reduceAddress(pending, { type: 'saveSavedAddress' })).toEqual(pending)
    const saved = reduceAddress(pending, { type: 'updateBillingDetailsSuccess', id: 'a2' })
    expect(saved).toMatchObject({ view: 'saved', pending: null, editingSavedAddressId: null, selectedSavedAddressId: 'consumer:a2' })
    expect(saved.savedAddresses[0]).toMatchObject({ id: 'consumer:a2', sourceId: 'a2', value: { address: { line2: 'Suite 100' } } })
    expect(addressChange(saved)).toMatchObject({ complete: true, isNewAddress: false })
    expect(reduceAddress(pending, { type: 'updateBillingDetailsSuccess' }).selectedSavedAddressId).toBe('consumer:a')
  })

  it('asks before removing, and cancels back to the list', () => {
    const loaded = withSaved(shipping({ contacts: [{ name: 'Ada', address: usAddress }] }), [consumerAddress('a')])
    const asking = reduceAddress(loaded, { type: 'askToRemoveSavedAddress', id: 'consumer:a' })
    expect(asking).toMatchObject({ view: 'remove', removingSavedAddressId: 'consumer:a' })
    expect(reduceAddress(asking, { type: 'cancelRemoveSavedAddress' })).toMatchObject({ view: 'saved', removingSavedAddressId: null })
    expect(reduceAddress(loaded, { type: 'askToRemoveSavedAddress', id: 'merchant:contact_0' }).view).toBe('saved')
  })

  it('moves the selection to another usable saved address when the selected one is removed', () => {
    const loaded = withSaved(shipping({ allowedCountries: ['US'] }), [consumerAddress('a', {}, true), consumerAddress('fr', { country_code: 'FR' }), consumerAddress('b'), consumerAddress('c', {}, true)])
    expect(loaded.selectedSavedAddressId).toBe('consumer:a')
    const removed = run(loaded, [{ type: 'askToRemoveSavedAddress', id: 'consumer:a' }, { type: 'removeSavedAddress', id: 'consumer:a' }, { type: 'savedAddressRemoved', id: 'consumer:a' }])
    expect(removed).toMatchObject({ view: 'saved', selectedSavedAddressId: 'consumer:c', removingSavedAddressId: null, pending: null })
    expect(removed.values.name).toBe('Shopper c')
  })

  it('moves it to the first allowed contact when no other saved address is usable', () => {
    const contacts = [{ name: 'Ada', address: usAddress }]
    const loaded = reduceAddress(withSaved(shipping({ contacts }), [consumerAddress('a')]), { type: 'selectSavedAddress', id: 'consumer:a' })
    const removed = run(loaded, [{ type: 'removeSavedAddress', id: 'consumer:a' }, { type: 'savedAddressRemoved', id: 'consumer:a' }])
    expect(removed).toMatchObject({ view: 'saved', selectedSavedAddressId: 'merchant:contact_0', values: { name: 'Ada' } })
  })

  it('opens an empty form when nothing is left to select', () => {
    const removed = run(withSaved(shipping(), [consumerAddress('a')]), [{ type: 'removeSavedAddress', id: 'consumer:a' }, { type: 'savedAddressRemoved', id: 'consumer:a' }])
    expect(removed).toMatchObject({ view: 'details', selectedSavedAddressId: null, savedAddresses: [] })
  })

  it('keeps the selection when another address is removed, and never removes a contact', () => {
    const loaded = withSaved(shipping(), [consumerAddress('a', {}, true), consumerAddress('b')])
    const removed = run(loaded, [{ type: 'askToRemoveSavedAddress', id: 'consumer:b' }, { type: 'removeSavedAddress', id: 'consumer:b' }, { type: 'savedAddressRemoved', id: 'consumer:b' }])
    expect(removed).toMatchObject({ view: 'saved', selectedSavedAddressId: 'consumer:a' })
    expect(removed.savedAddresses.map((saved) => saved.id)).toEqual(['consumer:a'])
    const withContact = shipping({ contacts: [{ name: 'Ada', address: usAddress }] })
    expect(reduceAddress(withContact, { type: 'removeSavedAddress', id: 'merchant:contact_0' })).toEqual(withContact)
  })

  it("waits for the owner to remove an address: the question stays, busy, until the answer; a failure keeps the address and says so", () => {
    const loaded = withSaved(shipping(), [consumerAddress('a', {}, true), consumerAddress('b')])
    const asking = run(loaded, [{ type: 'askToRemoveSavedAddress', id: 'consumer:b' }, { type: 'removeSavedAddress', id: 'consumer:b' }])
    expect(asking).toMatchObject({ view: 'remove', removingSavedAddressId: 'consumer:b', pending: { kind: 'remove', id: 'consumer:b' } })
    // Nothing else happens meanwhile, and an answer about another address is not this one's.
    for (const action of [{ type: 'cancelRemoveSavedAddress' }, { type: 'selectSavedAddress', id: 'consumer:a' }, { type: 'removeSavedAddress', id: 'consumer:a' }, { type: 'savedAddressRemoved', id: 'consumer:a' }] as const) {
      expect(reduceAddress(asking, action)).toEqual(asking)
    }
    const failed = reduceAddress(asking, { type: 'savedAddressCallFailed' })
    expect(failed).toMatchObject({ view: 'remove', pending: null, formError: { code: 'remove_failed' } })
    expect(failed.savedAddresses).toEqual(loaded.savedAddresses)
    expect(reduceAddress(failed, { type: 'cancelRemoveSavedAddress' })).toMatchObject({ view: 'saved', removingSavedAddressId: null })
  })

  it("makes a wallet's address the default once the owner says so: the only default of that owner", () => {
    const contacts = [{ name: 'Ada', address: usAddress }]
    const loaded = withSaved(shipping({ contacts }), [consumerAddress('a', {}, true), consumerAddress('b')])
    const asked = reduceAddress(loaded, { type: 'makeDefaultSavedAddress', id: 'consumer:b' })
    expect(asked.pending).toEqual({ kind: 'makeDefault', id: 'consumer:b' })
    expect(reduceAddress(asked, { type: 'savedAddressMadeDefault', id: 'consumer:a' })).toEqual(asked)
    const made = reduceAddress(asked, { type: 'savedAddressMadeDefault', id: 'consumer:b' })
    expect(made.pending).toBeNull()
    expect(made.savedAddresses.map((saved) => [saved.id, saved.isDefault])).toEqual([['merchant:contact_0', false], ['consumer:a', false], ['consumer:b', true]])
    expect(made.selectedSavedAddressId).toBe(loaded.selectedSavedAddressId)
    // Not the default already, not a merchant's contact; a failure says so.
    expect(reduceAddress(loaded, { type: 'makeDefaultSavedAddress', id: 'consumer:a' })).toEqual(loaded)
    expect(reduceAddress(loaded, { type: 'makeDefaultSavedAddress', id: 'merchant:contact_0' })).toEqual(loaded)
    expect(reduceAddress(asked, { type: 'savedAddressCallFailed' })).toMatchObject({ pending: null, formError: { code: 'default_failed' } })
  })

  it('saves a typed address to the wallet: only one that passes the checks; once saved it joins the list, selected', () => {
    const loaded = withSaved(shipping(), [consumerAddress('a', {}, true)])
    const typing = run(loaded, [{ type: 'addSavedAddress' }, change({ name: 'Ada Lovelace', line1: '1600 Pennsylvania Avenue NW' })])
    expect(reduceAddress(typing, { type: 'saveNewAddress' })).toMatchObject({ submitted: true, pending: null })
    const complete = typed(typing, whiteHouse)
    const asked = reduceAddress(complete, { type: 'saveNewAddress' })
    expect(asked).toMatchObject({ view: 'details', pending: { kind: 'add' } })
    expect(typed(asked, { line2: 'ignored' }).values.line2).toBe('')
    const saved = { id: 'new', is_default: false, address: { name: 'Ada Lovelace', line_1: '1600 Pennsylvania Avenue NW', locality: 'Washington', administrative_area: 'DC', postal_code: '20500', country_code: 'US' } }
    const added = reduceAddress(asked, { type: 'savedAddressAdded', mode: 'consumer', address: saved })
    expect(added).toMatchObject({ view: 'saved', pending: null, selectedSavedAddressId: 'consumer:new' })
    expect(added.savedAddresses.map((entry) => entry.id)).toEqual(['consumer:a', 'consumer:new'])
    expect(addressChange(added)).toMatchObject({ complete: true, isNewAddress: false, value: { name: 'Ada Lovelace', address: { city: 'Washington' } } })
    // An answer nobody asked for changes nothing; a failure keeps what was typed and says so.
    expect(reduceAddress(complete, { type: 'savedAddressAdded', mode: 'consumer', address: saved })).toEqual(complete)
    expect(reduceAddress(asked, { type: 'savedAddressCallFailed' })).toMatchObject({ view: 'details', pending: null, formError: { code: 'update_failed' }, values: complete.values })
  })

  it('moves the selection when a new listing no longer has it', () => {
    const loaded = withSaved(shipping(), [consumerAddress('a', {}, true), consumerAddress('b')])
    expect(withSaved(loaded, [consumerAddress('b')]).selectedSavedAddressId).toBe('consumer:b')
  })
})

describe('confirm failures', () => {
  it('for the view: shows every error and every field', () => {
    const failed = reduceAddress(typed(shipping(), { name: 'Ada' }), { type: 'confirmFailedForView' })
    expect(failed).toMatchObject({ submitted: true, showAllFields: true })
  })

  it('for the intent: the named field shows the error until it changes', () => {
    const filled = typed(shipping(), whiteHouse)
    const failed = reduceAddress(filled, { type: 'confirmFailedForIntent', field: 'shipping[address][postal_code]', code: 'incorrect_zip', message: 'The ZIP code is wrong.' })
    expect(failed.intentError).toEqual({ field: 'postal_code', code: 'incorrect_zip', message: 'The ZIP code is wrong.' })
    expect(typed(failed, { city: 'Washington DC' }).intentError).not.toBeNull()
    expect(typed(failed, { postal_code: '20500' }).intentError).not.toBeNull()
    expect(typed(failed, { postal_code: '20501' }).intentError).toBeNull()
  })

  it('for the intent: opens a saved address in the form so the field can carry the error', () => {
    const loaded = withSaved(shipping(), [consumerAddress('a')])
    const failed = reduceAddress(loaded, { type: 'confirmFailedForIntent', field: 'postal_code', code: 'incorrect_zip' })
    expect(failed).toMatchObject({ view: 'details', selectedSavedAddressId: null, intentError: { field: 'postal_code', code: 'incorrect_zip' }, showAllFields: true })
    expect(failed.values.postal_code).toBe('60606')
  })

  it('for the intent: an error about no field of the form is the form error', () => {
    const failed = reduceAddress(shipping(), { type: 'confirmFailedForIntent', field: 'shipping[carrier]', code: 'invalid_carrier' })
    expect(failed).toMatchObject({ intentError: null, formError: { code: 'invalid_carrier' } })
  })

  it("for the intent: a card field's decline (cvc, exp_month) is not the address element's", () => {
    const filled = typed(shipping(), whiteHouse)
    for (const param of ['cvc', 'exp_month', 'number', 'payment_method_data[card][cvc]']) {
      expect(reduceAddress(filled, { type: 'confirmFailedForIntent', field: param, code: 'incorrect_cvc' })).toBe(filled)
    }
  })

  it("for the intent: another mode's section is not this element's", () => {
    const billing = typed(initAddress({ mode: 'billing' }), whiteHouse)
    expect(reduceAddress(billing, { type: 'confirmFailedForIntent', field: 'shipping[address][postal_code]', code: 'incorrect_zip' })).toBe(billing)
    const failed = reduceAddress(billing, { type: 'confirmFailedForIntent', field: 'payment_method_data[billing_details][address][postal_code]', code: 'incorrect_zip' })
    expect(failed.intentError).toEqual({ field: 'postal_code', code: 'incorrect_zip' })
    const shipped = typed(shipping(), whiteHouse)
    expect(reduceAddress(shipped, { type: 'confirmFailedForIntent', field: 'payment_method_data[billing_details][address][postal_code]', code: 'incorrect_zip' })).toBe(shipped)
  })

  it('clears the confirmation errors', () => {
    const failed = run(shipping(), [
      { type: 'confirmFailedForIntent', field: 'city', code: 'x' }, { type: 'confirmFailedForIntent', field: 'carrier', code: 'y' }, { type: 'clearConfirmationError' },
    ])
    expect(failed).toMatchObject({ intentError: null, formError: null })
  })
})

describe('parent visible and logout', () => {
  it('hidden: no focus and no open suggestions; shown again: copies the linked address anew', () => {
    const linked = { name: 'Ada', address: usAddress }
    const billing = initAddress({ mode: 'billing' }, { linkedAddress: linked })
    const hidden = run(billing, [{ type: 'focus', field: 'name' }, { type: 'parentVisible', visible: false }], { linkedAddress: linked })
    expect(hidden).toMatchObject({ parentVisible: false, focusedField: null })
    const moved = { name: 'Ada', address: { ...usAddress, line1: '1 Other Street' } }
    const shown = reduceAddress(hidden, { type: 'parentVisible', visible: true }, { linkedAddress: moved })
    expect(shown).toMatchObject({ parentVisible: true, values: { line1: '1 Other Street' } })
  })

  it('logout drops the wallet addresses and returns to the first allowed contact', () => {
    const contacts = [{ name: 'Ada', address: usAddress }]
    const loaded = run(shipping({ contacts }), [
      { type: 'savedAddressesLoaded', mode: 'consumer', addresses: [consumerAddress('a')] },
      { type: 'savedAddressesLoaded', mode: 'customer', addresses: [consumerAddress('c')] },
      { type: 'selectSavedAddress', id: 'consumer:a' },
    ])
    const out = reduceAddress(loaded, { type: 'logoutSuccess' })
    expect(out).toMatchObject({ view: 'saved', selectedSavedAddressId: 'merchant:contact_0' })
    expect(out.savedAddresses.map((saved) => saved.id)).toEqual(['merchant:contact_0', 'customer:c'])
  })

  it('logout without contacts resets to an empty form', () => {
    const out = reduceAddress(withSaved(shipping(), [consumerAddress('a')]), { type: 'logoutSuccess' })
    expect(out).toMatchObject({ view: 'details', savedAddresses: [], values: { name: '', line1: '' } })
  })
})

describe('autocomplete and show-all-fields', () => {
  const suggestions = [{ id: 'addr_us_white_house', description: 'The White House' }, { id: 'addr_us_capitol', description: 'United States Capitol' }]
  const typing = run(shipping(), [{ type: 'focus', field: 'line1' }, change({ line1: '1600' })])

  it('looks up street-line text above 2 characters, typed or pasted, never autofilled', () => {
    expect(typing.autocomplete).toMatchObject({ status: 'fetching', query: '1600' })
    expect(typed(shipping(), { line1: '16' }).autocomplete.status).toBe('idle')
    expect(reduceAddress(shipping(), change({ line1: '1600 Penn' }, 'paste')).autocomplete.status).toBe('fetching')
    expect(reduceAddress(shipping(), change({ line1: '1600 Penn' }, 'autofill')).autocomplete.status).toBe('idle')
    expect(typed(shipping({ autocomplete: { mode: 'disabled' } }), { line1: '1600' }).autocomplete.status).toBe('idle')
  })

  it('waits for suggestions before showing every field', () => {
    expect(typing.showAllFields).toBe(false)
    const shown = reduceAddress(typing, { type: 'autocompleteSuggestions', query: '1600', suggestions })
    expect(shown).toMatchObject({ showAllFields: false, autocomplete: { status: 'ready', suggestions } })
  })

  it('shows every field when the lookup finds nothing, fails or is left', () => {
    expect(reduceAddress(typing, { type: 'autocompleteSuggestions', query: '1600', suggestions: [] }).showAllFields).toBe(true)
    expect(reduceAddress(typing, { type: 'autocompleteReset' }).showAllFields).toBe(true)
    const shown = reduceAddress(typing, { type: 'autocompleteSuggestions', query: '1600', suggestions })
    expect(reduceAddress(shown, { type: 'blur', field: 'line1' }).showAllFields).toBe(true)
  })

  it('keeps the dropdown open while the pointer is in it, even as the input loses focus', () => {
    const shown = run(typing, [{ type: 'autocompleteSuggestions', query: '1600', suggestions }, { type: 'autocompleteMouseInside', inside: true }, { type: 'autocompleteInputFocus', focused: false }])
    expect(shown).toMatchObject({ focusedField: null, showAllFields: false, autocomplete: { mouseInside: true } })
  })

  it('never shows every field for the name alone', () => {
    expect(typed(shipping(), { name: 'Ada Lovelace' }).showAllFields).toBe(false)
  })

  it('drops suggestions for text the shopper has since changed', () => {
    const later = typed(typing, { line1: '1600 P' })
    expect(reduceAddress(later, { type: 'autocompleteSuggestions', query: '1600', suggestions }).autocomplete).toMatchObject({ status: 'fetching', query: '1600 P', suggestions: [] })
  })

  it('moves the highlight within the suggestions', () => {
    const shown = reduceAddress(typing, { type: 'autocompleteSuggestions', query: '1600', suggestions })
    expect(reduceAddress(shown, { type: 'autocompleteSelectedIndex', index: 1 }).autocomplete.selectedIndex).toBe(1)
    expect(reduceAddress(shown, { type: 'autocompleteSelectedIndex', index: 7 }).autocomplete.selectedIndex).toBe(1)
    expect(reduceAddress(shown, { type: 'autocompleteSelectedIndex', index: -4 }).autocomplete.selectedIndex).toBe(-1)
  })

  it('fills the lines, locality, state and postal code from a picked suggestion and shows every field', () => {
    const picked = run(typing, [
      { type: 'autocompleteSuggestions', query: '1600', suggestions },
      { type: 'autocompleteSuggestionSelected', id: 'addr_us_white_house' },
    ])
    expect(picked.autocomplete).toMatchObject({ status: 'retrieving', pendingId: 'addr_us_white_house', suggestions: [] })
    expect(picked.showAllFields).toBe(false)
    const filled = reduceAddress(picked, {
      type: 'autocompleteDetailsRetrieved',
      id: 'addr_us_white_house',
      details: { line1: '1600 Pennsylvania Avenue NW', city: 'Washington', state: 'District of Columbia', postal_code: '20500', country: 'US' },
    }, { countryDetails: details.US })
    expect(filled.values).toMatchObject({ line1: '1600 Pennsylvania Avenue NW', line2: '', city: 'Washington', state: 'DC', postal_code: '20500' })
    expect(filled).toMatchObject({ showAllFields: true, autocomplete: { status: 'idle', query: '1600 Pennsylvania Avenue NW' } })
  })

  it('ignores details of a suggestion that was not picked, and picks of suggestions not shown', () => {
    const shown = reduceAddress(typing, { type: 'autocompleteSuggestions', query: '1600', suggestions })
    expect(reduceAddress(shown, { type: 'autocompleteSuggestionSelected', id: 'addr_elsewhere' }).autocomplete.status).toBe('ready')
    const picked = reduceAddress(shown, { type: 'autocompleteSuggestionSelected', id: 'addr_us_capitol' })
    expect(reduceAddress(picked, { type: 'autocompleteDetailsRetrieved', id: 'addr_us_white_house', details: { line1: 'x' } }).values.line1).toBe('1600')
  })

  it('records where the input is, refusing locations that are not numbers', () => {
    const location = { top: 10, left: 20, width: 300, height: 40 }
    const placed = reduceAddress(shipping(), { type: 'autocompleteInputLocation', location })
    expect(placed.autocomplete.inputLocation).toEqual(location)
    expect(reduceAddress(placed, { type: 'autocompleteInputLocation', location: { ...location, top: Number.NaN } }).autocomplete.inputLocation).toEqual(location)
  })

  it('input focus is the street line taking and losing focus', () => {
    const focused = reduceAddress(shipping(), { type: 'autocompleteInputFocus', focused: true })
    expect(focused.focusedField).toBe('line1')
    expect(reduceAddress(focused, { type: 'autocompleteInputFocus', focused: false })).toMatchObject({ focusedField: null, touched: [] })
    const typedIn = reduceAddress(focused, change({ line1: '1 Main' }))
    expect(reduceAddress(typedIn, { type: 'autocompleteInputFocus', focused: false })).toMatchObject({ focusedField: null, touched: ['line1'] })
  })
})
