import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Kind, Store } from '../../sandbox/Store.ts'
import type { PaymentMethodHidden } from '../../sandbox/paymentMethods.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { fillCard, fillContactAndShipping, payAndReadStatus, section, startDemo, testCards, waitForCardForm, type Demo } from './demoCheckout.ts'

/**
 * What the payment methods a payment element makes tell the provider of where they came from
 * (controller.md §3 "Full elements session result: config_id"): the shop's React checkout pays in
 * Chromium, and the sandbox's records say which elements session, and which of its answers, the
 * card's payment method came from.
 */

let demo: Demo
let store: Store

describe.skipIf(!canRunBrowserTests)("the payment element's client attribution on the demo shop (Chromium)", () => {
  beforeAll(async () => {
    demo = await startDemo()
    // The sandbox's own records, read beside it (SQLite takes a reader while the server writes).
    store = new Store(demo.sandbox.dataDir)
  }, 60_000)
  afterAll(async () => {
    store?.close()
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
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)
})
