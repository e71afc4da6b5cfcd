import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

/** What a call settled with in the page: its result, or the message it was rejected with. */
type Outcome = { readonly value?: Record<string, any>; readonly thrown?: string }

/** The page's globals: the elements `setup` mounted, by type, and a way to settle a call. */
type PageGlobals = {
  payloom: any
  made: Record<string, any>
  setup: (types: ReadonlyArray<string>) => Promise<unknown>
  settle: (call: () => Promise<unknown>) => Promise<Outcome>
}

/** Runs `body` in the page with its globals (Playwright sends the source; this hands it `window` typed as PageGlobals). */
const inPage = <A, R>(page: Page, body: (globals: PageGlobals, arg: A) => R | Promise<R>, arg: A): Promise<R> =>
  page.evaluate(({ source, arg }) => new Function('globals', 'arg', `return (${source})(globals, arg)`)(window, arg), { source: body.toString(), arg }) as Promise<R>

describe.skipIf(!canRunBrowserTests)('createToken(element, data) in a real page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      window.payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' })
      window.settle = (call) => call().then((value) => ({ value: JSON.parse(JSON.stringify(value)) }), (error) => ({ thrown: error.message }))
      window.setup = (types) => {
        const main = document.querySelector('main')
        const elements = window.payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd' })
        window.made = {}
        for (const type of types) {
          main.insertAdjacentHTML('beforeend', '<div id="' + type + '"></div>')
          window.made[type] = elements.create(type)
          window.made[type].mount('#' + type)
        }
        return Promise.all(types.map((type) => new Promise((ready) => window.made[type].on('ready', ready))))
      }
    `)

  /** A fresh page with `types` mounted in one group, each in `#<type>`, and the token requests it sends. */
  const open = async (types: ReadonlyArray<string>): Promise<{ readonly page: Page; readonly tokenRequests: ReadonlyArray<string> }> => {
    const page = await harness.browser.newPage()
    const tokenRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/tokens') tokenRequests.push(request.postData() ?? '')
    })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    await inPage(page, (globals, arg) => globals.setup(arg), types)
    return { page, tokenRequests }
  }

  it('tokenizes a typed card element with the cardholder details; an incomplete card shows its error and sends nothing', async () => {
    const { page, tokenRequests } = await open(['card'])
    const shot = screenshotSteps(page, 'create-token')
    const scope = page.locator('#card')
    await scope.getByLabel('Card number', { exact: true }).fill('4242424242424242')
    await scope.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
    await scope.getByLabel('Security code', { exact: true }).fill('1')
    await scope.getByLabel('Postal code', { exact: true }).fill('62701')
    const tokenize = () => inPage(page, (g) => g.settle(() => g.payloom.createToken(g.made.card, { name: 'Ada Lovelace', address_line1: '1 Main St', currency: 'usd' })), null)

    expect(await tokenize()).toEqual({ value: { error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete.", param: 'card[cvc]' } } })
    // Shown in the element as submit() shows it, and no request left the page.
    await expect.poll(() => scope.locator('.p-Error').filter({ hasText: /\S/ }).allTextContents()).toEqual(["Your card's security code is incomplete."])
    await shot('incomplete-cvc')
    expect(tokenRequests).toEqual([])

    await scope.getByLabel('Security code', { exact: true }).fill('123')
    const created = await tokenize()
    expect(created.value).toMatchObject({
      token: {
        object: 'token', type: 'card',
        card: { object: 'card', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2034, name: 'Ada Lovelace', address_line1: '1 Main St', address_zip: '62701', address_country: 'US', currency: 'usd' },
      },
    })
    expect(created.value?.token.id).toMatch(/^tok_/)
    expect(tokenRequests).toHaveLength(1)
    expect(new URLSearchParams(tokenRequests[0]).get('card[number]')).toBe('4242424242424242')
    await expect.poll(() => scope.locator('.p-Error').filter({ hasText: /\S/ }).count()).toBe(0)
    await shot('tokenized')

    const mistake = await inPage(page, (g) => g.settle(() => g.payloom.createToken(g.made.card, { nickname: 'Ada' })), null)
    expect(mistake.thrown).toBe('Invalid value for createToken(element, data): data.nickname is not a card token field. Known fields: name, address_line1, address_line2, address_city, address_state, address_zip, address_country, currency.')
    await page.close()
  }, 60_000)

  it('createSource(element, data) makes a card source of the typed card, naming the element and the fields the shopper pasted', async () => {
    const { page } = await open(['card'])
    const sourceRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/sources') sourceRequests.push(request.postData() ?? '')
    })
    const scope = page.locator('#card')
    // The number pasted (an input event of inputType insertFromPaste), the rest typed.
    await scope.getByLabel('Card number', { exact: true }).evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '4242424242424242')
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }))
    })
    await scope.getByLabel('Expiration date', { exact: true }).fill('12 / 34')
    await scope.getByLabel('Security code', { exact: true }).fill('123')
    await scope.getByLabel('Postal code', { exact: true }).fill('62701')
    const created = await inPage(page, (g) => g.settle(() => g.payloom.createSource(g.made.card, { owner: { name: 'Ada Lovelace', email: 'ada@example.com' }, usage: 'single_use' })), null)
    expect(created.value).toMatchObject({ source: { object: 'source', type: 'card', usage: 'single_use', owner: { name: 'Ada Lovelace', email: 'ada@example.com' }, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } } })
    expect(sourceRequests).toHaveLength(1)
    const sent = new URLSearchParams(sourceRequests[0])
    expect([sent.get('type'), sent.get('card[number]'), sent.get('owner[address][postal_code]'), sent.get('payment_user_agent'), sent.get('pasted_fields')])
      .toEqual(['card', '4242424242424242', '62701', 'payloom.js; card-element', 'number'])

    const mistake = await inPage(page, (g) => g.settle(() => g.payloom.createSource(g.made.card, { type: 'sepa_debit' })), null)
    expect(mistake.thrown).toBe("Invalid value for createSource(element, data): a card element makes a card source, so data.type must be 'card' or left out, got \"sepa_debit\".")
    expect(sourceRequests).toHaveLength(1)
    await page.close()
  }, 60_000)

  it('tokenizes the split card elements together from the cardNumber element', async () => {
    const { page, tokenRequests } = await open(['cardNumber', 'cardExpiry', 'cardCvc', 'postalCode'])
    const shot = screenshotSteps(page, 'create-token-split')
    await page.getByLabel('Card number', { exact: true }).fill('5555555555554444')
    await page.getByLabel('Security code', { exact: true }).fill('123')
    await page.getByLabel('Postal code', { exact: true }).fill('94107')
    const tokenize = () => inPage(page, (g) => g.settle(() => g.payloom.createToken(g.made.cardNumber)), null)

    expect(await tokenize()).toEqual({ value: { error: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete.", param: 'card[exp_month]' } } })
    await expect.poll(() => page.locator('#cardExpiry .p-Error').filter({ hasText: /\S/ }).allTextContents()).toEqual(["Your card's expiration date is incomplete."])
    await shot('incomplete-expiry')
    expect(tokenRequests).toEqual([])

    await page.getByLabel('Expiration date', { exact: true }).pressSequentially('1234')
    expect((await tokenize()).value).toMatchObject({ token: { type: 'card', card: { brand: 'MasterCard', last4: '4444', exp_month: 12, exp_year: 2034, address_zip: '94107' } } })
    expect(tokenRequests).toHaveLength(1)
    await shot('tokenized')

    const expiry = await inPage(page, (g) => g.settle(() => g.payloom.createToken(g.made.cardExpiry)), null)
    expect(expiry.thrown).toMatch(/^Invalid value for createToken\(\): a cardExpiry element cannot be tokenized\./)
    await page.close()
  }, 60_000)
})
