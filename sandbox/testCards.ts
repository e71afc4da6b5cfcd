/**
 * What a card does when it is charged or set up. Numbers not in `testCards` that pass their
 * brand's Luhn rule (UnionPay's 16 to 19 digits need not pass Luhn) succeed, whatever their brand.
 */
export type CardOutcome =
  | { readonly kind: 'succeed' }
  | { readonly kind: 'authenticate' }
  | { readonly kind: 'decline'; readonly code: string; readonly declineCode: string; readonly message: string; readonly param?: string }

export interface TestCard {
  readonly number: string
  readonly description: string
  readonly outcome: CardOutcome
}

const declined = 'Your card was declined.'

/** The provider's test cards, each with the outcome its number promises. */
export const testCards = [
  { number: '4242424242424242', description: 'succeeds', outcome: { kind: 'succeed' } },
  { number: '4000000000000002', description: 'generic decline', outcome: { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: declined } },
  { number: '4000000000009995', description: 'insufficient funds', outcome: { kind: 'decline', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
  { number: '4000000000009987', description: 'lost card', outcome: { kind: 'decline', code: 'card_declined', declineCode: 'lost_card', message: declined } },
  { number: '4000000000009979', description: 'stolen card', outcome: { kind: 'decline', code: 'card_declined', declineCode: 'stolen_card', message: declined } },
  { number: '4000000000000069', description: 'expired card', outcome: { kind: 'decline', code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.', param: 'exp_month' } },
  { number: '4000000000000127', description: 'incorrect CVC', outcome: { kind: 'decline', code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' } },
  { number: '4000000000000119', description: 'processing error', outcome: { kind: 'decline', code: 'processing_error', declineCode: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' } },
  { number: '4100000000000019', description: 'blocked as fraudulent', outcome: { kind: 'decline', code: 'card_declined', declineCode: 'fraudulent', message: declined } },
  { number: '4000002500003155', description: 'requires 3D Secure authentication', outcome: { kind: 'authenticate' } },
  { number: '4000000000003220', description: 'requires 3D Secure 2 authentication', outcome: { kind: 'authenticate' } },
] as const satisfies readonly TestCard[]

const byNumber: ReadonlyMap<string, CardOutcome> = new Map(testCards.map((card) => [card.number, card.outcome]))

/** The outcome of a card number (digits only). */
export const outcomeOf = (number: string): CardOutcome => byNumber.get(number) ?? { kind: 'succeed' }

/**
 * The provider's test tokens: each stands for a test card, so a source or a charge can be made from
 * `tok_visa` without creating a token first.
 */
export const testTokens: Readonly<Record<string, string>> = {
  tok_visa: '4242424242424242',
  tok_mastercard: '5555555555554444',
  tok_amex: '378282246310005',
  tok_discover: '6011111111111117',
  tok_diners: '36227206271667',
  tok_jcb: '3566002020360505',
  tok_unionpay: '6200000000000005',
  tok_chargeDeclined: '4000000000000002',
}
