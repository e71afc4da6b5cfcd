import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { canRunBrowserTests } from './browserPage.ts'
import { section, startDemo, type Demo } from './demoCheckout.ts'

let demo: Demo

// The sandbox bundles the demo on its first request, which can take long on a busy machine.
const waitForCardForm = (page: Page): Promise<void> => page.getByLabel('Card number', { exact: true }).waitFor({ timeout: 120_000 })

/** The text of every field error line on the page, empty lines left out. */
const shownErrors = (page: Page): Promise<string[]> =>
  page.locator('.p-Error').evaluateAll((lines) => lines.map((line) => line.textContent?.trim() ?? '').filter((text) => text !== ''))

/**
 * Where the Pay button is in the page, the control a shopper aims at last: in page coordinates,
 * since moving the focus down the page scrolls it, which moves nothing under a still pointer's aim.
 */
const payBox = (page: Page) => page.getByRole('button', { name: /^Pay / }).evaluate((button) => {
  const box = button.getBoundingClientRect()
  return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height }
})

/** What has focus, by its label or accessible name. */
const focusedName = (page: Page): Promise<string> => page.evaluate(() => {
  const element = document.activeElement as HTMLInputElement | null
  return (element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim()
})

/**
 * Tabs from the first field to the Pay button without typing, checking after each step that no
 * error shows and the Pay button has not moved. Returns the names of the fields passed through.
 */
const tabToPay = async (page: Page, from: string): Promise<string[]> => {
  const before = await payBox(page)
  await page.getByLabel(from, { exact: true }).click()
  const passed: string[] = []
  for (let step = 0; step < 40; step++) {
    passed.push(await focusedName(page))
    await page.keyboard.press('Tab')
    expect(await shownErrors(page), `after leaving ${passed.at(-1)}`).toEqual([])
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0)
    expect(await payBox(page), `after leaving ${passed.at(-1)}`).toEqual(before)
    if ((await focusedName(page)).startsWith('Pay ')) return passed
  }
  throw new Error(`Tab never reached the Pay button; passed ${passed.join(', ')}`)
}

describe.skipIf(!canRunBrowserTests)('fields the shopper has not touched (issue 8 §2)', () => {
  beforeAll(async () => {
    demo = await startDemo()
  }, 60_000)
  afterAll(async () => {
    await demo?.dispose()
  })

  it('shows no error and moves nothing while the shopper tabs through the React demo; a typed field shows its error on blur', async () => {
    const { page, shot, problems } = await demo.open('/', 'untouched-fields')
    await waitForCardForm(page)
    await shot('start')
    const passed = await tabToPay(page, 'Email')
    expect(passed).toEqual(expect.arrayContaining(['Email', 'Full name', 'Address line 1', 'Card number', 'Expiration date', 'Security code']))
    await shot('tabbed-through')

    // The card number, typed in part and left: its error shows, in the line kept for it.
    const before = await payBox(page)
    const number = page.getByLabel('Card number', { exact: true })
    await number.fill('4242 4242')
    await shot('number-typed')
    await page.keyboard.press('Tab')
    await expect.poll(() => shownErrors(page)).toEqual(['Your card number is incomplete.'])
    expect(await number.getAttribute('aria-invalid')).toBe('true')
    // The error is the input's description, so a screen reader says it with the field.
    const described = await number.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Your card number is incomplete.')
    expect(await payBox(page)).toEqual(before)
    await shot('number-left')
    expect(problems()).toEqual([])
    await page.close()
  }, 180_000)

  it('after a failed submit names each missing address field, under a single "Shipping address" title', async () => {
    const { page, shot } = await demo.open('/', 'untouched-fields-submit')
    await waitForCardForm(page)
    await expect.poll(() => page.getByText('Shipping address', { exact: true }).count()).toBe(1)
    const shipping = section(page, 'Shipping address')
    // The whole address form, so that City, State and ZIP sit side by side as the issue saw them.
    await shipping.getByRole('button', { name: 'Enter address manually' }).click()
    await page.getByRole('button', { name: /^Pay / }).click()
    const errorOf = (field: string) => shipping.locator(`[id$="-${field}-error"]`)
    await expect.poll(() => errorOf('city').textContent()).toBe('City is required.')
    expect(await errorOf('state').textContent()).toBe('State is required.')
    expect(await errorOf('postal_code').textContent()).toBe('ZIP code is required.')
    expect(await errorOf('line1').textContent()).toBe('Address line 1 is required.')
    expect(await shipping.getByText('Your address is incomplete.').count()).toBe(0)
    await shot('submitted')
    await page.close()
  }, 180_000)

  it('shows no error and moves nothing while the shopper tabs through the plain demo', async () => {
    const { page, shot, problems } = await demo.open('/plain', 'untouched-fields-plain')
    await waitForCardForm(page)
    await page.getByRole('button', { name: /^Pay / }).and(page.locator(':enabled')).waitFor()
    const passed = await tabToPay(page, 'Card number')
    expect(passed).toEqual(expect.arrayContaining(['Card number', 'Expiration date', 'Security code']))
    await shot('tabbed-through')
    expect(problems()).toEqual([])
    await page.close()
  }, 180_000)
})
