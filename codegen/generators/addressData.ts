import * as Schema from 'effect/Schema'
import type { DataReader } from '../GeneratedFile.ts'
import { CountryCode, decodeSource } from '../decodeSource.ts'
import {
  formatLetters, localityNameTypes, postalNameTypes, requirableLetters, stateNameTypes, sublocalityNameTypes,
  type AddressRule, type PostalRule,
} from '../../core/validation/address/AddressFormatSpec.ts'

// The address sources every address generator reads, decoded, checked and with the aliases
// folded in once, so that every table made from them agrees (rules, postal rules, country modules).

const Subdivision = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  latinName: Schema.optional(Schema.String),
  isoId: Schema.optional(Schema.String),
  postalPrefix: Schema.optional(Schema.String),
})

const CountryFormat = Schema.Struct({
  name: Schema.String,
  format: Schema.String,
  latinFormat: Schema.optional(Schema.String),
  require: Schema.String,
  upper: Schema.String,
  postalPattern: Schema.optional(Schema.String),
  postalExamples: Schema.Array(Schema.String),
  postalPrefixPattern: Schema.optional(Schema.String),
  localityNameType: Schema.Literals(localityNameTypes),
  stateNameType: Schema.Literals(stateNameTypes),
  postalNameType: Schema.Literals(postalNameTypes),
  sublocalityNameType: Schema.Literals(sublocalityNameTypes),
  subdivisions: Schema.Array(Subdivision),
})
/** One country of data/address/formats.json, as decoded. */
export type CountryFormat = Schema.Schema.Type<typeof CountryFormat>

const Formats = Schema.Record(CountryCode, CountryFormat)
const Aliases = Schema.Struct({ aliases: Schema.Record(CountryCode, CountryCode) })

/** The address sources under data/. */
export const addressSources = {
  formats: 'address/formats.json',
  aliases: 'address/country-aliases.json',
  poBoxes: 'address/po-box-patterns.json',
  masks: 'address/postal-masks.json',
  streetNumber: 'address/street-number-after-street.json',
} as const

/** A source's repository-relative path, as a banner names it. */
export const dataPath = (source: string): string => `data/${source}`

/** The path from a generated file `depth` folders below core/ to the address contracts. */
export const specPath = (depth: number): string => `${'../'.repeat(depth)}validation/address/AddressFormatSpec.ts`

/** The source without its `$comment`, which no schema lists. */
export const withoutComment = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value
  const { $comment: _, ...rest } = value as Record<string, unknown>
  return rest
}

/** Throws naming the source, the entry and what is wrong with it. */
export const fail = (source: string, where: string, problem: string): never => {
  throw new Error(`data/${source}: ${where}: ${problem}`)
}

/** Throws unless `pattern` compiles with `flags`. */
export const checkRegExp = (source: string, where: string, pattern: string, flags = ''): void => {
  try {
    new RegExp(pattern, flags)
  } catch (error) {
    fail(source, where, `invalid regular expression /${pattern}/: ${error instanceof Error ? error.message : String(error)}`)
  }
}

const letterSet = new Set<string>(formatLetters)
const requirable = new Set<string>(requirableLetters)

const checkFormat = (code: string, field: string, format: string, require: string): void => {
  for (const [, letter] of format.matchAll(/%(.)/g)) {
    if (!letterSet.has(letter ?? '')) fail(addressSources.formats, `${code}.${field}`, `unknown field %${letter} in "${format}"`)
  }
  for (const letter of require) {
    if (!format.includes(`%${letter}`)) fail(addressSources.formats, `${code}.${field}`, `required field ${letter} is missing from "${format}"`)
  }
}

const checkCountry = (code: string, entry: CountryFormat): void => {
  const source = addressSources.formats
  for (const letter of entry.require) {
    if (!requirable.has(letter)) fail(source, `${code}.require`, `"${letter}" cannot be required (only ${requirableLetters.join('')})`)
  }
  for (const letter of entry.upper) {
    if (!letterSet.has(letter) || letter === 'n') fail(source, `${code}.upper`, `"${letter}" is not a field letter`)
  }
  checkFormat(code, 'format', entry.format, entry.require)
  if (entry.latinFormat !== undefined) checkFormat(code, 'latinFormat', entry.latinFormat, entry.require)
  // Validation reads the required flag and the prefix only where there is a pattern to match.
  if (entry.require.includes('Z') && entry.postalPattern === undefined) fail(source, code, 'requires a postal code but has no postalPattern')
  if (entry.postalPrefixPattern !== undefined && entry.postalPattern === undefined) fail(source, code, 'has a postalPrefixPattern but no postalPattern')
  if (entry.postalPattern !== undefined) checkRegExp(source, `${code}.postalPattern`, entry.postalPattern)
  if (entry.postalPrefixPattern !== undefined) checkRegExp(source, `${code}.postalPrefixPattern`, entry.postalPrefixPattern)
  entry.subdivisions.forEach((subdivision, index) => {
    if (subdivision.postalPrefix !== undefined) checkRegExp(source, `${code}.subdivisions[${index}].postalPrefix`, subdivision.postalPrefix)
  })
}

const unique = (values: ReadonlyArray<string>): ReadonlyArray<string> => [...new Set(values)]

/**
 * An alias country (AC, TA) is validated with its target's rules (SH), so the target also accepts
 * the aliases' postal codes: a shopper on Tristan da Cunha can still enter "TDCU 1ZZ".
 */
const withAliases = (entry: CountryFormat, aliases: ReadonlyArray<CountryFormat>): CountryFormat => {
  const patterns = unique([entry, ...aliases].flatMap((e) => (e.postalPattern === undefined ? [] : [e.postalPattern])))
  return {
    ...entry,
    ...(patterns.length > 0 ? { postalPattern: patterns.length === 1 ? patterns[0] : patterns.map((p) => `(?:${p})`).join('|') } : {}),
    postalExamples: unique([entry, ...aliases].flatMap((e) => e.postalExamples)),
  }
}

/** The countries of the address sources, checked, with each alias folded into its target. */
export interface AddressData {
  /** Every country but the aliases, sorted. */
  readonly codes: ReadonlyArray<string>
  /** Alias -> the country whose rules it uses. */
  readonly aliases: Readonly<Record<string, string>>
  /** Each of `codes` with the postal codes of its aliases. */
  readonly entries: ReadonlyMap<string, CountryFormat>
}

/** Reads data/address/formats.json and country-aliases.json, or throws naming what is wrong. */
export const readAddressData = (read: DataReader): AddressData => {
  const formats = decodeSource(Formats, addressSources.formats, read(addressSources.formats))
  const { aliases } = decodeSource(Aliases, addressSources.aliases, withoutComment(read(addressSources.aliases)))

  for (const [code, entry] of Object.entries(formats)) checkCountry(code, entry)
  for (const [alias, target] of Object.entries(aliases)) {
    if (formats[alias] === undefined) fail(addressSources.aliases, alias, 'is not a country of data/address/formats.json')
    if (formats[target] === undefined || aliases[target] !== undefined) fail(addressSources.aliases, alias, `its target ${target} is not a country of data/address/formats.json`)
  }

  const codes = Object.keys(formats).filter((code) => aliases[code] === undefined).sort()
  const entries = new Map(codes.map((code) => {
    const entry = formats[code] as CountryFormat
    const aliasEntries = Object.keys(aliases).sort().filter((alias) => aliases[alias] === code).map((alias) => formats[alias] as CountryFormat)
    return [code, withAliases(entry, aliasEntries)] as const
  }))
  return { codes, aliases, entries }
}

/** A country's rule as address validation reads it (its postal codes are in `postalRuleOf`). */
export const ruleOf = (entry: CountryFormat): AddressRule => ({
  format: entry.format,
  ...(entry.latinFormat !== undefined ? { latinFormat: entry.latinFormat } : {}),
  require: entry.require,
  upper: entry.upper,
  localityNameType: entry.localityNameType,
  stateNameType: entry.stateNameType,
  postalNameType: entry.postalNameType,
  sublocalityNameType: entry.sublocalityNameType,
  hasSubdivisions: entry.subdivisions.length > 0,
})

/**
 * A country's postal-code rule; `undefined` where it has no pattern: the source checks make sure
 * such a country neither requires a code nor has a prefix, and without a pattern no code is ever
 * of the wrong shape, so its name type never shows.
 */
export const postalRuleOf = (entry: CountryFormat): PostalRule | undefined =>
  entry.postalPattern === undefined ? undefined : {
    pattern: entry.postalPattern,
    ...(entry.postalPrefixPattern !== undefined ? { prefix: entry.postalPrefixPattern } : {}),
    ...(entry.require.includes('Z') ? { required: true } : {}),
    ...(entry.postalNameType === 'zip' ? { zip: true } : {}),
  }
