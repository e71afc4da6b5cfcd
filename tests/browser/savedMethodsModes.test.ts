import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { card, createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, serveMerchantPage } from './browserPage.ts'
import { fillCard, startDemo, type Demo } from './demoCheckout.ts'

/**
 * payment-form.md §3, §6: saved cards in customer mode (elements' `customerOptions`) show no
 * update control; a new card's save and set-as-default boxes (the customer session's
 * payment_method_save, payment_method_save_usage and payment_method_set_as_default) are honoured
 * at confirm: the card is saved to the customer and becomes their default.
 */

let demo: Demo
let merchant: Awaited<ReturnType<typeof serveMerchantPage>>

interface MerchantWindow {
  readonly start: (options: object) => void
  readonly pay: () => Promise<{ readonly paymentIntent?: { readonly status: string; readonly payment_method: { readonly id: string } | string }; readonly error?: { readonly message: string } }>
}

/** A customer with two saved cards, the Mastercard their default, and a payment intent of theirs. */
const customerWithCards = async () => {
  const { sandbox } = demo
  const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
  const saved: string[] = []
  for (const number of ['4242424242424242', '5555555555554444']) {
    const method = (await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card(number) }, { key: pk })).body
    saved.push((await sandbox.call('POST', `/v1/payment_methods/${method.id}/attach`, { customer: customer.id })).body.id)
  }
  await sandbox.call('POST', `/v1/customers/${customer.id}`, { invoice_settings: { default_payment_method: saved[1] } })
  return { customer, saved, intent: await createPaymentIntent(sandbox, { customer: customer.id }) }
}

describe.skipIf(!canRunBrowserTests)('saved payment modes and saving choices in Chromium', () => {
  beforeAll(async () => {
    demo = await startDemo()
    merchant = await serveMerchantPage(`
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'

      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', plugins: [card()], apiBase: ${JSON.stringify(demo.sandbox.url)}, locale: 'en' })
      document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
      window.start = (options) => {
        const elements = payloom.elements(options)
        elements.create('payment').mount('#payment')
        window.pay = async () => {
          const { error } = await elements.submit()
          return error === undefined ? payloom.confirmPayment({ elements, redirect: 'if_required' }) : { error }
        }
      }
    `)
  }, 60_000)
  afterAll(async () => {
    await merchant?.close()
    await demo?.dispose()
  })

  it('customer mode (customerOptions): the saved cards show no update or remove control, and one pays', async () => {
    const { customer, saved, intent } = await customerWithCards()
    const ephemeralKey = (await demo.sandbox.call('POST', '/v1/ephemeral_keys', { customer: customer.id })).body.secret as string
    const { page, shot, problems } = await demo.open(merchant.url, 'saved-methods-customer-mode')
    await page.evaluate((options) => (window as unknown as MerchantWindow).start(options), { clientSecret: intent.client_secret as string, customerOptions: { customer: customer.id as string, ephemeralKey } })
    const list = page.getByRole('radiogroup', { name: 'Saved payment methods' })
    await list.waitFor()
    expect(await page.getByRole('radio', { name: /Mastercard ending in 4444/ }).isChecked()).toBe(true)
    // Nothing to change in this mode: only the cards, and adding a new one.
    expect(await list.getByRole('button').allTextContents()).toEqual(['Add new payment method'])
    expect(await axeViolations(page)).toEqual([])
    await shot('customer-mode-list')
    await page.getByRole('radio', { name: /Visa ending in 4242/ }).check()
    const result = await page.evaluate(() => (window as unknown as MerchantWindow).pay())
    expect(result.error).toBeUndefined()
    expect((await demo.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded', payment_method: saved[0] })
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it("the address update view: a saved card's billing address edited in the address form, refused while incomplete, saved to the provider", async () => {
    const { customer, saved, intent } = await customerWithCards()
    const session = (await demo.sandbox.call('POST', '/v1/customer_sessions', {
      customer: customer.id,
      components: { payment_element: { enabled: true, features: { payment_method_update: 'enabled' } } },
    })).body
    const { page, shot, problems } = await demo.open(merchant.url, 'saved-methods-address-update')
    await page.evaluate((options) => (window as unknown as MerchantWindow).start(options), { clientSecret: intent.client_secret as string, customerSessionClientSecret: session.client_secret as string })
    await page.getByRole('button', { name: 'Update the billing address of Visa ending in 4242' }).click()
    const form = page.getByRole('form', { name: 'Billing address for Visa ending in 4242' })
    await form.waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    // Nothing sent while the address is incomplete: the form says what is missing.
    await form.locator('[aria-invalid="true"]').first().waitFor()
    await form.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
    await form.getByLabel('Address line 1', { exact: true }).fill('12 Analytical Row')
    await form.getByLabel('City', { exact: true }).fill('Springfield')
    // The country's states, loaded as the address element loads them, to pick from.
    await form.getByLabel('State', { exact: true }).selectOption({ label: 'Illinois' })
    await form.getByLabel('ZIP code', { exact: true }).fill('62701')
    expect(await axeViolations(page)).toEqual([])
    await shot('address-update-view')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('radiogroup', { name: 'Saved payment methods' }).waitFor()
    expect((await demo.sandbox.call('GET', `/v1/payment_methods/${saved[0]}`)).body.billing_details).toMatchObject({
      name: 'Ada Lovelace', address: { line1: '12 Analytical Row', city: 'Springfield', postal_code: '62701', state: 'IL', country: 'US' },
    })
    await shot('address-saved')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('a new card saved and set as default: both boxes ticked, the card is saved to the customer for on-session use and becomes their default', async () => {
    const { customer, saved, intent } = await customerWithCards()
    const session = (await demo.sandbox.call('POST', '/v1/customer_sessions', {
      customer: customer.id,
      components: { payment_element: { enabled: true, features: { payment_method_save: 'enabled', payment_method_save_usage: 'on_session', payment_method_set_as_default: 'enabled', payment_method_update: 'enabled' } } },
    })).body
    const { page, shot, problems } = await demo.open(merchant.url, 'saved-methods-set-as-default')
    await page.evaluate((options) => (window as unknown as MerchantWindow).start(options), { clientSecret: intent.client_secret as string, customerSessionClientSecret: session.client_secret as string })
    const list = page.getByRole('radiogroup', { name: 'Saved payment methods' })
    await list.waitFor()
    // A customer session's cards may be updated.
    expect(await list.getByRole('button', { name: 'Update Visa ending in 4242' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Add new payment method' }).click()
    await fillCard(page, '4000 0566 5566 5556')
    const setAsDefault = page.getByRole('checkbox', { name: 'Set as default payment method' })
    // Offered once the card is to be saved.
    expect(await setAsDefault.count()).toBe(0)
    await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check()
    await setAsDefault.check()
    expect(await axeViolations(page)).toEqual([])
    await shot('save-and-set-as-default')
    const confirms: string[] = []
    page.on('request', (request) => { if (request.url().includes('/confirm')) confirms.push(decodeURIComponent(request.postData() ?? '')) })
    const result = await page.evaluate(() => (window as unknown as MerchantWindow).pay())
    expect(result.error).toBeUndefined()
    expect(confirms.some((body) => body.includes('setup_future_usage=on_session') && body.includes('set_as_default_payment_method=true'))).toBe(true)
    const paid = (await demo.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body
    expect(paid).toMatchObject({ status: 'succeeded', setup_future_usage: 'on_session' })
    const methods = (await demo.sandbox.call('GET', `/v1/customers/${customer.id}/payment_methods`)).body.data.map((method: { id: string }) => method.id)
    expect(methods).toEqual(expect.arrayContaining([...saved, paid.payment_method]))
    expect((await demo.sandbox.call('GET', `/v1/customers/${customer.id}`)).body.invoice_settings.default_payment_method).toBe(paid.payment_method)
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)
})
