import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as Effect from 'effect/Effect'
import { makeRegistry } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { apiClientLayer } from '../../../core/api/ApiClient.ts'
import { loadElementsSession, type SessionSource } from '../../../core/session/elementsSession.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
let edgeDown: TestSandbox
const registry = makeRegistry([cardPlugin()])

beforeAll(async () => {
  sandbox = await startTestSandbox()
  edgeDown = await startTestSandbox({ failSessionsEdge: true })
})
afterAll(async () => {
  await sandbox.dispose()
  await edgeDown.dispose()
})

const load = (on: TestSandbox, source: SessionSource, plugins = registry) =>
  Effect.runPromise(Effect.result(loadElementsSession(source, plugins).pipe(
    Effect.provide(apiClientLayer({ apiBase: on.url, publishableKey: pk, apiVersion: '2020-08-27' })),
  )))

describe('loadElementsSession', () => {
  it('loads a session for a client secret, with the defaults of controller.md §3', async () => {
    const intent = await createPaymentIntent(sandbox)
    const result = await load(sandbox, { clientSecret: intent.client_secret })
    expect(result._tag).toBe('Success')
    if (result._tag !== 'Success') return
    expect(result.success).toMatchObject({ paymentMethodTypes: ['card'], amount: 2000, currency: 'usd', link: { mode: null, fundingSources: [] }, customer: null })
  })

  it('shows the customer error of the session as a warning, and loads the payment without the customer (controller.md §8)', async () => {
    const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
    // Created three hours ago, a customer session has expired by now.
    const realNow = Date.now
    const past = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 3 * 60 * 60 * 1000)
    const expired = (await sandbox.call('POST', '/v1/customer_sessions', { customer: customer.id, components: { payment_element: { enabled: true } } })).body
    past.mockRestore()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const intent = await createPaymentIntent(sandbox)
    const result = await load(sandbox, { clientSecret: intent.client_secret, customerSessionClientSecret: expired.client_secret })
    expect(warn).toHaveBeenCalledWith('This customer session has expired. Create a new one on your server.')
    warn.mockRestore()
    expect(result).toMatchObject({ _tag: 'Success', success: { customer: null, paymentMethodTypes: ['card'] } })
  })

  it('loads a deferred session', async () => {
    const result = await load(sandbox, { deferredIntent: { mode: 'payment', amount: 500, currency: 'eur', payment_method_types: ['card'] } })
    expect(result).toMatchObject({ _tag: 'Success', success: { amount: 500, currency: 'eur' } })
  })

  it('falls back from the edge path to the main path', async () => {
    const intent = await createPaymentIntent(edgeDown)
    expect(await load(edgeDown, { clientSecret: intent.client_secret })).toMatchObject({ _tag: 'Success' })
  })

  it('returns a request error directly instead of falling back', async () => {
    const result = await load(edgeDown, { clientSecret: 'pi_missing_secret_x' })
    expect(result).toMatchObject({ _tag: 'Failure', failure: { type: 'invalid_request_error' } })
  })

  it('refuses a session with no method a plugin provides (unsupported_parameter)', async () => {
    const result = await load(sandbox, { deferredIntent: { mode: 'payment', amount: 500, currency: 'eur', payment_method_types: ['ideal'] } })
    expect(result).toMatchObject({ _tag: 'Failure', failure: { code: 'unsupported_parameter', param: 'payment_method_types' } })
  })

  it('refuses link without card, and microdeposit verification', async () => {
    expect(await load(sandbox, { deferredIntent: { mode: 'payment', amount: 500, currency: 'usd', payment_method_types: ['link', 'ideal'] } }, makeRegistry([cardPlugin()])))
      .toMatchObject({ _tag: 'Failure', failure: { code: 'unsupported_parameter' } })
    expect(await load(sandbox, {
      deferredIntent: { mode: 'payment', amount: 500, currency: 'usd', payment_method_types: ['card', 'us_bank_account'], payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } } },
    })).toMatchObject({ _tag: 'Failure', failure: { code: 'unsupported_parameter', param: 'payment_method_options[us_bank_account][verification_method]' } })
  })

  it('refuses options for methods the payment does not offer', async () => {
    expect(await load(sandbox, {
      deferredIntent: { mode: 'payment', amount: 500, currency: 'usd', payment_method_types: ['card'], payment_method_options: { sofort: { preferred_language: 'de' } } },
    })).toMatchObject({ _tag: 'Failure', failure: { code: 'unsupported_parameter', param: 'payment_method_options' } })
  })
})
