import { randomUUID } from 'node:crypto'
import { ApiError } from './ApiError.ts'
import { captchaSiteKey, spendCaptchaToken, issueCaptchaToken } from './captcha.ts'
import { decodeForm } from './formBody.ts'
import { newId } from './ids.ts'
import { authenticationFailure, fail, loadIntent, paymentIntentKind, render, setupIntentKind, succeed, type Intent, type IntentKind } from './intents.ts'
import { commonParams, reader } from './params.ts'
import { escape, layout, type PageReply } from './pages.ts'
import type { PaymentMethod, PaymentMethodHidden } from './paymentMethods.ts'
import { ok, type Context, type Route } from './router.ts'
import { Kind, type Store } from './Store.ts'

/**
 * A visible captcha an intent's confirm must pass before the card is charged (Radar's elevated
 * risk: the test card 4000 0000 0000 9235). There is no hCaptcha offline, so the sandbox plays it:
 * its challenge page answers a token and a key (`ekey`), which the SDK sends to verify_challenge;
 * a shopper who closes it has the SDK call cancel_challenge (controller.md §7).
 */
interface CaptchaChallenge {
  readonly id: string
  readonly intent: string
  readonly status: 'pending' | 'passed' | 'canceled'
}

const challengePath = '/captcha/challenge'

/** The next action of an intent that waits on the captcha: the challenge's site key and page. */
export const captchaChallengeAction = (store: Store, intent: Intent, baseUrl: string) => {
  store.put<CaptchaChallenge, null>(Kind.captchaChallenge, { id: newId('cch'), intent: intent.id, status: 'pending' }, null, intent.id)
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: { type: 'intent_confirmation_challenge', stripe_js: { site_key: captchaSiteKey, challenge_url: `${baseUrl}${challengePath}?site_key=${captchaSiteKey}` } },
  }
}

// The intent's pending challenge, and the payment method the intent will be charged with once it passes.
const pendingChallenge = (context: Context, intent: Intent) => {
  const challenge = context.store.children<CaptchaChallenge, null>(Kind.captchaChallenge, intent.id).find((row) => row.body.status === 'pending')
  if (challenge === undefined || intent.status !== 'requires_action') {
    throw new ApiError(409, { type: 'invalid_request_error', code: 'intent_challenge_not_pending', message: `This ${intent.object} has no captcha challenge waiting (status ${intent.status}).` })
  }
  const method = context.store.get<PaymentMethod, PaymentMethodHidden>(Kind.paymentMethod, String(intent.payment_method))
  if (method === undefined) throw ApiError.missing('PaymentMethod', String(intent.payment_method))
  return { challenge: challenge.body, method }
}

/** POST .../verify_challenge { challenge_response_token, challenge_response_ekey, client_secret }: the captcha passed, the intent goes on. */
const verify = (kind: IntentKind) => (context: Context) => {
  const params = context.params.only([...commonParams, 'client_secret', 'challenge_response_token', 'challenge_response_ekey'])
  const intent = loadIntent(context, kind)
  const { challenge, method } = pendingChallenge(context, intent)
  spendCaptchaToken(context.store, params.requiredString('challenge_response_token'), 'challenge_response_token', { value: params.requiredString('challenge_response_ekey'), param: 'challenge_response_ekey' })
  context.store.put<CaptchaChallenge, null>(Kind.captchaChallenge, { ...challenge, status: 'passed' }, null, intent.id)
  return ok(render(context.store, succeed(context.store, intent, method), params.strings('expand')))
}

/** POST .../cancel_challenge { client_secret }: the shopper closed the captcha; the intent fails its authentication. */
const cancel = (kind: IntentKind) => (context: Context) => {
  const params = context.params.only([...commonParams, 'client_secret', 'challenge_response_token', 'challenge_response_ekey'])
  const intent = loadIntent(context, kind)
  const { challenge, method } = pendingChallenge(context, intent)
  context.store.put<CaptchaChallenge, null>(Kind.captchaChallenge, { ...challenge, status: 'canceled' }, null, intent.id)
  return ok(render(context.store, fail(context.store, intent, authenticationFailure(intent, method.body)), params.strings('expand')))
}

/** The captcha challenge's verify and cancel, for payment and setup intents (publishable key and client secret). */
export const captchaChallengeRoutes: readonly Route[] = [paymentIntentKind, setupIntentKind].flatMap((kind) => [
  { method: 'POST', pattern: `/v1/${kind.object}s/:id/verify_challenge`, access: 'publishable', handle: verify(kind) },
  { method: 'POST', pattern: `/v1/${kind.object}s/:id/cancel_challenge`, access: 'publishable', handle: cancel(kind) },
] as const)

const title = 'Security check (test)'

/**
 * GET /captcha/challenge?site_key=...: the stand-in for hCaptcha's visible challenge, shown in the
 * SDK's frame; POST answers it with a token and its key, posted to the frame's parent (and shown
 * in the page, where a headless shopper reads them).
 */
export const handleCaptchaChallengePage = (store: Store, method: string, url: URL, body: string): PageReply | undefined => {
  if (url.pathname !== challengePath) return undefined
  const siteKey = url.searchParams.get('site_key')
  if (siteKey !== captchaSiteKey) throw ApiError.invalidRequest(`Unknown captcha site key '${siteKey ?? ''}'. The sandbox's captcha answers for ${captchaSiteKey}.`, { param: 'site_key' })
  if (method === 'GET') {
    return {
      status: 200,
      html: layout(title, `<h1>${escape(title)}</h1>
<p>This is a test captcha, standing in for hCaptcha's challenge. Confirm you are a person to go on with the payment, or close it to give up.</p>
<form method="post">
<div class="actions"><button type="submit" name="result" value="approve">I am a person</button></div>
</form>`),
    }
  }
  if (method !== 'POST') return undefined
  reader(decodeForm(body)).only(['result'])
  const ekey = randomUUID()
  const token = store.transaction(() => issueCaptchaToken(store, siteKey, ekey))
  const message = { type: 'payloom:captcha_answer', token, ekey }
  return {
    status: 200,
    html: layout('Security check passed', `<h1 role="status">Security check passed</h1>
<p data-token="${escape(token)}" data-ekey="${escape(ekey)}">You can close this window.</p>
<script>if (window.parent !== window) window.parent.postMessage(${JSON.stringify(message)}, '*')</script>`),
  }
}
