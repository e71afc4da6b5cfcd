import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locale } from 'payloom'
import { loadMessages, messages, type LinkMessages } from '../../../plugins/link/messages.ts'
import { translations } from '../../../plugins/link/messages/translations.ts'
import { translations as cardTranslations } from '../../../plugins/card/messages/translations.ts'
import { installmentStringsEn } from '../../../core/methods/sharedStrings.ts'
import { translations as methodTranslations } from '../../../core/methods/messages/translations.ts'

const messagesDir = join(import.meta.dirname, '../../../plugins/link/messages')
const english: LinkMessages = messages.en
// Link's own keys: its English also spreads the installment plans' strings, which the method strings translate.
const keys = Object.keys(english).filter((key) => !(key in installmentStringsEn)) as ReadonlyArray<keyof LinkMessages>
const placeholders = (text: string): ReadonlyArray<string> => [...new Set(text.match(/\{[^{}]*\}/g) ?? [])].sort()
/** "Link" is a brand: every language names it as often as English does, as the bare word (not translated, inflected or run into another word). */
const linkMentions = (text: string): number => text.match(/\bLink\b/g)?.length ?? 0
const entries = Object.entries(translations) as ReadonlyArray<[Locale, () => Promise<{ readonly default: LinkMessages }>]>

describe('Link strings translations', () => {
  it('has a module for every language the card plugin ships, and every module is listed', () => {
    expect(Object.keys(translations).sort()).toEqual(Object.keys(cardTranslations).sort())
    const files = readdirSync(messagesDir).filter((file) => file !== 'translations.ts').map((file) => file.replace(/\.ts$/, ''))
    expect(files.sort()).toEqual(Object.keys(translations).sort())
  })

  it('loads each language through the plugin\'s loadMessages, with the installment plans\' strings of the method strings, and nothing for English', async () => {
    expect(loadMessages('en')).toBeUndefined()
    for (const [locale, load] of entries) {
      const shared = await methodTranslations[locale]!()
      const installments = Object.fromEntries(Object.keys(installmentStringsEn).map((key) => [key, shared.default[key as keyof typeof installmentStringsEn]]))
      expect(await loadMessages(locale), locale).toEqual({ ...installments, ...(await load()).default })
    }
  })

  describe.each(entries)('%s', (_locale, load) => {
    it('has exactly English\'s keys, none empty', async () => {
      const { default: strings } = await load()
      expect(Object.keys(strings).sort()).toEqual([...keys].sort())
      for (const key of keys) expect(strings[key].trim(), key).not.toBe('')
    })

    it('keeps English\'s placeholders for every key, with no stray braces', async () => {
      const { default: strings } = await load()
      for (const key of keys) {
        const text = strings[key]
        expect(placeholders(text), key).toEqual(placeholders(english[key]))
        expect(text.replace(/\{[a-z0-9_]+\}/g, ''), key).not.toMatch(/[{}]/)
      }
    })

    it('names Link wherever English does', async () => {
      const { default: strings } = await load()
      for (const key of keys) expect(linkMentions(strings[key]), key).toBe(linkMentions(english[key]))
    })
  })
})
