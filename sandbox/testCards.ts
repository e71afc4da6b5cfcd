import type { CardNetworkRange } from '../core/validation/card/cardNetworks.ts'

/**
 * What a card does when it is charged or set up. Numbers not in `testCards` that pass their
 * brand's Luhn rule (UnionPay's 16 to 19 digits need not pass Luhn) succeed, whatever their brand.
 */
export type CardOutcome =
  | { readonly kind: 'succeed' }
  | { readonly kind: 'authenticate' }
  /** Radar's elevated risk: the shopper must pass a visible captcha before the card is charged (sandbox/captchaChallenge.ts). */
  | { readonly kind: 'challenge' }
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
  { number: '4000000000009235', description: 'elevated risk: passes a captcha challenge, then succeeds', outcome: { kind: 'challenge' } },
  { number: '4000000000003220', description: 'requires 3D Secure 2 authentication', outcome: { kind: 'authenticate' } },
  { number: '4000004840000008', description: 'Mexican credit card: succeeds, offered installment plans in pesos', outcome: { kind: 'succeed' } },
] as const satisfies readonly TestCard[]

const byNumber: ReadonlyMap<string, CardOutcome> = new Map(testCards.map((card) => [card.number, card.outcome]))

/** The outcome of a card number (digits only). */
export const outcomeOf = (number: string): CardOutcome => byNumber.get(number) ?? { kind: 'succeed' }

/** Where the test cards of other countries are issued, by the first 8 digits of their numbers; every other card is from the US. */
const issuingCountries: ReadonlyMap<string, string> = new Map([['40000048', 'MX']])

/** The country that issued a card, from its number's first 8 digits (or more). */
export const countryOfNumber = (number: string): string => issuingCountries.get(number.slice(0, 8)) ?? 'US'

/**
 * The provider's named test cards: `pm_card_<name>` is a payment method and `tok_<name>` a token
 * for the card, usable any number of times (each use makes a fresh object, as the provider does).
 */
export const namedTestCards: Readonly<Record<string, string>> = {
  visa: '4242424242424242',
  visa_debit: '4000056655665556',
  mx: '4000004840000008',
  mastercard: '5555555555554444',
  mastercard_debit: '5200828282828210',
  mastercard_prepaid: '5105105105105100',
  amex: '378282246310005',
  discover: '6011111111111117',
  diners: '3056930009020004',
  jcb: '3566002020360505',
  unionpay: '6200000000000005',
  chargeDeclined: '4000000000000002',
  chargeDeclinedInsufficientFunds: '4000000000009995',
  chargeDeclinedLostCard: '4000000000009987',
  chargeDeclinedStolenCard: '4000000000009979',
  chargeDeclinedExpiredCard: '4000000000000069',
  chargeDeclinedIncorrectCvc: '4000000000000127',
  chargeDeclinedProcessingError: '4000000000000119',
  cartesBancaires: '4000002500001001',
  cartesBancairesMastercard: '5555552500001001',
  unionpay19: '6205500000000000004',
  radarBlock: '4100000000000019',
  authenticationRequired: '4000002500003155',
  threeDSecure2Required: '4000000000003220',
}

/** The card number a test id (`pm_card_visa`, `tok_visa`) stands for, if it is one. */
export const numberOfTestId = (id: string): string | undefined => {
  const name = /^(?:pm_card_|tok_)(\w+)$/.exec(id)?.[1]
  return name !== undefined && Object.hasOwn(namedTestCards, name) ? namedTestCards[name] : undefined
}

const range = (brand: string, low: string, high: string): CardNetworkRange => ({ brand, pan_length: low.length, account_range_low: low, account_range_high: high })

/**
 * The account ranges of the test cards' networks (controller.md §3 "Card networks", §9 "Test cards
 * map to networks"), as the provider's card metadata answers them: each test card's BIN, with its
 * number's length. The Cartes Bancaires test cards lie in a range of each of their two networks
 * (co-badged), and the 19-digit UnionPay card in a range of 19-digit numbers.
 */
export const testCardRanges: readonly CardNetworkRange[] = [
  range('visa', '4242420000000000', '4242429999999999'),
  range('visa', '4000000000000000', '4000009999999999'),
  range('cartes_bancaires', '4000002500001000', '4000002500001999'),
  range('visa', '4000050000000000', '4000059999999999'),
  range('visa', '4100000000000000', '4100009999999999'),
  range('mastercard', '5555550000000000', '5555559999999999'),
  range('cartes_bancaires', '5555552500001000', '5555552500001999'),
  range('mastercard', '5200820000000000', '5200829999999999'),
  range('mastercard', '5105100000000000', '5105109999999999'),
  range('amex', '378282000000000', '378282999999999'),
  range('discover', '6011110000000000', '6011119999999999'),
  range('diners', '3056930000000000', '3056939999999999'),
  range('jcb', '3566000000000000', '3566009999999999'),
  range('unionpay', '6200000000000000', '6200009999999999'),
  range('unionpay', '6205500000000000000', '6205509999999999999'),
]

/** The ranges holding numbers that start with a 6-digit BIN (the card metadata call's `bin_prefix`). */
export const rangesOfBin = (bin: string): readonly CardNetworkRange[] =>
  testCardRanges.filter((each) => bin >= each.account_range_low.slice(0, bin.length) && bin <= each.account_range_high.slice(0, bin.length))
