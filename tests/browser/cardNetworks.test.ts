import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { payAndReadStatus, startDemo, waitForCardForm, type Demo } from './demoCheckout.ts'

/**
 * The card's networks and the account's card rules on the demo shop (/plain), in Chromium: the
 * session's filter_cards refuses a brand with the card form's message and drops it from the brands
 * shown; a 19-digit UnionPay card is incomplete at 16 digits (its account range's pan_length); a
 * co-badged Cartes Bancaires card offers the network choice the session's card_brand_choice
 * allows, and the payment method is made with the network picked (controller.md §3, §9).
 */
describe.skipIf(!canRunBrowserTests)('card networks and the session\'s card rules on the demo shop (Chromium)', () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await startDemo()
    await demo.sandbox.call('POST', '/v1/test_helpers/card_settings', { card_brand_choice_eligible: true, disallowed_brands: ['amex'] })
  })
  afterAll(() => demo?.dispose())

  it('refuses a brand filter_cards refuses, completes a number at its range\'s length, and pays a co-badged card with the network picked', async () => {
    const { page, shot, problems } = await demo.open('/plain', 'card-networks')
    await waitForCardForm(page)
    const brands = () => page.getByRole('list', { name: 'Accepted cards' }).getByRole('img').evaluateAll((logos) => logos.map((logo) => logo.getAttribute('aria-label')))
    await expect.poll(brands).toContain('Visa')
    expect(await brands()).not.toContain('American Express')
    const number = page.getByLabel('Card number', { exact: true })
    await number.pressSequentially('378282')
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('This card brand is not accepted here.')
    await shot('amex refused')

    await number.fill('6205 5000 0000 0000')
    await number.blur()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Your card number is incomplete.')
    await number.press('End')
    await number.pressSequentially('004')
    await expect.poll(() => number.inputValue()).toBe('6205 5000 0000 0000 004')
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).not.toContain('Your card number is incomplete.')

    const network = page.getByLabel('Card network', { exact: true })
    expect(await network.count()).toBe(0)
    await number.fill('')
    await number.pressSequentially('4000002500001001')
    await network.waitFor()
    expect(await network.locator('option').allTextContents()).toEqual(['No preference', 'Visa', 'Cartes Bancaires'])
    await network.selectOption('cartes_bancaires')
    // The number shows the network picked.
    await expect.poll(() => page.locator('.p-CardBrandIcon').getAttribute('aria-label')).toBe('Cartes Bancaires')
    await page.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
    await page.getByLabel('Security code', { exact: true }).fill('123')
    const postalCode = page.getByLabel('Postal code', { exact: true })
    if (await postalCode.isVisible()) await postalCode.fill('62701')
    expect(await axeViolations(page)).toEqual([])
    await shot('network choice')

    expect(await payAndReadStatus(page)).toBe('succeeded')
    const intentId = new URL(page.url()).searchParams.get('payment_intent')
    const intent = await demo.sandbox.call('GET', `/v1/payment_intents/${intentId}`, { expand: ['payment_method'] })
    expect(intent.body.payment_method.card).toMatchObject({ brand: 'visa', display_brand: 'cartes_bancaires', networks: { available: ['visa', 'cartes_bancaires'], preferred: 'cartes_bancaires' } })
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('offers the network choice in isolated hosting too: the lookup runs in the controller frame, the choice in the card\'s frame', async () => {
    const { page, problems } = await demo.open('/plain?hosting=isolated', 'card-networks-isolated')
    const form = page.frameLocator('#payment iframe')
    const number = form.getByLabel('Card number', { exact: true })
    await number.waitFor({ timeout: 30_000 })
    await number.pressSequentially('5555552500001001')
    const network = form.getByLabel('Card network', { exact: true })
    await network.waitFor()
    expect(await network.locator('option').allTextContents()).toEqual(['No preference', 'Mastercard', 'Cartes Bancaires'])
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)
})
