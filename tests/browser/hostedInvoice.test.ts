import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { consumerCall, freshEmail } from '../sandbox/linkConsumers.ts'
import { pk, sk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { tick } from './tick.ts'

const saveMyInfo = 'Save my info for faster checkout with Link'

/**
 * The hosted invoice page (payment-form.md §1) and its wallet availability (controller.md §4): with
 * the provider's targeting switch turning Link off in payment elements, a merchant's own payment
 * element does not offer Link, and the invoice's hosted page, where wallet availability is always
 * true, does; the shopper pays the invoice there with a card.
 */
describe.skipIf(!canRunBrowserTests)('hosted invoice page (Chromium)', () => {
  // A merchant's own page with a payment element of card and Link, which keeps the wallets its change events report.
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { link } from 'payloom/plugins/link'
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en' })
      const elements = payloom.elements({ mode: 'payment', amount: 4000, currency: 'eur', paymentMethodTypes: ['card', 'link'] })
      document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
      const payment = elements.create('payment')
      payment.on('change', (event) => { window.wallets = event.wallets })
      payment.mount('#payment')
    `)

  /** axe finds nothing in the page nor in any frame in it (Link's hidden login-storage and logger frames). */
  const everyFrameAccessible = async (page: Page): Promise<void> => {
    for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])
  }

  /** An open invoice of two lines, made as a merchant's server would. */
  const openInvoice = async () => {
    const { sandbox } = harness
    const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body.id
    const draft = (await sandbox.call('POST', '/v1/invoices', { customer, currency: 'eur', description: 'Bookbinding workshop' })).body
    for (const [description, amount] of [['Workshop, 2 days', 3200], ['Materials', 800]] as const) {
      expect((await sandbox.call('POST', '/v1/invoiceitems', { customer, invoice: draft.id, amount, description })).status).toBe(200)
    }
    return (await sandbox.call('POST', `/v1/invoices/${draft.id}/finalize`)).body
  }

  it("offers Link on the invoice's page where targeting turns it off elsewhere; the card pays the invoice, saved to Link", async () => {
    const { sandbox, merchant, browser } = harness
    expect((await sandbox.call('POST', '/v1/test_helpers/link_settings', { link_pm_killswitch_on_in_elements: true }, { key: sk })).status).toBe(200)
    try {
      // The merchant's payment element: Link is not offered, for the reason targeting gives.
      const shop = await browser.newPage()
      await shop.goto(merchant.url)
      // Link's sign-up offer shows under a card once one is typed.
      await shop.getByLabel('Card number', { exact: true }).fill('4242424242424242')
      await expect.poll(() => shop.evaluate(() => (window as unknown as { wallets?: unknown }).wallets), { timeout: 15_000 })
        .toEqual({ link: { available: false, reasons: ['link_payment_element_disabled_by_targeting'] } })
      expect(await shop.getByRole('checkbox', { name: saveMyInfo }).count()).toBe(0)
      await shop.close()

      // The invoice's hosted page: the same account, the same switch, and Link is offered with the card.
      const invoice = await openInvoice()
      const page = await browser.newPage({ viewport: { width: 800, height: 1100 } })
      const shot = screenshotSteps(page, 'hosted-invoice')
      await page.goto(invoice.hosted_invoice_url)
      expect(new URL(page.url()).pathname).toBe(`/i/${invoice.id}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Invoice ${invoice.number}`)
      expect(await page.getByTestId('amount-due').textContent()).toBe('€40.00')
      await page.getByText('Materials').waitFor()
      await page.getByLabel('Card number', { exact: true }).fill('4242424242424242')
      const optIn = page.getByRole('checkbox', { name: saveMyInfo })
      await optIn.waitFor({ timeout: 30_000 })
      expect(await optIn.isChecked()).toBe(false)
      await page.getByLabel('Expiration date', { exact: true }).pressSequentially('1234')
      await page.getByLabel('Security code', { exact: true }).fill('123')
      await page.getByLabel('Country', { exact: true }).selectOption('DE')
      await page.getByLabel('Postal code', { exact: true }).fill('10115')
      // Link works there: the shopper saves their details with it while paying.
      await tick(optIn)
      const email = freshEmail('invoice')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByLabel('Mobile phone number', { exact: true }).fill('15123456789')
      await shot('filled')
      await everyFrameAccessible(page)

      await page.getByRole('button', { name: 'Pay' }).click()
      await page.getByRole('status').getByText('This invoice has been paid.').waitFor({ timeout: 20_000 })
      expect(await page.getByRole('button', { name: 'Pay' }).count()).toBe(0)
      await shot('paid')
      await everyFrameAccessible(page)
      const paid = (await sandbox.call('GET', `/v1/invoices/${invoice.id}`)).body
      expect(paid).toMatchObject({ status: 'paid', paid: true, amount_paid: 4000, amount_remaining: 0 })
      expect((await sandbox.call('GET', `/v1/payment_intents/${paid.payment_intent}`)).body).toMatchObject({ status: 'succeeded', amount: 4000, payment_method_types: ['card', 'link'] })
      expect((await consumerCall(sandbox, 'sessions/lookup', { email_address: email })).body).toMatchObject({ exists: true })
      await page.close()
    } finally {
      await sandbox.call('POST', '/v1/test_helpers/link_settings', { link_pm_killswitch_on_in_elements: false }, { key: sk })
    }
  }, 60_000)
})
