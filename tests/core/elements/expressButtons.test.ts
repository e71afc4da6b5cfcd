import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { defineWallet, makeRegistry, type WalletPlugin } from 'payloom'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import { buttonFace, buttonTheme, type ButtonFace } from '../../../core/elements/expressCheckout/buttonFace.ts'
import { expressButtonsOf } from '../../../core/elements/expressCheckout/expressButtons.ts'
import { expressCheckoutElement } from '../../../core/elements/expressCheckout/expressCheckoutElement.tsx'
import { paymentNeedsOf, restrictionOf, type PaymentNeeds } from '../../../core/elements/expressCheckout/hiddenReason.ts'
import { catalogLoaders, locales, type Catalog, type Locale } from '../../../core/generated/locales/index.generated.ts'
import { formatMessage } from '../../../core/i18n/translate.ts'
import type { ExpressCheckoutOptions } from '../../../core/validation/options/expressCheckout.ts'
import { expressButtonTypes, walletButtonThemes, walletButtonTypes, type ButtonType } from '../../../core/validation/options/walletButton.ts'
import { demoPay } from 'payloom/plugins/demo_pay'
import { contextFor, session } from './context.ts'

type Settings = WalletPlugin['settings']

/** A wallet as the express checkout element sees it: one of its buttons. */
const buttonOf = (plugin: WalletPlugin) => expressButtonsOf(makeRegistry([plugin]))[0]!

const wallet = (type: string, settings: Settings, extra: Partial<WalletPlugin> = {}) => defineWallet({
  type,
  availability: vi.fn(async () => ({ available: true }) as const),
  confirm: async () => ({ closed: 'cancel' as const }),
  settings,
  messages: { en: { label: 'Test Pay' }, fr: { label: 'Paiement Test' } },
  ...extra,
})

type ExpressContext = ElementContext<ExpressCheckoutOptions>
type GroupOptions = NonNullable<ElementContext['elementsOptions']>

const contextWith = (plugins: ReadonlyArray<WalletPlugin>, options: ExpressCheckoutOptions = {}, elementsOptions?: GroupOptions, intentType: 'payment_intent' | 'setup_intent' = 'payment_intent'): ExpressContext => ({
  ...contextFor(plugins, options, session(['card'], { intentType })),
  ...(elementsOptions === undefined ? {} : { elementsOptions }),
})

/** The element's buttons once every wallet it asked has answered. */
const decided = async (context: ExpressContext) => {
  const { model } = expressCheckoutElement(context.registry)
  let state = model.init(context)
  for (const message of (await model.load!(state, context)) ?? []) state = model.reduce(state, message, context)
  return { model, state }
}

const settings = fc.record({ saveable: fc.boolean(), offSession: fc.boolean() })
const needs: fc.Arbitrary<PaymentNeeds> = fc.record({
  manualCreation: fc.boolean(),
  futureUsage: fc.constantFrom(undefined, 'on_session' as const, 'off_session' as const),
}).map(({ manualCreation, futureUsage }) => ({ manualCreation, ...(futureUsage === undefined ? {} : { futureUsage }) }))

describe('restrictionOf: what a wallet cannot take, from its settings', () => {
  it('follows the table: manual creation needs saveable; on-session use saveable; off-session use offSession too', () => {
    const none = { manualCreation: false }
    const both: Settings = { saveable: true, offSession: true }
    const onlySaveable: Settings = { saveable: true, offSession: false }
    const neither: Settings = { saveable: false, offSession: false }
    expect(restrictionOf(neither, none)).toBeUndefined()
    expect(restrictionOf(neither, { manualCreation: true })).toBe('manual_payment_method_creation_unsupported')
    expect(restrictionOf(onlySaveable, { manualCreation: true })).toBeUndefined()
    expect(restrictionOf(neither, { manualCreation: false, futureUsage: 'on_session' })).toBe('setup_future_usage_unsupported')
    expect(restrictionOf(onlySaveable, { manualCreation: false, futureUsage: 'on_session' })).toBeUndefined()
    expect(restrictionOf(onlySaveable, { manualCreation: false, futureUsage: 'off_session' })).toBe('setup_future_usage_unsupported')
    expect(restrictionOf(both, { manualCreation: true, futureUsage: 'off_session' })).toBeUndefined()
    // Both unmet: the merchant hears about the creation mode first.
    expect(restrictionOf(neither, { manualCreation: true, futureUsage: 'off_session' })).toBe('manual_payment_method_creation_unsupported')
  })

  it('never restricts a payment that asks nothing, nor a wallet that can do everything', () => {
    fc.assert(fc.property(settings, (declared) => {
      expect(restrictionOf(declared, { manualCreation: false })).toBeUndefined()
    }))
    fc.assert(fc.property(needs, (asked) => {
      expect(restrictionOf({ saveable: true, offSession: true }, asked)).toBeUndefined()
    }))
  })

  it('hides for more when the payment asks more: off-session over on-session, manual creation over none', () => {
    fc.assert(fc.property(settings, needs, (declared, asked) => {
      const hidden = restrictionOf(declared, asked) !== undefined
      const more: PaymentNeeds = { manualCreation: true, futureUsage: asked.futureUsage === undefined ? 'on_session' : 'off_session' }
      if (hidden) expect(restrictionOf(declared, more)).toBeDefined()
      // A wallet that cannot be saved cannot take any payment that asks for anything.
      if (!declared.saveable && (asked.manualCreation || asked.futureUsage !== undefined)) expect(hidden).toBe(true)
    }))
  })
})

describe('paymentNeedsOf: what the group and its session ask', () => {
  const needsOf = (elementsOptions?: GroupOptions, intentType: 'payment_intent' | 'setup_intent' = 'payment_intent') =>
    paymentNeedsOf(contextWith([], {}, elementsOptions, intentType))

  it('reads paymentMethodCreation and setupFutureUsage from the group', () => {
    expect(needsOf()).toEqual({ manualCreation: false })
    expect(needsOf({ mode: 'payment', paymentMethodCreation: 'manual' })).toEqual({ manualCreation: true })
    expect(needsOf({ mode: 'payment', setupFutureUsage: 'on_session' })).toEqual({ manualCreation: false, futureUsage: 'on_session' })
  })

  it('counts a setup intent and a subscription as off-session use, unless the group says otherwise', () => {
    expect(needsOf(undefined, 'setup_intent')).toEqual({ manualCreation: false, futureUsage: 'off_session' })
    expect(needsOf({ mode: 'subscription' })).toEqual({ manualCreation: false, futureUsage: 'off_session' })
    expect(needsOf({ mode: 'subscription', setupFutureUsage: 'on_session' })).toEqual({ manualCreation: false, futureUsage: 'on_session' })
  })
})

describe('the express checkout element hides what a wallet cannot take', () => {
  const oneTime = (type = 'one_time_pay') => wallet(type, { saveable: false, offSession: false })
  const onSession = (type = 'on_session_pay') => wallet(type, { saveable: true, offSession: false })

  it("hides a wallet that cannot be saved when the merchant creates the payment method, without asking it", async () => {
    const cannot = oneTime()
    const { model, state } = await decided(contextWith([cannot, demoPay()], {}, { mode: 'payment', paymentMethodCreation: 'manual' }))
    expect(state.buttons).toEqual({ one_time_pay: { status: 'hidden', reason: 'manual_payment_method_creation_unsupported' }, demo_pay: { status: 'shown' } })
    expect(cannot.availability).not.toHaveBeenCalled()
    expect(model.change(state, contextWith([cannot]))).toMatchObject({
      availablePaymentMethods: { one_time_pay: false, demo_pay: true },
      hiddenReasons: { one_time_pay: 'manual_payment_method_creation_unsupported' },
    })
  })

  it('hides each wallet that cannot do the future usage the payment sets up', async () => {
    const wallets = [oneTime(), onSession(), demoPay()]
    const onSessionUse = await decided(contextWith(wallets, {}, { mode: 'payment', setupFutureUsage: 'on_session' }))
    expect(onSessionUse.state.buttons).toEqual({
      one_time_pay: { status: 'hidden', reason: 'setup_future_usage_unsupported' },
      on_session_pay: { status: 'shown' },
      demo_pay: { status: 'shown' },
    })
    const setup = await decided(contextWith(wallets, {}, undefined, 'setup_intent'))
    expect(setup.state.buttons).toEqual({
      one_time_pay: { status: 'hidden', reason: 'setup_future_usage_unsupported' },
      on_session_pay: { status: 'hidden', reason: 'setup_future_usage_unsupported' },
      demo_pay: { status: 'shown' },
    })
  })

  it("keeps the merchant's own 'never' as the reason", async () => {
    const { state } = await decided(contextWith([oneTime()], { paymentMethods: { one_time_pay: 'never' } }, { paymentMethodCreation: 'manual' }))
    expect(state.buttons).toEqual({ one_time_pay: { status: 'hidden', reason: 'payment_method_disabled' } })
  })

  it('decides again when what the group asks changes', async () => {
    const plain = contextWith([onSession()], {}, { mode: 'payment' })
    const { model, state } = await decided(plain)
    expect(state.buttons).toEqual({ on_session_pay: { status: 'shown' } })
    expect(model.sessionChanged!(state, plain)).toBe(state)
    const offSession = model.sessionChanged!(state, { ...plain, elementsOptions: { mode: 'payment', setupFutureUsage: 'off_session' } })
    expect(offSession.buttons).toEqual({ on_session_pay: { status: 'hidden', reason: 'setup_future_usage_unsupported' } })
  })
})

/** Every locale's catalog, as the group loads them. */
const catalogs = Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, (await catalogLoaders[locale]()).messages] as const))) as Record<Locale, Catalog>

describe("a button's face: its call to action and its theme", () => {
  const inLocale = (context: ExpressContext, locale: Locale): ExpressContext => ({
    ...context,
    locale,
    catalog: catalogs[locale],
    t: (key, params) => formatMessage((catalogs[locale] as Record<string, string>)[key] ?? key, params),
  })
  type Face = Pick<ButtonFace, 'before' | 'name' | 'after'>
  // What a screen reader says for a button: the words around the mark, the mark read by the wallet's name.
  const spoken = (face: Face): string => [face.before, face.name, face.after].filter((words) => words !== '').join(' ')
  const labelsOf = async (context: ExpressContext) => {
    const { model, state } = await decided(context)
    return (model.view(state, context) as { buttons: Array<{ face: Face; theme: string }> }).buttons.map((button) => ({ label: spoken(button.face), theme: button.theme }))
  }

  it("says the merchant's call to action with the wallet's name, and the name alone by default", async () => {
    const wallets = [demoPay(), wallet('amazon_pay', { saveable: true, offSession: true }, { messages: { en: { label: 'Amazon Pay' } } }), wallet('apple_pay', { saveable: true, offSession: true }, { messages: { en: { label: 'Apple Pay' } } }), wallet('google_pay', { saveable: true, offSession: true }, { messages: { en: { label: 'Google Pay' } } })]
    expect((await labelsOf(contextWith(wallets))).map((button) => button.label)).toEqual(['Demo Pay', 'Amazon Pay', 'Apple Pay', 'Google Pay'])
    const chosen = contextWith(wallets, { buttonType: { demo_pay: 'pay', amazon_pay: 'checkout', apple_pay: 'buy', google_pay: 'donate' } })
    expect((await labelsOf(chosen)).map((button) => button.label)).toEqual(['Pay with Demo Pay', 'Check out with Amazon Pay', 'Buy with Apple Pay', 'Donate with Google Pay'])
    expect((await labelsOf(inLocale(chosen, 'de'))).map((button) => button.label)).toEqual(['Mit Demo Pay bezahlen', 'Mit Amazon Pay zur Kasse', 'Mit Apple Pay kaufen', 'Mit Google Pay spenden'])
  })

  it("uses the wallet's name in the shopper's language", () => {
    const test = wallet('test_pay', { saveable: true, offSession: true })
    expect(spoken(buttonFace(buttonOf(test), inLocale(contextWith([test], { buttonType: { test_pay: 'buy' } }), 'fr')))).toBe('Acheter avec Paiement Test')
    expect(spoken(buttonFace(buttonOf(test), inLocale(contextWith([test], { buttonType: { test_pay: 'buy' } }), 'nl')))).toBe('Kopen met Test Pay')
  })

  it('has words for every call to action in every language, each naming the wallet', () => {
    const test = wallet('test_pay', { saveable: true, offSession: true }, { messages: { en: { label: 'Test Pay' } } })
    const callsToAction = [...new Set<ButtonType>([...walletButtonTypes, ...expressButtonTypes])].filter((type) => type !== 'default')
    for (const type of callsToAction) {
      for (const locale of locales) {
        const label = spoken(buttonFace(buttonOf(test), inLocale(contextWith([test], { buttonType: { test_pay: type } }), locale)))
        expect(label, `${type} in ${locale}`).toContain('Test Pay')
        expect(label, `${type} in ${locale}`).not.toMatch(/express\.|\{wallet\}/)
        expect(label, `${type} in ${locale}`).not.toBe('Test Pay')
      }
    }
  })

  it("draws dark by default, Amazon Pay light, a plugin's declared theme, and the merchant's choice over both", () => {
    const plain = wallet('test_pay', { saveable: true, offSession: true })
    const amazon = wallet('amazon_pay', { saveable: true, offSession: true })
    const declared = wallet('outlined_pay', { saveable: true, offSession: true }, { buttonTheme: 'light-outline' })
    const context = contextWith([plain, amazon, declared])
    expect([plain, amazon, declared].map((w) => buttonTheme(buttonOf(w), context))).toEqual(['dark', 'light', 'light-outline'])
    for (const chosen of [plain, amazon, declared]) {
      for (const theme of walletButtonThemes) {
        expect(buttonTheme(buttonOf(chosen), contextWith([chosen], { buttonTheme: { [chosen.type]: theme } })), `${chosen.type} ${theme}`).toBe(theme)
      }
    }
  })
})

describe('a wallet the provider has not enabled on the domain', () => {
  it('is hidden with domain_unregistered_or_backend_filtered, before its availability is asked', async () => {
    const unverified = wallet('google_pay', { saveable: true, offSession: true })
    const verified = wallet('apple_pay', { saveable: true, offSession: true })
    const context = { ...contextWith([unverified, verified]), session: session(['card'], { unverifiedPaymentMethodsOnDomain: ['google_pay'] }) }
    const { state } = await decided(context)
    expect(state.buttons).toEqual({ google_pay: { status: 'hidden', reason: 'domain_unregistered_or_backend_filtered' }, apple_pay: { status: 'shown' } })
    expect(unverified.availability).not.toHaveBeenCalled()
  })
})

describe('a payment intent that sets up future usage (from its client secret)', () => {
  it('hides the wallets that cannot set it up, as the group option would', async () => {
    const onSessionOnly = wallet('google_pay', { saveable: true, offSession: false })
    const context = { ...contextWith([onSessionOnly]), session: session(['card'], { setupFutureUsage: 'off_session' }) }
    expect((await decided(context)).state.buttons).toEqual({ google_pay: { status: 'hidden', reason: 'setup_future_usage_unsupported' } })
    const onSession = { ...context, session: session(['card'], { setupFutureUsage: 'on_session' }) }
    expect((await decided(onSession)).state.buttons).toEqual({ google_pay: { status: 'shown' } })
  })
})
