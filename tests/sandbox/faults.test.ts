import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkFaultOptions, faultFor, type FaultOptions } from '../../sandbox/faults.ts'
import { card, encodeForm, pk, sk, startTestSandbox } from './sandboxClient.ts'

describe('faultFor', () => {
  it('is a function of the seed and the request number', () => {
    fc.assert(fc.property(fc.integer(), fc.nat(10_000), fc.double({ min: 0, max: 1, noNaN: true }), (seed, n, rate) => {
      const options: FaultOptions = { seed, rate, kinds: ['latency', '5xx', 'drop'], latencyMs: 7 }
      expect(faultFor(options, n)).toEqual(faultFor(options, n))
      if (rate === 0) expect(faultFor(options, n).kind).toBe('none')
      if (rate === 1) expect(faultFor(options, n).kind).not.toBe('none')
    }))
  })

  it('hits about `rate` of the requests, with only the kinds asked for', () => {
    const options: FaultOptions = { seed: 7, rate: 0.3, kinds: ['5xx'] }
    const faults = Array.from({ length: 4000 }, (_, n) => faultFor(options, n))
    const hit = faults.filter((fault) => fault.kind !== 'none')
    expect(hit.length / faults.length).toBeGreaterThan(0.25)
    expect(hit.length / faults.length).toBeLessThan(0.35)
    expect(new Set(hit.map((fault) => fault.kind))).toEqual(new Set(['5xx']))
    expect(faultFor(undefined, 3)).toEqual({ kind: 'none' })
  })

  it('refuses options it cannot use, saying what to change', () => {
    expect(() => checkFaultOptions({ seed: 1.5, rate: 0.1, kinds: ['drop'] })).toThrow('faults.seed must be an integer, got 1.5.')
    expect(() => checkFaultOptions({ seed: 1, rate: 2, kinds: ['drop'] })).toThrow('faults.rate must be a number from 0 to 1, got 2.')
    expect(() => checkFaultOptions({ seed: 1, rate: 0.1, kinds: [] })).toThrow('faults.kinds must be a non-empty list of latency, 5xx, drop.')
    expect(() => checkFaultOptions({ seed: 1, rate: 0.1, kinds: ['drop'], latencyMs: -1 })).toThrow('faults.latencyMs must be a non-negative integer.')
  })
})

/** What a client sees of one request: a status, or a dropped connection. */
const attempt = async (url: string, path: string, body: string, key: string, idempotencyKey?: string): Promise<{ outcome: string; body?: any }> => {
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded', ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }) },
      body,
    })
    const json = await response.json()
    if (response.status >= 500) expect(json.error.type).toBe('api_error')
    return { outcome: `${response.status}${response.headers.get('sandbox-fault') === 'latency' ? '+latency' : ''}`, body: json }
  } catch {
    return { outcome: 'dropped' }
  }
}

const faults: FaultOptions = { seed: 20240601, rate: 0.5, kinds: ['latency', '5xx', 'drop'], latencyMs: 5 }

const faultRun = async (): Promise<readonly string[]> => {
  const sandbox = await startTestSandbox({ faults })
  try {
    const outcomes: string[] = []
    for (let i = 0; i < 24; i++) outcomes.push((await attempt(sandbox.url, '/v1/customers', encodeForm({ email: `c${i}@example.com` }), sk)).outcome)
    return outcomes
  } finally {
    await sandbox.dispose()
  }
}

describe('fault injection', () => {
  it('repeats the same faults for the same seed', async () => {
    const first = await faultRun()
    expect(await faultRun()).toEqual(first)
    expect(first).toContain('dropped')
    expect(first.some((outcome) => outcome === '500' || outcome === '503')).toBe(true)
    expect(first).toContain('200+latency')
    expect(first).toContain('200')
  })

  it('never charges twice when the client retries through faults with one idempotency key', async () => {
    const sandbox = await startTestSandbox({ faults: { ...faults, rate: 0.6 } })
    try {
      for (let order = 0; order < 6; order++) {
        let intent: any
        for (let tries = 0; intent === undefined && tries < 40; tries++) {
          const created = await attempt(sandbox.url, '/v1/payment_intents', encodeForm({ amount: 1000, currency: 'usd' }), sk, `create-${order}`)
          if (created.outcome.startsWith('200')) intent = created.body
        }
        const body = encodeForm({ client_secret: intent.client_secret, payment_method_data: { type: 'card', card: card('4242424242424242') } })
        let paid: any
        for (let tries = 0; paid === undefined && tries < 40; tries++) {
          const result = await attempt(sandbox.url, `/v1/payment_intents/${intent.id}/confirm`, body, pk, `confirm-${order}`)
          if (result.outcome.startsWith('200')) paid = result.body
          else if (result.outcome !== 'dropped') expect(['500', '503']).toContain(result.outcome)
        }
        expect(paid.status).toBe('succeeded')
        let charges: any
        for (let tries = 0; charges === undefined && tries < 40; tries++) {
          const response = await fetch(`${sandbox.url}/v1/charges?payment_intent=${intent.id}`, { headers: { Authorization: `Bearer ${sk}` } }).catch(() => undefined)
          if (response?.status === 200) charges = await response.json()
        }
        expect(charges.data).toHaveLength(1)
      }
    } finally {
      await sandbox.dispose()
    }
  })
})
