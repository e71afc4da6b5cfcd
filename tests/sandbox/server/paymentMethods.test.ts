import fc from 'fast-check'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { testKeys } from '../../../sandbox/keys.ts'
import { eventsOfTypeAbout, startStripeSandbox, stripeFor } from './stripeSandbox.ts'

const server = await startStripeSandbox()
const { stripe } = server
afterAll(() => server.dispose())

const eventsAbout = (type: string, id: string): Promise<Stripe.Event[]> => eventsOfTypeAbout(stripe, type, id)

const visaCard = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }
const missing = { type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' }

const ids = (methods: readonly Stripe.PaymentMethod[]): string[] => methods.map((method) => method.id)

describe('payment methods through the official library', () => {
  it('attaches a test id as a fresh payment method each time, announcing payment_method.attached', async () => {
    const customer = await stripe.customers.create({})
    const first = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
    const second = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
    expect(first.id).not.toBe(second.id)
    expect(first.id).toMatch(/^pm_[A-Za-z0-9]+$/)
    for (const method of [first, second]) expect(method).toMatchObject({ object: 'payment_method', type: 'card', customer: customer.id, card: { brand: 'visa', last4: '4242' } })
    expect(await stripe.paymentMethods.attach('pm_card_amex', { customer: customer.id })).toMatchObject({ card: { brand: 'amex', last4: '0005' } })
    const [attached] = await eventsAbout('payment_method.attached', first.id)
    expect(attached!.data).toMatchObject({ object: first, previous_attributes: { customer: null } })
    // Attaching again to the same customer changes nothing.
    expect(await stripe.paymentMethods.attach(first.id, { customer: customer.id })).toEqual(first)
    expect(await eventsAbout('payment_method.attached', first.id)).toHaveLength(1)
  })

  it('retrieves and updates a saved card: billing details, metadata and expiry, announcing payment_method.updated', async () => {
    const customer = await stripe.customers.create({})
    const created = await stripe.paymentMethods.create({ type: 'card', card: visaCard, billing_details: { name: 'Ada', email: 'ada@example.com' }, metadata: { source: 'checkout' } })
    expect(await stripe.paymentMethods.retrieve(created.id)).toEqual(created)
    await stripe.paymentMethods.attach(created.id, { customer: customer.id })
    const updated = await stripe.paymentMethods.update(created.id, {
      billing_details: { name: 'Ada Lovelace', email: '', address: { postal_code: '94107', country: 'US' } },
      metadata: { source: '', nickname: 'work' },
      card: { exp_month: 3, exp_year: 2041 },
    })
    expect(updated).toMatchObject({
      customer: customer.id,
      billing_details: { name: 'Ada Lovelace', email: null, phone: null, address: { postal_code: '94107', country: 'US', line1: null } },
      metadata: { nickname: 'work' },
      card: { exp_month: 3, exp_year: 2041, last4: '4242' },
    })
    expect(await stripe.paymentMethods.retrieve(created.id)).toEqual(updated)
    expect(await stripe.customers.retrievePaymentMethod(customer.id, created.id)).toEqual(updated)
    const [event] = await eventsAbout('payment_method.updated', created.id)
    expect(event!.data.object).toEqual(updated)
    expect(Object.keys(event!.data.previous_attributes!).sort()).toEqual(['billing_details', 'card', 'metadata'])
  })

  it('detaches, clearing the customer\'s default, announcing payment_method.detached; detaching twice is a 400', async () => {
    const customer = await stripe.customers.create({})
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } })
    const detached = await stripe.paymentMethods.detach(method.id)
    expect(detached).toMatchObject({ id: method.id, customer: null })
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([])
    const after = await stripe.customers.retrieve(customer.id) as Stripe.Customer
    expect(after.invoice_settings.default_payment_method).toBeNull()
    const [event] = await eventsAbout('payment_method.detached', method.id)
    expect(event!.data).toMatchObject({ object: detached, previous_attributes: { customer: customer.id } })
    await expect(stripe.paymentMethods.detach(method.id)).rejects.toMatchObject({ statusCode: 400, code: 'payment_method_unexpected_state' })
    await expect(stripe.customers.retrievePaymentMethod(customer.id, method.id)).rejects.toMatchObject(missing)
  })

  it('lists a customer\'s payment methods newest first, page by page, of one type', async () => {
    const customer = await stripe.customers.create({})
    const cards: string[] = []
    for (const id of ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_discover', 'pm_card_visa']) {
      cards.unshift((await stripe.paymentMethods.attach(id, { customer: customer.id })).id)
    }
    const bank = await stripe.paymentMethods.create({ type: 'ideal', ideal: { bank: 'ing' } })
    await stripe.paymentMethods.attach(bank.id, { customer: customer.id })
    const everything = [bank.id, ...cards]

    const firstPage = await stripe.customers.listPaymentMethods(customer.id, { limit: 2 })
    expect(firstPage).toMatchObject({ object: 'list', has_more: true, url: `/v1/customers/${customer.id}/payment_methods` })
    expect(ids(firstPage.data)).toEqual(everything.slice(0, 2))
    expect(ids(await stripe.customers.listPaymentMethods(customer.id, { limit: 2 }).autoPagingToArray({ limit: 100 }))).toEqual(everything)
    expect(ids(await stripe.customers.listPaymentMethods(customer.id, { type: 'card', limit: 2 }).autoPagingToArray({ limit: 100 }))).toEqual(cards)
    const walked: string[] = []
    for await (const method of stripe.paymentMethods.list({ customer: customer.id, type: 'card', limit: 2 })) walked.push(method.id)
    expect(walked).toEqual(cards)
    expect(ids((await stripe.paymentMethods.list({ customer: customer.id, type: 'ideal' })).data)).toEqual([bank.id])
    expect((await stripe.paymentMethods.list({ customer: customer.id, limit: 1 })).url).toBe('/v1/payment_methods')
  })

  it('makes a card payment method from a test token or a token the sandbox made, each use a new one that pays as its card does', async () => {
    const first = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })
    const second = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } })
    expect(first.id).not.toBe(second.id)
    expect(first.card).toMatchObject({ brand: 'visa', last4: '4242' })
    const tokens = stripeFor(server.sandbox.url, testKeys.publishable)
    const made = await tokens.tokens.create({ card: { number: '5555555555554444', exp_month: '12', exp_year: '2040', cvc: '123' } })
    expect((await stripe.paymentMethods.create({ type: 'card', card: { token: made.id } })).card).toMatchObject({ brand: 'mastercard', last4: '4444' })
    // The token's card decides the payment: tok_chargeDeclined's declines.
    const declining = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_chargeDeclined' } })
    const declined = stripe.paymentIntents.create({ amount: 1000, currency: 'usd', confirm: true, payment_method: declining.id })
    await expect(declined).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined', decline_code: 'generic_decline' })
    await expect(stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_nothing' } })).rejects.toMatchObject({ statusCode: 404, param: 'card[token]' })
  })

  it('answers unknown ids with 404 and bad input with 400 naming the parameter', async () => {
    const customer = await stripe.customers.create({})
    const other = await stripe.customers.create({})
    const saved = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })
    const unsaved = await stripe.paymentMethods.create({ type: 'card', card: visaCard })

    await expect(stripe.paymentMethods.retrieve('pm_nope')).rejects.toMatchObject(missing)
    await expect(stripe.paymentMethods.update('pm_nope', { metadata: { a: 'b' } })).rejects.toMatchObject(missing)
    await expect(stripe.paymentMethods.detach('pm_nope')).rejects.toMatchObject(missing)
    await expect(stripe.paymentMethods.attach('pm_nope', { customer: customer.id })).rejects.toMatchObject(missing)
    await expect(stripe.paymentMethods.attach('pm_card_nope', { customer: customer.id })).rejects.toMatchObject(missing)
    await expect(stripe.paymentMethods.attach(unsaved.id, { customer: 'cus_nope' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' })
    await expect(stripe.paymentMethods.attach(saved.id, { customer: other.id })).rejects.toMatchObject({ statusCode: 400, code: 'payment_method_unexpected_state', param: 'customer' })
    await expect(stripe.paymentMethods.update(unsaved.id, { metadata: { a: 'b' } })).rejects.toMatchObject({ statusCode: 400, code: 'payment_method_unexpected_state' })
    await expect(stripe.paymentMethods.update(saved.id, { card: { exp_month: 13 } })).rejects.toMatchObject({ statusCode: 400, param: 'card[exp_month]' })
    await expect(stripe.paymentMethods.update(saved.id, { card: { exp_month: 1, exp_year: 2020 } }))
      .rejects.toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'invalid_expiry_year', param: 'card[exp_year]' })
    await expect(stripe.paymentMethods.list({ customer: 'cus_nope' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' })
    await expect(stripe.paymentMethods.list({ customer: customer.id, type: 'cheque' as Stripe.PaymentMethodListParams.Type })).rejects.toMatchObject({ statusCode: 400, param: 'type' })
    await expect(stripe.customers.listPaymentMethods('cus_nope')).rejects.toMatchObject(missing)
    await expect(stripe.customers.retrievePaymentMethod(other.id, saved.id)).rejects.toMatchObject(missing)
  })

  it('lists exactly the methods saved to the customer, newest first, after any sequence of attaches and detaches', async () => {
    const testIds = ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex'] as const
    const step = fc.oneof(
      fc.record({ op: fc.constant('attach' as const), testId: fc.constantFrom(...testIds) }),
      fc.record({ op: fc.constantFrom('detach' as const, 'reattach' as const), index: fc.nat() }),
    )
    await fc.assert(fc.asyncProperty(fc.array(step, { maxLength: 8 }), fc.integer({ min: 1, max: 4 }), async (steps, limit) => {
      const customer = await stripe.customers.create({})
      // Every method made for this customer, oldest first, and whether it is saved to it now.
      const made: Array<{ readonly id: string; saved: boolean }> = []
      for (const action of steps) {
        if (action.op === 'attach') {
          made.push({ id: (await stripe.paymentMethods.attach(action.testId, { customer: customer.id })).id, saved: true })
          continue
        }
        const candidates = made.filter((method) => method.saved === (action.op === 'detach'))
        const chosen = candidates[action.index % Math.max(candidates.length, 1)]
        if (chosen === undefined) continue
        if (action.op === 'detach') await stripe.paymentMethods.detach(chosen.id)
        else await stripe.paymentMethods.attach(chosen.id, { customer: customer.id })
        chosen.saved = action.op === 'reattach'
      }
      const expected = made.filter((method) => method.saved).map((method) => method.id).reverse()
      expect(ids(await stripe.customers.listPaymentMethods(customer.id, { limit }).autoPagingToArray({ limit: 100 }))).toEqual(expected)
    }), { numRuns: 15 })
  })
})
