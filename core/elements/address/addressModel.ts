import type { AddressElementOptions } from '../../validation/options/addressElement.ts'
import { fieldsOf } from '../../validation/address/AddressValue.ts'
import type { SavedAddress } from '../../validation/address/savedAddress.ts'
import { normalizeCountryCode } from '../../validation/address/countryCode.ts'
import { validateAddressElementOptions } from '../../validation/options/addressElement.ts'
import { markEdited, markLeft, noErrorsShown } from '../forms/errorVisibility.ts'
import type { InputSource } from '../messages.ts'
import type { AddressAction, AddressPatch } from './AddressAction.ts'
import { addressSettings, formFields, startCountry } from './addressLayout.ts'
import {
  addressFields, AddressViewName, SavedAddressMode, streetAddressFields,
  type AddressContext, type AddressField, type AddressFormValues, type AddressState, type AutocompleteDetails, type AutocompleteState, type OwnerCall,
  type SavedAddressEntry, type SavedListSnapshot,
} from './AddressState.ts'
import { areSuggestionsActive, idleAutocomplete, isLookupQuery, reduceAutocomplete, resetAutocomplete, subdivisionKeyOf } from './autocomplete.ts'
import { addressValueOf, emptyValues, fullName, valuesOfAddress } from './formValues.ts'
import { contactEntries, firstAllowedContact, isRemovable, listedEntries, preferredListed, rejudged } from './savedAddresses.ts'
import { addressErrors, validateAddressState } from './validateAddressState.ts'

const isField = (field: unknown): field is AddressField => (addressFields as ReadonlyArray<unknown>).includes(field)

const without = <T>(list: ReadonlyArray<T>, items: ReadonlyArray<T>): ReadonlyArray<T> => list.filter((item) => !items.includes(item))
const withAll = <T>(list: ReadonlyArray<T>, items: ReadonlyArray<T>): ReadonlyArray<T> => [...list, ...without(items, list)]

type FormPart = Omit<AddressState, 'options' | 'mode' | 'savedAddresses' | 'autofillUsed' | 'parentVisible'>

/** The form before anything is filled: the start country, the details view, nothing shown as an error. */
const blankPart = (options: AddressElementOptions, autocomplete: AutocompleteState): FormPart => {
  const settings = addressSettings(options)
  return {
    view: AddressViewName.details,
    values: emptyValues(startCountry(settings)),
    syncAddress: false,
    // Without suggestions there is nothing to wait for: the whole form shows from the start.
    showAllFields: !settings.autocomplete,
    focusedField: null,
    ...noErrorsShown,
    autofilledFields: [],
    selectedSavedAddressId: null,
    editingSavedAddressId: null,
    beforeEdit: null,
    removingSavedAddressId: null,
    pending: null,
    intentError: null,
    formError: null,
    autocomplete: resetAutocomplete(autocomplete),
  }
}

const blankForm = (state: AddressState): AddressState => ({ ...state, ...blankPart(state.options, state.autocomplete) })

const emptyState = (options: AddressElementOptions, savedAddresses: ReadonlyArray<SavedAddressEntry>): AddressState => ({
  options, mode: options.mode, savedAddresses, autofillUsed: false, parentVisible: true, ...blankPart(options, idleAutocomplete),
})

const hasStreetAddress = (values: AddressFormValues): boolean => streetAddressFields.some((field) => values[field].trim() !== '')

const withValues = (state: AddressState, values: AddressFormValues): AddressState =>
  ({ ...state, values, showAllFields: state.showAllFields || hasStreetAddress(values) })

const entryValues = (state: AddressState, saved: SavedAddressEntry): AddressFormValues => {
  const settings = addressSettings(state.options)
  return valuesOfAddress(saved.value, startCountry(settings), settings.nameDisplay)
}

const select = (state: AddressState, saved: SavedAddressEntry): AddressState =>
  withValues({ ...blankForm(state), view: AddressViewName.saved, selectedSavedAddressId: saved.id }, entryValues(state, saved))

/**
 * The first state for a form with these saved addresses (payment-form.md §4, init): the first
 * allowed contact selected, else the default values filled, else the linked address copied
 * (billing same as shipping), else an empty form.
 */
const start = (state: AddressState, context: AddressContext): AddressState => {
  const contact = firstAllowedContact(state.savedAddresses)
  if (contact !== undefined) return select(state, contact)
  const blank = blankForm(state)
  const defaults = state.options.defaultValues
  if (defaults !== undefined && Object.keys(defaults).length > 0) {
    return withValues(blank, valuesOfAddress(defaults, blank.values.country, addressSettings(state.options).nameDisplay))
  }
  return context.linkedAddress === undefined ? blank : { ...blank, syncAddress: true }
}

/** A new address element's state (payment-form.md §4, init). `options` are checked by the caller first. */
export const initAddress = (options: AddressElementOptions, context: AddressContext = {}): AddressState =>
  normalize(start(emptyState(options, contactEntries(options.contacts, addressSettings(options))), context), context)

/**
 * Starts again from `options` (init, logout): the contacts rebuilt from them, the listed addresses
 * that `keep` accepts judged again under them, then the init rules of `start`.
 */
const reinit = (state: AddressState, options: AddressElementOptions, keep: (saved: SavedAddressEntry) => boolean, context: AddressContext): AddressState => {
  const settings = addressSettings(options)
  const listed = rejudged(state.savedAddresses.filter((saved) => saved.mode !== SavedAddressMode.merchant && keep(saved)), settings)
  const fresh = emptyState(options, [...contactEntries(options.contacts, settings), ...listed])
  return start({ ...fresh, autofillUsed: state.autofillUsed, parentVisible: state.parentVisible, autocomplete: state.autocomplete }, context)
}

// Provider params name fields the way the payload nests them: `shipping[address][postal_code]`.
const fieldOfParam = (param: string): string => /\[([^\]]+)\]$/.exec(param)?.[1] ?? param

const applyCountry = (values: AddressFormValues, text: string): AddressFormValues => {
  const country = normalizeCountryCode(text)
  if (country === undefined || country === values.country) return values
  // A city, state or postal code of the old country means nothing in the new one.
  return {
    ...values, country, city: '', state: '', postal_code: '', sublocality: '',
    phoneCountry: values.phone.trim() === '' ? country : values.phoneCountry,
  }
}

const change = (state: AddressState, patch: AddressPatch, source: InputSource, context: AddressContext): AddressState => {
  if (state.view !== AddressViewName.details || state.pending) return state
  const syncAddress = typeof patch.syncAddress === 'boolean' && context.linkedAddress !== undefined ? patch.syncAddress : state.syncAddress
  let values = typeof patch.country === 'string' ? applyCountry(state.values, patch.country) : state.values
  const fields = formFields({ ...state, values, syncAddress })
  const changed: AddressField[] = []
  for (const field of addressFields) {
    const text = patch[field]
    if (field === 'country' || typeof text !== 'string' || !fields.has(field)) continue
    const next = field === 'state' ? subdivisionKeyOf(text, values.country, context.countryDetails)
      : field === 'phoneCountry' ? normalizeCountryCode(text) ?? values.phoneCountry
      : text
    values = { ...values, [field]: next }
    changed.push(field)
  }
  if (changed.includes('firstName') || changed.includes('lastName')) values = { ...values, name: fullName(values.firstName, values.lastName) }
  if (changed.includes('organizationName')) values = { ...values, name: values.organizationName }
  if (values.country !== state.values.country) changed.push('country')

  // Autofill brings a whole address: nothing to suggest. Typing and pasting do look it up.
  const lookup = changed.includes('line1') && source !== 'autofill' && addressSettings(state.options).autocomplete
  const autocomplete = !changed.includes('line1') ? state.autocomplete
    : lookup && isLookupQuery(values.line1) ? reduceAutocomplete(state.autocomplete, { type: 'autocompleteFetching', query: values.line1 })
    : resetAutocomplete(state.autocomplete)
  return {
    ...markEdited(state, changed),
    values,
    syncAddress,
    autocomplete,
    autofilledFields: source === 'autofill' ? withAll(state.autofilledFields, changed) : without(state.autofilledFields, changed),
    autofillUsed: state.autofillUsed || source === 'autofill',
  }
}

const fillFromDetails = (state: AddressState, id: string, details: AutocompleteDetails, context: AddressContext): AddressState => {
  if (state.autocomplete.pendingId !== id) return state
  const fields = fieldsOf(details)
  const text = (value: unknown): string => (typeof value === 'string' ? value : '')
  const values: AddressFormValues = {
    ...state.values,
    line1: text(fields.line1),
    line2: text(fields.line2),
    city: text(fields.city),
    state: subdivisionKeyOf(text(fields.state), state.values.country, context.countryDetails),
    postal_code: text(fields.postal_code),
  }
  return {
    ...state,
    values,
    showAllFields: true,
    autofilledFields: without(state.autofilledFields, ['line1', 'line2', 'city', 'state', 'postal_code']),
    autocomplete: { ...resetAutocomplete(state.autocomplete), query: values.line1 },
  }
}

const focus = (state: AddressState, field: unknown): AddressState =>
  isField(field) && formFields(state).has(field) ? { ...state, focusedField: field } : state

const blur = (state: AddressState, field: unknown): AddressState => {
  if (!isField(field) || !formFields(state).has(field)) return state
  return { ...markLeft(state, field), focusedField: state.focusedField === field ? null : state.focusedField }
}

const findEntry = (state: AddressState, id: unknown): SavedAddressEntry | undefined => state.savedAddresses.find((saved) => saved.id === id)

const loadSaved = (state: AddressState, mode: 'consumer' | 'customer', entries: ReadonlyArray<SavedAddressEntry>, offerOnly: boolean): AddressState => {
  const relisted: AddressState = { ...state, savedAddresses: [...state.savedAddresses.filter((saved) => saved.mode !== mode), ...entries] }
  // A call about an address the new listing no longer has is moot.
  const call = state.pending
  const next = call !== null && 'id' in call && findEntry(relisted, call.id) === undefined ? { ...relisted, pending: null } : relisted
  const gone = (id: string | null): boolean => id !== null && findEntry(next, id) === undefined
  if (gone(state.selectedSavedAddressId)) return moveSelection(next)
  // A shopper who has started typing keeps their form; an untouched one gets the wallet's address.
  const pristine = state.view === AddressViewName.details && state.edited.length === 0 && !hasStreetAddress(state.values)
  const listed = pristine && !offerOnly ? preferredListed(next.savedAddresses) : undefined
  if (listed !== undefined) return select(next, listed)
  if (state.view !== AddressViewName.details && next.savedAddresses.length === 0) return blankForm(next)
  if (gone(state.removingSavedAddressId)) return { ...next, view: AddressViewName.saved, removingSavedAddressId: null }
  return next
}

/** After the selected address went away: another usable listed address, else the first allowed contact, else a new one. */
const moveSelection = (state: AddressState): AddressState => {
  const next = preferredListed(state.savedAddresses) ?? firstAllowedContact(state.savedAddresses)
  return next === undefined ? blankForm(state) : select(state, next)
}

/** The shopper confirmed a removal: the owner's address waits for their call; the merchant's contacts are not removable. */
const askOwnerToRemove = (state: AddressState, id: string): AddressState => {
  const saved = findEntry(state, id)
  return saved === undefined || !isRemovable(saved) || state.pending !== null ? state : { ...state, pending: { kind: 'remove', id: saved.id }, formError: null }
}

/** The owner removed it: off the list, and the selection moves on if it was the one selected. */
const remove = (state: AddressState, id: string): AddressState => {
  const next: AddressState = { ...state, pending: null, savedAddresses: state.savedAddresses.filter((other) => other.id !== id), removingSavedAddressId: null }
  if (state.selectedSavedAddressId === id) return moveSelection(next)
  return { ...next, view: state.view === AddressViewName.remove ? AddressViewName.saved : state.view }
}

/** The call under way, when `answer` is the answer to it (a stale or stray answer changes nothing). */
const answered = <Kind extends OwnerCall['kind']>(state: AddressState, kind: Kind, id?: unknown): Extract<OwnerCall, { kind: Kind }> | undefined => {
  const call = state.pending
  if (call?.kind !== kind) return undefined
  return id === undefined || ('id' in call && call.id === id) ? call as Extract<OwnerCall, { kind: Kind }> : undefined
}

/** Save in the details view: a typed address that passes the checks goes to the owner as a new saved address. */
const saveNew = (state: AddressState): AddressState => {
  if (state.view !== AddressViewName.details || state.editingSavedAddressId !== null || state.pending !== null) return state
  if (addressErrors(state).length > 0) return { ...state, submitted: true }
  return { ...state, pending: { kind: 'add' }, formError: null }
}

/** The owner saved the typed address: it joins their addresses and is the one selected. */
const added = (state: AddressState, mode: 'consumer' | 'customer', address: SavedAddress): AddressState => {
  const [entry] = listedEntries(mode, [address], addressSettings(state.options))
  if (answered(state, 'add') === undefined || entry === undefined) return state
  return select({ ...state, savedAddresses: [...state.savedAddresses.filter((saved) => saved.id !== entry.id), entry] }, entry)
}

const makeDefault = (state: AddressState, id: string): AddressState => {
  const saved = findEntry(state, id)
  if (saved === undefined || !isRemovable(saved) || saved.isDefault || state.pending !== null) return state
  return { ...state, pending: { kind: 'makeDefault', id: saved.id }, formError: null }
}

/** The owner made it the default: the only one among their addresses. */
const madeDefault = (state: AddressState, id: string): AddressState => {
  const made = findEntry(state, id)
  if (answered(state, 'makeDefault', id) === undefined || made === undefined) return state
  const savedAddresses = state.savedAddresses.map((saved) => (saved.mode === made.mode ? { ...saved, isDefault: saved.id === id } : saved))
  return { ...state, savedAddresses, pending: null }
}

/** What the shopper reads when the owner's call failed: each call says what it could not do. */
const failedCode: Readonly<Record<OwnerCall['kind'], string>> = { update: 'update_failed', add: 'update_failed', remove: 'remove_failed', makeDefault: 'default_failed' }

const ownerFailed = (state: AddressState, message: unknown): AddressState => {
  if (state.pending === null) return state
  return { ...state, pending: null, formError: { code: failedCode[state.pending.kind], ...(typeof message === 'string' && message !== '' ? { message } : {}) } }
}

const edit = (state: AddressState, saved: SavedAddressEntry): AddressState => {
  // Editing another address from the update view: Cancel still goes back to the list before the first edit.
  const beforeEdit = state.beforeEdit ?? { selectedSavedAddressId: state.selectedSavedAddressId, values: state.values, showAllFields: state.showAllFields }
  return withValues({ ...blankForm(state), selectedSavedAddressId: saved.id, editingSavedAddressId: saved.id, beforeEdit, showAllFields: true }, entryValues(state, saved))
}

/** Cancel: the list as it was before the edit; its selection again, or the values it held when none was selected. */
const cancelEdit = (state: AddressState, before: SavedListSnapshot): AddressState => {
  const selected = findEntry(state, before.selectedSavedAddressId)
  if (selected !== undefined) return select(state, selected)
  return { ...blankForm(state), view: AddressViewName.saved, values: before.values, showAllFields: before.showAllFields }
}

/** The edited address replaces the saved one (under the id its owner gave it, if a new one) and becomes the selection. */
const commitEdit = (state: AddressState, editing: SavedAddressEntry, sourceId: string): AddressState => {
  const settings = addressSettings(state.options)
  const [updated] = rejudged([{ ...editing, id: `${editing.mode}:${sourceId}`, sourceId, value: addressValueOf(state.values, settings) }], settings)
  if (updated === undefined) return state
  const savedAddresses = state.savedAddresses.map((saved) => (saved.id === editing.id ? updated : saved))
  return select({ ...state, savedAddresses }, updated)
}

/**
 * Save in the update view. An edited address that fails the checks shows its errors and stays
 * open. A merchant's contact lives in the options, so it is saved at once; a wallet's or
 * customer's address is theirs to store: it waits, pending, for their call's answer.
 */
const saveEdit = (state: AddressState): AddressState => {
  const editing = findEntry(state, state.editingSavedAddressId)
  if (editing === undefined || state.pending !== null) return state
  if (addressErrors(state).length > 0) return { ...state, submitted: true }
  return editing.mode === SavedAddressMode.merchant ? commitEdit(state, editing, editing.sourceId) : { ...state, pending: { kind: 'update', id: editing.id }, formError: null }
}

/** The owner's call stored the edit; `newSourceId` is the id it gave it, when it gave a new one. */
const ownerSaved = (state: AddressState, newSourceId: string | undefined): AddressState => {
  const editing = findEntry(state, state.editingSavedAddressId)
  if (editing === undefined || answered(state, 'update', editing.id) === undefined) return state
  return commitEdit(state, editing, typeof newSourceId === 'string' && newSourceId !== '' ? newSourceId : editing.sourceId)
}

/**
 * Whether a confirm error's `param` is about this element's address: one under its own section
 * (`shipping[...]` for a shipping element, `...billing_details...` for a billing one), or a bare
 * address field (`postal_code`). A card's own field (`cvc`, `exp_month`) is the card form's.
 */
const concernsAddress = (state: AddressState, param: string): boolean => {
  const section = /^shipping\b/.test(param) ? 'shipping' : /\bbilling_details\b/.test(param) ? 'billing' : undefined
  return section === undefined ? !param.includes('[') && isField(param) : section === state.mode
}

const failForIntent = (state: AddressState, param: string, code: string, message: string | undefined): AddressState => {
  if (!concernsAddress(state, param)) return state
  const field = fieldOfParam(param)
  const error = { code, ...(typeof message === 'string' && message !== '' ? { message } : {}) }
  // The field must be on screen to carry its error: a saved address opens in the form.
  const opened: AddressState = state.view === AddressViewName.details ? state : { ...state, view: AddressViewName.details, selectedSavedAddressId: null, removingSavedAddressId: null }
  if (!isField(field) || !formFields(opened).has(field)) return { ...opened, formError: error }
  return { ...opened, intentError: { field, ...error }, showAllFields: true }
}

const step = (state: AddressState, action: AddressAction, context: AddressContext): AddressState => {
  switch (action.type) {
    case 'init': {
      // Options the merchant checks refuse are reported by the caller; the form keeps the ones it has.
      const options = action.options === undefined || validateAddressElementOptions(action.options).errors.length > 0 ? state.options : action.options
      return reinit(state, options, () => true, context)
    }
    case 'change':
      return change(state, fieldsOf(action.patch) as AddressPatch, action.source === 'paste' || action.source === 'autofill' ? action.source : 'typed', context)
    case 'focus':
      return focus(state, action.field)
    case 'blur':
      return blur(state, action.field)
    case 'autofillUsed': {
      const fields = formFields(state)
      const filled = (Array.isArray(action.fields) ? action.fields : []).filter((field) => isField(field) && fields.has(field))
      return { ...state, autofillUsed: true, showAllFields: true, autofilledFields: withAll(state.autofilledFields, filled) }
    }
    case 'showAllFields':
      return { ...state, showAllFields: true }
    case 'fillPhone': {
      if (!formFields(state).has('phone') || state.values.phone.trim() !== '' || typeof action.phone !== 'string') return state
      const phoneCountry = normalizeCountryCode(action.phoneCountry) ?? state.values.phoneCountry
      return { ...state, values: { ...state.values, phone: action.phone, phoneCountry } }
    }
    case 'reset':
      return blankForm(state)
    case 'savedAddressesLoaded':
      if (action.mode !== 'consumer' && action.mode !== 'customer') return state
      return loadSaved(state, action.mode, listedEntries(action.mode, Array.isArray(action.addresses) ? action.addresses : [], addressSettings(state.options)), action.offerOnly === true)
    case 'listSavedAddresses':
      if (state.savedAddresses.length === 0 || state.pending) return state
      if (state.beforeEdit !== null) return cancelEdit(state, state.beforeEdit)
      return { ...state, view: AddressViewName.saved, removingSavedAddressId: null, formError: null }
    case 'addSavedAddress':
      return state.pending ? state : blankForm(state)
    case 'selectSavedAddress': {
      const saved = findEntry(state, action.id)
      return saved === undefined || !saved.eligible || state.pending ? state : select(state, saved)
    }
    case 'updateSavedAddress': {
      const saved = findEntry(state, action.id)
      return saved === undefined || state.pending ? state : edit(state, saved)
    }
    case 'saveSavedAddress':
      return saveEdit(state)
    case 'askToRemoveSavedAddress': {
      const saved = findEntry(state, action.id)
      if (saved === undefined || !isRemovable(saved) || state.pending) return state
      return { ...state, view: AddressViewName.remove, removingSavedAddressId: saved.id }
    }
    case 'cancelRemoveSavedAddress':
      return state.view === AddressViewName.remove && state.pending === null ? { ...state, view: AddressViewName.saved, removingSavedAddressId: null } : state
    case 'removeSavedAddress':
      return askOwnerToRemove(state, action.id)
    case 'savedAddressRemoved':
      return answered(state, 'remove', action.id) === undefined ? state : remove(state, action.id)
    case 'saveNewAddress':
      return saveNew(state)
    case 'savedAddressAdded':
      return action.mode !== 'consumer' && action.mode !== 'customer' ? state : added(state, action.mode, action.address)
    case 'makeDefaultSavedAddress':
      return makeDefault(state, action.id)
    case 'savedAddressMadeDefault':
      return madeDefault(state, action.id)
    case 'updateBillingDetailsPending':
      return state.editingSavedAddressId === null || state.pending !== null ? state : { ...state, pending: { kind: 'update', id: state.editingSavedAddressId }, formError: null }
    case 'updateBillingDetailsSuccess':
      return ownerSaved(state, action.id)
    case 'updateBillingDetailsError':
    case 'savedAddressCallFailed':
      return ownerFailed(state, action.message)
    case 'confirmFailedForView':
      return validateAddressState(state)
    case 'confirmFailedForIntent':
      return typeof action.field === 'string' && typeof action.code === 'string' ? failForIntent(state, action.field, action.code, action.message) : state
    case 'clearConfirmationError':
      return { ...state, intentError: null, formError: null }
    case 'parentVisible':
      // A hidden form has no focus and no open dropdown.
      return action.visible
        ? { ...state, parentVisible: true }
        : { ...state, parentVisible: false, focusedField: null, autocomplete: resetAutocomplete(state.autocomplete) }
    case 'logoutSuccess':
      return reinit(state, state.options, (saved) => saved.mode !== SavedAddressMode.consumer, context)
    case 'autocompleteInputFocus':
      return action.focused ? focus(state, 'line1') : blur(state, 'line1')
    case 'autocompleteDetailsRetrieved':
      return fillFromDetails(state, action.id, action.details, context)
    default:
      return { ...state, autocomplete: reduceAutocomplete(state.autocomplete, action) }
  }
}

/** A street field has more than 2 characters (the street line waits for its suggestions, see `normalize`). */
const triggersShowAll = (state: AddressState, fields: ReadonlySet<AddressField>): boolean =>
  streetAddressFields.some((field) => fields.has(field) && isLookupQuery(state.values[field]))

/**
 * The rules that hold after every action (payment-form.md §4): a synced billing form copies the
 * linked address; a field's provider error goes once the field changes; the whole form shows once
 * a street field has more than 2 characters and no suggestions are active.
 */
const normalize = (state: AddressState, context: AddressContext, before?: AddressState): AddressState => {
  let next = state
  if (next.syncAddress && context.linkedAddress !== undefined) {
    const linked = valuesOfAddress(context.linkedAddress, next.values.country, addressSettings(next.options).nameDisplay)
    next = { ...next, values: { ...linked, phone: next.values.phone, phoneCountry: next.values.phoneCountry } }
  }
  const fields = formFields(next)
  const intentError = next.intentError
  const changed = intentError !== null && before !== undefined && before.intentError === intentError && before.values[intentError.field] !== next.values[intentError.field]
  // Another country can take a field away (no state in GB): its focus and its error go with it.
  if (changed || (intentError !== null && !fields.has(intentError.field))) next = { ...next, intentError: null }
  if (next.focusedField !== null && !fields.has(next.focusedField)) next = { ...next, focusedField: null }
  if (!next.showAllFields && next.view === AddressViewName.details && !areSuggestionsActive(next) && triggersShowAll(next, fields)) {
    next = { ...next, showAllFields: true }
  }
  return next
}

/**
 * The address element's reducer: every address form action of payment-form.md §4, then the rules
 * that hold after each (see `normalize`). Pure: the same state, action and context give the same
 * state, so the controller, the tests and a frame can all run it.
 */
export const reduceAddress = (state: AddressState, action: AddressAction, context: AddressContext = {}): AddressState =>
  // Actions are built from frame messages: anything but an object is not one.
  typeof action === 'object' && action !== null ? normalize(step(state, action, context), context, state) : state
