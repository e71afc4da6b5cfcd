import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatMessage } from '../../../core/i18n/translate.ts'
import { catalogLoaders, locales, type Catalog, type Locale, type MessageKey } from '../../../core/generated/locales/index.generated.ts'

const catalogs = new Map<Locale, Catalog>(await Promise.all(locales.map(async (locale) => [locale, (await catalogLoaders[locale]()).messages] as const)))
const english = catalogs.get('en')!
const keys = Object.keys(english) as MessageKey[]
const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)

/** What a placeholder may be filled with: a shopper's or merchant's text (never with braces of its own) or a number. */
const argument = fc.oneof(fc.string().filter((text) => !/[{}]/.test(text)), fc.integer(), fc.double({ noNaN: true }))
const argumentsFor = (key: MessageKey) =>
  fc.record(Object.fromEntries(placeholdersOf(english[key]).map((name) => [name, argument])) as Record<string, typeof argument>)

describe('the shipped catalogs', () => {
  it('have every key of en in every locale, none empty, with the placeholders of en', () => {
    for (const [locale, catalog] of catalogs) {
      expect(Object.keys(catalog).sort(), locale).toEqual([...keys].sort())
      for (const key of keys) {
        expect(catalog[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholdersOf(catalog[key]).sort(), `${locale} ${key}`).toEqual(placeholdersOf(english[key]).sort())
      }
    }
  })

  it('format every key of every locale with generated arguments, without throwing or leaving a {placeholder}', () => {
    const pairs = locales.flatMap((locale) => keys.map((key) => [locale, key] as const))
    const pairWithArguments = fc.constantFrom(...pairs).chain(([locale, key]) => argumentsFor(key).map((args) => [locale, key, args] as const))
    fc.assert(fc.property(pairWithArguments, ([locale, key, args]) => {
      const text = formatMessage(catalogs.get(locale)![key], args)
      expect(text, `${locale} ${key}`).not.toMatch(/[{}]/)
      for (const value of Object.values(args)) expect(text, `${locale} ${key}`).toContain(String(value))
    }), { numRuns: 3000 })
  })

  it('read in their own language: a translated card number label, not English', () => {
    const englishLike = new Set(['en', 'en-AU', 'en-CA', 'en-GB', 'en-NZ'])
    for (const [locale, catalog] of catalogs) {
      if (englishLike.has(locale)) expect(catalog['card.number_label'], locale).toBe('Card number')
      else expect(catalog['card.number_label'], locale).not.toBe('Card number')
    }
  })
})
