import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClientLayer } from '../../../../core/api/ApiClient.ts'
import { apiLimits } from '../../../../core/generated/limits.generated.ts'
import type { WalletGroupHost } from '../../../../core/plugin/walletInGroup.ts'
import type { ElementsSession } from '../../../../core/session/elementsSession.ts'
import { consumerExtras } from '../../../../plugins/link/runtime/consumerExtras.ts'
import { makeLinkWallet } from '../../../../plugins/link/runtime/linkWallet.ts'
import { initialWalletState } from '../../../../plugins/link/wallet/walletState.ts'
import { makeLoginStorage } from '../../../../plugins/link/session/loginStorage.ts'
import { testKeys } from '../../../../sandbox/keys.ts'
import { consumerCall, freshEmail, saveCard, signUp } from '../../../sandbox/linkConsumers.ts'
import { pk, sk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

/**
 * Link's other consumer calls as the runtime makes them (runtime/consumerExtras.ts), against the
 * sandbox, for a merchant that names a connected account: the consumer key as bearer and the
 * connected-account header (wallet.md §6), and the sign-up incentive's offer (wallet.md §3, §4, §8).
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

interface Sent {
  readonly path: string
  readonly bearer: string | null
  readonly account: string | null
}

let groups = 0

/** One group's Link wallet over the sandbox, for a merchant with a connected account; records each call's headers. */
const walletOf = (session: Partial<ElementsSession> = {}) => {
  const sent: Sent[] = []
  const recording: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    sent.push({ path: new URL(String(input)).pathname.replace(/^\/v1\//, ''), bearer: headers.get('authorization'), account: headers.get('stripe-account') })
    return fetch(input, init)
  }
  const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, stripeAccount: 'acct_connected', apiVersion: apiLimits.defaultApiVersion, fetch: recording })
  const host: WalletGroupHost = {
    runApi: (effect) => Effect.runPromise(Effect.provide(effect, layer)),
    session: () => ({
      sessionId: `elements_session_extras_${groups}`,
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
    publishableKey: `${pk}_extras${groups++}`,
    mountedElements: () => ['linkAuthentication', 'payment'],
  }
  const storage = makeLoginStorage([{ name: 'memory', lifetime: 'persistent', get: async () => undefined, set: async () => undefined, clear: async () => undefined }])
  const warnings = vi.spyOn(console, 'warn')
  return {
    wallet: makeLinkWallet(host, storage),
    host,
    sent,
    refusals: () => warnings.mock.calls.filter(([line]) => String(line).startsWith("payloom: Link's wallet refused")),
  }
}

/** A new consumer with a saved Visa, signed in through the wallet with the test code. */
const signedIn = async (group: ReturnType<typeof walletOf>) => {
  const email = freshEmail()
  await saveCard(sandbox, (await signUp(sandbox, email)).consumer_session.client_secret, '4242424242424242')
  await group.wallet.lookup(email)
  await group.wallet.confirmCode('000000')
  await vi.waitFor(() => expect(group.wallet.step().kind).toBe('signedIn'), { timeout: 15_000 })
}

const campaign = (params: Record<string, unknown>) => sandbox.call('POST', '/v1/test_helpers/link/incentive_campaigns', params as never)
const endCampaign = () => fetch(`${sandbox.url}/v1/test_helpers/link/incentive_campaigns/card`, { method: 'DELETE', headers: { Authorization: `Bearer ${sk}` } })

describe('Link\'s other consumer calls from the runtime', () => {
  it('calls on the consumer\'s wallet after the lookup carry its key; a card added from Link\'s part goes without the connected account, the others with it', async () => {
    const group = walletOf()
    await signedIn(group)
    expect(await group.wallet.addCard({ number: '5555555555554444', expMonth: 12, expYear: 2040, cvc: '123', country: 'US', postalCode: '94103' })).toMatch(/^csmrpd_/)
    const consumerBearer = `Bearer ${testKeys.consumer}`
    const lookup = group.sent.findIndex((call) => call.path === 'consumers/sessions/lookup')
    expect(group.sent[lookup]).toEqual({ path: 'consumers/sessions/lookup', bearer: `Bearer ${pk}`, account: 'acct_connected' })
    const after = group.sent.slice(lookup + 1)
    for (const call of after) expect(call.bearer, call.path).toBe(consumerBearer)
    expect(after.find((call) => call.path === 'consumers/payment_details')).toEqual({ path: 'consumers/payment_details', bearer: consumerBearer, account: null })
    for (const call of after.filter((entry) => entry.path !== 'consumers/payment_details')) expect(call.account, call.path).toBe('acct_connected')
    expect(group.refusals()).toEqual([])
  }, 30_000)

  it('offers the merchant\'s sign-up incentive once the wallet starts, turns it off when the campaign ended by the time the shopper ticks the box, and a logout turns it on again', async () => {
    expect((await campaign({ campaign: 'welcome', amount_off: 300, currency: 'usd' })).status).toBe(200)
    const group = walletOf()
    await vi.waitFor(() => expect(group.wallet.incentiveOffer()).toEqual({ amountOff: 300, currency: 'usd' }))
    group.wallet.incentiveShown()
    group.wallet.incentiveShown()
    expect((await endCampaign()).status).toBe(200)
    await group.wallet.incentiveOptedIn()
    expect(group.wallet.incentiveOffer()).toBeUndefined()
    expect(group.sent.filter((call) => call.path === 'consumers/incentives/update_available')).toHaveLength(2)
    await signedIn(group)
    await group.wallet.logOut()
    expect(group.wallet.incentiveOffer()).toEqual({ amountOff: 300, currency: 'usd' })
    expect(group.refusals()).toEqual([])
  }, 30_000)

  it('a wallet config that knows no consumer for the secret (not verified, or logged out since the lookup) gives no saved cards and says why to the merchant', async () => {
    const email = freshEmail()
    await saveCard(sandbox, (await signUp(sandbox, email)).consumer_session.client_secret, '4242424242424242')
    // A lookup by e-mail opens a session nobody has verified yet.
    const secret: string = (await consumerCall(sandbox, 'sessions/lookup', { email_address: email })).body.consumer_session.client_secret
    const group = walletOf()
    const extras = consumerExtras({
      state: () => initialWalletState,
      credentials: () => ({ consumer_session_client_secret: secret }),
      dispatch: () => undefined,
      call: (effect) => group.host.runApi(Effect.result(effect)),
    }, group.host, () => true, Promise.resolve(undefined))
    const warnings = vi.spyOn(console, 'warn')
    expect(await extras.hooks.savedDetailsAtStart(secret)).toEqual([])
    expect(warnings.mock.calls.map(([line]) => line)).toContain('payloom: No consumer info found. Please ensure the user is logged in to Link.')
    expect(group.sent.map((call) => call.path)).toContain('elements/wallet-config')
  })

  it('asks no incentive where the payment does not offer Link', async () => {
    expect((await campaign({ campaign: 'welcome', amount_off: 300, currency: 'usd' })).status).toBe(200)
    const group = walletOf({ link: { mode: 'LINK_PAYMENT_METHOD', fundingSources: ['CARD'], onlyForPaymentMethodTypes: false, killSwitch: true, defaultOptIn: 'NONE', globalHoldback: false } })
    await new Promise((done) => setTimeout(done, 200))
    expect(group.sent.filter((call) => call.path === 'consumers/incentives/update_available')).toEqual([])
    expect(group.wallet.incentiveOffer()).toBeUndefined()
    expect((await endCampaign()).status).toBe(200)
  })
})
