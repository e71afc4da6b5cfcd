import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { canRunBrowserTests } from './browserPage.ts'
import { consumerCall, freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { sk } from '../sandbox/sandboxClient.ts'
import { alertText, fillCard, payAndReadStatus, shopUrl, testCards, type Demo } from './demoCheckout.ts'
import { expectAccessible, fillShipping, framesOf, signIn, useLinkDemo, watch } from './linkShop.ts'
import { messages } from '../../plugins/link/messages.ts'
import { tick } from './tick.ts'

/**
 * What happens when the shopper pays with Link (wallet.md §3 payloads, §4 "Share outcomes", §8, §9
 * "Link modes"), on the demo shop in isolated hosting: the saved card shared as the merchant's mode
 * says, a declined saved card, a session that ended before paying, and a sign-up whose e-mail is
 * in Link already.
 */
let demo: Demo

/** The merchant's Link settings, as the provider's dashboard would change them (the sandbox's test helper). */
const setMode = async (mode: string): Promise<void> => {
  expect((await demo.sandbox.call('POST', '/v1/test_helpers/link_settings', { link_mode: mode }, { key: sk })).status).toBe(200)
}

/** The intent the return page shows, with its charge, as the merchant's server reads it. */
const paidIntent = async (page: Page) => {
  const id = new URL(page.url()).searchParams.get('payment_intent')!
  return (await demo.sandbox.call('GET', `/v1/payment_intents/${id}`, { expand: ['latest_charge', 'payment_method'] })).body
}

/** The signed-in consumer's session secret, as the wallet keeps it on the provider's origin (login storage). */
const storedSecret = async (page: Page): Promise<string | null> => {
  // The provider's frames are served as localhost (passkeys), the sandbox listens on its port.
  const port = new URL(demo.sandbox.url).port
  const frame = page.frames().find((candidate) => candidate.url().startsWith('http') && new URL(candidate.url()).port === port)!
  return frame.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('payloom.link.login.'))?.[1] ?? null)
}

/** A consumer whose saved cards pay as `numbers` do (the first the default); they sign in with the test code. */
const consumerWithCards = async (...numbers: ReadonlyArray<string>): Promise<string> => {
  const email = freshEmail()
  const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
  for (const number of numbers) await saveCard(demo.sandbox, secret, number)
  return email
}

describe.skipIf(!canRunBrowserTests)('Link at confirm on the demo shop, isolated hosting (Chromium)', () => {
  useLinkDemo((started) => { demo = started }, () => setMode('PASSTHROUGH'))

  it('pays with the saved card as the merchant\'s Link mode says: the card itself (PASSTHROUGH), recorded as paid through Link (LINK_CARD_BRAND), or a link payment method', async () => {
    const expected = {
      PASSTHROUGH: { payment_method: { type: 'card', card: { last4: '4242', wallet: null } }, latest_charge: { payment_method_details: { type: 'card' } } },
      LINK_CARD_BRAND: { payment_method: { type: 'card', card: { wallet: { type: 'link' } } }, latest_charge: { payment_method_details: { type: 'card', card: { wallet: { type: 'link' } } } } },
      LINK_PAYMENT_METHOD: { payment_method: { type: 'link', link: { email: 'returning@link.test' } }, latest_charge: { payment_method_details: { type: 'link' } } },
    } as const
    for (const [mode, paid] of Object.entries(expected)) {
      await setMode(mode)
      const checkout = await demo.open('/?hosting=isolated', `link-confirm-${mode.toLowerCase()}`)
      const page = watch(checkout.page)
      await signIn(page, 'returning@link.test')
      await fillShipping(framesOf(page).shipping)
      expect(await payAndReadStatus(page), mode).toMatch(/succeeded/i)
      expect(await paidIntent(page), mode).toMatchObject({ status: 'succeeded', ...paid })
      expect(checkout.problems()).toEqual([])
      await page.close()
    }
  }, 180_000)

  it('a saved card declined: the shopper reads the decline and stays signed in; Link\'s backup for it (backup_ids) is picked, and paying again pays with it', async () => {
    const email = await consumerWithCards(testCards.declined, testCards.succeeds)
    const checkout = await demo.open('/?hosting=isolated', 'link-confirm-declined')
    const page = watch(checkout.page)
    const { shipping, payment } = framesOf(page)
    await signIn(page, email)
    await fillShipping(shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    // A generic_decline of a Link card reads in Link's words (controller.md §8).
    expect(await alertText(page)).toBe(messages.en.generic_decline)
    // The shopper is still signed in; the declined card is marked so (wallet.md §8) and its backup, the other card, is picked.
    await payment.getByRole('radio', { name: /4242/, checked: true }).waitFor()
    expect(await payment.getByRole('radio').count()).toBe(2)
    await checkout.shot('declined')
    await expectAccessible(page)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await page.close()
  }, 120_000)

  it('a Link session that ended before paying: nothing is paid, the shopper reads Link\'s session_expired line (the shop hears a Link checkout failed), is signed out everywhere and signs in again', async () => {
    const checkout = await demo.open('/?hosting=isolated', 'link-confirm-session-ended')
    const page = watch(checkout.page)
    const { contact, shipping, payment } = framesOf(page)
    await signIn(page, 'returning@link.test')
    await fillShipping(shipping)
    // The session ends on the provider's side (a logout elsewhere) while the saved cards still show.
    const secret = await storedSecret(page)
    expect(secret).toMatch(/^cscs_/)
    expect((await consumerCall(demo.sandbox, 'sessions/log_out', {}, secret!)).status).toBe(200)
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe('Your Link session has ended. Sign in again to pay with Link.')
    // Link's own step failed, before any intent was confirmed: the shop hears it as a Link checkout's attempt and error (onEvent).
    expect(await page.evaluate(() => (window as unknown as { payloomEvents: ReadonlyArray<{ type: string }> }).payloomEvents)).toEqual([
      expect.objectContaining({ type: 'confirmation_attempt', method: 'confirmPayment', checkout: 'link', intentId: expect.stringMatching(/^pi_/) }),
      expect.objectContaining({ type: 'confirmation_error', checkout: 'link', error: expect.objectContaining({ message: 'Your Link session has ended. Sign in again to pay with Link.' }) }),
    ])
    // Signed out (nothing stored, the old secret gone), and asked to sign in again: a code is sent to the same e-mail.
    expect(await contact.getByText('Signed in to Link as returning@link.test').count()).toBe(0)
    await expect.poll(() => storedSecret(page)).not.toBe(secret)
    const code = contact.getByLabel('Verification code', { exact: true })
    await code.waitFor()
    await checkout.shot('session-ended')
    await expectAccessible(page)
    await code.fill('000000')
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    // The logout emptied the address element (the consumer's addresses went with them): the shopper types it again.
    await fillShipping(shipping)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await page.close()
  }, 120_000)

  it('/plain: a sign-up whose e-mail joined Link meanwhile pays with the card typed, unsaved, and the shopper is told', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1200 } })
    const page = watch(await context.newPage())
    await page.goto(shopUrl(demo.shop, '/plain?hosting=isolated'))
    const payment = page.frameLocator('#payment iframe')
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await fillCard(payment.locator('body'), testCards.declined)
    await tick(payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }))
    const email = freshEmail()
    await payment.getByLabel('Email', { exact: true }).fill(email)
    await payment.getByLabel('Mobile phone number', { exact: true }).fill('650 555 0123')
    // The e-mail is not a consumer's when typed; it becomes one (in another tab, say) before Pay.
    await signUp(demo.sandbox, email)
    await page.getByRole('button', { name: /^Pay / }).click()
    // The card typed was paid with (and declined): no Link account was made, none of its cards saved.
    expect(await alertText(page)).toBe('Your card was declined.')
    const note = payment.getByRole('status').filter({ hasText: 'This email already has a Link account, so your card wasn’t saved to Link.' })
    await note.waitFor()
    expect(await payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }).count()).toBe(0)
    const found = await consumerCall(demo.sandbox, 'sessions/lookup', { email_address: email })
    expect(found.body.displayable_payment_details.number_of_saved_payment_details).toBe(0)
    await page.screenshot({ path: 'tests/browser/screenshots/link-confirm-not-saved/01-not-saved.png', fullPage: true })
    await expectAccessible(page)
    await context.close()
  }, 120_000)
})
