import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ApiClientConfig, ApiClientService, FormParams } from '../../../core/api/ApiClient.ts'
import { retryPolicies } from '../../../core/api/retryPolicies.ts'
import { faultFor, type Fault, type FaultOptions } from '../../../sandbox/faults.ts'
import { startSandbox, type Sandbox } from '../../../sandbox/startSandbox.ts'
import { run, runError, testConfig } from './localServer.ts'

const secretKey = 'sk_test_payloomsandbox'

interface Intent {
  readonly id: string
  readonly client_secret: string
  readonly status: string
  readonly metadata: Readonly<Record<string, string>>
  readonly payment_method_types: readonly string[]
}

const running: { sandbox: Sandbox; dataDir: string }[] = []
afterEach(async () => {
  for (const { sandbox, dataDir } of running.splice(0)) {
    await sandbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

const start = async (faults?: FaultOptions, overrides: Partial<ApiClientConfig> = {}): Promise<ApiClientConfig> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'payloom-api-'))
  const sandbox = await startSandbox({ port: 0, dataDir, ...(faults === undefined ? {} : { faults }) })
  running.push({ sandbox, dataDir })
  return testConfig(sandbox.url, overrides)
}

const createIntent = (config: ApiClientConfig, params: FormParams = {}) =>
  run(config, (api) => api.post<Intent>('payment_intents', { apiKey: secretKey, body: { amount: 2000, currency: 'usd', payment_method_types: ['card'], ...params } }))

const cardData = (number: string) => ({ type: 'card', card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' } })

const confirm = (intent: Intent, number: string) => (api: ApiClientService) =>
  api.post<Intent>(`payment_intents/${intent.id}/confirm`, { body: { client_secret: intent.client_secret, payment_method_data: cardData(number) }, retry: { retries: 2, on: 'connection' } })

const charges = (config: ApiClientConfig, intent: Intent) =>
  run(config, (api) => api.get<{ readonly data: readonly unknown[] }>('charges', { apiKey: secretKey, query: { payment_intent: intent.id } }))

/** The first seed whose faults, request by request, are `wanted`. */
const seedFor = (options: Omit<FaultOptions, 'seed'>, wanted: readonly Fault[]): FaultOptions => {
  for (let seed = 0; ; seed++) {
    const candidate = { ...options, seed }
    if (wanted.every((fault, n) => JSON.stringify(faultFor(candidate, n)) === JSON.stringify(fault))) return candidate
  }
}

describe('ApiClient against the sandbox', () => {
  it('sends the key, the nested body and the query the server reads', async () => {
    const config = await start()
    const intent = await createIntent(config, { metadata: { order: 'A-1', note: 'a&b=c' }, payment_method_types: ['card', 'ideal'], currency: 'eur' })
    expect(intent.metadata).toEqual({ order: 'A-1', note: 'a&b=c' })
    expect(intent.payment_method_types).toEqual(['card', 'ideal'])
    const retrieved = await run(config, (api) => api.get<Intent>(`payment_intents/${intent.id}`, { query: { client_secret: intent.client_secret }, retry: retryPolicies.paymentIntentRetrieve }))
    expect(retrieved).toMatchObject({ id: intent.id, status: 'requires_payment_method' })
  })

  it('keeps the type, code, decline_code, param and intent of the provider\'s errors', async () => {
    const config = await start()
    const intent = await createIntent(config)
    expect(await runError(config, confirm(intent, '4000000000000002'))).toMatchObject({
      _tag: 'ApiError', type: 'card_error', code: 'card_declined', declineCode: 'generic_decline', status: 402,
      message: 'Your card was declined.', paymentIntent: { id: intent.id, status: 'requires_payment_method' },
    })
    expect(await runError(config, confirm(intent, '4000000000000127'))).toMatchObject({ type: 'card_error', code: 'incorrect_cvc', param: 'cvc' })
    expect(await runError(config, (api) => api.post('payment_intents', { apiKey: secretKey, body: { currency: 'usd' } }))).toMatchObject({
      type: 'invalid_request_error', code: 'parameter_missing', param: 'amount', status: 400,
    })
    expect(await runError(config, (api) => api.post('payment_intents', { body: { amount: 100, currency: 'usd' } }))).toMatchObject({ type: 'invalid_request_error', status: 401 })
  })

  it('retries a confirm whose answer was lost with the same idempotency key: replayed, charged once', async () => {
    const none: Fault = { kind: 'none' }
    // Requests: create, confirm (committed, then the connection drops), its retry, the charge list.
    const sent: string[] = []
    const fetch: typeof globalThis.fetch = (input, init) => {
      sent.push(`${init?.method} ${new URL(String(input)).pathname}`)
      return globalThis.fetch(input, init)
    }
    const config = await start(seedFor({ rate: 0.5, kinds: ['drop'] }, [none, { kind: 'drop', when: 'after' }, none, none]), { fetch })
    const intent = await createIntent(config)
    const confirmed = await run(config, confirm(intent, '4242424242424242'))
    expect(confirmed).toMatchObject({ id: intent.id, status: 'succeeded' })
    expect(sent.filter((call) => call === `POST /v1/payment_intents/${intent.id}/confirm`)).toHaveLength(2)
    expect((await charges(config, intent)).data).toHaveLength(1)
  })

  it('retries an injected 5xx under connection_or_5xx', async () => {
    const config = await start(seedFor({ rate: 0.5, kinds: ['5xx'] }, [{ kind: 'none' }, { kind: '5xx', status: 503 }, { kind: 'none' }]))
    const intent = await createIntent(config)
    expect(await run(config, (api) => api.get<Intent>(`payment_intents/${intent.id}`, { query: { client_secret: intent.client_secret }, retry: retryPolicies.paymentIntentRetrieve })))
      .toMatchObject({ id: intent.id })
  })

  it('counts a slow answer as a connection failure', async () => {
    const config = await start({ seed: 1, rate: 1, kinds: ['latency'], latencyMs: 300 })
    expect(await runError(config, (api) => api.get('payment_intents/pi_missing', { timeout: 50 }))).toMatchObject({ type: 'api_connection_error' })
  })
})
