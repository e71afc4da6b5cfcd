import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

describe.skipIf(!canRunBrowserTests)('the express checkout element in a real page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom, defineWallet } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { demoPay } from './examples/plugins/demoPay/index.ts'
      // A wallet that takes euros only, to see the buttons follow the session.
      const euroPay = defineWallet({
        type: 'euro_pay',
        availability: async (session) => session.currency === 'eur' ? { available: true } : { available: false, reason: 'domain_unregistered_or_backend_filtered' },
        confirm: async () => ({ error: { code: 'unsupported', message: 'Euro Pay does not pay in this test.' } }),
        settings: { saveable: false, offSession: false },
        messages: { en: { label: 'Euro Pay' } },
      })
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), demoPay(), euroPay], locale: 'en' })
      window.log = []
      window.setup = (elementsOptions, options) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express"></div>')
        const elements = payloom.elements(elementsOptions)
        window.elements = elements
        const clientSecret = elementsOptions.clientSecret
        const express = elements.create('expressCheckout', options)
        window.express = express
        express.on('change', (event) => window.log.push('change ' + JSON.stringify(event.availablePaymentMethods)))
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

  const open = async (elementsOptions: object, options: object): Promise<Page> => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate(({ elementsOptions, options }) => (window as any).setup(elementsOptions, options), { elementsOptions, options })
    return page
  }
  /** What the page logged, without the change events. */
  const flowLog = (page: Page) => page.evaluate(() => ((window as any).log as string[]).filter((line) => !line.startsWith('change ')))

  it('shows the demo_pay button; click -> confirm event -> confirmPayment succeeds', async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await open({ clientSecret: intent.client_secret }, {})
    const shot = screenshotSteps(page, 'express-checkout')
    const button = page.getByRole('button', { name: 'Demo Pay' })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await shot('button-shown')
    await button.click()
    await expect.poll(() => flowLog(page)).toHaveLength(3)
    expect(await flowLog(page)).toEqual(['click demo_pay', 'confirm demo_pay Demo Shopper', 'paid succeeded'])
    await shot('paid')
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded' })
    await page.close()
  }, 30_000)

  it("hides the button the merchant turned off, with the reason in the element's value", async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await open({ clientSecret: intent.client_secret }, { paymentMethods: { demo_pay: 'never' } })
    expect(await page.getByRole('button', { name: 'Demo Pay' }).count()).toBe(0)
    expect(await page.evaluate(() => (window as any).express.getValue())).toMatchObject({
      availablePaymentMethods: { demo_pay: false },
      hiddenReasons: { demo_pay: 'payment_method_disabled' },
    })
    await page.close()
  }, 30_000)

  it('decides the buttons again when the currency changes', async () => {
    const page = await open({ mode: 'payment', amount: 2000, currency: 'usd' }, {})
    const shot = screenshotSteps(page, 'express-checkout-currency')
    const euroPay = page.getByRole('button', { name: 'Euro Pay' })
    await expect.poll(() => page.getByRole('button', { name: 'Demo Pay' }).isEnabled()).toBe(true)
    expect(await euroPay.count()).toBe(0)
    await shot('dollars')
    await page.evaluate(() => (window as any).elements.update({ currency: 'eur' }))
    await expect.poll(() => euroPay.isEnabled()).toBe(true)
    await shot('euros')
    expect(await page.evaluate(() => (window as any).log.at(-1))).toBe('change {"demo_pay":true,"euro_pay":true}')
    await page.close()
  }, 30_000)

  it('draws each button in its theme and height', async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await open({ clientSecret: intent.client_secret }, { buttonTheme: { demo_pay: 'light-outline' }, buttonHeight: 52 })
    const button = page.getByRole('button', { name: 'Demo Pay' })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await screenshotSteps(page, 'express-checkout-themes')('light-outline')
    expect(await button.evaluate((element) => {
      const style = getComputedStyle(element)
      return { background: style.backgroundColor, color: style.color, border: style.borderTopColor, height: style.height }
    })).toEqual({ background: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)', border: 'rgb(0, 0, 0)', height: '52px' })
    await page.close()
  }, 30_000)
})
