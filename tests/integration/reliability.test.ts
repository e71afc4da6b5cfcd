import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as Effect from 'effect/Effect'
import { afterAll, describe, expect, it } from 'vitest'
import { createPayloom, type PaymentIntentResult } from 'payloom'
import { ApiClient, apiClientLayer } from '../../core/api/ApiClient.ts'
import { testKeys } from '../../sandbox/keys.ts'
import { startSandbox, type Sandbox } from '../../sandbox/startSandbox.ts'
import { card } from '../sandbox/sandboxClient.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'payloom-reliability-'))
const faults = { seed: 20261121, rate: 0.3, kinds: ['latency', '5xx', 'drop'] as const, latencyMs: 20 }
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The merchant's server: the secret key, the same retrying, idempotent client. */
const server = (url: string) => {
  const layer = apiClientLayer({ apiBase: url, publishableKey: testKeys.secret, apiVersion: '2020-08-27', retryBaseDelay: 5, retryMaxDelay: 20 })
  const run = <A>(effect: Effect.Effect<A, unknown, ApiClient>) => Effect.runPromise(Effect.provide(effect, layer))
  return {
    createIntent: () => run(ApiClient.use((api) => api.post<{ id: string; client_secret: string }>('payment_intents', {
      body: { amount: 1500, currency: 'usd', payment_method_types: ['card'] },
      retry: { retries: 8, on: 'connection_or_5xx' },
    }))),
    charges: (id: string) => run(ApiClient.use((api) => api.get<{ data: unknown[] }>('charges', { query: { payment_intent: id }, retry: { retries: 8, on: 'connection_or_5xx' } }))),
    intent: (id: string) => run(ApiClient.use((api) => api.get<{ status: string }>(`payment_intents/${id}`, { retry: { retries: 8, on: 'connection_or_5xx' } }))),
  }
}

interface Outcome {
  readonly id: string
  readonly result: PaymentIntentResult
}

/** Confirms `count` fresh intents through the faulty sandbox, a few at a time, as shoppers would. */
const confirmMany = async (sandbox: Sandbox, count: number): Promise<Outcome[]> => {
  const merchant = server(sandbox.url)
  const payloom = createPayloom(testKeys.publishable, { apiBase: sandbox.url, locale: 'en' })
  const outcomes: Outcome[] = []
  for (let batch = 0; batch < count; batch += 10) {
    outcomes.push(...await Promise.all(Array.from({ length: Math.min(10, count - batch) }, async () => {
      const intent = await merchant.createIntent()
      const result = await payloom.confirmPayment({
        clientSecret: intent.client_secret,
        confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') } },
        redirect: 'if_required',
      })
      return { id: intent.id, result }
    })))
  }
  return outcomes
}

describe('200 confirms through a sandbox injecting 30% faults', () => {
  it('each ends in success or a clear error, none is charged twice, and a restart loses nothing', async () => {
    let sandbox = await startSandbox({ port: 0, dataDir, faults })
    const first = await confirmMany(sandbox, 100)
    await sandbox.close()
    sandbox = await startSandbox({ port: 0, dataDir, faults: { ...faults, seed: faults.seed + 1 } })
    const second = await confirmMany(sandbox, 100)
    const merchant = server(sandbox.url)

    const outcomes = [...first, ...second]
    expect(outcomes).toHaveLength(200)
    for (const { id, result } of outcomes) {
      const charges = (await merchant.charges(id)).data.length
      expect(charges, id).toBeLessThanOrEqual(1)
      if (result.paymentIntent !== undefined) {
        expect(result.paymentIntent.status).toBe('succeeded')
        expect(charges, id).toBe(1)
      } else {
        expect(['api_connection_error', 'api_error', 'unexpected_error']).toContain(result.error?.type)
        expect(result.error?.message.length).toBeGreaterThan(10)
      }
    }
    // Every intent confirmed before the restart is still succeeded after it.
    for (const { id, result } of first) {
      if ('paymentIntent' in result) expect((await merchant.intent(id)).status).toBe('succeeded')
    }
    const succeeded = outcomes.filter(({ result }) => 'paymentIntent' in result).length
    expect(succeeded).toBeGreaterThan(180)
    await sandbox.close()
  }, 120_000)
})
