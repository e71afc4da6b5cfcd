import type { ConsumerAddress } from 'payloom/validation/address'

/**
 * Whether the billing details a page gives differ from a saved Link card's billing address on file
 * (controller.md §5 "A billing postal code mismatch with saved Link details (US compares the first
 * 5 characters, spaces ignored) or a country mismatch is logged and triggers a card update").
 */

/** The billing address a page gives at confirm (defaultValues, a billing address element, the confirm call's). */
export interface GivenAddress {
  readonly country?: string | null
  readonly postal_code?: string | null
}

/** What differs: the fields the saved card is updated with, and their names for the log. */
export interface BillingMismatch {
  readonly fields: ReadonlyArray<'country' | 'postal_code'>
  /** The card's billing address on file with the page's country and postal code. */
  readonly address: ConsumerAddress
}

const spaceless = (value: string): string => value.replace(/\s/g, '').toUpperCase()

/**
 * Whether two postal codes of `country` are the same: spaces (and case) ignored, and in the US
 * only the first 5 characters count, so a ZIP+4 (`94103-1234`) is the ZIP it extends.
 */
export const samePostalCode = (country: string, a: string, b: string): boolean => {
  const keep = country.toUpperCase() === 'US' ? (value: string) => spaceless(value).slice(0, 5) : spaceless
  return keep(a) === keep(b)
}

const given = (value: string | null | undefined): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/**
 * How the page's billing address differs from the card's on file; undefined when it does not, or
 * gives neither a country nor a postal code. Only what the page gives is compared: a page that
 * gives no postal code leaves the card's as it is.
 */
export const billingMismatch = (saved: ConsumerAddress | undefined, page: GivenAddress | undefined): BillingMismatch | undefined => {
  const country = given(page?.country)?.toUpperCase()
  const postalCode = given(page?.postal_code)
  const onFile = saved ?? {}
  const fields: Array<'country' | 'postal_code'> = []
  if (country !== undefined && country !== given(onFile.country_code)?.toUpperCase()) fields.push('country')
  const rule = country ?? given(onFile.country_code) ?? ''
  const savedPostal = given(onFile.postal_code)
  if (postalCode !== undefined && (savedPostal === undefined || !samePostalCode(rule, postalCode, savedPostal))) fields.push('postal_code')
  if (fields.length === 0) return undefined
  return {
    fields,
    address: { ...onFile, ...(country === undefined ? {} : { country_code: country }), ...(fields.includes('postal_code') ? { postal_code: postalCode! } : {}) },
  }
}
