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
