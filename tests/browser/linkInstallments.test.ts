import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { canRunBrowserTests } from './browserPage.ts'
import { freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { payAndReadStatus, shopUrl, type Demo } from './demoCheckout.ts'
import { expectAccessible, fillShipping, framesOf, signIn, useLinkDemo, watch } from './linkShop.ts'
import { tick } from './tick.ts'

/**
 * A Link consumer pays a saved card in installments on the demo shop (/?currency=mxn&installments=on,
 * isolated hosting), in Chromium: once they sign in, Link is asked which plans the saved card picked
 * may pay in (POST consumers/payment_plans/list), the plans show under it beside "Pay in full", and the
 * plan picked goes with the confirm (payment_method_options[card][installments][plan]), kept on the
 * intent and its charge; another saved card offered none shows no select.
 */
let demo: Demo
const shopPath = '/?hosting=isolated&currency=mxn&installments=on'
const monthly = (count: number) => ({ type: 'fixed_count', count, interval: 'month' })

/** A new consumer whose saved cards are `numbers` (the first the default); they sign in with the test code. */
const consumerWithCards = async (...numbers: ReadonlyArray<string>): Promise<string> => {
  const email = freshEmail()
  const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
  for (const number of numbers) await saveCard(demo.sandbox, secret, number)
  return email
}

/** The intent the return page shows, with its charge and payment method, as the merchant's server reads it. */
const paidIntent = async (page: Page) => {
  const id = new URL(page.url()).searchParams.get('payment_intent')!
  return (await demo.sandbox.call('GET', `/v1/payment_intents/${id}`, { expand: ['latest_charge', 'payment_method'] })).body
}

/** Pays and expects the intent and its charge to keep the plan of `count` months, the saved Mexican card paying. */
const expectPaidIn = async (page: Page, count: number) => {
  expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
  const intent = await paidIntent(page)
  expect(intent).toMatchObject({ status: 'succeeded', amount: 40000, currency: 'mxn', payment_method: { card: { last4: '0008', country: 'MX' } }, payment_method_options: { card: { installments: { enabled: true, plan: monthly(count) } } } })
  expect(intent.latest_charge.payment_method_details.card.installments).toEqual({ plan: monthly(count) })
}

/** The shop in a page of `context` (a browser that may remember a Link login). */
const openIn = async (context: BrowserContext): Promise<Page> => {
  const page = watch(await context.newPage())
  await page.goto(shopUrl(demo.shop, shopPath))
  return page
}

describe.skipIf(!canRunBrowserTests)('Link: paying a saved card in installments on the demo shop (Chromium)', () => {
  useLinkDemo((started) => { demo = started })

  it('offers the saved Mexican card its monthly plans under it, none to a Visa, and pays in the 3 installments picked', async () => {
    // The first card saved is the default, picked when the saved cards show.
    const email = await consumerWithCards('4000004840000008', '4242424242424242')
    const checkout = await demo.open(shopPath, 'link-installments')
    const page = watch(checkout.page)
    const { shipping, payment } = framesOf(page)
    await signIn(page, email)
    const plans = payment.getByLabel('Installments', { exact: true })
    await plans.waitFor({ timeout: 30_000 })
    expect(await plans.locator('option').allTextContents()).toEqual(['Pay in full', '3 × MX$133.34/month', '6 × MX$66.67/month', '9 × MX$44.45/month', '12 × MX$33.34/month'])
    expect(await plans.inputValue()).toBe('')

    // A card Link offers no plans: no select; back to the Mexican card, its plans at once (asked once).
    await tick(payment.getByRole('radio', { name: /4242/ }))
    await expect.poll(() => plans.count()).toBe(0)
    await tick(payment.getByRole('radio', { name: /0008/ }))
    await plans.waitFor()
    await plans.selectOption('3')
    await fillShipping(shipping)
    await expectAccessible(page)
    await checkout.shot('saved Mexican card, 3 monthly installments picked')

    await expectPaidIn(page, 3)
    expect(checkout.problems()).toEqual([])
    await page.close()
  }, 120_000)

  it('a shopper back in the same browser sees the plans under their one-click card (link-return-autofill) and pays in the 6 installments picked', async () => {
    const email = await consumerWithCards('4000004840000008')
    const context = await demo.browser.newContext({ viewport: { width: 800, height: 1200 } })
    const first = await openIn(context)
    await signIn(first, email)
    await first.close()
    const back = await openIn(context)
    const { shipping, payment } = framesOf(back)
    await payment.getByText('Welcome back. Pay with your Link card in one click.').waitFor({ timeout: 30_000 })
    const plans = payment.getByLabel('Installments', { exact: true })
    await plans.waitFor({ timeout: 30_000 })
    expect(await payment.getByRole('radio').count()).toBe(0)
    await plans.selectOption('6')
    await fillShipping(shipping)
    await expectAccessible(back)
    await back.screenshot({ path: 'tests/browser/screenshots/link-installments/02-one-click card, 6 monthly installments picked.png', fullPage: true })
    await expectPaidIn(back, 6)
    await context.close()
  }, 120_000)
})
