import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness } from './browserPage.ts'

/** What a call settled with in the page: its result, or the message it was rejected with. */
type Outcome = { readonly value?: Record<string, any>; readonly thrown?: string }

/** The page's globals: `setup` makes a group of one payment element in `locale`; `confirm` confirms it. */
type PageGlobals = {
  setup: (hosting: string, locale: string, options: object) => Promise<unknown>
  confirm: (clientSecret: string) => Promise<Outcome>
  submit: () => Promise<unknown>
  /** createConfirmationToken from the group, and a confirm with that token alone (as a server-side confirm would). */
  token: () => Promise<Outcome>
  confirmToken: (clientSecret: string, token: string) => Promise<Outcome>
}

const inPage = <A, R>(page: Page, body: (globals: PageGlobals, arg: A) => R | Promise<R>, arg: A): Promise<R> =>
  page.evaluate(({ source, arg }) => new Function('globals', 'arg', `return (${source})(globals, arg)`)(window, arg), { source: body.toString(), arg }) as Promise<R>

/**
 * What the payment element adds to a confirm itself (controller.md §3 intent mutation params;
 * docs/confirm-params.md), read off the confirm request a real page sends the sandbox:
 * expected_payment_method_type, a deferred group's client_context (which the sandbox checks
 * against the intent the merchant's server made), and under adaptive pricing the currency the
 * shopper was shown with its FX quote.
 */
describe.skipIf(!canRunBrowserTests)('the intent mutation params the payment element sets at confirm (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      window.setup = (hosting, locale, options) => {
        const payloom = createPayloom(${JSON.stringify(pk)}, { hosting, apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale })
        const elements = payloom.elements(options)
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
        const payment = elements.create('payment')
        payment.mount('#payment')
        const settle = (call) => call.then((value) => ({ value: JSON.parse(JSON.stringify(value)) }), (error) => ({ thrown: error.message }))
        window.submit = () => elements.submit()
        window.confirm = (clientSecret) => settle(payloom.confirmPayment({ elements, clientSecret, redirect: 'if_required' }))
        window.token = () => settle(payloom.createConfirmationToken({ elements }))
        window.confirmToken = (clientSecret, token) => settle(payloom.confirmPayment({ clientSecret, confirmParams: { confirmation_token: token }, redirect: 'if_required' }))
        return new Promise((ready) => payment.on('ready', ready))
      }
    `)

  /**
   * A page with a deferred group's payment element, the card typed, and the body of each confirm
   * request it sends (from the page, or in isolated hosting from the controller frame).
   */
  const open = async (hosting: 'inline' | 'isolated', locale: string, options: object) => {
    const page = await harness.browser.newPage()
    const confirms: URLSearchParams[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/v1\/payment_intents\/pi_\w+\/confirm$/.test(new URL(request.url()).pathname)) confirms.push(new URLSearchParams(request.postData() ?? ''))
    })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await inPage(page, (g, arg) => g.setup(arg.hosting, arg.locale, arg.options), { hosting, locale, options })
    const form = hosting === 'inline' ? page.locator('#payment') : page.frameLocator('#payment iframe')
    await form.locator('[autocomplete="cc-number"]').fill('4242424242424242')
    await form.locator('[autocomplete="cc-exp"]').fill('12 / 34')
    await form.locator('[autocomplete="cc-csc"]').fill('123')
    // The British shopper's postcode, or the American's ZIP: the form asks the card's country's.
    const postalCode = form.locator('[autocomplete~="postal-code"]')
    if (await postalCode.isVisible()) await postalCode.fill(locale === 'en-GB' ? 'SW1A 1AA' : '62701')
    /** Submits, and confirms with the client secret of the intent the merchant's server made now. */
    const pay = async (clientSecret: string): Promise<Outcome> => {
      await inPage(page, (g) => g.submit(), null)
      return inPage(page, (g, secret) => g.confirm(secret), clientSecret)
    }
    return { page, confirms, pay }
  }

  /** The body of each confirmation token request a page sends. */
  const tokenRequests = (page: Page): URLSearchParams[] => {
    const sent: URLSearchParams[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/confirmation_tokens') sent.push(new URLSearchParams(request.postData() ?? ''))
    })
    return sent
  }

  it.each(['inline', 'isolated'] as const)("sends the type picked and what the group showed; an intent the server made otherwise is refused naming the field, one that matches is paid (%s hosting)", async (hosting) => {
    const { page, confirms, pay } = await open(hosting, 'en', { mode: 'payment', amount: 2000, currency: 'usd', captureMethod: 'manual', paymentMethodTypes: ['card'] })
    const mismatched = await createPaymentIntent(harness.sandbox)
    const refused = await pay(mismatched.client_secret)
    expect(refused.value?.error).toMatchObject({
      type: 'invalid_request_error', code: 'payment_intent_invalid_parameter', param: 'client_context[capture_method]',
      message: 'The provided capture_method (manual) does not match the expected capture_method (automatic).',
    })
    expect(Object.fromEntries(confirms[0]!)).toMatchObject({
      expected_payment_method_type: 'card',
      'client_context[mode]': 'payment',
      'client_context[currency]': 'usd',
      'client_context[capture_method]': 'manual',
      'client_context[payment_method_types][0]': 'card',
      'payment_method_data[type]': 'card',
    })
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${mismatched.id}`)).body.status).toBe('requires_payment_method')

    const matching = await createPaymentIntent(harness.sandbox, { capture_method: 'manual' })
    expect((await pay(matching.client_secret)).value).toMatchObject({ paymentIntent: { id: matching.id, status: 'requires_capture' } })
    expect(confirms).toHaveLength(2)
    await page.close()
  }, 60_000)

  it('under adaptive pricing sends the currency the shopper was shown with its quote, and the intent records what they paid in it', async () => {
    const { page, confirms, pay } = await open('inline', 'en-GB', { mode: 'payment', amount: 2000, currency: 'usd', adaptivePricing: { allowed: true } })
    const intent = await createPaymentIntent(harness.sandbox)
    expect((await pay(intent.client_secret)).value).toMatchObject({ paymentIntent: { status: 'succeeded', currency: 'usd', amount: 2000 } })
    expect(Object.fromEntries(confirms[0]!)).toMatchObject({ abstracted_presentment_currency: 'gbp', fx_quote: expect.stringMatching(/^fxq_/), 'client_context[currency]': 'usd' })
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body.presentment_details).toEqual({ presentment_amount: 1613, presentment_currency: 'gbp' })
    await page.close()
  }, 60_000)

  it("carries a deferred group's context in the confirmation token made from it, which the confirm using the token checks against the intent", async () => {
    const { page } = await open('inline', 'en', { mode: 'payment', amount: 2000, currency: 'usd', paymentMethodCreation: 'manual' })
    const sent = tokenRequests(page)
    const tokenFor = async (): Promise<string> => {
      await inPage(page, (g) => g.submit(), null)
      const made = await inPage(page, (g) => g.token(), null)
      return made.value?.confirmationToken.id
    }
    const first = await tokenFor()
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ 'client_context[mode]': 'payment', 'client_context[currency]': 'usd', 'payment_method_data[type]': 'card' })
    // The merchant's server made the intent in euros: the shopper was shown dollars.
    const euros = await createPaymentIntent(harness.sandbox, { currency: 'eur' })
    expect((await inPage(page, (g, arg) => g.confirmToken(arg.secret, arg.token), { secret: euros.client_secret, token: first })).value?.error).toMatchObject({
      type: 'invalid_request_error', param: 'confirmation_token[client_context][currency]', message: 'The provided currency (usd) does not match the expected currency (eur).',
    })
    const dollars = await createPaymentIntent(harness.sandbox)
    expect((await inPage(page, (g, arg) => g.confirmToken(arg.secret, arg.token), { secret: dollars.client_secret, token: await tokenFor() })).value).toMatchObject({
      paymentIntent: { id: dollars.id, status: 'succeeded' },
    })
    await page.close()
  }, 60_000)
})
