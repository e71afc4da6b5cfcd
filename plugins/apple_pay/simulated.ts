/// <reference types="applepayjs" />
import { isSimulatedApplePayment } from 'payloom/methods'

/** The test card a simulated payment is tokenized as: the provider's 4242 Visa, which succeeds. */
const simulatedCard = '4242424242424242'

/**
 * The transaction identifier to send for a payment: its own, or for a simulated one in test mode
 * (Safari's simulator puts "Simulated Identifier" there and fills the payment data with nothing
 * the provider can decrypt) the stub the provider's test mode tokenizes as a test card, in the
 * form the provider's iOS SDK sends: `ApplePayStubs~<card number>~<amount>~<currency>~<id>`.
 */
export const transactionIdentifier = (payment: ApplePayJS.ApplePayPayment, amount: number, currency: string, testMode: boolean): string =>
  testMode && isSimulatedApplePayment(payment)
    ? ['ApplePayStubs', simulatedCard, String(amount), currency.toUpperCase(), crypto.randomUUID()].join('~')
    : payment.token.transactionIdentifier
