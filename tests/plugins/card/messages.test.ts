import { describe, expect, it } from 'vitest'
import type { Locale } from 'payloom'
import { installmentStringsEn } from '../../../core/methods/sharedStrings.ts'
import { translations as methodTranslations } from '../../../core/methods/messages/translations.ts'
import { loadMessages, messages } from '../../../plugins/card/messages.ts'
import { translations } from '../../../plugins/card/messages/translations.ts'

/** The card form's installment plans read the method strings' (which Link's saved cards read too), in every language. */
describe('the card form\'s installment strings', () => {
  it('are the method strings\' in English', () => {
    expect(messages.en).toMatchObject(installmentStringsEn)
  })

  it('come with each language\'s card strings from the method strings of that language; nothing loads for English', async () => {
    expect(loadMessages('en')).toBeUndefined()
    for (const locale of Object.keys(translations) as ReadonlyArray<Locale>) {
      const shared = (await methodTranslations[locale]!()).default
      const own = (await translations[locale]!()).default
      const loaded = await loadMessages(locale)
      expect(loaded, locale).toEqual({ ...own, ...Object.fromEntries(Object.keys(installmentStringsEn).map((key) => [key, shared[key as keyof typeof installmentStringsEn]])) })
      expect(loaded?.installments_label, locale).not.toBe(installmentStringsEn.installments_label)
    }
  })
})
