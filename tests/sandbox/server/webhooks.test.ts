import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { rejection, startStripeSandbox, type StripeSandbox } from './stripeSandbox.ts'

/** One request the merchant's endpoint got, and what it answered. */
interface Received {
  readonly body: string
  readonly signature: string
  readonly contentType: string
  readonly event: Stripe.Event
  readonly answered: number
  /** performance.now() on arrival. */
  readonly at: number
}

interface Receiver {
  readonly url: string
  readonly received: readonly Received[]
  /** The first request (already come or still to come) that `matches`. */
  readonly next: (matches: (request: Received) => boolean) => Promise<Received>
  readonly close: () => Promise<void>
}

/**
 * A merchant's webhook endpoint: a real HTTP server on loopback that keeps every request it answers
 * and answers the nth to arrive with `answer(n)` (which may call the sandbox first, or never answer).
 */
const startReceiver = async (answer: (nth: number) => number | Promise<number> = () => 200): Promise<Receiver> => {
  const received: Received[] = []
  const waiting = new Set<() => void>()
  let arrivals = 0
  const server = createServer((request, response) => {
    const nth = ++arrivals
    const at = performance.now()
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const answered = await answer(nth)
      received.push({ body, signature: String(request.headers['stripe-signature']), contentType: String(request.headers['content-type']), event: JSON.parse(body) as Stripe.Event, answered, at })
      response.writeHead(answered).end()
      for (const wake of waiting) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const next = async (matches: (request: Received) => boolean): Promise<Received> => {
    for (;;) {
      const found = received.find(matches)
      if (found !== undefined) return found
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          waiting.delete(wake)
          resolve()
        }
        waiting.add(wake)
      })
    }
  }
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    next,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** What the sandbox's deliveries route shows of one delivery. */
interface Delivery {
  readonly event: string
  readonly status: 'pending' | 'succeeded' | 'failed' | 'canceled'
  readonly attempts: ReadonlyArray<{ readonly http_status: number | null; readonly error: string | null }>
}

// Short delays so retries take milliseconds; four attempts so giving up comes quickly too.
const webhookRetries = { firstDelayMs: 50, maxDelayMs: 200, maxAttempts: 4, timeoutMs: 1000 }

/** The SANDBOX_WEBHOOK_URL endpoint: answers 200 to every event of every test. */
let sink: Receiver
let server: StripeSandbox
let stripe: Stripe
const receivers: Receiver[] = []
const endpoints: string[] = []

beforeAll(async () => {
  sink = await startReceiver()
  server = await startStripeSandbox({ webhookUrl: sink.url, webhookRetries })
  stripe = server.stripe
})
afterEach(async () => {
  // Each test's endpoints go, so the next test's events reach only its own.
  for (const id of endpoints.splice(0)) await stripe.webhookEndpoints.del(id).catch(() => undefined)
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()))
})
afterAll(async () => {
  await server.dispose()
  await sink.close()
})

const receiver = async (answer?: (nth: number) => number | Promise<number>): Promise<Receiver> => {
  const started = await startReceiver(answer)
  receivers.push(started)
  return started
}

const endpoint = async (url: string, enabledEvents: Stripe.WebhookEndpointCreateParams['enabled_events']): Promise<Stripe.WebhookEndpoint> => {
  const created = await stripe.webhookEndpoints.create({ url, enabled_events: enabledEvents })
  endpoints.push(created.id)
  return created
}

const deliveries = async (endpointId: string): Promise<readonly Delivery[]> =>
  ((await stripe.rawRequest('GET', `/v1/webhook_endpoints/${endpointId}/deliveries`)) as { data: Delivery[] }).data


const about = (id: string, type: string) => (request: Received): boolean => request.event.type === type && (request.event.data.object as { id: string }).id === id

const order = { amount: 1000, currency: 'usd' } as const

describe('webhooks through the official library', () => {
  it('sends every event to the SANDBOX_WEBHOOK_URL endpoint, signed so that constructEvent verifies it with the sandbox\'s secret', async () => {
    const secret = server.sandbox.webhookSecret!
    expect(secret).toMatch(/^whsec_/)
    const registered = (await stripe.webhookEndpoints.list()).data.filter((listed) => listed.url === sink.url)
    expect(registered).toMatchObject([{ enabled_events: ['*'], status: 'enabled' }])
    expect(registered[0]!.secret).toBeUndefined()

    const intent = await stripe.paymentIntents.create(order)
    const delivered = await sink.next(about(intent.id, 'payment_intent.created'))
    expect(delivered.contentType).toMatch(/^application\/json/)
    expect(delivered.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    const event = stripe.webhooks.constructEvent(delivered.body, delivered.signature, secret)
    expect(event).toMatchObject({ object: 'event', type: 'payment_intent.created', data: { object: { id: intent.id, amount: 1000 } } })
    expect(event.id).toBe((await stripe.events.list({ type: 'payment_intent.created', limit: 1 })).data[0]!.id)

    expect(() => stripe.webhooks.constructEvent(delivered.body, delivered.signature, 'whsec_not_the_secret')).toThrow(Stripe.errors.StripeSignatureVerificationError)
    expect(() => stripe.webhooks.constructEvent(delivered.body.replace('1000', '1'), delivered.signature, secret)).toThrow(Stripe.errors.StripeSignatureVerificationError)
  })

  it('creates, retrieves, updates, lists and deletes endpoints, showing the secret only on creation', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: 'https://shop.example/webhooks', enabled_events: ['payment_intent.succeeded', 'charge.refunded'], description: 'Orders', metadata: { team: 'payments' },
    })
    endpoints.push(created.id)
    expect(created).toMatchObject({
      id: expect.stringMatching(/^we_/), object: 'webhook_endpoint', url: 'https://shop.example/webhooks', enabled_events: ['payment_intent.succeeded', 'charge.refunded'],
      description: 'Orders', metadata: { team: 'payments' }, status: 'enabled', livemode: false, secret: expect.stringMatching(/^whsec_/),
    })
    const { secret: _secret, ...shown } = created
    expect(await stripe.webhookEndpoints.retrieve(created.id)).toEqual(shown)

    const updated = await stripe.webhookEndpoints.update(created.id, { url: 'http://localhost:3000/hooks', enabled_events: ['*'], disabled: true, description: '', metadata: { team: '', stage: 'ci' } })
    expect(updated).toMatchObject({ url: 'http://localhost:3000/hooks', enabled_events: ['*'], status: 'disabled', description: null, metadata: { stage: 'ci' } })
    expect(updated.metadata).not.toHaveProperty('team')
    expect((await stripe.webhookEndpoints.update(created.id, { disabled: false })).status).toBe('enabled')

    const second = await endpoint('https://shop.example/second', ['customer.created'])
    const walked = await stripe.webhookEndpoints.list({ limit: 1 }).autoPagingToArray({ limit: 100 })
    expect(walked.map((listed) => listed.id).slice(0, 2)).toEqual([second.id, created.id])
    expect(walked.map((listed) => listed.url)).toContain(sink.url)

    expect(await stripe.webhookEndpoints.del(created.id)).toEqual({ id: created.id, object: 'webhook_endpoint', deleted: true })
    expect(await rejection(stripe.webhookEndpoints.retrieve(created.id))).toMatchObject({ statusCode: 404, code: 'resource_missing' })
    expect(await rejection(stripe.webhookEndpoints.del(created.id))).toMatchObject({ statusCode: 404 })
  })

  it('refuses an endpoint without an http(s) URL or with a malformed event name, naming the parameter', async () => {
    const refused = (params: Record<string, unknown>) => rejection(stripe.webhookEndpoints.create(params as unknown as Stripe.WebhookEndpointCreateParams))
    expect(await refused({ url: 'ftp://shop.example/hooks', enabled_events: ['*'] })).toMatchObject({ statusCode: 400, param: 'url' })
    expect(await refused({ url: '/webhooks', enabled_events: ['*'] })).toMatchObject({ statusCode: 400, param: 'url' })
    expect(await refused({ enabled_events: ['*'] })).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'url' })
    expect(await refused({ url: 'https://shop.example/hooks' })).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'enabled_events' })
    expect(await refused({ url: 'https://shop.example/hooks', enabled_events: ['*', 'Payment Intent Created'] })).toMatchObject({ statusCode: 400, param: 'enabled_events[1]' })
    expect(await refused({ url: 'https://shop.example/hooks', enabled_events: ['*'], secret: 'whsec_mine' })).toMatchObject({ statusCode: 400, code: 'parameter_unknown' })
    const existing = (await stripe.webhookEndpoints.list({ limit: 100 })).data.length
    for (let i = existing; i < 16; i++) await endpoint(`https://shop.example/hooks/${i}`, ['*'])
    expect(await refused({ url: 'https://shop.example/hooks/17', enabled_events: ['*'] })).toMatchObject({ statusCode: 400 })
  })

  it('retries an endpoint that fails twice with 500 and delivers on the third attempt, keeping every attempt', async () => {
    const flaky = await receiver((nth) => (nth <= 2 ? 500 : 200))
    const registered = await endpoint(flaky.url, ['payment_intent.created'])
    const intent = await stripe.paymentIntents.create(order)
    await flaky.next((request) => request.answered === 200)
    const [first, second, third] = flaky.received
    expect(flaky.received).toHaveLength(3)
    expect(new Set(flaky.received.map((request) => request.event.id)).size).toBe(1)
    expect(stripe.webhooks.constructEvent(third!.body, third!.signature, registered.secret!).data.object).toMatchObject({ id: intent.id })
    // Doubling delays: 50 ms, then 100 ms (less a little for timer granularity).
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(45)
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(95)

    await expect.poll(() => deliveries(registered.id)).toMatchObject([{
      event: third!.event.id, status: 'succeeded', attempts: [{ http_status: 500 }, { http_status: 500 }, { http_status: 200, error: null }],
    }])
    // Delivered to this endpoint and to SANDBOX_WEBHOOK_URL's: none pending.
    await expect.poll(async () => (await stripe.events.retrieve(third!.event.id)).pending_webhooks).toBe(0)
  })

  it('counts an endpoint that does not answer in time as failed, and retries it', async () => {
    const slow = await receiver((nth) => (nth === 1 ? new Promise<number>(() => undefined) : 200))
    const registered = await endpoint(slow.url, ['payment_intent.created'])
    await stripe.paymentIntents.create(order)
    await slow.next((request) => request.answered === 200)
    await expect.poll(() => deliveries(registered.id)).toMatchObject([{
      status: 'succeeded', attempts: [{ http_status: null, error: `No answer within ${webhookRetries.timeoutMs} ms` }, { http_status: 200 }],
    }])
  })

  it('sends an endpoint only the events it enabled', async () => {
    const merchant = await receiver()
    const registered = await endpoint(merchant.url, ['payment_intent.canceled'])
    const intent = await stripe.paymentIntents.create(order)
    await stripe.paymentIntents.cancel(intent.id)
    await merchant.next(about(intent.id, 'payment_intent.canceled'))
    // The created event was recorded first and never queued for this endpoint.
    expect(merchant.received.map((request) => request.event.type)).toEqual(['payment_intent.canceled'])
    expect((await deliveries(registered.id)).map((delivery) => delivery.event)).toEqual([merchant.received[0]!.event.id])
  })

  it('sends nothing to a disabled or deleted endpoint, and stops retrying one disabled after a failure', async () => {
    const disabled = await receiver()
    const deleted = await receiver()
    const disabledEndpoint = await endpoint(disabled.url, ['*'])
    await stripe.webhookEndpoints.update(disabledEndpoint.id, { disabled: true })
    await stripe.webhookEndpoints.del((await endpoint(deleted.url, ['*'])).id)
    const intent = await stripe.paymentIntents.create(order)
    // SANDBOX_WEBHOOK_URL's endpoint got the event, so it was recorded and sent wherever it was owed.
    await sink.next(about(intent.id, 'payment_intent.created'))
    expect(disabled.received).toEqual([])
    expect(deleted.received).toEqual([])
    expect(await deliveries(disabledEndpoint.id)).toEqual([])

    // The merchant disables the endpoint while answering its first delivery with a 500: the retry is canceled.
    let disabledMidway = ''
    const failing = await receiver(async () => {
      await stripe.webhookEndpoints.update(disabledMidway, { disabled: true })
      return 500
    })
    disabledMidway = (await endpoint(failing.url, ['payment_intent.created'])).id
    await stripe.paymentIntents.create(order)
    await failing.next(() => true)
    await expect.poll(async () => (await deliveries(disabledMidway))[0]?.status).toBe('canceled')
    expect((await deliveries(disabledMidway))[0]!.attempts).toMatchObject([{ http_status: 500 }])
    expect(failing.received).toHaveLength(1)
  })

  it('retries a refused connection with backoff and gives up after the last attempt, keeping why each failed', async () => {
    const closed = await startReceiver()
    await closed.close()
    const registered = await endpoint(closed.url, ['payment_intent.created'])
    const intent = await stripe.paymentIntents.create(order)
    await expect.poll(async () => (await deliveries(registered.id))[0]?.status, { timeout: 5000 }).toBe('failed')
    const [delivery] = await deliveries(registered.id)
    expect(delivery!.attempts).toHaveLength(webhookRetries.maxAttempts)
    for (const attempt of delivery!.attempts) expect(attempt).toMatchObject({ http_status: null, error: expect.stringMatching(/ECONNREFUSED/) })
    // Never delivered to this endpoint, so the event stays among those not delivered successfully.
    const undelivered = await stripe.events.list({ delivery_success: false, limit: 100 })
    expect(undelivered.data.map((event) => event.id)).toContain(delivery!.event)
    expect((await stripe.events.retrieve(delivery!.event)).data.object).toMatchObject({ id: intent.id })
  })

  it('delivers after a restart on the same data folder what was still pending, with the same endpoints and secrets', async () => {
    let restarted = false
    const merchant = await receiver(() => (restarted ? 200 : 500))
    const registered = await endpoint(merchant.url, ['payment_intent.created'])
    const intent = await stripe.paymentIntents.create(order)
    // Closed once the sandbox has kept the failed first attempt: the delivery waits for its retry.
    await expect.poll(async () => (await deliveries(registered.id))[0]?.attempts.length).toBeGreaterThan(0)
    const secret = server.sandbox.webhookSecret
    await server.sandbox.close()
    restarted = true
    server = await server.reopen()
    stripe = server.stripe

    const delivered = await merchant.next((request) => request.answered === 200)
    expect(stripe.webhooks.constructEvent(delivered.body, delivered.signature, registered.secret!).data.object).toMatchObject({ id: intent.id })
    expect(server.sandbox.webhookSecret).toBe(secret)
    expect((await stripe.webhookEndpoints.list({ limit: 100 })).data.filter((listed) => listed.url === sink.url)).toHaveLength(1)
    await expect.poll(async () => (await deliveries(registered.id))[0]?.status).toBe('succeeded')
    const [delivery] = await deliveries(registered.id)
    expect(delivery!.attempts[0]).toMatchObject({ http_status: 500 })
    expect(delivery!.attempts.at(-1)).toMatchObject({ http_status: 200 })
  })
})
