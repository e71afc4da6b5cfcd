import * as Effect from 'effect/Effect'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom, makeRegistry } from 'payloom'
import { card } from 'payloom/plugins/card'
import { ideal } from 'payloom/plugins/ideal'
import { ApiClient, makeApiClient } from '../../core/api/ApiClient.ts'
import { paymentElement } from '../../core/elements/payment/paymentElement.tsx'
import type { ToController } from '../../core/elements/messages.ts'
import { loadElementsSession } from '../../core/session/elementsSession.ts'
import { contextFor } from '../core/elements/context.ts'
import { createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from '../sandbox/sandboxClient.ts'

/**
 * The session's payment method specs (controller.md §3 `paymentMethodSpecs`), over real HTTP to the
 * sandbox: a test account that requires more billing details of a catalog method than its catalog
 * form asks gets them in that method's form for its sessions, checked with the shared billing
 * rules and sent in billing_details at confirm. The card's form has no spec.
 */

const plugins = [card(), ideal()]
const registry = makeRegistry(plugins)
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())
afterEach(async () => {
  vi.restoreAllMocks()
  await requireFields({ ideal: '' })
})

const requireFields = (fields: Readonly<Record<string, ReadonlyArray<string> | ''>>) =>
  sandbox.call('POST', '/v1/test_helpers/payment_method_specs', { required_billing_fields: fields as Record<string, string[] | string> })

/** An iDEAL payment and its elements session, loaded as payloom.elements() loads it. */
const idealPayment = async () => {
  const intent = await createPaymentIntent(sandbox, { payment_method_types: ['card', 'ideal'], currency: 'eur' })
  const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
  const session = await Effect.runPromise(Effect.provideService(loadElementsSession({ clientSecret: intent.client_secret }, registry, 'en'), ApiClient, api))
  const context = contextFor(plugins, {}, session)
  const definition = paymentElement(context.registry)
  const state = definition.model.reduce(definition.model.init(context), { kind: 'action', elementId: 'e', action: 'select', payload: 'ideal' }, context)
  return { intent, session, context, definition, state }
}
type Payment = Awaited<ReturnType<typeof idealPayment>>

const patch = (values: Record<string, string>): ToController => ({ kind: 'patch', elementId: 'e', patch: values })
const markupOf = ({ definition, context }: Payment, state: Payment['state']): string =>
  renderToStaticMarkup(<definition.Form view={definition.model.view(state, context)} send={() => undefined} elementId="pe" />)
const labels = (markup: string): ReadonlyArray<string> => [...markup.matchAll(/<label[^>]*>([^<]*)</g)].map((match) => match[1]!)

describe('the account\'s payment method specs, over real HTTP to the sandbox', () => {
  it('are set per catalog method with the test helper; the card, a kind the provider does not know, or nothing given are refused with their param', async () => {
    expect((await requireFields({ ideal: ['email', 'email', 'name'] })).body).toEqual({ object: 'payment_method_specs', required_billing_fields: { ideal: ['email', 'name'] } })
    expect((await sandbox.call('GET', '/v1/test_helpers/payment_method_specs')).body).toEqual({ object: 'payment_method_specs', required_billing_fields: { ideal: ['email', 'name'] } })
    const refused = await requireFields({ card: ['email'] })
    expect(refused).toMatchObject({ status: 400, body: { error: { type: 'invalid_request_error', param: 'required_billing_fields[card]' } } })
    expect((refused.body as { error: { message: string } }).error.message).toBe('Invalid required_billing_fields[card]: card is not a payment method of the catalog (its form has no spec).')
    expect(await requireFields({ ideal: ['iban'] })).toMatchObject({ status: 400, body: { error: { param: 'required_billing_fields[ideal]', message: 'Invalid required_billing_fields[ideal]: iban is not one of name, email, phone, billing_address.' } } })
    expect(await sandbox.call('POST', '/v1/test_helpers/payment_method_specs', {})).toMatchObject({ status: 400, body: { error: { param: 'required_billing_fields' } } })
    // An empty list takes the method's away.
    expect((await requireFields({ ideal: '' })).body).toEqual({ object: 'payment_method_specs', required_billing_fields: {} })
  })

  it('are required by the provider too: a payment method of that type made without one is refused, naming the missing billing detail', async () => {
    await requireFields({ ideal: ['email', 'billing_address'] })
    const made = (billing: Params) => sandbox.call('POST', '/v1/payment_methods', { type: 'ideal', billing_details: billing }, { key: pk })
    expect((await made({ name: 'Jenny Rosen' })).body.error).toMatchObject({ type: 'invalid_request_error', param: 'billing_details[email]' })
    expect((await made({ email: 'jenny@example.com', address: { country: 'NL' } })).body.error).toMatchObject({ param: 'billing_details[address][line1]' })
    const complete = await made({ email: 'jenny@example.com', address: { line1: 'Damrak 1', country: 'NL' } })
    expect(complete.status, JSON.stringify(complete.body)).toBe(200)
    // Taken away, the method needs only its catalog's details again.
    await requireFields({ ideal: '' })
    expect((await made({})).status).toBe(200)
  })

  it('are listed in the elements session\'s payment_method_specs, which the SDK keeps with the session\'s id', async () => {
    await requireFields({ ideal: ['email'] })
    const { session } = await idealPayment()
    expect(session.paymentMethodSpecs).toEqual({
      sessionId: session.sessionId,
      specs: [{ type: 'card', fields: [], async: false }, { type: 'ideal', fields: [{ type: 'email' }], async: false }],
    })
  })

  it('an account requiring email of iDEAL: its form asks for it, refuses to pay without it with the field error, and confirm sends billing_details[email]', async () => {
    const before = await idealPayment()
    // Its catalog form asks for the bank alone.
    expect(labels(markupOf(before, before.state))).toEqual(['Bank'])
    await requireFields({ ideal: ['email'] })
    const payment = await idealPayment()
    const { definition: { model }, context } = payment
    expect(labels(markupOf(payment, payment.state))).toEqual(['Email', 'Bank'])
    const banked = model.reduce(payment.state, patch({ bank: 'abn_amro' }), context)
    expect(model.change(banked, context)).toMatchObject({ complete: false, error: { type: 'validation_error', code: 'incomplete_email', message: 'Your email address is incomplete.' } })
    expect(model.paymentMethodData?.(banked, context)).toBeUndefined()
    const submitted = model.submit(banked, context)
    expect(markupOf(payment, submitted)).toContain('Your email address is incomplete.')
    const wrong = model.reduce(banked, patch({ email: 'jenny@' }), context)
    expect(model.change(model.submit(wrong, context), context).error).toMatchObject({ code: 'invalid_email', message: 'Your email address is invalid.' })
    const filled = model.reduce(banked, patch({ email: ' jenny@example.com ' }), context)
    expect(model.change(filled, context)).toMatchObject({ complete: true })
    const data = model.paymentMethodData!(filled, context)
    expect(data).toEqual({ type: 'ideal', ideal: { bank: 'abn_amro' }, billing_details: { email: 'jenny@example.com' } })
    // What confirm sends, over HTTP: the sandbox makes the payment method with the e-mail.
    const payloom = createPayloom(pk, { apiBase: sandbox.url, plugins, locale: 'en' })
    const result = await payloom.confirmIdealPayment(payment.intent.client_secret, { payment_method: data as never, return_url: 'https://shop.example/done' }, { handleActions: false })
    expect(result.paymentIntent).toMatchObject({ status: 'requires_action', payment_method: { type: 'ideal', billing_details: { email: 'jenny@example.com' } } })
  })

  it('adds a phone and a billing address in the order forms show them, and leaves the card\'s form as it is', async () => {
    await requireFields({ ideal: ['billing_address', 'phone', 'name'] })
    const payment = await idealPayment()
    expect(labels(markupOf(payment, payment.state))).toEqual(['Full name', 'Phone number', 'Address', 'City', 'Postal code', 'Country or region', 'Bank'])
    const { definition: { model }, context } = payment
    const typed = model.reduce(payment.state, patch({ bank: 'rabobank', name: 'Jenny Rosen', phone: '+31 6 1234 5678', line1: 'Damrak 1', city: 'Amsterdam', postalCode: '1012 LG' }), context)
    expect(model.change(typed, context)).toMatchObject({ complete: true })
    expect(model.paymentMethodData!(typed, context)).toEqual({
      type: 'ideal',
      ideal: { bank: 'rabobank' },
      billing_details: { name: 'Jenny Rosen', phone: '+31 6 1234 5678', address: { country: 'NL', line1: 'Damrak 1', city: 'Amsterdam', postal_code: '1012 LG' } },
    })
    const badPhone = model.reduce(typed, patch({ phone: '12' }), context)
    expect(model.change(model.submit(badPhone, context), context).error).toMatchObject({ code: 'invalid_phone', message: 'Your phone number is invalid.' })
    const onCard = model.reduce(payment.state, { kind: 'action', elementId: 'e', action: 'select', payload: 'card' }, context)
    expect(labels(markupOf(payment, onCard))).not.toContain('Phone number')
  })

  it('a spec that is not one is logged and skipped: the method keeps its catalog form, and the session loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const payment = await idealPayment()
    const odd = { ...payment.session, sessionId: 'elements_session_odd', paymentMethodSpecs: { sessionId: 'elements_session_odd', specs: [{ type: 'ideal', fields: 'email' }, 7] } }
    const context = contextFor(plugins, {}, odd)
    const state = payment.definition.model.reduce(payment.definition.model.init(context), { kind: 'action', elementId: 'e', action: 'select', payload: 'ideal' }, context)
    expect(labels(markupOf({ ...payment, context }, state))).toEqual(['Bank'])
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'payloom: payment_method_specs[0] of the elements session is not { type, fields: [{ type }] } and is skipped.',
      'payloom: payment_method_specs[1] of the elements session is not { type, fields: [{ type }] } and is skipped.',
    ])
  })
})
