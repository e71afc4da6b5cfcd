import * as Effect from 'effect/Effect'
import type { ApiClient } from '../../core/api/ApiClient.ts'
import type { ApiError } from '../../core/api/ApiError.ts'
import type { IntegrationError } from '../../core/errors/IntegrationError.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmPaymentPage, initPaymentPage, retrievePaymentPage, updatePaymentPage, type PaymentPageCache } from '../../core/checkout/paymentPages.ts'
import { paymentPageChecksum } from '../../core/controller/checkoutPage.ts'
import { makeRuntime } from '../../core/runtime.ts'
import { pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A runtime whose provider calls are counted by path, as the hosted checkout page's are made. */
const countingRuntime = () => {
  const calls: string[] = []
  const counted: typeof fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`)
    return fetch(input, init)
  }
  const runtime = makeRuntime({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', locale: 'en', fetch: counted })
  // A provider error fails the test loudly; a refusal before the call is the effect's own failure.
  const run = <A>(effect: Effect.Effect<A, ApiError | IntegrationError, ApiClient>): Promise<A> => runtime.run(Effect.catchTag(effect, 'ApiError', Effect.die))
  const failure = <A>(effect: Effect.Effect<A, ApiError | IntegrationError, ApiClient>): Promise<string> => runtime.run(Effect.flip(Effect.catchTag(effect, 'ApiError', Effect.die)).pipe(Effect.orDie, Effect.map((error: IntegrationError) => error.message)))
  return { calls, run, failure }
}

const newSession = async () => (await sandbox.call('POST', '/v1/checkout/sessions', {
  mode: 'payment', success_url: 'https://shop.example/done',
  line_items: [{ price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Pen' } }, quantity: 2, adjustable_quantity: { enabled: true, maximum: 9 } }],
})).body

describe('payment page calls (core/checkout/paymentPages.ts)', () => {
  it('keeps each payment page session by checkout session id: init asks once, updates and confirms refresh it', async () => {
    const { calls, run, failure } = countingRuntime()
    const cache: PaymentPageCache = new Map()
    const [first, second] = [await newSession(), await newSession()]
    const page = await run(initPaymentPage(cache, first.id))
    expect(await run(initPaymentPage(cache, first.id))).toBe(page)
    await run(initPaymentPage(cache, second.id))
    expect(calls).toEqual([`POST /v1/payment_pages/${first.id}/init`, `POST /v1/payment_pages/${second.id}/init`])
    expect([...cache.keys()]).toEqual([first.id, second.id])

    const updated = await run(updatePaymentPage(cache, first.id, { updated_line_item_quantity: { line_item_id: page.line_items[0]!.id, quantity: 3 } }))
    expect(updated).toMatchObject({ version: 2, amount_total: 1500 })
    expect(await run(initPaymentPage(cache, first.id))).toBe(updated)
    const shown = { sessionId: first.id, initChecksum: updated.init_checksum, version: updated.version, expectedAmount: updated.amount_total }
    const paid = await run(confirmPaymentPage(cache, first.id, {
      payment_method: 'pm_card_visa', init_checksum: updated.init_checksum, version: updated.version, expected_amount: updated.amount_total, js_checksum: paymentPageChecksum(shown),
    }))
    expect(paid).toMatchObject({ status: 'complete', payment_intent: { status: 'succeeded' } })
    expect(cache.get(first.id)).toBe(paid)
    expect(await run(retrievePaymentPage(cache, second.id))).toMatchObject({ id: second.id, status: 'open' })
    expect(calls.slice(2)).toEqual([`POST /v1/payment_pages/${first.id}`, `POST /v1/payment_pages/${first.id}/confirm`, `GET /v1/payment_pages/${second.id}`])
  })

  it('refuses an update of several things, or a confirm without version, js_checksum or expected_amount, before sending it', async () => {
    const { calls, run, failure } = countingRuntime()
    const cache: PaymentPageCache = new Map()
    const session = await newSession()
    expect((await failure(updatePaymentPage(cache, session.id, { promotion_code: 'SANDBOX10', updated_currency: 'usd' }))))
      .toBe('payloom: checkout update: A checkout update changes exactly one of promotion_code, tax_region, updated_currency, updated_line_item_quantity, shipping_rate, or tax_id_collection; got promotion_code and updated_currency. Send one update per change.')
    expect((await failure(confirmPaymentPage(cache, session.id, { payment_method: 'pm_card_visa', version: 1 }))))
      .toBe('payloom: checkout confirm: Missing value for js_checksum: a checkout confirm needs version, js_checksum, and expected_amount. Missing value for expected_amount: a checkout confirm needs version, js_checksum, and expected_amount.')
    expect(calls).toEqual([])
  })
})
