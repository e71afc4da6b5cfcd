import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError, createPayloom, type Payloom } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { card, createPaymentIntent, pk, playShopper, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

// The card-era calls (Stripe.js's confirmCardPayment, confirmCardSetup, handleCardAction) over real
// HTTP. A card element needs a page to mount, so paying with one is driven in Chromium
// (tests/browser/stripeReact.test.ts); here the card is a payment method made from test card data.
const authentications: string[] = []

let sandbox: TestSandbox
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, {
    apiBase: sandbox.url,
    plugins: [cardPlugin()],
    locale: 'en',
    // No browser here: the test approves the sandbox's 3D Secure challenge as the shopper would.
    authenticate: playShopper(authentications),
  })
})
afterAll(() => sandbox.dispose())

/** A payment method for a test card number. */
const paymentMethodOf = async (number: string): Promise<string> => {
  const created = await payloom.createPaymentMethod({ type: 'card', card: card(number) })
  if (!('paymentMethod' in created)) throw new Error(`could not create the payment method: ${created.error.message}`)
  return created.paymentMethod.id
}

const createSetupIntent = async (): Promise<{ readonly client_secret: string }> => {
  const response = await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })
  expect(response.status).toBe(200)
  return { client_secret: response.body.client_secret }
}

describe('confirmCardPayment, confirmCardSetup and handleCardAction against the sandbox', () => {
  it('confirmCardPayment pays with a payment method, and completes 3D Secure itself by default', async () => {
    authentications.length = 0
    const intent = await createPaymentIntent(sandbox)
    const paid = await payloom.confirmCardPayment(intent.client_secret, { payment_method: await paymentMethodOf('4242424242424242'), setup_future_usage: 'off_session' })
    expect(paid).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded', setup_future_usage: 'off_session' } })
    expect(paid.error).toBeUndefined()

    const challenged = await createPaymentIntent(sandbox)
    expect(await payloom.confirmCardPayment(challenged.client_secret, { payment_method: await paymentMethodOf('4000002500003155') })).toMatchObject({
      paymentIntent: { status: 'succeeded' },
    })
    expect(authentications).toEqual(['three_d_secure'])
  })

  it('confirmCardPayment resolves a decline as the error object, with the intent', async () => {
    const intent = await createPaymentIntent(sandbox)
    const declined = await payloom.confirmCardPayment(intent.client_secret, { payment_method: await paymentMethodOf('4000000000000002') })
    expect(declined).toEqual({
      error: expect.objectContaining({
        type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.',
        payment_intent: expect.objectContaining({ id: intent.id, status: 'requires_payment_method' }),
      }),
    })
    expect(declined.paymentIntent).toBeUndefined()
  })

  it('with handleActions: false resolves in requires_action, and handleCardAction completes it', async () => {
    authentications.length = 0
    const intent = await createPaymentIntent(sandbox)
    const pending = await payloom.confirmCardPayment(intent.client_secret, { payment_method: await paymentMethodOf('4000002500003155') }, { handleActions: false })
    expect(pending).toMatchObject({ paymentIntent: { id: intent.id, status: 'requires_action', next_action: { type: 'use_stripe_sdk' } } })
    expect(authentications).toEqual([])

    expect(await payloom.handleCardAction(intent.client_secret)).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded' } })
    expect(authentications).toEqual(['three_d_secure'])
  })

  it('confirmCardSetup saves a card, 3D Secure included', async () => {
    authentications.length = 0
    for (const number of ['4242424242424242', '4000002500003155']) {
      const intent = await createSetupIntent()
      const paymentMethod = await paymentMethodOf(number)
      const saved = await payloom.confirmCardSetup(intent.client_secret, { payment_method: paymentMethod })
      expect(saved).toMatchObject({ setupIntent: { object: 'setup_intent', status: 'succeeded' } })
      // Expanded by the confirm; an id once retrieved after 3D Secure.
      const attached = saved.setupIntent?.payment_method as string | { readonly id: string }
      expect(typeof attached === 'string' ? attached : attached.id).toBe(paymentMethod)
    }
    expect(authentications).toEqual(['three_d_secure'])
  })

  it('confirmCardSetup with handleActions: false leaves the setup intent in requires_action', async () => {
    const intent = await createSetupIntent()
    const pending = await payloom.confirmCardSetup(intent.client_secret, { payment_method: await paymentMethodOf('4000002500003155') }, { handleActions: false })
    expect(pending).toMatchObject({ setupIntent: { status: 'requires_action' } })
  })

  it("throws a merchant's mistake, naming the card-era call", async () => {
    const payment = await createPaymentIntent(sandbox)
    const setup = await createSetupIntent()
    await expect(payloom.confirmCardPayment(setup.client_secret)).rejects.toThrow(new IntegrationError({
      message: "confirmCardPayment was given a setup intent's client secret. Pass a payment intent client secret (pi_..._secret_...), or call confirmCardSetup for this intent.",
    }))
    await expect(payloom.confirmCardSetup(payment.client_secret)).rejects.toThrow(
      "confirmCardSetup was given a payment intent's client secret. Pass a setup intent client secret (seti_..._secret_...), or call confirmCardPayment for this intent.",
    )
    await expect(payloom.handleCardAction(setup.client_secret)).rejects.toThrow(
      "handleCardAction was given a setup intent's client secret. Pass a payment intent client secret (pi_..._secret_...), or call handleNextAction for this intent.",
    )
    await expect(payloom.confirmCardPayment(undefined as never)).rejects.toThrow('You must pass in a clientSecret when calling confirmCardPayment.')
    await expect(payloom.confirmCardPayment(payment.client_secret, 'pm_1' as never)).rejects.toThrow(
      'Invalid value for confirmCardPayment(): data must be an object, e.g. { payment_method: { card: cardElement } }.',
    )
    await expect(payloom.confirmCardPayment(payment.client_secret, {}, { handleActions: 'no' as never })).rejects.toThrow(
      'handleActions must be a boolean, got "no".',
    )

    const elements = payloom.elements({ clientSecret: payment.client_secret })
    const paymentElement = elements.create('payment')
    const cardElement = elements.create('card')
    await expect(payloom.confirmCardPayment(payment.client_secret, { payment_method: { card: paymentElement } })).rejects.toThrow(
      'Invalid value for confirmCardPayment(): payment_method.card must be a card or cardNumber element, got a payment element. The payment element is passed as { elements } to confirmPayment, confirmSetup or createPaymentMethod.',
    )
    await expect(payloom.createPaymentMethod({ type: 'card', card: paymentElement })).rejects.toThrow(
      'Invalid value for createPaymentMethod(): card must be a card or cardNumber element, got a payment element.',
    )
    await expect(payloom.confirmCardPayment(payment.client_secret, { payment_method: 'pm_1', payment_method_options: { card: { cvc: elements.create('cardCvc') as never } } })).rejects.toThrow(
      'Invalid value for confirmCardPayment(): payment_method_options.card.cvc cannot be a cardCvc element: recollect the CVC of a saved card with the payment element.',
    )
    // The card element goes through the elements rules of confirmPayment({ element }) and createPaymentMethod({ element }).
    const notMounted = 'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.'
    await expect(payloom.confirmCardPayment(payment.client_secret, { payment_method: { card: cardElement } })).rejects.toThrow(notMounted)
    await expect(payloom.confirmCardSetup((await createSetupIntent()).client_secret, { payment_method: { card: cardElement } })).rejects.toThrow(notMounted)
    await expect(payloom.createPaymentMethod({ type: 'card', card: cardElement, billing_details: { name: 'Ada' } })).rejects.toThrow(notMounted)
    const other = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin()], locale: 'en' })
    await expect(other.confirmCardPayment(payment.client_secret, { payment_method: { card: elements.getElement('card')! } })).rejects.toThrow(
      'Please use the same instance of `Stripe` you used to create this Element.',
    )
    // Nothing reached the provider: the intent is as it was created.
    expect(await payloom.retrievePaymentIntent(payment.client_secret)).toMatchObject({ paymentIntent: { status: 'requires_payment_method' } })
  })
})
