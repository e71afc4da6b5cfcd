import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { startDemo, type Demo } from './demoCheckout.ts'
import { tick } from './tick.ts'
import { buttonNames } from './buttonNames.ts'
import { testSheetFrame } from './testSheet.ts'

let demo: Demo

/** The express checkout element's buttons: in its frame on the provider's origin (the demo's default, isolated hosting). */
/** The payment the shop's return page shows, once the shopper is there, as the provider has it. */
const returnedIntent = async (page: Page, timeout = 20_000) => {
  await page.waitForURL(/\/success\?/, { timeout })
  const intentId = new URL(page.url()).searchParams.get('payment_intent')!
  return (await demo.sandbox.call('GET', `/v1/payment_intents/${intentId}`, { expand: ['payment_method'] })).body
}

const express = (page: Page) => page.getByRole('region', { name: 'Express checkout' }).frameLocator('iframe').first()

describe.skipIf(!canRunBrowserTests)('express checkout on the demo shop (Chromium)', () => {
  beforeAll(async () => {
    demo = await startDemo()
  }, 60_000)
  afterAll(async () => {
    await demo?.dispose()
  })

  it("shows every wallet the session enables, and pays with Demo Pay's test sheet: the shop charges shipping to the address and rate picked", async () => {
    const { page, shot, problems } = await demo.open('/?hosting=isolated', 'demo-express')
    const buttons = express(page).getByRole('button')
    await expect.poll(async () => (await buttons.all()).length > 0 && (await buttons.evaluateAll((all) => all.every((button) => !(button as HTMLButtonElement).disabled))), { timeout: 20_000 }).toBe(true)
    expect(await buttonNames(express(page).locator('.p-ExpressCheckout'))).toEqual(expect.arrayContaining(['Buy with Apple Pay', 'Buy with Google Pay', 'Buy with PayPal', 'Demo Pay', 'Link']))
    await shot('buttons')
    expect(await axeViolations(page)).toEqual([])

    await express(page).getByRole('button', { name: 'Demo Pay' }).click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Demo Pay in test mode' }).isVisible(), { timeout: 15_000 }).toBe(true)
    const sheet = await testSheetFrame(page)
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent()).toBe('$20.00')
    // Abroad, standard shipping costs a fifth of the price; express half of it.
    await tick(sheet.getByRole('radio', { name: /London/ }))
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent(), { timeout: 10_000 }).toBe('$24.00')
    await tick(sheet.getByRole('radio', { name: /Express/ }))
    await expect.poll(() => sheet.locator('[data-sheet="total"]').textContent(), { timeout: 10_000 }).toBe('$30.00')
    await shot('sheet-shipping-abroad')
    expect(await axeViolations(sheet)).toEqual([])
    await sheet.getByRole('button', { name: 'Pay $30.00' }).click()

    const paid = await returnedIntent(page)
    await expect.poll(() => page.locator('body').textContent(), { timeout: 10_000 }).toMatch(/\$30\.00/)
    await shot('paid')
    expect(paid).toMatchObject({ status: 'succeeded', amount: 3000, shipping: { address: { city: 'London', country: 'GB' } } })
    expect(problems()).toEqual([])
    await page.close()
  }, 90_000)

  it('closes the sheet on Cancel, with nothing said, and a new click opens it again', async () => {
    const { page, problems } = await demo.open('/?hosting=isolated', 'demo-express-cancel')
    const demoPay = express(page).getByRole('button', { name: 'Demo Pay' })
    await expect.poll(() => demoPay.isEnabled(), { timeout: 20_000 }).toBe(true)
    await demoPay.click()
    const dialog = page.getByRole('dialog', { name: 'Demo Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    await (await testSheetFrame(page)).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await page.locator('section.express [role="alert"]').textContent()).toBe('')
    await demoPay.click()
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it.each([
    { button: 'Buy with Apple Pay', sheet: 'Apple Pay in test mode' },
    { button: 'Buy with Google Pay', sheet: 'Google Pay in test mode' },
  ])('pays with $button on /: its test sheet stands in, the test card pays at home with free shipping', async ({ button, sheet }) => {
    const { page, problems } = await demo.open('/?hosting=isolated', `demo-express-${button.split(' ').at(-2)!.toLowerCase()}`)
    const wallet = express(page).getByRole('button', { name: button })
    await expect.poll(() => wallet.isEnabled(), { timeout: 20_000 }).toBe(true)
    await wallet.click()
    await expect.poll(() => page.getByRole('dialog', { name: sheet }).isVisible(), { timeout: 15_000 }).toBe(true)
    const frame = await testSheetFrame(page)
    await frame.getByRole('button', { name: 'Pay $20.00' }).click()
    const paid = await returnedIntent(page)
    expect(paid).toMatchObject({ status: 'succeeded', amount: 2000, payment_method: { type: 'card', card: { last4: '4242' } } })
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  // PayPal's and Klarna's popups (the test sheet) approve in the page, so the shop's confirm pays at once; Amazon Pay's approval page follows its confirm.
  it.each([
    { button: 'Buy with PayPal', sheet: 'PayPal in test mode', folder: 'paypal', approvalPage: false },
    { button: 'Klarna', sheet: 'Klarna in test mode', folder: 'klarna', approvalPage: false },
    { button: 'Amazon Pay', sheet: 'Amazon Pay in test mode', folder: 'amazon-pay', approvalPage: true },
  ])('pays with $button on /: the test sheet (then, for Amazon Pay, the approval page the confirm redirects to), back on the return page paid', async ({ button, sheet, folder, approvalPage }) => {
    const { page, problems } = await demo.open('/?hosting=isolated', `demo-express-${folder}`)
    const wallet = express(page).getByRole('button', { name: button })
    await expect.poll(() => wallet.isEnabled(), { timeout: 20_000 }).toBe(true)
    await wallet.click()
    await expect.poll(() => page.getByRole('dialog', { name: sheet }).isVisible(), { timeout: 15_000 }).toBe(true)
    await (await testSheetFrame(page)).getByRole('button', { name: 'Pay $20.00' }).click()
    if (approvalPage) {
      await page.waitForURL((url) => url.pathname.startsWith('/redirect/authorize/'), { timeout: 15_000 })
      await page.getByRole('button', { name: 'Authorize test payment' }).click()
    }
    expect(await returnedIntent(page)).toMatchObject({ status: 'succeeded', amount: 2000 })
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it("pays with Link on /: the returning shopper signs in in Link's dialog and pays with the saved card picked", async () => {
    const { page, problems } = await demo.open('/?hosting=isolated', 'demo-express-link')
    const button = express(page).getByRole('button', { name: 'Link' })
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true)
    await button.click()
    // Link's modal dialog, named for paying (on this page it was mounted first for the payment element's sign-in).
    await page.getByRole('dialog', { name: 'Pay with Link' }).waitFor({ timeout: 30_000 })
    const link = page.frameLocator('dialog iframe')
    await link.getByLabel('Email', { exact: true }).fill('returning@link.test')
    await page.keyboard.press('Enter')
    await link.getByLabel('Verification code', { exact: true }).fill('000000')
    await link.getByRole('button', { name: 'Use this card' }).click()
    expect(await returnedIntent(page, 30_000)).toMatchObject({ status: 'succeeded', amount: 2000 })
    expect(problems()).toEqual([])
    await page.close()
  }, 90_000)
})
