import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import { ApiError, type BillingDetails, type PaymentMethodData, type PaymentMethodOf, type ProviderObject } from 'payloom'
import * as api from '../api/index.ts'
import { linkRequestOf, type SignUpRequest } from './linkData.ts'
import type { Credentials } from '../api/index.ts'
import type { LinkClientError } from '../wallet/errors.ts'
import { shareOutcome } from '../wallet/savedCards.ts'
import { cardCreateFields } from '../wallet/validation.ts'

/** A refusal of the wallet's own rules, as the API error confirm reports to the shopper. */
const refused = (error: LinkClientError): ApiError => new ApiError({ type: 'invalid_request_error', code: error.code, message: error.message })

const fromResult = <A>(result: Result.Result<A, LinkClientError>): Effect.Effect<A, ApiError> =>
  Result.isSuccess(result) ? Effect.succeed(result.success) : Effect.fail(refused(result.failure))

/** Shares saved payment details with the merchant: the payment method confirm pays with (wallet.md §3 "Share payload", §4 "Share outcomes"). */
const share = (credentials: Credentials, id: string, expiredMessage?: string) =>
  api.sharePaymentDetails(credentials, { id, expectedPaymentMethodType: 'link' }).pipe(
    Effect.result,
    Effect.flatMap((answer) => {
      const outcome = shareOutcome(Result.map(answer, (paymentMethod) => ({ payment_method: paymentMethod as unknown as ProviderObject })))
      if (outcome._tag === 'Shared') return Effect.succeed(outcome.paymentMethod.id)
      // The session ended: the shopper reads why in their language (the rules' message is the spec's, in English).
      const message = outcome._tag === 'SessionExpired' && expiredMessage !== undefined ? expiredMessage : outcome.error.message
      return Effect.fail(new ApiError({ type: 'invalid_request_error', code: outcome.error.code, message }))
    }),
  )

/** Signs the shopper up, saves the card they typed to their new wallet, and shares it. */
const signUpAndShare = (request: SignUpRequest) => Effect.gen(function* () {
  // The sign-up rules bring the phone library: loaded when a shopper signs up, not with the form.
  const { signUpFields } = yield* Effect.promise(() => import('../wallet/signUp.ts'))
  const fields = yield* fromResult(signUpFields({ email: request.email, ...(request.phone === undefined ? {} : { phone: request.phone }), phoneCountry: request.country, formShowsConsent: request.formShowsConsent, consentAction: request.consentAction, country: request.country }))
  const answered = yield* Effect.result(api.signUp({ ...fields, locale: request.locale, ...(request.amount === undefined ? {} : { amount: request.amount }), ...(request.currency === undefined ? {} : { currency: request.currency }) }))
  // The e-mail is a Link consumer's already (typed where no link authentication element looked it
  // up): the shopper cannot be signed up again, and pays with the card they typed, unsaved.
  if (Result.isFailure(answered)) return answered.failure.code === 'consumer_already_exists' ? request.card : yield* Effect.fail(answered.failure)
  const signedUp = answered.success
  const credentials: Credentials = { consumer_session_client_secret: signedUp.consumer_session.client_secret }
  const card = request.card.card as { number: string; exp_month: number; exp_year: number; cvc: string }
  const card_ = yield* fromResult(cardCreateFields({
    number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc,
    billingDetails: request.card.billing_details as BillingDetails, email: fields.email_address, isDefault: true,
  }))
  const saved = yield* api.createCardPaymentDetails(credentials, card_)
  return yield* share(credentials, saved.id)
})

/** Link's payment method for what its part gave confirm: a saved card shared, or a sign-up's new card. */
export const paymentMethodOf: PaymentMethodOf = (data: PaymentMethodData) => {
  const request = linkRequestOf(data)
  if (request === undefined) return Effect.fail(new ApiError({ type: 'invalid_request_error', message: 'payloom: the link payment method data carries no saved card or sign-up.' }))
  return request.kind === 'saved' ? share(request.credentials, request.paymentDetailsId, request.expiredMessage) : signUpAndShare(request)
}
