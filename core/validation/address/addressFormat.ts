import { addressRules } from '../../generated/address/rules.generated.ts'
import { type CountryCode } from '../../generated/address/countryCodes.generated.ts'
import type { AddressNameType, AddressRule } from './AddressFormatSpec.ts'
import { resolveCountry, unknownCountryCode } from './countryCode.ts'

/** A field the address form shows, named like the payload keys (payment-form.md §3). */
export type AddressFormatField = 'name' | 'organizationName' | 'line1' | 'line2' | 'sublocality' | 'city' | 'state' | 'postal_code'

/** The message key of a field's label: fixed for name, organization and lines, else by name type. */
export type AddressLabelKey = `address.label_${AddressNameType | 'name' | 'organization' | 'line1' | 'line2'}`

/** One field of a row. */
export interface AddressFormatCell {
  readonly field: AddressFormatField
  readonly required: boolean
  /** The country writes this field in capitals. */
  readonly upper: boolean
  readonly labelKey: AddressLabelKey
}

/** How to lay out a country's address form. */
export interface AddressFormat {
  /** The country whose format this is: AC and TA give SH; unknown codes give US. */
  readonly country: CountryCode
  /** The fields in the country's order, one array per row. */
  readonly rows: ReadonlyArray<ReadonlyArray<AddressFormatCell>>
  /** Whether the state is picked from a list (see `loadCountryDetails`). */
  readonly hasSubdivisions: boolean
  /** `'Unknown country code'` when the code was not known and US was used. */
  readonly warnings: ReadonlyArray<string>
}

export interface AddressFormatOptions {
  /** Use the order for addresses written in Latin script, where the country has one. @default false */
  readonly latin?: boolean
}

type Letter = 'N' | 'O' | 'D' | 'C' | 'S' | 'Z'

// %A is handled apart (two rows); %X, the CEDEX-style sorting code, has no payload key and is skipped.
const fieldOfLetter: Readonly<Record<Letter, AddressFormatField>> = {
  N: 'name', O: 'organizationName', D: 'sublocality', C: 'city', S: 'state', Z: 'postal_code',
}

const labelOf = (field: AddressFormatField, rule: AddressRule): AddressLabelKey => {
  switch (field) {
    case 'name': return 'address.label_name'
    case 'organizationName': return 'address.label_organization'
    case 'line1': return 'address.label_line1'
    case 'line2': return 'address.label_line2'
    case 'sublocality': return `address.label_${rule.sublocalityNameType}`
    case 'city': return `address.label_${rule.localityNameType}`
    case 'state': return `address.label_${rule.stateNameType}`
    case 'postal_code': return `address.label_${rule.postalNameType}`
  }
}

const rowsOf = (format: string, rule: AddressRule): ReadonlyArray<ReadonlyArray<AddressFormatCell>> => {
  const cell = (field: AddressFormatField, letter: string, required: boolean): AddressFormatCell =>
    ({ field, required, upper: rule.upper.includes(letter), labelKey: labelOf(field, rule) })
  const rows: Array<ReadonlyArray<AddressFormatCell>> = []
  for (const line of format.split('%n')) {
    let row: Array<AddressFormatCell> = []
    for (const [, letter = ''] of line.matchAll(/%(.)/g)) {
      if (letter === 'A') {
        // The street lines always get rows of their own, whatever shares their line in the format.
        if (row.length > 0) rows.push(row)
        rows.push([cell('line1', 'A', rule.require.includes('A'))], [cell('line2', 'A', false)])
        row = []
      } else if (Object.hasOwn(fieldOfLetter, letter)) {
        row.push(cell(fieldOfLetter[letter as Letter], letter, rule.require.includes(letter)))
      }
    }
    if (row.length > 0) rows.push(row)
  }
  return rows
}

/**
 * The address form of a country (payment-form.md §3): its fields in order, grouped in rows, with
 * the required flags and the label keys (`address.label_zip`, `address.label_prefecture`, ...).
 * The country field itself is not part of the rows. Unknown codes fall back to US, with a warning.
 */
export const getAddressFormat = (country: unknown, options: AddressFormatOptions = {}): AddressFormat => {
  const resolved = resolveCountry(country)
  const rule: AddressRule = addressRules[resolved.country]
  const format = options?.latin === true && rule.latinFormat !== undefined ? rule.latinFormat : rule.format
  return {
    country: resolved.country,
    rows: rowsOf(format, rule),
    hasSubdivisions: rule.hasSubdivisions,
    warnings: resolved.status === 'unknown' ? [unknownCountryCode] : [],
  }
}
