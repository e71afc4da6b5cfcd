import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { testSheetFrame } from './testSheet.ts'

/**
 * The Google Pay button of the express checkout element (issue 13), isolated hosting, in Chromium:
 * in test mode the plugin never loads Google's script (the sandbox is offline), so the sandbox's
 * test sheet stands in for Google's, under Google Pay's name and mark; the shopper pays with a test
 * card there and the merchant's confirm handler pays the intent with the card token. (Google's own
 * sheet needs Google's servers: tests/plugins/googlePay/googlePay.test.ts runs that flow with a
 * test double of its PaymentsClient.)
 */
describe.skipIf(!canRunBrowserTests)('Google Pay in the express checkout element (Chromium, isolated hosting)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { demoPay } from 'payloom/plugins/demo_pay'
      import { googlePay } from 'payloom/plugins/google_pay'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), googlePay(), demoPay()], locale: 'en' })
      window.log = []
      window.setup = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express" style="width: 560px"></div>')
        const elements = payloom.elements({ clientSecret })
        const express = elements.create('expressCheckout', { layout: { maxColumns: 2 } })
        express.on('click', (event) => {
          window.log.push('click ' + event.expressPaymentType)
          event.resolve({ emailRequired: true, lineItems: [{ name: 'Sweater', amount: 2599 }] })
        })
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

  it('shows the Google Pay button, at least 240 px wide, and never loads Google\'s script; the test sheet stands in for Google\'s, and the card picked there pays the intent', async () => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2599, currency: 'usd', payment_method_types: ['card'] })
    const page = await harness.browser.newPage({ viewport: { width: 800, height: 800 } })
    const problems: string[] = []
    const googleRequests: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('google.com')) googleRequests.push(request.url())
    })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate((secret) => (window as any).setup(secret), intent.client_secret)
    const shot = screenshotSteps(page, 'google-pay-express')

    const express = page.frameLocator('#express iframe')
    const button = express.getByRole('button', { name: 'Google Pay' })
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    // Google's brand rules: its button is never narrower than 240 px.
    expect(await button.evaluate((element) => getComputedStyle(element).minWidth)).toBe('240px')
    expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(240)
    await shot('button-shown')
    for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])

    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Google Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent()).toBe('$25.99')
    expect(await sheet.getByRole('heading', { level: 1 }).textContent()).toBe('Google Pay')
    await shot('test-sheet')
    expect(await axeViolations(sheet)).toEqual([])

    await sheet.getByRole('button', { name: 'Pay $25.99' }).click()
    await expect.poll(() => log(page), { timeout: 15_000 }).toContain('paid succeeded')
    expect(await log(page)).toEqual(['click google_pay', 'confirm google_pay jenny.rosen@example.com', 'paid succeeded'])
    await expect.poll(() => dialog.isVisible()).toBe(false)
    const paid = (await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { expand: ['payment_method'] })).body
    expect(paid).toMatchObject({ status: 'succeeded', amount: 2599, payment_method: { type: 'card', card: { last4: '4242' }, billing_details: { email: 'jenny.rosen@example.com' } } })
    expect(googleRequests).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)
})
