import { describe, expect, it } from 'vitest'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness } from './browserPage.ts'

describe.skipIf(!canRunBrowserTests)('the controller frame and the merchant page, isolated hosting (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { openControllerChannel, randomId } from './core/isolated/controllerChannel.ts'
      window.events = []
      // The confirmations' events (the controller frame's api_call events are controllerFrames.test.ts's).
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en', onEvent: (event) => { if (event.type !== 'api_call') window.events.push(event) } })
      window.hosting = payloom.hosting
      window.pay = (clientSecret, number) => payloom.confirmPayment({
        clientSecret, confirmParams: { payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: 2040, cvc: '123' } } }, redirect: 'if_required',
      }).then((result) => JSON.parse(JSON.stringify(result)))
      // A channel of its own to the controller frame, to send it an action no payloom call sends.
      window.unknownAction = () => openControllerChannel(${JSON.stringify(sandbox.url)}, {
        apiKey: ${JSON.stringify(pk)}, jsId: randomId(), jsLoadTime: Date.now(), options: { locale: 'en', plugins: [] },
      }).call('pay', null).then(() => 'resolved', (error) => error.message)
    `)

  it('delivers the confirmation events of a confirm made in the controller frame to onEvent in the page', async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'pay' in window)
    expect(await page.evaluate(() => (window as unknown as { hosting: string }).hosting)).toBe('isolated')
    const paid = await createPaymentIntent(harness.sandbox)
    const declined = await createPaymentIntent(harness.sandbox)
    const pay = (clientSecret: string, number: string) =>
      page.evaluate(([secret, card]) => (window as unknown as { pay: (s: string, n: string) => Promise<unknown> }).pay(secret, card), [clientSecret, number] as const)
    expect(await pay(paid.client_secret, '4242424242424242')).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    expect(await pay(declined.client_secret, '4000000000000002')).toMatchObject({ error: { decline_code: 'generic_decline' } })
    await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length === 4)
    expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual([
      { type: 'confirmation_attempt', method: 'confirmPayment', checkout: 'non_link', intentId: paid.id },
      { type: 'confirmation_succeeded', method: 'confirmPayment', checkout: 'non_link', intentId: paid.id, status: 'succeeded' },
      { type: 'confirmation_attempt', method: 'confirmPayment', checkout: 'non_link', intentId: declined.id },
      {
        type: 'confirmation_error', method: 'confirmPayment', checkout: 'non_link', intentId: declined.id,
        error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      },
    ])
    await page.close()
  }, 60_000)

  it("answers an unknown action with 'Unknown action: {name}'", async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'unknownAction' in window)
    expect(await page.evaluate(() => (window as unknown as { unknownAction: () => Promise<string> }).unknownAction())).toBe('Unknown action: pay')
    await page.close()
  }, 60_000)
})
