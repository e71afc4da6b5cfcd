import type { Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Kind, Store } from '../../sandbox/Store.ts'
import type { PaymentMethodHidden } from '../../sandbox/paymentMethods.ts'
import { pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, screenshotSteps, serveMerchantPage } from './browserPage.ts'
import { fillCard, fillContactAndShipping, payAndReadStatus, section, startDemo, testCards, waitForCardForm, type Demo } from './demoCheckout.ts'

/**
 * What the calls tell the provider of who makes them and where they come from, in Chromium
 * (controller.md §3 "Full elements session result: config_id", "Controller init params: v2 auth",
 * §7 "user-agent suffix"): the shop's React checkout pays, and the sandbox's records say which
 * elements session, which of its answers and which libraries the card's payment method came from;
 * a merchant page's isolated instance hands its v2 auth context and its registered library to the
 * controller frame, whose calls carry them.
 */

let demo: Demo
let store: Store
let merchant: Awaited<ReturnType<typeof serveMerchantPage>> | undefined

describe.skipIf(!canRunBrowserTests)("the payment element's client attribution on the demo shop (Chromium)", () => {
  beforeAll(async () => {
    demo = await startDemo()
    // The sandbox's own records, read beside it (SQLite takes a reader while the server writes).
    store = new Store(demo.sandbox.dataDir)
    // A merchant's own page, isolated hosting (the default in a browser), acting in a v2 context, with a library registered.
    merchant = await serveMerchantPage(`
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(demo.sandbox.url)}, stripeContext: 'acct_platform1/acct_shop1', plugins: [card()], locale: 'en' })
      document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
      await payloom.registerAppInfo({ name: 'shop-kit', version: '2.1.0' })
      payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd' }).create('payment').mount('#payment')
    `)
  }, 60_000)
  afterAll(async () => {
    store?.close()
    await merchant?.close()
    await demo?.dispose()
  })

  it("names the elements session and the config_id it answered on the card's payment method", async () => {
    const { page, shot, problems } = await demo.open('/', 'client-attribution')
    await waitForCardForm(page)
    await fillContactAndShipping(page)
    await fillCard(section(page, 'Payment'), testCards.succeeds)
    expect(await payAndReadStatus(page)).toBe('succeeded')
    await shot('succeeded')
    const intent = await demo.sandbox.call('GET', `/v1/payment_intents/${new URL(page.url()).searchParams.get('payment_intent')}`)
    const method = store.get<unknown, PaymentMethodHidden>(Kind.paymentMethod, intent.body.payment_method as string)!
    const { elements_session_id: sessionId, elements_session_config_id: configId } = method.hidden.attribution ?? {}
    // The session the page loaded, as the sandbox kept it with the configuration of its last answer (the page's to pay with).
    const session = store.get<{ readonly config_id: string }, null>(Kind.elementsSession, sessionId!)!
    expect(sessionId).toMatch(/^elements_session_/)
    expect(configId).toMatch(/^[0-9a-f-]{36}$/)
    expect(configId).toBe(session.body.config_id)
    // The React demo registers no library: the session is payloom.js's, the payment method its payment element's.
    expect(store.get<{ readonly payment_user_agent: string }, null>(Kind.elementsSession, sessionId!)!.body.payment_user_agent).toBe('payloom.js')
    expect(method.hidden.paymentUserAgent).toBe('payloom.js; payment-element')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it("isolated hosting: the controller frame's calls carry the page's stripeContext header and its registered library", async () => {
    const page = await demo.browser.newPage()
    const shot = screenshotSteps(page, 'client-attribution-isolated')
    const sessionCall = page.waitForRequest((request: Request) => new URL(request.url()).pathname.startsWith('/v1/elements/sessions'))
    await page.goto(merchant!.url)
    const request = await sessionCall
    // Made by the controller frame, on the provider's origin, not by the merchant's page.
    expect(new URL(request.frame().url()).origin).toBe(new URL(demo.sandbox.url).origin)
    expect(request.headers()['stripe-context']).toBe('acct_platform1/acct_shop1')
    expect(new URL(request.url()).searchParams.get('payment_user_agent')).toBe('payloom.js; shop-kit/2.1.0')
    expect((await request.response())?.headers()['stripe-context']).toBe('acct_platform1/acct_shop1')
    await page.frameLocator('iframe[title]').first().getByLabel('Card number').waitFor()
    await shot('loaded')
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  }, 60_000)
})
