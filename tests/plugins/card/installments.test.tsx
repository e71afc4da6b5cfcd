import * as Effect from 'effect/Effect'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, makeRegistry, type SessionContext } from 'payloom'
import { card, type CardValues } from 'payloom/plugins/card'
import { ApiClient, makeApiClient, type FormParams } from '../../../core/api/ApiClient.ts'
import { confirmParamsWithPaymentMethod } from '../../../core/confirm/fromElements.ts'
import { methodOptionsMoved } from '../../../core/confirm/methodOptions.ts'
import type { ToController } from '../../../core/elements/messages.ts'
import type { ElementContext } from '../../../core/plugin/ElementDefinition.ts'
import { paymentElement } from '../../../core/elements/payment/paymentElement.tsx'
import { sessionContextOf } from '../../../core/elements/payment/methodState.ts'
import { loadElementsSession, type ElementsSession } from '../../../core/session/elementsSession.ts'
import { cardForm } from '../../../plugins/card/Form.tsx'
import { messages } from '../../../plugins/card/messages.ts'
import { contextFor } from '../../core/elements/context.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/**
 * Card installment plans (payment-form.md §3 "installmentPlan", §4 "Installments: plan retrieval
 * begin, success, failure") over real HTTP to the sandbox: the payment element's card form, on a
 * payment intent in pesos with installments enabled, asks the plans of the card once its number is
 * whole, offers them, and the plan picked goes into what confirm sends; the sandbox keeps it.
 */
let sandbox: TestSandbox
let api: ReturnType<typeof makeApiClient>
beforeAll(async () => {
  sandbox = await startTestSandbox()
  api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
})
afterAll(() => sandbox.dispose())

const mexicanCard = '4000004840000008'
const monthly = (count: number) => ({ type: 'fixed_count', count, interval: 'month' })

/** A payment intent of MX$400.00 (installments enabled unless said), and its elements session as payloom loads it. */
const payment = async (installments = true) => {
  const intent = await createPaymentIntent(sandbox, { amount: 40000, currency: 'mxn', ...(installments ? { payment_method_options: { card: { installments: { enabled: true } } } } : {}) })
  const loaded = await Effect.runPromise(Effect.provideService(loadElementsSession({ clientSecret: intent.client_secret }, makeRegistry([card()]), 'en'), ApiClient, api))
  return { intent, session: loaded }
}

type PaymentState = { readonly methods: Readonly<Record<string, { readonly values: CardValues }>> }

/**
 * The payment element with the card form, run as an elements group runs it: the shopper's input to
 * `reduce`, then its `load` work (the card's lookups) until it settles, each step's card values
 * recorded. `fail` makes every provider call fail, as a dropped connection does.
 */
const paymentForm = (elementsSession: ElementsSession, fail = false) => {
  const calls: string[] = []
  const context: ElementContext = {
    ...contextFor([card()], {}, elementsSession),
    runApi: (effect) => {
      calls.push('call')
      return fail ? Promise.reject(new Error('offline')) : Effect.runPromise(Effect.provideService(effect, ApiClient, api))
    },
  }
  const { model } = paymentElement(context.registry)
  let state = model.init(context as never) as unknown as PaymentState
  const steps: Array<{ readonly status: string | undefined; readonly html: string }> = []
  const settle = async () => {
    for (let pending = model.load?.(state as never, context as never); pending !== undefined; pending = model.load?.(state as never, context as never)) {
      const answers: ReadonlyArray<ToController> = await pending
      if (answers.length === 0) break
      for (const answer of answers) state = model.reduce(state as never, answer, context as never) as unknown as PaymentState
      steps.push({ status: values().installmentPlans?.status, html: html() })
    }
  }
  const values = () => state.methods.card!.values
  const input = async (patch: Partial<CardValues>) => {
    state = model.reduce(state as never, { kind: 'patch', elementId: 'e', patch: patch as never }, context as never) as unknown as PaymentState
    await settle()
  }
  const session: SessionContext = sessionContextOf(context)
  /** The card form as the shopper sees it, in English. */
  const html = () => renderToStaticMarkup(cardForm({ allow19Digits: false, filter: {} })({
    values: values(), errors: {}, errorMessages: {}, t: (key) => (messages.en as Record<string, string>)[key] ?? key,
    idPrefix: 'test', onChange: () => undefined, locale: 'en', session,
  }))
  const data = () => model.paymentMethodData!(state as never, context as never) as FormParams
  return { calls, steps, values, input, html, data }
}

const cardDetails = { expiry: '12 / 34', cvc: '123', postalCode: '10001' }

const confirm = (clientSecret: string, data: FormParams) =>
  createPayloom(pk, { apiBase: sandbox.url, plugins: [card()] }).confirmPayment({ clientSecret, confirmParams: methodOptionsMoved(confirmParamsWithPaymentMethod(undefined, data)), redirect: 'if_required' })

describe('card installment plans in the payment element (payloom/plugins/card, against the sandbox)', () => {
  it('retrieves the plans once the Mexican card\'s number is whole (begin, then success), offers them with each month\'s payment, and confirms in 3', async () => {
    const { intent, session } = await payment()
    expect(session).toMatchObject({ cardInstallments: true, clientSecret: intent.client_secret })
    const form = paymentForm(session)
    for (let end = 1; end < mexicanCard.length; end++) await form.input({ number: mexicanCard.slice(0, end) })
    // No retrieval before the number is whole.
    expect(form.values().installmentPlans).toBeUndefined()
    expect(form.html()).not.toContain('Installments')
    await form.input({ number: mexicanCard, ...cardDetails })
    const retrieval = form.steps.filter((step) => step.status !== undefined)
    expect(retrieval.map((step) => step.status)).toEqual(['begin', 'success'])
    expect(retrieval[0]!.html).toContain('<p class="p-InstallmentsStatus" role="status">Checking installment plans for this card…</p>')
    expect(form.calls).toHaveLength(2) // one card metadata lookup (the networks), one plans call
    expect(form.values().installmentPlans).toEqual({ bin: '40000048', status: 'success', plans: [3, 6, 9, 12].map(monthly) })
    const html = form.html()
    expect(html).toContain('for="test-installmentPlan">Installments</label>')
    expect(html).toContain('<option value="" selected="">Pay in full</option>')
    expect(html).toContain('<option value="3">3 × MX$133.34/month</option>')
    expect(html).toContain('<option value="12">12 × MX$33.34/month</option>')
    // Paying in full sends no plan; the plan picked goes with the card.
    expect(form.data()).not.toHaveProperty('payment_method_options')
    await form.input({ installmentPlan: '3' })
    expect(form.data()).toMatchObject({ type: 'card', payment_method_options: { card: { installments: { plan: monthly(3) } } } })
    expect(form.html()).toContain('<option value="3" selected="">')
    const { paymentIntent, error } = await confirm(intent.client_secret, form.data())
    expect(error).toBeUndefined()
    expect(paymentIntent).toMatchObject({ status: 'succeeded', payment_method_options: { card: { installments: { enabled: true, plan: monthly(3) } } } })
  })

  it('offers nothing to a card the intent offers no plans; another card empties the plan picked for the one before', async () => {
    const { intent, session } = await payment()
    const form = paymentForm(session)
    await form.input({ number: mexicanCard, ...cardDetails })
    await form.input({ installmentPlan: '6' })
    await form.input({ number: '4242424242424242' })
    expect(form.values()).toMatchObject({ installmentPlan: '', installmentPlans: { bin: '42424242', status: 'success', plans: [] } })
    expect(form.html()).not.toContain('Installments')
    expect(form.data()).not.toHaveProperty('payment_method_options')
    expect((await confirm(intent.client_secret, form.data())).paymentIntent).toMatchObject({ status: 'succeeded', payment_method_options: { card: { installments: { plan: null } } } })
    // An incomplete number again: the retrieval is forgotten.
    await form.input({ number: '424242' })
    expect(form.values().installmentPlans).toBeNull()
  })

  it('says when the plans could not be retrieved (failure), and the card pays in full', async () => {
    const { session } = await payment()
    const form = paymentForm(session, true)
    await form.input({ number: mexicanCard, ...cardDetails })
    expect(form.values().installmentPlans).toEqual({ bin: '40000048', status: 'failure', plans: [] })
    expect(form.html()).toContain('<p class="p-InstallmentsStatus" role="status">Installment plans could not be loaded. You can pay in full.</p>')
    expect(form.data()).not.toHaveProperty('payment_method_options')
  })

  it('asks nothing on a payment that does not offer installments', async () => {
    const { session } = await payment(false)
    expect(session.cardInstallments).toBeUndefined()
    const form = paymentForm(session)
    await form.input({ number: mexicanCard, ...cardDetails })
    expect(form.calls).toHaveLength(1) // the card metadata lookup alone
    expect(form.values().installmentPlans).toBeUndefined()
    expect(form.html()).not.toContain('Installments')
  })
})
