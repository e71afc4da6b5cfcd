import { describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

/**
 * Link's button in the express checkout element (issue 13), isolated hosting: a Link consumer
 * clicks it, signs in in Link's sign-in modal (the e-mail, then the code), picks a saved card
 * there, and the merchant's confirm handler pays with confirmPayment: the intent succeeds with
 * the Link card picked. A second click, signed in already, goes straight to the cards.
 */
describe.skipIf(!canRunBrowserTests)('Link\'s express checkout button (Chromium, isolated hosting)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { link } from 'payloom/plugins/link'
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'isolated', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en' })
      // Inline hosting: the page gives Link's wallet no modal frames for its sign-in dialog.
      const inline = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en' })
      window.log = []
      window.setup = (clientSecret, hosting = 'isolated') => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express"></div>')
        const elements = (hosting === 'inline' ? inline : payloom).elements({ clientSecret })
        const express = elements.create('expressCheckout', {})
        express.on('change', (event) => window.log.push('change ' + JSON.stringify(event.availablePaymentMethods) + ' ' + JSON.stringify(event.hiddenReasons ?? {})))
        express.on('cancel', (event) => window.log.push('cancel ' + event.expressPaymentType))
        express.on('confirm', async (event) => {
          window.log.push('confirm ' + event.expressPaymentType + ' ' + (event.billingDetails?.email ?? ''))
          const result = await payloom.confirmPayment({ elements, clientSecret, confirmParams: { return_url: location.href }, redirect: 'if_required' })
          const paidWith = result.paymentIntent?.payment_method
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status + ' ' + (paidWith?.id ?? paidWith))
        })
        express.mount('#express')
        return new Promise((ready) => express.on('ready', ready))
      }
    `)

  /** What the page logged, without the change events. */
  const flowLog = (page: Page) => page.evaluate(() => ((window as any).log as string[]).filter((line) => !line.startsWith('change ')))
  /** The modal page's frame, by its fixed path. */
  const modalFrame = (page: Page): Frame | undefined => page.frames().find((frame) => new URL(frame.url()).pathname === '/frames/link-sign-in.html')
  const expectAccessible = async (page: Page): Promise<void> => {
    for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])
  }

  it('a Link consumer signs in in Link\'s modal, picks a saved card, and the confirm handler\'s confirmPayment pays with it; signed in, the next click goes straight to the cards', async () => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2000, currency: 'usd', payment_method_types: ['card', 'link'] })
    const page = await harness.browser.newPage({ viewport: { width: 800, height: 800 } })
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate((secret) => (window as any).setup(secret), intent.client_secret)
    const shot = screenshotSteps(page, 'link-express')
    const express = page.frameLocator('#express iframe')
    const button = express.getByRole('button', { name: 'Link' })
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true)
    await shot('button-shown')
    await expectAccessible(page)

    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Pay with Link' })
    await dialog.waitFor({ timeout: 30_000 })
    const frame = page.frameLocator('dialog iframe')
    const email = frame.getByLabel('Email', { exact: true })
    await email.waitFor()
    await shot('modal-email')
    await expectAccessible(page)
    await frame.getByRole('button', { name: 'Continue' }).click()
    await frame.getByText('Enter a valid email address.').waitFor()
    await email.fill('returning@link.test')
    await page.keyboard.press('Enter')
    const code = frame.getByLabel('Verification code', { exact: true })
    await code.waitFor({ timeout: 30_000 })
    await shot('modal-code')
    await code.fill('000000')
    const mastercard = frame.getByRole('radio', { name: /Mastercard •••• 4444/ })
    await mastercard.waitFor({ timeout: 30_000 })
    // The default card is picked at first.
    expect(await frame.getByRole('radio', { name: /Visa •••• 4242/ }).isChecked()).toBe(true)
    await shot('modal-cards')
    await expectAccessible(page)
    // By keyboard: the card picked has the focus, the arrow picks the next, Tab reaches "Use this card".
    await expect.poll(() => frame.getByRole('radio', { name: /Visa •••• 4242/ }).evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => mastercard.isChecked()).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => flowLog(page), { timeout: 30_000 }).toEqual(['confirm link returning@link.test', expect.stringMatching(/^paid succeeded pm_/)])
    const paid = await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)
    expect(paid.body.status).toBe('succeeded')
    const method = await harness.sandbox.call('GET', `/v1/payment_methods/${paid.body.payment_method}`)
    expect(method.body.card).toMatchObject({ last4: '4444' })
    await shot('paid')
    expect(modalFrame(page)).toBeDefined()

    // Signed in already: the modal opens on the cards; Escape closes it, which the merchant hears as a cancel.
    await button.click()
    await dialog.waitFor()
    await frame.getByRole('button', { name: 'Use this card' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => flowLog(page)).toEqual(['confirm link returning@link.test', expect.stringMatching(/^paid succeeded pm_/), 'cancel link'])
    expect(problems).toEqual([])
    await page.close()
  }, 90_000)

  it('inline hosting: the button is hidden with unsupported_browser (no sign-in dialog in the page yet)', async () => {
    const intent = await createPaymentIntent(harness.sandbox, { amount: 2000, currency: 'usd', payment_method_types: ['card', 'link'] })
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate((secret) => (window as any).setup(secret, 'inline'), intent.client_secret)
    const changes = () => page.evaluate(() => ((window as any).log as string[]).filter((line) => line.startsWith('change ')))
    await expect.poll(async () => (await changes()).some((line) => line.includes('"link":"unsupported_browser"')), { timeout: 30_000 }).toBe(true)
    expect(await page.getByRole('button', { name: 'Link' }).count()).toBe(0)
    await page.close()
  }, 60_000)
})
