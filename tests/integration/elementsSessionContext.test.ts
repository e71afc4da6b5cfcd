import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, makeRegistry } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { createInlinePayloom } from '../../core/createPayloom.ts'
import { asGroup } from '../../core/elements/Elements.ts'
import { checkPayloomOptions } from '../../core/payloomOptions.ts'
import { ApiClient, makeApiClient } from '../../core/api/ApiClient.ts'
import { apiLimits } from '../../core/generated/limits.generated.ts'
import { loadElementsSession } from '../../core/session/elementsSession.ts'
import { card, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

/**
 * What an elements session is loaded with and what comes of it, over real HTTP to the sandbox
 * (controller.md §7 "Elements session create", §9 "Captcha site key is kept under 'elements'"):
 * the script id and the merchant page's host, the session a reload continues, and the passive
 * captcha the session announces, which then protects the instance's gated calls.
 */

let sandbox: TestSandbox
let gated: TestSandbox
beforeAll(async () => {
  ;[sandbox, gated] = await Promise.all([startTestSandbox(), startTestSandbox({ requireCaptcha: true })])
})
afterAll(async () => {
  await sandbox.dispose()
  await gated.dispose()
})

interface SessionCall {
  readonly query: URLSearchParams
  readonly sessionId: string
}

/**
 * An instance as the controller frame makes it (frames/controller.ts): for the merchant's page
 * `shop.example`, with the script id its init gave, its provider calls seen on their way.
 */
const controllerInstance = (at: TestSandbox) => {
  const sessionCalls: SessionCall[] = []
  const seeing: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    const url = new URL(String(input))
    if (url.pathname.startsWith('/v1/elements/sessions')) sessionCalls.push({ query: url.searchParams, sessionId: (await response.clone().json()).session_id })
    return response
  }
  const settings = checkPayloomOptions(pk, { apiBase: at.url, plugins: [cardPlugin()], locale: 'en', hosting: 'inline' })
  const payloom = createInlinePayloom(settings, { fetch: seeing, page: { jsId: 'js_controller_1', host: 'shop.example' } })
  return { payloom, sessionCalls }
}

describe('the elements session call, over real HTTP to the sandbox', () => {
  it("reads the methods and wallets the session enables in its order, its mode, and where Apple Pay tells the provider of merchant token changes", async () => {
    const { payloom } = controllerInstance(sandbox)
    const group = asGroup(payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd', paymentMethodTypes: ['card', 'paypal'] }))!
    await group.ready
    expect(group.session()).toMatchObject({
      livemode: false,
      // The browser wallets give card tokens: listed beside the card, before the other methods.
      typesAndWallets: ['card', 'apple_pay', 'google_pay', 'paypal'],
      applePayTokenRevokeWebhookUrl: `${sandbox.url}/v1/apple_pay/merchant_token_notifications`,
    })
  })

  it("names the script and the merchant page's host, and a reload names the session it continues, which keeps its id", async () => {
    const { payloom, sessionCalls } = controllerInstance(sandbox)
    const elements = payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd' })
    await asGroup(elements)?.ready
    expect(sessionCalls).toHaveLength(1)
    const [first] = sessionCalls
    expect(first!.query.get('stripe_js_id')).toBe('js_controller_1')
    expect(first!.query.get('referrer_host')).toBe('shop.example')
    expect(first!.query.has('existing_elements_session_id')).toBe(false)
    expect(await elements.fetchUpdates()).toEqual({})
    await elements.update({ amount: 1500 })
    expect(sessionCalls).toHaveLength(3)
    for (const reload of sessionCalls.slice(1)) {
      expect(reload.query.get('existing_elements_session_id')).toBe(first!.sessionId)
      expect(reload.sessionId).toBe(first!.sessionId)
    }
  })

  it("says how the integration creates its intent (standard with a client secret, else deferred) and its version '2021'", async () => {
    const { payloom, sessionCalls } = controllerInstance(sandbox)
    await asGroup(payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd' }))?.ready
    const intent = await createPaymentIntent(sandbox)
    await asGroup(payloom.elements({ clientSecret: intent.client_secret }))?.ready
    expect(sessionCalls.map(({ query }) => [query.get('payment_intent_creation_flow'), query.get('merchant_integration_version')]))
      .toEqual([['deferred', '2021'], ['standard', '2021']])
    const refused = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: intent.client_secret, payment_intent_creation_flow: 'later' }, { key: pk })
    expect(refused.body.error).toMatchObject({ param: 'payment_intent_creation_flow' })
  })

  it("reads the session's experiment assignment id (experiments_data.arb_id), which Link's wallet config call names", async () => {
    const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion })
    const session = await Effect.runPromise(Effect.provideService(loadElementsSession({ deferredIntent: { mode: 'payment', amount: 1000, currency: 'usd' } }, makeRegistry([cardPlugin()]), 'en'), ApiClient, api))
    expect(session.assignmentId).toMatch(/^arb_/)
  })

  it('a session id the sandbox did not issue starts a new session', async () => {
    const answered = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'payment', amount: 1000, currency: 'usd' }, existing_elements_session_id: 'elements_session_nothere' }, { key: pk })
    expect(answered.status).toBe(200)
    expect(answered.body.session_id).toMatch(/^elements_session_/)
    expect(answered.body.session_id).not.toBe('elements_session_nothere')
  })
})

describe("the session's passive captcha, kept under 'elements', over real HTTP to a sandbox that requires one", () => {
  const confirm = async (payloom: ReturnType<typeof createPayloom>) => {
    const intent = await createPaymentIntent(gated)
    return payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') } }, redirect: 'if_required' })
  }

  it('protects the gated calls of an instance without a captcha option once its first session announced the site key', async () => {
    const payloom = createPayloom(pk, { apiBase: gated.url, plugins: [cardPlugin()], locale: 'en' })
    // Before any session, the instance knows no site key: the provider refuses the call.
    expect(await confirm(payloom)).toEqual({ error: expect.objectContaining({ code: 'captcha_required' }) })
    await asGroup(payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd' }))?.ready
    expect(await confirm(payloom)).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    expect(await confirm(payloom)).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  })

  it("keeps the merchant's own site key over the session's", async () => {
    // A key the captcha provider does not know: calls go without a token, and the session's key does not replace it.
    const payloom = createPayloom(pk, { apiBase: gated.url, plugins: [cardPlugin()], locale: 'en', captcha: { siteKey: 'merchant-site-key' } })
    await asGroup(payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd' }))?.ready
    expect(await confirm(payloom)).toEqual({ error: expect.objectContaining({ code: 'captcha_required' }) })
  })
})
