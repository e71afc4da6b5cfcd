/// <reference types="applepayjs" />
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import { formatMessage, type ApiError, type Locale, type SessionContext, type WalletGroupHost, type WalletMade, type WalletPlugin } from 'payloom'
import { methodStringsEn } from 'payloom/methods'
import { applePay } from 'payloom/plugins/apple_pay'
import { card } from 'payloom/plugins/card'
import { googlePay } from 'payloom/plugins/google_pay'
import { apiClientLayer } from '../../core/api/ApiClient.ts'
import { paymentElement } from '../../core/elements/payment/paymentElement.tsx'
import { translations as methodTranslations } from '../../core/methods/messages/translations.ts'
import { translations as googlePayTranslations } from '../../plugins/google_pay/messages/translations.ts'
import { contextFor, session as elementsSession } from '../core/elements/context.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'
import { ApplePayErrorDouble, ApplePaySessionDouble } from './applePay/applePaySessionDouble.ts'

// Apple Pay and Google Pay as methods of the payment element (payment-form.md §1), from the
// plugins' published entries: when the element lists them, the note their tab shows in every
// language, and what confirm gets from the wallet's sheet. Safari's ApplePaySession is the test
// double the Apple Pay plugin's own tests use; the provider is the real sandbox over HTTP.
// (tests/browser/walletInPaymentElement.test.ts pays through the element in Chromium.)

const methodOf = (wallet: WalletPlugin) => wallet.paymentElementPart!.method!

type Global = { ApplePaySession?: unknown; ApplePayError?: unknown }
afterEach(() => {
  delete (globalThis as Global).ApplePaySession
  delete (globalThis as Global).ApplePayError
  vi.unstubAllGlobals()
})

describe('when the payment element lists the wallets', () => {
  const types = ['card', 'apple_pay', 'google_pay', 'link']
  const sessionOf = (listed: ReadonlyArray<string>, livemode: boolean): SessionContext => ({ intentType: 'payment_intent', amount: 2599, currency: 'usd', paymentMethodTypes: listed, livemode })

  it('each where the session lists it; in live mode, Apple Pay where Safari can pay with it, Google Pay not yet (its isReadyToPay answers too late)', () => {
    fc.assert(fc.property(fc.subarray(types), fc.boolean(), fc.boolean(), (listed, livemode, safari) => {
      ApplePaySessionDouble.reset()
      ApplePaySessionDouble.canPay = safari
      ;(globalThis as Global).ApplePaySession = ApplePaySessionDouble
      const session = sessionOf(listed, livemode)
      expect(methodOf(applePay()).availability(session).available).toBe(listed.includes('apple_pay') && (!livemode || safari))
      expect(methodOf(googlePay()).availability(session).available).toBe(listed.includes('google_pay') && !livemode)
    }))
  })

  it('as tabs after the methods, named after the brands; selected, the element gives the wallet\'s type for confirm to pay with', () => {
    const context = contextFor([card(), applePay(), googlePay()], { layout: 'tabs' as const }, elementsSession(['card'], { typesAndWallets: ['card', 'apple_pay', 'google_pay'], livemode: false }))
    const { model } = paymentElement(context.registry)
    const state = model.init(context)
    expect((model.view(state, context) as { methods: unknown }).methods).toEqual([
      { type: 'card', label: 'Card', selected: true },
      { type: 'apple_pay', label: 'Apple Pay', selected: false },
      { type: 'google_pay', label: 'Google Pay', selected: false },
    ])
    const onApplePay = model.reduce(state, { kind: 'action', elementId: 'e', action: 'select', payload: 'apple_pay' }, context)
    expect(model.change(onApplePay, context)).toMatchObject({ complete: true, value: { type: 'apple_pay' } })
    expect(model.paymentMethodData?.(onApplePay, context)).toEqual({ type: 'apple_pay' })
    // A session that does not list them (a domain not registered for Apple Pay): only the card.
    const unlisted = { ...context, session: elementsSession(['card'], { typesAndWallets: ['card'], livemode: false }) }
    expect((model.view(model.init(unlisted), unlisted) as { methods: unknown[] }).methods).toHaveLength(1)
  })
})

describe("the merchant's wallets option", () => {
  it("hides Apple Pay or Google Pay set to 'never', and offers each otherwise", () => {
    const settings = ['auto', 'always', 'never', undefined] as const
    fc.assert(fc.property(fc.constantFrom(...settings), fc.constantFrom(...settings), (applePaySetting, googlePaySetting) => {
      const wallets = { ...(applePaySetting === undefined ? {} : { applePay: applePaySetting }), ...(googlePaySetting === undefined ? {} : { googlePay: googlePaySetting }) }
      const context = contextFor([card(), applePay(), googlePay()], { layout: 'tabs' as const, wallets }, elementsSession(['card'], { typesAndWallets: ['card', 'apple_pay', 'google_pay'], livemode: false }))
      const { model } = paymentElement(context.registry)
      const listed = (model.view(model.init(context), context) as { methods: Array<{ type: string }> }).methods.map((method) => method.type)
      expect(listed).toEqual(['card', ...(applePaySetting === 'never' ? [] : ['apple_pay']), ...(googlePaySetting === 'never' ? [] : ['google_pay'])])
    }))
  })
})

describe('the note under the wallet\'s tab', () => {
  it('is the method strings\' wallet_selected in every language, beside Google Pay\'s own strings', async () => {
    for (const wallet of [applePay(), googlePay()]) {
      expect(wallet.messages?.en?.wallet_selected).toBe(methodStringsEn.wallet_selected)
      expect(wallet.loadMessages!('en')).toBeUndefined()
    }
    const locales = Object.keys(methodTranslations) as ReadonlyArray<Locale>
    expect(locales).toHaveLength(41)
    for (const locale of locales) {
      const shared = (await methodTranslations[locale]!()).default
      expect(shared.wallet_selected, locale).not.toBe(methodStringsEn.wallet_selected)
      expect(shared.wallet_selected, locale).toContain('{wallet}')
      expect(shared.wallet_closed, locale).toContain('{wallet}')
      expect(await applePay().loadMessages!(locale), locale).toEqual({ wallet_selected: shared.wallet_selected })
      const own = await googlePayTranslations[locale]?.()
      expect(await googlePay().loadMessages!(locale), locale).toEqual({ ...own?.default, wallet_selected: shared.wallet_selected })
    }
  })
})

describe('at confirm, with Apple Pay selected (Safari\'s sheet: a test double; the provider: the sandbox)', () => {
  let sandbox: TestSandbox
  beforeAll(async () => {
    sandbox = await startTestSandbox()
  })
  afterAll(() => sandbox.dispose())
  beforeEach(() => {
    ApplePaySessionDouble.reset()
    ;(globalThis as Global).ApplePaySession = ApplePaySessionDouble
    ;(globalThis as Global).ApplePayError = ApplePayErrorDouble
    vi.stubGlobal('location', { hostname: 'shop.example' })
  })

  /** The group's side, as an elements group gives it to a wallet: its session, the shopper's language, provider calls. */
  const host = (locale: Locale): WalletGroupHost => {
    const api = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', retryBaseDelay: 1 })
    return {
      runApi: (effect) => Effect.runPromise(Effect.provide(effect, api)),
      session: () => elementsSession(['card'], { typesAndWallets: ['card', 'apple_pay'], livemode: false, amount: 2599, businessName: 'Sweater Shop' }),
      loaded: () => Promise.resolve(),
      locale: () => locale,
      changed: () => undefined,
      providerOrigin: sandbox.url,
      publishableKey: pk,
      mountedElements: () => ['payment'],
    }
  }

  /** Confirm's step before the provider: the wallet makes what is sent of the element's `{ type: 'apple_pay' }`. */
  const confirmStep = async (locale: Locale) => {
    const intent = await createPaymentIntent(sandbox, { amount: 2599, currency: 'usd', payment_method_types: ['card'] })
    const made = applePay().inGroup!(host(locale)).paymentMethodOf!({ type: 'apple_pay' }, { kind: 'confirm', clientSecret: intent.client_secret })
    // Its needs (the API client, the captcha) are the group's; this wallet's sheet asks neither.
    const result = Effect.runPromise(Effect.result(made as Effect.Effect<WalletMade, ApiError>))
    await vi.waitFor(() => expect(ApplePaySessionDouble.made).toHaveLength(1))
    return { result, sheet: ApplePaySessionDouble.made[0]! }
  }

  it('opens Apple Pay\'s sheet for the session\'s payment (no shipping), and confirm sends the card token the provider made of the payment authorized', async () => {
    const { result, sheet } = await confirmStep('en')
    expect(sheet.request).toMatchObject({ total: { label: 'Sweater Shop', amount: '25.99' }, currencyCode: 'USD' })
    expect(sheet.request.requiredShippingContactFields ?? []).toEqual([])
    const paymentMethod = { displayName: 'Visa 4242', network: 'Visa', type: 'credit' } as ApplePayJS.ApplePayPaymentMethod
    const contact = { givenName: 'Jenny', familyName: 'Rosen', countryCode: 'US' }
    await sheet.authorize({ token: { paymentData: { version: 'EC_v1', data: '', signature: '', header: {} }, paymentMethod, transactionIdentifier: 'Simulated Identifier' }, billingContact: contact } as ApplePayJS.ApplePayPayment)
    const outcome = await result
    if (!Result.isSuccess(outcome)) throw new Error(`expected the sheet's details, got ${outcome.failure.message}`)
    expect(outcome.success).toEqual({ instead: { type: 'card', card: { token: expect.stringMatching(/^tok_/) }, billing_details: { name: 'Jenny Rosen', address: { country: 'US' } } } })
  })

  it('a sheet closed fails confirm\'s wallet step with the shopper\'s error in their language, so confirm sends nothing to the provider', async () => {
    const { result, sheet } = await confirmStep('fr')
    sheet.cancel()
    const outcome = await result
    if (!Result.isFailure(outcome)) throw new Error('expected the shopper\'s error')
    const french = (await methodTranslations.fr!()).default
    expect(outcome.failure).toMatchObject({ type: 'validation_error', message: formatMessage(french.wallet_closed, { wallet: 'Apple Pay' }) })
    expect(outcome.failure.message).toBe('Apple Pay a été fermé avant la fin du paiement. Aucun montant ne vous a été débité. Réessayez ou choisissez un autre moyen de paiement.')
  })
})
