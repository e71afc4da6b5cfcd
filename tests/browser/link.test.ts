import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { canRunBrowserTests } from './browserPage.ts'
import { freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { fillCard, payAndReadStatus, shopUrl, testCards, type Demo } from './demoCheckout.ts'
import { expectAccessible, fillShipping, framesOf, logOut, passkeyDevice, paymentShown, signIn, startSignIn, useLinkDemo, watch } from './linkShop.ts'
import { tick } from './tick.ts'

let demo: Demo

/** Opens the demo shop (isolated) in a browser profile of its own, which a test may open again (the same browser, its storage kept). */
const openIn = async (context: BrowserContext): Promise<Page> => {
  const page = watch(await context.newPage())
  await page.goto(shopUrl(demo.shop, '/?hosting=isolated'))
  await paymentShown(page)
  return page
}

describe.skipIf(!canRunBrowserTests)('Link on the demo shop, isolated hosting (Chromium)', () => {
  useLinkDemo((started) => { demo = started })

  it('a returning shopper in a new browser: the code sent to their phone, a wrong code refused, 000000 shows their saved cards, paying with one succeeds', async () => {
    const checkout = await demo.open('/?hosting=isolated', 'link-returning')
    const page = watch(checkout.page)
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

  it('signs a new shopper up while paying (by keyboard), and their card is in Link next time, in any browser', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1200 } })
    const page = await openIn(context)
    const { contact, shipping, payment } = framesOf(page)
    await contact.getByLabel('Email', { exact: true }).fill('new.shopper@example.com')
    const optIn = payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' })
    await optIn.waitFor({ timeout: 30_000 })
    // Unchecked by default (the session's opt-in mode is NONE): nothing more is asked until it is.
    expect(await optIn.isChecked()).toBe(false)
    expect(await payment.getByLabel('Mobile phone number', { exact: true }).count()).toBe(0)
    await fillCard(payment.locator('body'), testCards.succeeds)
    await optIn.focus()
    await page.keyboard.press('Space')
    const phone = payment.getByLabel('Mobile phone number', { exact: true })
    await phone.waitFor()
    await phone.fill('650 555 01')
    await page.keyboard.press('Tab')
    await fillShipping(shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    // An incomplete phone number stops the payment where it is typed.
    await payment.getByText('Your phone number is invalid.').waitFor()
    await page.screenshot({ path: 'tests/browser/screenshots/link-signup/01-invalid-phone.png', fullPage: true })
    await phone.fill('650 555 0123')
    await expectAccessible(page)
    await page.screenshot({ path: 'tests/browser/screenshots/link-signup/02-opted-in.png', fullPage: true })
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await context.close()

    // Another browser: the new consumer signs in with a code, and the card they paid with is there.
    const other = await demo.browser.newContext()
    const again = await openIn(other)
    await signIn(again, 'new.shopper@example.com')
    await framesOf(again).payment.getByText('Visa •••• 4242').waitFor()
    await other.close()
  }, 120_000)

  it('recognises a verified shopper coming back in the same browser: one click pays with their default card (link-return-autofill), "Change card" lists the others; forgotten after they log out', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1200 } })
    const first = await openIn(context)
    await signIn(first, 'returning@link.test')
    await first.close()

    // The same browser, a new visit: no e-mail typed, no code, the default card ready to pay in one click.
    const back = await openIn(context)
    const { contact, payment } = framesOf(back)
    await payment.getByText('Welcome back. Pay with your Link card in one click.').waitFor({ timeout: 30_000 })
    await payment.getByText('Visa •••• 4242').waitFor()
    expect(await payment.getByRole('radio').count()).toBe(0)
    await expect.poll(() => contact.getByLabel('Email', { exact: true }).inputValue()).toBe('returning@link.test')
    await back.screenshot({ path: 'tests/browser/screenshots/link-stored/01-recognised.png', fullPage: true })
    await expectAccessible(back)

    // "Pay another way" shows the methods, with a way back to the one-click card.
    await payment.getByRole('button', { name: 'Pay another way' }).click()
    await payment.getByLabel('Card number', { exact: true }).waitFor()
    await payment.getByRole('button', { name: 'Pay with Link' }).click()
    await payment.getByText('Welcome back. Pay with your Link card in one click.').waitFor()

    // "Change card" (by keyboard) opens the list of saved cards (the saved view).
    await payment.getByRole('button', { name: 'Change card' }).focus()
    await back.keyboard.press('Enter')
    await expect.poll(() => payment.getByRole('radio').count()).toBe(2)
    await back.screenshot({ path: 'tests/browser/screenshots/link-stored/02-list-opened.png', fullPage: true })
    await back.close()

    // Another visit pays in one click.
    const again = await openIn(context)
    await framesOf(again).payment.getByRole('button', { name: 'Change card' }).waitFor({ timeout: 30_000 })
    await fillShipping(framesOf(again).shipping)
    expect(await payAndReadStatus(again)).toMatch(/succeeded/i)
    await again.close()

    const last = await openIn(context)
    await framesOf(last).payment.getByRole('button', { name: 'Change card' }).click()
    await logOut(framesOf(last).payment)
    await framesOf(last).payment.getByLabel('Card number', { exact: true }).waitFor()
    await last.close()
    const forgotten = await openIn(context)
    await framesOf(forgotten).payment.getByLabel('Card number', { exact: true }).waitFor()
    // Give a stored login time to show, were there one: there is none.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await framesOf(forgotten).payment.getByText('Visa •••• 4242').count()).toBe(0)
    await context.close()
  }, 120_000)

  it('a signed-in consumer with no saved card (details-link-authenticated): the card typed is saved to their Link (the box ticked) and pays through it', async () => {
    const email = freshEmail()
    await signUp(demo.sandbox, email)
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1200 } })
    const page = await openIn(context)
    const { contact, shipping, payment } = framesOf(page)
    const code = await startSignIn(contact, email)
    await code.fill('000000')
    const save = payment.getByRole('checkbox', { name: 'Save this card to your Link account' })
    await save.waitFor({ timeout: 30_000 })
    expect(await save.isChecked()).toBe(true)
    await payment.getByText(`Signed in to Link as ${email}`).waitFor()
    // Not a sign-up: nothing more is asked.
    expect(await payment.getByLabel('Mobile phone number', { exact: true }).count()).toBe(0)
    await fillCard(payment.locator('body'), testCards.succeeds)
    await fillShipping(shipping)
    await page.screenshot({ path: 'tests/browser/screenshots/link-save-signed-in/01-save-box.png', fullPage: true })
    await expectAccessible(page)
    const shared = page.waitForRequest((request) => request.url().endsWith('/v1/consumers/payment_details/share'))
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await shared
    await context.close()

    // Another browser: the card paid with is in their Link now.
    const other = await demo.browser.newContext()
    const again = await openIn(other)
    await signIn(again, email)
    await framesOf(again).payment.getByText('Visa •••• 4242').waitFor()
    await other.close()
  }, 120_000)

  it('a passkey: added after signing in with a code, signs the shopper in next time (code 000001 behind it); a refused prompt falls back to the code', async () => {
    // A consumer of this test's own, with a card, so that the other tests' consumer keeps no passkey.
    const email = freshEmail()
    const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
    await saveCard(demo.sandbox, secret, testCards.succeeds)
    const context = await demo.browser.newContext()
    const page = watch(await context.newPage())
    const device = await passkeyDevice(page)
    await page.goto(shopUrl(demo.shop, '/?hosting=isolated'))
    const { contact, payment } = framesOf(page)
    await signIn(page, email)
    await payment.getByRole('button', { name: 'Add a passkey for faster sign-in' }).click()
    await payment.getByText('Passkey added. Next time, sign in with it.').waitFor({ timeout: 30_000 })
    expect(await device.passkeys()).toHaveLength(1)
    await page.screenshot({ path: 'tests/browser/screenshots/link-passkey/01-added.png', fullPage: true })

    // Next time: the passkey signs them in, no code typed.
    await logOut(payment)
    await payment.getByLabel('Card number', { exact: true }).waitFor()
    await contact.getByLabel('Email', { exact: true }).fill('')
    await contact.getByLabel('Email', { exact: true }).fill(email)
    const usePasskey = contact.getByRole('button', { name: 'Sign in with a passkey' })
    await usePasskey.waitFor({ timeout: 30_000 })
    await page.screenshot({ path: 'tests/browser/screenshots/link-passkey/02-offered.png', fullPage: true })
    await usePasskey.click()
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })

    // A prompt the browser refuses (no passkey on this device now): the code still signs in.
    await logOut(payment)
    await device.forget()
    await contact.getByLabel('Email', { exact: true }).fill('')
    await contact.getByLabel('Email', { exact: true }).fill(email)
    await contact.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await contact.getByText('Your passkey could not be used. Enter the code instead.').waitFor({ timeout: 30_000 })
    await contact.getByLabel('Verification code', { exact: true }).fill('000000')
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await expectAccessible(page)

    // Logged out, another consumer (with no passkey) is not offered the first one's passkey prompt.
    await logOut(payment)
    await payment.getByLabel('Card number', { exact: true }).waitFor()
    await contact.getByLabel('Email', { exact: true }).fill('returning@link.test')
    await contact.getByLabel('Verification code', { exact: true }).waitFor({ timeout: 30_000 })
    await page.waitForTimeout(500)
    expect(await contact.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0)
    await context.close()
  }, 120_000)

  it('another e-mail typed on a signed-in browser logs the first shopper out everywhere (a shared computer)', async () => {
    const context = await demo.browser.newContext()
    const page = await openIn(context)
    await signIn(page, 'returning@link.test')
    const { contact, payment } = framesOf(page)
    await contact.getByLabel('Email', { exact: true }).fill('someone.else@example.com')
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }).waitFor()
    expect(await payment.getByText('Visa •••• 4242').count()).toBe(0)
    await page.close()
    // The next visit in this browser does not sign the first shopper back in.
    const next = await openIn(context)
    await framesOf(next).payment.getByLabel('Card number', { exact: true }).waitFor()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await framesOf(next).payment.getByText('Visa •••• 4242').count()).toBe(0)
    await context.close()
  }, 120_000)

  it('looks an e-mail up once per page: typed again, its answer comes from the shared session cache', async () => {
    const context = await demo.browser.newContext()
    const page = await openIn(context)
    const lookups: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/consumers/sessions/lookup')) lookups.push(request.postData() ?? '')
    })
    const { contact, payment } = framesOf(page)
    const optIn = payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' })
    for (const email of ['first.visitor@example.com', 'second.visitor@example.com', 'first.visitor@example.com']) {
      await contact.getByLabel('Email', { exact: true }).fill(email)
      await optIn.waitFor({ timeout: 30_000 })
      await expect.poll(() => lookups.length).toBeGreaterThan(0)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(lookups.map((body) => new URLSearchParams(body).get('email_address'))).toEqual(['first.visitor@example.com', 'second.visitor@example.com'])
    await context.close()
  }, 120_000)

  it('without a link authentication element (/plain) the sign-up asks for the e-mail too; an e-mail already in Link pays with the card unsaved', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1200 } })
    const page = watch(await context.newPage())
    await page.goto(shopUrl(demo.shop, '/plain?hosting=isolated'))
    const payment = page.frameLocator('#payment iframe')
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await fillCard(payment.locator('body'), testCards.succeeds)
    await tick(payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }))
    await payment.getByLabel('Email', { exact: true }).fill('returning@link.test')
    // A Link consumer's e-mail opens Link's sign-in modal (tests/browser/linkSignInModal.test.ts); closed, the card pays unsaved.
    const modal = page.getByRole('dialog', { name: 'Sign in to Link' })
    await modal.waitFor({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
    await expectAccessible(page)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await context.close()
  }, 120_000)

  it('a lookup that fails (an outage) says Link is not available and the shopper pays without it', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1200 } })
    const page = await openIn(context)
    const { contact, shipping, payment } = framesOf(page)
    await contact.getByLabel('Email', { exact: true }).fill('shopper+lookup_fail@example.com')
    await contact.getByText('Link is not available right now. You can still pay.').waitFor({ timeout: 30_000 })
    // Nothing of Link is offered: no code, no sign-up.
    expect(await contact.getByLabel('Verification code', { exact: true }).count()).toBe(0)
    expect(await payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }).count()).toBe(0)
    await fillCard(payment.locator('body'), testCards.succeeds)
    await fillShipping(shipping)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await context.close()
  }, 120_000)
})
