import type { BillingDetails } from '../plugin/contract.ts'
import { checkEmail } from '../validation/contact/email.ts'
import { complete, failed, type FieldResult } from '../validation/ValidationError.ts'
import type { BillingField } from './MethodFacts.ts'

/**
 * The billing details a method's form collects, as value names: the ones the payment element's
 * `fields.billingDetails` and `defaultValues.billingDetails` speak of (`name`, `email`, `phone`,
 * `country`, `line1`, `city`, `postalCode`). Every catalog method's form takes them from here.
 */
export type BillingValue = 'name' | 'email' | 'phone' | 'country' | 'line1' | 'city' | 'postalCode'

/** The order a form shows its billing values in, whoever asks for them: name first, country last. */
export const billingValueOrder: ReadonlyArray<BillingValue> = ['name', 'email', 'phone', 'line1', 'city', 'postalCode', 'country']

/** The form values each billing detail the provider requires stands for (an address is four). */
export const billingValuesOf: Readonly<Record<BillingField, ReadonlyArray<BillingValue>>> = {
  name: ['name'],
  email: ['email'],
  phone: ['phone'],
  country: ['country'],
  address: ['line1', 'city', 'postalCode', 'country'],
}

/**
 * A billing phone number: filled, and 7 to 15 digits (E.164's most) with the usual separators.
 * The provider takes it as typed; the phone library would check it by country, but it adds some
 * 28 KB gzip to every page that offers a catalog method (plugins/mb_way/mobileNumber.ts says the same).
 */
const checkPhone = (value: string): FieldResult => {
  if (value.trim() === '') return failed('incomplete_phone')
  const digits = value.replace(/\D/g, '').length
  return /^\+?[\d\s().-]+$/.test(value.trim()) && digits >= 7 && digits <= 15 ? complete : failed('invalid_phone')
}

const filled = (code: string) => (value: string): FieldResult => (value.trim() === '' ? failed(code) : complete)

/** How each billing value is labelled (a method string key), filled in by the browser, and checked. */
export const billingValueSpecs: Readonly<Record<BillingValue, {
  readonly label: string
  readonly autoComplete: string
  readonly type?: 'email' | 'tel'
  readonly validate: (value: string, countries: ReadonlyArray<string> | undefined) => FieldResult
}>> = {
  name: { label: 'name', autoComplete: 'name', validate: filled('incomplete_name') },
  email: {
    label: 'email',
    autoComplete: 'email',
    type: 'email',
    validate: (value) => {
      const result = checkEmail(value, false)
      return result.error?.code === 'email_invalid' ? failed('invalid_email') : result
    },
  },
  phone: { label: 'phone', autoComplete: 'tel', type: 'tel', validate: checkPhone },
  country: {
    label: 'country',
    autoComplete: 'country',
    // A method offered in some countries only takes a billing country among them.
    validate: (value, countries) => value === '' || (countries !== undefined && !countries.includes(value)) ? failed('incomplete_country') : complete,
  },
  line1: { label: 'address_line1', autoComplete: 'address-line1', validate: filled('incomplete_address_line1') },
  city: { label: 'address_city', autoComplete: 'address-level2', validate: filled('incomplete_address_city') },
  postalCode: { label: 'address_postal_code', autoComplete: 'postal-code', validate: filled('incomplete_address_postal_code') },
}

/**
 * The billing details confirm sends: what the billing address element or the merchant gave, with
 * what the shopper typed in the method's own form over it (trimmed; empty values left out).
 */
export const billingDetailsOf = (values: Readonly<Record<string, string>>, collected: ReadonlyArray<BillingValue>, billing?: BillingDetails): BillingDetails | undefined => {
  const typed = (name: BillingValue): string | undefined => collected.includes(name) && values[name]?.trim() ? values[name]!.trim() : undefined
  const address = {
    ...billing?.address,
    ...(typed('country') === undefined ? {} : { country: typed('country') }),
    ...(typed('line1') === undefined ? {} : { line1: typed('line1') }),
    ...(typed('city') === undefined ? {} : { city: typed('city') }),
    ...(typed('postalCode') === undefined ? {} : { postal_code: typed('postalCode') }),
  }
  const details: BillingDetails = {
    ...billing,
    ...(typed('name') === undefined ? {} : { name: typed('name') }),
    ...(typed('email') === undefined ? {} : { email: typed('email') }),
    ...(typed('phone') === undefined ? {} : { phone: typed('phone') }),
    ...(Object.keys(address).length === 0 ? {} : { address }),
  }
  return Object.keys(details).length === 0 ? undefined : details
}
