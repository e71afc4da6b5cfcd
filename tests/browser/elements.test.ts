import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, serveMerchantPage } from './browserPage.ts'
import { section, startDemo, waitForCardForm, type Demo } from './demoCheckout.ts'

let demo: Demo
let merchant: Awaited<ReturnType<typeof serveMerchantPage>>

/** The address fields each country's form shows, in order (payment-form.md §3, Google's address formats). */
const addressFields = {
  US: ['name', 'country', 'line1', 'line2', 'city', 'state', 'postal_code'],
  GB: ['name', 'country', 'line1', 'line2', 'city', 'postal_code'],
  JP: ['name', 'country', 'postal_code', 'state', 'line1', 'line2'],
  BR: ['name', 'country', 'line1', 'line2', 'sublocality', 'city', 'state', 'postal_code'],
} as const

/** The labels that change with the country: the locality, state and postal code name types. */
const addressLabels = {
  US: { city: 'City', state: 'State', postal_code: 'ZIP code' },
  GB: { city: 'Post town', postal_code: 'Postal code' },
  JP: { state: 'Prefecture', postal_code: 'Postal code' },
  BR: { sublocality: 'Neighbourhood', city: 'City', state: 'State', postal_code: 'Postal code' },
} as const

const shownFields = (scope: Locator) => scope.locator('[data-field]:visible').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('data-field')))
/** Each shown field's label, without the "(optional)" of optional ones. */
const fieldLabels = (scope: Locator) => scope.locator('[data-field]:visible').evaluateAll((inputs) => Object.fromEntries(inputs.map((input) => [
  input.getAttribute('data-field'),
  (input as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\(optional\)$/, '') ?? null,
])))

/** Perceived lightness of a computed `rgb(...)` colour, 0 (black) to 1 (white). */
const lightness = (color: string): number => {
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255
}

describe.skipIf(!canRunBrowserTests)('the demo\'s elements in Chromium', () => {
  beforeAll(async () => {
    demo = await startDemo()
    // A second method, written as an outside author would, so the payment element has tabs to show.
    merchant = await serveMerchantPage(`
      import * as Schema from 'effect/Schema'
      import { createPayloom, definePaymentMethod } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { validationError } from 'payloom/validation'

      const ideal = definePaymentMethod({
        type: 'ideal',
        loadSchema: async () => Schema.Struct({ bank: Schema.String }),
        defaults: () => ({ bank: '' }),
        availability: () => ({ available: true }),
        Form: ({ values, onChange, idPrefix }) => (
          <div className="p-Field">
            <label className="p-Label" htmlFor={idPrefix + '-bank'}>Bank</label>
            <select id={idPrefix + '-bank'} data-field="bank" className="p-Input p-Select" value={values.bank} onChange={(event) => onChange({ bank: event.currentTarget.value })}>
              <option value="">Choose your bank</option>
              <option value="ing">ING</option>
            </select>
          </div>
        ),
        validate: (values) => (values.bank === '' ? { bank: validationError('incomplete_bank') } : {}),
        toPaymentMethodData: (values) => ({ type: 'ideal', ideal: { bank: values.bank } }),
        settings: { saveable: true, offSession: false, polling: false, redirect: 'always', mandate: false },
        messages: { en: { label: 'iDEAL', incomplete_bank: 'Choose your bank.' } },
      })
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', plugins: [card(), ideal], apiBase: ${JSON.stringify(demo.sandbox.url)}, locale: 'en' })
      document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
      window.mountPayment = (clientSecret, layout) => payloom.elements({ clientSecret }).create('payment', { layout }).mount('#payment')
    `)
  }, 60_000)
  afterAll(async () => {
    await merchant?.close()
    await demo?.dispose()
  })

  it('switches the address form US -> GB -> JP -> BR with each country\'s fields', async () => {
    const { page, shot, problems } = await demo.open('/', 'address-countries')
    const shipping = section(page, 'Shipping address')
    await shipping.locator('[data-field="line1"]').waitFor()
    // Typing a street line shows every field (payment-form.md §4 "show all fields").
    await shipping.locator('[data-field="line1"]').fill('1 Main Street')
    for (const country of ['US', 'GB', 'JP', 'BR'] as const) {
      await shipping.locator('[data-field="country"]').selectOption(country)
      await expect.poll(() => shownFields(shipping)).toEqual(addressFields[country])
      await expect.poll(() => fieldLabels(shipping)).toMatchObject(addressLabels[country])
      await shot(country)
    }
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('shows methods as tabs (arrow keys move between them) and as an accordion that starts collapsed', async () => {
    const { page, shot, problems } = await demo.open(merchant.url, 'tabs-and-accordion')
    const intent = await createPaymentIntent(demo.sandbox, { currency: 'eur', payment_method_types: ['card', 'ideal'] })
    await page.evaluate((secret) => (window as unknown as { mountPayment: (s: string, l: string) => void }).mountPayment(secret, 'tabs'), intent.client_secret as string)
    const tabs = page.getByRole('tab')
    await tabs.first().waitFor()
    expect(await tabs.allTextContents()).toEqual(['Card', 'iDEAL'])
    expect(await page.getByRole('tab', { name: 'Card' }).getAttribute('aria-selected')).toBe('true')
    await waitForCardForm(page)
    await shot('tabs-card')
    await page.getByRole('tab', { name: 'Card' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByLabel('Bank').waitFor()
    expect(await page.getByRole('tab', { name: 'iDEAL' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByLabel('Card number', { exact: true }).count()).toBe(0)
    await shot('tabs-ideal')

    await page.reload()
    await page.evaluate((secret) => (window as unknown as { mountPayment: (s: string, l: string) => void }).mountPayment(secret, 'accordion'), intent.client_secret as string)
    const cardItem = page.getByRole('button', { name: 'Card', exact: true })
    await cardItem.waitFor()
    expect(await cardItem.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('.p-AccordionItem').count()).toBe(2)
    // The card plugin's logo (its loadLogo) sits beside its name, centred on it, and is not read out.
    const logo = cardItem.locator('.p-Logo')
    await expect.poll(() => logo.evaluate((svg) => svg.querySelector('path') !== null && svg.getAttribute('aria-hidden')), { timeout: 10_000 }).toBe('true')
    const [logoBox, labelBox] = [(await logo.boundingBox())!, (await cardItem.locator('.p-TabLabel').boundingBox())!]
    expect(Math.abs(logoBox.y + logoBox.height / 2 - (labelBox.y + labelBox.height / 2))).toBeLessThanOrEqual(1)
    expect(logoBox.x + logoBox.width).toBeLessThan(labelBox.x)
    await shot('accordion-collapsed')
    await cardItem.click()
    await waitForCardForm(page)
    expect(await cardItem.getAttribute('aria-expanded')).toBe('true')
    await shot('accordion-card')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('lays the demo\'s payment element out as an accordion with ?layout=accordion', async () => {
    const { page, shot, problems } = await demo.open('/?layout=accordion', 'demo-accordion')
    const cardItem = section(page, 'Payment').getByRole('button', { name: 'Card', exact: true })
    await cardItem.waitFor()
    expect(await cardItem.getAttribute('aria-expanded')).toBe('false')
    await cardItem.click()
    await waitForCardForm(page)
    await shot('opened')
    expect(problems()).toEqual([])
    await page.close()
  }, 60_000)

  it('applies the night theme with ?theme=night, through a nonce-tagged stylesheet the page\'s CSP allows', async () => {
    const colours = async (path: string, folder: string) => {
      const { page, shot, problems } = await demo.open(path, folder)
      await waitForCardForm(page)
      await shot('loaded')
      const input = page.getByLabel('Card number', { exact: true })
      const style = await input.evaluate((element) => {
        const computed = getComputedStyle(element)
        return { background: computed.backgroundColor, text: computed.color }
      })
      const stylesheets = await page.locator('style').evaluateAll((styles) => styles.map((style) => (style as HTMLStyleElement).nonce !== ''))
      expect(problems()).toEqual([])
      await page.close()
      return { ...style, stylesheets }
    }
    const day = await colours('/', 'theme-stripe')
    const night = await colours('/?theme=night', 'theme-night')
    expect(day.background).toBe('rgb(255, 255, 255)')
    // The night theme's colorBackground (#30313d) and colorText (#ffffff).
    expect(night.background).toBe('rgb(48, 49, 61)')
    expect(lightness(night.text)).toBeGreaterThan(0.9)
    expect(lightness(day.text)).toBeLessThan(0.3)
    for (const { stylesheets } of [day, night]) expect(stylesheets.length > 0 && stylesheets.every(Boolean)).toBe(true)
  }, 60_000)
})
