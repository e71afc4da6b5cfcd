/**
 * Imports the part of Unicode CLDR that locale matching needs (brought by the devDependency
 * cldr-core) into data/cldr/locale-matching.json, which `npm run codegen` turns into the table
 * that resolves a shopper's tag (`es-MX`, `zh-MO`, `iw`) to a payloom locale. Run by hand when
 * the package is upgraded or data/locales/locales.json names a new language:
 *
 *   node_modules/.bin/node codegen/importCldrData.ts
 *
 * Only the entries of the languages payloom ships are kept, sorted, so a re-run is a no-op.
 */
import { readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const packageDir = join(root, 'node_modules', 'cldr-core')
const outputDir = join(root, 'data', 'cldr')

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T
const languageOf = (tag: string): string => tag.split(/[-_]/)[0]!.toLowerCase()
const sorted = <V>(entries: ReadonlyArray<readonly [string, V]>): Record<string, V> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

interface LocaleEntry {
  readonly cldr?: string
  readonly serves?: ReadonlyArray<string>
}
const { locales } = readJson<{ locales: Record<string, LocaleEntry> }>(join(root, 'data/locales/locales.json'))
const languages = new Set(Object.entries(locales).flatMap(([tag, entry]) => [tag, entry.cldr ?? tag, ...(entry.serves ?? [])].map(languageOf)))
const ours = (tag: string): boolean => languages.has(languageOf(tag))

const { version } = readJson<{ version: string }>(join(packageDir, 'package.json'))
const { parentLocale } = readJson<{ supplemental: { parentLocales: { parentLocale: Record<string, string> } } }>(
  join(packageDir, 'supplemental/parentLocales.json')).supplemental.parentLocales
const { languageAlias } = readJson<{ supplemental: { metadata: { alias: { languageAlias: Record<string, { _reason: string; _replacement: string }> } } } }>(
  join(packageDir, 'supplemental/aliases.json')).supplemental.metadata.alias
const { likelySubtags } = readJson<{ supplemental: { likelySubtags: Record<string, string> } }>(join(packageDir, 'supplemental/likelySubtags.json')).supplemental
const { full } = readJson<{ availableLocales: { full: ReadonlyArray<string> } }>(join(packageDir, 'availableLocales.json')).availableLocales

const matching = {
  $comment: `Unicode CLDR ${version} (npm cldr-core), the entries of the languages data/locales/locales.json names. Written by codegen/importCldrData.ts: do not edit by hand. See ATTRIBUTION.md.`,
  cldrVersion: version,
  // A locale's parent where it is not the tag less its last subtag (es-MX -> es-419).
  // Kept too where only the parent is ours: Nynorsk (nn) readers fall back to Norwegian (no).
  parentLocales: sorted(Object.entries(parentLocale).filter(([tag, parent]) => ours(tag) || ours(parent))),
  // Old or macrolanguage codes browsers still send (iw -> he, tl -> fil); plain language codes only,
  // and not the three-letter spellings of two-letter codes (deu, ger), which no browser sends.
  languageAliases: sorted(Object.entries(languageAlias)
    .filter(([code, alias]) => /^[a-z]{2,3}$/.test(code) && !['overlong', 'bibliographic'].includes(alias._reason) && ours(alias._replacement))
    .map(([code, alias]) => [code, alias._replacement] as const)),
  // The script a language is written in by default, and in a region (zh -> Hans, zh-TW -> Hant).
  likelySubtags: sorted(Object.entries(likelySubtags).filter(([tag]) => ours(tag) && /^[a-z]{2,3}(-[A-Z][a-z]{3}|-[A-Z]{2}|-\d{3})?$/.test(tag))),
  availableLocales: full.filter((tag) => ours(tag) || ours(parentLocale[tag] ?? tag)).sort(),
}

mkdirSync(outputDir, { recursive: true })
writeFileSync(join(outputDir, 'locale-matching.json'), `${JSON.stringify(matching, null, 2)}\n`)
copyFileSync(join(packageDir, 'LICENSE'), join(outputDir, 'LICENSE'))
console.log(`data/cldr/locale-matching.json: CLDR ${version}, ${languages.size} languages, ${matching.availableLocales.length} locales`)
