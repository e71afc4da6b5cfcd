import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consumerCall, freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { canRunBrowserTests, screenshotSteps } from './browserPage.ts'
import { fillCard, payAndReadStatus, shopUrl, testCards, type Demo } from './demoCheckout.ts'
import { expectAccessible, fillShipping, framesOf, paymentShown, startSignIn, useLinkDemo, watch } from './linkShop.ts'
import { tick } from './tick.ts'

/**
 * Link's availability, its opt-in modes, the merchant's Link settings and the funnel log on the
 * demo shop, isolated hosting. The shop sets its account's Link settings from its page's query
 * (`/?link_default_opt_in=FULL`, docs/link-consumer-api.md), which later pages keep: each test puts
 * the defaults back first.
 */
let demo: Demo

const saveMyInfo = 'Save my info for faster checkout with Link'
const consentLine = 'By saving, you agree to Link’s Terms and Privacy Policy.'
const blocked = 'Link can’t be used for this payment right now. Try again later.'

/** Opens the demo shop (isolated) at `query` in a browser profile of its own, once its payment frame has loaded. */
const openShop = async (context: BrowserContext, query: string): Promise<Page> => {
  const page = watch(await context.newPage())
  await page.goto(shopUrl(demo.shop, `/?hosting=isolated&${query}`))
  await paymentShown(page)
  return page
}

/** The funnel log the logger frame sent, as the sandbox kept it (of `event` only when given). */
const funnelLog = async (event?: string): Promise<ReadonlyArray<{ readonly event: string; readonly fields: Record<string, string> }>> =>
  (await demo.sandbox.call('GET', '/v1/test_helpers/link/funnel_logs', event === undefined ? {} : { event })).body.data

/** The merchant's Link settings back to the defaults. */
const defaultSettings = () => fetch(`${demo.sandbox.url}/v1/test_helpers/link_settings`, { method: 'DELETE', headers: { Authorization: 'Bearer sk_test_payloomsandbox' } })

describe.skipIf(!canRunBrowserTests)("Link's availability, opt-in modes and settings on the demo shop (Chromium)", () => {
  useLinkDemo((started) => { demo = started }, defaultSettings)

  it('FULL: the box comes ticked with the consent line, the phone optional; paying without one signs the shopper up, logged as the pre-ticked box kept', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1300 } })
    const page = await openShop(context, 'link_default_opt_in=FULL')
    const shot = screenshotSteps(page, 'link-opt-in-full')
    const { contact, shipping, payment } = framesOf(page)
    const email = freshEmail()
    await contact.getByLabel('Email', { exact: true }).fill(email)
    const optIn = payment.getByRole('checkbox', { name: saveMyInfo })
    await optIn.waitFor({ timeout: 30_000 })
    expect(await optIn.isChecked()).toBe(true)
    const phone = payment.getByLabel('Mobile phone number', { exact: true })
    await phone.waitFor()
    expect(await phone.getAttribute('aria-required')).not.toBe('true')
    expect(await phone.getAttribute('required')).toBeNull()
    await payment.getByText(consentLine).waitFor()
    await fillCard(payment.locator('body'), testCards.succeeds)
    await fillShipping(shipping)
    await shot('ticked')
    await expectAccessible(page)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await context.close()
    // The shopper is a consumer now, without a phone; the funnel log says how they agreed.
    const found = await consumerCall(demo.sandbox, 'sessions/lookup', { email_address: email })
    expect(found.body).toMatchObject({ exists: true, consumer_session: { available_verification_factors: ['EMAIL'] } })
    const submitted = await funnelLog('link.signup.submitted')
    expect(submitted.at(-1)?.fields).toMatchObject({ consent_action: 'prechecked_checkbox_kept', phone_given: 'false' })
  }, 120_000)

  it('OPTIONAL: the box comes empty; ticked, the phone is optional and the consent line shows. NONE: ticked, the phone is required and no consent line', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1300 } })
    const page = await openShop(context, 'link_default_opt_in=OPTIONAL')
    const shot = screenshotSteps(page, 'link-opt-in-optional-none')
    const { contact, payment } = framesOf(page)
    await contact.getByLabel('Email', { exact: true }).fill(freshEmail())
    const optIn = payment.getByRole('checkbox', { name: saveMyInfo })
    await optIn.waitFor({ timeout: 30_000 })
    expect(await optIn.isChecked()).toBe(false)
    await tick(optIn)
    const phone = payment.getByLabel('Mobile phone number', { exact: true })
    await phone.waitFor()
    expect(await phone.getAttribute('aria-required')).not.toBe('true')
    await payment.getByText(consentLine).waitFor()
    await shot('optional-ticked')
    await expectAccessible(page)

    await page.goto(shopUrl(demo.shop, '/?hosting=isolated&link_default_opt_in=NONE'))
    await contact.getByLabel('Email', { exact: true }).fill(freshEmail())
    await optIn.waitFor({ timeout: 30_000 })
    expect(await optIn.isChecked()).toBe(false)
    await tick(optIn)
    await phone.waitFor()
    expect(await phone.getAttribute('aria-required')).toBe('true')
    expect(await payment.getByText(consentLine).count()).toBe(0)
    await shot('none-ticked')
    await expectAccessible(page)
    await context.close()
  }, 120_000)

  it('sign-up turned off for the account: no sign-up under the card form, while a consumer still signs in', async () => {
    const context = await demo.browser.newContext()
    const page = await openShop(context, 'link_elements_pageload_sign_up_disabled=true')
    const { contact, payment } = framesOf(page)
    await contact.getByLabel('Email', { exact: true }).fill(freshEmail())
    await payment.getByLabel('Card number', { exact: true }).waitFor()
    await fillCard(payment.locator('body'), testCards.succeeds)
    // The lookup answered (nobody): still no offer.
    await expect.poll(async () => (await funnelLog('link.lookup.succeeded')).length, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(await payment.getByRole('checkbox', { name: saveMyInfo }).count()).toBe(0)
    const code = await startSignIn(contact, 'returning@link.test')
    await code.fill('000000')
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await context.close()
  }, 120_000)

  it('Link the only method: blocked under the kill switch, after a lookup outage, and when the code cannot be sent; fine otherwise', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1100 } })
    // The shop sells with Link alone here: its page asks its server for an intent of link only.
    await context.route('**/demo/intents', (route) => {
      const { automatic_payment_methods: _automatic, ...order } = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
      return route.continue({ postData: JSON.stringify({ ...order, payment_method_types: ['link'] }) })
    })
    const linkAlone = 'link_only_for_payment_method_types_enabled=true'
    const page = watch(await context.newPage())
    const shot = screenshotSteps(page, 'link-blocked')
    const { contact, payment } = framesOf(page)
    await page.goto(shopUrl(demo.shop, `/?hosting=isolated&${linkAlone}&link_pm_killswitch_on_in_elements=true`))
    await payment.getByText(blocked).waitFor({ timeout: 30_000 })
    expect(await payment.getByRole('status').textContent()).toBe(blocked)
    await shot('kill-switch')
    await expectAccessible(page)

    // The kill switch off: a lookup that fails with a status (an outage) blocks.
    await page.goto(shopUrl(demo.shop, `/?hosting=isolated&${linkAlone}&link_pm_killswitch_on_in_elements=false`))
    await contact.getByLabel('Email', { exact: true }).fill(freshEmail('+lookup_fail'))
    await payment.getByText(blocked).waitFor({ timeout: 30_000 })

    // A consumer whose code cannot be sent (the start answers 500) is blocked too.
    const failing = freshEmail('+verification_fail')
    await signUp(demo.sandbox, failing)
    await page.reload()
    await contact.getByLabel('Email', { exact: true }).fill(failing)
    await payment.getByText(blocked).waitFor({ timeout: 30_000 })
    await shot('code-not-sent')

    // Anyone else signs in: their saved cards, nothing blocked.
    await page.reload()
    const code = await startSignIn(contact, 'returning@link.test')
    expect(await payment.getByText(blocked).count()).toBe(0)
    await code.fill('000000')
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    expect(await payment.getByText(blocked).count()).toBe(0)
    await context.close()
  }, 180_000)

  it('logs the holdback arm as an A/A exposure and the sign-in funnel through the hidden logger frame; the page is the same in either arm', async () => {
    const context = await demo.browser.newContext()
    const page = await openShop(context, 'link_global_holdback_on=true')
    const { contact, payment } = framesOf(page)
    // The logger frame is hidden, on the provider's origin, in the controller frame.
    const logger = page.frames().find((frame) => frame.url().includes('/frames/link-logger.html'))
    expect(logger?.url()).toBe(`${new URL(demo.sandbox.url.replace('127.0.0.1', 'localhost')).origin}/frames/link-logger.html?key=pk_test_payloomsandbox`)
    expect(await logger!.frameElement().then((element) => element.getAttribute('aria-hidden'))).toBe('true')
    const code = await startSignIn(contact, 'returning@link.test')
    await code.fill('000000')
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await expectAccessible(page)
    await expect.poll(async () => (await funnelLog()).map((entry) => entry.event), { timeout: 10_000 }).toEqual(expect.arrayContaining([
      'link.experiment.exposure', 'link.lookup.started', 'link.lookup.succeeded', 'link.verification.started', 'link.verification.confirmed',
    ]))
    const logged = await funnelLog()
    // This page's holdback exposure: the last one (earlier tests' pages logged theirs, in the control
    // arm); the light experiments' exposures follow it (tests/browser/lightExperiments.test.ts).
    const exposure = logged.filter((entry) => entry.event === 'link.experiment.exposure' && entry.fields.experiment === 'link_global_holdback').at(-1)!
    expect(exposure.fields).toMatchObject({ experiment: 'link_global_holdback', arm: 'holdback', aa: 'true', mode: 'PASSTHROUGH', session_id: expect.stringMatching(/^elements_session_/) })
    const sessionSteps = logged.filter((entry) => entry.fields.session_id === exposure.fields.session_id).map((entry) => entry.event)
    expect(sessionSteps.indexOf('link.lookup.started')).toBeLessThan(sessionSteps.indexOf('link.verification.confirmed'))
    expect(logged.find((entry) => entry.event === 'link.verification.started')?.fields).toMatchObject({ type: 'SMS' })
    // Nothing in the log says who the shopper is.
    expect(JSON.stringify(logged)).not.toContain('returning@link.test')
    await context.close()
  }, 120_000)

  it("logs the login storage's line when its stores disagree, through the same frame", async () => {
    const context = await demo.browser.newContext()
    const provider = new URL(demo.sandbox.url.replace('127.0.0.1', 'localhost')).origin
    // Two stores of the provider's origin hold different logins (a cleared cookie put back by hand, say).
    await context.addInitScript((origin) => {
      if (location.origin !== origin) return
      localStorage.setItem('payloom.link.login.pk_test_payloomsandbox', 'cscs_from_local_storage')
      document.cookie = 'payloom_link_login_pk_test_payloomsandbox=cscs_from_the_cookie; path=/'
    }, provider)
    await openShop(context, '')
    await expect.poll(async () => (await funnelLog('link.login_storage.log')).map((entry) => entry.fields.line), { timeout: 30_000 })
      .toContain("payloom link: the stored logins differ; using the local storage's, not the cookie's.")
    await context.close()
  }, 120_000)

  it('business-network for a +business_network@ consumer: add-new with nothing saved; use-saved after paying another way, and back to the saved cards', async () => {
    const context = await demo.browser.newContext()
    const page = await openShop(context, '')
    const shot = screenshotSteps(page, 'link-business-network')
    const { contact, payment } = framesOf(page)
    const empty = freshEmail('+business_network')
    await signUp(demo.sandbox, empty)
    await (await startSignIn(contact, empty)).fill('000000')
    await payment.getByText('Test business account: nothing saved yet. Pay with a new payment method below.').waitFor({ timeout: 30_000 })
    await payment.getByLabel('Card number', { exact: true }).waitFor()
    await shot('add-new')
    await expectAccessible(page)

    const withCard = freshEmail('+business_network')
    await saveCard(demo.sandbox, (await signUp(demo.sandbox, withCard)).consumer_session.client_secret, testCards.succeeds)
    await page.reload()
    await (await startSignIn(contact, withCard)).fill('000000')
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await payment.getByRole('button', { name: 'Pay another way' }).click()
    await payment.getByText('Test business account: you have payment methods saved in Link.').waitFor()
    await shot('use-saved')
    await expectAccessible(page)
    await payment.getByRole('button', { name: 'Pay with Link' }).click()
    await payment.getByText('Visa •••• 4242').waitFor()
    await context.close()
  }, 120_000)
})
