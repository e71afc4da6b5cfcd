import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { PaymentIntentResult } from '@stripe/stripe-js'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import type { CheckoutFlow } from './stripeReactCheckout.tsx'

/** The page's globals: start a checkout, and the results its confirms resolved with. */
type PageGlobals = {
  start: (flow: CheckoutFlow, clientSecret: string) => void
  results: PaymentIntentResult[]
}

describe.skipIf(!canRunBrowserTests).each(['isolated', 'inline'] as const)("a checkout written with Stripe's React library pays with a payloom instance, %s (Chromium)", (hosting) => {
  // The merchant's checkout (stripeReactCheckout.tsx) is Stripe code; only the instance is ours.
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { startCheckout } from './tests/browser/stripeReactCheckout.tsx'
      const stripe = createPayloom(${JSON.stringify(pk)}, { hosting: ${JSON.stringify(hosting)}, apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' })
      window.results = []
      // One flow gets the instance as a promise, the way loadStripe hands it over.
      const given = (flow) => flow === 'cardPaymentMethod' ? Promise.resolve(stripe) : stripe
      window.start = (flow, clientSecret) => startCheckout(given(flow), flow, clientSecret, (result) => window.results.push(JSON.parse(JSON.stringify(result))))
    `)

  /** A fresh page showing the checkout for a new payment intent, with what it throws, logs as an error or warns. */
  const open = async (flow: CheckoutFlow): Promise<{ readonly page: Page; readonly intentId: string; readonly errors: ReadonlyArray<string> }> => {
    const page = await harness.browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      // A decline is an HTTP 402, which Chromium logs: the page itself logged nothing.
      const network = message.text().startsWith('Failed to load resource')
      if ((message.type() === 'error' || message.type() === 'warning') && !network) errors.push(message.text())
    })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'start' in window)
    const intent = await createPaymentIntent(harness.sandbox)
    await page.evaluate(([how, secret]) => (window as unknown as PageGlobals).start(how, secret), [flow, intent.client_secret] as const)
    await form(page).getByLabel('Card number', { exact: true }).waitFor()
    return { page, intentId: intent.id, errors }
  }

  /** Where the card form is: in the element's frame on the provider's origin, or in the page. */
  const form = (page: Page) => (hosting === 'isolated' ? page.frameLocator('iframe[title^="Secure"]') : page)

  const fillCard = async (page: Page, number: string): Promise<void> => {
    await form(page).getByLabel('Card number', { exact: true }).fill(number)
    await form(page).getByLabel('Expiration date', { exact: true }).pressSequentially('1234')
    await form(page).getByLabel('Security code', { exact: true }).fill('123')
    const country = form(page).getByLabel('Country', { exact: true })
    if (await country.count() > 0) await country.selectOption('US')
    await form(page).getByLabel(/^(Postal|ZIP) code$/).fill('94107')
  }

  const results = (page: Page) => page.evaluate(() => (window as unknown as PageGlobals).results)

  it('<Elements>, <PaymentElement>, useStripe and useElements pay with confirmPayment({ elements, redirect: "if_required" })', async () => {
    const { page, intentId, errors } = await open('payment')
    const shot = screenshotSteps(page, `stripe-react-payment-element-${hosting}`)
    const pay = page.getByRole('button', { name: 'Pay' })
    await expect.poll(() => pay.isDisabled()).toBe(true)
    await fillCard(page, '4242424242424242')
    // The element's change events reach the merchant's onChange: complete enables Pay.
    await expect.poll(() => pay.isEnabled()).toBe(true)
    await shot('filled')
    await pay.click()
    await expect.poll(() => page.getByRole('status').last().textContent()).toBe('Payment succeeded.')
    expect(await results(page)).toMatchObject([{ paymentIntent: { id: intentId, object: 'payment_intent', status: 'succeeded' } }])
    await shot('paid')
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('<CardElement> pays with confirmCardPayment(clientSecret, { payment_method: { card: elements.getElement(CardElement) } })', async () => {
    const { page, intentId, errors } = await open('card')
    const shot = screenshotSteps(page, `stripe-react-card-element-${hosting}`)
    await fillCard(page, '4242424242424242')
    await shot('filled')
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect.poll(() => page.getByRole('status').last().textContent()).toBe('Payment succeeded.')
    const [paid] = await results(page)
    expect(paid).toMatchObject({ paymentIntent: { id: intentId, status: 'succeeded', payment_method: { type: 'card', card: { last4: '4242' }, billing_details: { name: 'Ada Lovelace', address: { postal_code: '94107' } } } } })
    await shot('paid')
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('<CardElement> pays with createPaymentMethod({ type: "card", card }) then confirmCardPayment(clientSecret, { payment_method: id }), the instance given as a promise', async () => {
    const { page, intentId, errors } = await open('cardPaymentMethod')
    await fillCard(page, '5555555555554444')
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect.poll(() => page.getByRole('status').last().textContent()).toBe('Payment succeeded.')
    expect(await results(page)).toMatchObject([
      { paymentIntent: { id: intentId, status: 'succeeded', payment_method: { card: { brand: 'mastercard', last4: '4444' }, billing_details: { name: 'Ada Lovelace', address: { postal_code: '94107' } } } } },
    ])
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('a declined card resolves confirmCardPayment with the error object', async () => {
    const { page, intentId, errors } = await open('card')
    const shot = screenshotSteps(page, `stripe-react-card-declined-${hosting}`)
    await fillCard(page, '4000000000000002')
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect.poll(() => page.getByRole('status').last().textContent()).toBe('Your card was declined.')
    expect(await results(page)).toEqual([{
      error: expect.objectContaining({
        type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.',
        payment_intent: expect.objectContaining({ id: intentId, status: 'requires_payment_method' }),
      }),
    }])
    // Beyond Stripe.js: the decline also shows on the card element's number field.
    await expect.poll(() => form(page).locator('.p-Error').filter({ hasText: /./ }).allTextContents()).toEqual(['Your card was declined.'])
    await shot('declined')
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)
})
