/**
 * POST /v1/consumers/accounts/sign_up: a shopper becomes a Link consumer while paying (wallet.md §3
 * "Sign-up payload"), signed in at once (SIGNUP VERIFIED), so the card they pay with can be saved.
 * With requireCaptcha, it needs a token of the sandbox's captcha in `hcaptcha_response`.
 */
import { ApiError } from '../ApiError.ts'
import { linkCaptchaSiteKey, spendCaptchaToken } from '../captcha.ts'
import { newId } from '../ids.ts'
import { commonParams, type Reader } from '../params.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { readCountry } from './address.ts'
import { checkAmount } from './amount.ts'
import { newAuthSecret, openSession, renderSession } from './consumerSessions.ts'
import { consumerByEmail, createConsumer, readEmail, readPhone } from './consumers.ts'

// An intent the sign-up happens while paying, by id (`pi_...`, `seti_...`).
const checkIntentId = (params: Reader, key: string, prefix: string): void => {
  const id = params.string(key)
  if (id !== undefined && !id.startsWith(`${prefix}_`)) throw ApiError.invalidRequest(`Invalid ${key}: give the id of a ${prefix}_... intent.`, { param: key })
}

const signUp = (context: Context): Reply => {
  const { store } = context
  const params = context.params.only([
    ...commonParams, 'email_address', 'phone_number', 'legal_name', 'country', 'country_inferring_method', 'locale', 'amount', 'currency',
    'consent_action', 'request_surface', 'payment_intent', 'setup_intent', 'session_id', 'on_behalf_of', 'transaction_context', 'stripe_js_id',
    'hcaptcha_response',
  ])
  const email = readEmail(params, 'email_address')
  if (email === undefined) throw ApiError.missingParam('email_address')
  params.requiredString('consent_action')
  const country = readCountry(params, 'country')
  if (country === null) throw ApiError.missingParam('country')
  const phone = readPhone(params, 'phone_number')
  checkAmount(params)
  checkIntentId(params, 'payment_intent', 'pi')
  checkIntentId(params, 'setup_intent', 'seti')
  // link_sign_up is captcha-gated (controller.md §5): a sandbox that requires the captcha spends the sign-up's token.
  if (context.requireCaptcha) spendCaptchaToken(store, params.string('hcaptcha_response'), 'hcaptcha_response', undefined, linkCaptchaSiteKey)
  if (consumerByEmail(store, email) !== undefined) {
    throw ApiError.invalidRequest('A Link account already exists for this e-mail: look it up and verify instead.', { code: 'consumer_already_exists', param: 'email_address' })
  }
  const consumer = createConsumer(store, {
    email_address: email,
    phone_number: phone?.number ?? null,
    phone_number_country: phone?.country ?? null,
    legal_name: params.string('legal_name')?.trim() || null,
    country,
    locale: params.string('locale') ?? null,
  })
  const session = openSession(store, consumer, [{ id: newId('vs'), type: 'SIGNUP', state: 'VERIFIED' }], { auth_session_client_secret: newAuthSecret() })
  return ok({ account_id: consumer.id, auth_session_client_secret: session.hidden.auth_session_client_secret, consumer_session: renderSession(store, { session, consumer }) })
}

export const signUpRoutes: readonly Route[] = [{ method: 'POST', pattern: '/v1/consumers/accounts/sign_up', access: 'publishable', handle: signUp }]
