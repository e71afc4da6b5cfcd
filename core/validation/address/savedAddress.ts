import type { AddressElementOptions } from '../options/addressElement.ts'
import type { ConsumerAddress } from './consumerShape.ts'
import { fieldsOf } from './AddressValue.ts'
import { isCountryAllowed, resolveCountry } from './countryCode.ts'
import { isPoBox } from './poBox.ts'

/** A saved address as the wallet lists it (wallet.md §3: id, address, is_default). */
export interface SavedAddress {
  readonly id?: string
  readonly address?: ConsumerAddress | null
  readonly is_default?: boolean
}

/**
 * The address element's options that decide which saved addresses it offers: `allowedCountries`
 * (empty or absent accepts every country) and `blockPoBox`. The element's whole options object
 * can be passed; its other options are not read.
 */
export type SavedAddressEligibilityOptions = Pick<AddressElementOptions, 'allowedCountries' | 'blockPoBox'>

/**
 * Whether a saved address may be offered (payment-form.md §5): its country is allowed (or the
 * list is empty) and, when PO boxes are blocked, neither line looks like one.
 */
export const isSavedAddressEligible = (savedAddress: SavedAddress, options: SavedAddressEligibilityOptions = {}): boolean => {
  const address = fieldsOf(fieldsOf(savedAddress).address)
  const settings = fieldsOf(options)
  const allowed = settings.allowedCountries
  if (Array.isArray(allowed) && allowed.length > 0) {
    const resolved = resolveCountry(address.country_code)
    if (resolved.status !== 'known' || !isCountryAllowed(resolved.country, allowed)) return false
  }
  if (settings.blockPoBox !== true) return true
  return !isPoBox(address.line_1, address.country_code) && !isPoBox(address.line_2, address.country_code)
}
