/**
 * Link consumers: a shopper's wallet account, found by e-mail, with a phone for SMS codes. They
 * live in the store (a restart keeps them); their cards, addresses, passkeys and sessions are
 * stored under them.
 */
import { randomBytes } from 'node:crypto'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { checkEmail, normalizeEmail } from '../../core/validation/contact/email.ts'
import { validatePhone } from '../../core/validation/contact/phone.ts'
import { ApiError } from '../ApiError.ts'
import { newId, now } from '../ids.ts'
import type { Reader } from '../params.ts'
import { Kind, type Row, type Store } from '../Store.ts'

export interface Consumer {
  /** `csmr_...`, the `account_id` the sign-up answers. */
  readonly id: string
  /** Trimmed and lower-cased. */
  readonly email_address: string
  /** E.164, or null for a consumer who signed up without one (verified by e-mail only). */
  readonly phone_number: string | null
  readonly phone_number_country: string | null
  readonly legal_name: string | null
  readonly country: string
  readonly locale: string | null
  readonly created: number
}

export interface ConsumerHidden {
  /** The WebAuthn user handle (base64url) the consumer's passkeys are registered for. */
  readonly user_handle: string
  /** When each rate-limited call was made lately (ms since the epoch), per call: rateLimit.ts. */
  readonly recent_calls: Readonly<Record<string, readonly number[]>>
}

export type ConsumerRow = Row<Consumer, ConsumerHidden>

/** The consumer of an e-mail (already normalised), if one signed up with it. */
export const consumerByEmail = (store: Store, email: string): ConsumerRow | undefined =>
  store.list<Consumer, ConsumerHidden>(Kind.linkConsumer, { where: { email_address: email }, limit: 1 })?.rows[0]

export const loadConsumer = (store: Store, id: string): ConsumerRow => {
  const row = store.get<Consumer, ConsumerHidden>(Kind.linkConsumer, id)
  // Sessions, cards and addresses are only ever made under a stored consumer, and consumers are never deleted.
  if (row === undefined) throw new Error(`sandbox: Link consumer ${id} is missing`)
  return row
}

export const saveConsumerHidden = (store: Store, row: ConsumerRow, hidden: ConsumerHidden): void => {
  store.put<Consumer, ConsumerHidden>(Kind.linkConsumer, row.body, hidden)
}

/** What a new consumer is made of (the sign-up call's fields, or the seed's). */
export type NewConsumer = Omit<Consumer, 'id' | 'created'>

export const createConsumer = (store: Store, fields: NewConsumer): ConsumerRow => {
  const body: Consumer = { id: newId('csmr'), ...fields, created: now() }
  const hidden: ConsumerHidden = { user_handle: randomBytes(16).toString('base64url'), recent_calls: {} }
  store.put<Consumer, ConsumerHidden>(Kind.linkConsumer, body, hidden)
  return { id: body.id, body, hidden, parent: null }
}

/** An e-mail parameter, trimmed and lower-cased (wallet.md §5), or a 400 naming it when it cannot be an address. */
export const readEmail = (params: Reader, key: string): string | undefined => {
  const text = params.string(key)
  if (text === undefined) return undefined
  if (!checkEmail(text, false).complete) throw ApiError.invalidRequest(`Invalid ${params.name(key)}: '${text}' is not an e-mail address.`, { code: 'email_invalid', param: params.name(key) })
  return normalizeEmail(text)
}

/** A phone parameter in E.164 (`+16505550155`) that libphonenumber finds valid, with its country. */
export const readPhone = (params: Reader, key: string): { readonly number: string; readonly country: string } | undefined => {
  const text = params.string(key)
  if (text === undefined) return undefined
  const parsed = parsePhoneNumberFromString(text)
  if (!text.startsWith('+') || parsed?.country === undefined || !validatePhone(text, parsed.country).complete) {
    throw ApiError.invalidRequest(`Invalid ${params.name(key)}: give a valid phone number in E.164 form, such as +16505550155.`, { code: 'invalid_phone_number', param: params.name(key) })
  }
  return { number: parsed.number, country: parsed.country }
}

/**
 * The phone as the wallet shows it before verification: its national form with every digit but
 * the last two hidden, `(•••) ••• ••55` for +1 650 555 0155.
 */
export const redactedPhone = (phone: string): string => {
  const national = parsePhoneNumberFromString(phone)?.formatNational() ?? phone
  const digits = national.replace(/\D/g, '').length
  let seen = 0
  return national.replace(/\d/g, (digit) => (++seen > digits - 2 ? digit : '•')).replaceAll('-', ' ')
}
