import { ApiError } from './ApiError.ts'
import type { Reader } from './params.ts'
import { testCardDetails, type CardDetails } from './paymentMethods.ts'
import { testCards, type CardOutcome } from './testCards.ts'

/** The parameters of POST /v1/tokens that carry an Apple Pay payment (the wallet's `payment.token`). */
export const applePayTokenParams = ['pk_token', 'pk_token_instrument_name', 'pk_token_payment_network', 'pk_token_transaction_id'] as const

/**
 * The transaction identifier a simulated Apple Pay payment is sent with in test mode (the Apple
 * Pay plugin's `testTransactionIdentifier`): `ApplePayStubs~<test card number>~<amount>~<currency>~<id>`,
 * the form the provider's iOS SDK sends for Apple's simulator.
 */
const stubIdentifier = /^ApplePayStubs~(\d{12,19})~\d+~[A-Za-z]{3}~[^~]+$/

const undecryptable = (): ApiError => ApiError.invalidRequest(
  'The sandbox cannot decrypt Apple Pay payment data, so it tokenizes only simulated Apple Pay payments (Safari\'s simulator or the test sheet, with a test key), '
  + 'which the Apple Pay plugin sends as the 4242 test card. Pay with a real card through the live provider.',
  { param: 'pk_token' },
)

/**
 * The card of an Apple Pay payment: the test card a simulated payment stands for, recording Apple
 * Pay as its wallet (`card.wallet.type`, and the token's `tokenization_method`). The provider
 * decrypts a real payment's `pk_token` with the merchant's Apple Pay certificate; the sandbox has
 * none, so anything but a simulated payment is refused with what to do.
 */
export const readApplePayCard = (params: Reader): { readonly card: CardDetails; readonly outcome: CardOutcome } => {
  const paymentData = params.requiredString('pk_token')
  if (!isJsonObject(paymentData)) {
    throw ApiError.invalidRequest("Invalid pk_token: pass the JSON text of Apple Pay's payment.token.paymentData.", { param: 'pk_token' })
  }
  const number = stubIdentifier.exec(params.requiredString('pk_token_transaction_id'))?.[1]
  if (number === undefined || !testCards.some((card) => card.number === number)) throw undecryptable()
  const { card, outcome } = testCardDetails(number)
  return { card: { ...card, wallet: { type: 'apple_pay' } }, outcome }
}

const isJsonObject = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}
