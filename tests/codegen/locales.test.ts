import { describe, expect, it } from 'vitest'
import { locales } from '../../codegen/generators/locales.ts'
import type { DataLister, DataReader } from '../../codegen/GeneratedFile.ts'

/** An in-memory data/locales tree: locale -> namespace -> catalog. */
const tree = (catalogs: Record<string, Record<string, Record<string, string>>>) => {
  const read: DataReader = <T>(path: string) => {
    const [, locale, file] = path.split('/')
    return catalogs[locale!]![file!.replace('.json', '')] as T
  }
  const list: DataLister = (path) => {
    const [, locale] = path.split('/')
    const names = locale === undefined ? Object.keys(catalogs) : Object.keys(catalogs[locale]!).map((ns) => `${ns}.json`)
    return names.sort().map((name) => ({ name, isDirectory: locale === undefined }))
  }
  return [read, list] as const
}

describe('the locales generator', () => {
  it('emits one module per locale and an index', () => {
    const files = locales(...tree({ en: { card: { pay: 'Pay {amount}' } }, fr: { card: { pay: 'Payer {amount}' } } }))
    expect(files.map((f) => f.path)).toEqual([
      'core/generated/locales/en.generated.ts',
      'core/generated/locales/fr.generated.ts',
      'core/generated/locales/index.generated.ts',
    ])
  })

  it('refuses a locale missing a key of en', () => {
    expect(() => locales(...tree({ en: { card: { pay: 'Pay', cvc: 'CVC' } }, fr: { card: { pay: 'Payer' } } }))).toThrow('data/locales/fr: missing card.cvc')
  })

  it('refuses a key en does not have', () => {
    expect(() => locales(...tree({ en: { card: { pay: 'Pay' } }, de: { card: { pay: 'Zahlen', pya: 'x' } } }))).toThrow('data/locales/de: unknown key card.pya')
  })

  it('refuses placeholders that differ from en', () => {
    expect(() => locales(...tree({ en: { card: { pay: 'Pay {amount}' } }, fr: { card: { pay: 'Payer {montant}' } } }))).toThrow(
      'data/locales/fr: placeholders of card.pay differ from en',
    )
  })

  it('refuses a tree without en', () => {
    expect(() => locales(...tree({ fr: { card: { pay: 'Payer' } } }))).toThrow('data/locales/en is missing')
  })
})
