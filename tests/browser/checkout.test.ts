import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { canRunBrowserTests } from './browserPage.ts'
import {
  alertText, fillCard, fillContactAndShipping, payAndReadStatus, section, startDemo, testCards, waitForCardForm, type Demo,
} from './demoCheckout.ts'

let demo: Demo

/** The values a shopper types, by the label of the field that has focus. */
const keyboardValues: Readonly<Record<string, string>> = {
  'Email': 'shopper@example.com',
  'Full name': 'Ada Lovelace',
  'Address line 1': '1 Main Street',
  'City': 'Springfield',
  'State': 'Illinois',
  'ZIP code': '62701',
  'Card number': testCards.succeeds,
  'Expiration date': '1234',
  'Security code': '123',
  'Postal code': '62701',
}

/** What has focus: its tag, its label (or accessible name) and, for a button, its text. */
const focused = (page: Page) => page.evaluate(() => {
  const element = document.activeElement as HTMLInputElement | null
  if (element === null || element === document.body) return { tag: 'BODY', label: '' }
  const label = element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? ''
  return { tag: element.tagName, label: label.replace(/\s*\(optional\)$/, '').trim() }
})

describe.skipIf(!canRunBrowserTests)('the demo checkout in Chromium', () => {
  beforeAll(async () => {
    demo = await startDemo()
  }, 60_000)
  afterAll(async () => {
    await demo?.dispose()
  })

  it('pays with 4242 on the React checkout and shows the intent succeeded', async () => {
    const { page, shot, problems } = await demo.open('/', 'pay-4242-react')
    await waitForCardForm(page)
    await shot('loaded')
    await fillContactAndShipping(page)
    await fillCard(section(page, 'Payment'), testCards.succeeds)
    await shot('filled')
    expect(await payAndReadStatus(page)).toBe('succeeded')
    await shot('succeeded')
    const intentId = new URL(page.url()).searchParams.get('payment_intent')
    const intent = await demo.sandbox.call('GET', `/v1/payment_intents/${intentId}`)
    expect(intent.body).toMatchObject({ status: 'succeeded', amount: 2000, currency: 'usd' })
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('pays with 4242 on the plain script checkout, fetching the confirm code only to pay', async () => {
    const { page, shot, problems } = await demo.open('/plain', 'pay-4242-plain')
    // Whether any of these scripts holds confirm's code (one of its messages), read again from the server.
    const holdConfirmCode = async (urls: ReadonlyArray<string>): Promise<boolean> =>
      (await Promise.all(urls.map(async (url) => (await (await fetch(url)).text()).includes('confirmParams.return_url is required')))).includes(true)
    await waitForCardForm(page)
    await shot('loaded')
    await fillCard(page, testCards.succeeds)
    await shot('filled')
    const upFront = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).pathname.endsWith('.js')))
    expect(upFront.length).toBeGreaterThan(1)
    expect(await holdConfirmCode(upFront)).toBe(false)
    const toPay: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') toPay.push(request.url())
    })
    expect(await payAndReadStatus(page)).toBe('succeeded')
    expect(await holdConfirmCode(toPay)).toBe(true)
    await shot('succeeded')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('shows a declined card\'s error under the card number', async () => {
    const { page, shot, problems } = await demo.open('/plain', 'declined-card')
    await waitForCardForm(page)
    await fillCard(page, testCards.declined)
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe('Your card was declined.')
    const number = page.getByLabel('Card number', { exact: true })
    expect(await number.getAttribute('aria-invalid')).toBe('true')
    const error = page.locator(`[id="${await number.getAttribute('aria-describedby')}"]`)
    expect(await error.textContent()).toBe('Your card was declined.')
    // Under the number: below its input, above the row of the expiry.
    const [numberBox, errorBox, expiryBox] = await Promise.all([number.boundingBox(), error.boundingBox(), page.getByLabel('Expiration date', { exact: true }).boundingBox()])
    expect(errorBox!.y).toBeGreaterThanOrEqual(numberBox!.y + numberBox!.height)
    expect(errorBox!.y + errorBox!.height).toBeLessThanOrEqual(expiryBox!.y)
    await shot('declined')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it.each([['approve', 'Approve'], ['fail', 'Fail']] as const)('opens the 3D Secure challenge; %s', async (answer, button) => {
    const { page, shot, problems } = await demo.open('/plain', `3ds-${answer}`)
    await waitForCardForm(page)
    await fillCard(page, testCards.threeDSecure)
    await page.getByRole('button', { name: /^Pay / }).click()
    const challenge = page.frameLocator('iframe[title="Card authentication"]')
    await challenge.getByRole('button', { name: button }).waitFor()
    await shot('challenge')
    await challenge.getByRole('button', { name: button }).click()
    if (answer === 'approve') {
      await page.waitForURL(/\/success\?/)
      expect(await page.getByTestId('status').textContent()).toBe('succeeded')
    } else {
      expect(await alertText(page)).toBe('We are unable to authenticate your payment method. Please choose a different payment method and try again.')
      expect(await page.locator('iframe[title="Card authentication"]').count()).toBe(0)
    }
    await shot(answer === 'approve' ? 'succeeded' : 'failed')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('checks out with the keyboard alone', async () => {
    const { page, shot, problems } = await demo.open('/', 'keyboard-only')
    await waitForCardForm(page)
    const seen: string[] = []
    // Tab through the page from the top; type into each field by its label; Enter on Pay.
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab')
      const { tag, label } = await focused(page)
      if (tag === 'BUTTON' && label.startsWith('Pay ')) {
        await shot('filled')
        await page.keyboard.press('Enter')
        break
      }
      const value = keyboardValues[label]
      if (value === undefined || !['INPUT', 'SELECT'].includes(tag)) continue
      seen.push(label)
      await page.keyboard.type(value)
      // The street line expands the address form once its lookup finds no suggestion; a shopper
      // sees the fields appear before tabbing on.
      if (label === 'Address line 1') await section(page, 'Shipping address').locator('[data-field="city"]').waitFor()
    }
    expect(seen).toEqual(expect.arrayContaining(['Email', 'Full name', 'Address line 1', 'City', 'State', 'ZIP code', 'Card number', 'Expiration date', 'Security code']))
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('succeeded')
    await shot('succeeded')
    expect(problems()).toEqual([])
    await page.close()
  }, 90_000)
})
