import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Frame, Locator, Page } from 'playwright-core'
import { canRunBrowserTests } from './browserPage.ts'
import { startDemo, type Demo } from './demoCheckout.ts'

let demo: Demo

// With isolated hosting each element is a frame of the provider's: the helpers look in every frame.

/** The first frame's match of `find` (the page's, or an element frame's). */
const inSomeFrame = async (page: Page, find: (frame: Frame) => Locator, what: string): Promise<Locator> => {
  for (const frame of page.frames()) {
    const found = find(frame)
    if (await found.count() > 0) return found
  }
  throw new Error(`no ${what} in the page or its frames`)
}

/** The input labelled `label`. */
const field = (page: Page, label: string): Promise<Locator> => inSomeFrame(page, (frame) => frame.getByLabel(label, { exact: true }), `field labelled ${label}`)

/** The error line of a field, as its input points at it (a combobox, the street line, points at its live status too). */
const errorUnder = (input: Locator): Promise<string | null | undefined> =>
  input.evaluate((element) => (element.getAttribute('aria-describedby') ?? '').split(' ')
    .map((id) => element.ownerDocument.getElementById(id)).find((line) => line?.classList.contains('p-Error'))?.textContent)

// The sandbox bundles the demo on its first request, which can take long on a busy machine.
const waitForCardForm = (page: Page): Promise<unknown> =>
  expect.poll(() => field(page, 'Card number').then(() => true, () => false), { timeout: 120_000 }).toBe(true)

/** The text of every field error line in the page and its frames, empty lines left out. */
const shownErrors = async (page: Page): Promise<string[]> => {
  const perFrame = await Promise.all(page.frames().map((frame) =>
    frame.locator('.p-Error').evaluateAll((lines) => lines.map((line) => line.textContent?.trim() ?? '').filter((text) => text !== ''))))
  return perFrame.flat()
}

const invalidInputs = async (page: Page): Promise<number> =>
  (await Promise.all(page.frames().map((frame) => frame.locator('[aria-invalid="true"]').count()))).reduce((a, b) => a + b, 0)

/**
 * Where the Pay button is in the page, the control a shopper aims at last: in page coordinates,
 * since moving the focus down the page scrolls it, which moves nothing under a still pointer's aim.
 */
const payBox = (page: Page) => page.getByRole('button', { name: /^Pay / }).evaluate((button) => {
  const box = button.getBoundingClientRect()
  return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height }
})

/** What has focus, by its label or accessible name, in whichever frame has it. */
const focusedName = async (page: Page): Promise<string> => {
  const names = await Promise.all(page.frames().map((frame) => frame.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null
    if (!document.hasFocus() || element === null || element === document.body || element.tagName === 'IFRAME') return ''
    return (element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
  })))
  return names.find((name) => name !== '') ?? ''
}

/** Lets the form answer a blur (a render, or a round trip to the controller frame) before checking what it shows. */
const settle = (page: Page): Promise<void> => page.waitForTimeout(200)

/**
 * Tabs from the first field to the Pay button without typing, checking after each step that no
 * error shows and the Pay button has not moved. Returns the names of the fields passed through.
 */
const tabToPay = async (page: Page, from: string): Promise<string[]> => {
  const before = await payBox(page)
  await (await field(page, from)).click()
  const passed: string[] = []
  for (let step = 0; step < 40; step++) {
    passed.push(await focusedName(page))
    await page.keyboard.press('Tab')
    await settle(page)
    expect(await shownErrors(page), `after leaving ${passed.at(-1)}`).toEqual([])
    expect(await invalidInputs(page)).toBe(0)
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
    const number = await field(page, 'Card number')
    await number.fill('4242 4242')
    await shot('number-typed')
    await page.keyboard.press('Tab')
    await expect.poll(() => shownErrors(page)).toEqual(['Your card number is incomplete.'])
    expect(await number.getAttribute('aria-invalid')).toBe('true')
    // The error is the input's description, so a screen reader says it with the field.
    expect(await errorUnder(number)).toBe('Your card number is incomplete.')
    expect(await payBox(page)).toEqual(before)
    await shot('number-left')
    expect(problems()).toEqual([])
    await page.close()
  }, 180_000)

  it('after a failed submit names each missing address field, under a single "Shipping address" title', async () => {
    const { page, shot } = await demo.open('/', 'untouched-fields-submit')
    await waitForCardForm(page)
    const titles = async () => (await Promise.all(page.frames().map((frame) => frame.getByText('Shipping address', { exact: true }).count()))).reduce((a, b) => a + b, 0)
    await expect.poll(titles).toBe(1)
    // The whole address form, so that City, State and ZIP sit side by side as the issue saw them.
    await (await inSomeFrame(page, (frame) => frame.getByRole('button', { name: 'Enter address manually' }), 'manual entry button')).click()
    await (await field(page, 'City')).waitFor()
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect.poll(async () => errorUnder(await field(page, 'City'))).toBe('City is required.')
    expect(await errorUnder(await field(page, 'State'))).toBe('State is required.')
    expect(await errorUnder(await field(page, 'ZIP code'))).toBe('ZIP code is required.')
    expect(await errorUnder(await field(page, 'Address line 1'))).toBe('Address line 1 is required.')
    expect(await shownErrors(page)).not.toContain('Your address is incomplete.')
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
