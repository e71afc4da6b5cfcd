import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { alertText, pickMethod, startDemo, type Demo } from './demoCheckout.ts'

/**
 * What the shopper sees of the methods payloom lists but does not process, on the demo shop (/plain)
 * in Chromium against the sandbox: maxVisiblePaymentMethods with the rest behind "More payment
 * methods" (by keyboard), an external payment method (the shop continues with it itself: confirm
 * answers external_payment_method_selected) and a custom one with the shop's subtitle.
 */
describe.skipIf(!canRunBrowserTests)('external and custom payment methods on the demo shop (Chromium)', { timeout: 30_000 }, () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await startDemo()
  })
  afterAll(() => demo?.dispose())

  it('shows two methods and "More payment methods", which reveals the rest by keyboard; an external method is not paid by payloom, a custom one shows its subtitle', async () => {
    const { page, shot, problems } = await demo.open('/plain?maxVisible=2&external=external_venmo&custom=cpmt_1SandboxInvoice', 'outside-methods')
    const more = page.getByRole('button', { name: 'More payment methods' })
    await more.waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByRole('tab').count()).toBe(2)
    await shot('two-methods-and-more')
    expect(await axeViolations(page)).toEqual([])

    // Keyboard: Enter on "More" shows every method, and focus lands on the first one it revealed.
    await more.focus()
    await page.keyboard.press('Enter')
    const venmo = page.getByRole('tab', { name: 'Venmo', exact: true })
    const invoice = page.getByRole('tab', { name: 'Pay by invoice', exact: true })
    await invoice.waitFor()
    expect(await more.count()).toBe(0)
    const tabs = await page.getByRole('tab').allTextContents()
    expect(tabs.slice(-2)).toEqual(['Venmo', 'Pay by invoice'])
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(tabs[2])

    // Arrow keys reach the external method; its panel says where the payment goes on.
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => venmo.getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toBe("You'll finish paying with Venmo after you continue.")
    await shot('external-method')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe('The shop continues with the method you picked on its own checkout.')

    await invoice.click()
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toBe('The shop emails you how to pay after you order.')
    await shot('custom-method')
    expect(await axeViolations(page)).toEqual([])
    expect(problems()).toEqual([])
  })

  it('isolated hosting: the element frame lists them too, and confirm in the controller frame answers external_payment_method_selected', async () => {
    const { page, shot, problems } = await demo.open('/plain?hosting=isolated&external=external_venmo&custom=cpmt_1SandboxInvoice', 'outside-methods-isolated')
    const form = page.frameLocator('#payment iframe')
    await pickMethod(form, 'Venmo')
    await expect.poll(() => form.getByRole('tabpanel').textContent()).toBe("You'll finish paying with Venmo after you continue.")
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe('The shop continues with the method you picked on its own checkout.')
    await pickMethod(form, 'Pay by invoice')
    await expect.poll(() => form.getByRole('tabpanel').textContent()).toBe('The shop emails you how to pay after you order.')
    await shot('custom-method')
    expect(problems()).toEqual([])
  })
})
