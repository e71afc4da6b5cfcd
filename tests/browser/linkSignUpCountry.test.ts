import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { freshEmail } from '../sandbox/linkConsumers.ts'
import { canRunBrowserTests, screenshotSteps } from './browserPage.ts'
import { fillCard, shopUrl, type Demo } from './demoCheckout.ts'
import { expectAccessible, fillShipping, framesOf, useLinkDemo, watch } from './linkShop.ts'
import { tick } from './tick.ts'

/**
 * The card form's Link sign-up box and its billing country (payment-form.md §5 "Link opt-in
 * resets when the country changes, unless touched"), and a card decline on a page with a shipping
 * address element (only an address field's error is the address element's), on the demo shop,
 * isolated hosting.
 */
let demo: Demo

const saveMyInfo = 'Save my info for faster checkout with Link'

const defaultSettings = () => fetch(`${demo.sandbox.url}/v1/test_helpers/link_settings`, { method: 'DELETE', headers: { Authorization: 'Bearer sk_test_payloomsandbox' } })

/** The demo shop (isolated) at `query`, a new shopper's e-mail typed, once the sign-up box shows. */
const openShop = async (query: string): Promise<Page> => {
  const page = watch(await (await demo.browser.newContext({ viewport: { width: 800, height: 1300 } })).newPage())
  await page.goto(shopUrl(demo.shop, `/?hosting=isolated&${query}`))
  await framesOf(page).contact.getByLabel('Email', { exact: true }).fill(freshEmail())
  await framesOf(page).payment.getByRole('checkbox', { name: saveMyInfo }).waitFor({ timeout: 30_000 })
  return page
}

describe.skipIf(!canRunBrowserTests)("Link's sign-up box and the card form's country; a decline beside the shipping address (Chromium)", () => {
  useLinkDemo((started) => { demo = started }, defaultSettings)

  it('an untouched box goes back to how the opt-in mode starts it when the country changes; a touched one stays as the shopper left it', async () => {
    const page = await openShop('link_default_opt_in=FULL')
    const shot = screenshotSteps(page, 'link-sign-up-country')
    const { payment } = framesOf(page)
    const optIn = payment.getByRole('checkbox', { name: saveMyInfo })
    const country = payment.locator('select[name="country"]')
    const phoneCountry = payment.locator('select[name="linkPhoneCountry"]')
    // FULL: ticked, untouched; the phone's country is the billing country's.
    expect(await optIn.isChecked()).toBe(true)
    expect(await phoneCountry.inputValue()).toBe('US')
    await country.selectOption('GB')
    expect(await optIn.isChecked()).toBe(true)
    await expect.poll(() => phoneCountry.inputValue()).toBe('GB')
    await shot('untouched-gb')
    // Unticked by the shopper: it stays unticked whatever the country.
    await optIn.uncheck()
    await country.selectOption('FR')
    expect(await optIn.isChecked()).toBe(false)
    await country.selectOption('US')
    expect(await optIn.isChecked()).toBe(false)
    // Ticked again: theirs, kept through a change of country too.
    await tick(optIn)
    await country.selectOption('DE')
    expect(await optIn.isChecked()).toBe(true)
    // A phone country the shopper picked stays theirs.
    await phoneCountry.selectOption('CA')
    await country.selectOption('FR')
    expect(await phoneCountry.inputValue()).toBe('CA')
    await shot('touched-fr')
    await expectAccessible(page)
    await page.context().close()

    // NONE: the box starts empty, and an untouched one stays so through a change of country.
    const none = await openShop('link_default_opt_in=NONE')
    const box = framesOf(none).payment.getByRole('checkbox', { name: saveMyInfo })
    expect(await box.isChecked()).toBe(false)
    await framesOf(none).payment.locator('select[name="country"]').selectOption('GB')
    expect(await box.isChecked()).toBe(false)
    await none.context().close()
  }, 120_000)

  it("a declined CVC shows on the card's security code, not as the shipping address element's error", async () => {
    const page = await openShop('link_default_opt_in=NONE')
    const shot = screenshotSteps(page, 'card-decline-beside-shipping')
    const { shipping, payment } = framesOf(page)
    await fillCard(payment.locator('body'), '4000000000000127')
    await fillShipping(shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    const message = "Your card's security code is incorrect."
    const cvc = payment.getByLabel('Security code', { exact: true })
    await expect.poll(() => cvc.getAttribute('aria-invalid'), { timeout: 30_000 }).toBe('true')
    expect(await payment.locator(`[id="${await cvc.getAttribute('aria-describedby')}"]`).textContent()).toBe(message)
    // The shipping address element says nothing: the decline is not about the address.
    expect(await shipping.locator('[role="alert"]').filter({ hasText: /\S/ }).count()).toBe(0)
    expect(await shipping.getByText(message).count()).toBe(0)
    await shot('declined-cvc')
    await expectAccessible(page)
    await page.context().close()
  }, 120_000)
})
