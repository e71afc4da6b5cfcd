import { isRecord } from '../../json/guards.ts'

/** What Apple Pay's test sheet puts in the token's transaction identifier instead of a real one. */
export const simulatedTransactionIdentifier = 'Simulated Identifier'

/**
 * Whether an Apple Pay payment came from the simulator (controller.md §5 "Express checkout"):
 * its token then carries test data the provider must not charge as a real card. Never throws.
 */
export const isSimulatedApplePayment = (payment: unknown): boolean => {
  const token = isRecord(payment) ? payment.token : undefined
  const identifier = isRecord(token) ? token.transactionIdentifier : undefined
  return typeof identifier === 'string' && identifier.trim().toLowerCase() === simulatedTransactionIdentifier.toLowerCase()
}
