import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createPayloom, makeRegistry } from 'payloom'
import { card } from 'payloom/plugins/card'
import { ApiClient, makeApiClient, type FormParams } from '../../../core/api/ApiClient.ts'
import { confirmParamsWithPaymentMethod } from '../../../core/confirm/fromElements.ts'
import { makeElements } from '../../../core/elements/Elements.ts'
import type { Json, ToController } from '../../../core/elements/messages.ts'
import { inlinePlacement } from '../../../core/elements/placement.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import { capabilitiesOf, type SavedPaymentMode } from '../../../core/elements/payment/savedMethods.ts'
import { loadElementsSession, type ElementsSession } from '../../../core/session/elementsSession.ts'
import { card as cardDetails, createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from '../../sandbox/sandboxClient.ts'
import { contextFor, hostOutsideGroup } from './context.ts'

/**
 * payment-form.md §3 "Saved payment: mode" and §6: a customer session's saved cards are in
 * customer_from_session mode, the cards of elements' `customerOptions` (a customer and their
 * ephemeral key, the older integration) in customer mode, which cannot be edited: no update
 * control. §8 "Unable to select customer": a call that needs the customer finds none.
 */

const registry = makeRegistry([card()])
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A customer with two saved cards (the second the default), their payment intent, an ephemeral key and a customer session allowing every change. */
const customerWithCards = async () => {
  const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
  const saved: string[] = []
  for (const number of ['4242424242424242', '5555555555554444']) {
    const method = (await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: cardDetails(number) }, { key: pk })).body
    saved.push((await sandbox.call('POST', `/v1/payment_methods/${method.id}/attach`, { customer: customer.id })).body.id)
  }
  await sandbox.call('POST', `/v1/customers/${customer.id}`, { invoice_settings: { default_payment_method: saved[1] } })
  const intent = await createPaymentIntent(sandbox, { customer: customer.id })
  const ephemeralKey = (await sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id })).body.secret as string
  const customerSession = (await sandbox.call('POST', '/v1/customer_sessions', {
    customer: customer.id,
    components: { payment_element: { enabled: true, features: { payment_method_remove: 'enabled', payment_method_update: 'enabled', payment_method_set_as_default: 'enabled' } } },
  })).body
  return { customer, saved, intent, ephemeralKey, customerSessionSecret: customerSession.client_secret as string }
}

/** The session a group of these options loads from the sandbox, through the group's own source. */
const groupSession = async (options: Parameters<typeof makeElements>[1]): Promise<ElementsSession> => {
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

/** The payment element over a loaded session, its provider calls made against the sandbox. */
const paymentOver = async (loaded: ElementsSession) => {
  const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
  const context = { ...contextFor([card()], {}, loaded), runApi: <A>(effect: Effect.Effect<A, never, ApiClient>) => Effect.runPromise(Effect.provideService(effect, ApiClient, api)) } as ReturnType<typeof contextFor<object>>
  const { model, prepare } = paymentElement(context.registry)
  await prepare!(context)
  return { model, context, state: model.init(context) }
}

type SavedViewJson = { saved: { methods: Array<{ id: string; canUpdate: boolean; canRemove: boolean; canSetDefault: boolean; selected: boolean }> } | null }
const listOf = (view: Json) => (view as unknown as SavedViewJson).saved!.methods

describe('saved payment modes (payment-form.md §3, §6)', () => {
  it("lists a customer session's cards in customer_from_session mode, which may be updated", async () => {
    const { intent, customerSessionSecret, saved } = await customerWithCards()
    const { model, context, state } = await paymentOver(await groupSession({ clientSecret: intent.client_secret, customerSessionClientSecret: customerSessionSecret }))
    expect(state.saved?.mode).toBe('customer_from_session')
    expect(listOf(model.view(state, context)).map((method) => [method.id, method.canUpdate, method.canRemove])).toEqual([[saved[1], true, true], [saved[0], true, true]])
    expect(model.reduce(state, { kind: 'action', elementId: 'e', action: 'savedEdit', payload: saved[0]! }, context).saved?.view).toBe('update')
  })

  it('lists the cards of customerOptions (a customer and their ephemeral key) in customer mode: no update control, nothing to change, and pays with the one picked', async () => {
    const { customer, intent, ephemeralKey, saved } = await customerWithCards()
    const loaded = await groupSession({ clientSecret: intent.client_secret, customerOptions: { customer: customer.id, ephemeralKey } })
    expect(loaded.customer).toMatchObject({ default_payment_method: saved[1], customer_session: null })
    const { model, context, state } = await paymentOver(loaded)
    expect(state.saved?.mode).toBe('customer')
    expect(listOf(model.view(state, context)).map((method) => [method.id, method.selected, method.canUpdate, method.canRemove, method.canSetDefault])).toEqual([
      [saved[1], true, false, false, false],
      [saved[0], false, false, false, false],
    ])
    // An update asked for anyway is refused: the mode cannot be edited.
    for (const action of ['savedEdit', 'savedAskRemove', 'savedSetDefault']) {
      expect(model.reduce(state, { kind: 'action', elementId: 'e', action, payload: saved[0]! }, context)).toBe(state)
    }
    const picked = model.reduce(state, { kind: 'action', elementId: 'e', action: 'savedSelect', payload: saved[0]! }, context)
    const params = confirmParamsWithPaymentMethod(undefined, model.paymentMethodData!(picked, context) as FormParams)
    const { paymentIntent } = await createPayloom(pk, { apiBase: sandbox.url, plugins: [card()] }).confirmPayment({ clientSecret: intent.client_secret, confirmParams: params, redirect: 'if_required' })
    expect(paymentIntent).toMatchObject({ status: 'succeeded', payment_method: { id: saved[0] } })
  })

  it("is refused by the provider for a key it did not hand out, or beside a customer session, with its error naming the param", async () => {
    const { customer, intent, ephemeralKey, customerSessionSecret } = await customerWithCards()
    const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
    const load = (source: Parameters<typeof loadElementsSession>[0]) => Effect.runPromise(Effect.flip(Effect.provideService(loadElementsSession(source, registry, 'en'), ApiClient, api)))
    expect(await load({ clientSecret: intent.client_secret, legacyCustomerEphemeralKey: 'ek_test_unknown' })).toMatchObject({
      type: 'invalid_request_error', code: 'resource_missing', param: 'legacy_customer_ephemeral_key', message: expect.stringContaining('Invalid ephemeral key provided'),
    })
    expect(await load({ clientSecret: intent.client_secret, legacyCustomerEphemeralKey: ephemeralKey, customerSessionClientSecret: customerSessionSecret })).toMatchObject({
      param: 'legacy_customer_ephemeral_key', message: "Pass customer_session_client_secret or legacy_customer_ephemeral_key, not both: the customer session lists the customer's saved payment methods.",
    })
    // Through payloom.elements(): the group's load fails with the provider's message.
    await expect(groupSession({ clientSecret: intent.client_secret, customerOptions: { customer: customer.id, ephemeralKey: 'ek_test_unknown' } })).rejects.toThrow('Invalid ephemeral key provided')
  })
})

let accounts = 0

/**
 * A business profile: a business's account used as a customer (the provider's Accounts v2), with
 * two saved cards attached to it (`customer_account`), a payment intent of `intentParams`, and a
 * customer session for the account allowing every change.
 */
const accountWithCards = async (intentParams: Params = {}) => {
  const account = `acct_business${++accounts}x${Date.now()}`
  const saved: string[] = []
  for (const number of ['4242424242424242', '5555555555554444']) {
    const method = (await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: cardDetails(number) }, { key: pk })).body
    saved.push((await sandbox.call('POST', `/v1/payment_methods/${method.id}/attach`, { customer_account: account })).body.id)
  }
  const intent = await createPaymentIntent(sandbox, intentParams)
  const customerSession = (await sandbox.call('POST', '/v1/customer_sessions', {
    customer_account: account,
    components: { payment_element: { enabled: true, features: { payment_method_remove: 'enabled', payment_method_update: 'enabled', payment_method_set_as_default: 'enabled' } } },
  })).body
  return { account, saved, intent, customerSessionSecret: customerSession.client_secret as string }
}

/** Pays the intent with what the payment element's state sends for its picked saved card. */
const payWith = async (intent: Record<string, any>, model: Awaited<ReturnType<typeof paymentOver>>['model'], state: Awaited<ReturnType<typeof paymentOver>>['state'], context: Awaited<ReturnType<typeof paymentOver>>['context']) => {
  const params = confirmParamsWithPaymentMethod(undefined, model.paymentMethodData!(state, context) as FormParams)
  return createPayloom(pk, { apiBase: sandbox.url, plugins: [card()] }).confirmPayment({ clientSecret: intent.client_secret, confirmParams: params, redirect: 'if_required' })
}

describe('business_profile saved payments: a customer session for an account (payment-form.md §3, §6)', () => {
  it("lists the account's cards in business_profile mode: no update control nor set as default, and pays with the one picked", async () => {
    const { account, intent, customerSessionSecret, saved } = await accountWithCards()
    const loaded = await groupSession({ clientSecret: intent.client_secret, customerSessionClientSecret: customerSessionSecret })
    expect(loaded.customer).toMatchObject({ default_payment_method: null, customer_session: { customer: null, customer_account: account } })
    const { model, context, state } = await paymentOver(loaded)
    expect(state.saved?.mode).toBe('business_profile')
    // In the session's order, the first picked: an account has no default to put first.
    expect(listOf(model.view(state, context)).map((method) => [method.id, method.selected, method.canUpdate, method.canRemove, method.canSetDefault])).toEqual([
      [saved[0], true, false, true, false],
      [saved[1], false, false, true, false],
    ])
    // Asked for anyway, an update or a new default changes nothing: a business profile's cards cannot be edited, and it has no customer's default.
    for (const action of ['savedEdit', 'savedEditAddress', 'savedSetDefault']) {
      expect(model.reduce(state, { kind: 'action', elementId: 'e', action, payload: saved[0]! }, context)).toBe(state)
    }
    const picked = model.reduce(state, { kind: 'action', elementId: 'e', action: 'savedSelect', payload: saved[0]! }, context)
    expect((await payWith(intent, model, picked, context)).paymentIntent).toMatchObject({ status: 'succeeded', payment_method: { id: saved[0] } })
  })

  it("removes one of the account's cards through the provider, as its customer session allows", async () => {
    const { account, intent, customerSessionSecret, saved } = await accountWithCards()
    const { model, context, state } = await paymentOver(await groupSession({ clientSecret: intent.client_secret, customerSessionClientSecret: customerSessionSecret }))
    const sent: ToController[] = []
    const host = { current: () => { throw new Error('not read') }, send: (message: ToController) => { sent.push(message) }, listens: () => true, ...hostOutsideGroup }
    const asked = model.reduce(state, { kind: 'action', elementId: 'e', action: 'savedAskRemove', payload: saved[0]! }, context)
    const confirmRemove = { kind: 'action', elementId: 'e', action: 'savedConfirmRemove' } as const
    const pending = model.reduce(asked, confirmRemove, context)
    expect(pending.saved?.pending).toBe('remove')
    model.events!(confirmRemove, pending, context, host, asked)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sent).toMatchObject([{ action: 'savedRemoved', payload: { id: saved[0], customer: null, customer_account: null } }])
    expect(model.reduce(pending, sent[0]!, context).saved?.methods.map((method) => method.id)).toEqual([saved[1]])
    const listed = (await sandbox.call('GET', '/v1/payment_methods', { customer_account: account })).body.data.map((method: { id: string }) => method.id)
    expect(listed).toEqual([saved[1]])
  })

  it("asks the picked card's CVC again when the intent requires it, then pays with it", async () => {
    const { intent, customerSessionSecret, saved } = await accountWithCards({ payment_method_options: { card: { require_cvc_recollection: true } } })
    const { model, context, state } = await paymentOver(await groupSession({ clientSecret: intent.client_secret, customerSessionClientSecret: customerSessionSecret }))
    const picked = model.reduce(state, { kind: 'action', elementId: 'e', action: 'savedSelect', payload: saved[1]! }, context)
    expect(model.change(picked, context)).toMatchObject({ complete: false, error: { code: 'cvc_recollection_required' } })
    const typed = model.reduce(picked, { kind: 'patch', elementId: 'e', patch: { savedCvc: '123' } }, context)
    expect(model.change(typed, context)).toMatchObject({ complete: true })
    expect((await payWith(intent, model, typed, context)).paymentIntent).toMatchObject({ status: 'succeeded', payment_method: { id: saved[1] } })
  })

  it("saves a new card to the account when the shopper ticks save, without offering to make it a default, and lists it next time", async () => {
    const account = `acct_business${++accounts}x${Date.now()}`
    const intent = await createPaymentIntent(sandbox, { customer_account: account })
    const features = { payment_method_save: 'enabled', payment_method_set_as_default: 'enabled' }
    const customerSession = (await sandbox.call('POST', '/v1/customer_sessions', { customer_account: account, components: { payment_element: { enabled: true, features } } })).body
    const { model, context, state } = await paymentOver(await groupSession({ clientSecret: intent.client_secret, customerSessionClientSecret: customerSession.client_secret }))
    const patch = { number: '4242424242424242', expiry: '12 / 34', cvc: '123', postalCode: '10001', savePayment: true, setAsDefaultSavedPayment: true }
    const typed = model.reduce(state, { kind: 'patch', elementId: 'e', patch }, context)
    expect((model.view(typed, context) as unknown as { form: object }).form).toMatchObject({ offerSave: true, offerSetAsDefault: false })
    const { paymentIntent } = await payWith(intent, model, typed, context)
    expect(paymentIntent).toMatchObject({ status: 'succeeded', customer_account: account, setup_future_usage: 'off_session' })
    const paidWith = (paymentIntent!.payment_method as { id: string }).id
    expect((await sandbox.call('GET', '/v1/payment_methods', { customer_account: account })).body.data.map((method: { id: string }) => method.id)).toEqual([paidWith])
    const next = await paymentOver(await groupSession({ clientSecret: (await createPaymentIntent(sandbox)).client_secret, customerSessionClientSecret: customerSession.client_secret }))
    expect(next.state.saved).toMatchObject({ mode: 'business_profile', selectedId: paidWith })
  })

  it('is refused by the provider for both a customer and an account, for neither, or for an account it does not know, with its error naming the param', async () => {
    const { customer } = await customerWithCards()
    const components = { payment_element: { enabled: true } }
    const create = async (params: Params) => (await sandbox.call('POST', '/v1/customer_sessions', { components, ...params })).body.error
    expect(await create({ customer: customer.id, customer_account: 'acct_business1' })).toMatchObject({
      type: 'invalid_request_error', param: 'customer_account', message: 'You may only specify one of these parameters: customer, customer_account.',
    })
    expect(await create({})).toMatchObject({ type: 'invalid_request_error', code: 'parameter_missing', param: 'customer', message: 'You must specify one of these parameters: customer, customer_account.' })
    expect(await create({ customer_account: 'acct_unconnected1' })).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', param: 'customer_account', message: "No such account: 'acct_unconnected1'" })
    const attached = await sandbox.call('POST', '/v1/payment_methods/pm_card_visa/attach', { customer_account: 'acct_unconnected1' })
    expect(attached.body.error).toMatchObject({ code: 'resource_missing', param: 'customer_account' })
    const intent = await sandbox.call('POST', '/v1/payment_intents', { amount: 2000, currency: 'usd', customer: customer.id, customer_account: 'acct_business1' })
    expect(intent.body.error).toMatchObject({ param: 'customer_account', message: 'You may only specify one of these parameters: customer, customer_account.' })
    const forAccount = await createPaymentIntent(sandbox, { customer_account: 'acct_business1' })
    expect((await sandbox.call('POST', `/v1/payment_intents/${forAccount.id}`, { customer: customer.id })).body.error).toMatchObject({
      param: 'customer', message: 'This payment_intent is for the account acct_business1 (customer_account): it cannot be for a customer too.',
    })
  })
})

describe('what each saved-payment mode may change (capabilitiesOf)', () => {
  it('never updates in customer or business_profile mode, nor sets a default for a business profile; customer mode changes nothing; otherwise the features decide', () => {
    const feature = fc.constantFrom('enabled', 'disabled', null)
    fc.assert(fc.property(
      fc.constantFrom<SavedPaymentMode>('consumer', 'customer', 'customer_from_session', 'business_profile'),
      fc.record({ payment_method_remove: feature, payment_method_remove_last: feature, payment_method_update: feature, payment_method_set_as_default: feature }),
      (mode, features) => {
        const capabilities = capabilitiesOf({ payment_element: { enabled: true, features } }, mode)
        const expected = mode === 'customer'
          ? { remove: false, removeLast: false, update: false, setAsDefault: false }
          : {
            remove: features.payment_method_remove === 'enabled',
            removeLast: features.payment_method_remove_last !== 'disabled',
            update: features.payment_method_update !== 'disabled' && mode !== 'business_profile',
            setAsDefault: features.payment_method_set_as_default === 'enabled' && mode !== 'business_profile',
          }
        expect(capabilities).toEqual(expected)
      },
    ), { numRuns: 200 })
  })
})

describe('"Unable to select customer" (payment-form.md §8)', () => {
  it('is thrown when setting a default finds no customer in the session nor on the card; the shopper reads that the change failed', async () => {
    const { intent, customerSessionSecret, saved } = await customerWithCards()
    const loaded = await groupSession({ clientSecret: intent.client_secret, customerSessionClientSecret: customerSessionSecret })
    // A session that does not name its customer, whose cards do not either.
    const anonymous: ElementsSession = {
      ...loaded,
      customer: {
        ...loaded.customer!,
        payment_methods: loaded.customer!.payment_methods.map((method) => ({ ...method, customer: null })),
        customer_session: { ...loaded.customer!.customer_session!, customer: undefined },
      },
    }
    const { model, context, state } = await paymentOver(anonymous)
    const sent: Array<{ action: string; payload?: unknown }> = []
    const warnings: unknown[][] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => { warnings.push(args) }
    try {
      const setDefault = { kind: 'action', elementId: 'e', action: 'savedSetDefault', payload: saved[0]! } as const
      const pending = model.reduce(state, setDefault, context)
      model.events!(setDefault, pending, context, { current: () => { throw new Error('not read') }, send: (message) => { sent.push(message as never) }, listens: () => true, ...hostOutsideGroup }, state)
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      console.warn = warn
    }
    expect(warnings).toEqual([['payloom: a saved payment method could not be changed:', 'Unable to select customer']])
    expect(sent).toMatchObject([{ action: 'savedCallFailed' }])
    // Nothing was sent: the default is still the one the customer had.
    expect((await sandbox.call('GET', `/v1/customers/${loaded.customer!.customer_session!.customer}`)).body.invoice_settings.default_payment_method).toBe(saved[1])
  })
})

describe('the saved-payment address update view (payment-form.md §2)', () => {
  it("edits a saved card's billing address in the address form and saves it through the provider; an incomplete address is refused where typed", async () => {
    const { intent, customerSessionSecret, saved } = await customerWithCards()
    const { model, context, state } = await paymentOver(await groupSession({ clientSecret: intent.client_secret, customerSessionClientSecret: customerSessionSecret }))
    const sent: ToController[] = []
    const host = { current: () => { throw new Error('not read') }, send: (message: ToController) => { sent.push(message) }, listens: () => true, ...hostOutsideGroup }
    const act = (from: typeof state, message: ToController) => {
      const next = model.reduce(from, message, context)
      return { next, events: model.events!(message, next, context, host, from) }
    }
    const opened = act(state, { kind: 'action', elementId: 'e', action: 'savedEditAddress', payload: saved[0]! }).next
    const view = model.view(opened, context) as unknown as { saved: { view: string; target: { title: string }; address: { fields: ReadonlyArray<{ field: string }> } } }
    expect(view.saved).toMatchObject({ view: 'updateAddress', target: { title: 'Billing address for Visa ending in 4242' } })
    // Nothing typed yet: Save shows the address form's errors and sends nothing.
    const refused = act(opened, { kind: 'action', elementId: 'e', action: 'savedSaveAddress' }).next
    expect(refused.saved).toMatchObject({ view: 'updateAddress', pending: null })
    expect(JSON.stringify(model.view(refused, context))).toContain('incomplete')
    const typed = [
      { name: 'Ada Lovelace', line1: '12 Analytical Row', city: 'Springfield', postal_code: '62701', state: 'IL' },
    ].reduce((current, patch) => act(current, { kind: 'patch', elementId: 'e', patch }).next, refused)
    const pending = act(typed, { kind: 'action', elementId: 'e', action: 'savedSaveAddress' })
    expect(pending.next.saved?.pending).toBe('updateAddress')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sent).toMatchObject([{ action: 'savedUpdated', payload: { id: saved[0] } }])
    const done = act(pending.next, sent[0]!)
    expect(done.next.saved).toMatchObject({ view: 'list', address: null, pending: null })
    expect(done.events).toMatchObject([{ name: 'savedpaymentmethodupdate', payload: { paymentMethod: { id: saved[0] } } }])
    expect((await sandbox.call('GET', `/v1/payment_methods/${saved[0]}`)).body.billing_details).toMatchObject({
      name: 'Ada Lovelace', address: { line1: '12 Analytical Row', city: 'Springfield', postal_code: '62701', state: 'IL', country: 'US' },
    })
  })
})
