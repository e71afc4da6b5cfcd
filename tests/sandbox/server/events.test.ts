import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { testKeys } from '../../../sandbox/keys.ts'
import { rejection, startStripeSandbox, stripeFor } from './stripeSandbox.ts'

const server = await startStripeSandbox()
const { stripe } = server
afterAll(() => server.dispose())

const order = { amount: 1000, currency: 'usd' } as const


/** The id of the object an event is about. */
const subject = (event: Stripe.Event): string => (event.data.object as { id: string }).id

describe('events through the official library', () => {
  it('records each change of an intent, with what changed, retrievable by id', async () => {
    const intent = await stripe.paymentIntents.create(order)
    await stripe.paymentIntents.cancel(intent.id)
    const { data: [canceled, created] } = await stripe.events.list({ limit: 2 })
    expect(created).toMatchObject({
      object: 'event', type: 'payment_intent.created', livemode: false, pending_webhooks: 0,
      data: { object: { id: intent.id, object: 'payment_intent', status: 'requires_payment_method', amount: 1000 } },
    })
    expect(created!.data.previous_attributes).toBeUndefined()
    expect(canceled).toMatchObject({
      type: 'payment_intent.canceled',
      data: { object: { id: intent.id, status: 'canceled' }, previous_attributes: { status: 'requires_payment_method' } },
    })
    expect(canceled!.id).toMatch(/^evt_/)
    expect(canceled!.created).toBeGreaterThanOrEqual(created!.created)
    expect(typeof canceled!.api_version).toBe('string')
    expect(await stripe.events.retrieve(canceled!.id)).toEqual(canceled)
  })

  it('pages newest first by limit, starting_after and ending_before, as auto-pagination walks it', async () => {
    const intents = []
    for (let i = 0; i < 7; i++) intents.push(await stripe.paymentIntents.create({ ...order, amount: 1000 + i }))
    const newestFirst = intents.map((intent) => intent.id).reverse()

    const firstPage = await stripe.events.list({ limit: 3 })
    expect(firstPage).toMatchObject({ object: 'list', url: '/v1/events', has_more: true })
    expect(firstPage.data.map(subject)).toEqual(newestFirst.slice(0, 3))

    const walked = await stripe.events.list({ limit: 3 }).autoPagingToArray({ limit: 1000 })
    expect(walked.slice(0, 7).map(subject)).toEqual(newestFirst)
    const all = await stripe.events.list({ limit: 100 })
    expect(all.has_more).toBe(false)
    expect(walked.map((event) => event.id)).toEqual(all.data.map((event) => event.id))

    const ids = walked.map((event) => event.id)
    const newer = await stripe.events.list({ ending_before: ids[3]!, limit: 2 })
    expect(newer.data.map((event) => event.id)).toEqual([ids[1], ids[2]])
    expect(newer.has_more).toBe(true)
    const older = await stripe.events.list({ starting_after: ids[3]!, limit: 2 })
    expect(older.data.map((event) => event.id)).toEqual([ids[4], ids[5]])
  })

  it('filters by type, a group of types with *, a list of types, creation time and delivery', async () => {
    const intent = await stripe.paymentIntents.create(order)
    await stripe.paymentIntents.cancel(intent.id)
    const setup = await stripe.setupIntents.create({})
    const types = async (params: Stripe.EventListParams): Promise<string[]> =>
      (await stripe.events.list({ limit: 100, ...params })).data.map((event) => event.type)

    expect(new Set(await types({ type: 'payment_intent.canceled' }))).toEqual(new Set(['payment_intent.canceled']))
    expect(new Set(await types({ type: 'payment_intent.*' }))).toEqual(new Set(['payment_intent.created', 'payment_intent.canceled']))
    expect(new Set(await types({ type: '*.created' }))).toEqual(new Set(['payment_intent.created', 'setup_intent.created']))
    expect(new Set(await types({ types: ['setup_intent.created', 'payment_intent.canceled'] }))).toEqual(new Set(['setup_intent.created', 'payment_intent.canceled']))
    expect(await types({ type: 'charge.*' })).toEqual([])
    const newest = await stripe.events.list({ type: 'setup_intent.created', limit: 1 })
    expect(subject(newest.data[0]!)).toBe(setup.id)

    const created = newest.data[0]!.created
    expect(await types({ created: { gt: created } })).toEqual([])
    expect((await types({ created: { gte: created, lte: created } })).length).toBeGreaterThanOrEqual(3)
    expect((await types({ created })).length).toBeGreaterThanOrEqual(3)
    // No endpoint here, so every event counts as delivered.
    expect(await types({ delivery_success: false })).toEqual([])
    expect((await types({ delivery_success: true })).length).toBeGreaterThan(0)
  })

  it('answers bad filters with 400 naming the parameter, an unknown event with 404, a publishable key with 401', async () => {
    expect(await rejection(stripe.events.list({ type: 'payment_intent.created', types: ['payment_intent.created'] }))).toMatchObject({ statusCode: 400, param: 'types' })
    expect(await rejection(stripe.events.list({ types: ['payment_intent.*'] }))).toMatchObject({ statusCode: 400, param: 'types[0]' })
    expect(await rejection(stripe.events.list({ type: 'Payment Intent' }))).toMatchObject({ statusCode: 400, param: 'type' })
    expect(await rejection(stripe.events.list({ created: { gte: -1 } }))).toMatchObject({ statusCode: 400, param: 'created[gte]' })
    expect(await rejection(stripe.events.list({ limit: 101 }))).toMatchObject({ statusCode: 400, param: 'limit' })
    expect(await rejection(stripe.events.list({ starting_after: 'evt_missing' }))).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'starting_after' })
    const missing = await rejection(stripe.events.retrieve('evt_missing'))
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' })
    expect(await rejection(stripeFor(server.sandbox.url, testKeys.publishable).events.list())).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
  })
})
