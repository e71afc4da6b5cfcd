import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

/** The label of the field that has focus, or the tag of whatever has it. */
const focusedLabel = (page: Page) => page.evaluate(() => {
  const element = document.activeElement as HTMLInputElement | null
  return element?.labels?.[0]?.textContent?.replace(/\s*\(optional\)$/, '').trim() ?? element?.tagName ?? ''
})

const submit = (page: Page) => page.evaluate(() => (window as any).elements.submit().then((result: unknown) => JSON.parse(JSON.stringify(result))))

describe.skipIf(!canRunBrowserTests)('elements.submit() over several elements (controller.md §5 "Submit validation")', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' })
      // Mounted in an order unlike the submit order, so the test sees the order come from the rule.
      document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="link"></div><div id="payment"></div><div id="billing"></div><div id="shipping"></div>')
      const elements = payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd' })
      window.elements = elements
      const made = [
        elements.create('linkAuthentication', {}),
        elements.create('payment', { layout: 'tabs' }),
        elements.create('address', { mode: 'billing' }),
        elements.create('address', { mode: 'shipping' }),
      ]
      made.forEach((element, index) => element.mount(['#link', '#payment', '#billing', '#shipping'][index]))
      window.allReady = Promise.all(made.map((element) => new Promise((ready) => element.on('ready', ready))))
    `)

  it('shows every error, focuses and returns the first in the order shipping, billing, payment, link authentication', async () => {
    const page = await harness.browser.newPage({ viewport: { width: 800, height: 1400 } })
    const shot = screenshotSteps(page, 'submit-order')
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'allReady' in window)
    await page.evaluate(() => (window as any).allReady)
    const shipping = page.locator('#shipping')
    const billing = page.locator('#billing')

    const first = await submit(page)
    expect(first.error).toMatchObject({ type: 'validation_error' })
    await expect.poll(() => focusedLabel(page)).toBe('Full name')
    await expect.poll(() => page.evaluate(() => document.querySelector('#shipping')!.contains(document.activeElement))).toBe(true)
    // Every element shows its errors, not only the first.
    for (const scope of ['#shipping', '#billing', '#payment', '#link']) {
      expect(await page.locator(`${scope} [aria-invalid="true"]`).count(), scope).toBeGreaterThan(0)
    }
    await shot('all-errors')

    const fillAddress = async (scope: typeof shipping) => {
      await scope.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
      await scope.getByLabel('Address line 1', { exact: true }).fill('1 Main Street')
      await scope.getByLabel('City', { exact: true }).fill('Springfield')
      await scope.getByLabel('State', { exact: true }).selectOption({ label: 'Illinois' })
      await scope.getByLabel('ZIP code', { exact: true }).fill('62701')
    }
    await fillAddress(shipping)
    await submit(page)
    await expect.poll(() => page.evaluate(() => document.querySelector('#billing')!.contains(document.activeElement))).toBe(true)

    await fillAddress(billing)
    const third = await submit(page)
    expect(third.error.message).toBe('Your card number is incomplete.')
    await expect.poll(() => focusedLabel(page)).toBe('Card number')

    const payment = page.locator('#payment')
    await payment.getByLabel('Card number', { exact: true }).fill('4242424242424242')
    await payment.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
    await payment.getByLabel('Security code', { exact: true }).fill('123')
    const postal = payment.getByLabel('Postal code', { exact: true })
    if (await postal.isVisible()) await postal.fill('62701')
    const fourth = await submit(page)
    expect(fourth.error).toMatchObject({ type: 'validation_error' })
    await expect.poll(() => focusedLabel(page)).toBe('Email')

    await page.locator('#link').getByLabel('Email', { exact: true }).fill('ada@example.com')
    expect(await submit(page)).toEqual({})
    await shot('complete')
    await page.close()
  }, 60_000)
})
