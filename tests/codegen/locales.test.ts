import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { locales } from '../../codegen/generators/locales.ts'
import type { DataLister, DataReader } from '../../codegen/GeneratedFile.ts'

const root = resolve(import.meta.dirname, '../..')
const cldr = JSON.parse(readFileSync(join(root, 'data/cldr/locale-matching.json'), 'utf8')) as unknown

type Catalogs = Record<string, Record<string, Record<string, string>>>
type Listed = Record<string, { readonly extends?: string; readonly cldr?: string; readonly serves?: ReadonlyArray<string> }>

/** An in-memory data/ tree: the locale list (every folder listed unless given), the catalogs by locale and namespace, and the CLDR data on disk. */
const tree = (catalogs: Catalogs, listed: Listed = Object.fromEntries(Object.keys(catalogs).map((locale) => [locale, {}]))) => {
  const read: DataReader = <T>(path: string) => {
    if (path === 'locales/locales.json') return { locales: listed } as T
    if (path === 'cldr/locale-matching.json') return cldr as T
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
const generate = (catalogs: Catalogs, listed?: Listed) => locales(...tree(catalogs, listed))
const textOf = (catalogs: Catalogs, listed: Listed, path: string): string => {
  const file = generate(catalogs, listed).find((f) => f.path === path)!
  const printed: string[] = []
  file.build({ addImportDeclaration: () => undefined, addVariableStatement: (s: { declarations: Array<{ initializer: string }> }) => printed.push(s.declarations[0]!.initializer), addTypeAlias: () => undefined } as never)
  return printed.join('\n')
}

describe('the locales generator', () => {
  it('emits one module per catalog, the Intl locales and an index', () => {
    const files = generate({ en: { card: { pay: 'Pay {amount}' } }, fr: { card: { pay: 'Payer {amount}' } } })
    expect(files.map((f) => f.path)).toEqual([
      'core/generated/locales/en.generated.ts',
      'core/generated/locales/fr.generated.ts',
      'core/generated/locales/intl.generated.ts',
      'core/generated/locales/index.generated.ts',
    ])
  })

  it('reads a regional catalog over the one it extends, and lends a locale without a folder its parent\'s module', () => {
    const catalogs = { en: { card: { pay: 'Pay', cvc: 'CVC' } }, 'en-GB': { card: { cvc: 'Security code' } } }
    const listed = { en: {}, 'en-GB': { extends: 'en' }, 'en-AU': { extends: 'en-GB' } }
    expect(generate(catalogs, listed).map((f) => f.path)).toEqual([
      'core/generated/locales/en.generated.ts',
      'core/generated/locales/en_GB.generated.ts',
      'core/generated/locales/intl.generated.ts',
      'core/generated/locales/index.generated.ts',
    ])
    expect(textOf(catalogs, listed, 'core/generated/locales/en_GB.generated.ts')).toMatch(/cvc': 'Security code'[\s\S]*pay': 'Pay'/)
    expect(textOf(catalogs, listed, 'core/generated/locales/index.generated.ts')).toContain("'en-AU': () => import('./en_GB.generated.ts')")
  })

  it('refuses a locale missing a key of en', () => {
    expect(() => generate({ en: { card: { pay: 'Pay', cvc: 'CVC' } }, fr: { card: { pay: 'Payer' } } })).toThrow('data/locales/fr: missing card.cvc')
  })

  it('refuses a key en does not have, in a full or a regional catalog', () => {
    expect(() => generate({ en: { card: { pay: 'Pay' } }, de: { card: { pay: 'Zahlen', pya: 'x' } } })).toThrow('data/locales/de: unknown key card.pya')
    expect(() => generate({ en: { card: { pay: 'Pay' } }, 'en-GB': { card: { pya: 'x' } } }, { en: {}, 'en-GB': { extends: 'en' } })).toThrow('data/locales/en-GB: unknown key card.pya')
  })

  it('refuses a placeholder en lacks, and one en has that a translation drops', () => {
    expect(() => generate({ en: { card: { pay: 'Pay {amount}' } }, fr: { card: { pay: 'Payer {montant}' } } })).toThrow(
      'data/locales/fr: card.pay has {montant}, which en does not; card.pay lacks {amount}',
    )
    expect(() => generate({ en: { card: { pay: 'Pay' } }, fr: { card: { pay: 'Payer {amount}' } } })).toThrow('data/locales/fr: card.pay has {amount}, which en does not')
  })

  it('refuses a brace that is not a placeholder, and an empty text', () => {
    expect(() => generate({ en: { card: { pay: 'Pay {amount}' } }, fr: { card: { pay: 'Payer { amount}' } } })).toThrow('card.pay has a brace outside a {placeholder}')
    expect(() => generate({ en: { card: { pay: 'Pay' } }, fr: { card: { pay: '' } } })).toThrow('data/locales/fr/card.json is not valid')
  })

  it('refuses a tree without en, a folder the list does not name, a locale without catalog or parent, and a parent not listed', () => {
    expect(() => generate({ fr: { card: { pay: 'Payer' } } })).toThrow('data/locales/locales.json does not list en')
    expect(() => generate({ en: { card: { pay: 'Pay' } }, fr: { card: { pay: 'Payer' } } }, { en: {} })).toThrow('data/locales/fr is not listed')
    expect(() => generate({ en: { card: { pay: 'Pay' } } }, { en: {}, de: {} })).toThrow('data/locales/de is missing')
    expect(() => generate({ en: { card: { pay: 'Pay' } } }, { en: {}, 'fr-CA': { extends: 'fr' } })).toThrow('fr-CA extends fr, which is not listed')
  })
})
