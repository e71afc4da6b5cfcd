import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, IntegrationError } from 'payloom'
import { bacsDebit } from 'payloom/plugins/bacs_debit'
import { reportsPerInstance } from '../../core/reportDefects.ts'
import { sdkVersion } from '../../core/errorReport.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** The reports the sandbox received, newest first, read over HTTP. */
const reports = async (): Promise<ReadonlyArray<Record<string, unknown>>> => (await sandbox.call('GET', '/v1/test_helpers/error_reports', { limit: 100 })).body.data

/** An instance whose Bacs plugin's details confirmation throws what `thrown()` makes: a plugin's defect. */
const instanceThrowing = (thrown: () => Error) => createPayloom(pk, {
  apiBase: sandbox.url,
  locale: 'en',
  hosting: 'inline',
  plugins: [{ ...bacsDebit(), confirmDetails: () => { throw thrown() } }],
})

const confirmBacs = async (payloom: ReturnType<typeof createPayloom>) => {
  const intent = await createPaymentIntent(sandbox, { payment_method_types: ['bacs_debit'], currency: 'gbp' })
  return payloom.confirmPayment({
    clientSecret: intent.client_secret,
    confirmParams: { payment_method_data: { type: 'bacs_debit', bacs_debit: { sort_code: '108800', account_number: '00012345' }, billing_details: { name: 'Jenny Rosen', email: 'jenny.rosen@example.com' } } },
  })
}

describe('the error-reporting chunk reports the SDK\'s own unexpected errors to the provider, over real HTTP (controller.md §2 "Lazily loaded chunks")', () => {
  it('reports a plugin handler that throws, scrubbed of payment details, and the call still rejects with the error', async () => {
    const payloom = instanceThrowing(() => new TypeError('Cannot confirm 4242 4242 4242 4242 (cvc 314) for jenny.rosen@example.com'))
    await expect(confirmBacs(payloom)).rejects.toThrow('Cannot confirm 4242 4242 4242 4242 (cvc 314) for jenny.rosen@example.com')
    await expect.poll(reports).toHaveLength(1)
    const [report] = await reports()
    expect(report).toMatchObject({ object: 'error_report', name: 'TypeError', message: 'Cannot confirm [digits] (cvc [digits]) for [email]', version: sdkVersion, call: 'confirmPayment', element: null })
    expect(report!.stack).toEqual(expect.stringContaining('TypeError: Cannot confirm [digits] (cvc [digits]) for [email]\n'))
    expect(JSON.stringify(report)).not.toMatch(/4242|314|jenny/)
  })

  it(`reports each error once, at most ${reportsPerInstance} per instance, and never a merchant's IntegrationError`, async () => {
    const before = (await reports()).length
    let n = 0
    const payloom = instanceThrowing(() => new Error(`defect number ${String.fromCharCode(97 + Math.floor(n++ / 2))}`))
    for (let attempt = 0; attempt < 2 * (reportsPerInstance + 2); attempt++) await expect(confirmBacs(payloom)).rejects.toThrow('defect number')
    await expect(payloom.confirmPayment({ clientSecret: 'not a secret' } as never)).rejects.toThrow(IntegrationError)
    await expect.poll(async () => (await reports()).length - before).toBe(reportsPerInstance)
    // Each message once (two attempts apiece), the first five.
    expect((await reports()).slice(0, reportsPerInstance).map((report) => report.message).sort()).toEqual(['a', 'b', 'c', 'd', 'e'].map((letter) => `defect number ${letter}`))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await reports()).length - before).toBe(reportsPerInstance)
  })
})
