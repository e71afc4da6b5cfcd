import { countryCodes } from '../../core/generated/address/countryCodes.generated.ts'
import { ApiError } from '../ApiError.ts'
import type { BillingDetails } from '../paymentMethods.ts'
import type { Reader } from '../params.ts'

/** A billing address as the wallet's API shapes it (wallet.md §3 "Address (API shape)"), without the phone. */
export interface BillingAddress {
  readonly name: string | null
  readonly line_1: string | null
  readonly line_2: string | null
  readonly locality: string | null
  readonly administrative_area: string | null
  readonly postal_code: string | null
  readonly country_code: string | null
}

/** A shipping address: the billing fields and a phone. */
export interface Address extends BillingAddress {
  readonly phone: string | null
  readonly phone_country: string | null
}

const billingFields = ['name', 'line_1', 'line_2', 'locality', 'administrative_area', 'postal_code', 'country_code'] as const
const addressFields = [...billingFields, 'phone', 'phone_country'] as const

const knownCountries: ReadonlySet<string> = new Set(countryCodes)

/** A country code the address data knows, upper-cased; AC and TA are not among them, as the wallet sends them as SH (wallet.md §5). */
export const readCountry = (params: Reader, key: string): string | null => {
  const code = params.string(key)?.toUpperCase()
  if (code === undefined) return null
  if (!knownCountries.has(code)) {
    const hint = code === 'AC' || code === 'TA' ? ' Send SH for Ascension and Tristan da Cunha.' : ''
    throw ApiError.invalidRequest(`Invalid ${params.name(key)}: '${code}' is not a country code.${hint}`, { code: 'country_code_invalid', param: params.name(key) })
  }
  return code
}

const readFields = <F extends string>(params: Reader | undefined, fields: readonly F[]): Record<F, string | null> => {
  const address = params?.only(fields)
  return Object.fromEntries(fields.map((field) => [field, address === undefined ? null
    : field === 'country_code' || field === 'phone_country' ? readCountry(address, field) : address.string(field)?.trim() ?? null])) as Record<F, string | null>
}

/** `billing_address[...]`, every field null when absent. */
export const readBillingAddress = (params: Reader | undefined): BillingAddress => readFields(params, billingFields)

/** `address[...]` of a shipping address, which needs at least its country. */
export const readShippingAddress = (params: Reader | undefined, param: string): Address => {
  const address = readFields(params, addressFields)
  if (address.country_code === null) throw ApiError.missingParam(`${param}[country_code]`)
  return address
}

/** The provider's billing details of a saved card, for the payment method it is shared as. */
export const billingDetailsOf = (address: BillingAddress, email: string | null, phone: string | null): BillingDetails => ({
  name: address.name,
  email,
  phone,
  address: {
    line1: address.line_1,
    line2: address.line_2,
    city: address.locality,
    state: address.administrative_area,
    postal_code: address.postal_code,
    country: address.country_code,
  },
})
