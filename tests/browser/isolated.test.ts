import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Settled = { readonly value?: Record<string, any>; readonly thrown?: string }

describe.skipIf(!canRunBrowserTests)('isolated hosting: elements in frames on the provider origin (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' })
      window.events = []
      window.hosting = payloom.hosting
      window.mountPayment = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
        const elements = payloom.elements({ clientSecret })
        const payment = elements.create('payment')
        for (const name of ['ready', 'change', 'focus', 'blur', 'loaderror']) payment.on(name, (event) => window.events.push({ name, event: JSON.parse(JSON.stringify(event)) }))
        payment.mount('#payment')
        window.pay = () => payloom.confirmPayment({ elements, redirect: 'if_required' }).then((value) => ({ value: JSON.parse(JSON.stringify(value)) }), (error) => ({ thrown: error.message }))
      }
    `)

  const openPayment = async (page: Page): Promise<void> => {
    const intent = await createPaymentIntent(harness.sandbox)
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'mountPayment' in window)
    await page.evaluate((secret) => (window as unknown as { mountPayment: (s: string) => void }).mountPayment(secret), intent.client_secret)
    await page.waitForFunction(() => (window as unknown as { events: Array<{ name: string }> }).events.some((e) => e.name === 'ready'), undefined, { timeout: 30_000 })
  }
  const frame = (page: Page) => page.frameLocator('#payment iframe')

  it('is the default in a browser, and pays with a card typed into the frame', async () => {
    const page = await harness.browser.newPage()
    page.on('console', (message) => console.log('page:', message.text()))
    const shot = screenshotSteps(page, 'isolated-pay')
    await openPayment(page)
    expect(await page.evaluate(() => (window as unknown as { hosting: string }).hosting)).toBe('isolated')
    const form = frame(page)
    await form.getByLabel('Card number').fill('4242424242424242')
    await form.getByLabel('Expiration date').fill('12 / 34')
    await form.getByLabel('Security code').fill('123')
    await form.getByLabel('Postal code').fill('62701')
    await shot('filled')
    const result = await page.evaluate(() => (window as unknown as { pay: () => Promise<Settled> }).pay())
    expect(result.value?.paymentIntent?.status).toBe('succeeded')
    await page.close()
  }, 60_000)
})
