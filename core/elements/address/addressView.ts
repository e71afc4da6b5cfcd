import { intlLocale } from '../../i18n/intlLocale.ts'
import type { Catalog, MessageKey } from '../../generated/locales/index.generated.ts'
import { countryCodes, type CountryCode } from '../../generated/address/countryCodes.generated.ts'
import { countryName } from '../../i18n/countryName.ts'
import { translate } from '../../i18n/translate.ts'
import { postalMask } from '../../validation/address/postalCode.ts'
import { AddressErrorCode } from '../../validation/address/checkAddress.ts'
import type { AddressMode, NameDisplay } from '../../validation/options/addressElement.ts'
import { showsError } from '../forms/errorVisibility.ts'
import { addressRows, addressSettings, offeredCountries, type AddressCell } from './addressLayout.ts'
import type {
  AddressContext, AddressField, AddressFieldValidationError, AddressFormError, AddressState, AddressViewName, InputLocation, SavedAddressEntry,
  SavedAddressMode,
} from './AddressState.ts'
import { isDropdownOpen } from './autocomplete.ts'
import { addressErrorMessage } from './errorMessage.ts'
import { isRemovable } from './savedAddresses.ts'
import { addressErrors } from './validateAddressState.ts'

/** What the view needs beyond the reducer's context: the shopper's catalog and language. */
export interface AddressViewContext extends AddressContext {
  readonly catalog: Catalog
  /** The shopper's locale: country names and their order. */
  readonly locale: string
  /** The wallet a typed address can be saved to (its name), while one is signed in. */
  readonly saveTo?: string
  /**
   * The suggestions show in their own frame laid over the merchant's page (the
   * autocompleteSuggestions element of isolated hosting), not under the street line in the form.
   */
  readonly suggestionsFrame?: boolean
}

/** An error as the form shows it. */
export type AddressErrorView = { readonly code: string; readonly message: string }

export type AddressOptionView = { readonly value: string; readonly label: string }

/** One input, everything the form needs to render it. */
export type AddressFieldView = {
  readonly field: AddressField
  /** The label, with "(optional)" where the field may stay empty. */
  readonly label: string
  readonly value: string
  readonly required: boolean
  /** The country writes it in capitals (an envelope convention; the form may show it so). */
  readonly upper: boolean
  readonly focused: boolean
  readonly autofilled: boolean
  /** The HTML `autocomplete` token, in the element's section (`shipping postal-code`). */
  readonly autocomplete: string
  /** The postal code's input mask (`A9A 9A9`), where the country has one. */
  readonly mask: string | null
  /** The choices of a select: countries, and states where the country has a list. */
  readonly options: ReadonlyArray<AddressOptionView> | null
  readonly error: AddressErrorView | null
}

export type SavedAddressView = {
  readonly id: string
  readonly mode: SavedAddressMode
  /** The address on one line. */
  readonly summary: string
  readonly isDefault: boolean
  readonly selected: boolean
  /** False when this element cannot use it (a country not allowed, a PO box); `texts.unavailable` says why. */
  readonly eligible: boolean
  readonly removable: boolean
  /** Its owner can make it the default (a wallet's or customer's address that is not the default yet). */
  readonly canMakeDefault: boolean
  /** The names of its Edit and Remove buttons, which say which address they act on. */
  readonly editLabel: string
  readonly removeLabel: string
}

export type SuggestionView = { readonly id: string; readonly description: string; readonly highlighted: boolean }

/** The address element's render message (`{ kind: 'render', view }`): JSON, and all its text localized. */
export type AddressView = {
  readonly elementType: 'address'
  readonly mode: AddressMode
  readonly view: AddressViewName
  readonly title: string
  readonly country: CountryCode
  readonly nameDisplay: NameDisplay
  readonly showAllFields: boolean
  /** The details view's rows; only the name, country, street line and phone until all fields show. */
  readonly rows: ReadonlyArray<ReadonlyArray<AddressFieldView>>
  /** The billing-same-as-shipping box, where a linked address exists. */
  readonly syncAddress: { readonly checked: boolean; readonly label: string } | null
  readonly savedAddresses: ReadonlyArray<SavedAddressView>
  /** The saved address open in the form for editing: the details view is then its update view, with Save and Cancel. */
  readonly editing: SavedAddressView | null
  /** The remove view's question. */
  readonly removing: { readonly address: SavedAddressView; readonly message: string } | null
  readonly formError: AddressErrorView | null
  /** A change is being saved with the addresses' owner: inputs and buttons wait. */
  readonly pending: boolean
  /** The details view's offer to save the typed address to the signed-in wallet. */
  readonly saveNew: { readonly label: string } | null
  readonly visible: boolean
  readonly autocomplete: {
    /** The street line looks its text up (the `autocomplete` option): it is a combobox. */
    readonly enabled: boolean
    readonly open: boolean
    /** The list shows in the autocompleteSuggestions frame over the page, which the street line cannot name (`aria-controls`). */
    readonly frame: boolean
    readonly label: string
    readonly suggestions: ReadonlyArray<SuggestionView>
    /**
     * What a screen reader hears while the list shows: how many suggestions, then the one the arrow
     * keys are on. The street line's live region says it, wherever the list is.
     */
    readonly status: string
    readonly location: InputLocation | null
  }
  readonly texts: {
    readonly useSavedAddress: string
    readonly enterManually: string
    readonly addNewAddress: string
    readonly edit: string
    readonly remove: string
    readonly cancel: string
    readonly save: string
    readonly makeDefault: string
    readonly defaultAddress: string
    readonly selectPlaceholder: string
    readonly unavailable: string
  }
}

const htmlAutocomplete: Readonly<Record<AddressField, string>> = {
  name: 'name', firstName: 'given-name', lastName: 'family-name', organizationName: 'organization', country: 'country',
  line1: 'address-line1', line2: 'address-line2', sublocality: 'address-level3', city: 'address-level2', state: 'address-level1',
  postal_code: 'postal-code', phone: 'tel', phoneCountry: 'tel-country-code',
}

/** The fields shown before the whole form is: enough to start, and the street line suggestions work on. */
const firstFields: ReadonlySet<AddressField> = new Set(['name', 'firstName', 'lastName', 'organizationName', 'country', 'line1', 'phoneCountry', 'phone'])

const errorView = (catalog: Catalog, code: string, message?: string, params?: Readonly<Record<string, string | number>>): AddressErrorView =>
  ({ code, message: message ?? addressErrorMessage(catalog, code, params) })

const countryOptionsCache = new Map<string, ReadonlyArray<AddressOptionView>>()

const countryOptions = (countries: ReadonlyArray<CountryCode>, locale: string): ReadonlyArray<AddressOptionView> => {
  const key = `${locale}|${countries.join(',')}`
  let options = countryOptionsCache.get(key)
  if (options === undefined) {
    const collator = new Intl.Collator([intlLocale(locale), 'en'])
    options = countries.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => collator.compare(a.label, b.label))
    countryOptionsCache.set(key, options)
  }
  return options
}

const subdivisionOptions = (state: AddressState, context: AddressViewContext): ReadonlyArray<AddressOptionView> | null => {
  const details = context.countryDetails
  if (details === undefined || details.country !== state.values.country || details.subdivisions.length === 0) return null
  // The own name with the Latin one beside it (東京都 (Tokyo)): readable by the country's shoppers and everyone else.
  return details.subdivisions.map((s) => ({ value: s.key, label: s.latinName === undefined ? s.name : `${s.name} (${s.latinName})` }))
}

const summaryOf = (saved: SavedAddressEntry, locale: string): string => {
  const address = saved.value.address ?? {}
  const region = [address.state, address.postal_code].filter((part) => part !== undefined && part.trim() !== '').join(' ')
  const country = address.country === undefined || address.country === '' ? '' : countryName(address.country, locale)
  return [saved.value.name, address.line1, address.line2, address.city, region, country]
    .map((part) => (part ?? '').trim()).filter((part) => part !== '').join(', ')
}

const savedView = (state: AddressState, saved: SavedAddressEntry, { catalog, locale }: AddressViewContext): SavedAddressView => {
  const summary = summaryOf(saved, locale)
  return {
    id: saved.id,
    mode: saved.mode,
    summary,
    isDefault: saved.isDefault,
    selected: state.selectedSavedAddressId === saved.id,
    eligible: saved.eligible,
    removable: isRemovable(saved),
    canMakeDefault: isRemovable(saved) && !saved.isDefault,
    editLabel: translate(catalog, 'addressElement.edit_label', { address: summary }),
    removeLabel: translate(catalog, 'addressElement.remove_label', { address: summary }),
  }
}

/**
 * A validation error as its field shows it (`showsError` says when); a provider error until its
 * field changes. A missing field is named by its label ("City is required."): validation gives
 * each the same code, incomplete_address, whose one message said three times under City, State
 * and ZIP would tell the shopper nothing.
 */
const fieldError = (state: AddressState, field: AddressField, label: string, errors: ReadonlyArray<AddressFieldValidationError>, catalog: Catalog): AddressErrorView | null => {
  if (state.intentError?.field === field) return errorView(catalog, state.intentError.code, state.intentError.message)
  const error = errors.find((candidate) => candidate.field === field)
  if (error === undefined || !showsError(state, field, error.displayImmediately)) return null
  if (error.code === AddressErrorCode.incompleteAddress) return { code: error.code, message: translate(catalog, 'address.required_field', { label }) }
  return errorView(catalog, error.code, undefined, error.messageParams)
}

const fieldView = (state: AddressState, cell: AddressCell, errors: ReadonlyArray<AddressFieldValidationError>, context: AddressViewContext): AddressFieldView => {
  const { catalog, locale } = context
  const label = translate(catalog, cell.labelKey)
  // A phone may be from anywhere, whatever countries the address may be in.
  const options = cell.field === 'country' ? countryOptions(offeredCountries(addressSettings(state.options)), locale)
    : cell.field === 'phoneCountry' ? countryOptions(countryCodes, locale)
    : cell.field === 'state' ? subdivisionOptions(state, context) : null
  return {
    field: cell.field,
    label: cell.required ? label : translate(catalog, 'addressElement.optional_field', { label }),
    value: state.values[cell.field],
    required: cell.required,
    upper: cell.upper,
    focused: state.focusedField === cell.field,
    autofilled: state.autofilledFields.includes(cell.field),
    autocomplete: `${state.mode} ${htmlAutocomplete[cell.field]}`,
    mask: cell.field === 'postal_code' ? postalMask(state.values.country) ?? null : null,
    options,
    error: fieldError(state, cell.field, label, errors, catalog),
  }
}

/** The live region's text: nothing while the list is closed, the count, or the highlighted suggestion and where it is in the list. */
const suggestionsStatus = (state: AddressState, catalog: Catalog): string => {
  if (!isDropdownOpen(state)) return ''
  const { suggestions, selectedIndex } = state.autocomplete
  const highlighted = suggestions[selectedIndex]
  return highlighted === undefined ? translate(catalog, 'addressElement.suggestions_count', { count: suggestions.length })
    : translate(catalog, 'addressElement.suggestion_position', { suggestion: highlighted.description, position: selectedIndex + 1, count: suggestions.length })
}

const formErrorView = (catalog: Catalog, error: AddressFormError | null): AddressErrorView | null =>
  error === null ? null : errorView(catalog, error.code, error.message)

/**
 * The address element's view (the `render` message): the rows of the current country's form with
 * labels, values, options (countries, and subdivisions once the caller loaded the country's
 * details) and the errors to show in the shopper's language; the saved addresses; the remove
 * question; the suggestions. Serializable, so it crosses a frame boundary as it is.
 */
export const addressView = (state: AddressState, context: AddressViewContext): AddressView => {
  const { catalog, locale } = context
  const settings = addressSettings(state.options)
  const errors = addressErrors(state)
  const rows = addressRows(state.values.country, settings, state.syncAddress)
    .map((row) => row.filter((cell) => state.showAllFields || firstFields.has(cell.field)))
    .filter((row) => row.length > 0)
    .map((row) => row.map((cell) => fieldView(state, cell, errors, context)))
  const removing = state.savedAddresses.find((saved) => saved.id === state.removingSavedAddressId)
  const editing = state.savedAddresses.find((saved) => saved.id === state.editingSavedAddressId)
  const title: MessageKey = state.view === 'saved' ? 'addressElement.saved_title'
    : state.view === 'remove' ? 'addressElement.remove_title'
    : editing !== undefined ? 'addressElement.edit_title'
    : state.mode === 'billing' ? 'addressElement.billing_title' : 'addressElement.shipping_title'
  return {
    elementType: 'address',
    mode: state.mode,
    view: state.view,
    title: translate(catalog, title),
    country: state.values.country,
    nameDisplay: settings.nameDisplay,
    showAllFields: state.showAllFields,
    rows,
    syncAddress: context.linkedAddress === undefined ? null : { checked: state.syncAddress, label: translate(catalog, 'addressElement.same_as_shipping') },
    savedAddresses: state.savedAddresses.map((saved) => savedView(state, saved, context)),
    editing: editing === undefined ? null : savedView(state, editing, context),
    removing: removing === undefined ? null : {
      address: savedView(state, removing, context),
      message: translate(catalog, 'addressElement.remove_body', { address: summaryOf(removing, locale) }),
    },
    formError: formErrorView(catalog, state.formError),
    pending: state.pending !== null,
    saveNew: context.saveTo === undefined || state.view !== 'details' || editing !== undefined ? null
      : { label: translate(catalog, 'addressElement.save_to_wallet', { wallet: context.saveTo }) },
    visible: state.parentVisible,
    autocomplete: {
      enabled: settings.autocomplete,
      open: isDropdownOpen(state),
      frame: context.suggestionsFrame === true,
      label: translate(catalog, 'addressElement.suggestions_label'),
      suggestions: state.autocomplete.suggestions.map((suggestion, index) => ({
        id: suggestion.id, description: suggestion.description, highlighted: index === state.autocomplete.selectedIndex,
      })),
      status: suggestionsStatus(state, catalog),
      location: state.autocomplete.inputLocation,
    },
    texts: {
      useSavedAddress: translate(catalog, 'addressElement.use_saved_address'),
      enterManually: translate(catalog, 'addressElement.enter_manually'),
      addNewAddress: translate(catalog, 'addressElement.add_new_address'),
      edit: translate(catalog, 'addressElement.edit'),
      remove: translate(catalog, 'addressElement.remove'),
      cancel: translate(catalog, 'addressElement.cancel'),
      save: translate(catalog, 'addressElement.save_address'),
      makeDefault: translate(catalog, 'addressElement.make_default'),
      defaultAddress: translate(catalog, 'addressElement.default_address'),
      selectPlaceholder: translate(catalog, 'addressElement.select_placeholder'),
      unavailable: translate(catalog, 'addressElement.unavailable_address'),
    },
  }
}
