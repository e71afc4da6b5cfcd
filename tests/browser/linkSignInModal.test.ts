import type { FrameLocator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { canRunBrowserTests } from './browserPage.ts'
import { freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { fillCard, payAndReadStatus, shopUrl, testCards, type CheckoutPage, type Demo } from './demoCheckout.ts'
import { expectAccessible, framesOf, logOut, passkeyDevice, useLinkDemo, watch } from './linkShop.ts'
import { tick } from './tick.ts'

/**
 * Link's sign-in modal (wallet.md §2) on the demo's /plain page, which has a payment element and no
 * link authentication element: a Link consumer's e-mail, typed in the card form's Link sign-up or
 * given by the merchant as a default value, opens the provider-origin modal page over the page,
 * where the consumer enters their code; their saved cards then show in the payment element.
 */

let demo: Demo

const paymentOf = (page: Page): FrameLocator => page.frameLocator('#payment iframe')
/** The modal dialog the merchant's page shows, and the provider-origin page in its frame. */
const modalOf = (page: Page) => ({
  dialog: page.getByRole('dialog', { name: 'Sign in to Link' }),
  frame: page.frameLocator('dialog iframe'),
})

/** /plain, isolated, in a browser profile of its own (no stored Link login). */
const openPlain = async (query: string, folder: string): Promise<CheckoutPage> => {
  const checkout = await demo.open(`/plain?hosting=isolated${query}`, folder, { width: 800, height: 900 })
  watch(checkout.page)
  await paymentOf(checkout.page).locator('.p-Payment').waitFor({ timeout: 30_000 })
  return checkout
}

/** The modal page's frame as playwright knows it, by its fixed path. */
const modalFrame = (page: Page) => page.frames().find((frame) => new URL(frame.url()).pathname === '/frames/link-sign-in.html')

describe.skipIf(!canRunBrowserTests)('Link\'s sign-in modal on the demo\'s /plain page, isolated hosting (Chromium)', () => {
  useLinkDemo((started) => { demo = started })

  it('a consumer\'s e-mail typed in the sign-up opens the modal at its fixed path with the controller id in its hash; 000000 there shows their saved cards, and one pays', async () => {
    const checkout = await openPlain('', 'link-sign-in-modal')
    const { page } = checkout
    const payment = paymentOf(page)
    const { dialog, frame } = modalOf(page)
    // The modal page is mounted hidden beside the controller frame, before anyone is looked up.
    await expect.poll(() => modalFrame(page) !== undefined, { timeout: 30_000 }).toBe(true)
    const url = new URL(modalFrame(page)!.url())
    const controller = page.frames().find((candidate) => new URL(candidate.url()).pathname === '/frames/controller.html')!
    expect(decodeURIComponent(url.hash.slice(1))).toBe(new URL(controller.url()).hash.slice(1).split('?')[0])
    expect(await dialog.isVisible()).toBe(false)

    await tick(payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }))
    await payment.getByLabel('Email', { exact: true }).fill('returning@link.test')
    await dialog.waitFor({ timeout: 30_000 })
    const code = frame.getByLabel('Verification code', { exact: true })
    await code.waitFor()
    await frame.getByText('Enter the code sent to (•••) ••• ••55.').waitFor()
    await checkout.shot('modal-code')
    await expectAccessible(page)

    await code.fill('123456')
    await frame.getByText('Incorrect code, try again').waitFor()
    await checkout.shot('modal-wrong-code')
    await code.fill('000000')
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    expect(await payment.getByRole('radio').count()).toBe(2)
    await checkout.shot('saved-cards')
    await expectAccessible(page)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 120_000)

  it('by keyboard: the merchant\'s default e-mail opens the modal on its own, focus in the code field and kept in the dialog; Escape closes it, "Pay with Link" opens it again, and the code typed signs the consumer in', async () => {
    const checkout = await openPlain('&email=returning@link.test', 'link-sign-in-modal-keyboard')
    const { page } = checkout
    const payment = paymentOf(page)
    const { dialog, frame } = modalOf(page)
    await dialog.waitFor({ timeout: 30_000 })
    const code = frame.getByLabel('Verification code', { exact: true })
    await expect.poll(() => code.evaluate((input) => input === document.activeElement && document.hasFocus()), { timeout: 10_000 }).toBe(true)
    // Tab goes round the dialog's controls (code, Close, Resend code, Pay without Link), never out to the merchant's page.
    const focusedName = () => modalFrame(page)!.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent || (document.activeElement as HTMLInputElement | null)?.name || '')
    const seen: string[] = []
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab')
      seen.push(await focusedName())
    }
    expect(seen).toEqual(['Resend code', 'Pay without Link', 'Close', 'code', 'Resend code'])
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await focusedName()).toBe('Close')
    // Shift+Tab on the first control comes back round to the last.
    await page.keyboard.press('Shift+Tab')
    expect(await focusedName()).toBe('Pay without Link')
    await checkout.shot('opened-by-default-email')
    await expectAccessible(page)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    // Unopened: the payment element offers Link again; the card form stays, for paying without it.
    const again = payment.getByRole('button', { name: 'Pay with Link' })
    await again.waitFor()
    await checkout.shot('closed-pay-with-link')
    await expectAccessible(page)
    await again.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await expect.poll(() => code.evaluate((input) => input === document.activeElement), { timeout: 10_000 }).toBe(true)
    await page.keyboard.type('000000')
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await checkout.shot('signed-in')
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 120_000)

  it('"Pay without Link" closes the modal and the card typed pays; a message to the wallet from the merchant\'s origin with the modal\'s marker is refused', async () => {
    const checkout = await openPlain('', 'link-sign-in-modal-decline')
    const { page } = checkout
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const payment = paymentOf(page)
    const { dialog, frame } = modalOf(page)
    await fillCard(payment.locator('body'), testCards.succeeds)
    await tick(payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }))
    await payment.getByLabel('Email', { exact: true }).fill('returning@link.test')
    await frame.getByLabel('Verification code', { exact: true }).waitFor({ timeout: 30_000 })

    // The merchant's page (another origin) speaks to the controller as if it were the modal: refused.
    const forged = await page.evaluate(() => {
      const controller = [...document.querySelectorAll('iframe')].find((element) => element.name.startsWith('payloom-controller-'))!
      const marker = `${controller.name}-link-sign-in`
      controller.contentWindow!.postMessage({ payloomSharedId: marker, kind: 'code', code: '000000' }, '*')
      return marker
    })
    expect(forged).toMatch(/-link-sign-in$/)
    await expect.poll(() => warnings.some((text) => text.includes('Invalid shared session origin')), { timeout: 10_000 }).toBe(true)
    expect(await payment.getByText('Visa •••• 4242').count()).toBe(0)

    await frame.getByRole('button', { name: 'Pay without Link' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await payment.getByRole('button', { name: 'Pay with Link' }).waitFor()
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await page.close()
  }, 120_000)

  it('a mounted link authentication element wins (the demo shop\'s contact section): no modal is loaded, the code is entered there', async () => {
    const checkout = await demo.open('/?hosting=isolated', 'link-sign-in-modal-placement')
    const { page } = checkout
    watch(page)
    const { contact, payment } = framesOf(page)
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await contact.getByLabel('Email', { exact: true }).fill('returning@link.test')
    await contact.getByLabel('Verification code', { exact: true }).waitFor({ timeout: 30_000 })
    expect(modalFrame(page)).toBeUndefined()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.close()
  }, 120_000)

  it('speaks the shopper\'s language: in French its name, Close and the code entry are French; in Arabic it reads right to left; axe finds nothing', async () => {
    for (const [locale, title, close, label, dir] of [['fr', 'Connexion à Link', 'Fermer', 'Code de vérification', 'ltr'], ['ar', 'تسجيل الدخول إلى Link', 'إغلاق', 'رمز التحقق', 'rtl']] as const) {
      const checkout = await openPlain(`&locale=${locale}&email=returning@link.test`, `link-sign-in-modal-${locale}`)
      const { page } = checkout
      const dialog = page.getByRole('dialog', { name: title })
      await dialog.waitFor({ timeout: 30_000 })
      const frame = page.frameLocator('dialog iframe')
      await frame.getByLabel(label, { exact: true }).waitFor()
      await frame.getByRole('button', { name: close }).waitFor()
      expect(await frame.getByRole('heading', { level: 1 }).textContent()).toBe(title)
      expect(await modalFrame(page)!.evaluate(() => document.querySelector('.p-Root')?.getAttribute('dir'))).toBe(dir)
      await checkout.shot('modal')
      await expectAccessible(page)
      await page.close()
    }
  }, 120_000)

  it('the consumer\'s passkey signs them in from the modal (its frame may use passkeys), no code typed', async () => {
    const email = freshEmail()
    const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
    await saveCard(demo.sandbox, secret, testCards.succeeds)
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 900 } })
    const page = watch(await context.newPage())
    await passkeyDevice(page)
    // First visit: the code, then a passkey added from the saved cards; then logged out.
    await page.goto(shopUrl(demo.shop, `/plain?hosting=isolated&email=${encodeURIComponent(email)}`))
    const payment = paymentOf(page)
    const { dialog, frame } = modalOf(page)
    await frame.getByLabel('Verification code', { exact: true }).fill('000000', { timeout: 30_000 })
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
    await payment.getByRole('button', { name: 'Add a passkey for faster sign-in' }).click({ timeout: 30_000 })
    await payment.getByText('Passkey added. Next time, sign in with it.').waitFor({ timeout: 30_000 })
    await logOut(payment)
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })

    // Next visit: the modal offers the passkey, which signs them in.
    await page.goto(shopUrl(demo.shop, `/plain?hosting=isolated&email=${encodeURIComponent(email)}`))
    const usePasskey = frame.getByRole('button', { name: 'Sign in with a passkey' })
    await usePasskey.waitFor({ timeout: 30_000 })
    await page.screenshot({ path: 'tests/browser/screenshots/link-sign-in-modal-passkey/01-offered.png', fullPage: true })
    await usePasskey.click()
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await context.close()
  }, 120_000)

  it('inline hosting (embedded): the consumer the payment element found enters the code in the payment element itself; a wrong code is refused there, 000000 shows their saved cards', async () => {
    const checkout = await demo.open('/plain?hosting=inline&email=returning@link.test', 'link-sign-in-embedded', { width: 800, height: 1000 })
    const { page } = checkout
    watch(page)
    const payment = page.locator('#payment')
    const code = payment.getByLabel('Verification code', { exact: true })
    await code.waitFor({ timeout: 30_000 })
    await payment.getByText('Enter the code sent to (•••) ••• ••55.').waitFor()
    // No modal in inline hosting: the wallet runs in the merchant's page.
    expect(modalFrame(page)).toBeUndefined()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await checkout.shot('code')
    await expectAccessible(page)
    await code.fill('123456')
    await payment.getByText('Incorrect code, try again').waitFor()
    expect(await code.inputValue()).toBe('')
    await code.focus()
    await page.keyboard.type('000000')
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await checkout.shot('saved-cards')
    await expectAccessible(page)
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 120_000)
})
