import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoShop, type DemoShop } from '../../../sandbox/demo/startDemoShop.ts'
import { sk, startTestSandbox, type TestSandbox } from '../sandboxClient.ts'

/** A request the shop's server made to the provider, as the provider saw it. */
interface Seen {
  readonly method: string
  readonly path: string
  readonly authorization: string | undefined
  readonly body: string
}

/**
 * A pass-through in front of the sandbox that records what reaches it: the shop under test knows
 * the provider only by this URL, so whatever it does at the provider shows up here.
 */
const startRecordingProvider = async (target: string): Promise<{ readonly url: string; readonly seen: Seen[]; readonly close: () => Promise<void> }> => {
  const seen: Seen[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const method = request.method ?? 'GET'
      seen.push({ method, path: request.url ?? '/', authorization: request.headers.authorization, body })
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => ['authorization', 'content-type', 'idempotency-key'].includes(name))) as Record<string, string>
      void fetch(`${target}${request.url ?? '/'}`, { method, headers, ...(method === 'GET' ? {} : { body }) }).then(async (answer) => {
        response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' })
        response.end(await answer.text())
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    }),
  }
}

let sandbox: TestSandbox
let shop: DemoShop
beforeAll(async () => {
  sandbox = await startTestSandbox()
  shop = await startDemoShop({ port: 0, providerUrl: sandbox.url })
})
afterAll(async () => {
  await shop?.close()
  await sandbox?.dispose()
})

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string): ReadonlyMap<string, ReadonlyArray<string>> =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0] !== '').map(([name, ...sources]) => [name!, sources]))

const order = { amount: 2000, currency: 'usd', description: 'Merino wool socks, 2 pairs', payment_method_types: ['card'] }

describe('the demo shop and the provider', () => {
  it('run on two origins', () => {
    const shopOrigin = new URL(shop.url).origin
    const providerOrigin = new URL(sandbox.url).origin
    expect(shopOrigin).not.toBe(providerOrigin)
    expect(shopOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('serve the checkout pages from the shop only; the provider keeps / for its JSON index and has no shop routes', async () => {
    for (const path of ['/', '/plain']) expect((await fetch(`${shop.url}${path}`)).status).toBe(200)
    expect(await (await fetch(`${sandbox.url}/`, { headers: { Accept: 'text/html' } })).json()).toMatchObject({ object: 'sandbox' })
    for (const path of ['/plain', '/success?payment_intent=pi_1&payment_intent_client_secret=x', '/examples/react-checkout.js', '/demo/demo.css']) {
      const response = await fetch(`${sandbox.url}${path}`, { headers: { Accept: 'text/html' } })
      expect(response.status, path).toBe(404)
      await response.arrayBuffer()
    }
    const intents = await fetch(`${sandbox.url}/demo/intents`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) })
    expect(intents.status).toBe(404)
    await intents.arrayBuffer()
  }, 30_000)

  it('tell the pages where the provider is, and allow its origin in the pages\' CSP for frames and API calls only', async () => {
    const providerOrigin = new URL(sandbox.url).origin
    for (const path of ['/', '/plain']) {
      const response = await fetch(`${shop.url}${path}`)
      const html = await response.text()
      expect(html).toContain(`<meta name="payloom-provider" content="${sandbox.url}">`)
      expect(html).not.toContain('{{provider}}')
      const policy = directives(response.headers.get('content-security-policy')!)
      expect(policy.get('frame-src')).toEqual(["'self'", providerOrigin])
      expect(policy.get('connect-src')).toEqual(["'self'", providerOrigin])
      // Nothing else names the provider: its scripts run in its own frames, never in the shop's page.
      for (const [name, sources] of policy) {
        if (name !== 'frame-src' && name !== 'connect-src') expect(sources, name).not.toContain(providerOrigin)
      }
      expect(policy.get('script-src')).toEqual(["'self'"])
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    }
  }, 30_000)

  it('create the intent on the provider over HTTP with the secret key, and hand the page only its client secret', async () => {
    const provider = await startRecordingProvider(sandbox.url)
    const recordedShop = await startDemoShop({ port: 0, providerUrl: provider.url })
    try {
      const response = await fetch(`${recordedShop.url}/demo/intents`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) })
      expect(response.status).toBe(200)
      const answer = await response.json() as Record<string, unknown>
      expect(Object.keys(answer)).toEqual(['clientSecret'])
      // The shop registered its webhook endpoint first, then made the intent, each with the secret key.
      expect(provider.seen).toEqual([
        { method: 'POST', path: '/v1/webhook_endpoints', authorization: `Bearer ${sk}`, body: expect.any(String) },
        { method: 'POST', path: '/v1/payment_intents', authorization: `Bearer ${sk}`, body: expect.stringContaining('amount=2000') },
      ])
      expect(new URLSearchParams(provider.seen[0]!.body).get('url')).toBe(`${recordedShop.url}/demo/webhooks`)
      // The intent is the provider's: the sandbox itself reads it back.
      const id = String(answer.clientSecret).split('_secret_')[0]!
      const intent = await sandbox.call('GET', `/v1/payment_intents/${id}`)
      expect(intent.body).toMatchObject({ id, amount: 2000, currency: 'usd', description: order.description, client_secret: answer.clientSecret })
      // The return page, on the shop's origin, reads the intent from the provider over HTTP too.
      const returnPage = await fetch(`${recordedShop.url}/success?payment_intent=${id}&payment_intent_client_secret=${String(answer.clientSecret)}`)
      expect(returnPage.status).toBe(200)
      expect(await returnPage.text()).toContain('<strong data-testid="status">requires_payment_method</strong>')
      expect(provider.seen.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${id}`, authorization: `Bearer ${sk}` })
    } finally {
      await recordedShop.close()
      await provider.close()
    }
  })

  it('answer 502 in the API\'s error shape when the shop cannot reach the provider', async () => {
    const unreachable = await startRecordingProvider(sandbox.url)
    await unreachable.close()
    const lonelyShop = await startDemoShop({ port: 0, providerUrl: unreachable.url })
    try {
      const response = await fetch(`${lonelyShop.url}/demo/intents`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(order) })
      expect(response.status).toBe(502)
      expect((await response.json() as { error: unknown }).error).toEqual({ type: 'api_connection_error', message: expect.stringContaining(`The shop could not reach the provider at ${unreachable.url}`) })
    } finally {
      await lonelyShop.close()
    }
  })
})
