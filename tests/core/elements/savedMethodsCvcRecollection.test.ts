import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, IntegrationError, makeRegistry } from 'payloom'
import { card } from 'payloom/plugins/card'
import { ApiClient, makeApiClient } from '../../../core/api/ApiClient.ts'
import { makeElements } from '../../../core/elements/Elements.ts'
import { inlinePlacement } from '../../../core/elements/placement.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import { loadElementsSession, type ElementsSession, type SessionSource } from '../../../core/session/elementsSession.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { contextFor, session } from './context.ts'

/**
 * payment-form.md §6 "Saved-card CVC recollection may be required by intent or session options":
 * the customer's saved cards ask their CVC again when the session's intent requires it, or when a
 * deferred intent's `paymentMethodOptions.card.require_cvc_recollection` does (controller.md §3
 * "Deferred intent: payment_method_options"), as Link's saved cards do.
 */

const registry = makeRegistry([card()])
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const savedCard = { id: 'pm_1', object: 'payment_method', type: 'card', customer: 'cus_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, checks: { cvc_check: 'pass' } } }
const withCustomer = (loaded: ElementsSession): ElementsSession => ({
  ...loaded,
  customer: { payment_methods: [savedCard], default_payment_method: 'pm_1', customer_session: { id: 'cuss_1', api_key: 'ek_test_1', api_key_expiry: 0, components: { payment_element: { enabled: true, features: {} } } } },
} as ElementsSession)

/** The customer's saved card picked, as the payment element's change event says it. */
const pickedCard = async (elementsSession: ElementsSession) => {
  const context = contextFor([card()], {}, withCustomer(elementsSession))
  const { model, prepare } = paymentElement(context.registry)
  await prepare!(context)
  const state = model.init(context)
  return { change: model.change(state, context), typed: model.change(model.reduce(state, { kind: 'patch', elementId: 'e', patch: { savedCvc: '123' } }, context), context) }
}

/** The session a group of these options loads from the sandbox, through the group's own source. */
const groupSession = async (options: Parameters<typeof makeElements>[1]): Promise<{ readonly source: SessionSource; readonly session: ElementsSession }> => {
  const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
  let loaded: { source: SessionSource; session: ElementsSession } | undefined
  const group = makeElements({
    owner: Symbol('test'), registry, locale: 'en',
    loadSession: async (source) => {
      const session = await Effect.runPromise(Effect.provideService(loadElementsSession(source, registry, 'en'), ApiClient, api))
      loaded = { source, session }
      return session
    },
    runApi: () => Promise.reject(new Error('not here')), preparePayment: () => undefined,
    apiBase: sandbox.url, publishableKey: pk, betas: [], placement: inlinePlacement,
  }, options)
  await group.ready
  return loaded!
}

describe("the customer's saved cards ask the CVC again as the session says", () => {
  it('when the intent requires it (payment_method_options.card.require_cvc_recollection)', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['card'], payment_method_options: { card: { require_cvc_recollection: true } } })
    const { session: loaded } = await groupSession({ clientSecret: intent.client_secret })
    expect(loaded.requireCvcRecollection).toBe(true)
    const { change, typed } = await pickedCard(loaded)
    expect(change).toMatchObject({ complete: false, error: { code: 'cvc_recollection_required' } })
    expect(typed).toMatchObject({ complete: true })
    // An intent that does not ask: the card pays as it is.
    const plain = await createPaymentIntent(sandbox, { payment_method_types: ['card'] })
    expect((await pickedCard((await groupSession({ clientSecret: plain.client_secret })).session)).change).toMatchObject({ complete: true })
  })

  it("when a deferred intent's paymentMethodOptions require it", async () => {
    const { source, session: loaded } = await groupSession({ mode: 'payment', amount: 2000, currency: 'usd', paymentMethodOptions: { card: { require_cvc_recollection: true } } })
    expect(source).toMatchObject({ deferredIntent: { payment_method_options: { card: { require_cvc_recollection: true } } } })
    expect(loaded.requireCvcRecollection).toBe(true)
    expect((await pickedCard(loaded)).change).toMatchObject({ complete: false, error: { code: 'cvc_recollection_required' } })
    const off = await groupSession({ mode: 'payment', amount: 2000, currency: 'usd', paymentMethodOptions: { card: { require_cvc_recollection: false } } })
    expect(off.session.requireCvcRecollection).toBeUndefined()
    expect((await pickedCard(off.session)).change).toMatchObject({ complete: true })
  })

  it('the session alone (no merchant option) is enough', async () => {
    expect((await pickedCard(session(['card'], { requireCvcRecollection: true }))).change).toMatchObject({ error: { code: 'cvc_recollection_required' } })
  })
})

describe("a deferred intent's paymentMethodOptions, checked by elements() and update()", () => {
  const elements = (options: object) => createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [card()] }).elements({ mode: 'payment', amount: 1000, currency: 'usd', ...options })

  it('refuses a bad value with a clear message', () => {
    expect(() => elements({ paymentMethodOptions: { card: { require_cvc_recollection: 'yes' } } })).toThrow(new IntegrationError({
      message: 'Invalid value for payloom.elements(): paymentMethodOptions.card.require_cvc_recollection must be true or false, got "yes".',
    }))
    expect(() => elements({ paymentMethodOptions: { card: { cvc: '123' } } })).toThrow(new IntegrationError({
      message: 'Invalid value for payloom.elements(): paymentMethodOptions must be { card: { require_cvc_recollection: boolean } }: unknown card option cvc.',
    }))
    expect(() => elements({ paymentMethodOptions: { sepa_debit: {} } })).toThrow('paymentMethodOptions must be { card: { require_cvc_recollection: boolean } }, got {"sepa_debit":{}}.')
    expect(() => elements({ paymentMethodOptions: 'card' })).toThrow(IntegrationError)
    expect(() => elements({ mode: 'setup', paymentMethodOptions: { card: { require_cvc_recollection: true } } })).toThrow("a setup intent (mode 'setup') never asks a saved card's CVC again")
    expect(() => createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [card()] }).elements({ clientSecret: 'pi_1_secret_2', paymentMethodOptions: { card: { require_cvc_recollection: true } } }))
      .toThrow('paymentMethodOptions is for a deferred intent (mode, amount, currency): with a clientSecret, set payment_method_options on the intent.')
    expect(() => elements({ paymentMethodOptions: { card: { require_cvc_recollection: true } } })).not.toThrow()
  })

  it('update() checks it too', async () => {
    await expect(elements({}).update({ paymentMethodOptions: { card: { require_cvc_recollection: 1 } } } as never)).rejects.toThrow('must be true or false, got 1.')
  })
})
