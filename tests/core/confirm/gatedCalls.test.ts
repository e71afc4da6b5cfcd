import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiClientLayerTest, type ApiClient, type TestRequest } from '../../../core/api/ApiClient.ts'
import { confirmIntent, retrieveIntentResult, updatePaymentIntent } from '../../../core/confirm/confirmIntent.ts'
import { createConfirmationToken, createPaymentMethod, createSource, createToken } from '../../../core/confirm/createObjects.ts'
import type { Catalog } from '../../../core/generated/locales/index.generated.ts'
import { loadCatalog } from '../../../core/i18n/loadCatalog.ts'
import { browserLayerHeadless, type Browser } from '../../../core/services/Browser.ts'
import { captchaLayerTest, type Captcha } from '../../../core/services/Captcha.ts'
import { card } from '../../sandbox/sandboxClient.ts'

let catalog: Catalog
beforeAll(async () => {
  catalog = await loadCatalog('en')
})

const paymentIntent = { id: 'pi_1', object: 'payment_intent', status: 'succeeded', client_secret: 'pi_1_secret_2' }
const setupIntent = { id: 'seti_1', object: 'setup_intent', status: 'succeeded', client_secret: 'seti_1_secret_2' }

/** Runs a flow against an in-memory provider and a captcha that always has `tok`; returns the calls it made. */
const callsOf = async (flow: (catalog: Catalog) => Effect.Effect<unknown, unknown, ApiClient | Browser | Captcha>): Promise<TestRequest[]> => {
  const calls: TestRequest[] = []
  const answer = (body: object) => (request: TestRequest) => {
    calls.push(request)
    return { status: 200, body }
  }
  const api = apiClientLayerTest({
    'POST payment_intents/pi_1/confirm': answer(paymentIntent),
    'POST setup_intents/seti_1/confirm': answer(setupIntent),
    'POST payment_intents/pi_1': answer(paymentIntent),
    'GET payment_intents/pi_1': answer(paymentIntent),
    'POST payment_methods': answer({ id: 'pm_1', object: 'payment_method' }),
    'POST confirmation_tokens': answer({ id: 'ctoken_1', object: 'confirmation_token' }),
    'POST tokens': answer({ id: 'cvctok_1', object: 'token' }),
    'POST sources': answer({ id: 'src_1', object: 'source' }),
  })
  await Effect.runPromise(Effect.provide(flow(catalog), Layer.mergeAll(api, browserLayerHeadless(), captchaLayerTest('tok'))))
  return calls
}

const captchaToken = (calls: ReadonlyArray<TestRequest>) => calls.map((call) => (call.options.body?.radar_options as { hcaptcha_token?: string } | undefined)?.hcaptcha_token)

describe('the captcha-gated calls carry the captcha token (controller.md §5)', () => {
  const redirect = 'if_required' as const
  it.each([
    ['confirmPayment', (c: Catalog) => confirmIntent('confirmPayment', { clientSecret: 'pi_1_secret_2', redirect, confirmParams: { payment_method: 'pm_1' } }, c)],
    ['confirmSetup', (c: Catalog) => confirmIntent('confirmSetup', { clientSecret: 'seti_1_secret_2', redirect }, c)],
    ['updatePaymentIntent', (c: Catalog) => updatePaymentIntent({ clientSecret: 'pi_1_secret_2', params: { setup_future_usage: 'off_session' } }, c)],
    ['createPaymentMethod', (c: Catalog) => createPaymentMethod({ type: 'card', card: card('4242424242424242') }, c)],
    ['createConfirmationToken', (c: Catalog) => createConfirmationToken({ params: { payment_method_data: { type: 'card', card: card('4242424242424242') } } }, c)],
    ['createToken', (c: Catalog) => createToken('cvc_update', { cvc: '123' }, c)],
    ['createSource', (c: Catalog) => createSource({ type: 'card', card: card('4242424242424242') }, c)],
  ])('%s', async (_name, flow) => {
    const calls = await callsOf(flow)
    expect(calls).toHaveLength(1)
    expect(captchaToken(calls)).toEqual(['tok'])
  })

  it('keeps radar options the merchant passed', async () => {
    const calls = await callsOf((c) => confirmIntent('confirmPayment', { clientSecret: 'pi_1_secret_2', redirect: 'if_required', confirmParams: { radar_options: { session: 'rse_1' } } }, c))
    expect(calls[0]!.options.body?.radar_options).toEqual({ session: 'rse_1', hcaptcha_token: 'tok' })
  })

  it('leaves calls that are not gated alone', async () => {
    const calls = await callsOf((c) => retrieveIntentResult('retrievePaymentIntent', 'payment_intent', 'pi_1_secret_2', c))
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET payment_intents/pi_1'])
    expect(calls[0]!.options.query).toEqual({ client_secret: 'pi_1_secret_2' })
    expect(calls[0]!.options.body).toBeUndefined()
  })
})
