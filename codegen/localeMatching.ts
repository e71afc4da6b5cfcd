import { matchTag } from '../core/i18n/matchTag.ts'

/** data/cldr/locale-matching.json: the CLDR tables locale matching reads. */
export interface CldrLocaleMatching {
  readonly parentLocales: Readonly<Record<string, string>>
  readonly languageAliases: Readonly<Record<string, string>>
  readonly likelySubtags: Readonly<Record<string, string>>
  readonly availableLocales: ReadonlyArray<string>
}

/** One payloom locale as matching sees it: its tag, its CLDR locale and the CLDR locales it also serves. */
export interface MatchTarget {
  readonly tag: string
  readonly cldr: string
  readonly serves: ReadonlyArray<string>
}

const scriptOf = (tag: string): string | undefined => tag.split('-').find((subtag) => /^[A-Z][a-z]{3}$/.test(subtag))
const regionOf = (tag: string): string | undefined => tag.split('-').slice(1).find((subtag) => /^([A-Z]{2}|\d{3})$/.test(subtag))

/**
 * The payloom locale CLDR says suits a tag's readers best: old language codes replaced (`iw` ->
 * `he`), the script a region writes added where it is not the language's usual one (`zh-MO` ->
 * `zh-Hant-MO`), then CLDR's parent locales walked (`es-MX` -> `es-419`, `zh-Hant-MO` ->
 * `zh-Hant-HK`, `en-IE` -> `en-001`) until one is a payloom locale, its CLDR locale, or one it serves.
 */
export const closestLocale = (input: string, cldr: CldrLocaleMatching, targets: ReadonlyArray<MatchTarget>): string | undefined => {
  const byName = new Map<string, string>()
  for (const target of targets) byName.set(target.tag.toLowerCase(), target.tag)
  for (const target of targets) for (const name of [target.cldr, ...target.serves]) if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), target.tag)

  const [language = '', ...rest] = input.split('-')
  const alias = cldr.languageAliases[language]
  const replaced = alias === undefined ? input : rest.length === 0 ? alias : [alias.split('-')[0], ...rest].join('-')
  const [base = '', ...subtags] = replaced.split('-')
  const region = regionOf(replaced)
  const usualScript = scriptOf(cldr.likelySubtags[base] ?? '')
  const regionScript = region === undefined ? undefined : scriptOf(cldr.likelySubtags[`${base}-${region}`] ?? '')
  let tag: string | undefined = scriptOf(replaced) === undefined && regionScript !== undefined && regionScript !== usualScript
    ? [base, regionScript, ...subtags].join('-')
    : replaced
  while (tag !== undefined && tag !== 'root' && tag !== 'und') {
    const found = byName.get(tag.toLowerCase())
    if (found !== undefined) return found
    tag = cldr.parentLocales[tag] ?? (tag.includes('-') ? tag.slice(0, tag.lastIndexOf('-')) : undefined)
  }
  return undefined
}

/**
 * The aliases (lower-case tag -> payloom locale) without which the runtime's prefix match
 * (`matchTag`) would not reach what `closestLocale` reaches, for every tag CLDR knows in payloom's
 * languages. Shorter tags first, so a longer one needs an alias only where its prefix's is wrong.
 */
export const localeAliases = (cldr: CldrLocaleMatching, targets: ReadonlyArray<MatchTarget>): ReadonlyMap<string, string> => {
  const supported = new Map(targets.map((target) => [target.tag.toLowerCase(), target.tag]))
  const aliases = new Map<string, string>()
  const candidates = new Set([
    ...cldr.availableLocales,
    ...Object.keys(cldr.likelySubtags),
    ...Object.keys(cldr.languageAliases),
    ...targets.flatMap((target) => [target.cldr, ...target.serves]),
  ])
  const order = [...candidates].sort((a, b) => a.split('-').length - b.split('-').length || (a < b ? -1 : a > b ? 1 : 0))
  for (const candidate of order) {
    const wanted = closestLocale(candidate, cldr, targets)
    if (wanted === undefined) continue
    const reached = matchTag(candidate, (prefix) => supported.get(prefix) ?? aliases.get(prefix))
    if (reached !== wanted) aliases.set(candidate.toLowerCase(), wanted)
  }
  return aliases
}
