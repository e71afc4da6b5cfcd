import { initAddress, reduceAddress } from '../../../../core/elements/address/addressModel.ts'
import { invalidAddressViewUpdate } from '../../../../core/elements/address/validateAddressState.ts'
import { type AddressAction, type AddressPatch } from '../../../../core/elements/address/AddressAction.ts'
import { type AddressContext, type AddressState } from '../../../../core/elements/address/AddressState.ts'
import type { ElementContext } from '../../../../core/plugin/ElementDefinition.ts'
import type { InputSource } from '../../../../core/elements/messages.ts'
import { catalogLoaders, locales, type Catalog, type Locale } from '../../../../core/generated/locales/index.generated.ts'
import { messages as en } from '../../../../core/generated/locales/en.generated.ts'
import { messages as fr } from '../../../../core/generated/locales/fr.generated.ts'
import type { AddressElementOptions } from '../../../../core/validation/options/addressElement.ts'
import { loadCountryDetails } from '../../../../core/validation/address/countryDetails.ts'
import { AddressErrorCode } from '../../../../core/validation/address/checkAddress.ts'
import { PhoneErrorCode } from '../../../../core/validation/contact/phone.ts'
import { formatMessage } from '../../../../core/i18n/translate.ts'
import { contextFor } from '../context.ts'

export { en, fr }

/** Country details for the contexts of the tests, loaded once. */
export const details = {
  US: await loadCountryDetails('US'),
  JP: await loadCountryDetails('JP'),
  BR: await loadCountryDetails('BR'),
}

/** Every locale's catalog, loaded once. */
export const catalogs = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, (await catalogLoaders[locale]()).messages] as const)),
) as Readonly<Record<Locale, Catalog>>

/** The context an elements group gives the element's model, in a locale. */
export const contextIn = (locale: Locale, options: AddressElementOptions): ElementContext<AddressElementOptions> => ({
  ...contextFor([], options),
  locale,
  dir: locale === 'ar' ? 'rtl' : 'ltr',
  catalog: catalogs[locale],
  t: (key, params) => formatMessage((catalogs[locale] as Readonly<Record<string, string>>)[key] ?? key, params),
})

/** Every code the element's `change` event can carry: the address's, the phone's, and an edit left open. */
export const reportedCodes = [...Object.values(AddressErrorCode), ...Object.values(PhoneErrorCode), invalidAddressViewUpdate] as const
export type ReportedCode = (typeof reportedCodes)[number]

/** Runs actions in order through the reducer. */
export const run = (state: AddressState, actions: ReadonlyArray<AddressAction>, context: AddressContext = {}): AddressState =>
  actions.reduce((current, action) => reduceAddress(current, action, context), state)

export const change = (patch: AddressPatch, source?: InputSource): AddressAction =>
  source === undefined ? { type: 'change', patch } : { type: 'change', patch, source }

export const shipping = (options: Partial<AddressElementOptions> = {}, context: AddressContext = {}): AddressState =>
  initAddress({ mode: 'shipping', ...options }, context)

/** A complete US address as the form's patch. */
export const whiteHouse: AddressPatch = {
  name: 'Ada Lovelace', line1: '1600 Pennsylvania Avenue NW', city: 'Washington', state: 'DC', postal_code: '20500',
}

/** A complete US address as options and saved addresses carry it. */
export const usAddress = { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', postal_code: '10118', country: 'US' } as const
export const frAddress = { line1: '5 Avenue Anatole France', city: 'Paris', postal_code: '75007', country: 'FR' } as const

/** A wallet shipping address in the consumer API shape. */
export const consumerAddress = (id: string, overrides: Record<string, unknown> = {}, isDefault = false) => ({
  id,
  is_default: isDefault,
  address: {
    name: `Shopper ${id}`, line_1: '233 South Wacker Drive', locality: 'Chicago', administrative_area: 'IL', postal_code: '60606', country_code: 'US',
    ...overrides,
  },
})
