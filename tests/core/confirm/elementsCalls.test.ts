import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError, createPayloom, type Payloom } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

// Over real HTTP: each group loads its session from the sandbox. Mounting needs a page, so the
// calls that read a mounted element are driven in Chromium (tests/browser/elementsRules.test.ts).
let sandbox: TestSandbox
let payloom: Payloom
let other: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin()], locale: 'en' })
  other = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin()], locale: 'en' })
})
afterAll(() => sandbox.dispose())

const sameInstance = 'Please use the same instance of `Stripe` you used to create this Element.'

describe('elements calls against the sandbox', () => {
  it("refuses elements another instance created, in every call that reads them", async () => {
    const intent = await createPaymentIntent(sandbox)
    const elements = other.elements({ clientSecret: intent.client_secret, paymentMethodCreation: 'manual' })
    const cardElement = elements.create('card')
    await expect(payloom.confirmPayment({ elements, redirect: 'if_required' })).rejects.toThrow(new IntegrationError({ message: sameInstance }))
    await expect(payloom.confirmSetup({ elements, clientSecret: 'seti_1_secret_2', redirect: 'if_required' })).rejects.toThrow(sameInstance)
    await expect(payloom.createPaymentMethod({ elements })).rejects.toThrow(sameInstance)
    await expect(payloom.createPaymentMethod({ element: cardElement })).rejects.toThrow(sameInstance)
    await expect(payloom.createConfirmationToken({ elements })).rejects.toThrow(sameInstance)
  })

  it('needs a mounted element, with the message of each call', async () => {
    const elements = payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd', paymentMethodCreation: 'manual' })
    const cardElement = elements.create('card')
    await expect(payloom.createPaymentMethod({ elements })).rejects.toThrow('Could not find a mounted element to create a payment method from.')
    await expect(payloom.createConfirmationToken({ elements, params: { return_url: 'https://shop.example/done' } })).rejects.toThrow(
      'Could not find a mounted element to create the Confirmation Token from.',
    )
    await expect(payloom.confirmPayment({ elements, clientSecret: 'pi_1_secret_2', redirect: 'if_required' })).rejects.toThrow(
      'Could not retrieve data from Elements. Did Elements mount successfully?',
    )
    await expect(payloom.createPaymentMethod({ element: cardElement })).rejects.toThrow(
      'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
    )
  })

  it("takes only 'manual' as paymentMethodCreation", () => {
    expect(() => payloom.elements({ mode: 'payment', amount: 100, currency: 'usd', paymentMethodCreation: 'automatic' as never })).toThrow(
      "Invalid value for payloom.elements(): paymentMethodCreation must be 'manual', got \"automatic\".",
    )
  })

  it('still creates from data passed in code, beside the elements forms', async () => {
    expect(await payloom.createPaymentMethod({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } })).toMatchObject({
      paymentMethod: { type: 'card', card: { last4: '4242' } },
    })
  })
})
