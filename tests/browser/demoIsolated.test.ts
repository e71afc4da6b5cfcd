import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Frame, FrameLocator } from 'playwright-core'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { alertText, fillCard, payAndReadStatus, section, setField, startDemo, testCards, type Demo } from './demoCheckout.ts'

let demo: Demo

/** The demo shop with its default, isolated hosting: each element a frame on the provider's origin. */
describe.skipIf(!canRunBrowserTests)('the demo shop pays with isolated hosting, from its own origin (Chromium)', () => {
  beforeAll(async () => {
    demo = await startDemo()
  }, 60_000)
  afterAll(() => demo?.dispose())

  /** The plain demo's payment frame, once its card form shows. */
  const openPlain = async (folder: string) => {
    const checkout = await demo.open('/plain?hosting=isolated', folder)
    const form = checkout.page.frameLocator('#payment iframe')
    await form.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    return { ...checkout, form }
  }
  const cardScope = (form: FrameLocator) => form.locator('body')

  it('is isolated by default: the card form is a frame on the provider origin, none of its inputs in the page', async () => {
    const page = await demo.browser.newPage()
    await page.goto(new URL('/plain', demo.shop.url).toString())
    const frame = page.locator('#payment iframe')
    await page.frameLocator('#payment iframe').getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    expect(new URL(await frame.getAttribute('src') ?? '').origin).toBe(demo.sandbox.url)
    expect(new URL(demo.shop.url).origin).not.toBe(demo.sandbox.url)
    expect(await page.locator('input').count()).toBe(0)
    await page.close()
  }, 60_000)

  it('pays on /plain, and shows a decline and an invalid number', async () => {
    const declined = await openPlain('demo-isolated-plain-decline')
    await fillCard(cardScope(declined.form), testCards.declined)
    await declined.page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(declined.page)).toBe('Your card was declined.')
    await declined.form.getByLabel('Card number', { exact: true }).fill('4242424242424241')
    await declined.page.getByRole('button', { name: /^Pay / }).click()
    await declined.form.getByText('Your card number is invalid.').first().waitFor()
    await declined.shot('invalid')
    expect(declined.problems()).toEqual([])
    await declined.page.close()

    const paid = await openPlain('demo-isolated-plain-paid')
    await fillCard(cardScope(paid.form), testCards.succeeds)
    expect(await payAndReadStatus(paid.page)).toMatch(/succeeded/i)
    expect(paid.problems()).toEqual([])
    await paid.page.close()
  }, 90_000)

  it('passes a 3D Secure challenge on /plain', async () => {
    const checkout = await openPlain('demo-isolated-plain-3ds')
    await fillCard(cardScope(checkout.form), testCards.threeDSecure)
    await checkout.page.getByRole('button', { name: /^Pay / }).click()
    const challenge = checkout.page.frameLocator('iframe[title="Card authentication"]')
    await challenge.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 })
    await checkout.shot('challenge')
    await challenge.getByRole('button', { name: 'Approve' }).click()
    await checkout.page.waitForURL(/\/success\?/, { timeout: 30_000 })
    expect(await checkout.page.getByTestId('status').textContent()).toMatch(/succeeded/i)
    // The shop's order is paid once the provider's webhook has reached the shop's server (the page reloads until then).
    await expect.poll(() => checkout.page.getByTestId('order-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('paid')
    await checkout.shot('order-paid')
    expect(checkout.problems()).toEqual([])
    await checkout.page.close()
  }, 90_000)

  it('pays on / (React): e-mail, shipping address and card, each in its frame', async () => {
    const checkout = await demo.open('/?hosting=isolated', 'demo-isolated-react')
    const { page } = checkout
    const contact = section(page, 'Contact').frameLocator('iframe')
    await contact.getByLabel('Email', { exact: true }).fill('shopper@example.com')
    const shipping = section(page, 'Shipping address').frameLocator('iframe')
    await shipping.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
    await shipping.getByText('Enter address manually').click()
    await shipping.locator('[data-field="line1"]').fill('1 Main Street')
    await shipping.locator('[data-field="city"]').fill('Springfield')
    await setField(shipping.locator('[data-field="state"]'), 'IL')
    await shipping.locator('[data-field="postal_code"]').fill('62701')
    const payment = section(page, 'Payment').frameLocator('iframe')
    await fillCard(payment.locator('body'), testCards.succeeds)
    await checkout.shot('filled')
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 90_000)

  it('shows the address suggestions in their own frame over the page, under the street line: picked with the keyboard or the pointer', async () => {
    const checkout = await demo.open('/?hosting=isolated', 'demo-isolated-suggestions')
    const { page } = checkout
    const addressFrame = section(page, 'Shipping address').locator('iframe')
    const shipping = section(page, 'Shipping address').frameLocator('iframe')
    const street = shipping.getByRole('combobox', { name: 'Address line 1' })
    await street.waitFor({ timeout: 30_000 })
    const before = (await addressFrame.boundingBox())!
    const suggestionsFrame = page.locator('iframe[name^="payloom-suggestions-"]')
    const suggestions = page.frameLocator('iframe[name^="payloom-suggestions-"]')
    const document = async (name: string): Promise<Frame> => page.frames().find((frame) => frame.name().startsWith(name))!

    await street.pressSequentially('Fifth')
    await suggestions.getByRole('option', { name: /^Empire State Building/ }).waitFor()
    // Under the street line, reaching past the address frame, which neither grew nor cut it off.
    const [list, input, after] = [(await suggestionsFrame.boundingBox())!, (await street.boundingBox())!, (await addressFrame.boundingBox())!]
    expect(after.height).toBe(before.height)
    expect(list.y).toBeCloseTo(input.y + input.height, 0)
    expect([list.x, list.width]).toEqual([input.x, input.width])
    expect(list.y + list.height).toBeGreaterThan(after.y + after.height)
    // The combobox cannot name a list in another document: its live region says what it holds.
    expect(await street.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => shipping.getByRole('status').first().textContent()).toBe('Address suggestions: 2. Use the arrow keys to choose.')
    await checkout.shot('suggestions')
    expect(await axeViolations(await document('payloom-element-'))).toEqual([])
    expect(await axeViolations(await document('payloom-suggestions-'))).toEqual([])

    // The keyboard stays on the street line.
    await street.press('ArrowDown')
    await expect.poll(() => shipping.getByRole('status').first().textContent()).toBe('Empire State Building, 350 Fifth Avenue, New York, NY 10118, US, 1 of 2')
    await expect.poll(() => suggestions.getByRole('option', { selected: true }).textContent()).toMatch(/^Empire State Building/)
    await checkout.shot('highlighted')
    await street.press('Enter')
    await expect.poll(() => shipping.getByLabel('City', { exact: true }).inputValue()).toBe('New York')
    expect(await street.inputValue()).toBe('350 Fifth Avenue')
    await suggestionsFrame.waitFor({ state: 'hidden' })
    expect(await street.getAttribute('aria-expanded')).toBe('false')

    // A press on a suggestion in the other frame picks it; the street line keeps the focus.
    await street.fill('')
    await street.pressSequentially('Fifth')
    await suggestions.getByRole('option', { name: /^The Metropolitan Museum of Art/ }).click()
    await expect.poll(() => street.inputValue()).toBe('1000 Fifth Avenue')
    expect(await shipping.getByLabel('ZIP code', { exact: true }).inputValue()).toBe('10028')
    expect(await street.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true)
    await suggestionsFrame.waitFor({ state: 'hidden' })
    await checkout.shot('picked')

    // With no room under the street line (a shorter window) and room above, the list stands above it.
    await page.setViewportSize({ width: 800, height: 900 })
    await street.fill('')
    await street.pressSequentially('Fifth')
    await suggestions.getByRole('option', { name: /^Empire State Building/ }).waitFor()
    const [above, line] = [(await suggestionsFrame.boundingBox())!, (await street.boundingBox())!]
    expect(line.y + line.height).toBeLessThan(900)
    expect(above.y + above.height).toBeCloseTo(line.y, 0)
    await checkout.shot('above')
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 60_000)
})
