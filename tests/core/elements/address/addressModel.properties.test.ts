import { describe, expect, it, beforeAll } from 'vitest'
import fc from 'fast-check'
import { addressChange } from '../../../../core/elements/address/addressChange.ts'
import { addressErrors, validateAddressState } from '../../../../core/elements/address/validateAddressState.ts'
import { addressFields, type AddressContext, type AddressState } from '../../../../core/elements/address/AddressState.ts'
import { addressView } from '../../../../core/elements/address/addressView.ts'
import { formFields } from '../../../../core/elements/address/addressLayout.ts'
import { initAddress, reduceAddress } from '../../../../core/elements/address/addressModel.ts'
import { type AddressAction, type AddressPatch } from '../../../../core/elements/address/AddressAction.ts'
import { countryCodes } from '../../../../core/generated/address/countryCodes.generated.ts'
import type { AddressElementOptions } from '../../../../core/validation/options/addressElement.ts'
import { addressElement } from '../../../../core/elements/address/addressElement.tsx'
import { locales } from '../../../../core/generated/locales/index.generated.ts'
import { catalogs, contextIn, details, en, frAddress, reportedCodes, usAddress } from './helpers.ts'
import { loadPhoneRules } from '../../../../core/elements/address/phoneRules.ts'

// The element loads the phone rules as soon as a phone field shows; these tests do so up front.
beforeAll(() => loadPhoneRules())

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', '  ', '1600 Pennsylvania', 'SW1A 1AA', '20500', 'PO Box 7', 'California', 'Tokyo', 'Ada', '+1 202 555 0123'),
)
const country = fc.oneof(fc.constantFrom(...countryCodes), fc.constantFrom('ac', 'ta', 'XX', '', 'usa'), fc.string({ maxLength: 3 }))
const field = fc.oneof(fc.constantFrom(...addressFields), fc.constantFrom('syncAddress', 'email', 'shipping[address][city]', 'billing_details[name]'))
const savedId = fc.constantFrom('consumer:a', 'consumer:b', 'customer:c', 'merchant:contact_0', 'merchant:contact_1', 'nope')
const suggestionId = fc.constantFrom('s1', 's2', 's3')

const patch: fc.Arbitrary<AddressPatch> = fc.record(
  {
    name: text, firstName: text, lastName: text, organizationName: text, country, line1: text, line2: text, sublocality: text,
    city: text, state: text, postal_code: text, phone: text, phoneCountry: country, syncAddress: fc.boolean(),
  },
  { requiredKeys: [] },
)

const listed = fc.array(
  fc.record({
    id: fc.constantFrom('a', 'b', 'c', ''),
    is_default: fc.boolean(),
    address: fc.record({ name: text, line_1: text, locality: text, administrative_area: text, postal_code: text, country_code: country }, { requiredKeys: [] }),
  }),
  { maxLength: 3 },
)

const options: fc.Arbitrary<AddressElementOptions> = fc.record(
  {
    mode: fc.constantFrom('shipping', 'billing'),
    allowedCountries: fc.subarray(['US', 'FR', 'JP', 'BR', 'GB', 'CA']),
    autocomplete: fc.record({ mode: fc.constantFrom('automatic', 'disabled') }),
    blockPoBox: fc.boolean(),
    contacts: fc.array(fc.record({ name: fc.constantFrom('Ada', 'Jean'), address: fc.constantFrom(usAddress, frAddress, { ...usAddress, line1: 'PO Box 7' }) }), { maxLength: 2 }),
    defaultValues: fc.record({ name: text, firstName: text, lastName: text, address: fc.constantFrom(usAddress, frAddress, { country: 'JP' }) }, { requiredKeys: [] }),
    display: fc.record({ name: fc.constantFrom('full', 'split', 'organization') }),
    fields: fc.record({ phone: fc.constantFrom('auto', 'always', 'never') }),
    validation: fc.record({ phone: fc.record({ required: fc.constantFrom('auto', 'always', 'never') }) }),
  },
  { requiredKeys: ['mode'] },
)

// Frame messages are not checked by the compiler: fields and ids outside the types are part of the input space.
const action = fc.oneof(
  fc.record({ type: fc.constant('change'), patch, source: fc.constantFrom('typed', 'paste', 'autofill') }),
  fc.record({ type: fc.constant('change'), patch }),
  fc.record({ type: fc.constantFrom('focus', 'blur'), field }),
  fc.record({ type: fc.constant('autofillUsed'), fields: fc.array(field, { maxLength: 4 }) }),
  fc.record({ type: fc.constantFrom(
    'showAllFields', 'reset', 'listSavedAddresses', 'addSavedAddress', 'saveSavedAddress', 'saveNewAddress', 'cancelRemoveSavedAddress', 'updateBillingDetailsPending', 'confirmFailedForView',
    'clearConfirmationError', 'logoutSuccess', 'autocompleteReset',
  ) }),
  fc.record({ type: fc.constant('init'), options }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('fillPhone'), phone: text, phoneCountry: country }, { requiredKeys: ['type', 'phone'] }),
  fc.record({ type: fc.constant('savedAddressesLoaded'), mode: fc.constantFrom('consumer', 'customer'), addresses: listed, offerOnly: fc.boolean() }, { requiredKeys: ['type', 'mode', 'addresses'] }),
  fc.record({ type: fc.constantFrom('selectSavedAddress', 'updateSavedAddress', 'askToRemoveSavedAddress', 'removeSavedAddress', 'makeDefaultSavedAddress', 'savedAddressRemoved', 'savedAddressMadeDefault'), id: savedId }),
  fc.record({ type: fc.constant('savedAddressAdded'), mode: fc.constantFrom('consumer', 'customer'), address: listed.map((addresses) => addresses[0] ?? {}) }),
  fc.record({ type: fc.constant('savedAddressCallFailed'), message: text }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('updateBillingDetailsSuccess'), id: fc.constantFrom('a', 'new') }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('updateBillingDetailsError'), message: text }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('confirmFailedForIntent'), field, code: fc.constantFrom('incorrect_zip', 'invalid_request'), message: text }, { requiredKeys: ['type', 'field', 'code'] }),
  fc.record({ type: fc.constant('parentVisible'), visible: fc.boolean() }),
  fc.record({ type: fc.constant('autocompleteFetching'), query: text }),
  fc.record({ type: fc.constant('autocompleteSuggestions'), query: text, suggestions: fc.array(fc.record({ id: suggestionId, description: text }), { maxLength: 3 }) }),
  fc.record({ type: fc.constant('autocompleteSelectedIndex'), index: fc.integer({ min: -3, max: 5 }) }),
  fc.record({ type: fc.constant('autocompleteSuggestionSelected'), id: suggestionId }),
  fc.record({
    type: fc.constant('autocompleteDetailsRetrieved'),
    id: suggestionId,
    details: fc.record({ line1: text, line2: text, city: text, state: text, postal_code: text, country }, { requiredKeys: [] }),
  }),
  fc.record({ type: fc.constant('autocompleteMouseInside'), inside: fc.boolean() }),
  fc.record({ type: fc.constant('autocompleteInputFocus'), focused: fc.boolean() }),
  fc.record({ type: fc.constant('autocompleteInputLocation'), location: fc.record({ top: fc.double(), left: fc.double(), width: fc.double(), height: fc.double() }) }),
) as fc.Arbitrary<AddressAction>

const context: fc.Arbitrary<AddressContext> = fc.record(
  { countryDetails: fc.constantFrom(details.US, details.JP, details.BR), linkedAddress: fc.constantFrom({ name: 'Ada', address: usAddress }, { address: frAddress }) },
  { requiredKeys: [] },
)

/** A context, a first state and the states a sequence of actions goes through. */
const journey = fc.tuple(options, context, fc.array(action, { maxLength: 25 })).map(([initial, ctx, actions]) => {
  const states: AddressState[] = [initAddress(initial, ctx)]
  for (const next of actions) states.push(reduceAddress(states.at(-1) as AddressState, next, ctx))
  return { ctx, actions, states }
})

const ids = (state: AddressState) => state.savedAddresses.map((saved) => saved.id)

const checkState = (state: AddressState, ctx: AddressContext): void => {
  expect(countryCodes).toContain(state.values.country)
  for (const name of addressFields) expect(typeof state.values[name]).toBe('string')
  const fields = formFields(state)
  for (const error of addressErrors(state)) expect(fields.has(error.field), `error on ${error.field}`).toBe(true)
  if (state.intentError !== null) expect(fields.has(state.intentError.field)).toBe(true)
  if (state.focusedField !== null) expect(fields.has(state.focusedField)).toBe(true)
  if (state.selectedSavedAddressId !== null) expect(ids(state)).toContain(state.selectedSavedAddressId)
  if (state.editingSavedAddressId !== null) {
    expect(ids(state)).toContain(state.editingSavedAddressId)
    expect(state.view).toBe('details')
  }
  expect(state.beforeEdit === null).toBe(state.editingSavedAddressId === null)
  // A call waits on the owner of an address that is listed: the edit open, the removal asked, ...
  if (state.pending?.kind === 'update') expect(state.editingSavedAddressId).toBe(state.pending.id)
  if (state.pending?.kind === 'add') expect(state).toMatchObject({ view: 'details', editingSavedAddressId: null })
  if (state.pending !== null && 'id' in state.pending) expect(ids(state)).toContain(state.pending.id)
  expect(state.view === 'remove').toBe(state.removingSavedAddressId !== null)
  if (state.removingSavedAddressId !== null) expect(ids(state)).toContain(state.removingSavedAddressId)
  if (state.view !== 'details') expect(state.savedAddresses.length).toBeGreaterThan(0)
  if (state.syncAddress) expect(ctx.linkedAddress).toBeDefined()
  expect(state.autocomplete.selectedIndex).toBeGreaterThanOrEqual(-1)
  expect(state.autocomplete.selectedIndex).toBeLessThan(Math.max(1, state.autocomplete.suggestions.length))
  const view = addressView(state, { ...ctx, catalog: en, locale: 'en' })
  expect(JSON.parse(JSON.stringify(view))).toEqual(view)
  for (const cell of view.rows.flat()) expect(fields.has(cell.field)).toBe(true)
}

describe('reduceAddress properties', () => {
  it('keeps the state valid through any sequence of actions: a known country, errors only on the form fields, references that exist', () => {
    fc.assert(fc.property(journey, ({ ctx, states }) => {
      for (const state of states) checkState(state, ctx)
      checkState(validateAddressState(states.at(-1) as AddressState), ctx)
    }), { numRuns: 300 })
  }, 30_000) // 300 journeys of up to dozens of actions: about 5 s alone, past vitest's 5 s default on a busy machine

  it('reports in the change event only known codes, each as a message of the shopper\'s catalog', () => {
    fc.assert(fc.property(journey, fc.constantFrom(...locales), ({ states }, locale) => {
      const context = contextIn(locale, states[0]!.options)
      for (const state of states) {
        const event = addressElement.model.change(state, context)
        expect(event.complete).toBe(event.error === undefined)
        if (event.error === undefined) continue
        expect(reportedCodes).toContain(event.error.code)
        expect(Object.values(catalogs[locale])).toContain(event.error.message)
      }
    }), { numRuns: 200 })
  })

  it('Save leaves the update view only for an address that passes the checks; Cancel always leaves it', () => {
    const edits = fc.tuple(journey, fc.nat(), fc.array(patch, { maxLength: 3 }))
    fc.assert(fc.property(edits, ([{ ctx, states }, pick, patches]) => {
      const before = states.at(-1) as AddressState
      fc.pre(before.savedAddresses.length > 0 && !before.pending)
      const id = ids(before)[pick % before.savedAddresses.length]!
      const editing = [{ type: 'updateSavedAddress', id } as const, ...patches.map((next) => ({ type: 'change', patch: next } as const))]
        .reduce((state: AddressState, next: AddressAction) => reduceAddress(state, next, ctx), before)
      expect(editing).toMatchObject({ view: 'details', editingSavedAddressId: id })
      const saved = reduceAddress(editing, { type: 'saveSavedAddress' }, ctx)
      if (addressErrors(editing).length > 0) expect(saved).toMatchObject({ view: 'details', editingSavedAddressId: id, submitted: true, savedAddresses: editing.savedAddresses })
      else if (saved.pending) expect(saved.editingSavedAddressId).toBe(id)
      else expect(saved).toMatchObject({ view: 'saved', editingSavedAddressId: null, selectedSavedAddressId: id })
      expect(reduceAddress(editing, { type: 'listSavedAddresses' }, ctx)).toMatchObject({ view: 'saved', editingSavedAddressId: null, beforeEdit: null, formError: null, savedAddresses: before.savedAddresses })
    }), { numRuns: 300 })
  })

  it('always clears the city, the state and the postal code when the country changes', () => {
    fc.assert(fc.property(journey, fc.constantFrom(...countryCodes), ({ ctx, states }, to) => {
      const before = states.at(-1) as AddressState
      fc.pre(before.view === 'details' && !before.pending && !before.syncAddress && to !== before.values.country)
      const after = reduceAddress(before, { type: 'change', patch: { country: to } }, ctx)
      expect(after.values).toMatchObject({ country: to, city: '', state: '', postal_code: '' })
    }), { numRuns: 200 })
  })

  it('keeps the full name equal to first + last after any name change in split mode', () => {
    const split = fc.tuple(fc.array(action, { maxLength: 10 }), text, text)
    fc.assert(fc.property(split, ([actions, first, last]) => {
      const start = initAddress({ mode: 'shipping', display: { name: 'split' } })
      const before = actions.filter((next) => next.type !== 'init').reduce((state, next) => reduceAddress(state, next), start)
      fc.pre(before.view === 'details' && !before.pending)
      const after = reduceAddress(before, { type: 'change', patch: { firstName: first, lastName: last } })
      expect(after.values.name).toBe([first.trim(), last.trim()].filter((part) => part !== '').join(' '))
      expect(addressChange(after).value).toMatchObject({ name: after.values.name.trim(), firstName: first.trim(), lastName: last.trim() })
    }), { numRuns: 200 })
  })

  it('keeps the name equal to the organization name in organization mode', () => {
    fc.assert(fc.property(text, (organization) => {
      const state = reduceAddress(initAddress({ mode: 'billing', display: { name: 'organization' } }), { type: 'change', patch: { organizationName: organization } })
      expect(state.values.name).toBe(organization)
    }))
  })

  it('shows every field once a street field has more than 2 characters and no suggestions are active', () => {
    fc.assert(fc.property(journey, ({ states }) => {
      for (const state of states) {
        const streetText = ['line2', 'city', 'postal_code'].some((name) => formFields(state).has(name as never) && state.values[name as 'city'].trim().length > 2)
        const active = state.autocomplete.status === 'fetching' || state.autocomplete.status === 'retrieving'
          || (state.autocomplete.suggestions.length > 0 && (state.focusedField === 'line1' || state.autocomplete.mouseInside))
        if (state.view === 'details' && streetText && !active) expect(state.showAllFields).toBe(true)
      }
    }), { numRuns: 200 })
  })

  it('never throws, whatever an action holds', () => {
    const types = fc.constantFrom(...new Set(['init', 'change', 'focus', 'blur', 'autofillUsed', 'fillPhone', 'savedAddressesLoaded', 'selectSavedAddress', 'saveSavedAddress',
      'updateBillingDetailsSuccess', 'updateBillingDetailsError', 'confirmFailedForIntent', 'parentVisible', 'autocompleteFetching', 'autocompleteSuggestions',
      'autocompleteSelectedIndex', 'autocompleteSuggestionSelected', 'autocompleteDetailsRetrieved', 'autocompleteMouseInside', 'autocompleteInputFocus',
      'autocompleteInputLocation', 'unknown']))
    const junk = fc.record({
      type: types, patch: fc.anything(), field: fc.anything(), fields: fc.anything(), options: fc.anything(), phone: fc.anything(), phoneCountry: fc.anything(),
      mode: fc.anything(), addresses: fc.anything(), id: fc.anything(), message: fc.anything(), code: fc.anything(), visible: fc.anything(), query: fc.anything(),
      suggestions: fc.anything(), index: fc.anything(), details: fc.anything(), inside: fc.anything(), focused: fc.anything(), location: fc.anything(), source: fc.anything(),
    }, { requiredKeys: ['type'] })
    fc.assert(fc.property(fc.array(fc.oneof(junk, fc.anything()), { maxLength: 8 }), (actions) => {
      let state = initAddress({ mode: 'shipping' })
      for (const next of actions) state = reduceAddress(state, next as AddressAction)
      checkState(state, {})
    }), { numRuns: 300 })
  })

  it('says the open suggestions in every language: their count, or the highlighted one with its place; nothing once closed', () => {
    const descriptions = fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,8} [0-9]{1,4}$/), { minLength: 1, maxLength: 6 })
    fc.assert(fc.property(fc.constantFrom(...locales), descriptions, fc.integer({ min: -3, max: 8 }), fc.boolean(), (locale, texts, index, leave) => {
      const suggestions = texts.map((description, at) => ({ id: `s${at}`, description }))
      let state = reduceAddress(initAddress({ mode: 'shipping' }), { type: 'focus', field: 'line1' })
      state = reduceAddress(state, { type: 'change', patch: { line1: 'Main' } })
      state = reduceAddress(state, { type: 'autocompleteSuggestions', query: 'Main', suggestions })
      state = reduceAddress(state, { type: 'autocompleteSelectedIndex', index })
      if (leave) state = reduceAddress(state, { type: 'blur', field: 'line1' })
      const { autocomplete } = addressView(state, { catalog: catalogs[locale], locale })
      const highlighted = Math.max(-1, Math.min(index, suggestions.length - 1))
      if (leave) {
        expect(autocomplete).toMatchObject({ open: false, status: '' })
        return
      }
      expect(autocomplete.open).toBe(true)
      expect(autocomplete.status).not.toMatch(/\{\w+\}/)
      expect(autocomplete.status).toContain(String(suggestions.length))
      if (highlighted >= 0) expect(autocomplete.status).toContain(`${texts[highlighted]}`)
      if (highlighted >= 0) expect(autocomplete.status).toContain(String(highlighted + 1))
      else expect(texts.some((description) => autocomplete.status.includes(description))).toBe(false)
    }), { numRuns: 300 })
  })
})
