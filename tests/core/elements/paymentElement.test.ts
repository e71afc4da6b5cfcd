import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { card } from 'payloom/plugins/card'
import { blik } from '../../../examples/plugins/blik/index.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import type { ToController } from '../../../core/elements/messages.ts'
import { contextFor, session } from './context.ts'

const plugins = [card(), blik({ plnOnly: false })]
const elementFor = (options: object = {}, types = ['card', 'blik']) => {
  const context = contextFor(plugins, options, session(types))
  const { model } = paymentElement(context.registry)
  return { model, context, state: model.init(context) }
}
const patch = (values: Record<string, string>): ToController => ({ kind: 'patch', elementId: 'e', patch: values })
const filledCard = patch({ number: '4242424242424242', expiry: '12 / 34', cvc: '123', postalCode: '94107' })

describe('the payment element model', () => {
  it('opens the first method in tabs, and starts collapsed as an accordion (payment-form.md §2)', () => {
    expect(elementFor({ layout: 'tabs' }).state.selected).toBe('card')
    expect(elementFor({ layout: 'auto' }).state.selected).toBe('card')
    const accordion = elementFor({ layout: 'accordion' })
    expect(accordion.state.selected).toBeUndefined()
    expect(accordion.model.change(accordion.state, accordion.context)).toMatchObject({ collapsed: true, complete: false, empty: true, value: { type: null } })
    expect(elementFor({ layout: { type: 'accordion', defaultCollapsed: false } }).state.selected).toBe('card')
  })

  it('applies the layout defaults: tabs show radios, accordion spaced items, five visible items', () => {
    const tabs = elementFor({ layout: 'tabs' })
    expect(tabs.model.view(tabs.state, tabs.context)).toMatchObject({ layout: { type: 'tabs', radios: true, visibleAccordionItemsCount: 5 } })
    const accordion = elementFor({ layout: 'accordion' })
    expect(accordion.model.view(accordion.state, accordion.context)).toMatchObject({ layout: { type: 'accordion', radios: false, spacedAccordionItems: true } })
  })

  it('lists the session methods a plugin provides, in the merchant order first', () => {
    const { model, state, context } = elementFor({ paymentMethodOrder: ['blik'] }, ['card', 'blik', 'ideal'])
    expect((model.view(state, context) as { methods: Array<{ type: string }> }).methods.map((m) => m.type)).toEqual(['blik', 'card'])
  })

  it('shows a "more" entry past visibleAccordionItemsCount', () => {
    const { model, state, context } = elementFor({ layout: { type: 'accordion', visibleAccordionItemsCount: 1 } })
    expect(model.view(state, context)).toMatchObject({ hiddenCount: 1, methods: [{ type: 'card' }] })
    const more = model.reduce(state, { kind: 'action', elementId: 'e', action: 'showMore' }, context)
    expect(model.view(more, context)).toMatchObject({ hiddenCount: 0 })
  })

  it('switches methods, keeping each method its own values', () => {
    const { model, state, context } = elementFor()
    const typed = model.reduce(state, patch({ number: '4242' }), context)
    const onBlik = model.reduce(typed, { kind: 'action', elementId: 'e', action: 'select', payload: 'blik' }, context)
    expect(model.change(onBlik, context)).toMatchObject({ value: { type: 'blik' } })
    const back = model.reduce(onBlik, { kind: 'action', elementId: 'e', action: 'select', payload: 'card' }, context)
    expect(back.methods.card?.values.number).toBe('4242')
    expect(model.reduce(back, { kind: 'action', elementId: 'e', action: 'select', payload: 'ideal' }, context).selected).toBe('card')
  })

  it('completes with a valid card and builds its payment method data with the billing details', () => {
    const { model, state, context } = elementFor()
    const filled = model.reduce(state, filledCard, context)
    expect(model.change(filled, context)).toMatchObject({ complete: true, empty: false })
    expect(model.paymentMethodData?.(filled, context, { name: 'Ada' })).toEqual({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_details: { name: 'Ada', address: { country: 'US', postal_code: '94107' } },
    })
    expect(model.paymentMethodData?.(state, context)).toBeUndefined()
  })

  it('waits for blur to show an incomplete field, shows an impossible one at once, and everything after submit', () => {
    const { model, state, context } = elementFor()
    const typing = model.reduce(model.reduce(state, { kind: 'focus', elementId: 'e', field: 'number' }, context), patch({ number: '4242' }), context)
    expect((model.view(typing, context) as { form: { errors: object } }).form.errors).toEqual({})
    const left = model.reduce(typing, { kind: 'blur', elementId: 'e', field: 'number' }, context)
    expect((model.view(left, context) as { form: { errors: Record<string, { message: string }> } }).form.errors.number?.message).toBe('Your card number is incomplete.')
    const wrong = model.reduce(state, patch({ number: '4242424242424241' }), context)
    // At once, without a blur: a number failing Luhn at its full length can only be wrong.
    expect((model.view(wrong, context) as { form: { errors: Record<string, unknown> } }).form.errors.number).toEqual({ code: 'invalid_number', message: 'Your card number is invalid.' })
    const submitted = model.submit(state, context)
    expect(Object.keys((model.view(submitted, context) as { form: { errors: object } }).form.errors)).toEqual(['number', 'expiry', 'cvc', 'postalCode'])
    expect(model.change(submitted, context).error).toEqual({ type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' })
  })

  it('leaves a field the shopper never changed quiet on blur, while change still reports it empty and incomplete', () => {
    const { model, state, context } = elementFor()
    const errorsOf = (s: typeof state) => (model.view(s, context) as { form: { errors: Record<string, { message: string }> } }).form.errors
    // Tabbing through every card field without typing.
    const tabbed = ['number', 'expiry', 'cvc', 'country', 'postalCode'].reduce((s, field) => model.reduce(model.reduce(s, { kind: 'focus', elementId: 'e', field }, context), { kind: 'blur', elementId: 'e', field }, context), state)
    expect(errorsOf(tabbed)).toEqual({})
    expect(model.change(tabbed, context)).toMatchObject({ empty: true, complete: false, error: { code: 'incomplete_number' } })
    // Typed, then cleared: the field was changed, so leaving it says what is missing.
    const cleared = [patch({ number: '42' }), patch({ number: '' }), { kind: 'blur', elementId: 'e', field: 'number' } as const]
      .reduce((s, message) => model.reduce(s, message, context), tabbed)
    expect(errorsOf(cleared).number?.message).toBe('Your card number is incomplete.')
    expect(Object.keys(errorsOf(model.submit(tabbed, context)))).toEqual(['number', 'expiry', 'cvc', 'postalCode'])
  })

  it('submitting a collapsed accordion opens the first method', () => {
    const { model, state, context } = elementFor({ layout: 'accordion' })
    expect(model.submit(state, context).selected).toBe('card')
  })

  it('shows a decline on its field until the field changes (payment-form.md §5)', () => {
    const { model, state, context } = elementFor()
    const filled = model.reduce(state, filledCard, context)
    const declined = model.confirmFailed!(filled, { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, context)
    expect((model.view(declined, context) as { form: { errors: Record<string, { message: string }> } }).form.errors.number?.message).toBe('Your card has insufficient funds.')
    const cvc = model.confirmFailed!(filled, { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }, context)
    expect(Object.keys((model.view(cvc, context) as { form: { errors: object } }).form.errors)).toEqual(['cvc'])
    const retyped = model.reduce(declined, patch({ number: '5555555555554444' }), context)
    expect((model.view(retyped, context) as { form: { errors: object } }).form.errors).toEqual({})
    expect(model.confirmFailed!(filled, { code: 'processing_error', message: 'x' }, context)).toBe(filled)
  })

  it('shows a card confirm error on every field it concerns, with every field error as after a submit (payment-form.md §8)', () => {
    const { model, state, context } = elementFor()
    const errorsOf = (s: typeof state) => (model.view(s, context) as { form: { errors: Record<string, { code: string; message: string }> } }).form.errors
    // The shopper changed the postal code while the confirm ran: its own error shows with the decline.
    const changed = model.reduce(model.reduce(state, filledCard, context), patch({ postalCode: '9' }), context)
    expect(errorsOf(changed)).toEqual({})
    const expired = model.confirmFailed!(changed, { code: 'expired_card', decline_code: 'expired_card', param: 'exp_month', message: 'Your card has expired.' }, context)
    expect(errorsOf(expired)).toEqual({
      expiry: { code: 'confirm_error', message: 'Your card has expired.' },
      postalCode: { code: 'invalid_zip', message: 'Your ZIP code is invalid.' },
    })
    // A decline code naming one field and a param naming another: both show it.
    const filled = model.reduce(state, filledCard, context)
    const both = model.confirmFailed!(filled, { code: 'card_declined', decline_code: 'incorrect_cvc', param: 'card[number]', message: 'Declined.' }, context)
    expect(Object.keys(errorsOf(both)).sort()).toEqual(['cvc', 'number'])
    const byParam = model.confirmFailed!(filled, { code: 'incorrect_zip', param: 'payment_method_data[billing_details][address][postal_code]', message: 'Wrong zip.' }, context)
    expect(errorsOf(byParam)).toEqual({ postalCode: { code: 'confirm_error', message: 'Wrong zip.' } })
  })

  it('tracks pasted and autofilled fields', () => {
    const { model, state, context } = elementFor()
    const pasted = model.reduce(state, { kind: 'patch', elementId: 'e', patch: { number: '4242424242424242' }, source: 'paste' }, context)
    const filled = model.reduce(pasted, { kind: 'patch', elementId: 'e', patch: { expiry: '12 / 34' }, source: 'autofill' }, context)
    expect(filled.methods.card).toMatchObject({ pastedFields: ['number'], autofilledFields: ['expiry'] })
    // The payment method is created saying which fields were pasted (controller.md §7).
    const complete = model.reduce(filled, { kind: 'patch', elementId: 'e', patch: { cvc: '123', postalCode: '10001' } }, context)
    expect(model.paymentMethodData!(complete, context)).toMatchObject({ type: 'card', pasted_fields: 'number' })
    const typed = model.reduce(state, { kind: 'patch', elementId: 'e', patch: { number: '4242424242424242', expiry: '12 / 34', cvc: '123', postalCode: '10001' } }, context)
    expect(model.paymentMethodData!(typed, context)).not.toHaveProperty('pasted_fields')
  })

  it('never breaks on any sequence of messages', () => {
    const message = fc.oneof(
      fc.record({ kind: fc.constant('patch' as const), elementId: fc.constant('e'), patch: fc.dictionary(fc.constantFrom('number', 'expiry', 'cvc', 'postalCode', 'country', 'code'), fc.string()) }),
      fc.record({ kind: fc.constantFrom('focus' as const, 'blur' as const), elementId: fc.constant('e'), field: fc.string() }),
      fc.record({ kind: fc.constant('action' as const), elementId: fc.constant('e'), action: fc.constantFrom('select', 'collapse', 'showMore', 'other'), payload: fc.oneof(fc.constantFrom('card', 'blik', 'x'), fc.constant(null)) }),
    )
    fc.assert(fc.property(fc.constantFrom('tabs', 'accordion'), fc.array(message, { maxLength: 20 }), (layout, messages) => {
      const { model, state, context } = elementFor({ layout })
      const end = messages.reduce((s, m) => model.reduce(s, m as ToController, context), state)
      const change = model.change(end, context)
      expect(change.complete).toBe(change.error === undefined && end.selected !== undefined)
      expect(JSON.parse(JSON.stringify(model.view(end, context)))).toEqual(model.view(end, context))
    }))
  })
})

describe('billing fields the merchant collects (fields.billingDetails: never)', () => {
  it('hides and skips the card country and postal code (and a catalog method\'s name, e-mail and address lines: methodBillingFields.test.tsx)', () => {
    const cases = [
      ['never', ['name', 'email', 'line1', 'city', 'country', 'postalCode']],
      [{ address: 'never' }, ['line1', 'city', 'country', 'postalCode']],
    ] as const
    for (const [billingDetails, hiddenFields] of cases) {
      const { model, state, context } = elementFor({ fields: { billingDetails } })
      const filled = model.reduce(state, patch({ number: '4242424242424242', expiry: '12 / 34', cvc: '123' }), context)
      expect(model.change(filled, context).complete).toBe(true)
      expect(model.view(filled, context)).toMatchObject({ hiddenFields })
    }
  })

  it('hides only the postal code when only it is collected elsewhere', () => {
    const { model, state, context } = elementFor({ fields: { billingDetails: { address: { postalCode: 'never' } } } })
    expect(model.view(state, context)).toMatchObject({ hiddenFields: ['postalCode'] })
    expect(Object.keys((model.view(model.submit(state, context), context) as { form: { errors: object } }).form.errors)).toEqual(['number', 'expiry', 'cvc'])
  })
})

describe('carddetailschange', () => {
  it('fires when the card number reveals another brand, with the brands', () => {
    const { model, state, context } = elementFor()
    const host = { current: () => state, send: () => undefined, listens: () => true }
    const typed = model.reduce(state, patch({ number: '4' }), context)
    expect(model.events!(patch({ number: '4' }), typed, context, host as never, state)).toEqual([
      { name: 'carddetailschange', payload: { elementType: 'payment', details: { brands: ['visa'] } } },
    ])
    const more = model.reduce(typed, patch({ number: '42' }), context)
    expect(model.events!(patch({ number: '42' }), more, context, host as never, typed)).toEqual([])
    const amex = model.reduce(more, patch({ number: '37' }), context)
    expect(model.events!(patch({ number: '37' }), amex, context, host as never, more)).toEqual([
      { name: 'carddetailschange', payload: { elementType: 'payment', details: { brands: ['amex'] } } },
    ])
  })
})

describe('a session that changes the offered methods', () => {
  it('moves a withdrawn selection to the first method in tabs, collapses it in an accordion, and prepares new methods', () => {
    for (const [layout, expected] of [['tabs', 'card'], ['accordion', undefined]] as const) {
      const { model, state, context } = elementFor({ layout, paymentMethodOrder: ['blik'] })
      const onBlik = model.reduce(state, { kind: 'action', elementId: 'e', action: 'select', payload: 'blik' }, context)
      const cardOnly = contextFor(plugins, { layout }, session(['card']))
      expect(model.sessionChanged!(onBlik, cardOnly).selected).toBe(expected)
      expect(model.available!(onBlik, cardOnly)).toEqual(['card'])
    }
    const { model, state } = elementFor({}, ['card'])
    const withBlik = contextFor(plugins, {}, session(['card', 'blik']))
    expect(Object.keys(model.sessionChanged!(state, withBlik).methods)).toEqual(['card', 'blik'])
  })
})

describe("a guest's payment element", () => {
  it('neither loads nor needs the saved-methods code', async () => {
    // A fresh module graph, as on a new page: nothing has loaded the saved-methods code yet.
    vi.resetModules()
    const fresh = await import('../../../core/elements/payment/paymentElement.tsx')
    const { loadedSavedMethods } = await import('../../../core/elements/payment/loadSavedMethods.ts')
    const context = contextFor(plugins, {}, session(['card', 'blik']))
    const { model, prepare } = fresh.paymentElement(context.registry)
    await prepare!(context)
    expect(() => loadedSavedMethods()).toThrow('used before it loaded')
    const state = model.init(context)
    expect(state.saved).toBeNull()
    expect(model.view(state, context)).toMatchObject({ saved: null, savedAvailable: false, form: { type: 'card' } })
    expect(model.change(state, context)).toMatchObject({ value: { type: 'card' } })
  })
})
