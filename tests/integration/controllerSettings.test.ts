import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom, IntegrationError, type PayloomEvent } from 'payloom'
import { card, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

/**
 * The controller's settings a page may change after createPayloom() (controller.md §3, §5):
 * updateLoggingParams(), for the provider's own hosted pages only, whose ids then ride on every
 * confirmation event; and updateCredentials(), whose key, account and version every later call sends.
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())
afterEach(() => vi.unstubAllGlobals())

const visa = { type: 'card', card: card('4242424242424242') }
const ids = { session_id: 'cs_test_123', invoice_id: 'in_test_456' }

/** A page on `origin` (a stand-in for the browser's `location`: this file runs in Node). */
const onPage = (origin: string): void => void vi.stubGlobal('location', new URL(`${origin}/c/pay/cs_test_123`))

const confirmEvents = async (): Promise<PayloomEvent[]> => {
  const events: PayloomEvent[] = []
  const payloom = createPayloom(pk, { apiBase: sandbox.url, locale: 'en', onEvent: (event) => events.push(event) })
  expect(await payloom.updateLoggingParams(ids)).toEqual(ids)
  const intent = await createPaymentIntent(sandbox)
  const result = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: visa }, redirect: 'if_required' })
  expect(result).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  return events
}

describe('updateLoggingParams, over real HTTP to the sandbox', () => {
  it("refuses any page but the provider's own with 'This function may only be called from trusted domains'", async () => {
    const trustedOnly = new IntegrationError({ message: 'This function may only be called from trusted domains' })
    // A server script or test: no page at all.
    await expect(createPayloom(pk, { apiBase: sandbox.url }).updateLoggingParams(ids)).rejects.toThrow(trustedOnly)
    for (const origin of ['https://shop.example', 'http://127.0.0.2:4242', new URL(sandbox.url).origin.replace('127.0.0.1', 'localhost')]) {
      onPage(origin)
      await expect(createPayloom(pk, { apiBase: sandbox.url }).updateLoggingParams(ids)).rejects.toThrow(trustedOnly)
    }
  })

  it("on the provider's page, refuses ids that are not both strings with 'invalid logging params'", async () => {
    onPage(new URL(sandbox.url).origin)
    const payloom = createPayloom(pk, { apiBase: sandbox.url })
    for (const params of [{}, { session_id: 'cs_1' }, { session_id: 1, invoice_id: 'in_1' }, null, 'cs_1']) {
      await expect(payloom.updateLoggingParams(params as never)).rejects.toThrow(new IntegrationError({ message: 'invalid logging params' }))
    }
  })

  it("on the provider's page, puts the ids on every confirmation event; elsewhere the events carry none", async () => {
    onPage(new URL(sandbox.url).origin)
    const events = await confirmEvents()
    expect(events.filter((event) => event.type.startsWith('confirmation_')).map((event) => event.type)).toEqual(['confirmation_attempt', 'confirmation_succeeded'])
    for (const event of events) expect(event).toMatchObject({ loggingParams: ids })
    vi.unstubAllGlobals()
    const plain: PayloomEvent[] = []
    const payloom = createPayloom(pk, { apiBase: sandbox.url, locale: 'en', onEvent: (event) => plain.push(event) })
    await expect(payloom.updateLoggingParams(ids)).rejects.toThrow('trusted domains')
    const intent = await createPaymentIntent(sandbox)
    await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: visa }, redirect: 'if_required' })
    expect(plain.length).toBeGreaterThan(0)
    for (const event of plain) expect(event).not.toHaveProperty('loggingParams')
  })
})

describe('updateCredentials, over real HTTP to the sandbox', () => {
  it('sends the new key with every later call, and the instance says the new credentials', async () => {
    // A key the provider does not know (rotated away): the call fails until the page updates it.
    const payloom = createPayloom('pk_test_rotatedaway', { apiBase: sandbox.url, locale: 'en' })
    const intent = await createPaymentIntent(sandbox)
    expect(await payloom.retrievePaymentIntent(intent.client_secret)).toMatchObject({ error: { message: expect.stringContaining('Invalid API Key provided') } })
    expect(await payloom.updateCredentials({ publishableKey: pk, stripeAccount: 'acct_connected1', apiVersion: '2024-06-20' }))
      .toEqual({ publishableKey: pk, stripeAccount: 'acct_connected1', apiVersion: '2024-06-20' })
    expect([payloom.publishableKey, payloom.stripeAccount, payloom.apiVersion]).toEqual([pk, 'acct_connected1', '2024-06-20'])
    expect(await payloom.updateCredentials({ stripeAccount: null })).toEqual({ publishableKey: pk, apiVersion: '2024-06-20' })
    expect([payloom.publishableKey, payloom.stripeAccount, payloom.apiVersion]).toEqual([pk, undefined, '2024-06-20'])
    expect(await payloom.retrievePaymentIntent(intent.client_secret)).toMatchObject({ paymentIntent: { id: intent.id } })
  })

  it('refuses what createPayloom() would refuse, and a key of the other mode, changing nothing', async () => {
    const payloom = createPayloom(pk, { apiBase: sandbox.url })
    const refusals: ReadonlyArray<readonly [unknown, string]> = [
      [{ publishableKey: 'sk_test_1' }, 'publishableKey must be a publishable key (pk_test_... or pk_live_...), got "sk_test_1".'],
      [{ publishableKey: 'pk_live_1' }, 'publishableKey must be of the mode this instance was created in (test or live).'],
      [{ stripeAccount: 'business' }, 'stripeAccount must be a connected account id (acct_...) or null, got "business".'],
      [{ apiVersion: 'latest' }, "apiVersion must be a date like '2020-08-27', got \"latest\"."],
      [{ apiKey: pk }, 'Unrecognized updateCredentials() parameter: apiKey.'],
      ['pk_test_1', 'pass an object, got "pk_test_1".'],
    ]
    for (const [update, message] of refusals) {
      await expect(payloom.updateCredentials(update as never)).rejects.toThrow(IntegrationError)
      await expect(payloom.updateCredentials(update as never)).rejects.toThrow(message)
    }
    expect([payloom.publishableKey, payloom.stripeAccount]).toEqual([pk, undefined])
  })
})
