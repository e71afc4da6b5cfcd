import type { FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { fillCard, payAndReadStatus, section, setField, startDemo, testCards, type Demo } from './demoCheckout.ts'

let demo: Demo

/** The demo shop's e-mail and payment frames (isolated hosting: each element a frame on the provider's origin). */
const framesOf = (page: Page) => ({
  contact: section(page, 'Contact').frameLocator('iframe'),
  shipping: section(page, 'Shipping address').frameLocator('iframe'),
  payment: section(page, 'Payment').frameLocator('iframe'),
})

/** axe-core finds nothing in the page and in every frame (the wallet's hidden ones too). */
const expectAccessible = async (page: Page): Promise<void> => {
  for (const frame of page.frames()) expect(await axeViolations(frame)).toEqual([])
}

/** A US shipping address, which the demo asks for before it pays. */
const fillShipping = async (shipping: FrameLocator): Promise<void> => {
  await shipping.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
  await shipping.getByText('Enter address manually').click()
  await shipping.locator('[data-field="line1"]').fill('1 Main Street')
  await shipping.locator('[data-field="city"]').fill('Springfield')
  await setField(shipping.locator('[data-field="state"]'), 'IL')
  await shipping.locator('[data-field="postal_code"]').fill('62701')
}

/** Types the e-mail of a Link consumer and waits for the code input. */
const startSignIn = async (contact: FrameLocator, email: string) => {
  await contact.getByLabel('Email', { exact: true }).fill(email)
  const code = contact.getByLabel('Verification code', { exact: true })
  await code.waitFor({ timeout: 30_000 })
  return code
}

describe.skipIf(!canRunBrowserTests)('Link on the demo shop, isolated hosting (Chromium)', () => {
  beforeAll(async () => {
    demo = await startDemo()
  }, 60_000)
  afterAll(() => demo?.dispose())

  it('a returning shopper in a new browser: the code sent to their phone, a wrong code refused, 000000 shows their saved cards, paying with one succeeds', async () => {
    const checkout = await demo.open('/?hosting=isolated', 'link-returning')
    const { page } = checkout
    const { contact, shipping, payment } = framesOf(page)
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    const code = await startSignIn(contact, 'returning@link.test')
    await contact.getByText('Enter the code sent to (•••) ••• ••55.').waitFor()
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(await code.getAttribute('inputmode')).toBe('numeric')
    await checkout.shot('code')
    await expectAccessible(page)

    await code.fill('123456')
    await contact.getByText('Incorrect code, try again').waitFor()
    await checkout.shot('wrong-code')
    // Nothing of the wallet shows before the code is right.
    expect(await payment.getByText('Visa •••• 4242').count()).toBe(0)

    // Pasting the whole code sends it: no button to press.
    await code.fill('000000')
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await contact.getByText('Signed in to Link as returning@link.test').waitFor()
    const cards = payment.getByRole('radio')
    expect(await cards.count()).toBe(2)
    expect(await cards.first().isChecked()).toBe(true)
    await checkout.shot('saved-cards')
    await expectAccessible(page)

    await fillShipping(shipping)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 120_000)
})
