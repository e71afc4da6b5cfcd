import { describe, expect, it } from 'vitest'
import type { FrameLocator, Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { pickMethod } from './demoCheckout.ts'
import { tick } from './tick.ts'
import { testSheetFrame } from './testSheet.ts'

/**
 * The express checkout buttons of PayPal, Klarna and Amazon Pay on a merchant page in Chromium,
 * isolated hosting, against the sandbox in test mode: the provider's test sheet stands in for the
 * wallet's popup. Approved there, PayPal and Klarna pay in the page (the sandbox's PayPal order or
 * Klarna confirmation token, which confirmPayment sends); Amazon Pay's confirmPayment sends the
 * shopper to the sandbox's approval page and back to the shop with the payment made.
 */
describe.skipIf(!canRunBrowserTests)('express checkout buttons of PayPal, Klarna and Amazon Pay (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { paypal } from 'payloom/plugins/paypal'
      import { klarna } from 'payloom/plugins/klarna'
      import { amazonPay } from 'payloom/plugins/amazon_pay'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), paypal(), klarna(), amazonPay()], locale: 'en' })
      const rates = [{ id: 'free', amount: 0, displayName: 'Free shipping' }]
      window.log = []
      window.shop = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express"></div>')
        const elements = payloom.elements({ clientSecret })
        const express = elements.create('expressCheckout')
        express.on('change', (event) => { window.offered = event.availablePaymentMethods })
        express.on('click', (event) => {
          window.log.push('click ' + event.expressPaymentType)
          // Klarna's provider needs the shopper's email and billing country (API version 2020-08-27).
          event.resolve({ emailRequired: true, billingAddressRequired: true, shippingAddressRequired: true, allowedShippingCountries: ['US', 'GB'], shippingRates: rates })
        })
        express.on('shippingaddresschange', (event) => {
          window.log.push('address ' + event.address.country)
          event.resolve()
        })
        express.on('cancel', () => window.log.push('cancel'))
        express.on('confirm', async (event) => {
          window.log.push('confirm ' + event.expressPaymentType + ' ' + event.billingDetails.email + ' ' + event.shippingAddress.address.country)
          const result = await payloom.confirmPayment({ elements, clientSecret, confirmParams: { return_url: location.href }, redirect: 'if_required' })
          window.log.push(result.error === undefined ? 'paid ' + result.paymentIntent.status : 'error ' + result.error.message)
        })
        express.mount('#express')
      }
      // A shop that creates the payment method itself (paymentMethodCreation: 'manual').
      window.createMethod = () => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express"></div>')
        const elements = payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd', paymentMethodCreation: 'manual' })
        const express = elements.create('expressCheckout')
        window.expressElement = express
        express.mount('#express')
      }
      // The payment element, whose PayPal form pays the same way.
      window.payElement = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div><button id="pay" type="button">Pay</button>')
        const elements = payloom.elements({ clientSecret })
        elements.create('payment').mount('#payment')
        document.querySelector('#pay').addEventListener('click', async () => {
          const result = await payloom.confirmPayment({ elements, confirmParams: { return_url: location.href } })
          window.log.push('error ' + result.error.message)
        })
      }
    `)

  /** The express checkout element's frame, and the button in it named `name`. */
  const expressFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title*="express" i]')
  const log = (page: Page) => page.evaluate(() => (window as any).log as string[])

  /** The shop with the express checkout element (or the payment element) for a new payment of $20.00 with automatic payment methods. */
  const openShop = async (folder: string, element: 'shop' | 'payElement' | 'createMethod' = 'shop') => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2000, currency: 'usd', payment_method_types: undefined, automatic_payment_methods: { enabled: true } })
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, folder)
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'shop' in window)
    await page.evaluate(({ element, secret }) => (window as any)[element](secret), { element, secret: intent.client_secret })
    return { intent, page, shot, express: expressFrame(page) }
  }
  /** Where the sandbox's approval page sent the shopper back: the shop, with the redirect's outcome. */
  const backAtShop = (page: Page, status: 'succeeded' | 'failed') =>
    page.waitForURL((url) => url.origin === new URL(harness.merchant.url).origin && url.searchParams.get('redirect_status') === status, { timeout: 15_000 })

  it('PayPal: the test sheet stands in for its popup, whose approval is a PayPal order: confirmPayment sends it and the payment succeeds in the page, with no approval page', async () => {
    const { intent, page, shot, express } = await openShop('express-redirect-methods')
    // The session lists all three for a payment in dollars: each has its button, Amazon Pay's light.
    const button = express.getByRole('button', { name: 'PayPal' })
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => express.getByRole('button', { name: 'Klarna' }).isEnabled()).toBe(true)
    await expect.poll(() => express.getByRole('button', { name: 'Amazon Pay' }).isEnabled()).toBe(true)
    await expect.poll(() => page.evaluate(() => (window as any).offered)).toMatchObject({ paypal: true, klarna: true, amazon_pay: true })
    const background = (name: string) => express.getByRole('button', { name }).evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await background('Amazon Pay')).toBe('rgb(255, 255, 255)')
    expect(await background('PayPal')).not.toBe('rgb(255, 255, 255)')
    await shot('buttons')
    const elementFrame = await (await page.locator('iframe[title*="express" i]').elementHandle())!.contentFrame()
    expect(await axeViolations(elementFrame!)).toEqual([])

    await button.click()
    const dialog = page.getByRole('dialog', { name: 'PayPal in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    // Paying with PayPal itself: no test card to pick, only the contact and the shipping address.
    expect(await sheet.getByRole('radio', { name: /4242/ }).count()).toBe(0)
    await tick(sheet.getByRole('radio', { name: /London/ }))
    await shot('test sheet')
    expect(await axeViolations(sheet)).toEqual([])
    const shopUrl = page.url()
    await sheet.getByRole('button', { name: 'Pay $20.00' }).click()

    // The sheet's approval made the PayPal order, which confirmPayment sent: paid without leaving the shop.
    await expect.poll(() => log(page), { timeout: 15_000 }).toContain('paid succeeded')
    expect(page.url()).toBe(shopUrl)
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await shot('paid in the page')
    const paid = (await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { expand: ['payment_method'] })).body
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount_received: 2000,
      payment_method: { type: 'paypal', billing_details: { name: 'Jenny Rosen', email: 'jenny.rosen@example.com' } },
      shipping: { name: 'Jenny Rosen', address: { city: 'London', country: 'GB' } },
    })
    await page.close()
  }, 50_000)

  it('Amazon Pay: its sheet closed with Escape is the cancel event; paid from it again, the shopper fails the payment on the approval page and comes back unpaid', async () => {
    const { intent, page, shot, express } = await openShop('express-redirect-methods-amazon-pay')
    const button = express.getByRole('button', { name: 'Amazon Pay' })
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Amazon Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    await expect.poll(() => sheet.getByRole('button', { name: 'Pay $20.00' }).isVisible()).toBe(true)
    await shot('test sheet')
    expect(await axeViolations(sheet)).toEqual([])
    await sheet.getByRole('textbox', { name: 'Full name' }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => log(page)).toEqual(['click amazon_pay', 'address US', 'cancel'])

    await button.click()
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await sheet.getByRole('button', { name: 'Pay $20.00' }).click()
    // Amazon Pay approves nothing in the page (the express checkout state has no object of its): confirmPayment leaves for the sandbox's approval page.
    await page.waitForURL((url) => url.pathname.startsWith('/redirect/authorize/'), { timeout: 15_000 })
    await shot('approval page')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Fail test payment' }).click()
    await backAtShop(page, 'failed')
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { expand: ['payment_method'] })).body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure', payment_method: { type: 'amazon_pay' } },
      shipping: { address: { country: 'US' } },
    })
    await page.close()
  }, 50_000)

  it('Klarna: asked for the email and billing address its provider needs, the test sheet gives them, and its approval (a Klarna confirmation token) pays in the page', async () => {
    const { intent, page, express } = await openShop('express-redirect-methods-klarna')
    const button = express.getByRole('button', { name: 'Klarna' })
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true)
    await button.click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Klarna in test mode' }).isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    await sheet.getByRole('button', { name: 'Pay $20.00' }).click()
    await expect.poll(() => log(page), { timeout: 15_000 }).toContain('paid succeeded')
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { expand: ['payment_method'] })).body).toMatchObject({
      status: 'succeeded',
      next_action: null,
      payment_method: { type: 'klarna', billing_details: { email: 'jenny.rosen@example.com', address: { country: 'US' } } },
    })
    await page.close()
  }, 50_000)

  it('PayPal in the payment element: its form sends the shopper to the same approval page, and they come back paid', async () => {
    const { intent, page, shot } = await openShop('express-redirect-methods-payment-element', 'payElement')
    const form = page.frameLocator('#payment iframe')
    await pickMethod(form, 'PayPal')
    await shot('paypal form')
    const frame = await (await page.locator('#payment iframe').elementHandle())!.contentFrame()
    expect(await axeViolations(frame!)).toEqual([])
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/redirect/authorize/'), { timeout: 15_000 })
    await page.getByRole('button', { name: 'Authorize test payment' }).click()
    await backAtShop(page, 'succeeded')
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { expand: ['payment_method'] })).body).toMatchObject({ status: 'succeeded', payment_method: { type: 'paypal' } })
    await page.close()
  }, 50_000)

  it('PayPal via the express checkout element cannot create a payment method: where the merchant creates it, the three buttons are not offered', async () => {
    const { page } = await openShop('express-redirect-methods-create', 'createMethod')
    await expect.poll(async () => (await page.evaluate(() => (window as any).expressElement.getValue())).hiddenReasons, { timeout: 15_000 }).toEqual({
      paypal: 'manual_payment_method_creation_unsupported',
      klarna: 'manual_payment_method_creation_unsupported',
      amazon_pay: 'manual_payment_method_creation_unsupported',
    })
    await page.close()
  }, 50_000)
})
