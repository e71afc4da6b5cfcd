import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { deferredAmountBeta } from '../../core/session/betas.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness } from './browserPage.ts'

/** What a call settled with in the page: its result, or the message it was rejected with. */
type Outcome = { readonly value?: Record<string, any>; readonly thrown?: string }

/** The page's globals: the instances, and the group and elements `setup` made. */
type PageGlobals = {
  payloom: any
  betaPayloom: any
  elements: any
  made: Array<any>
  setup: (instance: 'payloom' | 'betaPayloom', options: object, creates: ReadonlyArray<readonly [string, object]>) => Promise<unknown>
  settle: (call: () => Promise<unknown>) => Promise<Outcome>
  warnings: Array<string>
}

/** Runs `body` in the page with its globals (Playwright sends the source; this hands it `window` typed as PageGlobals). */
const inPage = <A, R>(page: Page, body: (globals: PageGlobals, arg: A) => R | Promise<R>, arg: A): Promise<R> =>
  page.evaluate(({ source, arg }) => new Function('globals', 'arg', `return (${source})(globals, arg)`)(window, arg), { source: body.toString(), arg }) as Promise<R>

const fillCard = async (scope: Locator, fields: { readonly cvc?: string } = {}): Promise<void> => {
  await scope.getByLabel('Card number', { exact: true }).fill('4242424242424242')
  await scope.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
  await scope.getByLabel('Security code', { exact: true }).fill(fields.cvc ?? '123')
  const postalCode = scope.getByLabel('Postal code', { exact: true })
  if (await postalCode.isVisible()) await postalCode.fill('62701')
}

const deferred = { mode: 'payment', amount: 2000, currency: 'usd', paymentMethodCreation: 'manual' }

describe.skipIf(!canRunBrowserTests)('elements rules in a real page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      const options = { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' }
      window.payloom = createPayloom(${JSON.stringify(pk)}, options)
      window.betaPayloom = createPayloom(${JSON.stringify(pk)}, { ...options, betas: [${JSON.stringify(deferredAmountBeta)}] })
      window.warnings = []
      const warn = console.warn
      console.warn = (...args) => { window.warnings.push(args.join(' ')); warn(...args) }
      window.settle = (call) => call().then((value) => ({ value: JSON.parse(JSON.stringify(value)) }), (error) => ({ thrown: error.message }))
      window.setup = (instance, elementsOptions, creates) => {
        const main = document.querySelector('main')
        window.elements = window[instance].elements(elementsOptions)
        window.made = creates.map(([type, elementOptions], index) => {
          main.insertAdjacentHTML('beforeend', '<div id="el' + index + '"></div>')
          const element = window.elements.create(type, elementOptions)
          element.mount('#el' + index)
          return element
        })
        return Promise.all(window.made.map((element) => new Promise((ready) => element.on('ready', ready))))
      }
    `)

  /** A fresh page with `creates` mounted in one group, each element in `#el<index>`. */
  const open = async (instance: 'payloom' | 'betaPayloom', options: object, creates: ReadonlyArray<readonly [string, object]>): Promise<Page> => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await inPage(page, (globals, arg) => globals.setup(arg.instance, arg.options, arg.creates), { instance, options, creates })
    return page
  }

  it("creates a payment method and a confirmation token from the payment element after submit(), then confirms the deferred intent", async () => {
    const page = await open('payloom', deferred, [['payment', {}]])
    await fillCard(page.locator('#el0'))
    const early = await inPage(page, (g) => g.settle(() => g.payloom.createPaymentMethod({ elements: g.elements })), null)
    expect(early).toEqual({ thrown: 'elements.submit() must be called before createPaymentMethod().' })
    expect(await inPage(page, (g) => g.elements.submit(), null)).toEqual({})
    const created = await inPage(page, (g) => g.settle(() => g.payloom.createPaymentMethod({ elements: g.elements, params: { billing_details: { name: 'Ada Lovelace' } } })), null)
    expect(created.value).toMatchObject({ paymentMethod: { type: 'card', card: { last4: '4242' }, billing_details: { name: 'Ada Lovelace', address: { postal_code: '62701' } } } })
    const raw = await inPage(page, (g) => g.settle(() => g.payloom.createPaymentMethod({ elements: g.elements, params: { card: { number: '4242424242424242' } } })), null)
    expect(raw.thrown).toBe('createPaymentMethod() cannot take raw card data (params.card) with the payment element: the card details come from the element.')
    const token = await inPage(page, (g) => g.settle(() => g.payloom.createConfirmationToken({ elements: g.elements, params: { return_url: 'https://shop.example/done' } })), null)
    expect(token.value).toMatchObject({ confirmationToken: { object: 'confirmation_token' } })

    // The merchant's server creates the intent once the shopper has pressed pay.
    const intent = await createPaymentIntent(harness.sandbox)
    const confirm = (clientSecret: string) => inPage(page, (g, secret) => g.settle(() => g.payloom.confirmPayment({ elements: g.elements, clientSecret: secret, redirect: 'if_required' })), clientSecret)
    expect((await confirm(intent.client_secret)).value).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    // The submit counted for that confirm only.
    expect(await confirm((await createPaymentIntent(harness.sandbox)).client_secret)).toEqual({ thrown: 'elements.submit() must be called before confirmPayment().' })
    await page.close()
  }, 60_000)

  it("needs paymentMethodCreation: 'manual' and exactly one payment method element", async () => {
    const page = await open('payloom', { mode: 'payment', amount: 2000, currency: 'usd' }, [['payment', {}]])
    await fillCard(page.locator('#el0'))
    const outcome = await inPage(page, async (g) => {
      await g.elements.submit()
      return g.settle(() => g.payloom.createPaymentMethod({ elements: g.elements }))
    }, null)
    expect(outcome.thrown).toMatch(/^createPaymentMethod\(\) with the payment element needs paymentMethodCreation: 'manual'/)
    await page.close()

    const both = await open('payloom', deferred, [['payment', {}], ['card', {}]])
    const multiple = await inPage(both, async (g) => {
      await g.elements.submit()
      return g.settle(() => g.payloom.createConfirmationToken({ elements: g.elements }))
    }, null)
    expect(multiple).toEqual({ thrown: 'Found multiple payment method elements: payment, card. Pass in a single `element` instead.' })
    await both.close()
  }, 60_000)

  it('validates a card element passed as `element` first: the error shows in it and is logged', async () => {
    const page = await open('payloom', { clientSecret: (await createPaymentIntent(harness.sandbox)).client_secret }, [['card', { preferredNetwork: ['cartes_bancaires'] }]])
    const scope = page.locator('#el0')
    await fillCard(scope, { cvc: '1' })
    const incomplete = await inPage(page, (g) => g.settle(() => g.payloom.createPaymentMethod({ element: g.made[0] })), null)
    expect(incomplete.value).toEqual({ error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." } })
    await expect.poll(() => scope.locator('.p-Error').filter({ hasText: /\S/ }).allTextContents()).toEqual(["Your card's security code is incomplete."])
    expect(await inPage(page, (g) => g.warnings, null)).toContain("payloom: the card element is not complete (incomplete_cvc): Your card's security code is incomplete.")

    await scope.getByLabel('Security code', { exact: true }).fill('123')
    const created = await inPage(page, (g) => g.settle(() => g.payloom.createPaymentMethod({ element: g.made[0] })), null)
    expect(created.value).toMatchObject({ paymentMethod: { type: 'card', card: { last4: '4242' } } })
    const network = await inPage(page, (g) => g.settle(() => g.payloom.confirmPayment({
      elements: g.elements,
      confirmParams: { payment_method_data: { card: { networks: { preferred: 'cartes_bancaires' } } } },
      redirect: 'if_required',
    })), null)
    expect(network.thrown).toBe('Do not pass confirmParams.payment_method_data.card.networks.preferred to confirmPayment(): a preferredNetwork was already given when creating the card element.')
    await page.close()
  }, 60_000)

  it("needs a billing field set to 'never' in confirmParams, then pays with it", async () => {
    const intent = await createPaymentIntent(harness.sandbox)
    const page = await open('payloom', { clientSecret: intent.client_secret }, [['payment', { fields: { billingDetails: { name: 'never' } } }]])
    await fillCard(page.locator('#el0'))
    const confirm = (billing: object) => inPage(page, (g, billing_details) => g.settle(() => g.payloom.confirmPayment({
      elements: g.elements,
      confirmParams: { payment_method_data: { billing_details } },
      redirect: 'if_required',
    })), billing)
    expect((await confirm({})).thrown).toBe(
      'You specified "never" for fields.billingDetails.name when creating the payment element, but did not pass confirmParams.payment_method_data.billing_details.name when calling confirmPayment(). The element does not collect that field, so pass it in the call.',
    )
    expect((await confirm({ name: 'Ada Lovelace' })).value).toMatchObject({ paymentIntent: { status: 'succeeded', payment_method: { billing_details: { name: 'Ada Lovelace' } } } })
    await page.close()
  }, 60_000)

  // A payment-mode group without an amount cannot load its session from the harness.sandbox, which asks
  // for one; the amount rule is covered by tests/core/confirm/elementsRules.test.ts.
  it(`needs setup mode for confirmSetup with the ${deferredAmountBeta} beta`, async () => {
    const page = await open('betaPayloom', { mode: 'payment', amount: 2000, currency: 'usd' }, [['payment', {}]])
    await fillCard(page.locator('#el0'))
    const setup = await harness.sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['card'] })
    const outcome = await inPage(page, async (g, clientSecret) => {
      await g.elements.submit()
      return g.settle(() => g.betaPayloom.confirmSetup({ elements: g.elements, clientSecret, redirect: 'if_required' }))
    }, setup.body.client_secret as string)
    expect(outcome.thrown).toBe(`confirmSetup() needs elements in setup mode when the ${deferredAmountBeta} beta is enabled: create them with payloom.elements({ mode: 'setup', currency }).`)
    await page.close()
  }, 60_000)
})
