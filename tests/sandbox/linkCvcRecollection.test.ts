import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type Payloom } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { link } from 'payloom/plugins/link'
import { ApiClient, makeApiClient } from '../../core/api/ApiClient.ts'
import { loadElementsSession } from '../../core/session/elementsSession.ts'
import { consumerCall, expectError, saveCard, signUp } from './linkConsumers.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

/**
 * A saved Link card's CVC asked for again (wallet.md §5 "Card re-collection"): the intent asks for
 * it (payment_method_options.card.require_cvc_recollection), the elements session says so, the
 * share carries it (payment_method_options[card][cvc]) and confirm pays only with it.
 */

let sandbox: TestSandbox
let payloom: Payloom
beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin(), link()], locale: 'en' })
})
afterAll(() => sandbox.dispose())

const recollecting = { payment_method_types: ['card', 'link'], payment_method_options: { card: { require_cvc_recollection: true } } }

const share = (secret: string, id: string, cvc?: string, type: 'link' | 'card' = 'link') =>
  consumerCall(sandbox, 'payment_details/share', { id, expected_payment_method_type: type, ...(cvc === undefined ? {} : { payment_method_options: { card: { cvc } } }) }, secret)

const confirm = (intent: Record<string, any>, paymentMethod: string) =>
  sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: paymentMethod }, { key: pk })

const newConsumer = async () => (await signUp(sandbox)).consumer_session.client_secret as string

describe('CVC recollection for a saved Link card, against the sandbox', () => {
  it('keeps require_cvc_recollection on the intent, and the elements session tells the payment form', async () => {
    const intent = await createPaymentIntent(sandbox, recollecting)
    expect(intent.payment_method_options).toEqual({ card: { require_cvc_recollection: true } })
    const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: payloom.apiVersion })
    const load = (secret: string) => Effect.runPromise(Effect.provideService(loadElementsSession({ clientSecret: secret }, payloom.registry, 'en'), ApiClient, api))
    expect((await load(intent.client_secret)).requireCvcRecollection).toBe(true)
    // An intent that does not ask leaves it out.
    expect((await load((await createPaymentIntent(sandbox, { payment_method_types: ['card', 'link'] })).client_secret)).requireCvcRecollection).toBeUndefined()
    const refused = await sandbox.call('POST', '/v1/payment_intents', { amount: 2000, currency: 'usd', payment_method_options: { card: { require_cvc_recollection: 'yes' } } })
    expectError(refused, 400, undefined, 'payment_method_options[card][require_cvc_recollection]')
  })

  it('pays only with a card shared with its CVC, which must be 3 or 4 digits', async () => {
    const secret = await newConsumer()
    const visa = await saveCard(sandbox, secret, '4242424242424242')
    const without = await confirm(await createPaymentIntent(sandbox, recollecting), (await share(secret, visa.id)).body.payment_method.id)
    expectError(without, 400, 'parameter_missing', 'payment_method_options[card][cvc]')
    // Shared as a plain card (PASSTHROUGH) alike.
    const asCard = await confirm(await createPaymentIntent(sandbox, recollecting), (await share(secret, visa.id, undefined, 'card')).body.payment_method.id)
    expectError(asCard, 400, 'parameter_missing', 'payment_method_options[card][cvc]')
    expect((await confirm(await createPaymentIntent(sandbox, recollecting), (await share(secret, visa.id, '4321', 'card')).body.payment_method.id)).body).toMatchObject({ status: 'succeeded' })
    expectError(await share(secret, visa.id, '12'), 402, 'invalid_cvc', 'payment_method_options[card][cvc]')
    const paid = await confirm(await createPaymentIntent(sandbox, recollecting), (await share(secret, visa.id, '123')).body.payment_method.id)
    expect(paid.body).toMatchObject({ status: 'succeeded' })
    // An intent that does not ask pays with the card shared as it is.
    const plain = await confirm(await createPaymentIntent(sandbox, { payment_method_types: ['card', 'link'] }), (await share(secret, visa.id)).body.payment_method.id)
    expect(plain.body).toMatchObject({ status: 'succeeded' })
  })

  it('declines the incorrect-CVC test card with incorrect_cvc, as a typed card would', async () => {
    const secret = await newConsumer()
    const refusing = await saveCard(sandbox, secret, '4000000000000127')
    const declined = await confirm(await createPaymentIntent(sandbox, recollecting), (await share(secret, refusing.id, '123')).body.payment_method.id)
    expect(declined.status).toBe(402)
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_cvc', param: 'cvc' })
  })
})
