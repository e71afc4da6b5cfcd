import { describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { tick } from './tick.ts'

describe.skipIf(!canRunBrowserTests)('the payment request button in a real page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom, defineWallet } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { applePay } from 'payloom/plugins/apple_pay'
      window.log = []
      // A wallet like demo_pay, defined in the page: its sheet is played here, with a shipping address
      // the merchant prices, and pays with the sandbox's succeeding card token.
      const quickPay = defineWallet({
        type: 'quick_pay',
        availability: () => ({ available: true }),
        confirm: async ({ sheet }) => {
          window.log.push('sheet ' + sheet.request.amount)
          const update = await sheet.shippingAddressChanged({ name: 'Jenny Rosen', address: { country: 'US', state: 'CA', city: 'San Francisco', postal_code: '94103' } })
          if (!update.accepted) return { closed: 'cancel' }
          window.log.push('sheet ' + update.request.amount)
          return {
            paymentMethodData: { type: 'card', card: { token: 'tok_visa' }, billing_details: { name: 'Jenny Rosen' } },
            shippingAddress: { name: 'Jenny Rosen', address: { line1: '510 Townsend St', city: 'San Francisco', state: 'CA', postal_code: '94103', country: 'US' } },
            shippingRate: update.request.shippingRates[0],
          }
        },
        settings: { saveable: true, offSession: true },
        messages: { en: { label: 'Quick Pay' } },
      })
      // A wallet whose sheet is the sandbox's test sheet, as a wallet absent from the browser has in test mode.
      const sheetPay = defineWallet({
        type: 'sheet_pay',
        availability: () => ({ available: true }),
        confirm: ({ sheet }) => sheet.openTestSheet({ type: 'sheet_pay', name: 'Sheet Pay', pays: 'card' }),
        settings: { saveable: true, offSession: true },
        messages: { en: { label: 'Sheet Pay' } },
      })
      const instances = {
        quick: createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), quickPay], locale: 'en' }),
        // Apple Pay goes first, as in Stripe.js; Chromium has no ApplePaySession, so the test sheet stands in for it.
        sheet: createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), sheetPay, applePay()], locale: 'en' }),
      }
      window.setup = async (which, clientSecret, style) => {
        const payloom = instances[which]
        const request = payloom.paymentRequest({
          country: 'US', currency: 'usd', total: { label: 'Demo Shop', amount: 2000 },
          requestPayerName: true, requestShipping: true,
          shippingOptions: [{ id: 'standard', label: 'Standard', detail: '3 to 5 days', amount: 0 }],
        })
        window.request = request
        request.on('shippingaddresschange', (event) => {
          window.log.push('address ' + event.shippingAddress.country)
          if (event.shippingAddress.country === 'DE') return event.updateWith({ status: 'invalid_shipping_address' })
          const shipping = event.shippingAddress.country === 'US' ? 500 : 1000
          event.updateWith({
            status: 'success',
            total: { label: 'Demo Shop', amount: 2000 + shipping },
            displayItems: [{ label: 'T-shirt', amount: 2000 }, { label: 'Shipping', amount: shipping }],
            shippingOptions: [{ id: 'standard', label: 'Standard', detail: '3 to 5 days', amount: shipping }],
          })
        })
        request.on('paymentmethod', async (event) => {
          window.log.push('paymentmethod ' + event.walletName + ' ' + event.payerName + ' ' + event.paymentMethod.id.slice(0, 3) + ' ' + event.shippingAddress.city)
          const result = await payloom.confirmCardPayment(clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false })
          event.complete(result.error ? 'fail' : 'success')
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        request.on('cancel', () => window.log.push('cancel'))
        window.log.push('can ' + JSON.stringify(await request.canMakePayment()))
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="prb"></div>')
        const button = payloom.elements().create('paymentRequestButton', { paymentRequest: request, style: { paymentRequestButton: style } })
        button.on('click', () => window.log.push('click'))
        button.mount('#prb')
        await new Promise((ready) => button.on('ready', ready))
      }
      // Isolated hosting (the default): the merchant's own button shows the payment request, which runs in this page.
      window.ownButton = async (clientSecret) => {
        const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), applePay()], locale: 'en' })
        const request = payloom.paymentRequest({ country: 'US', currency: 'usd', total: { label: 'Demo Shop', amount: 2000 }, requestPayerName: true })
        request.on('paymentmethod', async (event) => {
          window.log.push('paymentmethod ' + event.walletName + ' ' + event.payerName)
          const result = await payloom.confirmCardPayment(clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false })
          event.complete(result.error ? 'fail' : 'success')
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        window.log.push('can ' + JSON.stringify(await request.canMakePayment()))
        document.querySelector('main').insertAdjacentHTML('beforeend', '<button type="button" id="own">Pay with a wallet</button>')
        document.querySelector('#own').addEventListener('click', () => request.show())
      }
      // Isolated hosting (the default) with the element: the button is drawn in its frame on the
      // provider's origin, while the request, its listeners and its sheet stay in this page.
      window.framed = async (clientSecret) => {
        const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), applePay()], locale: 'en' })
        const request = payloom.paymentRequest({ country: 'US', currency: 'usd', total: { label: 'Demo Shop', amount: 2000 }, requestPayerName: true })
        window.request = request
        request.on('paymentmethod', async (event) => {
          window.log.push('paymentmethod ' + event.walletName + ' ' + event.payerName + ' ' + event.paymentMethod.id.slice(0, 3))
          const result = await payloom.confirmCardPayment(clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false })
          event.complete(result.error ? 'fail' : 'success')
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        request.on('cancel', () => window.log.push('cancel'))
        window.log.push('can ' + JSON.stringify(await request.canMakePayment()))
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="framed"></div>')
        const button = payloom.elements().create('paymentRequestButton', { paymentRequest: request, style: { paymentRequestButton: { type: 'buy', theme: 'light-outline' } } })
        // The merchant's listener runs before the sheet would open: the first click it prevents.
        window.prevent = true
        button.on('click', (event) => {
          window.log.push(window.prevent ? 'click prevented' : 'click')
          if (window.prevent) event.preventDefault()
          window.prevent = false
        })
        button.mount('#framed')
        await new Promise((ready) => button.on('ready', ready))
        window.framedButton = button
      }
      // Where no wallet can pay, the button refuses to mount, as Stripe.js's does.
      window.refused = async () => {
        const none = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' })
        const request = none.paymentRequest({ country: 'US', currency: 'usd', total: { label: 'Demo Shop', amount: 2000 } })
        const can = await request.canMakePayment()
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="none"></div>')
        const button = none.elements().create('paymentRequestButton', { paymentRequest: request })
        const error = new Promise((resolve) => button.on('loaderror', (event) => resolve(event.error)))
        button.mount('#none')
        // A mistake in the style, named as the button mounts.
        const styled = instances.quick.paymentRequest({ country: 'US', currency: 'usd', total: { label: 'Demo Shop', amount: 2000 } })
        await styled.canMakePayment()
        const badStyle = instances.quick.elements().create('paymentRequestButton', { paymentRequest: styled, style: { paymentRequestButton: { theme: 'blue', height: 40 } } })
        const styleError = new Promise((resolve) => badStyle.on('loaderror', (event) => resolve(event.error.message)))
        badStyle.mount('#none')
        // Isolated hosting (the default) refuses it too: the page decides there is no wallet before the frames draw anything.
        const framed = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' })
        const framedButton = framed.elements().create('paymentRequestButton', { paymentRequest: framed.paymentRequest({ country: 'US', currency: 'usd', total: { label: 'Demo Shop', amount: 2000 } }) })
        const isolated = new Promise((resolve) => framedButton.on('loaderror', (event) => resolve(event.error)))
        framedButton.mount('#none')
        return { can, error: await error, styleError: await styleError, isolated: await isolated }
      }
    `)

  const open = async (which: 'quick' | 'sheet', clientSecret: string, style: object): Promise<Page> => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate(({ which, clientSecret, style }) => (window as any).setup(which, clientSecret, style), { which, clientSecret, style })
    return page
  }
  const log = (page: Page) => page.evaluate(() => (window as any).log as string[])
  const sheetFrame = async (page: Page): Promise<Frame> => {
    await expect.poll(() => page.frames().some((frame) => frame.url().includes('/frames/test-wallet.html')), { timeout: 15_000 }).toBe(true)
    return page.frames().find((frame) => frame.url().includes('/frames/test-wallet.html'))!
  }

  it("shows the first wallet's button; a click opens its sheet, the shipping answer changes the total, and the payment method pays the intent", async () => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2500 })
    const page = await open('quick', intent.client_secret, { type: 'buy', theme: 'light-outline', height: '48px' })
    const shot = screenshotSteps(page, 'payment-request-button')
    const button = page.getByRole('button', { name: 'Buy with Quick Pay' })
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await button.evaluate((node) => ({ height: getComputedStyle(node).height, background: getComputedStyle(node).backgroundColor, border: getComputedStyle(node).borderTopColor })))
      .toEqual({ height: '48px', background: 'rgb(255, 255, 255)', border: 'rgb(0, 0, 0)' })
    expect(await axeViolations(page)).toEqual([])
    await shot('button')
    await button.click()
    await expect.poll(() => log(page)).toContain('paid succeeded')
    expect(await log(page)).toEqual([
      'can {"applePay":false,"googlePay":false,"link":false,"quickPay":true}',
      'click', 'sheet 2000', 'address US', 'sheet 2500', 'paymentmethod quickPay Jenny Rosen pm_ San Francisco', 'paid succeeded',
    ])
    expect(await page.evaluate(() => (window as any).request.isShowing())).toBe(false)
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded', amount: 2500 })
    await page.close()
  }, 30_000)

  it('shows Apple Pay before the other wallets and pays through its test sheet: an address the merchant refuses, one it prices, then Pay; Cancel reports cancel', async () => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 3000 })
    const page = await open('sheet', intent.client_secret, {})
    const shot = screenshotSteps(page, 'payment-request-button-sheet')
    const button = page.getByRole('button', { name: 'Apple Pay' })
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await page.locator('#prb .p-ExpressMark').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await shot('button-default')
    await button.click()
    const frame = await sheetFrame(page)
    const dialog = page.getByRole('dialog', { name: 'Apple Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => frame.locator('[data-sheet="total"]').textContent()).toBe('$25.00')
    await tick(frame.getByRole('radio', { name: /Berlin/ }))
    await expect.poll(() => frame.locator('[data-sheet="address-error"]').textContent()).toBe('The merchant does not ship to this address. Choose another one.')
    await tick(frame.getByRole('radio', { name: /London/ }))
    await expect.poll(() => frame.locator('[data-sheet="total"]').textContent()).toBe('$30.00')
    await shot('sheet-priced')
    expect(await axeViolations(frame)).toEqual([])
    await frame.getByRole('button', { name: 'Pay $30.00' }).click()
    await expect.poll(() => log(page)).toContain('paid succeeded')
    expect(await log(page)).toEqual([
      'can {"applePay":true,"googlePay":false,"link":false,"sheetPay":true}',
      'click', 'address US', 'address DE', 'address GB', 'paymentmethod applePay Jenny Rosen pm_ London', 'paid succeeded',
    ])
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded', amount: 3000 })

    // Again, and the shopper cancels: the merchant hears cancel, and may show it again.
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await button.click()
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await frame.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => log(page)).toContain('cancel')
    expect(await page.evaluate(() => (window as any).request.isShowing())).toBe(false)
    await page.close()
  }, 45_000)

  it("runs in the merchant's page with isolated hosting, shown from the merchant's own button", async () => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2000 })
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'ownButton' in window)
    await page.evaluate((secret) => (window as any).ownButton(secret), intent.client_secret)
    await page.getByRole('button', { name: 'Pay with a wallet' }).click()
    const frame = await sheetFrame(page)
    await expect.poll(() => page.getByRole('dialog', { name: 'Apple Pay in test mode' }).isVisible(), { timeout: 15_000 }).toBe(true)
    await frame.getByRole('button', { name: 'Pay $20.00' }).click()
    await expect.poll(() => log(page)).toContain('paid succeeded')
    expect(await log(page)).toEqual(['can {"applePay":true,"googlePay":false,"link":false}', 'paymentmethod applePay Jenny Rosen', 'paid succeeded'])
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded' })
    await page.close()
  }, 30_000)

  it('pays with isolated hosting: the button in its frame on the provider origin, the sheet in the page, a click the merchant prevents keeps it closed', async () => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2000 })
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'framed' in window)
    await page.evaluate((secret) => (window as any).framed(secret), intent.client_secret)
    const shot = screenshotSteps(page, 'payment-request-button-isolated')
    const frame = page.frames().find((candidate) => candidate.url().includes('/frames/element.html'))!
    expect(new URL(frame.url()).origin).toBe(new URL(harness.sandbox.url).origin)
    const button = frame.getByRole('button', { name: 'Buy with Apple Pay' })
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await frame.locator('.p-ExpressMark').count()).toBe(1)
    expect(await page.locator('#framed iframe').evaluate((node) => node.getBoundingClientRect().height)).toBe(44)
    expect(await axeViolations(frame)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await shot('button')
    // Its style changes through the frames too (plain data).
    await page.evaluate(() => (window as any).framedButton.update({ style: { paymentRequestButton: { type: 'buy', theme: 'dark' } } }))
    await expect.poll(() => button.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(0, 0, 0)')

    // The merchant prevents the first click: no sheet opens.
    const dialog = page.getByRole('dialog', { name: 'Apple Pay in test mode' })
    await button.click()
    await expect.poll(() => log(page)).toContain('click prevented')
    await page.waitForTimeout(300)
    expect(await dialog.isVisible()).toBe(false)
    expect(await page.evaluate(() => (window as any).request.isShowing())).toBe(false)

    await button.click()
    const sheet = await sheetFrame(page)
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent()).toBe('$20.00')
    await shot('sheet')
    expect(await axeViolations(sheet)).toEqual([])
    await sheet.getByRole('button', { name: 'Pay $20.00' }).click()
    await expect.poll(() => log(page)).toContain('paid succeeded')
    expect(await log(page)).toEqual(['can {"applePay":true,"googlePay":false,"link":false}', 'click prevented', 'click', 'paymentmethod applePay Jenny Rosen pm_', 'paid succeeded'])
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded', amount: 2000 })
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await page.close()
  }, 45_000)

  it('refuses to mount where no wallet can pay (inline and isolated hosting) and with a mistake in its style', async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'refused' in window)
    expect(await page.evaluate(() => (window as any).refused())).toEqual({
      can: null,
      error: { type: 'integration_error', message: 'Cannot mount the paymentRequestButton element: no wallet can pay its paymentRequest in this browser (canMakePayment() resolves null). Check canMakePayment() before mounting the button.' },
      styleError: 'Invalid value for the paymentRequestButton element: Invalid value for style.paymentRequestButton.theme: "blue". Expected one of dark, light, light-outline. Invalid value for style.paymentRequestButton.height: 40. Expected a height in px such as "48px".',
      isolated: { type: 'integration_error', message: 'Cannot mount the paymentRequestButton element: no wallet can pay its paymentRequest in this browser (canMakePayment() resolves null). Check canMakePayment() before mounting the button.' },
    })
    await page.close()
  }, 30_000)
})
