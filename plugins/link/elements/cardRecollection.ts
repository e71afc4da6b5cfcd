import type { ElementContext } from 'payloom'
import type { Recollection } from '../runtime/savedCardCalls.ts'
import { checkRecollectedCard, type RecollectionErrorCode, type RecollectionNeeds } from '../wallet/validation.ts'

/**
 * What a saved card needs again before it pays (wallet.md §5 "Card re-collection"), as the saved
 * list asks for it under the card picked: its CVC where the payment asks for it (the intent's
 * require_cvc_recollection) or its check failed, the postal code where none is on file or its check
 * failed, the legal name where Link asks for full names. An expired card is not asked for its
 * expiry here: it is updated first (its update form), as the customer's saved cards are.
 */

/** What the shopper typed again for the card picked. */
export interface RecollectedFields {
  readonly cvc: string
  readonly postalCode: string
  readonly legalName: string
}

export const noneRecollected: RecollectedFields = { cvc: '', postalCode: '', legalName: '' }

/** The part's inputs for each field, by the field's name in the payment element. */
export const recollectionInputs = { linkCardCvc: 'cvc', linkCardPostalCode: 'postalCode', linkCardLegalName: 'legalName' } as const satisfies Record<string, keyof RecollectedFields>
export type RecollectionInput = keyof typeof recollectionInputs

/** What a field keeps of what is typed: digits for the CVC (4 at most). */
export const recollectedValue = (field: keyof RecollectedFields, value: string): string =>
  field === 'cvc' ? value.replace(/\D/g, '').slice(0, 4) : value.slice(0, field === 'postalCode' ? 20 : 100)

/** The needs this form asks for (all but the expiry, which an update gives). */
export const askedFor = (needs: RecollectionNeeds): RecollectionNeeds => ({ ...needs, expiry: false })

/** The errors of the fields asked for, by field, with the card's rules: a missing CVC is incomplete_cvc. */
export const recollectionErrors = (typed: RecollectedFields, recollection: Recollection, now: Date): Partial<Record<keyof RecollectedFields, RecollectionErrorCode>> => {
  const { expiry: _expiry, ...errors } = checkRecollectedCard(typed, askedFor(recollection.needs), { brand: recollection.brand, country: recollection.country, now })
  return errors
}

/** Where each code's message is in the core catalogs (the card form's and the address form's). */
const messageKey = (code: RecollectionErrorCode): string =>
  code === 'invalid_zip' || code === 'invalid_postal_code' || code === 'incomplete_name' ? `address.${code}` : `card.${code}`

/** A re-collection error in the shopper's language. */
export const recollectionMessage = (context: ElementContext, code: RecollectionErrorCode): string => context.t(messageKey(code))
