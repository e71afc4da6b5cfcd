import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, IntegrationError, makeRegistry } from 'payloom'
import { card } from 'payloom/plugins/card'
import { ApiClient, makeApiClient } from '../../../core/api/ApiClient.ts'
import { makeElements } from '../../../core/elements/Elements.ts'
import { inlinePlacement } from '../../../core/elements/placement.ts'
import { loadElementsSession, type ElementsSession, type SessionSource } from '../../../core/session/elementsSession.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/**
 * `payloom.elements({ onBehalfOf })`: a deferred payment's business of record, sent with the
 * elements session's deferred intent (`deferred_intent[on_behalf_of]`) and kept in the session,
 * where Link's calls read it; and the intent a client secret names, kept as the session's
 * `intentId` (wallet.md §7's intent_id, payment_intent).
 */

const registry = makeRegistry([card()])
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** The source a group of these options sends, and the session the sandbox answers it with. */
const groupSession = async (options: Parameters<typeof makeElements>[1]): Promise<{ readonly source: SessionSource; readonly session: ElementsSession }> => {
  const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
  let loaded: { source: SessionSource; session: ElementsSession } | undefined
  const group = makeElements({
    owner: Symbol('test'), registry, locale: 'en',
    loadSession: async (source) => {
      const session = await Effect.runPromise(Effect.provideService(loadElementsSession(source, registry, 'en'), ApiClient, api))
      loaded = { source, session }
      return session
    },
    runApi: () => Promise.reject(new Error('not here')), preparePayment: () => undefined,
    apiBase: sandbox.url, publishableKey: pk, betas: [], placement: inlinePlacement,
  }, options)
  await group.ready
  return loaded!
}

describe('the elements session knows the payment\'s business of record and its intent', () => {
  it('sends a deferred payment\'s onBehalfOf as deferred_intent[on_behalf_of], which the session keeps; a client secret\'s intent is the session\'s intentId', async () => {
    const deferred = await groupSession({ mode: 'payment', amount: 2000, currency: 'usd', onBehalfOf: 'acct_business1' })
    expect(deferred.source).toMatchObject({ deferredIntent: { on_behalf_of: 'acct_business1' } })
    expect(deferred.session).toMatchObject({ onBehalfOf: 'acct_business1' })
    expect(deferred.session.intentId).toBeUndefined()
    const intent = await createPaymentIntent(sandbox)
    const ofIntent = await groupSession({ clientSecret: intent.client_secret })
    expect(ofIntent.session).toMatchObject({ intentId: intent.id })
    expect(ofIntent.session.onBehalfOf).toBeUndefined()
  })

  it('the sandbox refuses an on_behalf_of that is no account id, naming the parameter', async () => {
    const refused = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'payment', amount: 2000, currency: 'usd', on_behalf_of: 'business' } }, { key: pk })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({ param: 'deferred_intent[on_behalf_of]' })
  })
})

describe('onBehalfOf, checked by elements() and update()', () => {
  const payloom = () => createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [card()] })
  const elements = (options: object) => payloom().elements({ mode: 'payment', amount: 1000, currency: 'usd', ...options })

  it('refuses anything but a connected account\'s id, and any with a client secret, with a clear message', () => {
    expect(() => elements({ onBehalfOf: 'business' })).toThrow(new IntegrationError({
      message: 'Invalid value for payloom.elements(): onBehalfOf must be a connected account\'s id (acct_...), got "business".',
    }))
    expect(() => elements({ onBehalfOf: 42 })).toThrow('onBehalfOf must be a connected account\'s id (acct_...), got 42.')
    expect(() => payloom().elements({ clientSecret: 'pi_1_secret_2', onBehalfOf: 'acct_1' }))
      .toThrow('onBehalfOf is for a deferred intent (mode, amount, currency): with a clientSecret, the intent\'s on_behalf_of applies.')
    expect(() => elements({ onBehalfOf: 'acct_1' })).not.toThrow()
  })

  it('update() checks it too', async () => {
    await expect(elements({}).update({ onBehalfOf: 'acct-1' })).rejects.toThrow('got "acct-1".')
  })
})
