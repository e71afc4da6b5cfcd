import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { startDemo, testCards, type Demo } from './demoCheckout.ts'
import { tick } from './tick.ts'

/**
 * The currency selector on the demo shop (`/plain?adaptive=on`, isolated hosting: each element in
 * its provider frame): a British shopper (`locale=en-GB`) is offered pounds beside the shop's
 * dollars, switches by keyboard and by click, and pays in pounds; the intent, in dollars, records
 * the pounds paid (docs/adaptive-pricing.md: $20.00 is £16.13 at the test rates).
 */
describe.skipIf(!canRunBrowserTests)('the currency selector (adaptive pricing) on the demo shop (Chromium)', () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await startDemo()
  }, 60_000)
  afterAll(() => demo?.dispose())

  it('offers the shopper\'s currency beside the shop\'s, switches the amounts, and pays in it; axe finds nothing in any frame', async () => {
    const { page, shot, problems } = await demo.open('/plain?adaptive=on&locale=en-GB&hosting=isolated', 'currency-selector')
    const selector = page.frameLocator('#currency iframe')
    const payment = page.frameLocator('#payment iframe')
    const group = selector.getByRole('group', { name: 'Pay in' })
    const pounds = group.getByRole('radio', { name: '£16.13 British Pound' })
    const dollars = group.getByRole('radio', { name: 'US$20.00 US Dollar' })
    await pounds.waitFor({ timeout: 30_000 })
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    // Suggested from the shopper's locale: pounds, with the rate and its fee.
    expect(await pounds.isChecked()).toBe(true)
    await expect.poll(() => selector.locator('.p-CurrencyRate').textContent()).toBe('1 GBP = 1.24051 USD, including a 2% conversion fee')
    await expect.poll(() => page.locator('#pay').textContent()).toBe('Pay £16.13')
    // The methods that take pounds: not Cash App Pay, which takes dollars only.
    const cashApp = payment.getByRole('tab', { name: 'Cash App Pay' })
    await payment.getByRole('tab', { name: 'Klarna' }).waitFor()
    expect(await cashApp.count()).toBe(0)
    await shot('pounds')
    for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])

    // The arrow keys move within the radio group, as in any: dollars, and the amounts follow.
    await pounds.focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => dollars.isChecked()).toBe(true)
    await expect.poll(() => page.locator('#pay').textContent()).toBe('Pay $20.00')
    await expect.poll(() => selector.locator('.p-CurrencyRate').count()).toBe(0)
    await cashApp.waitFor()
    await shot('dollars')
    await pounds.click()
    await expect.poll(() => page.locator('#pay').textContent()).toBe('Pay £16.13')

    await expect.poll(() => cashApp.count()).toBe(0)
    await payment.getByRole('tab', { name: 'Card' }).click()
    await payment.getByLabel('Card number', { exact: true }).fill(testCards.succeeds)
    await payment.getByLabel('Expiry date', { exact: true }).fill('12 / 34')
    await payment.getByLabel('Security code', { exact: true }).fill('123')
    await payment.getByLabel('Postcode', { exact: true }).fill('SW1A 1AA')
    await page.getByRole('button', { name: 'Pay £16.13' }).click()
    await page.waitForURL(/\/success\?/, { timeout: 30_000 })
    const intentId = new URL(page.url()).searchParams.get('payment_intent')!
    const intent = await demo.sandbox.call('GET', `/v1/payment_intents/${intentId}`)
    expect(intent.body).toMatchObject({ status: 'succeeded', amount: 2000, currency: 'usd', presentment_details: { presentment_amount: 1613, presentment_currency: 'gbp' } })
    await shot('paid')
    expect(problems()).toEqual([])
  }, 60_000)

  it('in the page (inline hosting), in Japanese: yen without minor units, named in Japanese; a switch to dollars changes the Pay button', async () => {
    const { page, shot, problems } = await demo.open('/plain?adaptive=on&locale=ja&hosting=inline', 'currency-selector-inline')
    const group = page.getByRole('group', { name: '支払い通貨' })
    // $20.00 at 0.00653333 dollars a yen is 3,062 yen (rounded up), with no decimals.
    const yen = group.getByRole('radio', { name: '￥3,062 日本円' })
    await yen.waitFor({ timeout: 30_000 })
    expect(await yen.isChecked()).toBe(true)
    await expect.poll(() => page.locator('.p-CurrencyRate').textContent()).toBe('1 JPY = 0.00653333 USD（2% の換算手数料を含む）')
    await expect.poll(() => page.locator('#pay').textContent()).toBe('Pay ¥3,062')
    expect(await axeViolations(page)).toEqual([])
    await shot('yen')
    await tick(group.getByRole('radio', { name: '$20.00 米ドル' }))
    await expect.poll(() => page.locator('#pay').textContent()).toBe('Pay $20.00')
    expect(problems()).toEqual([])
  }, 60_000)
})
