import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError, createPayloom, type Payloom } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { card, createPaymentIntent, pk, playShopper, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

/** The shopper's answer to the next 3DS challenge or bank page, as a test sets it. */
let answer: 'approve' | 'fail' = 'approve'
const authentications: string[] = []

let sandbox: TestSandbox
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, {
    apiBase: sandbox.url,
    plugins: [cardPlugin()],
    locale: 'en',
    // No browser here: the test plays the shopper on the sandbox's challenge or bank page.
    authenticate: playShopper(authentications, () => answer),
  })
})
afterAll(() => sandbox.dispose())

const payWith = async (number: string, options: { readonly redirect?: 'always' | 'if_required'; readonly returnUrl?: string } = {}) => {
  const intent = await createPaymentIntent(sandbox)
  return payloom.confirmPayment({
    clientSecret: intent.client_secret,
    confirmParams: { payment_method_data: { type: 'card', card: card(number) }, ...(options.returnUrl ? { return_url: options.returnUrl } : {}) },
    redirect: options.redirect ?? 'if_required',
  })
}

describe('confirmPayment against the sandbox, over real HTTP', () => {
  it('succeeds with 4242 4242 4242 4242', async () => {
    const result = await payWith('4242424242424242')
    expect(result).toMatchObject({ paymentIntent: { object: 'payment_intent', status: 'succeeded' } })
  })

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000009987', 'card_declined', 'lost_card', 'Your card was declined.'],
    ['4000000000009979', 'card_declined', 'stolen_card', 'Your card was declined.'],
    ['4100000000000019', 'card_declined', 'fraudulent', 'Your card was declined.'],
  ])('declines %s with %s / %s', async (number, code, declineCode, message) => {
    const result = await payWith(number)
    expect(result).toEqual({
      error: expect.objectContaining({ type: 'card_error', code, decline_code: declineCode, message, payment_intent: expect.objectContaining({ status: 'requires_payment_method' }) }),
    })
    expect(result).not.toHaveProperty('error.status')
  })

  it.each([
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000000000000119', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('fails %s with %s', async (number, code, message) => {
    expect(await payWith(number)).toEqual({ error: expect.objectContaining({ type: 'card_error', code, message }) })
  })

  it('completes a 3DS card after the challenge is approved', async () => {
    answer = 'approve'
    authentications.length = 0
    for (const number of ['4000002500003155', '4000000000003220']) {
      expect(await payWith(number)).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    }
    expect(authentications).toEqual(['three_d_secure', 'three_d_secure'])
  })

  it('fails a 3DS card after the challenge is failed', async () => {
    answer = 'fail'
    const result = await payWith('4000002500003155')
    answer = 'approve'
    expect(result).toEqual({ error: expect.objectContaining({ code: 'payment_intent_authentication_failure', payment_intent: expect.objectContaining({ status: 'requires_payment_method' }) }) })
  })

  it('follows a bank redirect for a redirect method', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['ideal'], currency: 'eur' })
    authentications.length = 0
    const result = await payloom.confirmPayment({
      clientSecret: intent.client_secret,
      confirmParams: { payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } }, return_url: 'https://shop.example/return' },
      redirect: 'if_required',
    })
    expect(authentications).toEqual(['redirect'])
    expect(result).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  })

  it('confirms a setup intent', async () => {
    const created = await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })
    const result = await payloom.confirmSetup({
      clientSecret: created.body.client_secret,
      confirmParams: { payment_method_data: { type: 'card', card: card('4242424242424242') } },
      redirect: 'if_required',
    })
    expect(result).toMatchObject({ setupIntent: { object: 'setup_intent', status: 'succeeded' } })
  })

  it('retrieves an intent, and completes a next action confirmed on the server', async () => {
    const intent = await createPaymentIntent(sandbox)
    expect(await payloom.retrievePaymentIntent(intent.client_secret)).toMatchObject({ paymentIntent: { id: intent.id, status: 'requires_payment_method' } })
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      payment_method_data: { type: 'card', card: card('4000002500003155') }, use_stripe_sdk: true,
    })
    expect(confirmed.body.status).toBe('requires_action')
    expect(await payloom.handleNextAction({ clientSecret: intent.client_secret })).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  })
})

describe('updatePaymentIntent', () => {
  it('changes what the browser may change, then confirms', async () => {
    const intent = await createPaymentIntent(sandbox)
    const updated = await payloom.updatePaymentIntent({ clientSecret: intent.client_secret, params: { shipping: { name: 'Ada', address: { line1: '1 Main St', country: 'US' } } } })
    expect(updated).toMatchObject({ paymentIntent: { id: intent.id, shipping: { name: 'Ada' } } })
    await expect(payloom.updatePaymentIntent({ params: {} } as never)).rejects.toThrow('You must pass in a clientSecret when calling updatePaymentIntent.')
  })

  it('returns the provider error for a field the browser may not change', async () => {
    const intent = await createPaymentIntent(sandbox)
    expect(await payloom.updatePaymentIntent({ clientSecret: intent.client_secret, params: { amount: 1 } })).toMatchObject({ error: { type: 'invalid_request_error', param: 'amount' } })
  })
})

describe('merchant mistakes are thrown with the spec messages', () => {
  it('requires a client secret', async () => {
    await expect(payloom.confirmPayment({} as never)).rejects.toThrow('You must pass in a clientSecret when calling confirmPayment.')
    await expect(payloom.confirmSetup({ clientSecret: '' })).rejects.toThrow('You must pass in a clientSecret when calling confirmSetup.')
    await expect(payloom.handleNextAction({} as never)).rejects.toThrow('You must pass in a clientSecret when calling handleNextAction.')
  })

  it('refuses a payment intent secret in confirmSetup and a setup intent secret in confirmPayment', async () => {
    const intent = await createPaymentIntent(sandbox)
    await expect(payloom.confirmSetup({ clientSecret: intent.client_secret, redirect: 'if_required' })).rejects.toThrow(
      "confirmSetup was given a payment intent's client secret. Pass a setup intent client secret (seti_..._secret_...), or call confirmPayment for this intent.",
    )
    await expect(payloom.confirmPayment({ clientSecret: 'seti_1_secret_2', redirect: 'if_required' })).rejects.toThrow(IntegrationError)
  })

  it("needs a return_url when redirect is 'always'", async () => {
    const intent = await createPaymentIntent(sandbox)
    await expect(payloom.confirmPayment({ clientSecret: intent.client_secret })).rejects.toThrow(
      "confirmPayment: confirmParams.return_url is required when redirect is 'always'.",
    )
  })

  it('needs an authenticate function to finish 3DS outside a browser', async () => {
    const headless = createPayloom(pk, { apiBase: sandbox.url })
    const intent = await createPaymentIntent(sandbox)
    await expect(headless.confirmPayment({
      clientSecret: intent.client_secret,
      confirmParams: { payment_method_data: { type: 'card', card: card('4000002500003155') } },
      redirect: 'if_required',
    })).rejects.toThrow('Pass `authenticate` to createPayloom() to complete authentication outside a browser.')
  })
})
