import type { PaymentAddressValue } from '../options/paymentElement.ts'

/**
 * An address as the address element reports it: the payload keys of payment-form.md §3
 * (`address: { line1, line2, city, state, postal_code, country }`) plus the name and phone fields
 * and the form's `syncAddress` (payment-form.md §3, "Address (form)").
 */
export interface AddressValue {
  readonly name?: string
  readonly firstName?: string
  readonly lastName?: string
  readonly organizationName?: string
  readonly phone?: string
  /** The phone number's country, when it is not the address's (a national number is read in it). */
  readonly phoneCountry?: string
  readonly address?: PaymentAddressValue
  /**
   * A billing address the shopper copied from the shipping one ("same as shipping", payment-form.md
   * §5): the address was checked as the shipping address, so only the phone is checked here.
   */
  readonly syncAddress?: boolean
}

/** The trimmed text of a field that may hold anything; validators read untrusted input with it. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The fields of something that may not be an object. */
export const fieldsOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
