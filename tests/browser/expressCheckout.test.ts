import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

describe.skipIf(!canRunBrowserTests)('the express checkout element in a real page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { demoPay } from './examples/plugins/demoPay/index.ts'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), demoPay()], locale: 'en' })
      window.log = []
      window.setup = (clientSecret, options) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express"></div>')
        const elements = payloom.elements({ clientSecret })
        const express = elements.create('expressCheckout', options)
        window.express = express
        express.on('click', (event) => {
          window.log.push('click ' + event.expressPaymentType)
          event.resolve()
        })
        express.on('confirm', async (event) => {
          window.log.push('confirm ' + event.expressPaymentType + ' ' + event.billingDetails.name)
          const result = await payloom.confirmPayment({ elements, clientSecret, confirmParams: { return_url: location.href }, redirect: 'if_required' })
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        express.mount('#express')
        return new Promise((ready) => express.on('ready', ready))
      }
    `)

  const open = async (clientSecret: string, options: object): Promise<Page> => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate(({ clientSecret, options }) => (window as any).setup(clientSecret, options), { clientSecret, options })
    return page
  }

  it('shows the demo_pay button; click -> confirm event -> confirmPayment succeeds', async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await open(intent.client_secret, {})
    const shot = screenshotSteps(page, 'express-checkout')
    const button = page.getByRole('button', { name: 'Demo Pay' })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await shot('button-shown')
    await button.click()
    await page.waitForFunction(() => (window as any).log.length === 3)
    expect(await page.evaluate(() => (window as any).log)).toEqual(['click demo_pay', 'confirm demo_pay Demo Shopper', 'paid succeeded'])
    await shot('paid')
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded' })
    await page.close()
  }, 30_000)

  it("hides the button the merchant turned off, with the reason in the element's value", async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await open(intent.client_secret, { paymentMethods: { demo_pay: 'never' } })
    expect(await page.getByRole('button', { name: 'Demo Pay' }).count()).toBe(0)
    expect(await page.evaluate(() => (window as any).express.getValue())).toMatchObject({
      availablePaymentMethods: { demo_pay: false },
      hiddenReasons: { demo_pay: 'payment_method_disabled' },
    })
    await page.close()
  }, 30_000)
})
