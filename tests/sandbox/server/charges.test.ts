import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { rejection, startStripeSandbox } from './stripeSandbox.ts'

const server = await startStripeSandbox()
const { stripe } = server
afterAll(() => server.dispose())

const order = { amount: 2000, currency: 'usd' } as const


describe('charges through the official library', () => {
  it('shows a payment’s charge as the provider does: the intent’s latest_charge', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com' })
    const intent = await stripe.paymentIntents.create({
      ...order, customer: customer.id, confirm: true, payment_method: 'pm_card_visa',
      metadata: { order: '7' }, description: 'Order 7', receipt_email: 'ada@example.com',
    })
    const charge = await stripe.charges.retrieve(intent.latest_charge as string)
    expect(charge).toMatchObject({
      object: 'charge', amount: 2000, amount_captured: 2000, amount_refunded: 0, refunded: false, captured: true, paid: true, status: 'succeeded',
      currency: 'usd', balance_transaction: null, payment_intent: intent.id, payment_method: intent.payment_method, customer: customer.id,
      description: 'Order 7', metadata: { order: '7' }, receipt_email: 'ada@example.com', failure_code: null, livemode: false,
      billing_details: { name: null, email: null, address: { country: null } },
      outcome: { type: 'authorized', network_status: 'approved_by_network' },
    })
    const year = new Date().getUTCFullYear() + 1
    expect(charge.payment_method_details).toMatchObject({ type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: year, network: 'visa', three_d_secure: null } })
  })

  it('keeps a declined attempt as a failed charge', async () => {
    const intent = await stripe.paymentIntents.create(order)
    const error = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }))
    const failed = await stripe.charges.retrieve(error.charge!)
    expect(failed).toMatchObject({
      status: 'failed', paid: false, captured: false, amount_captured: 0, failure_code: 'card_declined', failure_message: 'Your card was declined.',
      outcome: { type: 'issuer_declined', reason: 'generic_decline' }, payment_intent: intent.id,
    })
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })
    const attempts = await stripe.charges.list({ payment_intent: intent.id })
    expect(attempts.data.map((charge) => [charge.id, charge.status])).toEqual([[paid.latest_charge, 'succeeded'], [failed.id, 'failed']])
  })

  it('shows a manual-capture charge as authorised, then captured', async () => {
    const intent = await stripe.paymentIntents.create({ ...order, capture_method: 'manual', confirm: true, payment_method: 'pm_card_visa' })
    const authorized = await stripe.charges.retrieve(intent.latest_charge as string)
    expect(authorized).toMatchObject({ status: 'succeeded', paid: true, captured: false, amount_captured: 0 })
    expect(authorized.payment_method_details?.card?.capture_before).toBeGreaterThan(authorized.created)
    await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1200 })
    expect(await stripe.charges.retrieve(authorized.id)).toMatchObject({ captured: true, amount: 2000, amount_captured: 1200 })
  })

  it('lists a customer’s charges across pages, newest first, with expansions', async () => {
    const customer = await stripe.customers.create({})
    const charges: string[] = []
    for (let i = 0; i < 5; i++) {
      const intent = await stripe.paymentIntents.create({ ...order, customer: customer.id, confirm: true, payment_method: 'pm_card_visa' })
      charges.push(intent.latest_charge as string)
    }
    const walked: string[] = []
    for await (const charge of stripe.charges.list({ customer: customer.id, limit: 2 })) walked.push(charge.id)
    expect(walked).toEqual([...charges].reverse())
    const page = await stripe.charges.list({ customer: customer.id, limit: 1, expand: ['data.payment_intent', 'data.customer'] })
    expect(page).toMatchObject({ object: 'list', url: '/v1/charges', has_more: true })
    expect(page.data[0]?.payment_intent).toMatchObject({ object: 'payment_intent', latest_charge: charges[4] })
    expect(page.data[0]?.customer).toMatchObject({ object: 'customer', id: customer.id })
    const unfiltered = await stripe.charges.list({ limit: 1 })
    expect(unfiltered.data.map((charge) => charge.id)).toEqual([charges[4]])
  })

  it('expands a retrieved charge’s intent', async () => {
    const intent = await stripe.paymentIntents.create({ ...order, confirm: true, payment_method: 'pm_card_visa' })
    const charge = await stripe.charges.retrieve(intent.latest_charge as string, { expand: ['payment_intent'] })
    expect(charge.payment_intent).toMatchObject({ object: 'payment_intent', id: intent.id, status: 'succeeded' })
  })

  it('answers an unknown charge with a 404 and bad input with a 400 naming the parameter', async () => {
    expect(await rejection(stripe.charges.retrieve('ch_missing'))).toMatchObject({ statusCode: 404, code: 'resource_missing', type: 'StripeInvalidRequestError' })
    expect(await rejection(stripe.charges.list({ limit: 101 }))).toMatchObject({ statusCode: 400, param: 'limit' })
    expect(await rejection(stripe.charges.list({ expand: ['data.amount'] }))).toMatchObject({ statusCode: 400, param: 'expand' })
  })
})
