import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { sampleLogo } from '../sandbox/sampleLogo.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { testSheetFrame } from './testSheet.ts'

/**
 * The merchant's logo (controller.md §3 "merchant info"), isolated hosting, in Chromium: the
 * account's logo set with the sandbox's test helper, the elements session names where the sandbox
 * serves it; the provider's test sheet that stands in for Apple Pay shows it by the heading that
 * names the business, as a wallet's sheet shows the payee, and Link's modal shows it by its title,
 * named by the business name, as the provider's SDKs show it in Link's screens.
 */
describe.skipIf(!canRunBrowserTests)('the merchant\'s logo in the test wallet sheet and Link\'s modal (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { applePay } from 'payloom/plugins/apple_pay'
      import { link } from 'payloom/plugins/link'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), applePay(), link()], locale: 'en' })
      window.log = []
      window.setup = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express" style="width: 560px"></div>')
        const elements = payloom.elements({ clientSecret })
        const express = elements.create('expressCheckout')
        express.on('click', (event) => event.resolve(event.expressPaymentType === 'link' ? {} : { lineItems: [{ name: 'Sweater', amount: 2599 }] }))
        express.on('confirm', async () => {
          const result = await payloom.confirmPayment({ elements, clientSecret, confirmParams: { return_url: location.href }, redirect: 'if_required' })
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        express.mount('#express')
        return new Promise((ready) => express.on('ready', ready))
      }
    `)

  /** Opens the merchant's page for a $25.99 payment by card and Link, with the express checkout element. */
  const openShop = async (page: Page) => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2599, currency: 'usd', payment_method_types: ['card', 'link'] })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate((secret) => (window as any).setup(secret), intent.client_secret)
  }

  /** Opens the shop and Apple Pay's test sheet from its button. */
  const openSheet = async (page: Page) => {
    await openShop(page)
    const button = page.frameLocator('#express iframe').getByRole('button', { name: 'Apple Pay' })
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    await button.click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Apple Pay in test mode' }).isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent()).toBe('$25.99')
    return sheet
  }

  it('shows the account\'s logo, served by the provider, by "Pay Payloom Sandbox"; axe finds nothing; the payment goes on', async () => {
    const set = await harness.sandbox.call('POST', '/v1/test_helpers/account_settings', { logo: Buffer.from(sampleLogo).toString('base64') })
    const page = await harness.browser.newPage({ viewport: { width: 800, height: 900 } })
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    const shot = screenshotSteps(page, 'merchant-logo')
    const sheet = await openSheet(page)
    const logo = sheet.locator('[data-sheet="merchant-logo"]')
    // Loaded from the provider's address the session named, as an image of its own size.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(120)
    expect(await logo.getAttribute('src')).toBe(set.body.logo_url)
    expect(await logo.getAttribute('alt')).toBe('')
    const payee = sheet.locator('.p-TestSheetPayee')
    expect(await payee.getByRole('heading', { level: 2 }).textContent()).toBe('Pay Payloom Sandbox')
    // The logo sits by the heading, on its line, at the sheet's logo height.
    const [logoBox, headingBox] = await Promise.all([logo.boundingBox(), payee.getByRole('heading').boundingBox()])
    expect(logoBox!.height).toBe(40)
    expect(logoBox!.x + logoBox!.width).toBeLessThan(headingBox!.x)
    expect(Math.abs((logoBox!.y + logoBox!.height / 2) - (headingBox!.y + headingBox!.height / 2))).toBeLessThan(4)
    await shot('sheet-with-logo')
    expect(await axeViolations(sheet)).toEqual([])

    await sheet.getByRole('button', { name: 'Pay $25.99' }).click()
    await expect.poll(() => page.evaluate(() => (window as any).log as string[]), { timeout: 15_000 }).toEqual(['paid succeeded'])
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)

  it('shows the logo in Link\'s modal by "Pay with Link", named by the business name; axe finds nothing', async () => {
    const set = await harness.sandbox.call('POST', '/v1/test_helpers/account_settings', { logo: Buffer.from(sampleLogo).toString('base64') })
    const page = await harness.browser.newPage({ viewport: { width: 800, height: 800 } })
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    const shot = screenshotSteps(page, 'merchant-logo-link')
    await openShop(page)
    const button = page.frameLocator('#express iframe').getByRole('button', { name: 'Link' })
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Pay with Link' })
    await dialog.waitFor({ timeout: 30_000 })
    const modal = page.frameLocator('dialog iframe')
    await modal.getByLabel('Email', { exact: true }).waitFor()
    const logo = modal.getByRole('img', { name: 'Payloom Sandbox' })
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(120)
    expect(await logo.getAttribute('src')).toBe(set.body.logo_url)
    expect(await modal.getByRole('heading', { level: 1 }).textContent()).toBe('Pay with Link')
    await shot('modal-with-logo')
    for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)

  it('shows no logo for an account without one', async () => {
    await harness.sandbox.call('POST', '/v1/test_helpers/account_settings', { logo: '' })
    const page = await harness.browser.newPage({ viewport: { width: 800, height: 900 } })
    const sheet = await openSheet(page)
    expect(await sheet.getByRole('heading', { level: 2 }).first().textContent()).toBe('Pay Payloom Sandbox')
    expect(await sheet.locator('img').count()).toBe(1) // the wallet's mark only
    expect(await axeViolations(sheet)).toEqual([])
    await page.close()
  }, 60_000)
})
