import * as Effect from 'effect/Effect'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createPayloom, IntegrationError, makeRegistry, type Plugin } from 'payloom'
import { card } from 'payloom/plugins/card'
import { ideal } from 'payloom/plugins/ideal'
import { paypal } from 'payloom/plugins/paypal'
import { ApiClient, makeApiClient } from '../../../core/api/ApiClient.ts'
import { paymentMethodDataFromElements } from '../../../core/confirm/fromElements.ts'
import { makeElements } from '../../../core/elements/Elements.ts'
import type { ElementsOptions, PayloomElement, PayloomElements } from '../../../core/elements/elementsApi.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import { inlinePlacement } from '../../../core/elements/placement.ts'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import type { PaymentMethodData } from '../../../core/plugin/contract.ts'
import { loadElementsSession, type ElementsSession } from '../../../core/session/elementsSession.ts'
import type { PaymentElementOptions } from '../../../core/validation/options/paymentElement.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { contextFor } from './context.ts'

/**
 * Methods the payment element lists but payloom does not process (controller.md §5, §8;
 * payment-form.md §8): external payment methods (`externalPaymentMethodTypes`) and the merchant's
 * custom payment methods (`customPaymentMethods`), as the sandbox's elements session accepts them.
 */

const plugins: ReadonlyArray<Plugin> = [card(), ideal(), paypal()]
const registry = makeRegistry(plugins)
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())
afterEach(() => vi.restoreAllMocks())

/** The session the sandbox answers a group of these options with, loaded as payloom.elements() loads it. */
const groupSession = async (options: ElementsOptions): Promise<ElementsSession> => {
  const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
  let loaded: ElementsSession | undefined
  const group = makeElements({
    owner: Symbol('test'), registry, locale: 'en',
    loadSession: async (source) => (loaded = await Effect.runPromise(Effect.provideService(loadElementsSession(source, registry, 'en'), ApiClient, api))),
    runApi: () => Promise.reject(new Error('not here')), preparePayment: () => undefined,
    apiBase: sandbox.url, publishableKey: pk, betas: [], placement: inlinePlacement,
  }, options)
  await group.ready
  return loaded!
}

const euroPayment = { mode: 'payment', amount: 2000, currency: 'eur', paymentMethodTypes: ['card', 'ideal'] } as const
const invoice = { id: 'cpmt_1SandboxInvoice', options: { type: 'static', subtitle: 'We send the invoice with your order.' } } as const
const giftCard = { id: 'cpmt_1SandboxGiftCard', options: { type: 'static' } } as const

describe('externalPaymentMethodTypes and customPaymentMethods, checked by elements()', () => {
  const elements = (options: object) => createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [card()] }).elements({ ...euroPayment, ...options })

  it('takes external_ types and cpmt_ ids shown statically, and refuses anything else with a clear message', () => {
    expect(() => elements({ externalPaymentMethodTypes: ['external_paypal'], customPaymentMethods: [invoice, giftCard] })).not.toThrow()
    expect(() => elements({ externalPaymentMethodTypes: ['paypal'] })).toThrow(new IntegrationError({
      message: 'Invalid value for payloom.elements(): externalPaymentMethodTypes must list external payment method types (external_paypal...), got ["paypal"].',
    }))
    expect(() => elements({ externalPaymentMethodTypes: 'external_paypal' })).toThrow('got "external_paypal".')
    expect(() => elements({ customPaymentMethods: [{ id: 'cpmt_1', options: { type: 'embedded' } }] })).toThrow(
      "Invalid value for payloom.elements(): customPaymentMethods must list { id: 'cpmt_...', options: { type: 'static', subtitle?: string } }, got [{\"id\":\"cpmt_1\",\"options\":{\"type\":\"embedded\"}}].",
    )
    expect(() => elements({ customPaymentMethods: [{ id: 'pm_1', options: { type: 'static' } }] })).toThrow('got [{"id":"pm_1"')
    expect(() => elements({ customPaymentMethods: [{ id: 'cpmt_1', options: { type: 'static', subtitle: 3 } }] })).toThrow('"subtitle":3')
  })

  it('refuses any list with one type that is not external_<name> (property)', () => {
    fc.assert(fc.property(fc.array(fc.stringMatching(/^external_[a-z0-9_]+$/)), fc.string(), (good, odd) => {
      expect(() => elements({ externalPaymentMethodTypes: good })).not.toThrow()
      if (!/^external_[a-z0-9_]+$/.test(odd)) expect(() => elements({ externalPaymentMethodTypes: [...good, odd] })).toThrow(IntegrationError)
    }))
  })
})

describe('the elements session lists the external and custom methods the sandbox accepts', () => {
  it('lists each external type asked with its name, and the enabled custom methods; a disabled or unknown one is left out, the merchant told why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const session = await groupSession({
      ...euroPayment,
      externalPaymentMethodTypes: ['external_venmo', 'external_bizum'],
      customPaymentMethods: [invoice, { id: 'cpmt_1SandboxRetired', options: { type: 'static' } }, { id: 'cpmt_1Unknown', options: { type: 'static' } }, giftCard],
    })
    expect(session.externalMethods).toEqual([{ type: 'external_venmo', label: 'Venmo' }, { type: 'external_bizum', label: 'Bizum' }])
    expect(session.customMethods).toEqual([{ type: 'cpmt_1SandboxInvoice', label: 'Pay by invoice' }, { type: 'cpmt_1SandboxGiftCard', label: 'Store gift card' }])
    expect(warn.mock.calls).toEqual([
      ['payloom: the custom payment method cpmt_1SandboxRetired is not shown: not_enabled.'],
      ['payloom: the custom payment method cpmt_1Unknown is not shown: not_found.'],
    ])
  })

  it('omits an external method an available method duplicates, with a warning (payment-form.md §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const session = await groupSession({ ...euroPayment, paymentMethodTypes: ['card', 'paypal'], externalPaymentMethodTypes: ['external_paypal', 'external_venmo'] })
    expect(session.paymentMethodTypes).toContain('paypal')
    expect(session.externalMethods).toEqual([{ type: 'external_venmo', label: 'Venmo' }])
    expect(warn).toHaveBeenCalledWith('payloom: the external payment method external_paypal is not shown: paypal, which it duplicates, is available for this payment.')
    // Without PayPal among the payment's methods, the external one is listed.
    expect((await groupSession({ ...euroPayment, externalPaymentMethodTypes: ['external_paypal'] })).externalMethods).toEqual([{ type: 'external_paypal', label: 'PayPal' }])
  })

  it('the sandbox refuses an external type it does not know, naming the parameter', async () => {
    const refused = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'payment', amount: 2000, currency: 'eur' }, external_payment_method_types: ['external_venmo', 'external_nope'] }, { key: pk })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', param: 'external_payment_method_types[1]' })
  })
})

describe('the payment element lists them without a form, and confirm does not process them (controller.md §5)', () => {
  const elementWith = async (options: PaymentElementOptions = {}) => {
    const groupOptions = { ...euroPayment, externalPaymentMethodTypes: ['external_venmo'], customPaymentMethods: [invoice, giftCard] }
    const session = await groupSession(groupOptions)
    const context: ElementContext<PaymentElementOptions> = { ...contextFor(plugins, options, session), elementsOptions: groupOptions as ElementContext['elementsOptions'] }
    const { model } = paymentElement(context.registry)
    return { model, context, state: model.init(context) }
  }
  type View = { methods: Array<{ type: string; label: string }>; hiddenCount: number; form: { type: string; note?: string } | null }
  const select = (type: string) => ({ kind: 'action', elementId: 'e', action: 'select', payload: type }) as const

  it('lists them after the methods, by name, paymentMethodOrder placing them too; maxVisiblePaymentMethods puts the rest behind "more"', async () => {
    const { model, context, state } = await elementWith()
    expect((model.view(state, context) as unknown as View).methods.map((method) => method.label)).toEqual(['Card', 'iDEAL', 'Venmo', 'Pay by invoice', 'Store gift card'])
    expect(model.available!(state, context)).toEqual(['card', 'ideal', 'external_venmo', 'cpmt_1SandboxInvoice', 'cpmt_1SandboxGiftCard'])
    const ordered = await elementWith({ paymentMethodOrder: ['cpmt_1SandboxInvoice', 'card'], maxVisiblePaymentMethods: 2 })
    const view = ordered.model.view(ordered.state, ordered.context) as unknown as View
    expect(view.methods.map((method) => method.type)).toEqual(['cpmt_1SandboxInvoice', 'card'])
    expect(view.hiddenCount).toBe(3)
  })

  it('an external method says where the payment goes on, a custom one shows its subtitle; either is complete at once', async () => {
    const { model, context, state } = await elementWith()
    const external = model.reduce(state, select('external_venmo'), context)
    expect((model.view(external, context) as unknown as View).form).toMatchObject({ type: 'external_venmo', note: "You'll finish paying with Venmo after you continue." })
    expect(model.change(external, context)).toMatchObject({ complete: true, value: { type: 'external_venmo' } })
    const custom = model.reduce(state, select('cpmt_1SandboxInvoice'), context)
    expect((model.view(custom, context) as unknown as View).form).toMatchObject({ note: 'We send the invoice with your order.' })
    expect((model.view(model.reduce(state, select('cpmt_1SandboxGiftCard'), context), context) as unknown as View).form).toMatchObject({ note: '' })
    expect(model.change(custom, context)).toMatchObject({ complete: true, value: { type: 'cpmt_1SandboxInvoice' } })
  })

  it('confirm returns external_payment_method_selected for an external method, and refuses a custom one with the spec\'s message', async () => {
    const { model, context, state } = await elementWith()
    const owner = Symbol('instance')
    // The group as confirm reads it, with what the element hands over for the method picked.
    const groupFor = (data: PaymentMethodData | undefined) => {
      const element = { elementType: 'payment' } as PayloomElement
      return { options: { clientSecret: 'pi_1_secret_2', paymentMethodCreation: 'manual' }, owner, recentlyValidated: true, ready: Promise.resolve(), paymentMethodElements: () => [{ element, type: 'payment', options: {} }], paymentMethodData: () => data } as unknown as PayloomElements
    }
    const dataOf = (type: string) => model.paymentMethodData!(model.reduce(state, select(type), context), context, undefined)
    expect(await paymentMethodDataFromElements('confirmPayment', { elements: groupFor(dataOf('external_venmo')) }, undefined, { owner, betas: [] })).toEqual({
      error: expect.objectContaining({ type: 'invalid_request_error', code: 'external_payment_method_selected', param: 'payment_method' }),
    })
    for (const method of ['confirmPayment', 'createPaymentMethod'] as const) {
      await expect(paymentMethodDataFromElements(method, { elements: groupFor(dataOf('cpmt_1SandboxInvoice')) }, undefined, { owner, betas: [] })).rejects.toThrow(new IntegrationError({
        message: `Stripe does not support processing the selected custom payment method cpmt_1SandboxInvoice: complete the payment with it yourself when the payment element's change event names it (value.type), instead of calling ${method}().`,
      }))
    }
  })
})
