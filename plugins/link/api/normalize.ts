import { normalizeCountryCode } from 'payloom/validation/address'
import { normalizeEmail } from 'payloom/validation/contact'
import { fullCardYear } from '../wallet/validation.ts'
import type { Address, CardCreatePayload, CardUpdatePayload } from './types.ts'

/**
 * wallet.md §5's rules for what the calls send, applied where they are sent so that no caller can
 * skip them: e-mails trimmed and lower-cased, country codes AC and TA sent as SH, two-digit card
 * years with 2000 added. The rules themselves are core's and the wallet's (one copy each).
 */

/** A country code as sent: AC and TA as SH, upper-cased; one no table knows is sent as given, for the provider to refuse. */
export const apiCountryCode = (code: string): string => normalizeCountryCode(code) ?? code

/** An address with its country code as sent. */
export const apiAddress = (address: Address): Address =>
  typeof address.country_code === 'string' ? { ...address, country_code: apiCountryCode(address.country_code) } : address

export { normalizeEmail as apiEmail, fullCardYear as apiCardYear }

/** A card to save, as sent. */
export const apiCardCreate = (payload: CardCreatePayload): CardCreatePayload => ({
  ...payload,
  card: { ...payload.card, exp_year: fullCardYear(payload.card.exp_year) },
  ...(payload.billing_address === undefined ? {} : { billing_address: apiAddress(payload.billing_address) }),
  ...(payload.billing_email_address === undefined ? {} : { billing_email_address: normalizeEmail(payload.billing_email_address) }),
})

/** A saved card's update, as sent. */
export const apiCardUpdate = (payload: CardUpdatePayload): CardUpdatePayload => ({
  ...payload,
  ...(payload.exp_year === undefined ? {} : { exp_year: fullCardYear(payload.exp_year) }),
  ...(payload.billing_address === undefined ? {} : { billing_address: apiAddress(payload.billing_address) }),
})
