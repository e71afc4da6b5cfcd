import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPayloom, IntegrationError, makeRegistry } from 'payloom'
import { card } from 'payloom/plugins/card'
import { asGroup, makeElements } from '../../../core/elements/Elements.ts'
import { makeInlineBus } from '../../../core/elements/FrameBus.ts'
import type { FormPlacement } from '../../../core/elements/placement.ts'
import { pk, startTestSandbox } from '../../sandbox/sandboxClient.ts'

// No provider answers here: these checks run before any call, and before the element's code loads.
const elements = () => createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [card()] })
  .elements({ mode: 'payment', amount: 1000, currency: 'usd' })

afterEach(() => {
  vi.restoreAllMocks()
})

describe("an element's options, checked at create() and update()", () => {
  it("throw the spec's message for a mistake, naming the option", () => {
    expect(() => elements().create('payment', { layout: 'grid' })).toThrow(new IntegrationError({
      message: 'Invalid value for layout: "grid". Expected one of accordion, tabs, auto.',
    }))
    expect(() => elements().create('address', { mode: 'delivery' })).toThrow(IntegrationError)
    expect(() => elements().create('linkAuthentication', { defaultValues: { email: 42 } })).toThrow(new IntegrationError({
      message: 'Invalid value for defaultValues.email: 42. Expected a string.',
    }))
    expect(() => elements().create('expressCheckout', { buttonHeight: 12 })).toThrow(new IntegrationError({
      message: 'Invalid value for buttonHeight: 12. Expected a number of pixels from 40 to 55 (default 44).',
    }))
  })

  it('leave nothing behind when they throw: the same element can then be created right', () => {
    const group = elements()
    expect(() => group.create('payment', { layout: 'grid' })).toThrow(IntegrationError)
    expect(group.create('payment', { layout: 'tabs' }).elementType).toBe('payment')
  })

  it('are checked again by update(), before the element has loaded, and kept only when right', () => {
    // The placement is handed the element's options at mount(): what the form would show with.
    const mountedWith: unknown[] = []
    const placement = (): FormPlacement => ({
      bus: makeInlineBus(),
      slot: (_target, element) => mountedWith.push(element.options),
      showLoader: () => undefined,
      attach: () => Promise.resolve(() => undefined),
      style: () => Promise.resolve(),
    })
    const group = makeElements({
      owner: Symbol('test'),
      registry: makeRegistry([card()]),
      locale: 'en',
      // Never loads: everything here happens before the element has.
      loadSession: () => new Promise(() => undefined),
      runApi: () => Promise.reject(new Error('no provider here')),
      preparePayment: () => undefined,
      apiBase: 'http://localhost:4242',
      publishableKey: 'pk_test_elements',
      betas: [],
      placement,
    }, { mode: 'payment', amount: 1000, currency: 'usd' })
    const express = group.create('expressCheckout', { buttonHeight: 48 })
    expect(() => express.update({ buttonHeight: 12 })).toThrow(IntegrationError)
    express.update({ buttonTheme: { demo_pay: 'light' } })
    express.mount('#express')
    expect(mountedWith).toEqual([{ buttonHeight: 48, buttonTheme: { demo_pay: 'light' } }])
  })

  it("warn, without throwing, for what a plugin element's check only doubts", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const plugin = card()
    const doubting = {
      ...plugin,
      elements: () => plugin.elements!().map((definition) => definition.type !== 'cardNumber' ? definition : {
        ...definition,
        validateOptions: (options: unknown) => ({ errors: [], warnings: options === undefined ? [] : ['showIcon is deprecated: use iconStyle.'] }),
      }),
    }
    const group = createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [doubting] }).elements({ mode: 'payment', amount: 1000, currency: 'usd' })
    expect(group.create('cardNumber', { showIcon: true }).elementType).toBe('cardNumber')
    expect(warn.mock.calls).toEqual([['payloom cardNumber element: showIcon is deprecated: use iconStyle.']])
  })
})

describe('saving the payment method (payment-form.md §5 "Saving"), checked against the group\'s intent', () => {
  const group = (options: object, betas: ReadonlyArray<string> = []) =>
    createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [card()], betas }).elements({ amount: 1000, currency: 'usd', ...options })

  it("refuses savePaymentMethod where the intent cannot save, with the spec's messages", () => {
    expect(() => group({ mode: 'subscription' }).create('payment', { savePaymentMethod: 'auto' }))
      .toThrow(new IntegrationError({ message: 'Cannot use savePaymentMethod with Subscriptions.' }))
    expect(() => group({ mode: 'payment', setupFutureUsage: 'off_session' }).create('payment', { savePaymentMethod: 'auto' }))
      .toThrow(new IntegrationError({ message: "Cannot use savePaymentMethod with setup_future_usage 'off_session' unless the save_payment_method_off_session_beta_1 beta is enabled." }))
    expect(() => group({ mode: 'payment', setupFutureUsage: 'on_session' }).create('payment', { savePaymentMethod: 'auto' }))
      .toThrow(new IntegrationError({ message: "Cannot use savePaymentMethod with setup_future_usage 'on_session' on a PaymentIntent or in payment mode." }))
    expect(() => group({ clientSecret: 'pi_123_secret_abc', setupFutureUsage: 'on_session' }).create('payment', { savePaymentMethod: 'auto' }))
      .toThrow(IntegrationError)
  })

  it('allows it where the intent can, or a beta lifts the restriction, and never checks it when saving is off', () => {
    expect(group({ mode: 'payment' }).create('payment', { savePaymentMethod: 'auto' }).elementType).toBe('payment')
    expect(group({ mode: 'setup', setupFutureUsage: 'on_session' }).create('payment', { savePaymentMethod: 'auto' }).elementType).toBe('payment')
    expect(group({ mode: 'payment', setupFutureUsage: 'off_session' }, ['save_payment_method_off_session_beta_1']).create('payment', { savePaymentMethod: 'auto' }).elementType).toBe('payment')
    expect(group({ mode: 'subscription' }).create('payment', { savePaymentMethod: 'never' }).elementType).toBe('payment')
  })

  it('refuses a customer session with Subscriptions unless the session carries the flag', async () => {
    const sandbox = await startTestSandbox()
    try {
      const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
      const session = (await sandbox.call('POST', '/v1/customer_sessions', { customer: customer.id, components: { payment_element: { enabled: true } } })).body
      const elements = createPayloom(pk, { apiBase: sandbox.url, plugins: [card()] })
        .elements({ mode: 'subscription', amount: 1000, currency: 'usd', customerSessionClientSecret: session.client_secret })
      await expect(asGroup(elements)?.ready).rejects.toThrow(new IntegrationError({ message: 'Cannot specify a customerSessionClientSecret with Subscriptions.' }))
      // A merchant's mistake: submit() rejects with it too, rather than answering as if the shopper erred.
      await expect(elements.submit()).rejects.toThrow('Cannot specify a customerSessionClientSecret with Subscriptions.')
    } finally {
      await sandbox.dispose()
    }
  })
})

describe('elements.submit() of a group that names no payment (payment-form.md §8)', () => {
  it('throws "Unable to select session": made without a client secret or a deferred intent (for the issuing card displays), the group has no session to submit', async () => {
    const sandbox = await startTestSandbox()
    try {
      const group = createPayloom(pk, { apiBase: sandbox.url, plugins: [card()] }).elements()
      await expect(group.submit()).rejects.toThrow(new IntegrationError({ message: 'Unable to select session' }))
    } finally {
      await sandbox.dispose()
    }
  })
})
