import { describe, expect, it } from 'vitest'
import { payloomMethods } from '../../core/payloomMethods.ts'
import { makeRuntime } from '../../core/runtime.ts'
import { startTestSandbox, pk } from '../sandbox/sandboxClient.ts'

const runtimeFor = (apiBase: string) => makeRuntime({ apiBase, publishableKey: pk, apiVersion: '2020-08-27', locale: 'en' })

describe('the payment calls, loaded on first use', () => {
  it('answer a connection error when their code cannot load, and load it on the next call', async () => {
    const sandbox = await startTestSandbox()
    try {
      let attempts = 0
      const calls = payloomMethods(runtimeFor(sandbox.url), undefined, async () => {
        attempts += 1
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return import('../../core/confirm/paymentCalls.ts')
      })
      expect(await calls.retrievePaymentIntent('pi_1_secret_2')).toEqual({
        error: { type: 'api_connection_error', message: 'We could not load the payment code. Check your connection and try again.' },
      })
      // Loaded now: the provider answers (this secret names no intent).
      expect(await calls.retrievePaymentIntent('pi_1_secret_2')).toMatchObject({ error: { type: 'invalid_request_error' } })
      expect(attempts).toBe(2)
    } finally {
      await sandbox.dispose()
    }
  })

  it('load their code once, whether prepared early or not', async () => {
    let attempts = 0
    const calls = payloomMethods(runtimeFor('http://127.0.0.1:9'), undefined, async () => {
      attempts += 1
      return import('../../core/confirm/paymentCalls.ts')
    })
    expect(attempts).toBe(0)
    calls.preparePayment()
    calls.preparePayment()
    await expect(calls.createToken('pii', { id_number: '000000000' })).resolves.toMatchObject({ error: { type: 'api_connection_error' } })
    expect(attempts).toBe(1)
  })
})
