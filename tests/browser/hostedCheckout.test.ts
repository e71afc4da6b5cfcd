import { describe, expect, it } from 'vitest'
import { parseHostedCheckoutFragment } from '../../core/controller/hostedCheckoutUrl.ts'
import { axeViolations } from './axe.ts'
import { pk, type Params } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Outcome = { readonly value?: Record<string, any>; readonly thrown?: string }

describe.skipIf(!canRunBrowserTests)('hosted checkout page (Chromium)', () => {
  // The merchant's page: its button sends the shopper to the session its server made.
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { buyButton } from 'payloom/plugins/buy_button'
      import { pricingTable } from 'payloom/plugins/pricing_table'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, stripeAccount: 'acct_1Shop', betas: ['checkout_beta_1'] })
      // A provider nobody answers at: the checkout cannot be created.
      const offline = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: 'http://127.0.0.1:9' })
      const settle = (promise) => promise.then((value) => ({ value }), (error) => ({ thrown: error.message }))
      window.redirect = (options) => settle(payloom.redirectToCheckout(options))
      window.redirectOffline = (options) => settle(offline.redirectToCheckout(options))
      // A buy button or a pricing table in its own container, hosted as asked; its loaderror events kept.
      window.loadErrors = []
      window.showEmbed = (type, options, hosting, plugins = [buyButton(), pricingTable()]) => {
        const embeds = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, hosting, plugins })
        const container = document.createElement('section')
        container.id = type + '-' + hosting + '-' + plugins.length
        container.setAttribute('aria-label', container.id)
        document.querySelector('main').append(container)
        const element = embeds.elements().create(type, options)
        element.on('loaderror', (event) => window.loadErrors.push(event))
        element.mount(container)
      }
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

  it('a buy button (isolated) opens the hosted page of its product for the customer; a pricing table (inline) lists its prices; a customer session without the component, or no plugin, is a loaderror', async () => {
    const { sandbox, merchant, browser } = harness
    const link = async (name: string, unitAmount: number) => (await sandbox.call('POST', '/v1/payment_links', {
      line_items: [{ price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name } }, quantity: 1 }], after_completion: { type: 'redirect', redirect: { url: `${merchant.url}?paid=1` } },
    })).body
    const apron = await link('Linen apron', 2400)
    const [basic, pro] = [await link('Basic', 900), await link('Pro', 2900)]
    const table = (await sandbox.call('POST', '/v1/pricing_tables', { items: [{ payment_link: basic.id, description: 'For one shop' }, { payment_link: pro.id, name: 'Professional', description: 'For teams' }] })).body
    const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
    const secret = async (components: Params) => (await sandbox.call('POST', '/v1/customer_sessions', { customer: customer.id, components })).body.client_secret
    const page = await browser.newPage()
    const shot = screenshotSteps(page, 'checkout-embeds')
    await page.goto(merchant.url)
    const show = (type: string, options: unknown, hosting: string, withoutPlugins = false) =>
      page.evaluate(([t, o, h, none]) => (window as unknown as { showEmbed: (...args: unknown[]) => void }).showEmbed(t, o, h, ...(none === true ? [[]] : [])), [type, options, hosting, withoutPlugins] as const)
    await show('pricingTable', { pricingTableId: table.id }, 'inline')
    await show('buyButton', { paymentLink: apron.id, customerSessionClientSecret: await secret({ pricing_table: { enabled: true } }) }, 'inline')
    await show('buyButton', { paymentLink: apron.id, customerSessionClientSecret: await secret({ buy_button: { enabled: true } }) }, 'isolated')
    // Without its plugin, the merchant hears which one to import.
    await show('pricingTable', { pricingTableId: table.id }, 'inline', true)

    const prices = page.getByRole('list', { name: 'Prices' })
    await expect.poll(() => prices.getByRole('listitem').allTextContents(), { timeout: 15_000 }).toEqual(['BasicFor one shop€9.00Choose', 'ProfessionalFor teams€29.00Choose'])
    // Refused as it loads: the shopper reads why, the merchant hears the provider's error naming the param.
    await page.locator('#buyButton-inline-2').getByRole('alert').filter({ hasText: 'Checkout isn’t available right now. Try again later.' }).waitFor()
    expect(await page.locator('#buyButton-inline-2').getByRole('button').count()).toBe(0)
    const loadErrors = () => page.evaluate(() => (window as unknown as { loadErrors: unknown[] }).loadErrors)
    await expect.poll(loadErrors).toHaveLength(2)
    expect(await loadErrors()).toEqual(expect.arrayContaining([
      { elementType: 'buyButton', error: { type: 'invalid_request_error', code: null, param: 'customer_session_client_secret', message: expect.stringContaining('components[buy_button][enabled]=true') } },
      { elementType: 'pricingTable', error: { type: 'integration_error', message: "No plugin provides the pricingTable element: import { pricingTable } from 'payloom/plugins/pricing_table' and pass it to createPayloom(key, { plugins: [pricingTable()] })." } },
    ]))
    const frame = page.frameLocator('#buyButton-isolated-2 iframe')
    const buy = frame.getByRole('button', { name: 'Buy for €24.00' })
    await buy.waitFor({ timeout: 15_000 })
    expect(await page.locator('#buyButton-isolated-2 iframe').getAttribute('title')).toBe('Checkout frame')
    for (const target of page.frames()) expect(await axeViolations(target), target.url()).toEqual([])
    await shot('embeds')

    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/c/pay/cs_test_a'), { timeout: 15_000 }), buy.click()])
    await expect.poll(() => page.getByTestId('total').textContent(), { timeout: 15_000 }).toBe('€24.00')
    await shot('checkout')
    const sessionId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!)
    expect((await sandbox.call('GET', `/v1/checkout/sessions/${sessionId}`)).body).toMatchObject({
      status: 'open', amount_total: 2400, customer: customer.id, customer_email: 'ada@example.com', metadata: { payment_link: apron.id },
    })
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
