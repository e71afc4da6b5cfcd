import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { testSheetFrame } from './testSheet.ts'

/**
 * Apple Pay's and Google Pay's buttons in the express checkout element (issue 13), isolated
 * hosting, in Chromium: Chromium has no ApplePaySession, and in test mode the Google Pay plugin
 * never loads Google's script (the sandbox is offline), so the sandbox's test sheet stands in for
 * each, under the wallet's name and mark; the shopper pays with a test card there and the
 * merchant's confirm handler pays the intent with the card token. (The wallets' own sheets need
 * Safari on an Apple device and Google's servers: tests/plugins/applePay and tests/plugins/googlePay
 * run those flows with test doubles of ApplePaySession and Google's PaymentsClient.)
 */
describe.skipIf(!canRunBrowserTests)('Apple Pay and Google Pay in the express checkout element (Chromium, isolated hosting)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { applePay } from 'payloom/plugins/apple_pay'
      import { demoPay } from 'payloom/plugins/demo_pay'
      import { googlePay } from 'payloom/plugins/google_pay'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), applePay(), googlePay(), demoPay()], locale: 'en' })
      window.log = []
      window.setup = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express" style="width: 560px"></div>')
        const elements = payloom.elements({ clientSecret })
        const express = elements.create('expressCheckout', { layout: { maxColumns: 2 } })
        express.on('change', (event) => window.log.push('change ' + JSON.stringify(event.availablePaymentMethods)))
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
  /** What the page logged, without the change events. */
  const flowLog = async (page: Page) => (await log(page)).filter((line) => !line.startsWith('change '))

  /** A merchant's page with the element for a $25.99 payment by card, what went wrong in it, and the requests it made to google.com. */
  const shop = async (folder: string) => {
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
    return { intent, page, problems, googleRequests, shot: screenshotSteps(page, folder), express: page.frameLocator('#express iframe') }
  }

  /** Opens `wallet`'s test sheet from its button, pays there with the test card, and checks the intent was paid with it. */
  const payInTestSheet = async (opened: Awaited<ReturnType<typeof shop>>, wallet: { readonly type: string; readonly name: string }) => {
    const { intent, page, shot, express } = opened
    for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])
    await express.getByRole('button', { name: wallet.name }).click()
    const dialog = page.getByRole('dialog', { name: `${wallet.name} in test mode` })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent()).toBe('$25.99')
    expect(await sheet.getByRole('heading', { level: 1 }).textContent()).toBe(wallet.name)
    await shot('test-sheet')
    expect(await axeViolations(sheet)).toEqual([])

    await sheet.getByRole('button', { name: 'Pay $25.99' }).click()
    await expect.poll(() => log(page), { timeout: 15_000 }).toContain('paid succeeded')
    expect(await flowLog(page)).toEqual([`click ${wallet.type}`, `confirm ${wallet.type} jenny.rosen@example.com`, 'paid succeeded'])
    await expect.poll(() => dialog.isVisible()).toBe(false)
    const paid = (await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { expand: ['payment_method'] })).body
    expect(paid).toMatchObject({ status: 'succeeded', amount: 2599, payment_method: { type: 'card', card: { last4: '4242' }, billing_details: { email: 'jenny.rosen@example.com' } } })
  }

  it('shows the Apple Pay button; the test sheet stands in for Apple Pay\'s, and the card picked there pays the intent', async () => {
    const opened = await shop('apple-pay-express')
    const button = opened.express.getByRole('button', { name: 'Apple Pay' })
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    expect((await log(opened.page)).at(-1)).toContain('"apple_pay":true')
    await opened.shot('button-shown')
    await payInTestSheet(opened, { type: 'apple_pay', name: 'Apple Pay' })
    expect(opened.problems).toEqual([])
    await opened.page.close()
  }, 60_000)

  it('shows the Google Pay button, at least 240 px wide, and never loads Google\'s script; the test sheet stands in for Google\'s, and the card picked there pays the intent', async () => {
    const opened = await shop('google-pay-express')
    const button = opened.express.getByRole('button', { name: 'Google Pay' })
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    // Google's brand rules: its button is never narrower than 240 px.
    expect(await button.evaluate((element) => getComputedStyle(element).minWidth)).toBe('240px')
    expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(240)
    await opened.shot('button-shown')
    await payInTestSheet(opened, { type: 'google_pay', name: 'Google Pay' })
    expect(opened.googleRequests).toEqual([])
    expect(opened.problems).toEqual([])
    await opened.page.close()
  }, 60_000)
})
