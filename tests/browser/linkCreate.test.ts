import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pk, sk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness } from './browserPage.ts'

/** What a call settled with in the page: its result, or the message it was rejected with. */
type Outcome = { readonly value?: Record<string, any>; readonly thrown?: string }

/**
 * The merchant makes the payment method (or a token) itself, from a payment element where the
 * shopper picked a card saved in Link (wallet.md §3 "Link payment method creation", §7 share_token):
 * Link makes it, as the merchant's Link mode says. Inline hosting, so the page reaches its instance.
 */
describe.skipIf(!canRunBrowserTests)('Link: createPaymentMethod and createToken with a saved card picked (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { link } from 'payloom/plugins/link'
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en' })
      const settle = (call) => call().then((value) => ({ value: JSON.parse(JSON.stringify(value)) }), (error) => ({ thrown: error.message }))
      const elements = payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd', paymentMethodCreation: 'manual', paymentMethodTypes: ['card', 'link'] })
      const main = document.querySelector('main')
      main.insertAdjacentHTML('beforeend', '<div id="email"></div><div id="payment"></div>')
      elements.create('linkAuthentication').mount('#email')
      const payment = elements.create('payment')
      payment.mount('#payment')
      window.createPaymentMethod = () => settle(async () => {
        const submitted = await elements.submit()
        return submitted.error ?? payloom.createPaymentMethod({ elements })
      })
      window.createToken = () => settle(() => payloom.createToken(payment))
    `)

  const setMode = async (mode: string) => {
    expect((await harness.sandbox.call('POST', '/v1/test_helpers/link_settings', { link_mode: mode }, { key: sk })).status).toBe(200)
  }

  /** A page where returning@link.test signed in with the test code and sees their saved cards. */
  const signedIn = async (): Promise<Page> => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.getByLabel('Email', { exact: true }).fill('returning@link.test')
    await page.getByLabel('Verification code', { exact: true }).fill('000000')
    await page.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    return page
  }

  it('makes the payment method the mode says: the shared card (PASSTHROUGH), a link payment method (LINK_PAYMENT_METHOD)', async () => {
    for (const [mode, type] of [['PASSTHROUGH', 'card'], ['LINK_PAYMENT_METHOD', 'link']] as const) {
      await setMode(mode)
      const page = await signedIn()
      const made = await page.evaluate(() => (window as unknown as { createPaymentMethod: () => Promise<Outcome> }).createPaymentMethod())
      expect(made, mode).toMatchObject({ value: { paymentMethod: { id: expect.stringMatching(/^pm_/), type, card: { last4: '4242' } } } })
      await page.close()
    }
    await setMode('PASSTHROUGH')
  }, 120_000)

  it('makes a card token of the saved card (share_token); with no saved card picked, a payment element still cannot be tokenized', async () => {
    const page = await signedIn()
    const token = await page.evaluate(() => (window as unknown as { createToken: () => Promise<Outcome> }).createToken())
    expect(token).toMatchObject({ value: { token: { id: expect.stringMatching(/^tok_/), object: 'token', card: { last4: '4242' } } } })
    await page.getByRole('button', { name: 'Pay another way' }).click()
    await page.getByLabel('Card number', { exact: true }).waitFor()
    const refused = await page.evaluate(() => (window as unknown as { createToken: () => Promise<Outcome> }).createToken())
    expect(refused.thrown).toMatch(/a payment element cannot be tokenized\..* A payment element is tokenized only while a wallet's saved card \(Link's\) is selected in it\./)
    await page.close()
  }, 120_000)
})
