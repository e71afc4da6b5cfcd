import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClientLayer } from '../../../../core/api/ApiClient.ts'
import { apiLimits } from '../../../../core/generated/limits.generated.ts'
import type { WalletGroupHost } from '../../../../core/plugin/walletInGroup.ts'
import type { ElementsSession } from '../../../../core/session/elementsSession.ts'
import type { ElementType } from '../../../../core/plugin/ElementDefinition.ts'
import * as api from '../../../../plugins/link/api/index.ts'
import { linkAuthenticationElement } from '../../../../plugins/link/elements/linkAuthentication.tsx'
import { makeLinkWallet, type LinkWallet } from '../../../../plugins/link/runtime/linkWallet.ts'
import { lightExposures, storedLoginWaitsForMount } from '../../../../plugins/link/runtime/lightExperiments.ts'
import { experimentArm } from '../../../../core/controller/experiments.ts'
import fc from 'fast-check'
import { deviceSignals, sealedResult } from '../../../../plugins/link/runtime/deviceSignals.ts'
import { sharedSessionOf } from '../../../../plugins/link/runtime/sharedSession.ts'
import { makeLoginStorage, type LoginStorage } from '../../../../plugins/link/session/loginStorage.ts'
import { consumerCall, freshEmail, returning, saveCard, signIn, signUp } from '../../../sandbox/linkConsumers.ts'
import { contextFor } from '../../../core/elements/context.ts'
import { pk, sk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A call the wallet sent: its path under /v1/consumers/, its form body, and the status and answer it got. */
interface Sent {
  readonly path: string
  readonly body: URLSearchParams
  readonly status: number
  readonly answer: Record<string, any>
}

let groups = 0

/**
 * A Link wallet as one elements group runs it, against the sandbox: the group's elements session
 * (`session` changes what it says), a login storage in memory (`stored` in it at first), and a
 * shared session of its own (a publishable key of its own names it). Records the calls it sends.
 * The group has a link authentication and a payment element mounted unless `mounted` says otherwise;
 * `jsId` is the instance's id (the light experiments bucket it), none by default (outside a browser).
 */
const walletOf = (options: { readonly session?: Partial<ElementsSession>; readonly stored?: string; readonly publishableKey?: string; readonly hold?: (path: string) => Promise<void> | undefined; readonly mounted?: () => ReadonlyArray<ElementType>; readonly jsId?: string } = {}) => {
  const sent: Sent[] = []
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    const answer = await response.clone().json() as Record<string, any>
    const path = new URL(String(input)).pathname.replace(/^\/v1\/consumers\//, '')
    sent.push({ path, body: new URLSearchParams(String(init?.body ?? '')), status: response.status, answer })
    // The answer held back on its way (`hold`), the provider having acted on the call already.
    await options.hold?.(path)
    return response
  }
  const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion, fetch: recording })
  const session: ElementsSession = {
    sessionId: `elements_session_test_${groups}`,
    intentType: 'payment_intent',
    paymentMethodTypes: ['card', 'link'],
    amount: 2000,
    currency: 'usd',
    link: { mode: 'PASSTHROUGH', fundingSources: ['CARD'], onlyForPaymentMethodTypes: false, killSwitch: false, defaultOptIn: 'NONE', globalHoldback: false },
    customer: null,
    unverifiedPaymentMethodsOnDomain: [],
    flags: { link_passkey_login_enabled: true },
    ...options.session,
  }
  const publishableKey = options.publishableKey ?? `${pk}_group${groups++}`
  const host: WalletGroupHost = {
    runApi: (effect) => Effect.runPromise(Effect.provide(effect, layer)),
    session: () => session,
    loaded: () => Promise.resolve(),
    locale: () => 'en',
    changed: () => undefined,
    providerOrigin: sandbox.url,
    publishableKey,
    mountedElements: options.mounted ?? (() => ['linkAuthentication', 'payment']),
    ...(options.jsId === undefined ? {} : { page: { jsId: options.jsId, host: 'shop.example' } }),
  }
  let kept = options.stored
  const storage: LoginStorage = makeLoginStorage([{
    name: 'memory',
    lifetime: 'persistent',
    get: async () => kept,
    set: async (secret) => { kept = secret },
    clear: async () => { kept = undefined },
  }])
  const warnings = vi.spyOn(console, 'warn')
  const wallet = makeLinkWallet(host, storage)
  return {
    wallet,
    sent,
    /** The calls to `path`, in order. */
    calls: (path: string) => sent.filter((call) => call.path === path),
    shared: () => sharedSessionOf(undefined, publishableKey).caches(),
    stored: () => kept,
    /** The wallet's rules refused nothing. */
    refusals: () => warnings.mock.calls.filter(([line]) => String(line).startsWith("payloom: Link's wallet refused")),
  }
}

const stepOf = (wallet: LinkWallet) => wallet.step()

/** An answer held on its way (a `hold` result) until `answer()`. */
const heldAnswer = () => {
  let answer = (): void => undefined
  const held = new Promise<void>((resolve) => { answer = resolve })
  return { held, answer: () => answer() }
}

describe('Link sign-in against the sandbox (the runtime)', () => {
  it('says who asks on lookup, start_verification and log_out (session_id, request_surface; the lookup\'s email_source, key, transaction_context); verify success stores the auth secret, activates the session, clears the cached lookups', async () => {
    const group = walletOf()
    await group.wallet.lookup('  Returning@Link.test ')
    const [lookup] = group.calls('sessions/lookup')
    expect(lookup?.status).toBe(200)
    expect(Object.fromEntries(lookup!.body)).toMatchObject({
      email_address: returning.email,
      email_source: 'user_input',
      key: expect.stringMatching(/^pk_test_/),
      transaction_context: 'payment_intent',
      do_not_log_consumer_funnel_event: 'false',
      session_id: expect.stringMatching(/^elements_session_test_/),
      request_surface: 'web_link_authentication_in_payment_element',
      amount: '2000',
      currency: 'usd',
    })
    const [start] = group.calls('sessions/start_verification')
    expect(start?.status).toBe(200)
    expect(Object.fromEntries(start!.body)).toMatchObject({ type: 'SMS', locale: 'en', session_id: lookup!.body.get('session_id'), request_surface: lookup!.body.get('request_surface') })
    // The lookup's answer is cached for the page, and its experiments are the state's.
    expect(Object.keys(group.shared().lookups)).toHaveLength(1)
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'verifying', factor: 'SMS', codeSent: true, resend: true, phone: null })

    await group.wallet.confirmCode('000000')
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'signedIn', email: returning.email })
    const [confirm] = group.calls('sessions/confirm_verification')
    const caches = group.shared()
    expect(caches.lookups).toEqual({})
    expect(caches.credentials.activeEmailKey).toBe('returning@link*test')
    expect(caches.credentials.byEmailKey['returning@link*test']).toMatchObject({ emailAddress: returning.email, consumerSessionClientSecret: expect.stringMatching(/^cscs_/) })
    expect(caches.credentials.authSessionSecret).toEqual({ authSessionClientSecret: confirm!.answer.auth_session_client_secret })
    expect(caches.credentials.byEmailKey['returning@link*test']!.consumerSessionClientSecret).toBe(confirm!.answer.consumer_session.client_secret)
    expect(group.stored()).toBe(caches.credentials.byEmailKey['returning@link*test']!.consumerSessionClientSecret)

    await group.wallet.logOut()
    const [logOut] = group.calls('sessions/log_out')
    expect(logOut?.status).toBe(200)
    expect(Object.fromEntries(logOut!.body)).toMatchObject({ session_id: lookup!.body.get('session_id'), request_surface: lookup!.body.get('request_surface') })
    expect(group.shared().credentials).toMatchObject({ activeEmailKey: null, authSessionSecret: null })
    expect(group.stored()).toBeUndefined()
    expect(group.sent.every((call) => call.status === 200)).toBe(true)
    expect(group.refusals()).toEqual([])
  }, 20_000)

  it('reads the lookup\'s experiments and saved details off the wire: the state keeps the experiments; details only behind a verified session', async () => {
    const email = freshEmail()
    const secret: string = (await signUp(sandbox, email)).consumer_session.client_secret
    const card = await saveCard(sandbox, secret, '4242424242424242')
    const byEmail = (await consumerCall(sandbox, 'sessions/lookup', { email_address: email })).body
    expect(byEmail).toMatchObject({ redacted_payment_details: [], experiments: [{ experiment_name: 'link_global_holdback', response_id: expect.any(String) }] })
    const bySecret = (await consumerCall(sandbox, 'sessions/lookup', { cookies: { verification_session_client_secrets: [secret] } })).body
    expect(bySecret.redacted_payment_details).toEqual([expect.objectContaining({ id: card.id, type: 'CARD' })])
    const group = walletOf()
    await group.wallet.lookup(email)
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'verifying' })
    expect(group.calls('sessions/lookup')[0]?.status).toBe(200)
    expect((await consumerCall(sandbox, 'sessions/lookup', { email_address: 'nobody.here@example.com' })).body).toMatchObject({ exists: false, redacted_payment_details: null, experiments: [] })
  })

  it('asks for the phone again before an e-mail code that needs it: a number not the account\'s is refused (phone_number_mismatch), the wallet stays usable; the right one sends the code', async () => {
    const email = freshEmail('+verify_phone')
    await signUp(sandbox, email, { phone_number: '+16505550123' })
    // Link the only method (Link-only payments on): the phone mismatch must not block it.
    const onlyLink = { mode: 'PASSTHROUGH', fundingSources: ['CARD'], onlyForPaymentMethodTypes: true, killSwitch: false, defaultOptIn: 'NONE', globalHoldback: false }
    const group = walletOf({ session: { paymentMethodTypes: ['link'], link: onlyLink } })
    await group.wallet.lookup(email)
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'verifying', factor: 'EMAIL', codeSent: false, phone: { country: 'US' } })
    // Nothing was sent before the phone is typed.
    expect(group.calls('sessions/start_verification')).toEqual([])

    await group.wallet.submitPhone('+16505550999')
    const [wrong] = group.calls('sessions/start_verification')
    expect(wrong?.status).toBe(400)
    expect(Object.fromEntries(wrong!.body)).toMatchObject({ type: 'EMAIL', account_phone_number: '+16505550999' })
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'verifying', codeSent: false, phone: { country: 'US', error: 'mismatch' } })
    // A phone mismatch does not block the wallet, even where Link is the only method (wallet.md §2).
    expect(group.wallet.view({ updating: false, removing: false, listOpened: false })).not.toBe('link-blocked')

    await group.wallet.submitPhone('+16505550123')
    expect(group.calls('sessions/start_verification')[1]?.status).toBe(200)
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'verifying', factor: 'EMAIL', codeSent: true, sentTo: email, phone: null })
    // "Resend code" sends the e-mail code again, with the phone.
    await group.wallet.resendCode()
    expect(Object.fromEntries(group.calls('sessions/start_verification')[2]!.body)).toMatchObject({ type: 'EMAIL', account_phone_number: '+16505550123' })
    await group.wallet.confirmCode('000000')
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'signedIn', email })
    expect(group.refusals()).toEqual([])
  }, 20_000)

  it('offers "Resend code" for e-mail codes unless the provider hides it; hidden, nothing is resent', async () => {
    const email = freshEmail()
    // Signed up without a phone: verified by e-mail codes only.
    await signUp(sandbox, email, { phone_number: undefined, consent_action: 'implied_consent_withspm_mobile_v0' })
    const shown = walletOf()
    await shown.wallet.lookup(email)
    expect(stepOf(shown.wallet)).toMatchObject({ kind: 'verifying', factor: 'EMAIL', codeSent: true, resend: true })
    await shown.wallet.resendCode()
    expect(shown.calls('sessions/start_verification').map((call) => call.body.get('type'))).toEqual(['EMAIL', 'EMAIL'])

    const hidden = walletOf({ session: { flags: { link_email_otp_resend_hidden: true } } })
    await hidden.wallet.lookup(email)
    expect(stepOf(hidden.wallet)).toMatchObject({ kind: 'verifying', factor: 'EMAIL', codeSent: true, resend: false })
    await hidden.wallet.resendCode()
    expect(hidden.calls('sessions/start_verification')).toHaveLength(1)
  })

  it('a stored login: looked up by its secret without a funnel log; oneclick with saved cards (link-return-autofill until the list is opened), noclick for a setup (nothing is paid in one click)', async () => {
    const secret = await signIn(sandbox, returning.email)
    const paying = walletOf({ stored: secret })
    await vi.waitFor(() => expect(stepOf(paying.wallet).kind).toBe('signedIn'))
    expect(paying.wallet.autofill()).toBe('oneclick')
    expect(paying.wallet.view({ updating: false, removing: false, listOpened: false })).toBe('link-return-autofill')
    expect(paying.wallet.view({ updating: false, removing: false, listOpened: true })).toBe('saved')
    expect(Object.fromEntries(paying.calls('sessions/lookup')[0]!.body)).toMatchObject({ 'cookies[verification_session_client_secrets][0]': secret, do_not_log_consumer_funnel_event: 'true', key: expect.any(String) })

    const setup = walletOf({ stored: secret, session: { intentType: 'setup_intent' } })
    await vi.waitFor(() => expect(stepOf(setup.wallet).kind).toBe('signedIn'))
    expect(setup.wallet.autofill()).toBe('noclick')
    expect(setup.wallet.view({ updating: false, removing: false, listOpened: false })).toBe('saved')
    expect(setup.calls('sessions/lookup')[0]?.body.get('transaction_context')).toBe('setup_intent')
  })

  it('a shopper who types another e-mail while the stored login\'s cards and addresses load is the one verified: the stored login, recognised meanwhile, does not take the wallet back', async () => {
    const secret = await signIn(sandbox, returning.email)
    const email = freshEmail()
    await signUp(sandbox, email)
    const addresses = heldAnswer()
    const lookup = heldAnswer()
    let lookups = 0
    let addressesAsked = false
    const group = walletOf({
      stored: secret,
      hold: (path) => {
        if (path === 'shipping_addresses/list') return (addressesAsked = true, addresses.held)
        // The stored login's lookup passes; the shopper's is answered after the stored login is decided.
        if (path === 'sessions/lookup' && ++lookups === 2) return lookup.held
        return undefined
      },
    })
    await vi.waitFor(() => expect(addressesAsked).toBe(true))
    const lookingUp = group.wallet.lookup(email)
    await vi.waitFor(() => expect(group.calls('sessions/lookup')).toHaveLength(2))
    addresses.answer()
    // The stored login's decision runs now (nothing tells from outside when it has: it may do nothing).
    await new Promise((resolve) => setTimeout(resolve, 200))
    lookup.answer()
    await lookingUp
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'verifying' })
    await group.wallet.confirmCode('000000')
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'signedIn', email })
    // Signed in by their code: nothing of the stored login's one-click autofill, and the page knows them alone.
    expect(group.wallet.autofill()).toBeNull()
    expect(Object.values(group.shared().credentials.byEmailKey).map((known) => known.emailAddress)).toEqual([email])
    expect(group.refusals()).toEqual([])
  }, 20_000)

  it('a stored login recognised by one group is the page\'s: a group that follows it, and a logout in either signs both out', async () => {
    const secret = await signIn(sandbox, returning.email)
    const publishableKey = `${pk}_page${groups++}`
    const first = walletOf({ stored: secret, publishableKey })
    await vi.waitFor(() => expect(stepOf(first.wallet).kind).toBe('signedIn'))
    expect(first.shared().credentials.activeEmailKey).not.toBeNull()
    const second = walletOf({ stored: secret, publishableKey })
    await vi.waitFor(() => expect(stepOf(second.wallet).kind).toBe('signedIn'))
    await first.wallet.logOut()
    await vi.waitFor(() => expect(stepOf(second.wallet).kind).toBe('signedOut'))
    expect(first.refusals()).toEqual([])
  })

  it('the merchant\'s e-mail for the shopper waits for the stored-login check: another shopper\'s stored login is reset, then that e-mail is looked up (email_source default_value); the same shopper stays signed in', async () => {
    const secret = await signIn(sandbox, returning.email)
    const other = walletOf({ stored: secret })
    const someoneElse = freshEmail()
    await other.wallet.lookup(someoneElse, 'default_value')
    expect(other.stored()).toBeUndefined()
    expect(stepOf(other.wallet)).toMatchObject({ kind: 'signedOut', email: someoneElse })
    const lookups = other.calls('sessions/lookup')
    expect(lookups.map((call) => call.body.get('email_address'))).toEqual([null, someoneElse])
    expect(Object.fromEntries(lookups[1]!.body)).toMatchObject({ email_source: 'default_value', do_not_log_consumer_funnel_event: 'true' })

    const same = walletOf({ stored: secret })
    await same.wallet.lookup(returning.email, 'default_value')
    expect(stepOf(same.wallet)).toMatchObject({ kind: 'signedIn', email: returning.email })
    expect(same.calls('sessions/lookup')).toHaveLength(1)
    expect(same.calls('sessions/start_verification')).toEqual([])
  })

  it('an extend that lands after another frame forgot the shopper (no credentials for the e-mail: LJS003) is kept nowhere: the wallet stays signed out, no stored login comes back', async () => {
    const email = freshEmail()
    const signedUp = await signUp(sandbox, email)
    const card = await saveCard(sandbox, signedUp.consumer_session.client_secret, '4242424242424242')
    const publishableKey = `${pk}_page${groups++}`
    const extend = heldAnswer()
    let extending = false
    const group = walletOf({ publishableKey, hold: (path) => (path === 'sessions/extend' ? (extending = true, extend.held) : undefined) })
    await group.wallet.lookup(email)
    await group.wallet.confirmCode('000000')
    const secret = group.shared().credentials.byEmailKey[Object.keys(group.shared().credentials.byEmailKey)[0]!]!.consumerSessionClientSecret
    expect((await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', { client_secret: secret }, { key: sk })).status).toBe(200)
    // The update finds the session lapsed and extends it: the provider extends it, its answer on the way.
    const updating = group.wallet.updateCard(card.id, { expMonth: 1, expYear: 2040, nickname: 'Travel' })
    await vi.waitFor(() => expect(extending).toBe(true))
    // Meanwhile another frame of the page forgets every credential (another shopper's e-mail typed there).
    sharedSessionOf(undefined, publishableKey).forgetAll({})
    await vi.waitFor(() => expect(stepOf(group.wallet).kind).toBe('signedOut'))
    extend.answer()
    await updating
    expect(group.calls('sessions/extend').map((call) => call.status)).toEqual([200])
    expect(stepOf(group.wallet).kind).toBe('signedOut')
    expect(group.shared().credentials).toMatchObject({ activeEmailKey: null, byEmailKey: {} })
    expect(group.stored()).not.toBe(group.calls('sessions/extend')[0]!.answer.consumer_session.client_secret)
    expect(group.refusals()).toEqual([])
  }, 20_000)

  it('a consumer who changed their e-mail meanwhile (on Link\'s own pages) is filed under the new one when their session is extended (updateEmail), and stays signed in', async () => {
    const email = freshEmail()
    const signedUp = await signUp(sandbox, email)
    const card = await saveCard(sandbox, signedUp.consumer_session.client_secret, '4242424242424242')
    const group = walletOf()
    await group.wallet.lookup(email)
    await group.wallet.confirmCode('000000')
    const renamed = freshEmail('renamed')
    expect((await sandbox.call('POST', '/v1/test_helpers/consumers/update_email', { email_address: email, new_email_address: renamed }, { key: sk })).status).toBe(200)
    const before = group.shared().credentials.byEmailKey[Object.keys(group.shared().credentials.byEmailKey)[0]!]!.consumerSessionClientSecret
    expect((await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', { client_secret: before }, { key: sk })).status).toBe(200)
    expect(await group.wallet.updateCard(card.id, { expMonth: 1, expYear: 2040, nickname: 'Travel' })).toBe(true)
    const extended = group.calls('sessions/extend')[0]!.answer.consumer_session
    expect(extended.email_address).toBe(renamed)
    const after = group.shared().credentials
    expect(Object.values(after.byEmailKey)).toEqual([expect.objectContaining({ emailAddress: renamed, consumerSessionClientSecret: extended.client_secret })])
    expect(after.byEmailKey[after.activeEmailKey!]?.emailAddress).toBe(renamed)
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'signedIn', email: renamed })
    await vi.waitFor(() => expect(group.stored()).toBe(extended.client_secret))
    expect(group.refusals()).toEqual([])
  }, 20_000)

  it('extended credentials become the shared session\'s secret for the e-mail (updateConsumerSessionSecret) and the stored login\'s', async () => {
    const email = freshEmail()
    const signedUp = await signUp(sandbox, email)
    const card = await saveCard(sandbox, signedUp.consumer_session.client_secret, '4242424242424242')
    const group = walletOf()
    await group.wallet.lookup(email)
    await group.wallet.confirmCode('000000')
    const before = group.shared().credentials.byEmailKey[Object.keys(group.shared().credentials.byEmailKey)[0]!]!.consumerSessionClientSecret
    const lapsed = await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', { client_secret: before }, { key: sk })
    expect(lapsed.status).toBe(200)
    expect(await group.wallet.updateCard(card.id, { expMonth: 1, expYear: 2040, nickname: 'Travel' })).toBe(true)
    expect(group.calls('sessions/extend')).toHaveLength(1)
    const after = group.shared().credentials
    const filed = Object.values(after.byEmailKey)
    expect(filed).toHaveLength(1)
    expect(filed[0]!.consumerSessionClientSecret).not.toBe(before)
    expect(after.activeEmailKey).not.toBeNull()
    await vi.waitFor(() => expect(group.stored()).toBe(filed[0]!.consumerSessionClientSecret))
    expect(group.refusals()).toEqual([])
  }, 20_000)

  it('calls that find the credentials lapsed at once share one extend (a second would find the old secret gone), and each goes on with the fresh secret', async () => {
    const secret = await signIn(sandbox, returning.email)
    expect((await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', { client_secret: secret }, { key: sk })).status).toBe(200)
    const heard: string[] = []
    const credentials = { consumer_session_client_secret: secret, onExtended: (fresh: { readonly consumer_session_client_secret: string }) => heard.push(fresh.consumer_session_client_secret) }
    const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion })
    const [details, addresses] = await Effect.runPromise(Effect.provide(Effect.all([api.listPaymentDetails(credentials), api.listShippingAddresses(credentials)], { concurrency: 2 }), layer))
    expect(details.length).toBeGreaterThan(0)
    expect(addresses.length).toBeGreaterThan(0)
    expect(heard).toHaveLength(2)
    expect(heard[0]).toBe(heard[1])
    expect(heard[0]).not.toBe(secret)
  })

  it('benchmark_visitor_id: a verified consumer\'s device signals make one visitor id, the same each time; the sandbox refuses a sealed result that is not the signals\' base64, another e-mail, an unverified session', async () => {
    const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion })
    const run = <A>(effect: Effect.Effect<A, any, any>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)) as Effect.Effect<any>)
    const device = {
      navigator: { language: 'fr-FR', languages: ['fr-FR', 'en'], hardwareConcurrency: 8, maxTouchPoints: 0, platform: 'Linux x86_64' },
      screen: { width: 1280, height: 720, colorDepth: 24 },
    }
    const sealed = sealedResult(deviceSignals(device))
    expect(JSON.parse(Buffer.from(sealed, 'base64').toString('utf8'))).toMatchObject({ screen: '1280x720x24', languages: ['fr-FR', 'en'], cores: 8, touchPoints: 0, platform: 'Linux x86_64', timezone: expect.any(String) })
    const secret = await signIn(sandbox, returning.email)
    const credentials = { consumer_session_client_secret: secret }
    const first = await run(api.benchmarkVisitorId(credentials, { sealedResult: sealed, email: ' Returning@Link.test', surface: 'web_link_authentication_in_payment_element', sessionId: 'elements_session_benchmark' }))
    expect(first).toMatchObject({ _tag: 'Success', success: { visitor_id: expect.stringMatching(/^vis_[0-9a-f]{24}$/) } })
    expect(await run(api.benchmarkVisitorId(credentials, { sealedResult: sealed, email: returning.email }))).toEqual(first)
    const other = sealedResult(deviceSignals({ ...device, screen: { ...device.screen, width: 1920 } }))
    expect(await run(api.benchmarkVisitorId(credentials, { sealedResult: other, email: returning.email }))).not.toEqual(first)
    expect(await run(api.benchmarkVisitorId(credentials, { sealedResult: btoa('not json'), email: returning.email }))).toMatchObject({ _tag: 'Failure', failure: { param: 'sealed_result_base64' } })
    expect(await run(api.benchmarkVisitorId(credentials, { sealedResult: sealed, email: 'someone.else@example.com' }))).toMatchObject({ _tag: 'Failure', failure: { param: 'email_address' } })
    const unverified: string = (await consumerCall(sandbox, 'sessions/lookup', { email_address: returning.email })).body.consumer_session.client_secret
    expect(await run(api.benchmarkVisitorId({ consumer_session_client_secret: unverified }, { sealedResult: sealed, email: returning.email }))).toMatchObject({ _tag: 'Failure', failure: { code: 'consumer_session_unverified' } })
  })

  it('the link authentication element looks the merchant\'s default e-mail up as default_value, and its value says autofill: NONE, then OPT-OUT once the shopper pays without Link', async () => {
    const group = walletOf()
    const context = { ...contextFor([], { defaultValues: { email: returning.email } }), wallets: { link: group.wallet } }
    const { model } = linkAuthenticationElement
    let state = model.init(context)
    await model.load?.(state, context)
    expect(Object.fromEntries(group.calls('sessions/lookup')[0]!.body)).toMatchObject({ email_address: returning.email, email_source: 'default_value', do_not_log_consumer_funnel_event: 'true' })
    expect(stepOf(group.wallet)).toMatchObject({ kind: 'verifying', factor: 'SMS' })
    expect(model.change(state, context).value).toEqual({ email: returning.email, autofill: 'NONE' })
    state = model.reduce(state, { kind: 'action', elementId: '', action: 'link:decline' }, context)
    await model.load?.(state, context)
    expect(model.change(state, context).value).toEqual({ email: returning.email, autofill: 'OPT-OUT' })
  })
})

describe('skip_link_consumer_lookup_experiment_v3 (controller.md §9): the stored login\'s lookup', () => {
  const assigning = (arm: string) => ({ experimentAssignments: { skip_link_consumer_lookup_experiment_v3: arm } })

  it('waits, in the treatment arm, until an element of the group is mounted, then signs the returning shopper in; the control arm looks up as the session loads', async () => {
    const secret = await signIn(sandbox, returning.email)
    let mounted: ReadonlyArray<ElementType> = []
    const treatment = walletOf({ stored: secret, session: assigning('treatment'), jsId: 'js_treatment', mounted: () => mounted })
    const control = walletOf({ stored: secret, session: assigning('control'), jsId: 'js_control', mounted: () => [] })
    await vi.waitFor(() => expect(stepOf(control.wallet).kind).toBe('signedIn'))
    expect(control.calls('sessions/lookup')).toHaveLength(1)
    // Nothing of the treatment's group shows yet: no lookup, no one signed in.
    await new Promise((done) => setTimeout(done, 300))
    expect(treatment.calls('sessions/lookup')).toHaveLength(0)
    expect(stepOf(treatment.wallet).kind).not.toBe('signedIn')
    mounted = ['payment']
    treatment.wallet.elementsChanged?.()
    await vi.waitFor(() => expect(stepOf(treatment.wallet).kind).toBe('signedIn'))
    expect(Object.fromEntries(treatment.calls('sessions/lookup')[0]!.body)).toMatchObject({ 'cookies[verification_session_client_secrets][0]': secret })
    expect(treatment.wallet.autofill()).toBe('oneclick')
  })

  it("waits exactly when the instance is in the treatment arm: its bucket, unless the session assigns one; never outside a browser", () => {
    const hostOf = (jsId: string | undefined, assignments?: Readonly<Record<string, string>>) =>
      ({ ...(jsId === undefined ? {} : { page: { jsId, host: 'shop.example' } }), session: () => (assignments === undefined ? undefined : { experimentAssignments: assignments }) }) as unknown as WalletGroupHost
    fc.assert(fc.property(fc.string(), fc.option(fc.constantFrom('control', 'treatment', 'not_in_population', 'holdback'), { nil: undefined }), (jsId, arm) => {
      const assigned = arm !== undefined && arm !== 'holdback' ? arm : experimentArm('skip_link_consumer_lookup_experiment_v3', jsId).arm
      expect(storedLoginWaitsForMount(lightExposures(hostOf(jsId, arm === undefined ? undefined : { skip_link_consumer_lookup_experiment_v3: arm })))).toBe(assigned === 'treatment')
    }))
    expect(storedLoginWaitsForMount(lightExposures(hostOf(undefined, { skip_link_consumer_lookup_experiment_v3: 'treatment' })))).toBe(false)
    // The ramp is 1 with a 5/5 split: about half of the instances wait.
    const waiting = Array.from({ length: 2000 }, (_, i) => storedLoginWaitsForMount(lightExposures(hostOf(`js_${i}`)))).filter(Boolean).length
    expect(Math.abs(waiting / 2000 - 0.5)).toBeLessThan(0.05)
  })
})
