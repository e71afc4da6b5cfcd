import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { pk } from '../sandbox/sandboxClient.ts'
import { payAndReadStatus, startDemo, type Demo } from './demoCheckout.ts'
import { tick } from './tick.ts'

/**
 * Card installment plans on the demo shop (/plain?currency=mxn&installments=on), in Chromium: the
 * shop's payment intent offers installments; once the shopper has typed the Mexican test card the
 * card form retrieves its plans, offers them beside "Pay in full" with each month's payment, and the
 * payment is made in the 3 monthly installments picked (payment-form.md §3 installmentPlan, §4 "Installments"),
 * with the form in the page (inline) and in the provider's frame (isolated, where the controller frame retrieves the plans).
 */
describe.skipIf(!canRunBrowserTests)('card installment plans on the demo shop (Chromium)', () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await startDemo()
  })
  afterAll(() => demo?.dispose())

  for (const hosting of ['inline', 'isolated'] as const) {
    it(`offers the Mexican card 3, 6, 9 and 12 monthly installments, none to another card, and pays in 3 (${hosting})`, async () => {
      const { page, shot, problems } = await demo.open(`/plain?currency=mxn&installments=on&hosting=${hosting}`, `installments-${hosting}`)
      // The card form is in the page, or in the payment element's frame.
      const form = hosting === 'inline' ? page : page.frameLocator('#payment iframe')
      const number = form.getByLabel('Card number', { exact: true })
      await number.waitFor({ timeout: 30_000 })
      const plans = form.getByLabel('Installments', { exact: true })
      // A card the intent offers no plans: no picker.
      await number.pressSequentially('4242424242424242')
      await expect.poll(() => form.locator('.p-InstallmentsStatus').count()).toBe(0)
      expect(await plans.count()).toBe(0)

      await number.fill('')
      await number.pressSequentially('4000004840000008')
      await plans.waitFor()
      expect(await plans.locator('option').allTextContents()).toEqual(['Pay in full', '3 × MX$133.34/month', '6 × MX$66.67/month', '9 × MX$44.45/month', '12 × MX$33.34/month'])
      expect(await plans.inputValue()).toBe('')
      await plans.selectOption('3')
      await form.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
      await form.getByLabel('Security code', { exact: true }).fill('123')
      const postalCode = form.getByLabel('Postal code', { exact: true })
      if (await postalCode.isVisible()) await postalCode.fill('06600')
      const document = hosting === 'inline' ? page : page.frames().find((frame) => frame.url().includes('/frames/element.html'))!
      expect(await axeViolations(document)).toEqual([])
      await shot('3 monthly installments picked')

      expect(await payAndReadStatus(page)).toBe('succeeded')
      const intentId = new URL(page.url()).searchParams.get('payment_intent')
      const intent = await demo.sandbox.call('GET', `/v1/payment_intents/${intentId}`, { expand: ['latest_charge'] })
      const plan = { type: 'fixed_count', count: 3, interval: 'month' }
      expect(intent.body).toMatchObject({ amount: 40000, currency: 'mxn', payment_method_options: { card: { installments: { enabled: true, plan } } } })
      expect(intent.body.latest_charge.payment_method_details.card.installments).toEqual({ plan })
      expect(problems()).toEqual([])
      await page.close()
    }, 60_000)
  }

  it('pays in the installments picked when the shopper also signs up to Link with the card (Link saves and shares it; the plan goes with the confirm)', async () => {
    const { page, shot, problems } = await demo.open('/plain?currency=mxn&installments=on', 'installments-link-sign-up')
    const number = page.getByLabel('Card number', { exact: true })
    await number.waitFor({ timeout: 30_000 })
    await number.pressSequentially('4000004840000008')
    const plans = page.getByLabel('Installments', { exact: true })
    await plans.waitFor()
    await plans.selectOption('6')
    await page.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
    await page.getByLabel('Security code', { exact: true }).fill('123')
    await page.getByLabel('Postal code', { exact: true }).fill('06600')
    await tick(page.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }))
    await page.locator('[name="linkEmail"]').fill('mx.installments@example.com')
    await page.locator('[name="linkPhoneCountry"]').selectOption('MX')
    await page.locator('[name="linkMobilePhone"]').fill('55 1234 5678')
    expect(await axeViolations(page)).toEqual([])
    await shot('6 monthly installments and a Link sign-up')
    expect(await payAndReadStatus(page)).toBe('succeeded')
    const intentId = new URL(page.url()).searchParams.get('payment_intent')
    const intent = await demo.sandbox.call('GET', `/v1/payment_intents/${intentId}`)
    expect(intent.body.payment_method_options.card.installments.plan).toEqual({ type: 'fixed_count', count: 6, interval: 'month' })
    const lookup = await demo.sandbox.call('POST', '/v1/consumers/sessions/lookup', { email_address: 'mx.installments@example.com', request_surface: 'web_elements' }, { key: pk })
    expect(lookup.body.exists).toBe(true)
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)
})
