import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError, createPayloom, type Payloom } from 'payloom'
import { card as cardPlugin } from 'payloom/plugins/card'
import { card, createPaymentIntent, pk, playShopper, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

/**
 * The intent mutation params a merchant passes through payloom's public calls (controller.md §3;
 * docs/confirm-params.md), over real HTTP to the sandbox: a card source (`source`, `source_data`)
 * with confirmCardPayment, and a confirmation token with confirmPayment. What the payment element
 * adds itself (expected_payment_method_type, client_context, abstracted_presentment_currency) needs
 * a page: tests/browser/intentMutationParams.test.ts.
 */
const authentications: string[] = []
let sandbox: TestSandbox
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox()
  payloom = createPayloom(pk, { apiBase: sandbox.url, plugins: [cardPlugin()], locale: 'en', authenticate: playShopper(authentications) })
})
afterAll(() => sandbox.dispose())

const sourceOf = async (number: string, usage: 'reusable' | 'single_use' = 'reusable'): Promise<string> => {
  const made = await payloom.createSource({ type: 'card', card: card(number), usage })
  if (!('source' in made)) throw new Error(`could not create the source: ${made.error.message}`)
  return made.source.id as string
}

describe('confirmCardPayment with a card source (source, source_data)', () => {
  it('pays with a source createSource made, completing its 3D Secure, and with source data', async () => {
    const intent = await createPaymentIntent(sandbox)
    expect(await payloom.confirmCardPayment(intent.client_secret, { source: await sourceOf('4242424242424242') })).toMatchObject({
      paymentIntent: { id: intent.id, status: 'succeeded', payment_method: { type: 'card', card: { last4: '4242' } } },
    })
    expect((await sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body.source).toMatch(/^src_/)

    authentications.length = 0
    const challenged = await createPaymentIntent(sandbox)
    expect(await payloom.confirmCardPayment(challenged.client_secret, { source: await sourceOf('4000002500003155') })).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    expect(authentications).toEqual(['three_d_secure'])

    const fromData = await createPaymentIntent(sandbox)
    expect(await payloom.confirmCardPayment(fromData.client_secret, { source_data: { type: 'card', token: 'tok_visa' } })).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  })

  it("resolves the provider's refusal of a used single-use source or a declined card as the shopper's error", async () => {
    const once = await sourceOf('4242424242424242', 'single_use')
    await payloom.confirmCardPayment((await createPaymentIntent(sandbox)).client_secret, { source: once })
    const again = await payloom.confirmCardPayment((await createPaymentIntent(sandbox)).client_secret, { source: once })
    expect(again.error).toMatchObject({ type: 'invalid_request_error', code: 'payment_method_unexpected_state', message: expect.stringContaining(`The source ${once} has status consumed`) })
    const declined = await payloom.confirmCardPayment((await createPaymentIntent(sandbox)).client_secret, { source_data: { type: 'card', card: card('4000000000000002') } })
    expect(declined.error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })
  })

  it('throws for a source beside a payment method, both kinds of source, and a source that is no source id', async () => {
    const { client_secret: secret } = await createPaymentIntent(sandbox)
    await expect(payloom.confirmCardPayment(secret, { payment_method: 'pm_card_visa', source: 'src_1' })).rejects.toThrow(new IntegrationError({
      message: 'Invalid value for confirmCardPayment(): pass payment_method or source, not both: a source pays instead of a payment method.',
    }))
    await expect(payloom.confirmCardPayment(secret, { source: 'src_1', source_data: { type: 'card' } })).rejects.toThrow(
      "Invalid value for confirmCardPayment(): pass source (a source's id) or source_data (a new source's data), not both.",
    )
    await expect(payloom.confirmCardPayment(secret, { source: 'tok_visa' })).rejects.toThrow('Invalid value for confirmCardPayment(): source must be a source\'s id (src_...), got "tok_visa".')
    await expect(payloom.confirmCardPayment(secret, { source_data: 'card' as never })).rejects.toThrow("Invalid value for confirmCardPayment(): source_data must be an object, e.g. { type: 'card', token }.")
  })
})

describe('confirmPayment with a confirmation token (confirmation_token)', () => {
  it('pays with the token createConfirmationToken made, and refuses it a second time', async () => {
    const made = await payloom.createConfirmationToken({ params: { payment_method_data: { type: 'card', card: card('4242424242424242'), billing_details: { name: 'Ada Lovelace' } }, return_url: 'https://shop.example/done' } })
    if (!('confirmationToken' in made)) throw new Error(made.error.message)
    const token = made.confirmationToken.id as string
    const intent = await createPaymentIntent(sandbox)
    const paid = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { confirmation_token: token }, redirect: 'if_required' })
    expect(paid).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded', payment_method: { type: 'card', billing_details: { name: 'Ada Lovelace' } } } })
    const again = await payloom.confirmPayment({ clientSecret: (await createPaymentIntent(sandbox)).client_secret, confirmParams: { confirmation_token: token }, redirect: 'if_required' })
    expect(again.error).toMatchObject({ type: 'invalid_request_error', code: 'confirmation_token_already_used', message: 'This ConfirmationToken has already been used to confirm an intent.' })
  })
})
