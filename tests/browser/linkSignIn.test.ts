import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { canRunBrowserTests } from './browserPage.ts'
import { freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { shopUrl, testCards, type Demo } from './demoCheckout.ts'
import { expectAccessible, framesOf, logOut, passkeyDevice, signIn, startSignIn, useLinkDemo, watch } from './linkShop.ts'

/**
 * Signing in to Link on the demo shop (isolated hosting): the phone typed again before an e-mail
 * code that needs it, the resend option, smart defaults offering the passkey first, and what is
 * and is not looked up. The provider's sign-in flags (wallet/signIn.ts `signInFlagNames`) are the
 * elements session's: a test that needs others than the sandbox's rewrites that one answer.
 */

let demo: Demo

const folder = 'tests/browser/screenshots/link-sign-in'
const shot = (page: Page, name: string) => page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })

/** The bodies of the consumer calls the page sends to `path` (`sessions/lookup`), as form parameters. */
const sentTo = (page: Page, path: string): URLSearchParams[] => {
  const bodies: URLSearchParams[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/v1/consumers/${path}`) bodies.push(new URLSearchParams(request.postData() ?? ''))
  })
  return bodies
}

/** A browser profile whose elements sessions answer these sign-in flags besides the sandbox's. */
const contextWithFlags = async (flags: Readonly<Record<string, boolean>>): Promise<BrowserContext> => {
  const context = await demo.browser.newContext({ viewport: { width: 800, height: 1100 } })
  await context.route(/\/v1\/elements\/sessions(-edge)?\?/, async (route) => {
    const response = await route.fetch()
    const session = await response.json() as { flags: Record<string, boolean> }
    await route.fulfill({ response, json: { ...session, flags: { ...session.flags, ...flags } } })
  })
  return context
}

const openShop = async (context: BrowserContext): Promise<Page> => {
  const page = watch(await context.newPage())
  await page.goto(shopUrl(demo.shop, '/?hosting=isolated'))
  await framesOf(page).payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
  return page
}

describe.skipIf(!canRunBrowserTests)('Link sign-in on the demo shop, isolated hosting (Chromium)', () => {
  useLinkDemo((started) => { demo = started })

  it('asks for the phone again before an e-mail code that needs it (by keyboard): a number not the account\'s is refused, the right one sends the code', async () => {
    const email = freshEmail('+verify_phone')
    await signUp(demo.sandbox, email, { phone_number: '+16505550123' })
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1100 } })
    const page = await openShop(context)
    const starts = sentTo(page, 'sessions/start_verification')
    const benchmarks = sentTo(page, 'sessions/benchmark_visitor_id')
    const { contact, payment } = framesOf(page)
    await contact.getByLabel('Email', { exact: true }).fill(email)
    const phone = contact.getByLabel('Mobile phone number', { exact: true })
    await phone.waitFor({ timeout: 30_000 })
    await contact.getByText('To get a code by email, enter the phone number on your Link account.').waitFor()
    // The account's phone country is picked already; no code was sent before the phone is typed.
    expect(await contact.getByLabel('Country', { exact: true }).inputValue()).toBe('US')
    expect(starts).toEqual([])
    await shot(page, '01-phone-asked')
    await expectAccessible(page)

    // Incomplete: refused where typed, nothing sent.
    await phone.fill('650 555')
    await page.keyboard.press('Enter')
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true')
    expect(starts).toEqual([])

    await phone.fill('650 555 0999')
    await page.keyboard.press('Enter')
    await contact.getByText('That number doesn’t match your Link account. Check it and try again.').waitFor({ timeout: 30_000 })
    expect(starts.map((body) => body.get('account_phone_number'))).toEqual(['+16505550999'])
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    await shot(page, '02-phone-mismatch')
    await expectAccessible(page)
    // The wallet is not blocked: the card form is still there.
    expect(await payment.getByLabel('Card number', { exact: true }).count()).toBe(1)

    await phone.fill('650 555 0123')
    await contact.getByRole('button', { name: 'Send code' }).click()
    await contact.getByText(`Enter the code sent to ${email}.`).waitFor({ timeout: 30_000 })
    expect(starts.map((body) => [body.get('type'), body.get('account_phone_number')])).toEqual([['EMAIL', '+16505550999'], ['EMAIL', '+16505550123']])
    await contact.getByLabel('Verification code', { exact: true }).fill('000000')
    await contact.getByText(`Signed in to Link as ${email}`).waitFor({ timeout: 30_000 })
    // Verified: the device's signals go to the provider with who this is (benchmark_visitor_id).
    await expect.poll(() => benchmarks.length).toBe(1)
    const [benchmark] = benchmarks
    expect(benchmark!.get('email_address')).toBe(email)
    expect(benchmark!.get('request_surface')).toBe('web_link_authentication_in_payment_element')
    expect(JSON.parse(atob(benchmark!.get('sealed_result_base64')!))).toMatchObject({ screen: expect.stringMatching(/^\d+x\d+x\d+$/), languages: expect.any(Array), timezone: expect.any(String) })
    await context.close()
  }, 120_000)

  it('"Resend code" sends the code again, and says so; hidden for e-mail codes where the provider hides it', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1100 } })
    const page = await openShop(context)
    const starts = sentTo(page, 'sessions/start_verification')
    const { contact } = framesOf(page)
    await startSignIn(contact, 'returning@link.test')
    await contact.getByRole('button', { name: 'Resend code' }).click()
    await contact.getByText('A new code is on its way.').waitFor({ timeout: 30_000 })
    expect(starts.map((body) => body.get('type'))).toEqual(['SMS', 'SMS'])
    // Each start says where it comes from (wallet.md §7).
    for (const body of starts) expect([body.get('request_surface'), body.get('session_id')]).toEqual(['web_link_authentication_in_payment_element', expect.stringMatching(/^elements_session_/)])
    await shot(page, '03-code-resent')
    await context.close()

    // A consumer without a phone verifies by e-mail codes, which this provider does not resend.
    const email = freshEmail()
    await signUp(demo.sandbox, email, { phone_number: undefined, consent_action: 'implied_consent_withspm_mobile_v0' })
    const hidden = await contextWithFlags({ link_email_otp_resend_hidden: true })
    const other = await openShop(hidden)
    const code = await startSignIn(framesOf(other).contact, email)
    await framesOf(other).contact.getByText(`Enter the code sent to ${email}.`).waitFor()
    expect(await framesOf(other).contact.getByRole('button', { name: 'Resend code' }).count()).toBe(0)
    await code.fill('000000')
    await framesOf(other).contact.getByText(`Signed in to Link as ${email}`).waitFor({ timeout: 30_000 })
    await hidden.close()
  }, 120_000)

  it('looks up only a whole e-mail, once, saying where it came from', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1100 } })
    const page = await openShop(context)
    const lookups = sentTo(page, 'sessions/lookup')
    const { contact, payment } = framesOf(page)
    const field = contact.getByLabel('Email', { exact: true })
    await field.fill('jenny.rosen@example')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(lookups).toEqual([])
    await field.fill('jenny.rosen@example.com')
    await payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }).waitFor({ timeout: 30_000 })
    expect(lookups.map((body) => Object.fromEntries(body))).toEqual([expect.objectContaining({
      email_address: 'jenny.rosen@example.com',
      email_source: 'user_input',
      do_not_log_consumer_funnel_event: 'false',
      transaction_context: 'payment_intent',
      request_surface: 'web_link_authentication_in_payment_element',
      session_id: expect.stringMatching(/^elements_session_/),
    })])
    await context.close()
  }, 120_000)

  it('smart defaults offer a consumer\'s passkey first, no code sent; "Send a code instead" sends one', async () => {
    const email = freshEmail()
    const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
    await saveCard(demo.sandbox, secret, testCards.succeeds)
    const context = await contextWithFlags({ link_smart_defaults_enabled: true })
    const page = watch(await context.newPage())
    await passkeyDevice(page)
    await page.goto(shopUrl(demo.shop, '/?hosting=isolated'))
    const { contact, payment } = framesOf(page)
    await signIn(page, email)
    await payment.getByRole('button', { name: 'Add a passkey for faster sign-in' }).click()
    await payment.getByText('Passkey added. Next time, sign in with it.').waitFor({ timeout: 30_000 })
    await payment.getByRole('button', { name: 'Log out of Link' }).click()
    // Where the payment element asks first, the shopper confirms.
    const confirm = payment.getByRole('button', { name: 'Log out', exact: true })
    if (await confirm.waitFor({ timeout: 2000 }).then(() => true, () => false)) await confirm.click()
    await payment.getByLabel('Card number', { exact: true }).waitFor()

    const starts = sentTo(page, 'sessions/start_verification')
    await contact.getByLabel('Email', { exact: true }).fill('')
    await contact.getByLabel('Email', { exact: true }).fill(email)
    await contact.getByText('Sign in to Link with your passkey.').waitFor({ timeout: 30_000 })
    await contact.getByRole('button', { name: 'Sign in with a passkey' }).waitFor()
    expect(await contact.getByLabel('Verification code', { exact: true }).count()).toBe(0)
    expect(starts.map((body) => body.get('type'))).toEqual(['WEBAUTHN'])
    await shot(page, '04-passkey-first')
    await expectAccessible(page)

    await contact.getByRole('button', { name: 'Send a code instead' }).click()
    const code = contact.getByLabel('Verification code', { exact: true })
    await code.waitFor({ timeout: 30_000 })
    expect(starts.map((body) => body.get('type'))).toEqual(['WEBAUTHN', 'SMS'])
    await contact.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await context.close()
  }, 120_000)

  it('a refused passkey whose fallback is an e-mail code needing the phone asks for the phone, then sends the code (wallet.md §4 device-key failure)', async () => {
    const email = freshEmail('+verify_phone')
    const secret: string = (await signUp(demo.sandbox, email, { phone_number: '+16505550123' })).consumer_session.client_secret
    await saveCard(demo.sandbox, secret, testCards.succeeds)
    const context = await contextWithFlags({ link_smart_defaults_enabled: true })
    const page = watch(await context.newPage())
    const device = await passkeyDevice(page)
    await page.goto(shopUrl(demo.shop, '/?hosting=isolated'))
    const { contact, payment } = framesOf(page)
    const phone = contact.getByLabel('Mobile phone number', { exact: true })
    const signInByPhoneAndCode = async () => {
      await phone.waitFor({ timeout: 30_000 })
      await phone.fill('650 555 0123')
      await contact.getByRole('button', { name: 'Send code' }).click()
      await contact.getByLabel('Verification code', { exact: true }).fill('000000')
      await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    }
    // No passkey yet: the e-mail code, after the phone.
    await contact.getByLabel('Email', { exact: true }).fill(email)
    await signInByPhoneAndCode()
    await payment.getByRole('button', { name: 'Add a passkey for faster sign-in' }).click()
    await payment.getByText('Passkey added. Next time, sign in with it.').waitFor({ timeout: 30_000 })
    await logOut(payment)
    await payment.getByLabel('Card number', { exact: true }).waitFor()

    // The passkey is gone from this device: the prompt is refused, and the phone is asked before the code.
    await device.forget()
    const starts = sentTo(page, 'sessions/start_verification')
    await contact.getByLabel('Email', { exact: true }).fill('')
    await contact.getByLabel('Email', { exact: true }).fill(email)
    await contact.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await contact.getByText('To get a code by email, enter the phone number on your Link account.').waitFor({ timeout: 30_000 })
    expect(starts.map((body) => body.get('type'))).toEqual(['WEBAUTHN'])
    await shot(page, '05-passkey-refused-phone-asked')
    await expectAccessible(page)
    await signInByPhoneAndCode()
    expect(starts.map((body) => [body.get('type'), body.get('account_phone_number')])).toEqual([['WEBAUTHN', null], ['EMAIL', '+16505550123']])
    await context.close()
  }, 120_000)
})
