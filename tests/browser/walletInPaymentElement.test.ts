import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { testSheetFrame } from './testSheet.ts'

/**
 * Apple Pay and Google Pay as methods of the payment element (payment-form.md §1), in Chromium: the session lists both wallets for a card payment, so the element lists
 * them beside the card; the merchant's Pay opens the wallet's sheet (the sandbox's test sheet, as
 * Chromium has neither wallet) and the card picked there pays the intent; a sheet closed leaves the
 * intent unpaid and confirm resolves with the shopper's error. Isolated hosting (the default), and
 * inline, where the page itself shows the sheet's dialog frame.
 */
describe.skipIf(!canRunBrowserTests)('Apple Pay and Google Pay in the payment element (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { applePay } from 'payloom/plugins/apple_pay'
      import { googlePay } from 'payloom/plugins/google_pay'
      window.log = []
      window.setup = (clientSecret, hosting) => {
        const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), applePay(), googlePay()], locale: 'en', hosting })
        document.querySelector('main').insertAdjacentHTML('beforeend', '<form id="checkout"><div id="payment"></div><button id="pay">Pay</button><p id="error" role="alert"></p></form>')
        const elements = payloom.elements({ clientSecret })
        const payment = elements.create('payment')
        window.payment = payment
        window.available = []
        payment.on('availablepaymentmethodschange', (event) => window.available.push(event.availablePaymentMethods.join(' ')))
        document.querySelector('#checkout').addEventListener('submit', async (event) => {
          event.preventDefault()
          const submitted = await elements.submit()
          if (submitted.error) return
          const result = await payloom.confirmPayment({ elements, clientSecret, confirmParams: { return_url: location.href }, redirect: 'if_required' })
          document.querySelector('#error').textContent = result.error ? result.error.message : ''
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        payment.mount('#payment')
        return new Promise((ready) => payment.on('ready', ready))
      }
    `)

  const log = (page: Page) => page.evaluate(() => (window as any).log as string[])

  const openCheckout = async (amount: number, hosting: 'isolated' | 'inline' = 'isolated') => {
    const intent = await createPaymentIntent(harness.sandbox, { amount, currency: 'usd', payment_method_types: ['card'] })
    const page = await harness.browser.newPage({ viewport: { width: 800, height: 900 } })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await page.evaluate(([secret, how]) => (window as any).setup(secret, how), [intent.client_secret, hosting])
    return { intent, page, element: hosting === 'inline' ? page.locator('#payment') : page.frameLocator('#payment iframe') }
  }

  const intentOf = async (id: string) => (await harness.sandbox.call('GET', `/v1/payment_intents/${id}`, { expand: ['payment_method'] })).body

  it.each(['isolated', 'inline'] as const)('%s hosting: lists Apple Pay beside the card; selected, Pay opens its test sheet and the card picked there pays the intent', async (hosting) => {
    const { intent, page, element } = await openCheckout(2599, hosting)
    const shot = screenshotSteps(page, `wallet-in-payment-element-apple-pay-${hosting}`)
    const tab = element.getByRole('tab', { name: 'Apple Pay' })
    await expect.poll(() => tab.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await element.getByRole('tab').allTextContents()).toEqual(['Card', 'Apple Pay', 'Google Pay'])
    await tab.click()
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
    const note = element.getByText('Apple Pay selected. You\'ll finish in Apple Pay\'s sheet after you click Pay.')
    await expect.poll(() => note.isVisible()).toBe(true)
    // The tabs' colours take 0.15 s to change: the screenshot shows them once they have.
    await page.waitForTimeout(300)
    await shot('apple-pay-selected')
    for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])

    await page.getByRole('button', { name: 'Pay' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apple Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent()).toBe('$25.99')
    await shot('test-sheet')
    expect(await axeViolations(sheet)).toEqual([])
    await sheet.getByRole('button', { name: 'Pay $25.99' }).click()
    await expect.poll(() => log(page), { timeout: 15_000 }).toEqual(['paid succeeded'])
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await intentOf(intent.id)).toMatchObject({ status: 'succeeded', amount: 2599, payment_method: { type: 'card', card: { last4: '4242' } } })
    await page.close()
  }, 60_000)

  it('isolated hosting: Google Pay\'s sheet closed leaves the intent unpaid and confirm resolves with the shopper\'s error; Pay again, and the card picked in its sheet pays', async () => {
    const { intent, page, element } = await openCheckout(1500)
    const shot = screenshotSteps(page, 'wallet-in-payment-element-google-pay')
    const tab = element.getByRole('tab', { name: 'Google Pay' })
    await expect.poll(() => tab.isVisible(), { timeout: 30_000 }).toBe(true)
    await tab.click()
    await expect.poll(() => element.getByText('Google Pay selected. You\'ll finish in Google Pay\'s sheet after you click Pay.').isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Pay' }).click()
    const dialog = page.getByRole('dialog', { name: 'Google Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await (await testSheetFrame(page)).getByRole('button', { name: 'Cancel' }).click()
    const message = 'Google Pay was closed before the payment was made. You have not been charged. Try again or choose another payment method.'
    await expect.poll(() => log(page), { timeout: 15_000 }).toEqual([`error ${message}`])
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await page.getByRole('alert').textContent()).toBe(message)
    await shot('sheet-closed')
    expect(await axeViolations(page.mainFrame())).toEqual([])
    expect(await intentOf(intent.id)).toMatchObject({ status: 'requires_payment_method', payment_method: null })

    await page.getByRole('button', { name: 'Pay' }).click()
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await (await testSheetFrame(page)).getByRole('button', { name: 'Pay $15.00' }).click()
    await expect.poll(() => log(page), { timeout: 15_000 }).toEqual([`error ${message}`, 'paid succeeded'])
    expect(await page.getByRole('alert').textContent()).toBe('')
    expect(await intentOf(intent.id)).toMatchObject({ status: 'succeeded', amount: 1500, payment_method: { type: 'card', card: { last4: '4242' } } })
    await page.close()
  }, 60_000)

  it("isolated hosting: update({ wallets: { applePay: 'never' } }) takes Apple Pay's tab away, its selection moving to the card's form; 'auto' brings the tab back", async () => {
    const { page, element } = await openCheckout(2599)
    const tabs = () => element.getByRole('tab').allTextContents()
    const available = () => page.evaluate(() => (window as any).available as string[])
    const wallets = (applePay: string) => page.evaluate((setting) => (window as any).payment.update({ wallets: { applePay: setting } }), applePay)
    const applePayTab = element.getByRole('tab', { name: 'Apple Pay' })
    await expect.poll(() => applePayTab.isVisible(), { timeout: 30_000 }).toBe(true)
    await applePayTab.click()
    await expect.poll(() => applePayTab.getAttribute('aria-selected')).toBe('true')

    await wallets('never')
    await expect.poll(tabs).toEqual(['Card', 'Google Pay'])
    expect(await element.getByRole('tab', { name: 'Card' }).getAttribute('aria-selected')).toBe('true')
    await element.getByLabel('Card number').waitFor()
    await expect.poll(available).toEqual(['card apple_pay google_pay', 'card google_pay'])

    await wallets('auto')
    await expect.poll(tabs).toEqual(['Card', 'Apple Pay', 'Google Pay'])
    expect(await element.getByRole('tab', { name: 'Card' }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(available).toEqual(['card apple_pay google_pay', 'card google_pay', 'card apple_pay google_pay'])
    await page.close()
  }, 60_000)
})
