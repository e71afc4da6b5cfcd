import fc from 'fast-check'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { eventsOfTypeAbout, startStripeSandbox } from './stripeSandbox.ts'

const server = await startStripeSandbox()
const { stripe } = server
afterAll(() => server.dispose())

const eventsAbout = (type: string, id: string): Promise<Stripe.Event[]> => eventsOfTypeAbout(stripe, type, id)

const missing = { type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' }

describe('customers through the official library', () => {
  it('creates, retrieves and updates a customer, announcing customer.created and customer.updated with the previous values', async () => {
    const created = await stripe.customers.create({
      email: 'ada@example.com', name: 'Ada', description: 'first', metadata: { order: '1', plan: 'basic' },
      address: { line1: '1 Main St', city: 'Springfield', country: 'US' },
    })
    expect(created).toMatchObject({ object: 'customer', email: 'ada@example.com', name: 'Ada', phone: null, address: { line1: '1 Main St', line2: null, country: 'US' } })
    expect(await stripe.customers.retrieve(created.id)).toEqual(created)

    const updated = await stripe.customers.update(created.id, { name: 'Ada Lovelace', phone: '+15555550100', description: '', metadata: { order: '', tier: 'gold' } })
    expect(updated).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', phone: '+15555550100', description: null, metadata: { plan: 'basic', tier: 'gold' } })
    expect(updated.metadata).not.toHaveProperty('order')
    expect(await stripe.customers.retrieve(created.id)).toEqual(updated)

    expect(await eventsAbout('customer.created', created.id)).toHaveLength(1)
    const [event] = await eventsAbout('customer.updated', created.id)
    expect(event!.data.object).toEqual(updated)
    expect(event!.data.previous_attributes).toEqual({ name: 'Ada', phone: null, description: 'first', metadata: { order: '1', plan: 'basic' } })
    // An update that changes nothing announces nothing.
    await stripe.customers.update(created.id, { name: 'Ada Lovelace' })
    expect(await eventsAbout('customer.updated', created.id)).toHaveLength(1)
  })

  it('creates a customer with a test payment method attached, and sets and clears its default', async () => {
    const customer = await stripe.customers.create({ payment_method: 'pm_card_visa' })
    const [method] = (await stripe.customers.listPaymentMethods(customer.id)).data
    expect(method).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: '4242' } })
    const withDefault = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method!.id } })
    expect(withDefault.invoice_settings.default_payment_method).toBe(method!.id)
    const cleared = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: '' } })
    expect(cleared.invoice_settings.default_payment_method).toBeNull()
    const stranger = await stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2040 } })
    await expect(stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: stranger.id } }))
      .rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'invoice_settings[default_payment_method]' })
  })

  it('deletes a customer: its id answers the deleted stub, every other call 404s, and its payment methods are detached', async () => {
    const customer = await stripe.customers.create({ email: 'gone@example.com', payment_method: 'pm_card_mastercard' })
    const [method] = (await stripe.customers.listPaymentMethods(customer.id)).data
    const stub = { id: customer.id, object: 'customer', deleted: true }
    expect(await stripe.customers.del(customer.id)).toEqual(stub)
    expect(await stripe.customers.retrieve(customer.id)).toEqual(stub)
    await expect(stripe.customers.update(customer.id, { name: 'x' })).rejects.toMatchObject(missing)
    await expect(stripe.customers.del(customer.id)).rejects.toMatchObject(missing)
    await expect(stripe.customers.listPaymentMethods(customer.id)).rejects.toMatchObject(missing)
    expect((await stripe.paymentMethods.retrieve(method!.id)).customer).toBeNull()
    expect((await stripe.customers.list({ email: 'gone@example.com' })).data).toEqual([])
    const [deleted] = await eventsAbout('customer.deleted', customer.id)
    expect(deleted!.data.object).toEqual(customer)
    expect(await eventsAbout('payment_method.detached', method!.id)).toHaveLength(1)
  })

  it('lists customers newest first, page by page, by email', async () => {
    const email = 'pages@example.com'
    const made: string[] = []
    for (let i = 0; i < 5; i++) made.unshift((await stripe.customers.create({ email, name: `n${i}` })).id)
    const firstPage = await stripe.customers.list({ email, limit: 2 })
    expect(firstPage).toMatchObject({ object: 'list', has_more: true, url: '/v1/customers' })
    expect(firstPage.data.map((customer) => customer.id)).toEqual(made.slice(0, 2))
    const walked: string[] = []
    for await (const customer of stripe.customers.list({ email, limit: 2 })) walked.push(customer.id)
    expect(walked).toEqual(made)
    // Backward from the oldest: the newer ones, still newest first.
    const before = await stripe.customers.list({ email, limit: 3, ending_before: made.at(-1)! })
    expect(before.data.map((customer) => customer.id)).toEqual(made.slice(1, 4))
    const everyone = await stripe.customers.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 })
    expect(everyone.map((customer) => customer.id)).toEqual(expect.arrayContaining(made))
  })

  it('answers an unknown id with 404 and bad input with 400 naming the parameter', async () => {
    await expect(stripe.customers.retrieve('cus_nope')).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    await expect(stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({ ...missing, param: 'id' })
    await expect(stripe.customers.update('cus_nope', { name: 'x' })).rejects.toMatchObject(missing)
    await expect(stripe.customers.del('cus_nope')).rejects.toMatchObject(missing)
    await expect(stripe.customers.create({ metadata: { ['k'.repeat(41)]: 'v' } })).rejects.toMatchObject({ statusCode: 400, param: `metadata[${'k'.repeat(41)}]` })
    await expect(stripe.customers.create({ colour: 'blue' } as Stripe.CustomerCreateParams)).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' })
    await expect(stripe.customers.create({ payment_method: 'pm_nope' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'payment_method' })
    await expect(stripe.customers.list({ limit: 101 })).rejects.toMatchObject({ statusCode: 400, param: 'limit' })
    await expect(stripe.customers.list({ starting_after: 'cus_nope' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'starting_after' })
  })

  it('keeps metadata by the provider\'s rule for any sequence of updates: a value sets its key, an empty value removes it', async () => {
    const customer = await stripe.customers.create({})
    const change = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.constantFrom('', 'x', 'y'), { minKeys: 1 })
    await fc.assert(fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 5 }), async (changes) => {
      await stripe.customers.update(customer.id, { metadata: '' })
      const expected: Record<string, string> = {}
      for (const metadata of changes) {
        for (const [key, value] of Object.entries(metadata)) {
          if (value === '') delete expected[key]
          else expected[key] = value
        }
        expect((await stripe.customers.update(customer.id, { metadata })).metadata).toEqual(expected)
      }
    }), { numRuns: 25 })
  })
})
