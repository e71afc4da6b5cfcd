import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotDir } from './browserPage.ts'

describe.skipIf(!canRunBrowserTests)('the split card elements (with postalCode) in a real page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' })
      window.setup = (clientSecret) => {
        const main = document.querySelector('main')
        main.insertAdjacentHTML('beforeend', '<div id="number"></div><div id="expiry"></div><div id="cvc"></div><div id="postal"></div>')
        const elements = payloom.elements({ clientSecret })
        window.changes = []
        for (const [type, target] of [['cardNumber', '#number'], ['cardExpiry', '#expiry'], ['cardCvc', '#cvc'], ['postalCode', '#postal']]) {
          const element = elements.create(type)
          element.on('change', (event) => window.changes.push(event))
          element.mount(target)
        }
        window.pay = () => payloom.confirmPayment({ elements, confirmParams: { return_url: location.href }, redirect: 'if_required' })
      }
    `)

  it('shows one field each, reports the brand, and pays once all three are complete', async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate((secret) => (window as unknown as { setup: (s: string) => void }).setup(secret), intent.client_secret)
    await page.getByLabel('Card number').waitFor()
    // Each element shows once its own form has loaded, not all in the same moment.
    await page.getByLabel('Security code').waitFor()
    await page.getByLabel('Postal code').waitFor()
    expect(await page.getByLabel('Security code').count()).toBe(1)
    expect(await page.getByLabel('Postal code').count()).toBe(1)

    await page.getByLabel('Card number').fill('4242424242424242')
    await page.getByLabel('Expiration date').pressSequentially('1234')
    const incomplete = await page.evaluate(() => (window as unknown as { pay: () => Promise<{ error?: { code: string } }> }).pay())
    expect(incomplete.error?.code).toBe('incomplete_cvc')
    // The error shows with the element's next render.
    await expect.poll(() => page.getByText("Your card's security code is incomplete.").count()).toBe(1)

    await page.getByLabel('Security code').fill('123')
    await page.getByLabel('Postal code').fill('94107')
    expect(await page.evaluate(() => (window as unknown as { changes: Array<{ elementType: string; brand?: string }> }).changes.find((c) => c.elementType === 'cardNumber')?.brand)).toBe('visa')
    await page.screenshot({ path: join(screenshotDir, 'split-card.png') })
    const result = await page.evaluate(() => (window as unknown as { pay: () => Promise<{ paymentIntent?: { status: string; payment_method: unknown } }> }).pay())
    expect(result.paymentIntent?.status).toBe('succeeded')
    // The postal code element's value travels with the card.
    expect(JSON.stringify(result.paymentIntent?.payment_method)).toContain('94107')
    await page.close()
  }, 60_000)
})
