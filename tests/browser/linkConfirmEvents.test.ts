import { describe, expect, it } from 'vitest'
import { canRunBrowserTests } from './browserPage.ts'
import { freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { alertText, testCards, type Demo } from './demoCheckout.ts'
import { expectAccessible, fillShipping, framesOf, signIn, useLinkDemo, watch } from './linkShop.ts'
import { messages } from '../../plugins/link/messages.ts'

/**
 * How a payment with Link ends, as the shopper, the merchant and Link's funnel log hear it
 * (controller.md §4 "Link confirmation", §8 generic_decline in link mode), on the demo shop in
 * isolated hosting: a saved card declined with generic_decline reads in Link's own words and is
 * logged as Link's confirmation failed. (A success is logged too, as the page leaves for the
 * return URL: tests/plugins/link/runtime/paymentMethodOf.test.ts shows it.)
 */
let demo: Demo

/** Link's funnel log as the sandbox kept it (what the hidden logger frame sent), of one event. */
const funnelLog = async (event: string): Promise<ReadonlyArray<{ readonly event: string; readonly fields: Record<string, unknown> }>> =>
  (await demo.sandbox.call('GET', '/v1/test_helpers/link/funnel_logs', { event })).body.data

/** A consumer whose only saved card pays as `number` does; they sign in with the test code. */
const consumerWithCard = async (number: string): Promise<string> => {
  const email = freshEmail()
  const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
  await saveCard(demo.sandbox, secret, number)
  return email
}

describe.skipIf(!canRunBrowserTests)('how a Link payment ends, on the demo shop (Chromium)', () => {
  useLinkDemo((started) => { demo = started })

  it('a saved card declined with generic_decline: the shopper reads Link\'s wording, the card is marked declined, the shop hears a Link checkout failed, and Link\'s confirmation is logged failed with the decline', async () => {
    const email = await consumerWithCard(testCards.declined)
    const checkout = await demo.open('/?hosting=isolated', 'link-confirm-events-declined')
    const page = watch(checkout.page)
    await signIn(page, email)
    await fillShipping(framesOf(page).shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe(messages.en.generic_decline)
    // The card is marked failed for this wallet (controller.md §4), to pay with once updated.
    await framesOf(page).payment.getByText('This card was declined. Update it or choose another card.').waitFor()
    // The shop hears a Link checkout's confirmation failed, with the provider's decline (onEvent).
    expect(await page.evaluate(() => (window as unknown as { payloomEvents: ReadonlyArray<{ type: string }> }).payloomEvents)).toEqual([
      expect.objectContaining({ type: 'confirmation_attempt', method: 'confirmPayment', checkout: 'link' }),
      expect.objectContaining({ type: 'confirmation_error', checkout: 'link', error: expect.objectContaining({ code: 'card_declined', decline_code: 'generic_decline' }) }),
    ])
    await expect.poll(async () => (await funnelLog('link.confirm.failed')).map((entry) => entry.fields), { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ code: 'card_declined', decline_code: 'generic_decline' }))
    await checkout.shot('declined')
    await expectAccessible(page)
    await page.close()
  }, 120_000)
})
