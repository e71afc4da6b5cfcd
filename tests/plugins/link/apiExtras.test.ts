import * as Effect from 'effect/Effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClientLayer, type ApiClient } from '../../../core/api/ApiClient.ts'
import type { ApiError } from '../../../core/api/ApiError.ts'
import { apiLimits } from '../../../core/generated/limits.generated.ts'
import * as api from '../../../plugins/link/api/index.ts'
import { consumerAuth } from '../../../plugins/link/api/consumerKey.ts'
import type { Credentials } from '../../../plugins/link/api/index.ts'
import { testKeys } from '../../../sandbox/keys.ts'
import { consumerCall, expectError, freshEmail, saveCard, signUp } from '../../sandbox/linkConsumers.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/**
 * Link's other consumer calls against the sandbox (docs/link-consumer-api.md): incentives, the
 * shared session context and purchase protection, card payment status, the wallet config and its
 * cache, and the consumer publishable key as bearer (wallet.md §6, §7, §9).
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A request as it left the client: its path and the headers wallet.md §6 is about. */
interface Sent {
  readonly path: string
  readonly bearer: string | null
  readonly account: string | null
}

/** The live client against the sandbox (a connected account named when `account` is), recording each request. */
const clientOf = (account?: string) => {
  const sent: Sent[] = []
  const recording: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    sent.push({ path: new URL(String(input)).pathname.replace(/^\/v1\//, ''), bearer: headers.get('authorization'), account: headers.get('stripe-account') })
    return fetch(input, init)
  }
  const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion, fetch: recording, ...(account === undefined ? {} : { stripeAccount: account }) })
  return {
    sent,
    run: <A>(effect: Effect.Effect<A, ApiError, ApiClient>): Promise<A> => Effect.runPromise(Effect.provide(effect, layer)),
    fail: <A>(effect: Effect.Effect<A, ApiError, ApiClient>): Promise<ApiError> => Effect.runPromise(Effect.provide(Effect.flip(effect), layer)),
  }
}

/** A new consumer's credentials (signed up, so verified) and e-mail. */
const newConsumer = async (email = freshEmail()): Promise<Credentials & { readonly email: string }> =>
  ({ consumer_session_client_secret: (await signUp(sandbox, email)).consumer_session.client_secret, email })

const setCampaign = (params: Record<string, unknown>) => sandbox.call('POST', '/v1/test_helpers/link/incentive_campaigns', params as never)
const endCampaign = () => fetch(`${sandbox.url}/v1/test_helpers/link/incentive_campaigns/card`, { method: 'DELETE', headers: { Authorization: `Bearer ${testKeys.secret}` } })

describe('incentives', () => {
  it('answers the merchant\'s sign-up campaign for cards while it runs, in the intent\'s currency, none for a setup intent', async () => {
    const client = clientOf()
    expect(await client.run(api.updateAvailableIncentives({ surface: 'web_elements', sessionId: 'elements_session_1' }))).toEqual([])
    expect((await setCampaign({ campaign: 'spring_signup', amount_off: 500, currency: 'USD' })).status).toBe(200)
    const offer = { payment_method_type: 'card', campaign: 'spring_signup', amount_off: 500, currency: 'usd', valid_payment_details: [] }
    expect(await client.run(api.updateAvailableIncentives({ surface: 'web_elements' }))).toEqual([offer])
    const dollars = await createPaymentIntent(sandbox)
    expect(await client.run(api.updateAvailableIncentives({ intentId: dollars.id }))).toEqual([offer])
    const euros = await createPaymentIntent(sandbox, { currency: 'eur' })
    expect(await client.run(api.updateAvailableIncentives({ intentId: euros.id }))).toEqual([])
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })).body
    expect(await client.run(api.updateAvailableIncentives({ intentId: setup.id }))).toEqual([])
    // For a saved card of a signed-in consumer: the incentive applies to it.
    const consumer = await newConsumer()
    const card = await saveCard(sandbox, consumer.consumer_session_client_secret, '4242424242424242')
    expect(await client.run(api.updateAvailableIncentives({ paymentDetailsId: card.id }, consumer))).toEqual([{ ...offer, valid_payment_details: [card.id] }])
    expect((await endCampaign()).status).toBe(200)
    expect(await client.run(api.updateAvailableIncentives({}))).toEqual([])
  })

  it('refuses bad input with the parameter named', async () => {
    expectError(await consumerCall(sandbox, 'incentives/update_available', { intent_id: 'pi_unknown' }), 404, 'resource_missing', 'intent_id')
    expectError(await consumerCall(sandbox, 'incentives/update_available', { payment_details_id: 'csmrpd_1' }), 400, 'parameter_missing', 'credentials[consumer_session_client_secret]')
    expectError(await consumerCall(sandbox, 'incentives/update_available', { campaign: 'x' }), 400, 'parameter_unknown', 'campaign')
    expectError(await setCampaign({ campaign: 'Spring!', amount_off: 500, currency: 'usd' }), 400, undefined, 'campaign')
    expectError(await setCampaign({ campaign: 'spring', currency: 'usd' }), 400, 'parameter_missing', 'amount_off')
    expectError(await setCampaign({ campaign: 'spring', amount_off: 500, currency: 'usd', payment_method_type: 'bank_account' }), 400, undefined, 'payment_method_type')
    expect((await endCampaign()).status).toBe(404)
    expect((await sandbox.call('POST', '/v1/test_helpers/link/incentive_campaigns', { campaign: 'x', amount_off: 1, currency: 'usd' }, { key: pk })).status).toBe(401)
  })
})

describe('the shared session context and purchase protection', () => {
  it('decides on the payment the consumer shared: a payment with an active card is covered, a setup is not', async () => {
    const consumer = await newConsumer()
    const card = await saveCard(sandbox, consumer.consumer_session_client_secret, '4242424242424242')
    const client = clientOf()
    const missing = await client.fail(api.purchaseProtectionOf(consumer, card.id, { sessionId: 'elements_session_pp' }))
    expect(missing).toMatchObject({ code: 'session_context_missing', param: 'session_id' })
    expect(await client.run(api.shareSessionContext(consumer, { sessionId: 'elements_session_pp', amount: 2500, currency: 'EUR', surface: 'web_elements' })))
      .toEqual({ session_id: 'elements_session_pp', amount: 2500, currency: 'eur', intent_id: null, created: expect.any(Number) })
    expect(await client.run(api.purchaseProtectionOf(consumer, card.id, { sessionId: 'elements_session_pp' })))
      .toEqual({ payment_details_id: card.id, eligible: true, reason: null, amount: 2500, currency: 'eur' })
    await client.run(api.shareSessionContext(consumer, { sessionId: 'elements_session_pp', amount: 0, currency: 'eur' }))
    expect(await client.run(api.purchaseProtectionOf(consumer, card.id, { sessionId: 'elements_session_pp' }))).toMatchObject({ eligible: false, reason: 'no_payment' })
  })

  it('says the holdback in the lookup\'s settings, and answers the holdback reason', async () => {
    const consumer = await newConsumer(freshEmail('+purchase_protection_holdback'))
    const found = await clientOf().run(api.lookupConsumer({ email: consumer.email }))
    expect(found.exists && found.settings.purchase_protections_holdback).toBe(true)
    const card = await saveCard(sandbox, consumer.consumer_session_client_secret, '4242424242424242')
    await clientOf().run(api.shareSessionContext(consumer, { sessionId: 'elements_session_hb', amount: 1000, currency: 'usd' }))
    expect(await clientOf().run(api.purchaseProtectionOf(consumer, card.id, { sessionId: 'elements_session_hb' }))).toMatchObject({ eligible: false, reason: 'holdback' })
  })

  it('refuses bad input with the parameter named', async () => {
    const consumer = await newConsumer()
    const secret = consumer.consumer_session_client_secret
    expectError(await consumerCall(sandbox, 'sessions/share_context', { amount: 100, currency: 'usd' }, secret), 400, 'parameter_missing', 'session_id')
    expectError(await consumerCall(sandbox, 'sessions/share_context', { session_id: 's', currency: 'usd' }, secret), 400, 'parameter_missing', 'amount')
    expectError(await consumerCall(sandbox, 'sessions/share_context', { session_id: 's', amount: 100, currency: 'dollars' }, secret), 400, undefined, 'currency')
    expectError(await consumerCall(sandbox, 'sessions/share_context', { session_id: 's', amount: 100, currency: 'usd', intent_id: 'ch_1' }, secret), 400, undefined, 'intent_id')
    expectError(await consumerCall(sandbox, 'sessions/share_context', { session_id: 's', amount: 100, currency: 'usd' }), 400, 'parameter_missing', 'credentials[consumer_session_client_secret]')
    expectError(await consumerCall(sandbox, 'purchase_protection', { session_id: 's' }, secret), 400, 'parameter_missing', 'payment_details_id')
    expectError(await consumerCall(sandbox, 'purchase_protection', { session_id: 's', payment_details_id: 'csmrpd_nope' }, secret), 404, 'resource_missing', 'payment_details_id')
  })
})

describe('card payment status', () => {
  it('lists the payments made with a saved card through Link, newest first: a decline with its code, then a success', async () => {
    const consumer = await newConsumer()
    const secret = consumer.consumer_session_client_secret
    const declining = await saveCard(sandbox, secret, '4000000000009995')
    const client = clientOf()
    expect(await client.run(api.listCardPaymentStatus(consumer, declining.id))).toEqual([])
    const pay = async (id: string) => {
      const shared = await client.run(api.sharePaymentDetails(consumer, { id, expectedPaymentMethodType: 'link' }))
      const intent = await createPaymentIntent(sandbox, { payment_method_types: ['link'], amount: 1234 })
      return sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: shared.id }, { key: pk })
    }
    expect((await pay(declining.id)).status).toBe(402)
    const visa = await saveCard(sandbox, secret, '4242424242424242')
    expect((await pay(visa.id)).status).toBe(200)
    expect(await client.run(api.listCardPaymentStatus(consumer, declining.id))).toEqual([
      { charge: expect.stringMatching(/^ch_/), status: 'failed', decline_code: 'insufficient_funds', amount: 1234, currency: 'usd', created: expect.any(Number) },
    ])
    expect(await client.run(api.listCardPaymentStatus(consumer, visa.id))).toMatchObject([{ status: 'succeeded', decline_code: null }])
    expectError(await consumerCall(sandbox, 'card_payment_status/csmrpd_nope/list', {}, secret), 404, 'resource_missing', 'id')
    expectError(await consumerCall(sandbox, `card_payment_status/${visa.id}/list`, { limit: 0 }, secret), 400, undefined, 'limit')
  })
})

describe('the wallet config', () => {
  it('sends the fields of wallet.md §7, answers a verified consumer with their saved details after the test delay, and is cached by on-behalf-of, amount and currency', async () => {
    const consumer = await newConsumer()
    const card = await saveCard(sandbox, consumer.consumer_session_client_secret, '4242424242424242')
    const client = clientOf()
    const configOf = api.walletConfigCache().get
    const request = { sessionId: 'elements_session_wc', surface: 'web_elements', stripeJsId: 'js_1', elementsAssignmentId: 'assign_1', referrerHost: 'shop.test', topLevelReferrerHost: 'shop.test', linkAuthentication: true, amount: 1000, currency: 'usd' }
    const started = Date.now()
    const config = await client.run(configOf(consumer.consumer_session_client_secret, request))
    expect(Date.now() - started).toBeGreaterThanOrEqual(apiLimits.testWalletConfigDelay)
    expect(config.consumer_info).toMatchObject({ exists: true, consumer_session: { email_address: consumer.email }, auth_session_client_secret: expect.any(String), redacted_payment_details: [card] })
    expect(config.token).toBeNull()
    await client.run(configOf(consumer.consumer_session_client_secret, request))
    expect(client.sent).toHaveLength(1)
    await client.run(configOf(consumer.consumer_session_client_secret, { ...request, amount: 2000 }))
    await client.run(configOf(consumer.consumer_session_client_secret, { ...request, onBehalfOf: 'acct_1' }))
    await client.run(configOf(consumer.consumer_session_client_secret, request))
    expect(client.sent).toHaveLength(3)
    // Another consumer's secret asks again.
    expect((await client.run(configOf('cscs_unknown', request))).consumer_info).toBeNull()
    expect(client.sent).toHaveLength(4)
  })
})

describe('background calls beside the shopper\'s (wallet.md §4 "Credential expiry")', () => {
  it('extend lapsed credentials once between them, and a call of the old secret made after the extend goes on with the fresh one', async () => {
    const consumer = await newConsumer()
    const card = await saveCard(sandbox, consumer.consumer_session_client_secret, '4242424242424242')
    expect((await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', { client_secret: consumer.consumer_session_client_secret })).status).toBe(200)
    const client = clientOf()
    const [payments, cards] = await Promise.all([client.run(api.listCardPaymentStatus(consumer, card.id)), client.run(api.listPaymentDetails(consumer))])
    expect(payments).toEqual([])
    expect(cards).toHaveLength(1)
    expect(client.sent.filter((request) => request.path === 'consumers/sessions/extend')).toHaveLength(1)
    // The old secret is gone (consumer_session_expired), but it was extended: the call goes on under the new one.
    expect(await client.run(api.listCardPaymentStatus(consumer, card.id))).toEqual([])
    expect(client.sent.filter((request) => request.path === 'consumers/sessions/extend')).toHaveLength(1)
  })
})

describe('the consumer publishable key (wallet.md §6)', () => {
  it('is the lookup\'s, the bearer of calls on the consumer\'s wallet; a payment call on a non-merchant surface leaves out the connected account', async () => {
    const consumer = await newConsumer()
    const found = await clientOf().run(api.lookupConsumer({ email: consumer.email }))
    expect(found.exists && found.publishable_key).toBe(testKeys.consumer)
    const keyed: Credentials = { ...consumer, consumerPublishableKey: testKeys.consumer }
    const client = clientOf('acct_connected')
    const card = await client.run(api.createCardPaymentDetails(keyed, { card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }, request_surface: 'web_elements' }))
    await client.run(api.sharePaymentDetails(keyed, { id: card.id, surface: 'web_link_authentication_in_payment_element' }))
    await client.run(api.listPaymentDetails(keyed, ['CARD'], { surface: 'web_link_authentication_element' }))
    await client.run(api.createLinkPaymentMethod(keyed, { paymentDetailsId: card.id }))
    await client.run(api.listPaymentDetails(consumer))
    const consumerBearer = `Bearer ${testKeys.consumer}`
    expect(client.sent).toEqual([
      // A payment call from the merchant's surface keeps the account.
      { path: 'consumers/payment_details', bearer: consumerBearer, account: 'acct_connected' },
      // From the link authentication element's surface (the consumer's own) it goes without.
      { path: 'consumers/payment_details/share', bearer: consumerBearer, account: null },
      // Not a payment call: the account stays.
      { path: 'consumers/payment_details/list', bearer: consumerBearer, account: 'acct_connected' },
      // A payment method is the merchant's: the merchant's key.
      { path: 'payment_methods', bearer: `Bearer ${pk}`, account: 'acct_connected' },
      // Credentials without the consumer key: the merchant's key.
      { path: 'consumers/payment_details/list', bearer: `Bearer ${pk}`, account: 'acct_connected' },
    ])
  })

  it('follows the rule for any call, surface and key (property)', () => {
    const paths = fc.constantFrom('consumers/payment_details', 'consumers/payment_details/share', 'consumers/payment_details/share_token', 'consumers/payment_details/list', 'consumers/sessions/lookup', 'consumers/purchase_protection', 'payment_methods', 'elements/wallet-config')
    const surfaces = fc.option(fc.constantFrom('web_elements', 'web_express_checkout_element', 'web_link_authentication_element', 'web_link_authentication_in_payment_element'), { nil: undefined })
    const payment = ['consumers/payment_details', 'consumers/payment_details/share', 'consumers/payment_details/share_token']
    fc.assert(fc.property(paths, surfaces, fc.option(fc.constant(testKeys.consumer), { nil: undefined }), (path, surface, key) => {
      const auth = consumerAuth(path, surface === undefined ? {} : { request_surface: surface }, key)
      const onWallet = key !== undefined && path.startsWith('consumers/')
      expect(auth.apiKey).toBe(onWallet ? key : undefined)
      const consumersOwn = surface === 'web_link_authentication_element' || surface === 'web_link_authentication_in_payment_element'
      expect(auth.omitAccount === true).toBe(onWallet && payment.includes(path) && consumersOwn)
    }))
  })

  it('is refused by the sandbox anywhere but the consumer API', async () => {
    const refused = await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } }, { key: testKeys.consumer })
    expect(refused.status).toBe(401)
    expect(refused.body.error.message).toMatch(/consumer API/)
    expect((await consumerCall(sandbox, 'sessions/lookup', { email_address: 'nobody@example.com' })).status).toBe(200)
  })
})
