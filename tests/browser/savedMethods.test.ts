import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { card, createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, serveMerchantPage } from './browserPage.ts'
import { fillCard, startDemo, type Demo } from './demoCheckout.ts'
import { tick } from './tick.ts'

let demo: Demo
let merchant: Awaited<ReturnType<typeof serveMerchantPage>>

interface MerchantWindow {
  readonly start: (clientSecret: string, customerSessionClientSecret: string) => void
  readonly pay: () => Promise<{ readonly paymentIntent?: { readonly status: string; readonly payment_method: unknown }; readonly error?: { readonly code?: string; readonly decline_code?: string; readonly message: string } }>
  readonly events: ReadonlyArray<{ readonly name: string; readonly payload: { readonly paymentMethod?: { readonly id: string } } }>
  /** The views the element showed in its place, in order, by their root's class. */
  readonly views: ReadonlyArray<string>
}

/** A customer with two saved cards (the second the default) and a customer session allowing every change. */
const customerWithTwoCards = async (numbers: readonly [string, string] = ['4242424242424242', '5555555555554444']) => {
  const { sandbox } = demo
  const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
  const saved: string[] = []
  for (const number of numbers) {
    const method = (await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card(number) }, { key: pk })).body
    saved.push((await sandbox.call('POST', `/v1/payment_methods/${method.id}/attach`, { customer: customer.id })).body.id)
  }
  await sandbox.call('POST', `/v1/customers/${customer.id}`, { invoice_settings: { default_payment_method: saved[1] } })
  const session = (await sandbox.call('POST', '/v1/customer_sessions', {
    customer: customer.id,
    components: { payment_element: { enabled: true, features: { payment_method_remove: 'enabled', payment_method_update: 'enabled', payment_method_set_as_default: 'enabled' } } },
  })).body
  return { customer, saved, session }
}

const focusedField = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-field') ?? null)

const eventNames = (page: Page) => page.evaluate(() => (window as unknown as MerchantWindow).events.map((event) => event.name).filter((name) => name !== 'change' && name !== 'ready'))

describe.skipIf(!canRunBrowserTests)('saved payment methods in Chromium', () => {
  beforeAll(async () => {
    demo = await startDemo()
    merchant = await serveMerchantPage(`
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'

      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', plugins: [card()], apiBase: ${JSON.stringify(demo.sandbox.url)}, locale: 'en' })
      document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
      window.events = []
      window.views = []
      new MutationObserver(() => {
        const shown = document.querySelector('#payment .p-Element > :not(.p-Loader)')
        if (shown !== null && window.views.at(-1) !== shown.className) window.views.push(shown.className)
      }).observe(document.querySelector('#payment'), { childList: true, subtree: true })
      window.start = (clientSecret, customerSessionClientSecret) => {
        const elements = payloom.elements({ clientSecret, customerSessionClientSecret })
        const payment = elements.create('payment')
        for (const name of ['ready', 'change', 'savedpaymentmethodremove', 'savedpaymentmethodupdate']) payment.on(name, (payload) => window.events.push({ name, payload }))
        payment.mount('#payment')
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

  it('lists two saved cards, updates an expiry, removes one after confirming, and pays with the saved default', async () => {
    const { customer, saved, session } = await customerWithTwoCards()
    const intent = await createPaymentIntent(demo.sandbox)
    const { page, shot, problems } = await demo.open(merchant.url, 'saved-methods')
    await page.evaluate(([secret, customerSecret]) => (window as unknown as MerchantWindow).start(secret!, customerSecret!), [intent.client_secret as string, session.client_secret as string])
    const list = page.getByRole('radiogroup', { name: 'Saved payment methods' })
    await list.waitFor()
    // The saved list is the first view (no card form before it, as its code loads), and the element said ready once.
    expect(await page.evaluate(() => (window as unknown as MerchantWindow).views)).toEqual(['p-SavedMethods'])
    expect(await page.evaluate(() => (window as unknown as MerchantWindow).events.filter((event) => event.name === 'ready').length)).toBe(1)
    const visa = page.getByRole('radio', { name: /Visa ending in 4242/ })
    const mastercard = page.getByRole('radio', { name: /Mastercard ending in 4444/ })
    expect(await mastercard.isChecked()).toBe(true)
    expect(await visa.isChecked()).toBe(false)
    expect(await list.textContent()).toContain('Default')
    await shot('saved-list')

    // Update the Visa's expiry.
    await page.getByRole('button', { name: 'Update Visa ending in 4242' }).click()
    const expiry = page.getByLabel('Expiration date', { exact: true })
    await expiry.fill('04 / 41')
    await shot('update-view')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Expires 04/41').waitFor()
    expect((await demo.sandbox.call('GET', `/v1/payment_methods/${saved[0]}`)).body.card).toMatchObject({ exp_month: 4, exp_year: 2041 })
    expect(await eventNames(page)).toEqual(['savedpaymentmethodupdate'])

    // Remove it, through the confirmation view.
    await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click()
    await page.getByText('Remove Visa ending in 4242? You won\'t be able to pay with it again unless you add it back.').waitFor()
    await shot('remove-confirmation')
    await page.getByRole('button', { name: 'Remove', exact: true }).click()
    await visa.waitFor({ state: 'detached' })
    expect((await demo.sandbox.call('GET', `/v1/customers/${customer.id}/payment_methods`)).body.data.map((method: { id: string }) => method.id)).toEqual([saved[1]])
    expect(await eventNames(page)).toEqual(['savedpaymentmethodupdate', 'savedpaymentmethodremove'])
    expect(await page.evaluate(() => (window as unknown as MerchantWindow).events.find((event) => event.name === 'savedpaymentmethodremove')?.payload.paymentMethod?.id)).toBe(saved[0])
    await shot('removed')

    // Pay with the saved default.
    const result = await page.evaluate(() => (window as unknown as MerchantWindow).pay())
    expect(result.error).toBeUndefined()
    expect(result.paymentIntent?.status).toBe('succeeded')
    const paid = await demo.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)
    expect(paid.body).toMatchObject({ status: 'succeeded', payment_method: saved[1] })
    await shot('paid')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('lists one card per fingerprint, three at most, the default first; a new card offers the save checkbox and asks to redisplay it once ticked', async () => {
    const { sandbox } = demo
    const customer = (await sandbox.call('POST', '/v1/customers', { email: 'grace@example.com' })).body
    // 4242 twice (one fingerprint), then three others: five saved, four distinct, and the last the default.
    const numbers = ['4242424242424242', '4242424242424242', '5555555555554444', '378282246310005', '6011111111111117']
    const saved: string[] = []
    for (const number of numbers) {
      const method = (await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: card(number, number.startsWith('37') ? '1234' : '123') }, { key: pk })).body
      saved.push((await sandbox.call('POST', `/v1/payment_methods/${method.id}/attach`, { customer: customer.id })).body.id)
    }
    await sandbox.call('POST', `/v1/customers/${customer.id}`, { invoice_settings: { default_payment_method: saved[4] } })
    const session = (await sandbox.call('POST', '/v1/customer_sessions', {
      customer: customer.id,
      components: { payment_element: { enabled: true, features: { payment_method_save: 'enabled' } } },
    })).body
    const intent = await createPaymentIntent(sandbox)
    const { page, shot, problems } = await demo.open(merchant.url, 'saved-methods-save')
    const confirms: string[] = []
    page.on('request', (request) => { if (request.url().includes('/confirm')) confirms.push(decodeURIComponent(request.postData() ?? '')) })
    await page.evaluate(([secret, customerSecret]) => (window as unknown as MerchantWindow).start(secret!, customerSecret!), [intent.client_secret as string, session.client_secret as string])
    const list = page.getByRole('radiogroup', { name: 'Saved payment methods' })
    await list.waitFor()
    expect(await list.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual([saved[4], saved[0], saved[2]])
    await shot('saved-list-capped')

    await page.getByRole('button', { name: 'Add new payment method' }).click()
    const save = page.getByRole('checkbox', { name: 'Save this card for future payments' })
    await save.waitFor()
    expect(await save.isChecked()).toBe(false)
    await fillCard(page, '4000 0566 5566 5556')
    await tick(save)
    await shot('save-checkbox')
    const result = await page.evaluate(() => (window as unknown as MerchantWindow).pay())
    expect(result.error).toBeUndefined()
    expect(confirms.some((body) => body.includes('payment_method_data[allow_redisplay]=always'))).toBe(true)
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('shows a CVC decline on the saved card\'s CVC, focused, and an expiry decline on a card still valid on the list', async () => {
    // The sandbox declines 4000 0000 0000 0127 for its CVC and 4000 0000 0000 0069 as expired, whatever their (future) expiry.
    const { session } = await customerWithTwoCards(['4000000000000069', '4000000000000127'])
    const intent = await createPaymentIntent(demo.sandbox)
    const { page, shot, problems } = await demo.open(merchant.url, 'saved-methods-declines')
    await page.evaluate(([secret, customerSecret]) => (window as unknown as MerchantWindow).start(secret!, customerSecret!), [intent.client_secret as string, session.client_secret as string])
    await page.getByRole('radiogroup', { name: 'Saved payment methods' }).waitFor()
    const cvc = page.getByLabel('Security code for Visa ending in 0127', { exact: true })
    // The merchant does not recollect CVCs: no CVC input until the provider declines one.
    expect(await cvc.count()).toBe(0)

    const first = await page.evaluate(() => (window as unknown as MerchantWindow).pay())
    expect(first.error).toMatchObject({ code: 'incorrect_cvc', message: "Your card's security code is incorrect." })
    await cvc.waitFor()
    expect(await cvc.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator(`#${await cvc.getAttribute('aria-describedby')}`).textContent()).toBe("Your card's security code is incorrect.")
    expect(await focusedField(page)).toBe('savedCvc')
    // The error sits on the CVC, not on the list.
    expect(await page.locator('.p-SavedMethods > .p-Error').count()).toBe(0)
    await shot('cvc-declined')

    // Typing clears the error; a second decline empties the CVC and focuses it again.
    await cvc.fill('123')
    expect(await cvc.getAttribute('aria-invalid')).toBe('false')
    await page.getByRole('radio', { name: /Visa ending in 0127/ }).focus()
    const second = await page.evaluate(() => (window as unknown as MerchantWindow).pay())
    expect(second.error).toMatchObject({ code: 'incorrect_cvc' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-field') === 'savedCvc')
    expect(await cvc.inputValue()).toBe('')
    expect(await cvc.getAttribute('aria-invalid')).toBe('true')

    // An expired_card decline on a card whose expiry has not passed stays on the list: no update view.
    await tick(page.getByRole('radio', { name: /Visa ending in 0069/ }))
    await cvc.waitFor({ state: 'detached' })
    const third = await page.evaluate(() => (window as unknown as MerchantWindow).pay())
    expect(third.error).toMatchObject({ code: 'expired_card', message: 'Your card has expired.' })
    await page.locator('.p-SavedMethods > .p-Error').getByText('Your card has expired.').waitFor()
    expect(await page.getByLabel('Expiration date', { exact: true }).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as MerchantWindow).views)).toEqual(['p-SavedMethods'])
    await shot('expired-decline-on-list')
    expect((await demo.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body.status).not.toBe('succeeded')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('switches to a new card and back to the saved list', async () => {
    const { session } = await customerWithTwoCards()
    const intent = await createPaymentIntent(demo.sandbox)
    const { page, shot, problems } = await demo.open(merchant.url, 'saved-methods-add-new')
    await page.evaluate(([secret, customerSecret]) => (window as unknown as MerchantWindow).start(secret!, customerSecret!), [intent.client_secret as string, session.client_secret as string])
    await page.getByRole('button', { name: 'Add new payment method' }).click()
    await page.getByLabel('Card number', { exact: true }).waitFor()
    await shot('new-card')
    await page.getByRole('button', { name: 'Use a saved payment method' }).click()
    await page.getByRole('radiogroup', { name: 'Saved payment methods' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as MerchantWindow).views)).toEqual(['p-SavedMethods', 'p-Payment p-Payment--tabs', 'p-SavedMethods'])
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)
})
