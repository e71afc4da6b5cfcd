import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { methodStringKeys, methodStringsEn, type MethodStringKey, type MethodStrings } from '../../core/methods/messages.ts'
import { translations } from '../../core/methods/messages/translations.ts'
import { translations as cardTranslations } from '../../plugins/card/messages/translations.ts'

const messagesDir = join(import.meta.dirname, '../../core/methods/messages')
const placeholders = (text: string): ReadonlyArray<string> => [...new Set(text.match(/\{[^{}]*\}/g) ?? [])].sort()
/** Keys whose text may equal English's: scheme and brand names that most languages keep. */
const mayEqualEnglish: ReadonlySet<MethodStringKey> = new Set(['iban', 'bsb', 'vpa', 'email', 'bank'])
/** Per language, English loanwords its own catalog uses (data/locales/fil/address.json: "Address line 1", "Postal code"; "Card" and "Points" in Filipino shops). */
const loanwords: Readonly<Record<string, ReadonlyArray<MethodStringKey>>> = { fil: ['address_line1', 'address_postal_code', 'funding_card', 'funding_points'] }
const entries = Object.entries(translations) as ReadonlyArray<[string, () => Promise<{ readonly default: MethodStrings }>]>

describe('method strings translations', () => {
  it('has a module for every language the card plugin ships, and every module is listed', () => {
    expect(Object.keys(translations).sort()).toEqual(Object.keys(cardTranslations).sort())
    const files = readdirSync(messagesDir).filter((file) => file !== 'translations.ts').map((file) => file.replace(/\.ts$/, ''))
    expect(files.sort()).toEqual(Object.keys(translations).sort())
  })

  describe.each(entries)('%s', (locale, load) => {
    it('has exactly English\'s keys, none empty', async () => {
      const { default: strings } = await load()
      expect(Object.keys(strings).sort()).toEqual([...methodStringKeys].sort())
      for (const key of methodStringKeys) expect(strings[key].trim(), key).not.toBe('')
    })

    it('keeps English\'s placeholders for every key, with no stray braces', async () => {
      const { default: strings } = await load()
      for (const key of methodStringKeys) {
        const text = strings[key]
        expect(placeholders(text), key).toEqual(placeholders(methodStringsEn[key]))
        expect(text.replace(/\{[a-z_]+\}/g, ''), key).not.toMatch(/[{}]/)
      }
    })

    it('is translated: the text differs from English for all but brand and scheme names', async () => {
      const { default: strings } = await load()
      const allowed = new Set([...mayEqualEnglish, ...(loanwords[locale] ?? [])])
      const same = methodStringKeys.filter((key) => !allowed.has(key) && strings[key] === methodStringsEn[key])
      expect(same).toEqual([])
    })
  })
})
