import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createPayloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { ApiClient, makeApiClient, type FormParams } from '../../../core/api/ApiClient.ts'
import { confirmParamsWithPaymentMethod } from '../../../core/confirm/fromElements.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import { saveChoice } from '../../../core/elements/payment/savedMethodsSave.ts'
import type { Json } from '../../../core/elements/messages.ts'
import { makeRegistry } from '../../../core/plugin/Registry.ts'
import { loadElementsSession } from '../../../core/session/elementsSession.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { contextFor, session } from './context.ts'

/** A customer session with no saved card yet, its payment element features as given. */
const customerSession = (features: Readonly<Record<string, string>>, enabled = true) => session(['card'], {
  customer: {
    payment_methods: [],
    default_payment_method: null,
    customer_session: { id: 'cuss_1', api_key: 'ek_test_1', api_key_expiry: 0, components: { payment_element: { enabled, features } } },
  },
})
const saving = { payment_method_save: 'enabled' }

const paymentFor = async (elementsSession = customerSession(saving), options: object = {}) => {
  const context = contextFor([card()], options, elementsSession)
  const { model, prepare } = paymentElement(context.registry)
  await prepare?.(context)
  return { model, context, state: model.init(context) }
}
const formOf = (view: Json) => (view as unknown as { form: { offerSave: boolean; offerSetAsDefault: boolean } }).form

describe('the save checkbox of the payment element\'s card form (payment_method_save, payment-form.md §6)', () => {
  it('is offered when the customer session enables payment_method_save, unless the merchant says savePaymentMethod: never', async () => {
    const offered = async (...args: Parameters<typeof paymentFor>) => {
      const { model, state, context } = await paymentFor(...args)
      return formOf(model.view(state, context)).offerSave
    }
    expect(await offered()).toBe(true)
    expect(await offered(customerSession(saving), { savePaymentMethod: 'auto' })).toBe(true)
    expect(await offered(customerSession(saving), { savePaymentMethod: 'never' })).toBe(false)
    expect(await offered(customerSession({ payment_method_save: 'disabled' }))).toBe(false)
    expect(await offered(customerSession({}))).toBe(false)
    expect(await offered(customerSession(saving, false))).toBe(false)
    expect(await offered(session(['card']))).toBe(false)
  })

  it('is not offered by the card element, whose group\'s customer session features are the payment element\'s', () => {
    const context = contextFor([card()], {}, customerSession(saving))
    const cardElement = context.registry.paymentMethods[0]!.elements!().find((element) => element.type === 'card')!
    expect((cardElement.model.view(cardElement.model.init(context), context) as unknown as { offerSave: boolean }).offerSave).toBe(false)
  })

  it('asks at confirm that the card may be shown again (allow_redisplay: always) once ticked, and nothing while not', async () => {
    const { model, context, state } = await paymentFor()
    const typed = model.reduce(state, { kind: 'patch', elementId: 'e', patch: { number: '4242424242424242', expiry: '12 / 34', cvc: '123', postalCode: '10001' } }, context)
    expect(model.paymentMethodData!(typed, context)).not.toHaveProperty('allow_redisplay')
    const ticked = model.reduce(typed, { kind: 'patch', elementId: 'e', patch: { savePayment: true } }, context)
    expect(model.paymentMethodData!(ticked, context)).toMatchObject({ type: 'card', allow_redisplay: 'always', card: { number: '4242424242424242' } })
  })
})

describe('a ticked save checkbox at confirm, against the sandbox (payment_method_save, save_usage, set_as_default; controller.md §3)', () => {
  let sandbox: TestSandbox
  beforeAll(async () => {
    sandbox = await startTestSandbox()
  })
  afterAll(() => sandbox.dispose())

  /** A customer with no saved card, a payment intent of theirs, and a customer session with these payment element features. */
  const customerPayment = async (features: Readonly<Record<string, string>>) => {
    const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
    const intent = await createPaymentIntent(sandbox, { customer: customer.id })
    const customerSession = (await sandbox.call('POST', '/v1/customer_sessions', { customer: customer.id, components: { payment_element: { enabled: true, features } } })).body
    const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
    const loaded = await Effect.runPromise(Effect.provideService(
      loadElementsSession({ clientSecret: intent.client_secret, customerSessionClientSecret: customerSession.client_secret }, makeRegistry([card()]), 'en'), ApiClient, api,
    ))
    return { customer, intent, session: loaded }
  }

  /** The card typed into the payment element with these boxes ticked, and the params confirm sends for it. */
  const typedCard = async (loaded: Awaited<ReturnType<typeof customerPayment>>['session'], ticked: Readonly<Record<string, boolean>>) => {
    const { model, context, state } = await paymentFor(loaded)
    const typed = model.reduce(state, { kind: 'patch', elementId: 'e', patch: { number: '4242424242424242', expiry: '12 / 34', cvc: '123', postalCode: '10001', ...ticked } }, context)
    return { form: formOf(model.view(typed, context)), params: confirmParamsWithPaymentMethod(undefined, model.paymentMethodData!(typed, context) as FormParams) }
  }

  const confirm = (clientSecret: string, confirmParams: FormParams) =>
    createPayloom(pk, { apiBase: sandbox.url, plugins: [card()] }).confirmPayment({ clientSecret, confirmParams, redirect: 'if_required' })

  /** The payment method an intent paid with: confirm gives it expanded. */
  const paidWith = (intent: unknown): string => ((intent as { readonly payment_method: { readonly id: string } }).payment_method).id

  const savedOf = async (customerId: string) => ({
    methods: (await sandbox.call('GET', `/v1/customers/${customerId}/payment_methods`)).body.data as ReadonlyArray<{ id: string; allow_redisplay: string }>,
    defaultId: (await sandbox.call('GET', `/v1/customers/${customerId}`)).body.invoice_settings.default_payment_method as string | null,
  })

  it("saves the card to the customer for the session's payment_method_save_usage, and makes it the default when that box is ticked too", async () => {
    const { customer, intent, session: loaded } = await customerPayment({ payment_method_save: 'enabled', payment_method_save_usage: 'on_session', payment_method_set_as_default: 'enabled' })
    const { form, params } = await typedCard(loaded, { savePayment: true, setAsDefaultSavedPayment: true })
    expect(form).toMatchObject({ offerSave: true, offerSetAsDefault: true })
    expect(params).toMatchObject({ setup_future_usage: 'on_session', set_as_default_payment_method: true, payment_method_data: { type: 'card', allow_redisplay: 'always' } })
    expect(params.payment_method_data).not.toHaveProperty('save_choice')
    const { paymentIntent } = await confirm(intent.client_secret, params)
    expect(paymentIntent).toMatchObject({ status: 'succeeded', setup_future_usage: 'on_session' })
    const saved = await savedOf(customer.id)
    expect(saved.methods.map((method) => [method.id, method.allow_redisplay])).toEqual([[paidWith(paymentIntent), 'always']])
    expect(saved.defaultId).toBe(paidWith(paymentIntent))
  })

  it('saves off_session when the session names no usage; set-as-default is offered only where the session enables it', async () => {
    const { customer, intent, session: loaded } = await customerPayment({ payment_method_save: 'enabled' })
    const { form, params } = await typedCard(loaded, { savePayment: true, setAsDefaultSavedPayment: true })
    expect(form).toMatchObject({ offerSave: true, offerSetAsDefault: false })
    expect(params).toMatchObject({ setup_future_usage: 'off_session' })
    expect(params).not.toHaveProperty('set_as_default_payment_method')
    const { paymentIntent } = await confirm(intent.client_secret, params)
    const saved = await savedOf(customer.id)
    expect(saved.methods.map((method) => method.id)).toEqual([paidWith(paymentIntent)])
    expect(saved.defaultId).toBeNull()
  })

  it('saves nothing while the box is not ticked', async () => {
    const { customer, intent, session: loaded } = await customerPayment({ payment_method_save: 'enabled', payment_method_set_as_default: 'enabled' })
    const { params } = await typedCard(loaded, { setAsDefaultSavedPayment: true })
    expect(params).not.toHaveProperty('setup_future_usage')
    expect(params).not.toHaveProperty('set_as_default_payment_method')
    expect((await confirm(intent.client_secret, params)).paymentIntent?.status).toBe('succeeded')
    expect(await savedOf(customer.id)).toEqual({ methods: [], defaultId: null })
  })
})

describe('what a save choice sends at confirm, for any session and options (saveChoice)', () => {
  const feature = fc.constantFrom('enabled', 'disabled', undefined)
  it('asks only where offered and ticked: the usage the session names (off_session when unset) for a payment, the default only where enabled and ticked', () => {
    const plugin = card()
    fc.assert(fc.property(
      fc.record({
        save: feature, setDefault: feature, usage: fc.constantFrom('on_session', 'off_session', undefined),
        savePaymentMethod: fc.constantFrom('auto', 'never', undefined), setAsDefault: fc.constantFrom('auto', 'never', undefined),
        intentType: fc.constantFrom('payment_intent', 'setup_intent'), savePayment: fc.boolean(), setAsDefaultSavedPayment: fc.boolean(),
      }),
      (given) => {
        const features = Object.fromEntries(Object.entries({ payment_method_save: given.save, payment_method_set_as_default: given.setDefault, payment_method_save_usage: given.usage }).filter(([, value]) => value !== undefined)) as Record<string, string>
        const options = Object.fromEntries(Object.entries({ savePaymentMethod: given.savePaymentMethod, setAsDefault: given.setAsDefault }).filter(([, value]) => value !== undefined))
        const context = contextFor([plugin], options, { ...customerSession(features), intentType: given.intentType as 'payment_intent' | 'setup_intent' })
        const choice = saveChoice(plugin, { savePayment: given.savePayment, setAsDefaultSavedPayment: given.setAsDefaultSavedPayment }, context)
        const saving = given.savePayment && given.save === 'enabled' && given.savePaymentMethod !== 'never'
        const defaulting = saving && given.setAsDefaultSavedPayment && given.setDefault === 'enabled' && given.setAsDefault !== 'never'
        const expected = {
          ...(saving && given.intentType === 'payment_intent' ? { setup_future_usage: given.usage ?? 'off_session' } : {}),
          ...(defaulting ? { set_as_default_payment_method: true } : {}),
        }
        expect(choice).toEqual(Object.keys(expected).length === 0 ? undefined : expected)
      },
    ), { numRuns: 300 })
  })
})
