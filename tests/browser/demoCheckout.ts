import type { Browser, FrameLocator, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { startDemoShop, type DemoShop } from '../../sandbox/demo/startDemoShop.ts'
import { startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'
import { launchChromium, screenshotSteps } from './browserPage.ts'

/** The provider's test cards the browser tests pay with. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002500003155',
} as const

/** A checkout page open in Chromium, with its screenshot folder and what went wrong in it. */
export interface CheckoutPage {
  readonly page: Page
  /** Writes the next numbered screenshot of this test's folder. */
  readonly shot: (step: string) => Promise<void>
  /** Uncaught errors, console errors and Content-Security-Policy violations seen so far. */
  readonly problems: () => ReadonlyArray<string>
}

/** The sandbox (the provider), the demo shop on its own origin beside it, and one Chromium for a test file. */
export interface Demo {
  readonly sandbox: TestSandbox
  /** The demo shop, calling `sandbox` over HTTP. */
  readonly shop: DemoShop
  readonly browser: Browser
  /**
   * Opens `path` of the demo shop (or any URL) in a new page; screenshots go to `screenshots/<folder>/`.
   * A shop path without `hosting=` in its query opens with `?hosting=inline`: these tests read the
   * forms in the page. Pass `?hosting=isolated` to open the shop with its frames.
   */
  readonly open: (path: string, folder: string, viewport?: { readonly width: number; readonly height: number }) => Promise<CheckoutPage>
  readonly dispose: () => Promise<void>
}

/** A path of the shop as a URL on the shop's origin, inline unless it says otherwise; any other URL as it is. */
export const shopUrl = (shop: DemoShop, path: string): string => {
  const url = new URL(path, shop.url)
  if (url.origin === new URL(shop.url).origin && !url.searchParams.has('hosting')) url.searchParams.set('hosting', 'inline')
  return url.toString()
}

/**
 * Starts a sandbox (with `options`) on a free port with a temporary data folder, the demo shop on
 * another free port, and Chromium. `host: 'localhost'` opens the shop as localhost rather than
 * 127.0.0.1 (its pages then reach the provider as localhost too): browsers refuse an IP address as
 * a passkey's relying party.
 */
export const startDemo = async ({ host, ...options }: Parameters<typeof startTestSandbox>[0] & { readonly host?: 'localhost' } = {}): Promise<Demo> => {
  const sandbox = await startTestSandbox(options)
  const started = await startDemoShop({ port: 0, providerUrl: sandbox.url })
  const shop: DemoShop = host === undefined ? started : { ...started, url: started.url.replace('127.0.0.1', host) }
  const browser = await launchChromium()
  return {
    sandbox,
    shop,
    browser,
    open: async (path, folder, viewport = { width: 800, height: 1000 }) => {
      const page = await browser.newPage({ viewport })
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        // Chromium logs every 4xx answer; a declined card's 402 is the API doing its job.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`)
      })
      // A refused style or script is an error on no console of its own: report each to the test.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`))
      })
      await page.goto(shopUrl(shop, path))
      return { page, shot: screenshotSteps(page, folder), problems: () => problems }
    },
    dispose: async () => {
      await browser.close()
      await shop.close()
      await sandbox.dispose()
    },
  }
}

/** A section of the demo by its heading ('Contact', 'Shipping address', 'Payment'). */
export const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })

/** Fills an input, or picks a select's option by value. */
export const setField = async (field: Locator, value: string): Promise<void> => {
  if (await field.evaluate((element) => element.tagName === 'SELECT')) await field.selectOption(value)
  else await field.fill(value)
}

/** The card form's fields, with a future expiry; the postal code where the form asks for one. */
export const fillCard = async (scope: Page | Locator, number: string): Promise<void> => {
  await scope.getByLabel('Card number', { exact: true }).fill(number)
  await scope.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
  await scope.getByLabel('Security code', { exact: true }).fill('123')
  const postalCode = scope.getByLabel('Postal code', { exact: true })
  if (await postalCode.isVisible()) await postalCode.fill('62701')
}

/** The React demo's contact e-mail and US shipping address. */
export const fillContactAndShipping = async (page: Page): Promise<void> => {
  await section(page, 'Contact').getByLabel('Email', { exact: true }).fill('shopper@example.com')
  const shipping = section(page, 'Shipping address')
  await shipping.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
  await shipping.locator('[data-field="line1"]').fill('1 Main Street')
  await shipping.locator('[data-field="city"]').fill('Springfield')
  await setField(shipping.locator('[data-field="state"]'), 'IL')
  await shipping.locator('[data-field="postal_code"]').fill('62701')
}

/** Waits for the demo's payment element to show its card form. */
export const waitForCardForm = (page: Page): Promise<void> => page.getByLabel('Card number', { exact: true }).waitFor()

/** Clicks Pay and waits for the return page; resolves with the status it shows. */
export const payAndReadStatus = async (page: Page): Promise<string | null> => {
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL(/\/success\?/)
  return page.getByTestId('status').textContent()
}

/** The text of the page's error region (the `role=alert` under the Pay button) once it says something. */
export const alertText = async (page: Page): Promise<string> => {
  // The alert under Pay (the form's own; the express checkout section has its own alert).
  const alert = page.locator('.error[role="alert"]:not(.express .error)').filter({ hasText: /\S/ })
  await alert.waitFor()
  return (await alert.textContent()) ?? ''
}

/** Picks the payment element's tab of `name` (in the page, or in its frame), behind "More payment methods" if need be. */
export const pickMethod = async (scope: Page | FrameLocator, name: string): Promise<void> => {
  const tab = scope.getByRole('tab', { name, exact: true })
  await scope.getByRole('tab').first().waitFor({ timeout: 30_000 })
  if (!(await tab.isVisible())) await scope.getByRole('button', { name: 'More payment methods' }).click()
  await tab.click()
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
}

/** Reloads the return page until it shows `status`: a bank debit settles a moment after confirm. */
export const statusSettles = async (page: Page, status: string): Promise<void> => {
  await expect.poll(async () => {
    await page.reload()
    return page.getByTestId('status').textContent()
  }, { timeout: 15_000, interval: 500 }).toBe(status)
}
