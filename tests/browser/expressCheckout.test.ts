import { describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { buttonNames } from './buttonNames.ts'
import { testSheetFrame } from './testSheet.ts'

describe.skipIf(!canRunBrowserTests)('the express checkout element in a real page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom, defineWallet } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { demoPay } from 'payloom/plugins/demo_pay'
      import { amazonPay } from 'payloom/plugins/amazon_pay'
      import { applePay } from 'payloom/plugins/apple_pay'
      import { googlePay } from 'payloom/plugins/google_pay'
      import { klarna } from 'payloom/plugins/klarna'
      import { link } from 'payloom/plugins/link'
      import { paypal } from 'payloom/plugins/paypal'
      // A wallet that takes euros only, to see the buttons follow the session.
      const euroPay = defineWallet({
        type: 'euro_pay',
        availability: async (session) => session.currency === 'eur' ? { available: true } : { available: false, reason: 'domain_unregistered_or_backend_filtered' },
        confirm: async () => ({ closed: 'cancel' }),
        settings: { saveable: false, offSession: false },
        messages: { en: { label: 'Euro Pay' } },
      })
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), demoPay(), euroPay], locale: 'en' })
      // Wallets offered everywhere, to see each button's call to action and theme.
      const anywhere = (type, label, more = {}) => defineWallet({
        type,
        availability: () => ({ available: true }),
        confirm: async () => ({ closed: 'cancel' }),
        settings: { saveable: false, offSession: false },
        messages: { en: { label } },
        ...more,
      })
      const faces = createPayloom(${JSON.stringify(pk)}, {
        hosting: 'inline',
        apiBase: ${JSON.stringify(sandbox.url)},
        plugins: [card(), demoPay(), anywhere('amazon_pay', 'Amazon Pay'), anywhere('north_pay', 'North Pay', { buttonTheme: 'light-outline' }), anywhere('kind_pay', 'Kind Pay')],
        locale: 'en',
      })
      // Every wallet and express method plugin payloom has, to see why each is hidden.
      const real = createPayloom(${JSON.stringify(pk)}, {
        hosting: 'inline',
        apiBase: ${JSON.stringify(sandbox.url)},
        plugins: [card(), applePay(), googlePay(), paypal(), klarna(), amazonPay(), link(), demoPay()],
        locale: 'en',
      })
      const instances = { main: payloom, faces, real }
      window.log = []
      window.setup = (elementsOptions, options, instance = 'main') => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express"></div>')
        const elements = instances[instance].elements(elementsOptions)
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
          // The merchant's server refused the order (out of stock): the payment ends unpaid.
          if (window.failNext) {
            window.failNext = false
            event.paymentFailed({ reason: 'fail' })
            window.log.push('failed')
            return
          }
          const result = await payloom.confirmPayment({ elements, clientSecret, confirmParams: { return_url: location.href }, redirect: 'if_required' })
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        express.mount('#express')
        return new Promise((ready) => express.on('ready', ready))
      }
    `)

  const open = async (elementsOptions: object, options: object, instance: 'main' | 'faces' | 'real' = 'main'): Promise<Page> => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate(({ elementsOptions, options, instance }) => (window as any).setup(elementsOptions, options, instance), { elementsOptions, options, instance })
    return page
  }
  /** A button's colours and height as drawn. */
  const drawn = (page: Page, name: string) => page.getByRole('button', { name }).evaluate((element) => {
    const style = getComputedStyle(element)
    return { background: style.backgroundColor, color: style.color, border: style.borderTopColor, height: style.height }
  })
  /** What the page logged, without the change events. */
  const flowLog = (page: Page) => page.evaluate(() => ((window as any).log as string[]).filter((line) => !line.startsWith('change ')))

  /** The provider's test sheet, which stands in for Demo Pay's, once it is shown. */
  const testSheet = async (page: Page): Promise<Frame> => {
    await expect.poll(() => page.getByRole('dialog', { name: 'Demo Pay in test mode' }).isVisible(), { timeout: 15_000 }).toBe(true)
    return testSheetFrame(page)
  }
  /** The accessible names of the buttons shown, in order. */
  const expressNames = (page: Page) => buttonNames(page.locator('.p-ExpressCheckout'))

  it('shows the demo_pay button; click -> the test sheet -> confirm event -> confirmPayment succeeds', async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await open({ clientSecret: intent.client_secret }, {})
    const shot = screenshotSteps(page, 'express-checkout')
    const button = page.getByRole('button', { name: 'Demo Pay' })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await shot('button-shown')
    await button.click()
    const sheet = await testSheet(page)
    await sheet.getByRole('button', { name: 'Pay $20.00' }).click()
    await expect.poll(() => flowLog(page), { timeout: 15_000 }).toHaveLength(3)
    expect(await flowLog(page)).toEqual(['click demo_pay', 'confirm demo_pay Jenny Rosen', 'paid succeeded'])
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
    expect(await drawn(page, 'Demo Pay')).toEqual({ background: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)', border: 'rgb(0, 0, 0)', height: '52px' })
    await page.close()
  }, 30_000)

  it("labels each button with the merchant's call to action, in each wallet's default theme", async () => {
    const page = await open({ mode: 'payment', amount: 2000, currency: 'usd' }, {}, 'faces')
    const shot = screenshotSteps(page, 'express-checkout-labels')
    await expect.poll(() => page.getByRole('button', { name: 'Kind Pay' }).isEnabled()).toBe(true)
    expect(await expressNames(page)).toEqual(['Demo Pay', 'Amazon Pay', 'North Pay', 'Kind Pay'])
    await shot('names-default-themes')
    // Amazon Pay is light by the spec, North Pay light-outline by its plugin, the others dark.
    expect(await drawn(page, 'Amazon Pay')).toMatchObject({ background: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)' })
    expect(await drawn(page, 'North Pay')).toMatchObject({ background: 'rgb(255, 255, 255)', border: 'rgb(0, 0, 0)' })
    expect(await drawn(page, 'Demo Pay')).toMatchObject({ background: 'rgb(0, 0, 0)', color: 'rgb(255, 255, 255)' })

    await page.evaluate(() => (window as any).express.update({
      buttonType: { demo_pay: 'pay', amazon_pay: 'checkout', north_pay: 'buy', kind_pay: 'donate' },
      buttonTheme: { kind_pay: 'light' },
    }))
    await expect.poll(() => expressNames(page))
      .toEqual(['Pay with Demo Pay', 'Check out with Amazon Pay', 'Buy with North Pay', 'Donate with Kind Pay'])
    // What a sighted shopper reads is what a screen reader says: the words and the wallet's name (Demo Pay's mark names nobody).
    expect((await page.getByRole('button', { name: 'Pay with Demo Pay' }).textContent())?.replace(/\s+/g, ' ').trim()).toBe('Pay with Demo Pay')
    // The buttons ease into a new theme.
    await expect.poll(() => drawn(page, 'Donate with Kind Pay')).toMatchObject({ background: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)' })
    await shot('calls-to-action')

    // A call to action an express method does not take is the merchant's mistake, named.
    expect(await page.evaluate(() => {
      try {
        (window as any).express.update({ buttonType: { demo_pay: 'buy' } })
        return 'accepted'
      } catch (error) {
        return (error as Error).message
      }
    })).toBe('Invalid value for buttonType.demo_pay: "buy". Expected one of default, pay, checkout (demo_pay is an express method).')
    await page.close()
  }, 30_000)

  it('hides the wallets that cannot be set up for later payments', async () => {
    const page = await open({ mode: 'setup', currency: 'usd' }, {}, 'faces')
    await expect.poll(() => page.getByRole('button', { name: 'Demo Pay' }).isEnabled()).toBe(true)
    expect(await expressNames(page)).toEqual(['Demo Pay'])
    expect(await page.evaluate(() => (window as any).express.getValue())).toMatchObject({
      availablePaymentMethods: { demo_pay: true, amazon_pay: false, north_pay: false, kind_pay: false },
      hiddenReasons: { amazon_pay: 'setup_future_usage_unsupported', north_pay: 'setup_future_usage_unsupported', kind_pay: 'setup_future_usage_unsupported' },
    })
    await screenshotSteps(page, 'express-checkout-setup')('only-demo-pay')
    await page.close()
  }, 30_000)

  it("ends a payment unpaid when the confirm handler calls paymentFailed(), and a new click opens the sheet again", async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await open({ clientSecret: intent.client_secret }, {})
    const button = page.getByRole('button', { name: 'Demo Pay' })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await page.evaluate(() => {
      (window as any).failNext = true
    })
    await button.click()
    await (await testSheet(page)).getByRole('button', { name: 'Pay $20.00' }).click()
    await expect.poll(() => flowLog(page), { timeout: 15_000 }).toEqual(['click demo_pay', 'confirm demo_pay Jenny Rosen', 'failed'])
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'requires_payment_method' })
    // The next click starts over, and this time the confirm handler pays.
    await button.click()
    await (await testSheet(page)).getByRole('button', { name: 'Pay $20.00' }).click()
    await expect.poll(() => flowLog(page), { timeout: 15_000 }).toContain('paid succeeded')
    await page.close()
  }, 40_000)

  it('says why each wallet is hidden: turned off, not enabled by the session, unable to be created by the merchant, no browser for it', async () => {
    const shown = (page: Page) => page.evaluate(() => (window as any).express.getValue() as { availablePaymentMethods: Record<string, boolean>; hiddenReasons: Record<string, string> })
    // Cards only: the session enables the card's wallets, not PayPal, Klarna or Amazon Pay; Google Pay the merchant turned off.
    const cardsOnly = await open({ mode: 'payment', amount: 2000, currency: 'usd', paymentMethodTypes: ['card'] }, { paymentMethods: { google_pay: 'never' } }, 'real')
    await expect.poll(async () => Object.keys((await shown(cardsOnly)).availablePaymentMethods).length, { timeout: 15_000 }).toBe(7)
    await expect.poll(() => cardsOnly.getByRole('button', { name: 'Apple Pay' }).isEnabled(), { timeout: 15_000 }).toBe(true)
    await expect.poll(async () => (await shown(cardsOnly)).hiddenReasons).toEqual({
      google_pay: 'payment_method_disabled',
      paypal: 'domain_unregistered_or_backend_filtered',
      klarna: 'domain_unregistered_or_backend_filtered',
      amazon_pay: 'domain_unregistered_or_backend_filtered',
      // Link's sign-in lives in a modal frame over the page, which only isolated hosting has.
      link: 'unsupported_browser',
    })
    await screenshotSteps(cardsOnly, 'express-checkout-hidden')('cards-only')
    await cardsOnly.close()
    // The merchant creates the payment method: the redirect methods cannot be kept for that.
    const manual = await open({ mode: 'payment', amount: 2000, currency: 'usd', paymentMethodCreation: 'manual' }, {}, 'real')
    await expect.poll(async () => (await shown(manual)).hiddenReasons, { timeout: 15_000 }).toMatchObject({
      paypal: 'manual_payment_method_creation_unsupported',
      klarna: 'manual_payment_method_creation_unsupported',
      amazon_pay: 'manual_payment_method_creation_unsupported',
    })
    await expect.poll(async () => (await shown(manual)).availablePaymentMethods, { timeout: 15_000 }).toMatchObject({ apple_pay: true, google_pay: true, demo_pay: true })
    await manual.close()
  }, 60_000)
})
