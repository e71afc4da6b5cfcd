import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createInlinePayloom } from '../../core/createPayloom.ts'
import type { Mids } from '../../core/controller/mids.ts'
import { checkPayloomOptions } from '../../core/payloomOptions.ts'
import { makeBrowserHeadless } from '../../core/services/Browser.ts'
import { card, createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** An instance whose page keeps the ids `ids()` says, as the controller frame's Browser does (the merchant page's cookies and the provider's guid). */
const instanceWith = (ids: () => Promise<Mids>) =>
  createInlinePayloom(checkPayloomOptions(pk, { apiBase: sandbox.url, locale: 'en', hosting: 'inline' }), { browser: { ...makeBrowserHeadless(), mids: ids } })

/** The ids the sandbox recorded for an object, read over HTTP as the provider's hidden fraud signals. */
const recorded = async (id: string) => (await sandbox.call('GET', `/v1/test_helpers/browser_ids/${id}`)).body

const ids = { muid: 'b2b0a4a0-2d3c-4b6e-9a57-3f1c2f0d9e11', guid: '5d7e1f3a-8c2b-4e0d-b1a6-7f9e3c2d1b00', sid: '0f4c8e2a-1b3d-4c5e-8f6a-9b0c1d2e3f40' }

describe('the browser ids (muid, guid, sid) go with what the SDK creates, over real HTTP to the sandbox (controller.md §3 mids)', () => {
  it('sends them with payment methods, tokens, sources, confirmation tokens and radar sessions, which the sandbox records', async () => {
    const payloom = instanceWith(async () => ids)
    const made = [
      ((await payloom.createPaymentMethod({ type: 'card', card: card('4242424242424242') })) as { paymentMethod: { id: string } }).paymentMethod.id,
      ((await payloom.createToken('pii', { id_number: '000000000' })) as { token: { id: string } }).token.id,
      ((await payloom.createSource({ type: 'card', token: 'tok_visa' })) as { source: { id: string } }).source.id,
      ((await payloom.createConfirmationToken({ params: { payment_method_data: { type: 'card', card: card('4242424242424242') } } })) as { confirmationToken: { id: string } }).confirmationToken.id,
      ((await payloom.createRadarSession()) as { radarSession: { id: string } }).radarSession.id,
    ]
    for (const id of made) expect(await recorded(id)).toEqual({ id: expect.stringMatching(/^bids_/), object: 'browser_ids', created_with: id, ...ids })
  })

  it('sends them with the new payment method of a confirm (payment_method_data), as Stripe.js does', async () => {
    const intent = await createPaymentIntent(sandbox)
    const { paymentIntent } = await instanceWith(async () => ids).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') } }, redirect: 'if_required' })
    expect(paymentIntent?.status).toBe('succeeded')
    const paymentMethod = (paymentIntent?.payment_method as { readonly id: string }).id
    expect(await recorded(paymentMethod)).toMatchObject({ created_with: paymentMethod, ...ids })
  })

  it('keeps a radar session per muid, guid and sid: a new session id gets a new radar session, the same ids the cached one', async () => {
    let current: Mids = ids
    const payloom = instanceWith(async () => current)
    const first = await payloom.createRadarSession()
    expect(await payloom.createRadarSession()).toEqual(first)
    current = { ...ids, sid: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }
    const renewed = await payloom.createRadarSession()
    expect(renewed).not.toEqual(first)
    expect(await recorded((renewed as { radarSession: { id: string } }).radarSession.id)).toMatchObject(current)
    current = ids
    expect(await payloom.createRadarSession()).toEqual(first)
  })

  it('never fails a payment for a missing id: with none kept, or a page that cannot give them, the object is made without them', async () => {
    const madeWith = async (source: () => Promise<Mids>) =>
      ((await instanceWith(source).createPaymentMethod({ type: 'card', card: card('4242424242424242') })) as { paymentMethod: { id: string } }).paymentMethod.id
    expect((await sandbox.call('GET', `/v1/test_helpers/browser_ids/${await madeWith(async () => ({}))}`)).status).toBe(404)
    expect((await sandbox.call('GET', `/v1/test_helpers/browser_ids/${await madeWith(() => Promise.reject(new Error('storage blocked')))}`)).status).toBe(404)
    expect(await recorded(await madeWith(async () => ({ guid: ids.guid })))).toMatchObject({ muid: null, guid: ids.guid, sid: null })
  })
})
