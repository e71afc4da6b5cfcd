import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createPayloom, type PayloomEvent } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { checkoutOf } from '../../../core/confirm/confirmationEvents.ts'
import { callSandbox, card, createPaymentIntent, pk, sk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** An inline instance against the sandbox, and the events its onEvent heard. */
const listening = (apiBase = sandbox.url) => {
  const events: PayloomEvent[] = []
  const payloom = createPayloom(pk, { apiBase, plugins: [cardPlugin()], locale: 'en', hosting: 'inline', onEvent: (event) => events.push(event) })
  return { payloom, events }
}

describe('confirmation events through onEvent (controller.md §4 "Other flows")', () => {
  it('reports the attempt, then succeeded, as a non-link checkout', async () => {
    const { payloom, events } = listening()
    const intent = await createPaymentIntent(sandbox)
    const result = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') } }, redirect: 'if_required' })
    expect(result.paymentIntent?.status).toBe('succeeded')
    expect(events).toEqual([
      { type: 'confirmation_attempt', method: 'confirmPayment', checkout: 'non_link', intentId: intent.id },
      { type: 'confirmation_succeeded', method: 'confirmPayment', checkout: 'non_link', intentId: intent.id, status: 'succeeded' },
    ])
  })

  it('reports the attempt, then the error the call resolves with, without the shopper details', async () => {
    const { payloom, events } = listening()
    const intent = await createPaymentIntent(sandbox)
    const result = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4000000000000002') } }, redirect: 'if_required' })
    expect(events).toEqual([
      { type: 'confirmation_attempt', method: 'confirmPayment', checkout: 'non_link', intentId: intent.id },
      {
        type: 'confirmation_error', method: 'confirmPayment', checkout: 'non_link', intentId: intent.id,
        error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: result.error?.message },
      },
    ])
    expect(JSON.stringify(events)).not.toContain('4000000000000002')
  })

  it('reports a confirmSetup, and a Link payment method as a link checkout', async () => {
    const { payloom, events } = listening()
    const setup = (await callSandbox(sandbox.url, 'POST', '/v1/setup_intents', {}, { key: sk })).body as { id: string; client_secret: string }
    // The sandbox has no Link wallet yet (issue #10): it refuses the type, and the error says which checkout failed.
    const result = await payloom.confirmSetup({ clientSecret: setup.client_secret, confirmParams: { payment_method_data: { type: 'link' } }, redirect: 'if_required' })
    expect(events).toEqual([
      { type: 'confirmation_attempt', method: 'confirmSetup', checkout: 'link', intentId: setup.id },
      { type: 'confirmation_error', method: 'confirmSetup', checkout: 'link', intentId: setup.id, error: { type: 'invalid_request_error', message: result.error?.message } },
    ])
  })

  it('reports nothing for a merchant mistake, which throws before any attempt', async () => {
    const { payloom, events } = listening()
    await expect(payloom.confirmPayment({ clientSecret: '', redirect: 'if_required' })).rejects.toThrow('You must pass in a clientSecret when calling confirmPayment.')
    expect(events).toEqual([])
  })

  it('keeps paying when the listener throws, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const payloom = createPayloom(pk, { apiBase: sandbox.url, locale: 'en', hosting: 'inline', onEvent: () => { throw new Error('listener bug') } })
      const intent = await createPaymentIntent(sandbox)
      const result = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') } }, redirect: 'if_required' })
      expect(result.paymentIntent?.status).toBe('succeeded')
      expect(error).toHaveBeenCalledWith('payloom: the onEvent listener threw:', expect.objectContaining({ message: 'listener bug' }))
    } finally {
      error.mockRestore()
    }
  })

  it('takes only a function as onEvent', () => {
    expect(() => createPayloom(pk, { hosting: 'inline', onEvent: 'log' as never })).toThrow('Invalid value for createPayloom(): onEvent must be a function, got "log".')
  })
})

describe('an unknown confirmation result type (controller.md §4)', () => {
  let provider: Server
  let providerUrl: string
  beforeAll(async () => {
    // A provider whose confirm answers with an object that is not the intent confirmed.
    provider = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ id: 'src_1', object: 'source', status: 'chargeable' }))
    })
    await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done))
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((done) => provider.close(() => done())))

  it('raises a fatal event, logs it, and resolves with an unexpected error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { payloom, events } = listening(providerUrl)
      const result = await payloom.confirmPayment({ clientSecret: 'pi_123_secret_456', confirmParams: { payment_method: 'pm_1' }, redirect: 'if_required' })
      expect(result).toEqual({ error: { type: 'unexpected_error', message: 'Something went wrong. Please try again.' } })
      expect(events).toEqual([
        { type: 'confirmation_attempt', method: 'confirmPayment', checkout: 'non_link', intentId: 'pi_123' },
        { type: 'confirmation_fatal', method: 'confirmPayment', checkout: 'non_link', intentId: 'pi_123', resultType: 'source' },
      ])
      expect(error).toHaveBeenCalledWith('payloom: confirmPayment() got an unknown confirmation result type "source" for pi_123.')
    } finally {
      error.mockRestore()
    }
  })
})

describe('checkoutOf', () => {
  it('is a link checkout exactly when the payment method data is of type link', () => {
    fc.assert(fc.property(fc.option(fc.record({ type: fc.oneof(fc.constantFrom('link', 'card', 'ideal', 'Link'), fc.string()) }), { nil: undefined }), fc.dictionary(fc.string(), fc.string()), (data, rest) => {
      expect(checkoutOf({ ...rest, ...(data === undefined ? {} : { payment_method_data: data }) })).toBe(data?.type === 'link' ? 'link' : 'non_link')
    }))
    expect(checkoutOf(undefined)).toBe('non_link')
  })
})
