import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { CardOptions } from 'payloom/plugins/card'
import { luhnDigit } from '../validation/card/cardNumbers.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

/** What the page's card element reports (`getValue()`), and the payment made with it. */
type PageGlobals = {
  setup: (clientSecret: string, options: CardOptions) => Promise<void>
  value: () => Promise<{ complete: boolean; error?: { code: string }; brand?: string }>
  pay: () => Promise<{ paymentIntent?: { status: string; payment_method: { card: { last4: string } } }; error?: { code: string } }>
  inputAs: (source: 'paste' | 'autofill', text: string) => void
}

const globals = (page: Page) => ({
  value: () => page.evaluate(() => (window as unknown as PageGlobals).value()),
  pay: () => page.evaluate(() => (window as unknown as PageGlobals).pay()),
  inputAs: (source: 'paste' | 'autofill', text: string) => page.evaluate(([how, value]) => (window as unknown as PageGlobals).inputAs(how, value), [source, text] as const),
})

/** The accepted brands as a screen reader names them: each badge is its brand's logo, an image with the brand's name. */
const brandNames = (badges: Locator): Promise<string[]> => badges.getByRole('img').evaluateAll((logos) => logos.map((logo) => logo.getAttribute('aria-label') ?? ''))

describe.skipIf(!canRunBrowserTests)('the card number input and the accepted brands (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      window.setup = (clientSecret, options) => {
        const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(options)], locale: 'en' })
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="card" style="max-width: 30rem"></div>')
        const elements = payloom.elements({ clientSecret })
        const element = elements.create('card')
        element.mount('#card')
        window.value = () => element.getValue()
        window.pay = () => payloom.confirmPayment({ elements, confirmParams: { return_url: location.href }, redirect: 'if_required' })
        // A paste carries inputType insertFromPaste; the browser's autofill none at all.
        window.inputAs = (source, text) => {
          const input = document.querySelector('[data-field="number"]')
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text)
          input.dispatchEvent(source === 'paste' ? new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }) : new Event('input', { bubbles: true }))
        }
        return new Promise((ready) => element.on('ready', ready))
      }
    `)

  const open = async (options: CardOptions = {}): Promise<Page> => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    const { client_secret: clientSecret } = await createPaymentIntent(harness.sandbox)
    await page.evaluate(([secret, cardOptions]) => (window as unknown as PageGlobals).setup(secret, cardOptions), [clientSecret, options] as const)
    await page.getByLabel('Country', { exact: true }).selectOption('US')
    return page
  }

  const fillTheRest = async (page: Page): Promise<void> => {
    await page.getByLabel('Expiration date', { exact: true }).pressSequentially('1234')
    await page.getByLabel('Security code', { exact: true }).fill('123')
    await page.getByLabel('Postal code', { exact: true }).fill('94107')
  }

  it('keeps exactly the digits it shows, whether typed, pasted or autofilled', async () => {
    const page = await open()
    const { value, pay, inputAs } = globals(page)
    const number = page.getByLabel('Card number', { exact: true })
    await number.pressSequentially('42424242424242421')
    await expect.poll(() => number.inputValue()).toBe('4242 4242 4242 4242')
    expect((await value()).error?.code).not.toBe('invalid_number')
    expect(await page.getByText('Your card number is invalid.').count()).toBe(0)

    for (const source of ['paste', 'autofill'] as const) {
      await number.fill('')
      await inputAs(source, '5555 5555 5555 4444 99')
      await expect.poll(() => number.inputValue()).toBe('5555 5555 5555 4444')
      expect(await value()).toMatchObject({ brand: 'mastercard' })
      expect(await page.getByText('Your card number is invalid.').count()).toBe(0)
    }

    await number.fill('')
    await number.pressSequentially('42424242424242421')
    await fillTheRest(page)
    expect(await value()).toMatchObject({ complete: true, brand: 'visa' })
    // The provider gets the number shown, not one with a 17th digit behind it.
    expect(await pay()).toMatchObject({ paymentIntent: { status: 'succeeded', payment_method: { card: { last4: '4242' } } } })
    await page.close()
  }, 60_000)

  it('takes 19 visa digits with the 19-digit option, and no 20th', async () => {
    // A Visa BIN the sandbox has no account range for: a test card's range (400000...) would say its
    // numbers have 16 digits, which the card form then holds to (its card metadata lookup).
    const body = '457173'.padEnd(18, '0')
    const visa19 = body + luhnDigit(body)
    const page = await open({ allow19Digits: true })
    const number = page.getByLabel('Card number', { exact: true })
    await number.pressSequentially(`${visa19}5`)
    await expect.poll(() => number.inputValue()).toBe(`${visa19.slice(0, 4)} ${visa19.slice(4, 8)} ${visa19.slice(8, 12)} ${visa19.slice(12, 16)} ${visa19.slice(16)}`)
    await fillTheRest(page)
    expect(await globals(page).value()).toMatchObject({ complete: true, brand: 'visa' })
    expect(await globals(page).pay()).toMatchObject({ paymentIntent: { status: 'succeeded', payment_method: { card: { last4: visa19.slice(-4) } } } })
    await page.close()
  }, 60_000)

  it('shows the brands accepted for the billing country, and refuses the others as they are typed', async () => {
    const page = await open()
    const shot = screenshotSteps(page, 'card-accepted-brands')
    const badges = page.getByRole('list', { name: 'Accepted cards' }).getByRole('listitem')
    await expect.poll(() => brandNames(badges)).toEqual(['American Express', 'Diners Club', 'Discover', 'Elo', 'JCB', 'Mastercard', 'UnionPay', 'Visa'])
    // One row above the number field, not badges stacked on top of each other.
    const boxes = await Promise.all((await badges.all()).map((badge) => badge.boundingBox()))
    const first = boxes[0]!
    expect(boxes.every((box, i) => i === 0 || box!.x > boxes[i - 1]!.x || box!.y > boxes[i - 1]!.y)).toBe(true)
    expect(first.y + first.height).toBeLessThanOrEqual((await page.getByLabel('Card number', { exact: true }).boundingBox())!.y)
    await shot('us-all-brands')

    await page.getByLabel('Country', { exact: true }).selectOption('FR')
    await expect.poll(() => brandNames(badges)).toEqual(['American Express', 'Diners Club', 'Discover', 'Mastercard', 'UnionPay', 'Visa'])
    await page.getByLabel('Card number', { exact: true }).pressSequentially('3566')
    const refused = page.getByRole('alert').filter({ hasText: 'This card brand is not accepted in your country.' })
    await refused.waitFor()
    expect(await page.getByLabel('Card number', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect((await globals(page).value()).error?.code).toBe('unsupported_card_brand_country')
    await shot('fr-jcb-refused')

    await page.getByLabel('Country', { exact: true }).selectOption('JP')
    await refused.waitFor({ state: 'detached' })
    expect(await brandNames(badges)).toContain('JCB')
    await page.close()
  }, 60_000)

  it("lists only the merchant's allowed brands, and refuses the rest", async () => {
    const page = await open({ allowedCardBrands: ['visa', 'mastercard'] })
    const shot = screenshotSteps(page, 'card-allowed-brands')
    const badges = page.getByRole('list', { name: 'Accepted cards' }).getByRole('listitem')
    await expect.poll(() => brandNames(badges)).toEqual(['Mastercard', 'Visa'])
    await page.getByLabel('Card number', { exact: true }).pressSequentially('3782 822463 10005')
    await page.getByRole('alert').filter({ hasText: 'This card brand is not accepted here.' }).waitFor()
    expect((await globals(page).value()).error?.code).toBe('unsupported_card_brand')
    await shot('amex-refused')
    await page.close()
  }, 60_000)
})
