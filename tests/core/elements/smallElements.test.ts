import { describe, expect, it } from 'vitest'
import { defineWallet } from 'payloom'
import { card } from 'payloom/plugins/card'
import { expressCheckoutElement } from '../../../core/elements/expressCheckout/expressCheckoutElement.tsx'
import { makeInlineBus } from '../../../core/elements/FrameBus.ts'
import { linkAuthenticationElement } from '../../../core/elements/linkAuthentication/linkAuthenticationElement.tsx'
import type { ToController, ToForm } from '../../../core/elements/messages.ts'
import { contextFor, session } from './context.ts'

describe('the link authentication element model', () => {
  const { model } = linkAuthenticationElement
  const context = contextFor([], { defaultValues: { email: '' } })
  const type = (email: string, source?: 'autofill'): ToController => ({ kind: 'patch', elementId: 'e', patch: { email }, ...(source ? { source } : {}) })

  it('reports the e-mail and its codes', () => {
    const state = model.init(context)
    expect(model.change(state, context)).toMatchObject({ elementType: 'linkAuthentication', empty: true, complete: false, error: { code: 'incomplete_email', message: 'Your email address is incomplete.' } })
    const typed = model.reduce(state, type(' Ada@Example.com '), context)
    expect(model.change(typed, context)).toEqual({ elementType: 'linkAuthentication', empty: false, complete: true, value: { email: 'Ada@Example.com' } })
    expect(model.change(model.reduce(state, type('ada@example'), context), context).error?.code).toBe('email_invalid')
    expect(model.change(model.reduce(state, type('', 'autofill'), context), context).error?.code).toBe('incomplete_email_autofill')
  })

  it('shows no error for an e-mail left without typing, until a submit; a typed one on blur', () => {
    const state = model.init(context)
    const errorOf = (s: typeof state) => (model.view(s, context) as unknown as { field: { error?: string } }).field.error
    const left = model.reduce(model.reduce(state, { kind: 'focus', elementId: 'e', field: 'email' }, context), { kind: 'blur', elementId: 'e', field: 'email' }, context)
    expect(errorOf(left)).toBeUndefined()
    expect(model.change(left, context)).toMatchObject({ empty: true, complete: false })
    expect(errorOf(model.submit(left, context))).toBe('Your email address is incomplete.')
    const typed = model.reduce(model.reduce(left, type('ada@'), context), { kind: 'blur', elementId: 'e', field: 'email' }, context)
    expect(errorOf(typed)).toBeDefined()
  })

  it('starts from defaultValues and clears', () => {
    const withDefault = contextFor([], { defaultValues: { email: 'a@b.co' } })
    const state = model.init(withDefault)
    expect(model.change(state, withDefault).complete).toBe(true)
    expect(model.change(model.clear(state, withDefault), withDefault).empty).toBe(true)
  })
})

describe('the express checkout element model', () => {
  const wallet = (type: string, available: boolean) => defineWallet({
    type,
    availability: async () => (available ? { available: true } : { available: false, reason: 'unsupported_browser' }),
    confirm: async () => ({ closed: 'cancel' as const }),
    settings: { saveable: false, offSession: false },
    messages: { en: { label: type === 'apple_pay' ? 'Apple Pay' : 'Google Pay' } },
  })

  it('starts loading, then shows or hides each button with a reason', async () => {
    const context = contextFor([wallet('apple_pay', false), wallet('google_pay', true)], { paymentMethods: {} }, session(['card']))
    const { model } = expressCheckoutElement(context.registry)
    let state = model.init(context)
    expect((model.view(state, context) as { buttons: Array<{ status: string }> }).buttons.map((b) => b.status)).toEqual(['loading', 'loading'])
    for (const message of await model.load!(state, context)!) state = model.reduce(state, message, context)
    expect(state.buttons).toEqual({ apple_pay: { status: 'hidden', reason: 'unsupported_browser' }, google_pay: { status: 'shown' } })
    expect(model.change(state, context)).toMatchObject({ availablePaymentMethods: { apple_pay: false, google_pay: true } })
    expect(model.load!(state, context)).toBeUndefined()
    expect(model.view(state, context)).toMatchObject({ height: 44 })
  })

  it('hides a method the merchant turned off, and reports clicks', () => {
    const context = contextFor([wallet('google_pay', true)], { paymentMethods: { google_pay: 'never' as const } }, session(['card']))
    const { model } = expressCheckoutElement(context.registry)
    const state = model.init(context)
    expect(state.buttons.google_pay).toEqual({ status: 'hidden', reason: 'payment_method_disabled' })
    expect(model.events!({ kind: 'action', elementId: 'e', action: 'click', payload: 'google_pay' }, state, context, { current: () => state, send: () => undefined, listens: () => true, emit: () => undefined, settled: async () => context })).toEqual([])
  })

  it('decides the buttons again for a new amount or currency, and drops answers about the old session', async () => {
    const euroWallet = defineWallet({
      type: 'google_pay',
      availability: async (session) => (session.currency === 'eur' ? { available: true } : { available: false, reason: 'domain_unregistered_or_backend_filtered' }),
      confirm: async () => ({ closed: 'cancel' as const }),
      settings: { saveable: false, offSession: false },
    })
    const inDollars = contextFor([euroWallet], {}, session(['card']))
    const inEuros = { ...inDollars, session: session(['card'], { currency: 'eur' }) }
    const { model } = expressCheckoutElement(inDollars.registry)
    const loaded = async (state: ReturnType<typeof model.init>, context: typeof inDollars) => {
      for (const message of (await model.load!(state, context)) ?? []) state = model.reduce(state, message, context)
      return state
    }
    const first = model.init(inDollars)
    const stale = await model.load!(first, inDollars)
    const dollars = await loaded(first, inDollars)
    expect(dollars.buttons.google_pay).toEqual({ status: 'hidden', reason: 'domain_unregistered_or_backend_filtered' })
    // The same session (a new locale or look): nothing to decide again.
    expect(model.sessionChanged!(dollars, inDollars)).toBe(dollars)

    const changed = model.sessionChanged!(dollars, inEuros)
    expect(changed.buttons.google_pay).toEqual({ status: 'loading' })
    // The answer computed for dollars arrives late: it does not decide for euros.
    expect(stale!.reduce((state, message) => model.reduce(state, message, inEuros), changed)).toEqual(changed)
    const euros = await loaded(changed, inEuros)
    expect(euros.buttons.google_pay).toEqual({ status: 'shown' })
    expect(model.change(euros, inEuros)).toMatchObject({ availablePaymentMethods: { google_pay: true }, hiddenReasons: {} })
  })

  it('keeps the buttons while a wallet sheet is open', () => {
    const context = contextFor([wallet('google_pay', true)], {}, session(['card']))
    const { model } = expressCheckoutElement(context.registry)
    const open = { ...model.init(context), express: { phase: 'sheet_opened', isAwaitingConfirmCallback: false } } as ReturnType<typeof model.init>
    expect(model.sessionChanged!(open, { ...context, session: session(['card'], { amount: 999 }) })).toBe(open)
  })
})

describe('the card plugin elements', () => {
  const plugin = card()
  const definitions = plugin.elements!()
  const context = contextFor([plugin], {}, session(['card']))

  it('provides card and the split card elements', () => {
    expect(definitions.map((d) => d.type)).toEqual(['card', 'cardNumber', 'cardExpiry', 'cardCvc', 'postalCode'])
  })

  it('reports the brand and postal code on the card element, and pays with it alone', () => {
    const { model } = definitions[0]!
    let state = model.init(context)
    state = model.reduce(state, { kind: 'patch', elementId: 'e', patch: { number: '378282246310005', expiry: '12 / 34', cvc: '1234', postalCode: '94107' } }, context)
    expect(model.change(state, context)).toMatchObject({ elementType: 'card', complete: true, brand: 'amex', value: { postalCode: '94107' } })
    expect(model.paymentMethodData?.(state, context)).toMatchObject({ type: 'card', card: { number: '378282246310005' } })
  })

  it('validates only its own field in a split element', () => {
    const number = definitions[1]!.model
    let state = number.init(context)
    state = number.reduce(state, { kind: 'patch', elementId: 'e', patch: { number: '4242424242424242' } }, context)
    expect(number.change(state, context)).toMatchObject({ elementType: 'cardNumber', complete: true, brand: 'visa' })
    expect(number.firstField(state, context)).toBe('number')
    expect(number.paymentMethodData?.(state, context)).toBeUndefined()
  })
})

describe('the inline frame bus', () => {
  it('delivers each element its own messages, and the controller every message', () => {
    const bus = makeInlineBus()
    const a: ToForm[] = []
    const controller: ToController[] = []
    const stopA = bus.onForm('a', (m) => a.push(m))
    bus.onController((m) => controller.push(m))
    bus.toForm({ kind: 'render', elementId: 'a', view: { x: 1 } })
    bus.toForm({ kind: 'render', elementId: 'b', view: null })
    bus.toController({ kind: 'ready', elementId: 'a' })
    stopA()
    bus.toForm({ kind: 'blur', elementId: 'a' })
    expect(a).toEqual([{ kind: 'render', elementId: 'a', view: { x: 1 } }])
    expect(controller).toEqual([{ kind: 'ready', elementId: 'a' }])
  })
})

describe('networkschange on the card elements', () => {
  it('fires when the brand changes, not on every key', () => {
    const definition = card().elements!()[0]!
    const context = contextFor([card()], {}, session(['card']))
    const start = definition.model.init(context)
    const host = { current: () => start, send: () => undefined, listens: () => true }
    const four = { kind: 'patch' as const, elementId: 'e', patch: { number: '4' } }
    const typed = definition.model.reduce(start, four, context)
    expect(definition.model.events!(four, typed, context, host as never, start)).toEqual([{ name: 'networkschange', payload: { elementType: 'card', brands: ['visa'] } }])
    const fortyTwo = { kind: 'patch' as const, elementId: 'e', patch: { number: '42' } }
    expect(definition.model.events!(fortyTwo, definition.model.reduce(typed, fortyTwo, context), context, host as never, typed)).toEqual([])
  })
})
