import { ApiError, type ErrorBody } from '../ApiError.ts'
import type { Authorization } from '../confirm.ts'
import { startDebit } from '../confirm.ts'
import { errorReply, fail, loadIntent, paymentIntentKind, render, setupIntentKind, succeed, type Intent, type IntentKind } from '../intents.ts'
import type { PaymentMethod, PaymentMethodHidden } from '../paymentMethods.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

/** The provider's public test values: the descriptor code, or the two amounts in cents. */
export const testDescriptorCode = 'SM11AA'
export const testAmounts = [32, 45] as const

/** Wrong verifications the provider allows before it gives up on the account. */
export const maxVerificationAttempts = 3

const attemptsExceeded = (method: PaymentMethod): ErrorBody => ({
  type: 'invalid_request_error',
  code: 'payment_method_microdeposit_verification_attempts_exceeded',
  message: 'You have exceeded the number of allowed verification attempts.',
  payment_method: method,
})

// The pending verification of the intent: the microdeposit authorisation its next action names.
const pendingVerification = (context: Context, intent: Intent): Authorization => {
  const pending = context.store.children<Authorization, null>(Kind.authorization, intent.id)
    .map((row) => row.body)
    .find((authorization) => authorization.method === 'microdeposits' && authorization.status === 'pending' && JSON.stringify(intent.next_action).includes(authorization.id))
  if (intent.status !== 'requires_action' || pending === undefined) {
    throw new ApiError(400, {
      type: 'invalid_request_error',
      code: `${intent.object}_unexpected_state`,
      message: `This ${intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} is not waiting for microdeposit verification (status ${intent.status}).`,
      [intent.object]: intent,
    })
  }
  return pending
}

/**
 * POST /v1/{payment,setup}_intents/:id/verify_microdeposits: `descriptor_code` or `amounts[]`
 * (the test values SM11AA, or 32 and 45). Right: a payment starts its debit (processing, then
 * settled), a setup succeeds. Wrong: a 400 mismatch; the third wrong try fails the intent with
 * attempts exceeded.
 */
const verify = (kind: IntentKind) => (context: Context) => {
  const params = context.params.only([...commonParams, 'client_secret', 'amounts', 'descriptor_code'])
  const intent = loadIntent(context, kind)
  const authorization = pendingVerification(context, intent)
  const descriptorCode = params.string('descriptor_code')
  const amounts = params.strings('amounts')
  if ((descriptorCode === undefined) === (amounts === undefined)) {
    throw ApiError.invalidRequest('Pass exactly one of descriptor_code or amounts.', { code: 'parameter_missing', param: 'descriptor_code' })
  }
  if (amounts !== undefined && (amounts.length !== 2 || amounts.some((amount) => !/^\d{1,3}$/.test(amount)))) {
    throw ApiError.invalidRequest('Invalid amounts: pass the two microdeposit amounts in cents (amounts[]=32&amounts[]=45).', { code: 'payment_method_microdeposit_verification_amounts_invalid', param: 'amounts' })
  }
  const method = context.store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, String(intent.payment_method))
  if (method === undefined) throw ApiError.missing('PaymentMethod', String(intent.payment_method))
  const right = descriptorCode === undefined
    ? [...amounts!].map(Number).sort((a, b) => a - b).join(',') === testAmounts.join(',')
    : descriptorCode === testDescriptorCode
  const { store } = context
  if (right) {
    store.put<Authorization, null>(Kind.authorization, { ...authorization, status: 'succeeded' }, null, intent.id)
    const verified: Intent = { ...intent, next_action: null }
    return ok(render(store, intent.object === 'setup_intent' ? succeed(store, verified, method) : startDebit(context, verified, method), params.strings('expand')))
  }
  const attempts = (authorization.attempts ?? 0) + 1
  if (attempts >= maxVerificationAttempts) {
    store.put<Authorization, null>(Kind.authorization, { ...authorization, status: 'failed', attempts }, null, intent.id)
    const error = attemptsExceeded(method.body)
    return errorReply(400, error, fail(store, intent, error))
  }
  // A wrong try counts even though the call is refused: the count is kept, the answer is the 400.
  store.put<Authorization, null>(Kind.authorization, { ...authorization, attempts }, null, intent.id)
  const mismatch = descriptorCode === undefined
    ? { code: 'payment_method_microdeposit_verification_amounts_mismatch', message: `The amounts provided do not match the amounts that were sent to the bank account. You have ${maxVerificationAttempts - attempts} verification attempts remaining.`, param: 'amounts' }
    : { code: 'payment_method_microdeposit_verification_descriptor_code_mismatch', message: `The verification code provided does not match the one sent to the bank account. You have ${maxVerificationAttempts - attempts} verification attempts remaining.`, param: 'descriptor_code' }
  return { status: 400, body: { error: { type: 'invalid_request_error', ...mismatch } } }
}

/** Microdeposit verification of both kinds of intent. */
export const microdepositRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/payment_intents/:id/verify_microdeposits', access: 'publishable', handle: verify(paymentIntentKind) },
  { method: 'POST', pattern: '/v1/setup_intents/:id/verify_microdeposits', access: 'publishable', handle: verify(setupIntentKind) },
]
