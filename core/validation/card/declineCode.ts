/** The card form fields a decline can be shown on. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'postalCode'

/**
 * The field a provider decline code belongs to, so the form shows the error under it
 * (payment-form.md §5); undefined for every other code, which the form does not place.
 */
export const fieldForDeclineCode = (code: string): CardField | undefined => {
  switch (code) {
    case 'card_velocity_exceeded':
    case 'fraudulent':
    case 'generic_decline':
    case 'insufficient_funds':
    case 'lost_card':
    case 'stolen_card':
      return 'number'
    case 'expired_card':
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
      return 'expiry'
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'cvc'
    case 'incorrect_zip':
      return 'postalCode'
    default:
      return undefined
  }
}

/** A provider `param` naming a card detail, as the card API spells it (`exp_month`, `card[cvc]`, `billing_details[address][postal_code]`). */
const fieldForParam = (param: string): CardField | undefined => {
  const name = /([a-z_]+)\]?$/.exec(param)?.[1]
  switch (name) {
    case 'number': return 'number'
    case 'exp_month': case 'exp_year': return 'expiry'
    case 'cvc': return 'cvc'
    case 'postal_code': return 'postalCode'
    default: return undefined
  }
}

/**
 * Every card field a failed confirm concerns (payment-form.md §8 "a card confirm error displays
 * all field errors"): the field of its decline code, of its error code, and of the param the
 * provider names, once each. Empty for an error no card field can show.
 */
export const fieldsForCardError = (error: { readonly code?: string; readonly decline_code?: string; readonly param?: string }): ReadonlyArray<CardField> => {
  const fields = [
    fieldForDeclineCode(error.decline_code ?? ''),
    fieldForDeclineCode(error.code ?? ''),
    fieldForParam(error.param ?? ''),
  ].filter((field): field is CardField => field !== undefined)
  return [...new Set(fields)]
}
