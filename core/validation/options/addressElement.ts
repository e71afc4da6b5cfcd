import { addressValue, countryCode } from './addressFields.ts'
import { isRecord } from '../../json/guards.ts'
import { arrayOf, boolean, object, oneOf, report, string, type Check } from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'
import type { PaymentAddressValue } from './paymentElement.ts'

/** What the address element collects. */
export const addressModes = ['shipping', 'billing'] as const
export type AddressMode = (typeof addressModes)[number]

/** Where address suggestions come from. */
export const autocompleteModes = ['automatic', 'disabled', 'google_maps_api'] as const
export type AutocompleteMode = (typeof autocompleteModes)[number]

/** How the name is asked for (payment-form.md §5, Address). */
export const nameDisplays = ['full', 'split', 'organization'] as const
export type NameDisplay = (typeof nameDisplays)[number]

/** Whether the phone field shows, and whether it must be filled. */
export const phoneSettings = ['auto', 'always', 'never'] as const
export type PhoneSetting = (typeof phoneSettings)[number]

/** A saved contact the shopper can pick instead of typing an address. */
export interface AddressContact {
  readonly name: string
  readonly phone?: string
  readonly address: PaymentAddressValue
}

/** The address element's options (`elements.create('address', options)`). */
export interface AddressElementOptions {
  readonly mode: AddressMode
  /** Countries offered; empty or absent offers every country. */
  readonly allowedCountries?: ReadonlyArray<string>
  /** @default { mode: 'automatic' } */
  readonly autocomplete?: { readonly mode: AutocompleteMode; readonly apiKey?: string }
  /** Reject addresses whose lines look like a PO box. @default false */
  readonly blockPoBox?: boolean
  readonly contacts?: ReadonlyArray<AddressContact>
  readonly defaultValues?: {
    readonly name?: string
    readonly firstName?: string
    readonly lastName?: string
    readonly phone?: string
    readonly address?: PaymentAddressValue
  }
  /** @default { name: 'full' } */
  readonly display?: { readonly name?: NameDisplay }
  /** @default { phone: 'auto' } */
  readonly fields?: { readonly phone?: PhoneSetting }
  /** @default { phone: { required: 'auto' } } */
  readonly validation?: { readonly phone?: { readonly required?: PhoneSetting } }
}

const autocompleteSettings = object({ mode: oneOf(autocompleteModes), apiKey: string }, ['mode'])

// The Google Maps mode calls Google with the merchant's own key, so it cannot work without one.
const autocomplete: Check = (value, path, issues) => {
  autocompleteSettings(value, path, issues)
  if (isRecord(value) && value.mode === 'google_maps_api' && (value.apiKey === undefined || value.apiKey === '')) {
    issues.errors.push(`Missing required option ${path}.apiKey: the google_maps_api mode needs your Google Maps API key.`)
  }
}

const phoneSetting = oneOf(phoneSettings)

const addressElementOptions = object(
  {
    mode: oneOf(addressModes),
    allowedCountries: arrayOf(countryCode),
    autocomplete,
    blockPoBox: boolean,
    contacts: arrayOf(object({ name: string, phone: string, address: addressValue }, ['name', 'address'])),
    defaultValues: object({ name: string, firstName: string, lastName: string, phone: string, address: addressValue }),
    display: object({ name: oneOf(nameDisplays) }),
    fields: object({ phone: phoneSetting }),
    validation: object({ phone: object({ required: phoneSetting }) }),
  },
  ['mode'],
)

/** Checks the address element's options (payment-form.md §3). `mode` is required. */
export const validateAddressElementOptions = (options: unknown): OptionsReport =>
  report(addressElementOptions, options === undefined ? {} : options)
