import type { MessageKey } from '../../generated/locales/index.generated.ts'
import { countryCodes, type CountryCode } from '../../generated/address/countryCodes.generated.ts'
import { getAddressFormat } from '../../validation/address/addressFormat.ts'
import { addressRequirements, type AddressRequirements } from '../../validation/address/addressRequirements.ts'
import { defaultAddressCountry } from '../../validation/address/countryCode.ts'
import type { AddressElementOptions, AddressMode, NameDisplay } from '../../validation/options/addressElement.ts'
import type { AddressField, AddressState } from './AddressState.ts'

/** What the options make of the form: what they require of an address, and how the form behaves. */
export interface AddressSettings extends AddressRequirements {
  readonly mode: AddressMode
  /** Suggestions are looked up while the street line is typed (every mode but `disabled`). */
  readonly autocomplete: boolean
}

/** The element's options read once, with their defaults (payment-form.md §3, "Address options"). */
export const addressSettings = (options: AddressElementOptions): AddressSettings => ({
  ...addressRequirements(options),
  mode: options.mode,
  autocomplete: (options.autocomplete?.mode ?? 'automatic') !== 'disabled',
})

/** The countries the country field offers, in table order. */
export const offeredCountries = (settings: AddressSettings): ReadonlyArray<CountryCode> =>
  settings.allowedCountries.length > 0 ? settings.allowedCountries : countryCodes

/** The country a new form starts with: US (payment-form.md §9), or the first allowed one when US is not. */
export const startCountry = (settings: AddressSettings): CountryCode => {
  const allowed = settings.allowedCountries
  return allowed.length === 0 || allowed.includes(defaultAddressCountry) ? defaultAddressCountry : allowed[0] ?? defaultAddressCountry
}

/** One input of the form. */
export interface AddressCell {
  readonly field: AddressField
  readonly required: boolean
  /** The country writes this field in capitals. */
  readonly upper: boolean
  readonly labelKey: MessageKey
}

const cell = (field: AddressField, labelKey: MessageKey, required: boolean): AddressCell => ({ field, required, upper: false, labelKey })

const nameRow = (display: NameDisplay): ReadonlyArray<AddressCell> => {
  switch (display) {
    case 'split': return [cell('firstName', 'addressElement.label_first_name', true), cell('lastName', 'addressElement.label_last_name', true)]
    case 'organization': return [cell('organizationName', 'address.label_organization', true)]
    case 'full': return [cell('name', 'address.label_name', true)]
  }
}

/**
 * The form's rows for a country: the name (by `display.name`) and the country first, then the
 * country's own rows from `getAddressFormat` (its `%N` and `%O` fields are the name row already),
 * then the phone when it is shown. With the address synced from the linked one, only the phone.
 */
export const addressRows = (country: CountryCode, settings: AddressSettings, syncAddress: boolean): ReadonlyArray<ReadonlyArray<AddressCell>> => {
  const phoneRow = settings.phoneShown
    ? [[cell('phoneCountry', 'addressElement.label_phone_country', settings.phoneRequired), cell('phone', 'contact.phone_label', settings.phoneRequired)]]
    : []
  if (syncAddress) return phoneRow
  const addressRows = getAddressFormat(country).rows
    .map((row) => row.filter((c) => c.field !== 'name' && c.field !== 'organizationName'))
    .filter((row) => row.length > 0)
  return [nameRow(settings.nameDisplay), [cell('country', 'addressElement.label_country', true)], ...addressRows, ...phoneRow]
}

/** The fields the form has for its country and settings, shown yet or not: the only ones the shopper can change. */
export const formFields = (state: AddressState): ReadonlySet<AddressField> =>
  new Set(addressRows(state.values.country, addressSettings(state.options), state.syncAddress).flat().map((c) => c.field))
