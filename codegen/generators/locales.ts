import { VariableDeclarationKind } from 'ts-morph'
import * as Schema from 'effect/Schema'
import type { DataLister, DataReader, GeneratedFile, Generator } from '../GeneratedFile.ts'
import { decodeSource } from '../decodeSource.ts'
import { exportConst, exportUnion, importTypes, printLiteral } from '../emit.ts'
import { localeAliases, type CldrLocaleMatching, type MatchTarget } from '../localeMatching.ts'

/** The catalog every other locale is checked against and falls back to. */
const baseLocale = 'en'

const LocaleTag = Schema.String.check(Schema.isPattern(/^[a-z]{2,3}(-([A-Z][a-z]{3}|[A-Z]{2}|\d{3}))*$/))
const LocaleList = Schema.Struct({
  locales: Schema.Record(LocaleTag, Schema.Struct({
    extends: Schema.optional(LocaleTag),
    cldr: Schema.optional(LocaleTag),
    serves: Schema.optional(Schema.Array(LocaleTag)),
  })),
})
type LocaleList = typeof LocaleList.Type
const Catalog = Schema.Record(Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]*$/)), Schema.String.check(Schema.isNonEmpty()))
const CldrMatching = Schema.Struct({
  parentLocales: Schema.Record(Schema.String, Schema.String),
  languageAliases: Schema.Record(Schema.String, Schema.String),
  likelySubtags: Schema.Record(Schema.String, Schema.String),
  availableLocales: Schema.Array(Schema.String),
})

const placeholderPattern = /\{(\w+)\}/g
const placeholders = (text: string): ReadonlySet<string> => new Set([...text.matchAll(placeholderPattern)].map((m) => m[1]!))
const moduleName = (locale: string): string => locale.replace(/-/g, '_')

/** A locale's own messages, `namespace.key` -> text, from data/locales/<locale>/*.json; none without a folder. */
const readCatalog = (read: DataReader, list: DataLister, locale: string, folders: ReadonlySet<string>): Record<string, string> => {
  const messages: Record<string, string> = {}
  if (!folders.has(locale)) return messages
  for (const file of list(`locales/${locale}`).map((e) => e.name).filter((f) => f.endsWith('.json'))) {
    const path = `locales/${locale}/${file}`
    for (const [key, text] of Object.entries(decodeSource(Catalog, path, read(path)))) messages[`${file.replace(/\.json$/, '')}.${key}`] = text
  }
  return messages
}

/** What is wrong with one locale's own messages, measured against English. */
const problemsOf = (own: Readonly<Record<string, string>>, base: Readonly<Record<string, string>>, complete: boolean): string[] => {
  const problems: string[] = []
  if (complete) for (const key of Object.keys(base)) if (!(key in own)) problems.push(`missing ${key}`)
  for (const [key, text] of Object.entries(own)) {
    const english = base[key]
    if (english === undefined) {
      problems.push(`unknown key ${key}`)
      continue
    }
    const wanted = placeholders(english)
    const found = placeholders(text)
    for (const name of found) if (!wanted.has(name)) problems.push(`${key} has {${name}}, which ${baseLocale} does not`)
    for (const name of wanted) if (!found.has(name)) problems.push(`${key} lacks {${name}}`)
    // A brace that is not a placeholder would show to the shopper as it is.
    if (/[{}]/.test(text.replace(placeholderPattern, ''))) problems.push(`${key} has a brace outside a {placeholder}`)
  }
  return problems
}

/** The locale each locale extends, walked up to the one with no parent (en-AU -> en-GB -> en). */
const lineage = (locales: LocaleList['locales'], locale: string): string[] => {
  const chain: string[] = []
  for (let tag: string | undefined = locale; tag !== undefined; tag = locales[tag]?.extends) {
    if (chain.includes(tag)) throw new Error(`data/locales/locales.json: ${chain.join(' -> ')} -> ${tag} goes round in a circle`)
    if (locales[tag] === undefined) throw new Error(`data/locales/locales.json: ${chain.at(-1)} extends ${tag}, which is not listed`)
    chain.push(tag)
  }
  return chain
}

/**
 * data/locales/locales.json and data/locales/<locale>/<namespace>.json -> one module per catalog
 * (so a page loads only the language it shows) and an index with the `MessageKey` and `Locale`
 * unions, the fallback chain, the CLDR aliases that resolve a shopper's tag and the lazy loaders.
 * A locale without `extends` must have exactly English's keys; one with `extends` only some of
 * them, read over its parent's. Every text must have exactly its English text's placeholders.
 */
export const locales: Generator = (read, list) => {
  const { locales: listed } = decodeSource(LocaleList, 'locales/locales.json', read('locales/locales.json'))
  const cldr: CldrLocaleMatching = decodeSource(CldrMatching, 'cldr/locale-matching.json', read('cldr/locale-matching.json'))
  const tags = Object.keys(listed).sort()
  if (!tags.includes(baseLocale)) throw new Error(`data/locales/locales.json does not list ${baseLocale}`)
  const folders = new Set(list('locales').filter((e) => e.isDirectory).map((e) => e.name))
  if (!folders.has(baseLocale)) throw new Error(`data/locales/${baseLocale} is missing`)
  for (const folder of folders) if (!tags.includes(folder)) throw new Error(`data/locales/${folder} is not listed in data/locales/locales.json`)

  const own = new Map(tags.map((tag) => [tag, readCatalog(read, list, tag, folders)]))
  const base = own.get(baseLocale)!
  const keys = Object.keys(base).sort()
  for (const tag of tags) {
    lineage(listed, tag)
    const complete = listed[tag]!.extends === undefined
    if (complete && !folders.has(tag)) throw new Error(`data/locales/${tag} is missing: a locale that extends none needs every key`)
    const problems = problemsOf(own.get(tag)!, base, complete)
    if (problems.length > 0) throw new Error(`data/locales/${tag}: ${problems.join('; ')}`)
  }

  // The catalog a locale reads: its nearest ancestor with a folder, itself included.
  const catalogOf = (tag: string): string => lineage(listed, tag).find((t) => folders.has(t))!
  const merged = (tag: string): Record<string, string> =>
    Object.assign({}, ...lineage(listed, tag).reverse().map((t) => own.get(t)))
  const catalogs = tags.filter((tag) => folders.has(tag))
  const targets: MatchTarget[] = tags.map((tag) => ({ tag, cldr: listed[tag]!.cldr ?? tag, serves: listed[tag]!.serves ?? [] }))
  const aliasesByLocale: Record<string, string[]> = {}
  for (const [alias, tag] of localeAliases(cldr, targets)) (aliasesByLocale[tag] ??= []).push(alias)

  const sourcesOf = (tag: string): string[] => lineage(listed, tag).filter((t) => folders.has(t)).map((t) => `data/locales/${t}/*.json`)
  const files: GeneratedFile[] = catalogs.map((tag) => ({
    path: `core/generated/locales/${moduleName(tag)}.generated.ts`,
    sources: sourcesOf(tag),
    build: (file) => {
      importTypes(file, './index.generated.ts', ['Catalog'])
      exportConst(file, 'messages', merged(tag), { satisfies: 'Catalog', docs: `Every shopper-facing string in ${tag}.` })
    },
  }))
  // Apart from the index: the forms read it up front (country names), the index loads lazily.
  files.push({
    path: 'core/generated/locales/intl.generated.ts',
    sources: ['data/locales/locales.json'],
    build: (file) => {
      importTypes(file, './index.generated.ts', ['Locale'])
      exportConst(file, 'intlLocales', Object.fromEntries(targets.filter((t) => t.cldr !== t.tag).map((t) => [t.tag, t.cldr])), {
        satisfies: 'Readonly<Partial<Record<Locale, string>>>',
        docs: 'The CLDR locale the runtime\'s Intl names and formats with, where it is not the tag (payloom\'s pt is European Portuguese).',
      })
    },
  })
  files.push({
    path: 'core/generated/locales/index.generated.ts',
    sources: ['data/locales/locales.json', 'data/cldr/locale-matching.json', ...catalogs.map((tag) => `data/locales/${tag}/*.json`)],
    build: (file) => {
      exportUnion(file, 'MessageKey', keys, 'Every key of the message catalogs, namespaced by catalog file.')
      exportUnion(file, 'Locale', tags, 'The locales payloom accepts, each resolving to a catalog.')
      file.addTypeAlias({ isExported: true, name: 'Catalog', type: 'Readonly<Record<MessageKey, string>>' })
      exportConst(file, 'locales', tags, { keepOrder: true })
      exportConst(file, 'baseLocale', baseLocale)
      exportConst(file, 'localeParents', Object.fromEntries(tags.flatMap((tag) => (listed[tag]!.extends === undefined ? [] : [[tag, listed[tag]!.extends]]))), {
        satisfies: 'Readonly<Partial<Record<Locale, Locale>>>',
        docs: 'The locale each regional locale falls back to before English (en-AU -> en-GB), for plugin strings.',
      })
      exportConst(file, 'localeAliases', aliasesByLocale, {
        satisfies: 'Readonly<Partial<Record<Locale, ReadonlyArray<string>>>>',
        docs: 'Lower-case tags that resolve to a locale other than their prefix\'s, from CLDR\'s parent locales, likely scripts and language aliases (codegen/localeMatching.ts).',
      })
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: ['Loads one locale\'s catalog on demand, so only the language shown reaches the page.'],
        declarations: [{
          name: 'catalogLoaders',
          type: 'Readonly<Record<Locale, () => Promise<{ readonly messages: Catalog }>>>',
          initializer: `{\n${tags.map((tag) => `  ${printLiteral(tag)}: () => import('./${moduleName(catalogOf(tag))}.generated.ts'),`).join('\n')}\n}`,
        }],
      })
    },
  })
  return files
}
