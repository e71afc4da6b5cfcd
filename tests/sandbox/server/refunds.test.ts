import fc from 'fast-check'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { eventsOfTypeAbout, startStripeSandbox } from './stripeSandbox.ts'

const server = await startStripeSandbox()
const { stripe } = server
afterAll(() => server.dispose())

const eventsAbout = (type: string, id: string): Promise<Stripe.Event[]> => eventsOfTypeAbout(stripe, type, id)

/** A payment intent the merchant's server created and confirmed with a test card. */
const paidIntent = (amount: number, extra: Partial<Stripe.PaymentIntentCreateParams> = {}): Promise<Stripe.PaymentIntent> =>
  stripe.paymentIntents.create({ amount, currency: 'usd', payment_method: 'pm_card_visa', confirm: true, ...extra })

const chargeOf = (intent: Stripe.PaymentIntent): Promise<Stripe.Charge> => stripe.charges.retrieve(String(intent.latest_charge))

const invalid = (fields: Readonly<Record<string, unknown>>) => ({ type: 'StripeInvalidRequestError', statusCode: 400, ...fields })

describe('refunds through the official library', () => {
  it('refunds part by intent, then the rest by charge; the charge counts them and is refunded once nothing is left', async () => {
    const intent = await paidIntent(1000)
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 300, reason: 'requested_by_customer', metadata: { order: '42' } })
    expect(partial).toMatchObject({
      object: 'refund', status: 'succeeded', amount: 300, currency: 'usd', charge: intent.latest_charge, payment_intent: intent.id,
      reason: 'requested_by_customer', metadata: { order: '42' },
    })
    expect(await chargeOf(intent)).toMatchObject({ amount: 1000, amount_refunded: 300, refunded: false })

    const rest = await stripe.refunds.create({ charge: String(intent.latest_charge) })
    expect(rest).toMatchObject({ amount: 700, reason: null, metadata: {}, payment_intent: intent.id })
    const charge = await chargeOf(intent)
    expect(charge).toMatchObject({ amount_refunded: 1000, refunded: true })

    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject(invalid({ code: 'charge_already_refunded' }))
    await expect(stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject(invalid({ code: 'charge_already_refunded' }))

    expect(await eventsAbout('refund.created', partial.id)).toHaveLength(1)
    const chargeEvents = await eventsAbout('charge.refunded', charge.id)
    expect(chargeEvents.map((event) => event.data.previous_attributes)).toEqual([{ amount_refunded: 300, refunded: false }, { amount_refunded: 0 }])
    expect(chargeEvents[0]!.data.object).toEqual(charge)
  })

  it('refuses a refund of more than is left, naming amount, and changes nothing', async () => {
    const intent = await paidIntent(500)
    await stripe.refunds.create({ payment_intent: intent.id, amount: 200 })
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 301 })).rejects.toMatchObject(invalid({ code: 'amount_too_large', param: 'amount' }))
    expect(await chargeOf(intent)).toMatchObject({ amount_refunded: 200, refunded: false })
    expect(await stripe.refunds.create({ payment_intent: intent.id, amount: 300 })).toMatchObject({ amount: 300 })
  })

  it('refunds only what a partial capture took; refuses an uncaptured, a declined or an unconfirmed intent', async () => {
    const held = await paidIntent(1000, { capture_method: 'manual' })
    expect(held.status).toBe('requires_capture')
    await expect(stripe.refunds.create({ payment_intent: held.id })).rejects.toMatchObject(invalid({ code: 'charge_not_refundable', param: 'payment_intent' }))
    await stripe.paymentIntents.capture(held.id, { amount_to_capture: 600 })
    expect(await stripe.refunds.create({ payment_intent: held.id })).toMatchObject({ amount: 600 })
    expect(await chargeOf(held)).toMatchObject({ amount_captured: 600, amount_refunded: 600, refunded: true })

    const declined = await paidIntent(1000, { payment_method: 'pm_card_chargeDeclined' }).catch((error: unknown) => error)
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError)
    const failedIntent = (declined as Stripe.errors.StripeCardError).payment_intent!
    await expect(stripe.refunds.create({ payment_intent: failedIntent.id })).rejects.toMatchObject(invalid({ code: 'charge_not_refundable' }))

    const unpaid = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' })
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject(invalid({ code: 'payment_intent_unexpected_state', param: 'payment_intent' }))
  })

  it('answers bad input with a 400 naming the parameter', async () => {
    const intent = await paidIntent(1000)
    const charge = String(intent.latest_charge)
    await expect(stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject(invalid({ code: 'resource_missing', param: 'payment_intent' }))
    await expect(stripe.refunds.create({ charge: 'ch_nope' })).rejects.toMatchObject(invalid({ code: 'resource_missing', param: 'charge' }))
    await expect(stripe.refunds.create({})).rejects.toMatchObject(invalid({ code: 'parameter_missing' }))
    await expect(stripe.refunds.create({ payment_intent: intent.id, charge })).rejects.toMatchObject(invalid({ param: 'payment_intent' }))
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 0 })).rejects.toMatchObject(invalid({ param: 'amount' }))
    await expect(stripe.refunds.create({ payment_intent: intent.id, reason: 'bored' as Stripe.RefundCreateParams.Reason })).rejects.toMatchObject(invalid({ param: 'reason' }))
    await expect(stripe.refunds.create({ payment_intent: intent.id, currency: 'eur' })).rejects.toMatchObject(invalid({ code: 'parameter_unknown', param: 'currency' }))
    expect(await chargeOf(intent)).toMatchObject({ amount_refunded: 0 })
  })

  it('retrieves, updates the metadata of, and lists refunds newest first, page by page, by intent and by charge', async () => {
    const intent = await paidIntent(1500)
    const other = await paidIntent(1000)
    await stripe.refunds.create({ payment_intent: other.id, amount: 100 })
    const made: string[] = []
    for (let i = 1; i <= 5; i++) made.unshift((await stripe.refunds.create({ payment_intent: intent.id, amount: 100 * i })).id)

    const firstPage = await stripe.refunds.list({ payment_intent: intent.id, limit: 2 })
    expect(firstPage).toMatchObject({ object: 'list', has_more: true, url: '/v1/refunds' })
    const walked: string[] = []
    for await (const refund of stripe.refunds.list({ payment_intent: intent.id, limit: 2 })) walked.push(refund.id)
    expect(walked).toEqual(made)
    const byCharge = await stripe.refunds.list({ charge: String(intent.latest_charge), limit: 3 }).autoPagingToArray({ limit: 100 })
    expect(byCharge.map((refund) => refund.id)).toEqual(made)
    const everyRefund = await stripe.refunds.list({ limit: 4 }).autoPagingToArray({ limit: 1000 })
    expect(everyRefund.slice(0, 5).map((refund) => refund.id)).toEqual(made)

    const refund = await stripe.refunds.retrieve(made[0]!)
    expect(refund).toMatchObject({ amount: 500, payment_intent: intent.id })
    const updated = await stripe.refunds.update(refund.id, { metadata: { ticket: 'T-1' } })
    expect(updated).toEqual({ ...refund, metadata: { ticket: 'T-1' } })
    expect(await stripe.refunds.retrieve(refund.id)).toEqual(updated)
    const [event] = await eventsAbout('charge.refund.updated', refund.id)
    expect(event!.data).toMatchObject({ object: updated, previous_attributes: { metadata: {} } })
    await expect(stripe.refunds.update(refund.id, { amount: 1 } as Stripe.RefundUpdateParams)).rejects.toMatchObject(invalid({ code: 'parameter_unknown', param: 'amount' }))
    await expect(stripe.refunds.cancel(refund.id)).rejects.toMatchObject(invalid({}))
  })

  it('expands a refund\'s charge and payment intent', async () => {
    const intent = await paidIntent(700)
    const refund = await stripe.refunds.create({ payment_intent: intent.id, expand: ['charge', 'payment_intent'] })
    expect(refund.charge).toMatchObject({ object: 'charge', id: intent.latest_charge, amount_refunded: 700, refunded: true })
    expect(refund.payment_intent).toMatchObject({ object: 'payment_intent', id: intent.id })
    expect((await stripe.refunds.retrieve(refund.id, { expand: ['charge'] })).charge).toMatchObject({ id: intent.latest_charge })
  })

  it('answers an unknown refund with 404', async () => {
    const missing = { type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' }
    await expect(stripe.refunds.retrieve('re_nope')).rejects.toMatchObject(missing)
    await expect(stripe.refunds.update('re_nope', { metadata: { a: 'b' } })).rejects.toMatchObject(missing)
    await expect(stripe.refunds.cancel('re_nope')).rejects.toMatchObject(missing)
    await expect(stripe.refunds.list({ starting_after: 're_nope' })).rejects.toMatchObject(invalid({ code: 'resource_missing', param: 'starting_after' }))
  })

  it('never refunds more than was charged, for any sequence of refunds; refunded is true exactly when all of it is', async () => {
    // An ask is an amount, or undefined: refund all that is left.
    const ask = fc.option(fc.integer({ min: 1, max: 1200 }), { nil: undefined })
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 2000 }), fc.array(ask, { minLength: 1, maxLength: 6 }), async (amount, asks) => {
      const intent = await paidIntent(amount)
      let refunded = 0
      for (const requested of asks) {
        const answer = await stripe.refunds.create({ payment_intent: intent.id, ...(requested === undefined ? {} : { amount: requested }) }).catch((error: unknown) => error)
        const left = amount - refunded
        if (left === 0) expect(answer).toMatchObject(invalid({ code: 'charge_already_refunded' }))
        else if (requested !== undefined && requested > left) expect(answer).toMatchObject(invalid({ code: 'amount_too_large', param: 'amount' }))
        else {
          expect(answer).toMatchObject({ status: 'succeeded', amount: requested ?? left })
          refunded += requested ?? left
        }
        expect(await chargeOf(intent)).toMatchObject({ amount_refunded: refunded, refunded: refunded === amount })
      }
      const listed = await stripe.refunds.list({ payment_intent: intent.id, limit: 100 })
      expect(listed.data.reduce((sum, refund) => sum + refund.amount, 0)).toBe(refunded)
    }), { numRuns: 15 })
  })
})
