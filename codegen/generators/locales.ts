import { VariableDeclarationKind } from 'ts-morph'
import * as Schema from 'effect/Schema'
import type { GeneratedFile, Generator } from '../GeneratedFile.ts'
import { decodeSource } from '../decodeSource.ts'
import { exportConst, exportUnion, importTypes, printLiteral } from '../emit.ts'

/** The catalog every other locale is checked against and falls back to. */
const baseLocale = 'en'
const Catalog = Schema.Record(Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]*$/)), Schema.String)

const placeholders = (text: string): string => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',')
const moduleName = (locale: string): string => locale.replace(/-/g, '_')

/**
 * data/locales/<locale>/<namespace>.json -> one module per locale (so a bundle loads only the
 * languages it shows) plus an index with the `MessageKey` and `Locale` unions and lazy loaders.
 * Every locale must have exactly the base locale's keys with the same placeholders.
 */
export const locales: Generator = (read, list) => {
  const localeNames = list('locales').filter((e) => e.isDirectory).map((e) => e.name)
  if (!localeNames.includes(baseLocale)) throw new Error(`data/locales/${baseLocale} is missing`)

  const catalogs = new Map<string, Record<string, string>>()
  for (const locale of localeNames) {
    const messages: Record<string, string> = {}
    for (const file of list(`locales/${locale}`).map((e) => e.name).filter((f) => f.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '')
      const path = `locales/${locale}/${file}`
      for (const [key, text] of Object.entries(decodeSource(Catalog, path, read(path)))) messages[`${namespace}.${key}`] = text
    }
    catalogs.set(locale, messages)
  }

  const base = catalogs.get(baseLocale) ?? {}
  const keys = Object.keys(base).sort()
  for (const [locale, messages] of catalogs) {
    const missing = keys.filter((k) => !(k in messages))
    const extra = Object.keys(messages).filter((k) => !(k in base))
    const mismatched = keys.filter((k) => k in messages && placeholders(messages[k] ?? '') !== placeholders(base[k] ?? ''))
    const problems = [
      ...missing.map((k) => `missing ${k}`),
      ...extra.map((k) => `unknown key ${k}`),
      ...mismatched.map((k) => `placeholders of ${k} differ from ${baseLocale}`),
    ]
    if (problems.length > 0) throw new Error(`data/locales/${locale}: ${problems.join('; ')}`)
  }

  const sourcesOf = (locale: string): string[] => [`data/locales/${locale}/*.json`]
  const files: GeneratedFile[] = localeNames.map((locale) => ({
    path: `core/generated/locales/${moduleName(locale)}.generated.ts`,
    sources: sourcesOf(locale),
    build: (file) => {
      importTypes(file, './index.generated.ts', ['Catalog'])
      exportConst(file, 'messages', catalogs.get(locale), { satisfies: 'Catalog', docs: `Every shopper-facing string in ${locale}.` })
    },
  }))
  files.push({
    path: 'core/generated/locales/index.generated.ts',
    sources: localeNames.flatMap(sourcesOf),
    build: (file) => {
      exportUnion(file, 'MessageKey', keys, 'Every key of the message catalogs, namespaced by catalog file.')
      exportUnion(file, 'Locale', localeNames, 'The locales payloom ships catalogs for.')
      file.addTypeAlias({ isExported: true, name: 'Catalog', type: 'Readonly<Record<MessageKey, string>>' })
      exportConst(file, 'locales', localeNames, { keepOrder: true })
      exportConst(file, 'baseLocale', baseLocale)
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: ['Loads one locale\'s catalog on demand, so only the languages shown reach the page.'],
        declarations: [{
          name: 'catalogLoaders',
          type: 'Readonly<Record<Locale, () => Promise<{ readonly messages: Catalog }>>>',
          initializer: `{\n${localeNames.map((l) => `  ${printLiteral(l)}: () => import('./${moduleName(l)}.generated.ts'),`).join('\n')}\n}`,
        }],
      })
    },
  })
  return files
}
