import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { catalogLoaders, locales, type Catalog, type Locale } from '../../core/generated/locales/index.generated.ts'
import { canRunBrowserTests, screenshotSteps } from './browserPage.ts'
import { shopUrl, startDemo, type CheckoutPage, type Demo } from './demoCheckout.ts'

let demo: Demo
let checkout: CheckoutPage
const catalogs = new Map<Locale, Catalog>(await Promise.all(locales.map(async (locale) => [locale, (await catalogLoaders[locale]()).messages] as const)))
const rightToLeft: ReadonlyArray<Locale> = ['ar', 'he', 'fa']
/** The languages whose screenshots a person looks at: right to left, CJK, long German words, Devanagari. */
const looked: ReadonlyArray<Locale> = ['ar', 'ja', 'de', 'hi']

/** Opens a shop path in the test's one page and waits for the card form's number field, labelled in `locale`. */
const openIn = async (page: Page, path: string, locale: Locale) => {
  await page.goto(shopUrl(demo.shop, path))
  const label = catalogs.get(locale)!['card.number_label']
  await page.getByLabel(label, { exact: true }).waitFor({ timeout: 15_000 })
  return page.locator('.p-Root').filter({ has: page.getByLabel(label, { exact: true }) })
}

describe.skipIf(!canRunBrowserTests)('the demo checkout in every locale', () => {
  beforeAll(async () => {
    demo = await startDemo()
    checkout = await demo.open('/plain?locale=en', 'locales')
  }, 60_000)
  afterAll(async () => {
    await demo?.dispose()
  })

  it('labels the card number in each of the 51 locales on /plain?locale=xx, right to left for ar, he and fa', async () => {
    const { page } = checkout
    for (const locale of locales) {
      const root = await openIn(page, `/plain?locale=${locale}`, locale)
      expect(await root.getAttribute('dir'), locale).toBe(rightToLeft.includes(locale) ? 'rtl' : 'ltr')
      expect(await root.getAttribute('lang'), locale).toBe(locale)
      // The card number reads left to right even in a right-to-left form.
      const number = page.getByLabel(catalogs.get(locale)!['card.number_label'], { exact: true })
      expect(await number.evaluate((input) => getComputedStyle(input).direction), locale).toBe('ltr')
      if (looked.includes(locale)) {
        await number.fill('4000 0025 0000 3155')
        await number.blur()
        await screenshotSteps(page, `locales/${locale}`)('card-form')
      }
    }
    expect(checkout.problems()).toEqual([])
  }, 110_000)

  it("resolves a regional tag by the fallback chain and 'auto' by the browser's language", async () => {
    const { page } = checkout
    expect(await (await openIn(page, '/plain?locale=es-MX', 'es-419')).getAttribute('lang')).toBe('es-419')
    expect(await (await openIn(page, '/plain?locale=pt_pt', 'pt')).getAttribute('lang')).toBe('pt')
    expect(await (await openIn(page, '/plain?locale=zh-Hant-MO', 'zh-HK')).getAttribute('lang')).toBe('zh-HK')
    expect(await (await openIn(page, '/plain', 'en')).getAttribute('lang')).toBe('en')
    expect(checkout.problems()).toEqual([])
  }, 30_000)

  it("switches language with the picker, and the React checkout honours ?locale= too", async () => {
    const { page } = checkout
    await openIn(page, '/plain?locale=en', 'en')
    await page.getByLabel('Language').selectOption('ja')
    await page.getByLabel(catalogs.get('ja')!['card.number_label'], { exact: true }).waitFor()
    expect(new URL(page.url()).searchParams.get('locale')).toBe('ja')
    const react = await openIn(page, '/?locale=he', 'he')
    expect(await react.getAttribute('dir')).toBe('rtl')
    await page.getByLabel(catalogs.get('he')!['contact.email_label'], { exact: true }).waitFor()
    await screenshotSteps(page, 'locales/he-react')('checkout')
    expect(checkout.problems()).toEqual([])
  }, 30_000)
})
