import type { PaymentAddressValue } from '../options/paymentElement.ts'
import { fieldsOf, type AddressValue } from './AddressValue.ts'

/** An address as the wallet's consumer API sends and takes it (wallet.md §3, "Address (API shape)"). */
export interface ConsumerAddress {
  readonly name?: string | null
  readonly line_1?: string | null
  readonly line_2?: string | null
  readonly locality?: string | null
  readonly administrative_area?: string | null
  readonly postal_code?: string | null
  readonly country_code?: string | null
  readonly phone?: string | null
  readonly phone_country?: string | null
}

type Pairs = ReadonlyArray<readonly [string, string]>

// Element key -> consumer key; the same tables, reversed, drive the other direction.
const addressKeys: Pairs = [
  ['line1', 'line_1'], ['line2', 'line_2'], ['city', 'locality'], ['state', 'administrative_area'],
  ['postal_code', 'postal_code'], ['country', 'country_code'],
]
const contactKeys: Pairs = [['name', 'name'], ['phone', 'phone'], ['phoneCountry', 'phone_country']]

const reversed = (pairs: Pairs): Pairs => pairs.map(([from, to]) => [to, from] as const)
const consumerAddressKeys = reversed(addressKeys)
const consumerContactKeys = reversed(contactKeys)

/** The string fields of `source` named in `pairs`, renamed; absent, null and non-string fields are left out. */
const renamed = (source: unknown, pairs: Pairs): Record<string, string> => {
  const fields = fieldsOf(source)
  const out: Record<string, string> = {}
  for (const [from, to] of pairs) {
    const value = fields[from]
    if (typeof value === 'string') out[to] = value
  }
  return out
}

/** A consumer API address as the element's value (payload keys: line1, city, state, postal_code, country). */
export const addressFromConsumerShape = (consumer: ConsumerAddress): AddressValue => ({
  ...renamed(consumer, consumerContactKeys),
  address: renamed(consumer, consumerAddressKeys) as PaymentAddressValue,
})

/** The element's value in the consumer API shape (line_1, locality, administrative_area, country_code, ...). */
export const toConsumerShape = (value: AddressValue): ConsumerAddress => ({
  ...renamed(value, contactKeys),
  ...renamed(fieldsOf(value).address, addressKeys),
})
