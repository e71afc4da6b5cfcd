import * as Effect from 'effect/Effect'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClientLayer } from '../../../../core/api/ApiClient.ts'
import { apiLimits } from '../../../../core/generated/limits.generated.ts'
import type { WalletGroupHost } from '../../../../core/plugin/walletInGroup.ts'
import type { ElementsSession } from '../../../../core/session/elementsSession.ts'
import { makeLinkWallet } from '../../../../plugins/link/runtime/linkWallet.ts'
import { freshEmail, saveCard, signUp } from '../../../sandbox/linkConsumers.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())
afterEach(() => vi.restoreAllMocks())

let groups = 0

/** A session that pays with Link (PASSTHROUGH, cards) and the card, unless `session` says otherwise. */
const sessionWith = (session: Partial<ElementsSession> = {}): ElementsSession => ({
  sessionId: `elements_session_availability_${groups}`,
  intentType: 'payment_intent',
  paymentMethodTypes: ['card'],
  amount: 2000,
  currency: 'usd',
  link: { mode: 'PASSTHROUGH', fundingSources: ['CARD'], onlyForPaymentMethodTypes: false, killSwitch: false, defaultOptIn: 'NONE', globalHoldback: false },
  customer: null,
  unverifiedPaymentMethodsOnDomain: [],
  flags: {},
  ...session,
})

/** A Link wallet as one elements group runs it, against the sandbox, over `session` (no login storage: a new browser). */
const walletOver = (session: ElementsSession) => {
  const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion })
  // A publishable key of its own: each wallet has a shared session of its own.
  const host: WalletGroupHost = {
    runApi: (effect) => Effect.runPromise(Effect.provide(effect, layer)),
    session: () => session,
    loaded: () => Promise.resolve(),
    locale: () => 'en' as const,
    changed: () => undefined,
    mountedElements: () => ['payment', 'linkAuthentication'],
    providerOrigin: sandbox.url,
    publishableKey: `${pk}_availability${groups++}`,
  }
  return makeLinkWallet(host, undefined)
}

/** Signs the wallet's shopper in by e-mail and the test code, and waits until they are authenticated. */
const signInThrough = async (wallet: ReturnType<typeof walletOver>, email: string): Promise<void> => {
  await wallet.lookup(email)
  expect(wallet.step().kind).toBe('verifying')
  await wallet.confirmCode('000000')
  expect(wallet.step().kind).toBe('signedIn')
}

const notEditing = { updating: false, removing: false, listOpened: false }

describe("the wallet's availability at run time (wallet.md §3, §8)", () => {
  it('is available in the session\'s mode, LINK_PAYMENT_METHOD too (the session lists link apart from its methods)', () => {
    for (const mode of ['PASSTHROUGH', 'LINK_CARD_BRAND', 'LINK_PAYMENT_METHOD']) {
      const wallet = walletOver(sessionWith({ link: { ...sessionWith().link, mode } }))
      expect(wallet.availability()).toMatchObject({ available: true, mode })
    }
  })

  it("names the payment element's wallets.link 'never', sign-up turned off for a shopper nobody knows, and the session's reasons; tells the merchant once", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const wallet = walletOver(sessionWith({ link: { ...sessionWith().link, killSwitch: true, signUpDisabled: true } }))
    const asked = () => wallet.availability({ merchantDisabledLink: true })
    expect(asked()).toMatchObject({ available: false, reasons: ['merchant_disabled_link_in_session', 'link_payment_element_disabled_by_targeting', 'link_signup_disabled'] })
    asked()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/^payloom: Link is not offered here \(merchant_disabled_link_in_session, link_payment_element_disabled_by_targeting, link_signup_disabled\): the payment element's wallets.link is 'never'; /)
    // Sign-up turned off offers no sign-up; Link itself stays for consumers (the other reasons aside).
    const signUpOff = walletOver(sessionWith({ link: { ...sessionWith().link, signUpDisabled: true } }))
    expect(signUpOff.signUp().offered).toBe(false)
    expect(walletOver(sessionWith()).signUp().offered).toBe(true)
  })

  it('offers nothing where the payment does not list link: no lookup is made', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const wallet = walletOver(sessionWith({ link: { ...sessionWith().link, mode: null } }))
    expect(wallet.availability()).toMatchObject({ available: false, reasons: ['link_payment_method_not_present'] })
    await wallet.lookup(freshEmail())
    expect(wallet.step()).toEqual({ kind: 'signedOut', known: false })
  })
})

describe('link-blocked at run time (wallet.md §2): Link the only method', () => {
  const linkAlone = () => sessionWith({ paymentMethodTypes: [], link: { ...sessionWith().link, onlyForPaymentMethodTypes: true } })

  it('blocks when the lookup (the session creation) failed with a status, not where the card is offered too', async () => {
    const alone = walletOver(linkAlone())
    await alone.lookup(freshEmail('+lookup_fail'))
    expect(alone.view(notEditing)).toBe('link-blocked')
    const besideCard = walletOver(sessionWith())
    await besideCard.lookup(freshEmail('+lookup_fail'))
    expect(besideCard.view(notEditing)).toBe('details')
  })

  it('blocks when starting the verification failed with a status (a +verification_fail@ consumer)', async () => {
    const email = freshEmail('+verification_fail')
    await signUp(sandbox, email)
    const alone = walletOver(linkAlone())
    await alone.lookup(email)
    expect(alone.view(notEditing)).toBe('link-blocked')
    const fine = walletOver(linkAlone())
    const other = freshEmail()
    await signUp(sandbox, other)
    await fine.lookup(other)
    expect(fine.view(notEditing)).toBe('details')
  })

  it('blocks under the kill switch', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(walletOver({ ...linkAlone(), link: { ...linkAlone().link, killSwitch: true } }).view(notEditing)).toBe('link-blocked')
  })
})

describe('the view rules fed by the customer session and the consumer (wallet.md §2, §6)', () => {
  const customer = (savedMethods: number): ElementsSession['customer'] => ({
    payment_methods: Array.from({ length: savedMethods }, (_, i) => ({ id: `pm_${i}`, type: 'card' })),
    customer_session: { id: 'cuss_1', api_key: 'ek_test_1', api_key_expiry: 0, components: {} },
  })

  it("shows a customer's saved methods (details) until the consumer is authenticated, then the consumer's cards", async () => {
    const email = freshEmail()
    await saveCard(sandbox, (await signUp(sandbox, email)).consumer_session.client_secret, '4242424242424242')
    const wallet = walletOver(sessionWith({ customer: customer(2) }))
    expect(wallet.view(notEditing)).toBe('details')
    await signInThrough(wallet, email)
    expect(wallet.view(notEditing)).toBe('saved')
  })

  it('counts a customer without saved methods as customer info: a shopper nobody signed in is not in details', () => {
    expect(walletOver(sessionWith({ customer: customer(0) })).view(notEditing)).toBe('details-link-authenticated')
    expect(walletOver(sessionWith()).view(notEditing)).toBe('details')
  })

  it('shows business-network to a +business_network@ consumer with nothing saved, in place of the authenticated details', async () => {
    const email = freshEmail('+business_network')
    await signUp(sandbox, email)
    const wallet = walletOver(sessionWith())
    await signInThrough(wallet, email)
    expect(wallet.view(notEditing)).toBe('business-network')
    const plain = freshEmail()
    await signUp(sandbox, plain)
    const other = walletOver(sessionWith())
    await signInThrough(other, plain)
    expect(other.view(notEditing)).toBe('details-link-authenticated')
  })
})
