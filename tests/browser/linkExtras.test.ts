import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { testKeys } from '../../sandbox/keys.ts'
import { consumerCall, freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { pk, sk, type TestSandbox } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { type Demo } from './demoCheckout.ts'
import { expectAccessible, framesOf, signIn, useLinkDemo, watch } from './linkShop.ts'
import { tick } from './tick.ts'

/**
 * Link's other consumer calls as a shopper meets them on the demo shop, isolated hosting: the
 * merchant's sign-up incentive in the sign-up box (shown, then gone when the campaign ends before
 * the shopper ticks the box), purchase protection and each saved card's last payment for a
 * signed-in consumer, the consumer key as bearer, and the wallet config for a recognised one.
 */

let demo: Demo

/** The consumer API calls the page's frames make: path, bearer and form body. */
const consumerCalls = (page: Page) => {
  const calls: Array<{ readonly path: string; readonly bearer: string | undefined; readonly body: URLSearchParams }> = []
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'OPTIONS' || !(pathname.startsWith('/v1/consumers/') || pathname === '/v1/elements/wallet-config')) return
    calls.push({ path: pathname.replace('/v1/', ''), bearer: request.headers().authorization, body: new URLSearchParams(request.postData() ?? '') })
  })
  return calls
}

const campaign = (sandbox: TestSandbox, params: Record<string, unknown>) => sandbox.call('POST', '/v1/test_helpers/link/incentive_campaigns', params as never)
const endCampaign = (sandbox: TestSandbox) => fetch(`${sandbox.url}/v1/test_helpers/link/incentive_campaigns/card`, { method: 'DELETE', headers: { Authorization: `Bearer ${sk}` } })

/** Pays with a saved card through Link from the sandbox's API (shared, then confirmed): the card's last payment. */
const payWith = async (secret: string, id: string) => {
  const shared = await consumerCall(demo.sandbox, 'payment_details/share', { id, expected_payment_method_type: 'link' }, secret)
  const intent = (await demo.sandbox.call('POST', '/v1/payment_intents', { amount: 1500, currency: 'usd', payment_method_types: ['link'] })).body
  return demo.sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: shared.body.payment_method.id }, { key: pk })
}

describe.skipIf(!canRunBrowserTests)('Link incentives, purchase protection and card payment status on the demo shop, isolated hosting (Chromium)', () => {
  useLinkDemo((started) => { demo = started })

  it('shows the merchant\'s sign-up incentive in the sign-up box, and takes it away when the campaign has ended by the time the shopper ticks the box', async () => {
    expect((await campaign(demo.sandbox, { campaign: 'spring_signup', amount_off: 500, currency: 'usd' })).status).toBe(200)
    const checkout = await demo.open('/?hosting=isolated', 'link-incentive', { width: 800, height: 1200 })
    const page = watch(checkout.page)
    const calls = consumerCalls(page)
    const { contact, payment } = framesOf(page)
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await contact.getByLabel('Email', { exact: true }).fill(freshEmail())
    const line = payment.getByText('Save your info with Link and get $5.00 off your next order.')
    await line.waitFor({ timeout: 30_000 })
    const asked = calls.filter((call) => call.path === 'consumers/incentives/update_available')
    expect(asked).toHaveLength(1)
    expect(asked[0]!.body.get('request_surface')).toBe('web_link_authentication_in_payment_element')
    expect(asked[0]!.body.get('session_id')).toMatch(/^elements_session_/)
    await checkout.shot('incentive')
    await expectAccessible(page)

    // The campaign ends; ticking the box asks again, and the offer is off.
    expect((await endCampaign(demo.sandbox)).status).toBe(200)
    await tick(payment.getByRole('checkbox', { name: 'Save my info for faster checkout with Link' }))
    await payment.getByLabel('Mobile phone number', { exact: true }).waitFor()
    await line.waitFor({ state: 'detached' })
    expect(calls.filter((call) => call.path === 'consumers/incentives/update_available')).toHaveLength(2)
    await checkout.shot('incentive-ended')
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 120_000)

  it('a signed-in consumer: the card picked says it is covered by purchase protection, the card a payment declined before (another visit) says so; calls on the wallet carry the consumer key', async () => {
    const email = freshEmail()
    const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
    const declining = await saveCard(demo.sandbox, secret, '4000000000000002')
    await saveCard(demo.sandbox, secret, '4242424242424242')
    expect((await payWith(secret, declining.id)).status).toBe(402)
    const checkout = await demo.open('/?hosting=isolated', 'link-protection', { width: 800, height: 1300 })
    const page = watch(checkout.page)
    const calls = consumerCalls(page)
    const { payment } = framesOf(page)
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await signIn(page, email)
    // The default card (the first saved, the declining one) is picked.
    await payment.getByText('This purchase is covered by Link purchase protection.').waitFor({ timeout: 30_000 })
    const paths = calls.map((call) => call.path)
    expect(paths).toContain('consumers/sessions/share_context')
    expect(paths.filter((path) => path === 'consumers/purchase_protection')).toHaveLength(2)
    expect(paths.filter((path) => path.startsWith('consumers/card_payment_status/'))).toHaveLength(2)
    expect(paths).toContain(`consumers/card_payment_status/${declining.id}/list`)
    // Declined in a payment before this visit: its last payment says so (card_payment_status, then the saved cards' mark).
    await payment.getByText('This card was declined. Update it or choose another card.').waitFor()
    // The lookup goes under the merchant's key; the calls on the consumer's wallet after it under theirs.
    const lookup = calls.findIndex((call) => call.path === 'consumers/sessions/lookup')
    expect(calls[lookup]!.bearer).toBe(`Bearer ${pk}`)
    for (const call of calls.slice(lookup + 1)) expect(call.bearer, call.path).toBe(`Bearer ${testKeys.consumer}`)
    await checkout.shot('protected')
    await expectAccessible(page)
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 120_000)

  it('recognises a consumer in the same browser with the wallet config for this payment, and offers no purchase protection to one in the holdback', async () => {
    const email = freshEmail('+purchase_protection_holdback')
    const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
    await saveCard(demo.sandbox, secret, '4242424242424242')
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1200 } })
    const first = watch(await context.newPage())
    await first.goto(new URL('/?hosting=isolated', demo.shop.url).toString())
    await framesOf(first).payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await signIn(first, email)
    await first.close()

    const again = watch(await context.newPage())
    const calls = consumerCalls(again)
    await again.goto(new URL('/?hosting=isolated', demo.shop.url).toString())
    const { payment } = framesOf(again)
    await payment.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    // Link's wallet config call, for its consumer (the express checkout element on / asks one of its own, for the wallets).
    const config = calls.find((call) => call.path === 'elements/wallet-config' && call.body.has('consumer_session_client_secret'))
    expect(config?.body.get('consumer_session_client_secret')).toMatch(/^cscs_/)
    expect(config?.body.get('amount')).toMatch(/^\d+$/)
    expect(config?.body.get('currency')).toBe('usd')
    expect(calls.some((call) => call.path === 'consumers/payment_details/list')).toBe(false)
    // In the holdback: nothing asked, nothing said (the one-click card shows, link-return-autofill).
    await payment.getByRole('button', { name: 'Change card' }).waitFor()
    expect(calls.some((call) => call.path === 'consumers/purchase_protection')).toBe(false)
    expect(await payment.getByText('This purchase is covered by Link purchase protection.').count()).toBe(0)
    await again.screenshot({ path: 'tests/browser/screenshots/link-protection-holdback/01-recognised.png', fullPage: true })
    await expectAccessible(again)
    await context.close()
  }, 120_000)
})
