import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { testSheetFrame } from './testSheet.ts'

/**
 * The Apple Pay button of the express checkout element (issue 13), isolated hosting, in Chromium:
 * Chromium has no ApplePaySession, so in test mode the sandbox's test sheet stands in for Apple
 * Pay's, under Apple Pay's name and mark; the shopper pays with a test card there and the
 * merchant's confirm handler pays the intent with the card token. (Apple's own sheet needs Safari
 * on an Apple device: tests/plugins/applePay/applePay.test.ts runs that flow with a test double.)
 */
describe.skipIf(!canRunBrowserTests)('Apple Pay in the express checkout element (Chromium, isolated hosting)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { applePay } from 'payloom/plugins/apple_pay'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), applePay()], locale: 'en' })
      window.log = []
      window.setup = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express"></div>')
        const elements = payloom.elements({ clientSecret })
        const express = elements.create('expressCheckout')
        express.on('click', (event) => {
          window.log.push('click ' + event.expressPaymentType)
          event.resolve({ emailRequired: true, lineItems: [{ name: 'Sweater', amount: 2599 }] })
        })
        express.on('change', (event) => window.log.push('change ' + JSON.stringify(event.availablePaymentMethods)))
        express.on('cancel', (event) => window.log.push('cancel ' + event.expressPaymentType))
        express.on('confirm', async (event) => {
          window.log.push('confirm ' + event.expressPaymentType + ' ' + event.billingDetails.email)
          const result = await payloom.confirmPayment({ elements, clientSecret, confirmParams: { return_url: location.href }, redirect: 'if_required' })
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        express.mount('#express')
        return new Promise((ready) => express.on('ready', ready))
      }
    `)

  const log = (page: Page) => page.evaluate(() => (window as any).log as string[])
  /** What the page logged, without the change events. */
  const flowLog = async (page: Page) => (await log(page)).filter((line) => !line.startsWith('change '))

  it('shows the Apple Pay button; the test sheet stands in for Apple Pay\'s, and the card picked there pays the intent', async () => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2599, currency: 'usd', payment_method_types: ['card'] })
    const page = await harness.browser.newPage({ viewport: { width: 800, height: 800 } })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate((secret) => (window as any).setup(secret), intent.client_secret)
    const shot = screenshotSteps(page, 'apple-pay-express')

    const button = page.frameLocator('#express iframe').getByRole('button', { name: 'Apple Pay' })
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    expect(await log(page)).toContain('change {"apple_pay":true}')
    await shot('button-shown')
    for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])

    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Apple Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent()).toBe('$25.99')
    await shot('test-sheet')
    expect(await axeViolations(sheet)).toEqual([])

    await sheet.getByRole('button', { name: 'Pay $25.99' }).click()
    await expect.poll(() => log(page), { timeout: 15_000 }).toContain('paid succeeded')
    expect(await flowLog(page)).toEqual(['click apple_pay', 'confirm apple_pay jenny.rosen@example.com', 'paid succeeded'])
    await expect.poll(() => dialog.isVisible()).toBe(false)
    const paid = (await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { expand: ['payment_method'] })).body
    expect(paid).toMatchObject({ status: 'succeeded', amount: 2599, payment_method: { type: 'card', card: { last4: '4242' }, billing_details: { email: 'jenny.rosen@example.com' } } })
    await page.close()
  }, 60_000)
})
