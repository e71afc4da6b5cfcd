import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consumerCall, expectError, saveCard, signUp } from './linkConsumers.ts'
import { confirmWithCard, createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const mexicanCard = '4000004840000008'
const monthly = (count: number) => ({ type: 'fixed_count', count, interval: 'month' })
const withInstallments = { currency: 'mxn', amount: 40000, payment_method_options: { card: { installments: { enabled: true } } } }

/** The plans an intent offers the card whose number starts with `bin`, asked as the card form asks. */
const plansOf = (intent: Record<string, any>, bin: string) =>
  sandbox.call('POST', `/v1/payment_intents/${intent.id}/installment_plans`, { client_secret: intent.client_secret, bin }, { key: pk })

const planParam = 'payment_method_options[card][installments][plan]'

describe('card installment plans (Mexico), over HTTP', () => {
  it('offers 3, 6, 9 and 12 months to the Mexican test card of an intent in pesos with installments enabled, and none to others', async () => {
    const intent = await createPaymentIntent(sandbox, withInstallments)
    expect(intent.payment_method_options).toEqual({ card: { installments: { enabled: true, plan: null } } })
    const plans = await plansOf(intent, mexicanCard.slice(0, 8))
    expect(plans.status).toBe(200)
    expect(plans.body).toEqual({ object: 'installment_plans', enabled: true, amount: 40000, currency: 'mxn', available_plans: [3, 6, 9, 12].map(monthly) })
    expect((await plansOf(intent, '42424242')).body.available_plans).toEqual([])
    // Not enabled, or not in pesos: no plans for the Mexican card either.
    const plain = await createPaymentIntent(sandbox, { currency: 'mxn', amount: 40000 })
    expect((await plansOf(plain, mexicanCard.slice(0, 8))).body).toMatchObject({ enabled: false, available_plans: [] })
    const dollars = await createPaymentIntent(sandbox, { ...withInstallments, currency: 'usd' })
    expect((await plansOf(dollars, mexicanCard.slice(0, 8))).body).toMatchObject({ enabled: true, available_plans: [] })
  })

  it('refuses a plans request without the client secret or with a bin that is not 8 digits', async () => {
    const intent = await createPaymentIntent(sandbox, withInstallments)
    const noSecret = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/installment_plans`, { bin: '40000048' }, { key: pk })
    expect(noSecret.status).toBe(400)
    expect(noSecret.body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' })
    for (const bin of ['400000', '4000004840000008', 'abcdefgh']) {
      const response = await plansOf(intent, bin)
      expect(response.status, bin).toBe(400)
      expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param: 'bin' })
    }
  })

  it('confirms with an offered plan, kept on the intent and its charge; without one the payment is in full', async () => {
    const intent = await createPaymentIntent(sandbox, withInstallments)
    const confirmed = await confirmWithCard(sandbox, intent, mexicanCard, { payment_method_options: { card: { installments: { plan: monthly(3) } } }, expand: ['latest_charge'] })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ status: 'succeeded', payment_method_options: { card: { installments: { enabled: true, plan: monthly(3) } } } })
    expect(confirmed.body.latest_charge.payment_method_details.card).toMatchObject({ country: 'MX', installments: { plan: monthly(3) } })
    const inFull = await confirmWithCard(sandbox, await createPaymentIntent(sandbox, withInstallments), mexicanCard, { expand: ['latest_charge'] })
    expect(inFull.body).toMatchObject({ status: 'succeeded', payment_method_options: { card: { installments: { enabled: true, plan: null } } } })
    expect(inFull.body.latest_charge.payment_method_details.card.installments).toBeNull()
  })

  it('refuses a plan the intent does not offer the card, leaving the intent unpaid', async () => {
    const cases: ReadonlyArray<readonly [Params, string, Params, string]> = [
      [withInstallments, mexicanCard, monthly(4), 'This PaymentIntent offers no 4-month installment plan for this card. Offered: 3, 6, 9, 12.'],
      [withInstallments, '4242424242424242', monthly(3), 'This PaymentIntent offers no 3-month installment plan for this card. Offered: none.'],
      [{ currency: 'mxn', amount: 40000 }, mexicanCard, monthly(3), 'Installments are not enabled for this PaymentIntent: create it with payment_method_options[card][installments][enabled]=true.'],
    ]
    for (const [create, number, plan, message] of cases) {
      const intent = await createPaymentIntent(sandbox, create)
      const refused = await confirmWithCard(sandbox, intent, number, { payment_method_options: { card: { installments: { plan } } } })
      expect(refused.status, message).toBe(400)
      expect(refused.body.error).toEqual(expect.objectContaining({ type: 'invalid_request_error', param: planParam, message }))
      const after = await sandbox.call('GET', `/v1/payment_intents/${intent.id}`)
      expect(after.body.status).toBe('requires_payment_method')
    }
    const intent = await createPaymentIntent(sandbox, withInstallments)
    const revolving = await confirmWithCard(sandbox, intent, mexicanCard, { payment_method_options: { card: { installments: { plan: { type: 'revolving' } } } } })
    expect(revolving.status).toBe(400)
    expect(revolving.body.error.param).toBe(`${planParam}[type]`)
  })
})

describe('a Link consumer\'s payment plans for a saved card (POST /v1/consumers/payment_plans/list)', () => {
  it('lists the monthly plans of a saved Mexican card paying in pesos, none for another card or currency or without a card named', async () => {
    const secret: string = (await signUp(sandbox)).consumer_session.client_secret
    const mexican = await saveCard(sandbox, secret, mexicanCard)
    const visa = await saveCard(sandbox, secret, '4242424242424242')
    const plans = (params: Params) => consumerCall(sandbox, 'payment_plans/list', { amount: 40000, currency: 'mxn', ...params }, secret)
    expect((await plans({ payment_details_id: mexican.id })).body).toEqual({ payment_plans: [3, 6, 9, 12].map(monthly) })
    expect((await plans({ payment_details_id: mexican.id, currency: 'usd' })).body).toEqual({ payment_plans: [] })
    expect((await plans({ payment_details_id: visa.id })).body).toEqual({ payment_plans: [] })
    expect((await plans({})).body).toEqual({ payment_plans: [] })
    expectError(await plans({ payment_details_id: 'csmrpd_nope' }), 404, 'resource_missing', 'payment_details_id')
  })
})
