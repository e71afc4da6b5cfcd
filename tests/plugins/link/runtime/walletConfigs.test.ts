import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClientLayer, type ApiClient } from '../../../../core/api/ApiClient.ts'
import { apiLimits } from '../../../../core/generated/limits.generated.ts'
import { captchaLayerNone, type Captcha } from '../../../../core/services/Captcha.ts'
import type { WalletGroupHost } from '../../../../core/plugin/walletInGroup.ts'
import type { ElementsSession } from '../../../../core/session/elementsSession.ts'
import { makeLinkWallet } from '../../../../plugins/link/runtime/linkWallet.ts'
import { pageWalletConfigs } from '../../../../plugins/link/runtime/pageWalletConfigs.ts'
import { sharedSessionOf } from '../../../../plugins/link/runtime/sharedSession.ts'
import { makeLoginStorage } from '../../../../plugins/link/session/loginStorage.ts'
import { freshEmail, saveCard, signUp } from '../../../sandbox/linkConsumers.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

/**
 * The page's wallet configs (runtime/pageWalletConfigs.ts) and what the wallet's calls say of the
 * payment and the page (wallet.md §7: intent_id, payment_intent, on_behalf_of, stripe_js_id,
 * referrer_host, top_level_referrer_host), read off the request bodies that reach the sandbox; a
 * logout clears the consumer from every config the page kept (controller.md §4 "Link logout").
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A request as the sandbox received it: its path and its form fields. */
interface Sent {
  readonly path: string
  readonly body: Readonly<Record<string, string>>
}

let pages = 0

/** A page of the merchant's (one publishable key, one shared session) whose groups' wallets record each call. */
const pageOf = () => {
  const sent: Sent[] = []
  const recording: typeof fetch = (input, init) => {
    sent.push({ path: new URL(String(input)).pathname.replace(/^\/v1\//, ''), body: Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : '')) })
    return fetch(input, init)
  }
  const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion, fetch: recording })
  const publishableKey = `${pk}_configs${pages++}`
  let groups = 0
  /** A group of the page, its elements session as given. */
  const group = (session: Partial<ElementsSession>) => {
    const host: WalletGroupHost = {
      runApi: (effect) => Effect.runPromise(Effect.provide(effect, layer)),
      session: () => ({
        sessionId: `elements_session_configs_${pages}_${groups}`,
        intentType: 'payment_intent',
        paymentMethodTypes: ['card', 'link'],
        amount: 2000,
        currency: 'usd',
        link: { mode: 'LINK_PAYMENT_METHOD', fundingSources: ['CARD'], onlyForPaymentMethodTypes: false, killSwitch: false, defaultOptIn: 'NONE', globalHoldback: false },
        customer: null,
        unverifiedPaymentMethodsOnDomain: [],
        flags: {},
        ...session,
      }),
      loaded: () => Promise.resolve(),
      locale: () => 'en',
      changed: () => undefined,
      providerOrigin: sandbox.url,
      publishableKey,
      mountedElements: () => ['payment'],
      page: { jsId: 'js_instance_1', host: 'shop.test', topLevelHost: 'marketplace.test' },
    }
    groups += 1
    const storage = makeLoginStorage([{ name: 'memory', lifetime: 'persistent', get: async () => undefined, set: async () => undefined, clear: async () => undefined }])
    return makeLinkWallet(host, storage)
  }
  return { sent, group, run: <A, E>(effect: Effect.Effect<A, E, ApiClient | Captcha>) => Effect.runPromise(Effect.provide(effect, Layer.merge(layer, captchaLayerNone))), configs: () => pageWalletConfigs(sharedSessionOf(undefined, publishableKey)).configs(), bodiesOf: (path: string) => sent.filter((request) => request.path === path).map((request) => request.body) }
}

/** A consumer with a saved Visa. */
const consumerWithCard = async () => {
  const email = freshEmail()
  await saveCard(sandbox, (await signUp(sandbox, email)).consumer_session.client_secret, '4242424242424242')
  return email
}

describe('the page\'s wallet configs', () => {
  it('are asked once per payment by the page\'s groups, with the page and the payment named, and keep no consumer once one logs out', async () => {
    const email = await consumerWithCard()
    const page = pageOf()
    const intent = await createPaymentIntent(sandbox)
    const signingIn = page.group({ intentId: intent.id, assignmentId: 'arb_configs_1' })
    await signingIn.lookup(email)
    await signingIn.confirmCode('000000')
    await vi.waitFor(() => expect(signingIn.step().kind).toBe('signedIn'), { timeout: 15_000 })
    // Another group of the page follows the shared session: its saved cards come with the wallet config for this payment.
    const following = page.group({ intentId: intent.id, assignmentId: 'arb_configs_1' })
    await vi.waitFor(() => expect(following.step()).toMatchObject({ kind: 'signedIn', cards: [{ last4: '4242' }] }), { timeout: 15_000 })
    // A third, for the same payment, finds the config the page kept.
    const third = page.group({ intentId: intent.id, assignmentId: 'arb_configs_1' })
    await vi.waitFor(() => expect(third.step()).toMatchObject({ kind: 'signedIn', cards: [{ last4: '4242' }] }), { timeout: 15_000 })
    const asked = page.bodiesOf('elements/wallet-config')
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({
      stripe_js_id: 'js_instance_1', referrer_host: 'shop.test', top_level_referrer_host: 'marketplace.test',
      amount: '2000', currency: 'usd', link_authentication: 'false', request_surface: 'web_link_authentication_in_payment_element',
      // The session's experiment assignment id (controller.md §3 "experiments", §7 wallet config).
      elements_assignment_id: 'arb_configs_1',
    })
    expect(page.configs()).toEqual([expect.objectContaining({ consumer_info: expect.objectContaining({ redacted_payment_details: [expect.objectContaining({ id: expect.any(String) })] }) })])
    // The intent by its id: the lookup's payment_intent, the incentives' and the shared context's intent_id.
    expect(page.bodiesOf('consumers/sessions/lookup')[0]).toMatchObject({ payment_intent: intent.id, transaction_context: 'payment_intent' })
    expect(page.bodiesOf('consumers/incentives/update_available')[0]).toMatchObject({ intent_id: intent.id })
    await vi.waitFor(() => expect(page.bodiesOf('consumers/sessions/share_context')[0]).toMatchObject({ intent_id: intent.id }))

    await signingIn.logOut()
    expect(page.configs()).toEqual([expect.objectContaining({ consumer_info: null, token: null })])
    await vi.waitFor(() => expect([following.step().kind, third.step().kind]).toEqual(['signedOut', 'signedOut']))
  }, 60_000)

  it('name a deferred payment\'s business of record (on_behalf_of) on the lookup, the incentives, the wallet config, the sign-up and its card, with the instance\'s script id on the sign-up; a config is kept per on_behalf_of', async () => {
    const page = pageOf()
    const onBehalfOf = 'acct_business1'
    // A shopper new to Link signs up at confirm.
    const shopper = page.group({ onBehalfOf })
    const email = freshEmail()
    await shopper.lookup(email)
    await vi.waitFor(() => expect(shopper.signUp().offered).toBe(true))
    const intent = await createPaymentIntent(sandbox)
    const data = shopper.signUpData({
      email, phone: '+16505550123', country: 'US',
      card: { type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 34, cvc: '123' }, billing_details: { address: { country: 'US', postal_code: '94103' } } },
    }, true)
    const made = await page.run(shopper.paymentMethodOf!(data, { kind: 'confirm', clientSecret: intent.client_secret }))
    expect(made).toMatchObject({ paymentMethod: { type: 'link' } })
    expect(page.bodiesOf('consumers/accounts/sign_up')[0]).toMatchObject({ stripe_js_id: 'js_instance_1', on_behalf_of: onBehalfOf, payment_intent: intent.id })
    expect(page.bodiesOf('consumers/payment_details')[0]).toMatchObject({ on_behalf_of: onBehalfOf })
    expect(page.bodiesOf('consumers/sessions/lookup')[0]).toMatchObject({ on_behalf_of: onBehalfOf })
    expect(page.bodiesOf('consumers/incentives/update_available')[0]).toMatchObject({ on_behalf_of: onBehalfOf })

    // A returning consumer in two groups of one page paying two businesses: a config each.
    const returning = await consumerWithCard()
    const first = page.group({ onBehalfOf })
    await first.lookup(returning)
    await first.confirmCode('000000')
    await vi.waitFor(() => expect(first.step().kind).toBe('signedIn'), { timeout: 15_000 })
    const second = page.group({ onBehalfOf: 'acct_business2' })
    const third = page.group({ onBehalfOf })
    await vi.waitFor(() => expect([second.step().kind, third.step().kind]).toEqual(['signedIn', 'signedIn']), { timeout: 15_000 })
    expect(page.bodiesOf('elements/wallet-config').map((body) => body.on_behalf_of).sort()).toEqual(['acct_business1', 'acct_business2'])
  }, 60_000)
})
