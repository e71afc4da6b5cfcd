import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { parseHostedCheckoutFragment } from '../../core/controller/hostedCheckoutUrl.ts'
import { card, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness } from './browserPage.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe.skipIf(!canRunBrowserTests)('the browser ids in a real page: the merchant page\'s cookies, and the provider\'s guid in isolated hosting (Chromium, controller.md §3 mids)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      const options = { apiBase: ${JSON.stringify(sandbox.url)}, locale: 'en' }
      window.instances = { inline: createPayloom(${JSON.stringify(pk)}, { ...options, hosting: 'inline' }), isolated: createPayloom(${JSON.stringify(pk)}, { ...options, hosting: 'isolated' }) }
    `)

  /** Creates a payment method (or a radar session) with the instance of `hosting` in the page; the created object's id. */
  const create = (page: Page, hosting: 'inline' | 'isolated', what: 'paymentMethod' | 'radarSession') => page.evaluate(async ({ hosting, what, cardData }) => {
    const payloom = (window as unknown as { instances: Record<string, any> }).instances[hosting]
    const result = what === 'paymentMethod' ? await payloom.createPaymentMethod({ type: 'card', card: cardData }) : await payloom.createRadarSession()
    return result[what].id as string
  }, { hosting, what, cardData: card('4242424242424242') })

  /** The page's payloom cookies, by name. */
  const cookies = async (page: Page) => Object.fromEntries((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('__payloom_')).map((cookie) => [cookie.name, cookie]))
  const recorded = async (id: string) => (await harness.sandbox.call('GET', `/v1/test_helpers/browser_ids/${id}`)).body

  it('makes no id until a payment call needs one; then muid and sid live in first-party cookies (a year; 30 minutes, renewed on use) and go with what inline hosting creates', async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'instances' in window)
    // Both instances are made, the controller frame is up: still no cookie and no guid.
    await page.waitForFunction(() => document.querySelector('iframe[name^="payloom-controller-"]') !== null)
    expect(await cookies(page)).toEqual({})
    const now = Date.now() / 1000
    const paymentMethod = await create(page, 'inline', 'paymentMethod')
    const kept = await cookies(page)
    expect(Object.keys(kept).sort()).toEqual(['__payloom_mid', '__payloom_sid'])
    expect(kept.__payloom_mid).toMatchObject({ value: expect.stringMatching(uuid), path: '/', sameSite: 'Lax', httpOnly: false })
    expect(kept.__payloom_mid!.expires - now).toBeGreaterThan(365 * 24 * 3600 - 60)
    expect(kept.__payloom_sid!.expires - now).toBeGreaterThan(30 * 60 - 60)
    expect(kept.__payloom_sid!.expires - now).toBeLessThan(30 * 60 + 60)
    // Inline hosting has no provider origin to keep a guid on.
    expect(await recorded(paymentMethod)).toMatchObject({ created_with: paymentMethod, muid: kept.__payloom_mid!.value, sid: kept.__payloom_sid!.value, guid: null })
    // The next call reads the same ids, and renews the session's cookie.
    await page.waitForTimeout(1100)
    expect(await recorded(await create(page, 'inline', 'radarSession'))).toMatchObject({ muid: kept.__payloom_mid!.value, sid: kept.__payloom_sid!.value })
    const renewed = await cookies(page)
    expect(renewed.__payloom_sid!.expires).toBeGreaterThan(kept.__payloom_sid!.expires)
    expect(renewed.__payloom_mid!.expires).toBe(kept.__payloom_mid!.expires)
    await page.close()
  }, 60_000)

  it('isolated hosting: the page hands its cookies\' ids to the controller frame, which adds the guid it keeps on the provider\'s origin', async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'instances' in window)
    const paymentMethod = await create(page, 'isolated', 'paymentMethod')
    const kept = await cookies(page)
    const controller = page.frames().find((frame) => new URL(frame.url()).pathname === '/frames/controller.html')!
    const guid = await controller.evaluate(() => localStorage.getItem('payloom_guid'))
    expect(guid).toMatch(uuid)
    // Not in the merchant page's storage: the guid is the provider's.
    expect(await page.evaluate(() => localStorage.getItem('payloom_guid'))).toBeNull()
    const ids = { muid: kept.__payloom_mid!.value, guid, sid: kept.__payloom_sid!.value }
    expect(await recorded(paymentMethod)).toMatchObject(ids)
    const radarSession = await create(page, 'isolated', 'radarSession')
    expect(await recorded(radarSession)).toMatchObject(ids)
    // The same ids: the cached radar session.
    expect(await create(page, 'isolated', 'radarSession')).toBe(radarSession)
    await page.close()
  }, 60_000)

  it('redirectToCheckout carries the page\'s muid and sid to the hosted checkout page, whose payment method goes with them and the provider\'s guid', async () => {
    const { sandbox, merchant } = harness
    const session = (await sandbox.call('POST', '/v1/checkout/sessions', {
      mode: 'payment', success_url: `${merchant.url}?paid=1`, line_items: [{ price_data: { currency: 'eur', unit_amount: 2400, product_data: { name: 'Linen apron' } }, quantity: 1 }],
    })).body
    const page = await harness.browser.newPage()
    await page.goto(merchant.url)
    await page.waitForFunction(() => 'instances' in window)
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/c/pay/')),
      // The page is left: the call never settles, and the evaluation ends with the page.
      page.evaluate((id) => (window as unknown as { instances: Record<string, any> }).instances.inline.redirectToCheckout({ sessionId: id }), session.id).catch(() => undefined),
    ])
    const kept = await cookies(page)
    const ids = { muid: kept.__payloom_mid!.value, sid: kept.__payloom_sid!.value }
    expect(parseHostedCheckoutFragment(new URL(page.url()).hash)).toMatchObject({ ids })
    await page.getByLabel('Card number', { exact: true }).fill('4242424242424242')
    await page.getByLabel('Expiration date', { exact: true }).pressSequentially('1234')
    await page.getByLabel('Security code', { exact: true }).fill('123')
    await page.getByLabel('Country', { exact: true }).selectOption('DE')
    await page.getByLabel('Postal code', { exact: true }).fill('10115')
    await Promise.all([page.waitForURL(`${merchant.url}?paid=1`, { timeout: 20_000 }), page.getByRole('button', { name: 'Pay' }).click()])
    const paid = (await sandbox.call('GET', `/v1/checkout/sessions/${session.id}`)).body
    const intent = (await sandbox.call('GET', `/v1/payment_intents/${paid.payment_intent}`)).body
    expect(await recorded(intent.payment_method)).toMatchObject({ ...ids, guid: expect.stringMatching(uuid) })
    await page.close()
  }, 60_000)
})
