import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { typesOfFamily } from '../../../sandbox/methodCatalog.ts'
import { namedTestCards, outcomeOf } from '../../../sandbox/testCards.ts'
import { rejection, startStripeSandbox } from './stripeSandbox.ts'

const server = await startStripeSandbox()
const { stripe } = server
afterAll(() => server.dispose())


const order = { amount: 2000, currency: 'usd' } as const

/** The events about an object and the charges it made (`about` is an intent or a payment method id), oldest first. */
const eventsAbout = async (about: string): Promise<Stripe.Event[]> => {
  const found: Stripe.Event[] = []
  for await (const event of stripe.events.list({ limit: 100 })) {
    const object = event.data.object as { readonly id?: string; readonly payment_intent?: string }
    if (object.id === about || object.payment_intent === about) found.push(event)
  }
  return found.reverse()
}

const typesOf = (events: readonly Stripe.Event[]): readonly string[] => events.map((event) => event.type)

describe('payment intents through the official library', () => {
  it('creates with the merchant’s fields, retrieves, updates and confirms server-side', async () => {
    const customer = await stripe.customers.create({ email: 'shopper@example.com' })
    const created = await stripe.paymentIntents.create({
      ...order,
      payment_method: 'pm_card_visa',
      allowed_payment_method_types: ['card'],
      customer: customer.id,
      setup_future_usage: 'off_session',
      metadata: { order: '42' },
      description: 'Order 42',
      receipt_email: 'shopper@example.com',
    })
    expect(created).toMatchObject({
      object: 'payment_intent', status: 'requires_confirmation', amount: 2000, currency: 'usd', customer: customer.id, setup_future_usage: 'off_session',
      metadata: { order: '42' }, description: 'Order 42', receipt_email: 'shopper@example.com', latest_charge: null,
      allowed_payment_method_types: ['card'], payment_method_types: ['card'],
    })
    // A test id stands for a fresh payment method of the provider's shape, never for itself.
    expect(created.payment_method).toMatch(/^pm_(?!card_)/)
    expect(await stripe.paymentIntents.retrieve(created.id)).toEqual(created)

    const updated = await stripe.paymentIntents.update(created.id, { amount: 2500, metadata: { gift: 'yes' }, description: 'Order 42, gift wrapped' })
    expect(updated).toMatchObject({ amount: 2500, metadata: { order: '42', gift: 'yes' }, description: 'Order 42, gift wrapped', status: 'requires_confirmation' })

    const confirmed = await stripe.paymentIntents.confirm(created.id)
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 2500, amount_capturable: 0, payment_method: created.payment_method })
    expect(confirmed.latest_charge).toMatch(/^ch_/)
  })

  it('creates and confirms in one call, with the payment method given at confirm or at create', async () => {
    const atCreate = await stripe.paymentIntents.create({ ...order, confirm: true, payment_method: 'pm_card_mastercard', automatic_payment_methods: { enabled: true, allow_redirects: 'never' } })
    expect(atCreate).toMatchObject({ status: 'succeeded', amount_received: 2000, automatic_payment_methods: { enabled: true, allow_redirects: 'never' } })
    const pending = await stripe.paymentIntents.create(order)
    expect(pending).toMatchObject({ status: 'requires_payment_method', payment_method: null })
    expect(await stripe.paymentIntents.confirm(pending.id, { payment_method: 'pm_card_visa' })).toMatchObject({ status: 'succeeded', amount_received: 2000 })
  })

  it('sets a payment method by update, with a test id', async () => {
    const intent = await stripe.paymentIntents.create(order)
    const updated = await stripe.paymentIntents.update(intent.id, { payment_method: 'pm_card_amex' })
    expect(updated).toMatchObject({ status: 'requires_confirmation', payment_method: expect.stringMatching(/^pm_(?!card_)/) })
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { expand: ['payment_method'] })
    expect(confirmed.status).toBe('succeeded')
    expect((confirmed.payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: 'amex', last4: '0005' })
  })

  it('makes a fresh payment method on each use of a test id', async () => {
    const first = await stripe.paymentIntents.create({ ...order, confirm: true, payment_method: 'pm_card_visa' })
    const second = await stripe.paymentIntents.create({ ...order, confirm: true, payment_method: 'pm_card_visa' })
    expect(first.payment_method).not.toBe(second.payment_method)
  })

  describe('the payment methods an intent offers', () => {
    const euros = { amount: 2000, currency: 'eur' } as const

    it('offers redirect methods with automatic payment methods unless redirects are refused or excluded', async () => {
      const redirects = await stripe.paymentIntents.create({ ...euros, automatic_payment_methods: { enabled: true } })
      expect(redirects.payment_method_types).toEqual(expect.arrayContaining(['card', 'ideal']))
      const never = await stripe.paymentIntents.create({ ...euros, automatic_payment_methods: { enabled: true, allow_redirects: 'never' } })
      expect(never.payment_method_types[0]).toBe('card')
      expect(never.payment_method_types).toContain('sepa_debit')
      expect(never.payment_method_types).not.toEqual(expect.arrayContaining(['ideal']))
      expect(never.payment_method_types.filter((type) => typesOfFamily('redirect').includes(type))).toEqual([])
      const excluded = await stripe.paymentIntents.create({ ...euros, excluded_payment_method_types: ['ideal'] })
      expect(excluded).toMatchObject({ excluded_payment_method_types: ['ideal'], automatic_payment_methods: { enabled: true } })
      expect(excluded.payment_method_types).toContain('card')
      expect(excluded.payment_method_types).not.toContain('ideal')
    })

    it('keeps the allowed types it knows, as the library’s API version filters them', async () => {
      const intent = await stripe.paymentIntents.create({ ...euros, allowed_payment_method_types: ['card', 'ideal', 'bizum'] })
      expect(intent).toMatchObject({ allowed_payment_method_types: ['card', 'ideal', 'bizum'], payment_method_types: ['card', 'ideal'], automatic_payment_methods: null })
      const setup = await stripe.setupIntents.create({ allowed_payment_method_types: ['card'] })
      expect(setup).toMatchObject({ allowed_payment_method_types: ['card'], payment_method_types: ['card'] })
    })

    it('takes payment_method_types as older API versions name it', async () => {
      const intent = await stripe.paymentIntents.create({ ...euros, payment_method_types: ['card', 'ideal'] } as Stripe.PaymentIntentCreateParams)
      expect(intent).toMatchObject({ payment_method_types: ['card', 'ideal'], allowed_payment_method_types: null })
    })
  })

  describe('each named test card', () => {
    for (const [name, number] of Object.entries(namedTestCards)) {
      const outcome = outcomeOf(number)
      it(`pm_card_${name} ${outcome.kind === 'decline' ? `declines (${outcome.declineCode})` : outcome.kind === 'authenticate' ? 'asks for authentication' : 'pays'}`, async () => {
        const intent = await stripe.paymentIntents.create({ ...order, allowed_payment_method_types: ['card'] })
        const confirming = stripe.paymentIntents.confirm(intent.id, { payment_method: `pm_card_${name}`, expand: ['payment_method'] })
        switch (outcome.kind) {
          case 'succeed': {
            const paid = await confirming
            expect(paid.status).toBe('succeeded')
            expect((paid.payment_method as Stripe.PaymentMethod).card?.last4).toBe(number.slice(-4))
            return
          }
          case 'authenticate': {
            const waiting = await confirming
            expect(waiting).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } })
            return
          }
          case 'decline': {
            const error = await rejection(confirming)
            expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
            expect(error).toMatchObject({ statusCode: 402, type: 'StripeCardError', code: outcome.code, decline_code: outcome.declineCode, message: outcome.message })
            expect(error.charge).toMatch(/^ch_/)
            const raw = error.raw as { payment_intent: Stripe.PaymentIntent }
            expect(raw.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method', latest_charge: error.charge })
            expect(raw.payment_intent.last_payment_error).toMatchObject({ type: 'card_error', code: outcome.code, decline_code: outcome.declineCode })
          }
        }
      })
    }
  })

  it('names the card brands as the provider does', async () => {
    const brands = { visa: 'visa', mastercard: 'mastercard', amex: 'amex', discover: 'discover' }
    for (const [name, brand] of Object.entries(brands)) {
      const paid = await stripe.paymentIntents.create({ ...order, confirm: true, payment_method: `pm_card_${name}`, expand: ['payment_method'] })
      expect((paid.payment_method as Stripe.PaymentMethod).card?.brand, name).toBe(brand)
    }
  })

  it('declines a card that must authenticate when charged off session, with authentication_required', async () => {
    const customer = await stripe.customers.create({})
    const error = await rejection(stripe.paymentIntents.create({ ...order, customer: customer.id, payment_method: 'pm_card_authenticationRequired', confirm: true, off_session: true }))
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({ code: 'authentication_required', decline_code: 'authentication_required' })
    expect(error.payment_intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'authentication_required' } })
    const recurring = await rejection(stripe.paymentIntents.create({ ...order, customer: customer.id, payment_method: 'pm_card_threeDSecure2Required', confirm: true, off_session: 'recurring' }))
    expect(recurring).toMatchObject({ code: 'authentication_required', statusCode: 402 })
  })

  it('asks a 3D Secure card to authenticate on the page it returns to', async () => {
    const intent = await stripe.paymentIntents.create({ ...order, confirm: true, payment_method: 'pm_card_threeDSecure2Required', return_url: 'https://shop.example/done' })
    expect(intent.status).toBe('requires_action')
    expect(intent.next_action).toMatchObject({ type: 'redirect_to_url', redirect_to_url: { return_url: 'https://shop.example/done', url: expect.stringContaining(server.sandbox.url) } })
  })

  it('captures a manual-capture intent in full', async () => {
    const authorized = await stripe.paymentIntents.create({ ...order, capture_method: 'manual', confirm: true, payment_method: 'pm_card_visa' })
    expect(authorized).toMatchObject({ status: 'requires_capture', amount_capturable: 2000, amount_received: 0 })
    const captured = await stripe.paymentIntents.capture(authorized.id)
    expect(captured).toMatchObject({ status: 'succeeded', amount_capturable: 0, amount_received: 2000 })
  })

  it('captures part of an authorisation, which is then all the intent received', async () => {
    const authorized = await stripe.paymentIntents.create({ ...order, capture_method: 'manual', confirm: true, payment_method: 'pm_card_visa' })
    const tooMuch = await rejection(stripe.paymentIntents.capture(authorized.id, { amount_to_capture: 2001 }))
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(tooMuch.param).toBe('amount_to_capture')
    const captured = await stripe.paymentIntents.capture(authorized.id, { amount_to_capture: 1500, metadata: { shipped: 'partly' }, expand: ['latest_charge'] })
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 1500, amount_capturable: 0, metadata: { shipped: 'partly' } })
    expect(captured.latest_charge).toMatchObject({ captured: true, amount: 2000, amount_captured: 1500 })
    const again = await rejection(stripe.paymentIntents.capture(authorized.id))
    expect(again).toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 })
  })

  it('cancels, after which confirming is refused', async () => {
    const intent = await stripe.paymentIntents.create(order)
    expect(await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'requested_by_customer' })).toMatchObject({ status: 'canceled', cancellation_reason: 'requested_by_customer' })
    const refused = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }))
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(refused).toMatchObject({ code: 'payment_intent_unexpected_state', payment_intent: { status: 'canceled' } })
  })

  it('charges once when two confirms of one intent race', async () => {
    const intent = await stripe.paymentIntents.create(order)
    const results = await Promise.allSettled([
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected')
    expect(refused?.reason).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(refused?.reason).toMatchObject({ code: 'payment_intent_unexpected_state' })
    const charges = await stripe.charges.list({ payment_intent: intent.id })
    expect(charges.data).toHaveLength(1)
    expect(charges.data[0]).toMatchObject({ status: 'succeeded', amount_captured: 2000 })
  })

  it('lists by creation time, a moment or a range, as every list takes created', async () => {
    const intent = await stripe.paymentIntents.create(order)
    const ids = async (created: Stripe.RangeQueryParam | number): Promise<string[]> =>
      (await stripe.paymentIntents.list({ created, limit: 100 }).autoPagingToArray({ limit: 10_000 })).map((listed) => listed.id)
    expect(await ids({ gte: intent.created, lte: intent.created })).toContain(intent.id)
    expect(await ids(intent.created)).toContain(intent.id)
    expect(await ids({ gt: intent.created })).not.toContain(intent.id)
    expect(await ids({ lt: intent.created })).not.toContain(intent.id)
    await expect(stripe.paymentIntents.list({ created: { after: 1 } as Stripe.RangeQueryParam })).rejects.toMatchObject({ statusCode: 400, param: 'created[after]' })
  })

  describe('events', () => {
    it('announces a payment, its charge, and what the payment changed', async () => {
      const paid = await stripe.paymentIntents.create({ ...order, confirm: true, payment_method: 'pm_card_visa' })
      const events = await eventsAbout(paid.id)
      expect(typesOf(events)).toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded'])
      expect(events[1]?.data.object).toMatchObject({ object: 'charge', id: paid.latest_charge, status: 'succeeded' })
      expect(events[2]?.data).toMatchObject({
        object: { id: paid.id, status: 'succeeded' },
        previous_attributes: { status: 'requires_payment_method', amount_received: 0, latest_charge: null },
      })
    })

    it('announces a decline with the failed charge', async () => {
      const intent = await stripe.paymentIntents.create(order)
      await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedExpiredCard' }))
      const events = await eventsAbout(intent.id)
      expect(typesOf(events)).toEqual(['payment_intent.created', 'charge.failed', 'payment_intent.payment_failed'])
      expect(events[2]?.data.object).toMatchObject({ last_payment_error: { code: 'expired_card' } })
    })

    it('announces an authorisation, then its capture', async () => {
      const authorized = await stripe.paymentIntents.create({ ...order, capture_method: 'manual', confirm: true, payment_method: 'pm_card_visa' })
      await stripe.paymentIntents.capture(authorized.id, { amount_to_capture: 500 })
      const events = await eventsAbout(authorized.id)
      expect(typesOf(events)).toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.amount_capturable_updated', 'charge.captured', 'payment_intent.succeeded'])
      expect(events[3]?.data).toMatchObject({ object: { amount_captured: 500 }, previous_attributes: { captured: false, amount_captured: 0 } })
    })

    it('announces authentication asked for, and a cancel', async () => {
      const intent = await stripe.paymentIntents.create({ ...order, confirm: true, payment_method: 'pm_card_authenticationRequired' })
      await stripe.paymentIntents.cancel(intent.id)
      expect(typesOf(await eventsAbout(intent.id))).toEqual(['payment_intent.created', 'payment_intent.requires_action', 'payment_intent.canceled'])
    })

    it('announces a setup, and the card it saved to the customer', async () => {
      const customer = await stripe.customers.create({})
      const setup = await stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_visa', confirm: true })
      expect(typesOf(await eventsAbout(setup.id))).toEqual(['setup_intent.created', 'setup_intent.succeeded'])
      const attached = await eventsAbout(setup.payment_method as string)
      expect(attached.map((event) => [event.type, (event.data.object as Stripe.PaymentMethod).customer])).toContainEqual(['payment_method.attached', customer.id])
    })
  })

  describe('expansions', () => {
    it('expands latest_charge, payment_method and customer on every call that returns the intent', async () => {
      const customer = await stripe.customers.create({ name: 'Ada' })
      const expand = ['latest_charge', 'payment_method', 'customer']
      const created = await stripe.paymentIntents.create({ ...order, customer: customer.id, payment_method: 'pm_card_visa', expand })
      expect(created.payment_method).toMatchObject({ object: 'payment_method', card: { last4: '4242' } })
      expect(created.customer).toMatchObject({ object: 'customer', id: customer.id, name: 'Ada' })
      expect(created.latest_charge).toBeNull()
      const updated = await stripe.paymentIntents.update(created.id, { description: 'Expanded', expand })
      expect(updated.customer).toMatchObject({ id: customer.id })
      const confirmed = await stripe.paymentIntents.confirm(created.id, { expand })
      expect(confirmed.latest_charge).toMatchObject({ object: 'charge', status: 'succeeded', payment_intent: created.id })
      const retrieved = await stripe.paymentIntents.retrieve(created.id, { expand: ['latest_charge.customer', 'latest_charge.balance_transaction'] })
      const charge = retrieved.latest_charge as Stripe.Charge
      expect(charge.customer).toMatchObject({ object: 'customer', id: customer.id })
      expect(charge.balance_transaction).toBeNull()
      const listed = await stripe.paymentIntents.list({ customer: customer.id, expand: ['data.latest_charge', 'data.payment_method'] })
      expect(listed.data[0]?.latest_charge).toMatchObject({ object: 'charge', id: charge.id })
      expect(listed.data[0]?.payment_method).toMatchObject({ object: 'payment_method' })
    })

    it('expands a deleted customer to the stub it left', async () => {
      const customer = await stripe.customers.create({})
      const intent = await stripe.paymentIntents.create({ ...order, customer: customer.id })
      await stripe.customers.del(customer.id)
      const retrieved = await stripe.paymentIntents.retrieve(intent.id, { expand: ['customer'] })
      expect(retrieved.customer).toMatchObject({ id: customer.id, deleted: true })
    })

    it('refuses a field that cannot be expanded, naming expand', async () => {
      const intent = await stripe.paymentIntents.create(order)
      const error = await rejection(stripe.paymentIntents.retrieve(intent.id, { expand: ['amount'] }))
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
      expect(error).toMatchObject({ statusCode: 400, param: 'expand' })
      const unprefixed = await rejection(stripe.paymentIntents.list({ expand: ['latest_charge'] }))
      expect(unprefixed.param).toBe('expand')
    })
  })

  describe('lists', () => {
    it('pages a customer’s intents newest first, and the library walks every page', async () => {
      const customer = await stripe.customers.create({})
      const ids: string[] = []
      for (let i = 0; i < 7; i++) ids.push((await stripe.paymentIntents.create({ ...order, customer: customer.id, metadata: { n: String(i) } })).id)
      const newestFirst = [...ids].reverse()

      const first = await stripe.paymentIntents.list({ customer: customer.id, limit: 3 })
      expect(first).toMatchObject({ object: 'list', url: '/v1/payment_intents', has_more: true })
      expect(first.data.map((intent) => intent.id)).toEqual(newestFirst.slice(0, 3))
      const walked: string[] = []
      for await (const intent of stripe.paymentIntents.list({ customer: customer.id, limit: 3 })) walked.push(intent.id)
      expect(walked).toEqual(newestFirst)
      const before = await stripe.paymentIntents.list({ customer: customer.id, limit: 2, ending_before: newestFirst[4] })
      expect(before.data.map((intent) => intent.id)).toEqual(newestFirst.slice(2, 4))
      expect(await stripe.paymentIntents.list({ customer: customer.id }).autoPagingToArray({ limit: 100 })).toHaveLength(7)
    })

    it('lists every intent without a filter', async () => {
      const latest = await stripe.paymentIntents.create(order)
      const page = await stripe.paymentIntents.list({ limit: 1 })
      expect(page.data.map((intent) => intent.id)).toEqual([latest.id])
      expect(page.has_more).toBe(true)
    })
  })

  describe('errors', () => {
    it('answers an unknown intent with a 404 resource_missing', async () => {
      for (const call of [
        () => stripe.paymentIntents.retrieve('pi_missing'),
        () => stripe.paymentIntents.update('pi_missing', { description: 'x' }),
        () => stripe.paymentIntents.confirm('pi_missing'),
        () => stripe.paymentIntents.capture('pi_missing'),
        () => stripe.paymentIntents.cancel('pi_missing'),
      ]) {
        const error = await rejection(call())
        expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
        expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' })
      }
    })

    it('refuses bad input with a 400 naming the parameter', async () => {
      const cases: ReadonlyArray<readonly [() => Promise<unknown>, string]> = [
        [() => stripe.paymentIntents.create({ amount: 0, currency: 'usd' }), 'amount'],
        [() => stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams), 'amount'],
        [() => stripe.paymentIntents.create({ amount: 100, currency: 'dollars' }), 'currency'],
        [() => stripe.paymentIntents.create({ ...order, customer: 'cus_missing' }), 'customer'],
        [() => stripe.paymentIntents.create({ ...order, payment_method: 'pm_missing' }), 'payment_method'],
        [() => stripe.paymentIntents.create({ ...order, payment_method: 'pm_card_nosuchcard', confirm: true }), 'payment_method'],
        [() => stripe.paymentIntents.create({ ...order, capture_method: 'later' as 'manual' }), 'capture_method'],
        [() => stripe.paymentIntents.create({ ...order, allowed_payment_method_types: ['card'], automatic_payment_methods: { enabled: true } }), 'automatic_payment_methods'],
        [() => stripe.paymentIntents.create({ ...order, allowed_payment_method_types: ['bizum'] }), 'allowed_payment_method_types'],
        [() => stripe.paymentIntents.create({ ...order, payment_method_types: ['bitcoin'] } as Stripe.PaymentIntentCreateParams), 'payment_method_types'],
        [() => stripe.paymentIntents.create({ ...order, confirm: true }), 'payment_method'],
        [() => stripe.paymentIntents.list({ limit: 0 }), 'limit'],
        [() => stripe.paymentIntents.list({ starting_after: 'pi_missing' }), 'starting_after'],
      ]
      for (const [call, param] of cases) {
        const error = await rejection(call())
        expect(error, param).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
        expect(error, param).toMatchObject({ statusCode: 400, param })
      }
    })
  })
})

describe('setup intents through the official library', () => {
  it('creates, retrieves, updates and confirms, saving the card to the customer', async () => {
    const customer = await stripe.customers.create({})
    const created = await stripe.setupIntents.create({ customer: customer.id, allowed_payment_method_types: ['card'], usage: 'off_session', metadata: { plan: 'pro' } })
    expect(created).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', customer: customer.id, usage: 'off_session', metadata: { plan: 'pro' } })
    expect(await stripe.setupIntents.retrieve(created.id)).toEqual(created)
    const updated = await stripe.setupIntents.update(created.id, { description: 'Pro plan card', payment_method: 'pm_card_visa' })
    expect(updated).toMatchObject({ description: 'Pro plan card', status: 'requires_confirmation' })
    const confirmed = await stripe.setupIntents.confirm(created.id, { expand: ['payment_method'] })
    expect(confirmed.status).toBe('succeeded')
    expect(confirmed.payment_method).toMatchObject({ object: 'payment_method', customer: customer.id, card: { last4: '4242' } })
  })

  it('creates and confirms in one call; a saved card then pays off session', async () => {
    const customer = await stripe.customers.create({})
    const setup = await stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_visa', confirm: true })
    expect(setup.status).toBe('succeeded')
    const paid = await stripe.paymentIntents.create({ ...order, customer: customer.id, payment_method: setup.payment_method as string, off_session: true, confirm: true })
    expect(paid).toMatchObject({ status: 'succeeded', payment_method: setup.payment_method })
  })

  it('declines with a card error carrying the setup intent, and asks 3D Secure cards to authenticate', async () => {
    const declined = await stripe.setupIntents.create({ allowed_payment_method_types: ['card'] })
    const error = await rejection(stripe.setupIntents.confirm(declined.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }))
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'insufficient_funds' })
    expect((error.raw as { setup_intent: Stripe.SetupIntent }).setup_intent).toMatchObject({ id: declined.id, status: 'requires_payment_method', last_setup_error: { decline_code: 'insufficient_funds' } })
    const authenticating = await stripe.setupIntents.create({ payment_method: 'pm_card_authenticationRequired', confirm: true })
    expect(authenticating).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } })
  })

  it('cancels, and refuses to cancel twice', async () => {
    const intent = await stripe.setupIntents.create({})
    expect(await stripe.setupIntents.cancel(intent.id, { cancellation_reason: 'abandoned' })).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' })
    const again = await rejection(stripe.setupIntents.cancel(intent.id))
    expect(again).toMatchObject({ statusCode: 400, code: 'setup_intent_unexpected_state' })
    const missing = await rejection(stripe.setupIntents.retrieve('seti_missing'))
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' })
  })

  it('lists a customer’s setup intents across pages, and by payment method', async () => {
    const customer = await stripe.customers.create({})
    const ids: string[] = []
    for (let i = 0; i < 5; i++) ids.push((await stripe.setupIntents.create({ customer: customer.id })).id)
    const walked: string[] = []
    for await (const intent of stripe.setupIntents.list({ customer: customer.id, limit: 2 })) walked.push(intent.id)
    expect(walked).toEqual([...ids].reverse())
    const confirmed = await stripe.setupIntents.confirm(ids[0]!, { payment_method: 'pm_card_visa' })
    const byMethod = await stripe.setupIntents.list({ payment_method: confirmed.payment_method as string })
    expect(byMethod.data.map((intent) => intent.id)).toEqual([confirmed.id])
  })
})
