import { describe, expect, it } from 'vitest'
import { parseHostedCheckoutFragment } from '../../core/controller/hostedCheckoutUrl.ts'
import { axeViolations } from './axe.ts'
import { pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Outcome = { readonly value?: Record<string, any>; readonly thrown?: string }

describe.skipIf(!canRunBrowserTests)('hosted checkout page (Chromium)', () => {
  // The merchant's page: its button sends the shopper to the session its server made.
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, stripeAccount: 'acct_1Shop', betas: ['checkout_beta_1'] })
      // A provider nobody answers at: the checkout cannot be created.
      const offline = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: 'http://127.0.0.1:9' })
      const settle = (promise) => promise.then((value) => ({ value }), (error) => ({ thrown: error.message }))
      window.redirect = (options) => settle(payloom.redirectToCheckout(options))
      window.redirectOffline = (options) => settle(offline.redirectToCheckout(options))
    `)

  const lineItem = (name: string, unitAmount: number, quantity: number) => ({
    price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name } }, quantity, adjustable_quantity: { enabled: true, minimum: 1, maximum: 5 },
  })

  it('sends the shopper to the session\'s page, where a quantity change updates the total and the card pays it', async () => {
    const { sandbox, merchant, browser } = harness
    const created = await sandbox.call('POST', '/v1/checkout/sessions', {
      mode: 'payment', success_url: `${merchant.url}?paid=1`, cancel_url: merchant.url,
      line_items: [lineItem('Linen apron', 2400, 1), lineItem('Tea towel', 600, 2)],
    })
    const session = created.body
    const page = await browser.newPage()
    const shot = screenshotSteps(page, 'hosted-checkout')
    await page.goto(merchant.url)
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/c/pay/')),
      // The page is left: its promise never settles, and the evaluation ends with the page.
      page.evaluate((id) => (window as unknown as { redirect: (options: unknown) => Promise<unknown> }).redirect({ sessionId: id }), session.id).catch(() => undefined),
    ])
    const url = new URL(page.url())
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/c/pay/${session.id}`)
    expect(parseHostedCheckoutFragment(url.hash)).toEqual({
      apiKey: pk, stripeAccount: 'acct_1Shop', betas: ['checkout_beta_1'], layoutType: 'multi_item', referrerOrigin: new URL(merchant.url).origin,
      // The merchant page's cookie ids (tests/browser/browserIds.test.ts follows them to the payment).
      ids: { muid: expect.any(String), sid: expect.any(String) },
    })
    const total = page.getByTestId('total')
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toBe('€36.00')
    await page.getByLabel('Card number', { exact: true }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Order summary')
    await shot('loaded')

    await page.getByLabel('Quantity of Tea towel').fill('4')
    await expect.poll(() => total.textContent()).toBe('€48.00')
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Card number', { exact: true }).fill('4242424242424242')
    await page.getByLabel('Expiration date', { exact: true }).pressSequentially('1234')
    await page.getByLabel('Security code', { exact: true }).fill('123')
    await page.getByLabel('Country', { exact: true }).selectOption('DE')
    await page.getByLabel('Postal code', { exact: true }).fill('10115')
    await shot('filled')
    await Promise.all([page.waitForURL(`${merchant.url}?paid=1`, { timeout: 20_000 }), page.getByRole('button', { name: 'Pay' }).click()])

    const paid = (await sandbox.call('GET', `/v1/checkout/sessions/${session.id}`)).body
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 4800 })
    const intent = (await sandbox.call('GET', `/v1/payment_intents/${paid.payment_intent}`)).body
    expect(intent).toMatchObject({ amount: 4800, currency: 'eur', status: 'succeeded' })
    await page.close()
  }, 60_000)

  it('shows a decline, then finishes a card that asks for 3D Secure in the page\'s challenge and completes the session', async () => {
    const { sandbox, merchant, browser } = harness
    const session = (await sandbox.call('POST', '/v1/checkout/sessions', { mode: 'payment', success_url: `${merchant.url}?paid=1`, line_items: [lineItem('Linen apron', 2400, 1)] })).body
    // A phone-sized window: the page stacks its summary above the payment.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(new URL(session.url).toString())
    await page.getByLabel('Card number', { exact: true }).fill('4000000000000002')
    await page.getByLabel('Expiration date', { exact: true }).pressSequentially('1234')
    await page.getByLabel('Security code', { exact: true }).fill('123')
    await page.getByLabel('Country', { exact: true }).selectOption('DE')
    await page.getByLabel('Postal code', { exact: true }).fill('10115')
    // A decline is shown on the page, which stays open to pay again.
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect.poll(() => page.locator('p[role="alert"]').textContent(), { timeout: 15_000 }).toBe('Your card was declined.')
    await screenshotSteps(page, 'hosted-checkout-declined')('declined')
    await page.getByLabel('Card number', { exact: true }).fill('4000002500003155')
    await page.getByRole('button', { name: 'Pay' }).click()
    const challenge = page.frameLocator('iframe[title="Card authentication"]')
    await Promise.all([page.waitForURL(`${merchant.url}?paid=1`, { timeout: 20_000 }), challenge.getByRole('button', { name: 'Approve' }).click()])
    expect((await sandbox.call('GET', `/v1/checkout/sessions/${session.id}`)).body).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 2400 })
    await page.close()
  }, 60_000)

  it('creates the session from line items; a refused one throws, a connection failure resolves with the error', async () => {
    const { sandbox, merchant, browser } = harness
    const page = await browser.newPage()
    await page.goto(merchant.url)
    const checkout = { mode: 'payment', successUrl: `${merchant.url}?paid=1`, lineItems: [{ priceData: { currency: 'eur', unitAmount: 900, productData: { name: 'Mug' } }, quantity: 1 }] }
    const call = (name: 'redirect' | 'redirectOffline', options: unknown) =>
      page.evaluate(([fn, value]) => (window as unknown as Record<string, (options: unknown) => Promise<Outcome>>)[fn as string]!(value), [name, options] as const)

    expect(await call('redirectOffline', checkout)).toEqual({ value: { error: expect.objectContaining({ type: 'api_connection_error' }) } })
    const mixed = { ...checkout, lineItems: [...checkout.lineItems, { priceData: { currency: 'usd', unitAmount: 100, productData: { name: 'Spoon' } }, quantity: 1 }] }
    expect(await call('redirect', mixed)).toEqual({ thrown: 'All line items of a Checkout Session must have the same currency.' })
    expect((await call('redirect', { sessionId: 'pi_123' })).thrown).toMatch(/^payloom.redirectToCheckout: sessionId must be a checkout session id/)

    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/c/pay/cs_test_a')), call('redirect', checkout).catch(() => undefined)])
    await expect.poll(() => page.getByTestId('total').textContent(), { timeout: 15_000 }).toBe('€9.00')
    const sessionId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!)
    expect((await sandbox.call('GET', `/v1/checkout/sessions/${sessionId}`)).body).toMatchObject({ status: 'open', amount_total: 900 })
    await page.close()
  }, 60_000)
})
