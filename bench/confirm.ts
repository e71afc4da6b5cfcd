/**
 * A confirm round trip as a shopper's page makes it: the SDK's confirmPayment against the local
 * sandbox over loopback HTTP, 200 times, reporting the median and 95th percentile.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPayloom } from '../core/index.ts'
import { testKeys } from '../sandbox/keys.ts'
import { startSandbox } from '../sandbox/startSandbox.ts'

export interface ConfirmBenchResult {
  readonly confirms: number
  readonly medianMs: number
  readonly p95Ms: number
}

const percentile = (sorted: ReadonlyArray<number>, p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

export async function confirmBench(confirms = 200): Promise<ConfirmBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'payloom-bench-'))
  const sandbox = await startSandbox({ port: 0, dataDir })
  try {
    const payloom = createPayloom(testKeys.publishable, { apiBase: sandbox.url, locale: 'en' })
    const createIntent = async (): Promise<string> => {
      const response = await fetch(`${sandbox.url}/v1/payment_intents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${testKeys.secret}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'amount=1000&currency=usd&payment_method_types[0]=card',
      })
      return ((await response.json()) as { client_secret: string }).client_secret
    }
    const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' }
    const timings: number[] = []
    for (let i = 0; i < confirms + 10; i++) {
      const clientSecret = await createIntent()
      const started = performance.now()
      const result = await payloom.confirmPayment({ clientSecret, confirmParams: { payment_method_data: { type: 'card', card } }, redirect: 'if_required' })
      const elapsed = performance.now() - started
      if (!('paymentIntent' in result)) throw new Error(`bench confirm failed: ${result.error.message}`)
      if (i >= 10) timings.push(elapsed) // the first ten warm up the connection and the JIT
    }
    timings.sort((a, b) => a - b)
    return { confirms, medianMs: Number(percentile(timings, 0.5).toFixed(2)), p95Ms: Number(percentile(timings, 0.95).toFixed(2)) }
  } finally {
    await sandbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
