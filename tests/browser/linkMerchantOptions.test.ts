import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { pk, sk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

/**
 * What the merchant learns of Link's availability (wallet.md §3, §8): the payment element's
 * `wallets: { link: 'never' }`, the account's Link settings (the sandbox's test helper), the
 * console message naming the reason, and Link among the payment element's available methods with
 * its mode or reasons in the change event. Inline hosting, so the page reads its own events.
 */
describe.skipIf(!canRunBrowserTests)("Link's availability as the merchant sees it (Chromium)", () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { link } from 'payloom/plugins/link'
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en' })
      window.seen = { available: [], wallets: [], warnings: [] }
      const warn = console.warn.bind(console)
      console.warn = (...args) => { window.seen.warnings.push(String(args[0])); warn(...args) }
      window.mount = (options) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
        const elements = payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd', paymentMethodTypes: ['card', 'link'] })
        const payment = elements.create('payment', options)
        payment.on('availablepaymentmethodschange', (event) => window.seen.available.push(event.availablePaymentMethods))
        payment.on('change', (event) => { if (event.wallets) window.seen.wallets.push(event.wallets) })
        payment.mount('#payment')
      }
    `)

  interface Seen { readonly available: string[][]; readonly wallets: Array<Record<string, unknown>>; readonly warnings: string[] }
  const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen)

  const settings = (params: Record<string, string>) => fetch(`${harness.sandbox.url}/v1/test_helpers/link_settings`, {
    method: Object.keys(params).length === 0 ? 'DELETE' : 'POST',
    headers: { Authorization: `Bearer ${sk}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    ...(Object.keys(params).length === 0 ? {} : { body: new URLSearchParams(params) }),
  })
  afterEach(async () => {
    await settings({})
  })

  /** The merchant's page with a payment element of `options`, once its card form shows, a card typed (Link's sign-up offer shows under it). */
  const open = async (options: object): Promise<Page> => {
    const page = await harness.browser.newPage({ viewport: { width: 700, height: 900 } })
    await page.goto(harness.merchant.url)
    await page.evaluate((given) => (window as unknown as { mount: (options: object) => void }).mount(given), options)
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
    await page.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
    return page
  }
  const optIn = (page: Page) => page.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' })

  it('offers Link where the session does: listed among the available methods, its mode in the change event, its sign-up under the card', async () => {
    const page = await open({})
    await optIn(page).waitFor({ timeout: 30_000 })
    await expect.poll(async () => (await seen(page)).available.at(-1)).toEqual(['card', 'link'])
    expect((await seen(page)).wallets.at(-1)).toEqual({ link: { available: true, mode: 'PASSTHROUGH' } })
    expect((await seen(page)).warnings.filter((line) => line.includes('Link is not offered'))).toEqual([])
    await screenshotSteps(page, 'link-merchant-options')('offered')
    expect(await axeViolations(page.mainFrame())).toEqual([])
    await page.close()

    await settings({ link_mode: 'LINK_PAYMENT_METHOD' })
    const linkMethod = await open({})
    await optIn(linkMethod).waitFor({ timeout: 30_000 })
    expect((await seen(linkMethod)).wallets.at(-1)).toEqual({ link: { available: true, mode: 'LINK_PAYMENT_METHOD' } })
    await linkMethod.close()
  }, 90_000)

  it("wallets.link 'never': nothing of Link in the element, not listed, merchant_disabled_link_in_session in the change event and the console", async () => {
    const page = await open({ wallets: { link: 'never' } })
    await expect.poll(async () => (await seen(page)).wallets.at(-1), { timeout: 30_000 }).toEqual({ link: { available: false, reasons: ['merchant_disabled_link_in_session'] } })
    expect((await seen(page)).available.at(-1)).toEqual(['card'])
    expect(await optIn(page).count()).toBe(0)
    expect((await seen(page)).warnings).toContain("payloom: Link is not offered here (merchant_disabled_link_in_session): the payment element's wallets.link is 'never'.")
    await page.close()
  }, 90_000)

  it('sign-up turned off for the account: no sign-up offer for a shopper nobody knows, link_signup_disabled said', async () => {
    await settings({ link_elements_pageload_sign_up_disabled: 'true' })
    const page = await open({})
    await expect.poll(async () => (await seen(page)).wallets.at(-1), { timeout: 30_000 }).toEqual({ link: { available: false, reasons: ['link_signup_disabled'] } })
    expect(await optIn(page).count()).toBe(0)
    expect((await seen(page)).warnings).toContain('payloom: Link is not offered here (link_signup_disabled): sign-up to Link is turned off for this account, and the shopper is not a Link consumer.')
    await page.close()
  }, 90_000)
})
