import type { PaymentCalls } from './confirm/paymentCalls.ts'
import type { ControllerCalls } from './controllerCalls.ts'
import { methodCallNames } from './confirm/methodCallTable.ts'

/**
 * The names of an instance's payment calls. The inline instance loads their code on first use
 * under these names; the isolated one forwards each, by name, to the controller frame.
 */
export const paymentCallNames = [
  'confirmPayment', 'confirmSetup', 'retrievePaymentIntent', 'retrieveSetupIntent', 'handleNextAction', 'updatePaymentIntent',
  'createPaymentMethod', 'createConfirmationToken', 'createToken', 'createSource', 'confirmCardPayment', 'confirmCardSetup', 'handleCardAction',
  'createRadarSession', 'createEphemeralKeyNonce', 'updateLoggingParams', 'updateCredentials', 'registerAppInfo', 'collectBankAccountForPayment', 'collectBankAccountForSetup', 'verifyMicrodepositsForPayment', 'verifyMicrodepositsForSetup',
  ...methodCallNames,
] as const satisfies ReadonlyArray<keyof (PaymentCalls & ControllerCalls)>

/** Fails to compile when a payment call is missing from the list. */
export type UnlistedPaymentCalls = Exclude<keyof (PaymentCalls & ControllerCalls), (typeof paymentCallNames)[number]>
const everyCallListed: [UnlistedPaymentCalls] extends [never] ? true : never = true
void everyCallListed
