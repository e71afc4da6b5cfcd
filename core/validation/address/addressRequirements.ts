import type { CountryCode } from '../../generated/address/countryCodes.generated.ts'
import type { AddressElementOptions, NameDisplay } from '../options/addressElement.ts'
import { normalizeCountryCode } from './countryCode.ts'

/**
 * What the address element's options require of an address: the one reading of those options that
 * both the element (its form and its `complete`) and `validateAddress` use, so the two cannot
 * disagree about which fields must be filled.
 */
export interface AddressRequirements {
  readonly nameDisplay: NameDisplay
  /** `fields.phone`: `always` shows it; `auto` shows it only when `validation.phone.required` is `always`. */
  readonly phoneShown: boolean
  /** A shown phone must be filled: `validation.phone.required` is `always` and `fields.phone` is not `never`. */
  readonly phoneRequired: boolean
  readonly blockPoBox: boolean
  /** Normalized, without duplicates; empty allows every country. */
  readonly allowedCountries: ReadonlyArray<CountryCode>
}

/** The address element's options read with their defaults (payment-form.md §3, "Address options"). `mode` changes nothing here. */
export const addressRequirements = (options: Partial<AddressElementOptions> = {}): AddressRequirements => {
  const phone = options.fields?.phone ?? 'auto'
  const required = options.validation?.phone?.required ?? 'auto'
  const allowed = (options.allowedCountries ?? []).map(normalizeCountryCode).filter((code) => code !== undefined)
  return {
    nameDisplay: options.display?.name ?? 'full',
    phoneShown: phone === 'always' || (phone === 'auto' && required === 'always'),
    phoneRequired: phone !== 'never' && required === 'always',
    blockPoBox: options.blockPoBox === true,
    allowedCountries: [...new Set(allowed)],
  }
}
