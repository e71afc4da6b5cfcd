import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClientLayer } from '../../../../core/api/ApiClient.ts'
import { apiLimits } from '../../../../core/generated/limits.generated.ts'
import type { WalletGroupHost } from '../../../../core/plugin/walletInGroup.ts'
import type { ElementsSession } from '../../../../core/session/elementsSession.ts'
import { captchaNone, Captcha } from '../../../../core/services/Captcha.ts'
import { linkData, linkRequestOf } from '../../../../plugins/link/runtime/linkData.ts'
import { makeLinkWallet } from '../../../../plugins/link/runtime/linkWallet.ts'
import { makeLoginStorage } from '../../../../plugins/link/session/loginStorage.ts'
import { freshEmail, saveCard, signUp } from '../../../sandbox/linkConsumers.ts'
import { createPaymentIntent, pk, sk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

/**
 * A saved Link card's installment plans (runtime/paymentPlans.ts): what the payment element asks
 * the wallet, over the sandbox (POST consumers/payment_plans/list), and the plan it carries to
 * confirm, which the sandbox keeps or refuses for the card Link shares in each mode.
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const mexicanCard = '4000004840000008'
const monthly = (count: number) => ({ type: 'fixed_count', count, interval: 'month' }) as const
let groups = 0

/** One group's Link wallet over the sandbox, on a payment in pesos that offers installments unless told; counts the plans calls, and fails them while `failing`. */
const walletOf = (session: Partial<ElementsSession> = {}) => {
  const calls = { plans: 0, failing: false }
  /** The merchant's Link mode as the session says it: what the wallet shares a saved card as. */
  const settings = { mode: 'PASSTHROUGH' }
  const counting: typeof fetch = (input, init) => {
    if (!String(input).endsWith('/consumers/payment_plans/list')) return fetch(input, init)
    calls.plans += 1
    return calls.failing ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)
  }
  const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion, fetch: counting, retryBaseDelay: 1 })
  const changed = vi.fn()
  const host: WalletGroupHost = {
    runApi: (effect) => Effect.runPromise(Effect.provide(effect, layer)),
    session: () => ({
      sessionId: `elements_session_plans_${groups}`,
      intentType: 'payment_intent',
      paymentMethodTypes: ['card', 'link'],
      amount: 120000,
      currency: 'mxn',
      link: { mode: settings.mode, fundingSources: ['CARD'], onlyForPaymentMethodTypes: false, killSwitch: false, defaultOptIn: 'NONE', globalHoldback: false },
      customer: null,
      unverifiedPaymentMethodsOnDomain: [],
      flags: {},
      cardInstallments: true,
      ...session,
    }),
    loaded: () => Promise.resolve(),
    locale: () => 'en',
    changed,
    providerOrigin: sandbox.url,
    publishableKey: `${pk}_plans${groups++}`,
    mountedElements: () => ['payment'],
  }
  const storage = makeLoginStorage([{ name: 'memory', lifetime: 'persistent', get: async () => undefined, set: async () => undefined, clear: async () => undefined }])
  return { wallet: makeLinkWallet(host, storage), calls, changed, layer, settings }
}

/** A new consumer with a saved Mexican credit card and a Visa, signed in through the wallet with the test code. */
const signedIn = async (group: ReturnType<typeof walletOf>) => {
  const email = freshEmail()
  const secret: string = (await signUp(sandbox, email)).consumer_session.client_secret
  const mexican = await saveCard(sandbox, secret, mexicanCard)
  const visa = await saveCard(sandbox, secret, '4242424242424242')
  await group.wallet.lookup(email)
  await group.wallet.confirmCode('000000')
  await vi.waitFor(() => expect(group.wallet.step().kind).toBe('signedIn'), { timeout: 15_000 })
  return { mexican: String(mexican.id), visa: String(visa.id) }
}

const setMode = (mode: string) => sandbox.call('POST', '/v1/test_helpers/link_settings', { link_mode: mode }, { key: sk })

describe('a saved Link card\'s installment plans, from the runtime over the sandbox', () => {
  it('asks Link once per card for its plans (begin, then success), answers none for a card offered none, and nothing where the payment offers no installments', async () => {
    const group = walletOf()
    const { mexican, visa } = await signedIn(group)
    expect(group.wallet.paymentPlans(mexican)).toEqual({ status: 'begin' })
    // Asked twice while the first call runs, and again once answered: one call.
    await Promise.all([group.wallet.askPaymentPlans(mexican), group.wallet.askPaymentPlans(mexican)])
    await group.wallet.askPaymentPlans(mexican)
    expect(group.wallet.paymentPlans(mexican)).toEqual({ status: 'success', plans: [3, 6, 9, 12].map(monthly) })
    expect(group.calls.plans).toBe(1)
    expect(group.changed).toHaveBeenCalled()
    await group.wallet.askPaymentPlans(visa)
    expect(group.wallet.paymentPlans(visa)).toEqual({ status: 'success', plans: [] })
    expect(group.calls.plans).toBe(2)

    const plain = walletOf({ cardInstallments: false })
    const cards = await signedIn(plain)
    await plain.wallet.askPaymentPlans(cards.mexican)
    expect(plain.wallet.paymentPlans(cards.mexican)).toBeUndefined()
    expect(plain.calls.plans).toBe(0)
  }, 30_000)

  it('a retrieval that failed says failure (the card pays in full), and is kept: it is not asked again on every redraw', async () => {
    const group = walletOf()
    const { mexican } = await signedIn(group)
    group.calls.failing = true
    await group.wallet.askPaymentPlans(mexican)
    expect(group.wallet.paymentPlans(mexican)).toEqual({ status: 'failure' })
    const tries = group.calls.plans
    await group.wallet.askPaymentPlans(mexican)
    expect(group.calls.plans).toBe(tries)
  }, 30_000)

  it('pays a saved Mexican card in the plan picked in every Link mode, kept on the intent and its charge; refuses a plan the card is not offered', async () => {
    const group = walletOf()
    const { mexican, visa } = await signedIn(group)
    // The signed-in consumer's credentials, as the part's data for a saved card carries them.
    const saved = linkRequestOf(group.wallet.paymentDetailsData(mexican, 'expired')!)
    if (saved?.kind !== 'saved') throw new Error('the wallet gave no saved card to share')
    const { credentials } = saved
    /** The saved card `id` as the wallet shares it at confirm; then the confirm with the plan of `count` months, and the wallet told how it ended. */
    const pay = async (id: string, intent: Record<string, any>, count: number) => {
      const data = linkData({ kind: 'saved', paymentDetailsId: id, credentials, expiredMessage: 'expired' })
      const made = await Effect.runPromise(Effect.provide(Effect.provideService(group.wallet.paymentMethodOf!(data, { kind: 'confirm', clientSecret: String(intent.client_secret) }), Captcha, captchaNone), group.layer))
      const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
        client_secret: intent.client_secret, payment_method: String((made as { paymentMethod: { id: string } }).paymentMethod.id), expand: ['latest_charge'],
        payment_method_options: { card: { installments: { plan: monthly(count) } } },
      }, { key: pk })
      group.wallet.confirmed!(data, confirmed.status === 200 ? {} : { error: confirmed.body.error })
      return confirmed
    }
    const withInstallments = { currency: 'mxn', amount: 120000, payment_method_types: ['card', 'link'], payment_method_options: { card: { installments: { enabled: true } } } }
    for (const [mode, type] of [['PASSTHROUGH', 'card'], ['LINK_CARD_BRAND', 'card'], ['LINK_PAYMENT_METHOD', 'link']] as const) {
      expect((await setMode(mode)).status).toBe(200)
      // The wallet shares as the session's mode says.
      group.settings.mode = mode
      const intent = await createPaymentIntent(sandbox, withInstallments)
      const paid = await pay(mexican, intent, 3)
      expect(paid.status, `${mode}: ${JSON.stringify(paid.body)}`).toBe(200)
      expect(paid.body, mode).toMatchObject({ status: 'succeeded', payment_method_options: { card: { installments: { enabled: true, plan: monthly(3) } } } })
      // A card payment method's charge says its plan; a link one's says the link (the intent keeps the plan).
      expect(paid.body.latest_charge.payment_method_details, mode).toMatchObject(type === 'card' ? { type, card: { country: 'MX', installments: { plan: monthly(3) } } } : { type })
    }
    // Link shares at most 5 times in 10 seconds per consumer (sandbox/link/rateLimit.ts): two more.
    const planParam = 'payment_method_options[card][installments][plan]'
    const refused = await pay(mexican, await createPaymentIntent(sandbox, withInstallments), 4)
    expect(refused.body.error).toMatchObject({ param: planParam, message: 'This PaymentIntent offers no 4-month installment plan for this card. Offered: 3, 6, 9, 12.' })
    const visaRefused = await pay(visa, await createPaymentIntent(sandbox, withInstallments), 3)
    expect(visaRefused.body.error).toMatchObject({ param: planParam, message: 'This PaymentIntent offers no 3-month installment plan for this card. Offered: none.' })
    await setMode('PASSTHROUGH')
  }, 60_000)
})
