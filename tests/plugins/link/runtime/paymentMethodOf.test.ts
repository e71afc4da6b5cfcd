import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, apiClientLayer, makeApiClient } from '../../../../core/api/ApiClient.ts'
import type { ApiError } from '../../../../core/api/ApiError.ts'
import { Captcha, captchaNone, makeCaptchaPassive, type CaptchaService } from '../../../../core/services/Captcha.ts'
import { loadElementsSession } from '../../../../core/session/elementsSession.ts'
import { makeRegistry } from '../../../../core/plugin/Registry.ts'
import { card } from 'payloom/plugins/card'
import { captchaSiteKey, linkCaptchaSiteKey } from '../../../../sandbox/captcha.ts'
import * as fc from 'fast-check'
import { apiLimits, walletLimits } from '../../../../core/generated/limits.generated.ts'
import type { WalletUse } from '../../../../core/plugin/walletInGroup.ts'
import * as api from '../../../../plugins/link/api/index.ts'
import { linkData } from '../../../../plugins/link/runtime/linkData.ts'
import { linkConfirmed, linkPaymentMethodOf, sharedTypeOf, type ConfirmSide, type NotSavedReason } from '../../../../plugins/link/runtime/paymentMethodOf.ts'
import { initialWalletState, reduceWallet, type WalletEvent, type WalletState } from '../../../../plugins/link/wallet/walletState.ts'
import { consumerCall, consumerDelete, freshEmail, returning, saveCard, signIn, signUp } from '../../../sandbox/linkConsumers.ts'
import { consumerRateLimit } from '../../../../sandbox/link/rateLimit.ts'
import { createPaymentIntent, pk, sk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/**
 * Runs a call against `at` (the file's sandbox unless given), with the instance's captcha (none
 * unless given), over `fetch` (the real one unless given: a test's may lose requests on the way).
 */
const run = <A>(effect: Effect.Effect<A, ApiError, ApiClient | Captcha>, captcha: CaptchaService = captchaNone, at: TestSandbox = sandbox, fetch?: typeof globalThis.fetch) =>
  Effect.runPromise(Effect.result(Effect.provide(Effect.provideService(effect, Captcha, captcha), apiClientLayer({
    apiBase: at.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion, ...(fetch === undefined ? {} : { fetch, retryBaseDelay: 1 }),
  }))))

/**
 * A network that loses the first `lost` requests to `path` (the connection drops before they reach
 * the sandbox), and counts every request to it; the rest go through to the real sandbox.
 */
const losing = (path: string, lost: number) => {
  const seen = { requests: 0 }
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (!String(input).includes(path)) return globalThis.fetch(input, init)
    seen.requests += 1
    return seen.requests <= lost ? Promise.reject(new TypeError('fetch failed')) : globalThis.fetch(input, init)
  }
  return { fetch, seen }
}

/** The merchant's Link mode, as the dashboard would set it (the sandbox's test helper). */
const setMode = (mode: string) => sandbox.call('POST', '/v1/test_helpers/link_settings', { link_mode: mode }, { key: sk })

/**
 * A group's wallet as Link's confirm side reaches it: the real rules (walletState), the session's
 * mode, and what it does when the session ends or the card is not saved, counted.
 */
const walletSide = (mode: string | null, start: WalletState = initialWalletState, captchaSiteKey?: string) => {
  let state = start
  const events: WalletEvent[] = []
  const told = { sessionEnded: 0, notSaved: [] as NotSavedReason[] }
  const logged: Array<[string, unknown]> = []
  const side: ConfirmSide = {
    state: () => state,
    dispatch: (event) => {
      events.push(event)
      state = reduceWallet(state, event)
    },
    mode: () => mode,
    sessionId: () => 'elements_session_test',
    sessionEnded: async () => {
      told.sessionEnded += 1
    },
    notSaved: (reason) => {
      told.notSaved.push(reason)
    },
    log: (event, fields) => {
      logged.push([event, fields])
    },
    captchaSiteKey: () => captchaSiteKey,
  }
  return { side, make: linkPaymentMethodOf(side), confirmed: linkConfirmed(side), events, told, logged, state: () => state }
}

const expired = 'Votre session Link a pris fin. Reconnectez-vous pour payer avec Link.'
const typedCard = {
  type: 'card',
  card: { number: '4242424242424242', exp_month: 12, exp_year: 34, cvc: '123' },
  billing_details: { address: { country: 'US', postal_code: '94103' } },
}
const confirmUse = (intent: Record<string, any>): WalletUse => ({ kind: 'confirm', clientSecret: String(intent.client_secret) })
const shareFailed = 'Link n’a pas pu utiliser cette carte pour le moment. Réessayez ou payez autrement.'
const savedData = (secret: string, id: string, failedMessage?: string) =>
  linkData({ kind: 'saved', paymentDetailsId: id, credentials: { consumer_session_client_secret: secret }, expiredMessage: expired, ...(failedMessage === undefined ? {} : { failedMessage }) })
const signUpData = (email: string) => linkData({
  kind: 'signUp', email, phone: '+16505550123', country: 'US', locale: 'en', amount: 2000, currency: 'usd',
  consentAction: 'checkbox_checked', formShowsConsent: false, card: typedCard,
})

/** Confirms `intent` with a payment method from the browser's side, as confirm would. */
const pay = (intent: Record<string, any>, paymentMethod: string) =>
  sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: paymentMethod, expand: ['latest_charge'] }, { key: pk })

describe('Link at confirm (linkPaymentMethodOf), against the sandbox', () => {
  it('shares as the mode says: a link payment method (LINK_PAYMENT_METHOD), else the card itself, recorded as paid through Link for LINK_CARD_BRAND', async () => {
    expect([sharedTypeOf('LINK_PAYMENT_METHOD'), sharedTypeOf('PASSTHROUGH'), sharedTypeOf('LINK_CARD_BRAND'), sharedTypeOf(null)]).toEqual(['link', 'card', 'card', 'card'])
    const secret = (await signUp(sandbox)).consumer_session.client_secret as string
    const card = await saveCard(sandbox, secret, '4242424242424242')
    const cases = [
      { mode: 'PASSTHROUGH', type: 'card', wallet: null, types: ['card'], charged: { type: 'card', card: { wallet: null } } },
      { mode: 'LINK_CARD_BRAND', type: 'card', wallet: { type: 'link' }, types: ['card'], charged: { type: 'card', card: { wallet: { type: 'link' } } } },
      { mode: 'LINK_PAYMENT_METHOD', type: 'link', wallet: null, types: ['card', 'link'], charged: { type: 'link' } },
    ] as const
    for (const { mode, type, wallet, types, charged } of cases) {
      expect((await setMode(mode)).status).toBe(200)
      const intent = await createPaymentIntent(sandbox, { payment_method_types: [...types] })
      const made = await run(walletSide(mode).make(savedData(secret, card.id), confirmUse(intent)))
      expect(made, mode).toMatchObject({ _tag: 'Success', success: { paymentMethod: { id: expect.stringMatching(/^pm_/), type, card: { last4: '4242', wallet } } } })
      const id = (made as { success: { paymentMethod: { id: string } } }).success.paymentMethod.id
      expect((await pay(intent, id)).body, mode).toMatchObject({ status: 'succeeded', latest_charge: { payment_method_details: charged } })
    }
    await setMode('PASSTHROUGH')
  })

  it('makes what the merchant asks for with a saved card picked: a link payment method (POST payment_methods) or the shared card, and a card token (share_token)', async () => {
    const secret = (await signUp(sandbox)).consumer_session.client_secret as string
    const card = await saveCard(sandbox, secret, '4242424242424242')
    const data = { ...savedData(secret, card.id), billing_details: { name: 'Jenny Rosen', email: ' Jenny@Example.COM ' } }
    const asLink = await run(walletSide('LINK_PAYMENT_METHOD').make(data, { kind: 'paymentMethod' }))
    expect(asLink).toMatchObject({ _tag: 'Success', success: { paymentMethod: { type: 'link', billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } } } })
    const asCard = await run(walletSide('PASSTHROUGH').make(data, { kind: 'paymentMethod' }))
    expect(asCard).toMatchObject({ _tag: 'Success', success: { paymentMethod: { type: 'card', billing_details: { email: 'jenny@example.com' } } } })
    const token = await run(walletSide('PASSTHROUGH').make(data, { kind: 'token' }))
    expect(token).toMatchObject({ _tag: 'Success', success: { token: { id: expect.stringMatching(/^tok_/), object: 'token', card: { last4: '4242' } } } })
  })

  it('signs the shopper out and says why in their language once their session ended; another failure is the spec\'s generic one, its code kept (rate_limit_exceeded on share and share_token)', async () => {
    const secret = await signIn(sandbox, returning.email)
    const [visa] = (await consumerCall(sandbox, 'payment_details/list', {}, secret)).body.redacted_payment_details
    // Past the limit, shares (and share tokens) of one consumer are refused for a while.
    // The shopper reads Link's own line in their language where the part gave it, else the spec's words.
    for (const [use, message] of [[{ kind: 'paymentMethod' }, undefined], [{ kind: 'token' }, shareFailed]] as const) {
      const wallet = walletSide('PASSTHROUGH')
      const answers = []
      for (let call = 0; call <= consumerRateLimit.calls; call += 1) answers.push(await run(wallet.make(savedData(secret, visa.id, message), use)))
      expect(answers.slice(0, -1).every((answer) => answer._tag === 'Success'), use.kind).toBe(true)
      expect(answers.at(-1), use.kind).toMatchObject({ _tag: 'Failure', failure: { code: 'rate_limit_exceeded', message: message ?? 'Sharing consumer payment details failed' } })
      expect(wallet.told.sessionEnded).toBe(0)
    }
    expect((await consumerCall(sandbox, 'sessions/log_out', {}, secret)).status).toBe(200)
    const wallet = walletSide('PASSTHROUGH')
    const intent = await createPaymentIntent(sandbox)
    expect(await run(wallet.make(savedData(secret, visa.id), confirmUse(intent)))).toMatchObject({ _tag: 'Failure', failure: { code: 'consumer_session_expired', message: expired } })
    expect(wallet.told.sessionEnded).toBe(1)
  })

  it('signs a new shopper up through the wallet\'s request statuses, saves the card typed and pays with it; a second confirm signs nobody up again', async () => {
    const email = freshEmail()
    const wallet = walletSide('PASSTHROUGH')
    const intent = await createPaymentIntent(sandbox)
    const made = await run(wallet.make(signUpData(email), confirmUse(intent)))
    expect(made).toMatchObject({ _tag: 'Success', success: { paymentMethod: { type: 'card', card: { last4: '4242' } } } })
    expect(wallet.events.map((event) => event._tag === 'requestStarted' ? `${event._tag}:${event.operation}` : event._tag))
      .toEqual(['requestStarted:confirm', 'requestStarted:signUp', 'signedUp', 'requestStarted:createPaymentDetails', 'paymentDetailsCreated'])
    // Signed in at once: the new card is theirs to pick.
    expect(wallet.state()).toMatchObject({ requests: { signUp: 'SUCCESS', createPaymentDetails: 'SUCCESS' }, authenticated: true, consumerSession: { email_address: email } })
    expect(wallet.state().paymentDetails).toHaveLength(1)
    // A second attempt (after a decline, say) saves the card to the same consumer.
    const again = await run(wallet.make(signUpData(email), confirmUse(await createPaymentIntent(sandbox))))
    expect(again._tag).toBe('Success')
    expect(wallet.events.filter((event) => event._tag === 'requestStarted' && event.operation === 'signUp')).toHaveLength(1)
    const found = await consumerCall(sandbox, 'sessions/lookup', { email_address: email })
    expect(found.body).toMatchObject({ exists: true, displayable_payment_details: { number_of_saved_payment_details: 1 } })
  })

  it('pays with the card typed, unsaved, for an e-mail already in Link, and has the shopper told; a failed card save pays it as a plain card too (rate_limit_exceeded on create)', async () => {
    const known = walletSide('PASSTHROUGH')
    const made = await run(known.make(signUpData(returning.email), confirmUse(await createPaymentIntent(sandbox))))
    expect(made).toMatchObject({ _tag: 'Success', success: { instead: typedCard } })
    expect(known.told.notSaved).toEqual(['exists'])
    expect(known.state().requests.signUp).toBe('ERROR')

    const email = freshEmail()
    const wallet = walletSide('PASSTHROUGH')
    const answers = []
    for (let call = 0; call <= consumerRateLimit.calls; call += 1) answers.push(await run(wallet.make(signUpData(email), confirmUse(await createPaymentIntent(sandbox)))))
    // Link's consumer API refused the save: the card typed pays as a plain card, the shopper told Link failed (controller.md §4's fallback).
    expect(answers.at(-1)).toMatchObject({ _tag: 'Success', success: { instead: typedCard } })
    expect(wallet.state().requests.createPaymentDetails).toBe('ERROR')
    expect(wallet.told.notSaved).toEqual(['failed'])
    expect(wallet.logged).toContainEqual(['link.confirm.fallback', { code: 'rate_limit_exceeded' }])
  })

  it('sends the sign-up the intent it pays and what the shopper is doing; a payment method or token the merchant makes is of the card typed, with nobody signed up', async () => {
    const email = freshEmail()
    const setup = await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })
    const wallet = walletSide('PASSTHROUGH')
    expect((await run(wallet.make(signUpData(email), { kind: 'paymentMethod' })))).toMatchObject({ _tag: 'Success', success: { instead: typedCard } })
    expect((await consumerCall(sandbox, 'sessions/lookup', { email_address: email })).body.exists).toBe(false)
    // A setup intent's secret names a setup_intent: the sandbox refuses one that is not `seti_...`.
    expect((await run(wallet.make(signUpData(email), confirmUse(setup.body))))._tag).toBe('Success')
    expect((await consumerCall(sandbox, 'sessions/lookup', { email_address: email })).body.exists).toBe(true)
  })

  it('refuses a sign-up without consent, before any call, with the spec\'s message', async () => {
    const data = linkData({ kind: 'signUp', email: freshEmail(), phone: '+16505550123', country: 'US', locale: 'en', consentAction: '', formShowsConsent: false, card: typedCard })
    const wallet = walletSide('PASSTHROUGH')
    expect(await run(wallet.make(data, confirmUse(await createPaymentIntent(sandbox))))).toMatchObject({ _tag: 'Failure', failure: { code: 'LJS007', message: 'No consent action provided on sign up' } })
    // No consumer call: only Link's confirmation, failed (the integration's mistake, no plain card paid instead).
    expect(wallet.events.map((event) => event._tag === 'requestStarted' || event._tag === 'requestFailed' ? `${event._tag}:${event.operation}` : event._tag))
      .toEqual(['requestStarted:confirm', 'requestFailed:confirm'])
    expect(wallet.told.notSaved).toEqual([])
  })
})

describe('Link data without the saved details to share', () => {
  it('is refused before any call with the spec\'s message', async () => {
    const secret = (await signUp(sandbox)).consumer_session.client_secret as string
    const wallet = walletSide('PASSTHROUGH')
    expect(await run(wallet.make(savedData(secret, ' '), confirmUse(await createPaymentIntent(sandbox))))).toMatchObject({ _tag: 'Failure', failure: { code: 'LJS007', message: 'No payment details id found during sharePaymentDetails' } })
    expect(wallet.events.map((event) => event._tag === 'requestStarted' || event._tag === 'requestFailed' ? `${event._tag}:${event.operation}` : event._tag))
      .toEqual(['requestStarted:confirm', 'requestFailed:confirm'])
  })
})

describe('Link\'s confirmation (controller.md §4): its status, its retry, its fallback to a plain card, its events', () => {
  it('goes PENDING, then SUCCESS once the intent settled, or ERROR with the decline, each logged; a share Link could not make is ERROR at once', async () => {
    const secret = (await signUp(sandbox)).consumer_session.client_secret as string
    const card = await saveCard(sandbox, secret, '4242424242424242')
    const wallet = walletSide('PASSTHROUGH')
    const data = savedData(secret, card.id)
    const made = await run(wallet.make(data, confirmUse(await createPaymentIntent(sandbox))))
    expect(made._tag).toBe('Success')
    expect(wallet.state().requests.confirm).toBe('PENDING')
    wallet.confirmed(data, {})
    expect(wallet.state().requests.confirm).toBe('SUCCESS')
    expect(wallet.logged.at(-1)).toEqual(['link.confirm.succeeded', { kind: 'saved' }])

    expect((await run(wallet.make(data, confirmUse(await createPaymentIntent(sandbox)))))._tag).toBe('Success')
    wallet.confirmed(data, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } })
    expect(wallet.state().requests.confirm).toBe('ERROR')
    expect(wallet.logged.at(-1)).toEqual(['link.confirm.failed', { code: 'card_declined', decline_code: 'generic_decline' }])

    // The card is gone from the wallet: no plain card to fall back to, the confirm fails and says so.
    expect((await consumerDelete(sandbox, `payment_details/${card.id}`, secret)).status).toBe(200)
    const gone = await run(wallet.make(data, confirmUse(await createPaymentIntent(sandbox))))
    expect(gone).toMatchObject({ _tag: 'Failure', failure: { code: 'resource_missing' } })
    expect(wallet.state().requests.confirm).toBe('ERROR')
    expect(wallet.logged.at(-1)).toEqual(['link.confirm.failed', { code: 'resource_missing', decline_code: null }])
  })

  it('makes Link\'s step again once when the network lost it past the call\'s own retries, and pays', async () => {
    const secret = (await signUp(sandbox)).consumer_session.client_secret as string
    const card = await saveCard(sandbox, secret, '4242424242424242')
    // The core tries a call 1 + mutationRetries times: all of the first share's are lost, none of the second's.
    const network = losing('consumers/payment_details/share', 1 + apiLimits.mutationRetries)
    const wallet = walletSide('PASSTHROUGH')
    const intent = await createPaymentIntent(sandbox)
    const made = await run(wallet.make(savedData(secret, card.id), confirmUse(intent)), captchaNone, sandbox, network.fetch)
    expect(made).toMatchObject({ _tag: 'Success', success: { paymentMethod: { type: 'card', card: { last4: '4242' } } } })
    expect(network.seen.requests).toBe(2 + apiLimits.mutationRetries)
    expect(wallet.logged).toContainEqual(['link.confirm.retried', { code: 'api_connection_error' }])
    const paid = await pay(intent, String((made as { success: { paymentMethod: { id: string } } }).success.paymentMethod.id))
    expect(paid.body.status).toBe('succeeded')

    // Lost again on the retry: tried no more, the confirm fails.
    const down = losing('consumers/payment_details/share', Infinity)
    const failed = await run(walletSide('PASSTHROUGH').make(savedData(secret, card.id), confirmUse(await createPaymentIntent(sandbox))), captchaNone, sandbox, down.fetch)
    expect(failed).toMatchObject({ _tag: 'Failure', failure: { code: 'api_connection_error', message: 'Sharing consumer payment details failed' } })
    expect(down.seen.requests).toBe(2 * (1 + apiLimits.mutationRetries))
  })

  it('pays the card typed as a plain card when Link\'s sign-up cannot be made (the network down, after the retry), the shopper told the card was not saved', async () => {
    const email = freshEmail()
    const down = losing('consumers/accounts/sign_up', Infinity)
    const wallet = walletSide('PASSTHROUGH')
    const data = signUpData(email)
    const made = await run(wallet.make(data, confirmUse(await createPaymentIntent(sandbox))), captchaNone, sandbox, down.fetch)
    expect(made).toMatchObject({ _tag: 'Success', success: { instead: typedCard } })
    expect(down.seen.requests).toBe(2 * (1 + apiLimits.mutationRetries))
    expect(wallet.told.notSaved).toEqual(['failed'])
    expect(wallet.logged).toEqual([
      ['link.confirm.retried', { code: 'api_connection_error' }],
      ['link.confirm.fallback', { code: 'api_connection_error' }],
    ])
    expect((await consumerCall(sandbox, 'sessions/lookup', { email_address: email })).body.exists).toBe(false)
    // Confirm then pays the card itself, and Link's confirmation ends with it.
    wallet.confirmed(data, {})
    expect(wallet.state().requests.confirm).toBe('SUCCESS')
  })
})

describe('Link sign-up behind the captcha (link_sign_up, controller.md §5), against a sandbox that requires it', () => {
  let gated: TestSandbox
  beforeAll(async () => {
    gated = await startTestSandbox({ requireCaptcha: true })
  })
  afterAll(() => gated.dispose())
  /** The passive captcha a payloom instance builds for its site key (core/runtime.ts). */
  const instanceCaptcha = () => Effect.runSync(Effect.provideService(
    makeCaptchaPassive({ siteKey: captchaSiteKey }),
    ApiClient,
    makeApiClient({ apiBase: gated.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion }),
  ))

  it('signs the shopper up with a token of Link\'s own captcha (the session\'s link_hcaptcha_site_key) in hcaptcha_response; the instance\'s token, or none, is refused naming the parameter, and the card typed pays unsaved', async () => {
    const email = freshEmail()
    const wallet = walletSide('PASSTHROUGH', initialWalletState, linkCaptchaSiteKey)
    // No instance captcha at all: Link solves its own.
    const made = await run(wallet.make(signUpData(email), confirmUse(await createPaymentIntent(gated))), captchaNone, gated)
    expect(made).toMatchObject({ _tag: 'Success', success: { paymentMethod: { type: 'card', card: { last4: '4242' } } } })
    expect(wallet.state().requests.signUp).toBe('SUCCESS')
    expect((await consumerCall(gated, 'sessions/lookup', { email_address: email })).body.exists).toBe(true)

    // A session naming no Link captcha: the instance's token answers, which this sandbox does not take for Link.
    const instanceOnly = walletSide('PASSTHROUGH')
    const wrongKey = await run(instanceOnly.make(signUpData(freshEmail()), confirmUse(await createPaymentIntent(gated))), instanceCaptcha(), gated)
    expect(wrongKey).toMatchObject({ _tag: 'Success', success: { instead: typedCard } })
    expect(instanceOnly.events).toContainEqual(expect.objectContaining({ _tag: 'requestFailed', operation: 'signUp', error: expect.objectContaining({ code: 'captcha_invalid', param: 'hcaptcha_response' }) }))

    const uncaptcha = walletSide('PASSTHROUGH')
    const refused = await run(uncaptcha.make(signUpData(freshEmail()), confirmUse(await createPaymentIntent(gated))), captchaNone, gated)
    expect(refused).toMatchObject({ _tag: 'Success', success: { instead: typedCard } })
    expect(uncaptcha.events).toContainEqual(expect.objectContaining({ _tag: 'requestFailed', operation: 'signUp', error: expect.objectContaining({ code: 'captcha_required', param: 'hcaptcha_response' }) }))
    expect(uncaptcha.logged).toEqual([['link.confirm.fallback', { code: 'captcha_required' }]])
  })

  it('reads Link\'s captcha site key from the elements session (linkSettings\' link_hcaptcha_site_key), which the wallet\'s sign-up then answers', async () => {
    const client = makeApiClient({ apiBase: gated.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion })
    const session = await Effect.runPromise(Effect.provideService(loadElementsSession({ deferredIntent: { mode: 'payment', amount: 2000, currency: 'usd', payment_method_types: ['card', 'link'] } }, makeRegistry([card()]), 'en'), ApiClient, client))
    expect(session.link.hcaptchaSiteKey).toBe(linkCaptchaSiteKey)
  })
})

describe('after confirm (linkConfirmed)', () => {
  it('tracks a saved card a payment was declined with for retry, but not for insufficient funds nor another way of paying', () => {
    const wallet = walletSide('PASSTHROUGH')
    const confirmed = linkConfirmed(wallet.side)
    confirmed(savedData('secret', 'csmrpd_declined'), { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } })
    confirmed(savedData('secret', 'csmrpd_poor'), { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } })
    confirmed(savedData('secret', 'csmrpd_paid'), {})
    confirmed(signUpData('new@example.com'), { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } })
    expect(wallet.state().failedPaymentDetailIds).toEqual(['csmrpd_declined'])
  })

  it('words a generic_decline of a saved card as the part gave it, in the shopper\'s language (controller.md §8), and no other error', () => {
    const confirmed = linkConfirmed(walletSide('PASSTHROUGH').side)
    const declinedMessage = 'Votre carte a été refusée. Choisissez une autre carte dans Link ou payez autrement.'
    const data = linkData({ kind: 'saved', paymentDetailsId: 'csmrpd_1', credentials: { consumer_session_client_secret: 'secret' }, expiredMessage: expired, declinedMessage })
    const decline = (decline_code: string) => ({ error: { type: 'card_error', code: 'card_declined', decline_code, message: 'Your card was declined.' } })
    expect(confirmed(data, decline('generic_decline'))).toEqual({ message: declinedMessage })
    expect(confirmed(data, decline('insufficient_funds'))).toBeUndefined()
    expect(confirmed(savedData('secret', 'csmrpd_2'), decline('generic_decline'))).toBeUndefined()
    expect(confirmed(signUpData('new@example.com'), decline('generic_decline'))).toBeUndefined()
  })
})

describe('request surfaces', () => {
  it('refuses one outside the fixed set with LJS001 before sending, and the sandbox refuses it too, naming the parameter', async () => {
    const refused = await run(api.listPaymentDetails({ consumer_session_client_secret: 'cscs_any' }, ['CARD'], { surface: 'web_somewhere_else' }))
    expect(refused).toMatchObject({ _tag: 'Failure', failure: { code: 'LJS001', param: 'request_surface', message: expect.stringContaining("'web_somewhere_else'") } })
    const answered = await consumerCall(sandbox, 'sessions/lookup', { email_address: returning.email, request_surface: 'web_somewhere_else' })
    expect(answered.status).toBe(400)
    expect(answered.body.error).toMatchObject({ param: 'request_surface' })
    expect((await consumerCall(sandbox, 'sessions/lookup', { email_address: returning.email, request_surface: 'web_elements' })).status).toBe(200)
  })

  it('refuses any surface outside the set before sending, for any call (property)', async () => {
    const surfaces: ReadonlyArray<string> = walletLimits.requestSurfaces
    // An API base nothing listens on: a call that were sent would fail with api_connection_error instead.
    const offline = <A>(effect: Effect.Effect<A, ApiError, ApiClient>) =>
      Effect.runPromise(Effect.result(Effect.provide(effect, apiClientLayer({ apiBase: 'http://127.0.0.1:9', publishableKey: pk, apiVersion: apiLimits.defaultApiVersion }))))
    await fc.assert(fc.asyncProperty(fc.string().filter((surface) => !surfaces.includes(surface)), async (surface) => {
      const answers = await Promise.all([
        offline(api.lookupConsumer({ email: returning.email, surface })),
        offline(api.sharePaymentDetails({ consumer_session_client_secret: 'cscs_any' }, { id: 'csmrpd_any', surface })),
        offline(api.signUp({ email_address: 'new@example.com', country: 'US', consent_action: 'checkbox', request_surface: surface })),
      ])
      for (const answer of answers) expect(answer).toMatchObject({ _tag: 'Failure', failure: { code: 'LJS001', param: 'request_surface' } })
    }), { numRuns: 50 })
  })
})
