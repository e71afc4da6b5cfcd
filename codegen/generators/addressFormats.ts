import * as Schema from 'effect/Schema'
import { VariableDeclarationKind } from 'ts-morph'
import type { GeneratedFile, Generator } from '../GeneratedFile.ts'
import { CountryCode, decodeSource } from '../decodeSource.ts'
import { exportConst, exportUnion, importTypes } from '../emit.ts'
import {
  formatLetters, localityNameTypes, postalNameTypes, requirableLetters, stateNameTypes, sublocalityNameTypes,
  type AddressCountryDetails, type AddressRule,
} from '../../core/validation/address/AddressFormatSpec.ts'

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
type CountryFormat = Schema.Schema.Type<typeof CountryFormat>

const Formats = Schema.Record(CountryCode, CountryFormat)
const Aliases = Schema.Struct({ aliases: Schema.Record(CountryCode, CountryCode) })
const PoBoxes = Schema.Struct({ default: Schema.String, countries: Schema.Record(CountryCode, Schema.String) })
const Masks = Schema.Struct({ masks: Schema.Record(CountryCode, Schema.String.check(Schema.isPattern(/^[9A -]+$/))) })
const CountryList = Schema.Struct({ countries: Schema.Array(CountryCode) })

const sources = {
  formats: 'address/formats.json',
  aliases: 'address/country-aliases.json',
  poBoxes: 'address/po-box-patterns.json',
  masks: 'address/postal-masks.json',
  streetNumber: 'address/street-number-after-street.json',
} as const
const dataPath = (source: string): string => `data/${source}`
const specPath = (depth: number): string => `${'../'.repeat(depth)}validation/address/AddressFormatSpec.ts`

const withoutComment = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value
  const { $comment: _, ...rest } = value as Record<string, unknown>
  return rest
}

const fail = (source: string, where: string, problem: string): never => {
  throw new Error(`data/${source}: ${where}: ${problem}`)
}

const checkRegExp = (source: string, where: string, pattern: string, flags = ''): void => {
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
    if (!letterSet.has(letter ?? '')) fail(sources.formats, `${code}.${field}`, `unknown field %${letter} in "${format}"`)
  }
  for (const letter of require) {
    if (!format.includes(`%${letter}`)) fail(sources.formats, `${code}.${field}`, `required field ${letter} is missing from "${format}"`)
  }
}

const checkCountry = (code: string, entry: CountryFormat): void => {
  for (const letter of entry.require) {
    if (!requirable.has(letter)) fail(sources.formats, `${code}.require`, `"${letter}" cannot be required (only ${requirableLetters.join('')})`)
  }
  for (const letter of entry.upper) {
    if (!letterSet.has(letter) || letter === 'n') fail(sources.formats, `${code}.upper`, `"${letter}" is not a field letter`)
  }
  checkFormat(code, 'format', entry.format, entry.require)
  if (entry.latinFormat !== undefined) checkFormat(code, 'latinFormat', entry.latinFormat, entry.require)
  if (entry.require.includes('Z') && entry.postalPattern === undefined) fail(sources.formats, code, 'requires a postal code but has no postalPattern')
  if (entry.postalPattern !== undefined) checkRegExp(sources.formats, `${code}.postalPattern`, entry.postalPattern)
  if (entry.postalPrefixPattern !== undefined) checkRegExp(sources.formats, `${code}.postalPrefixPattern`, entry.postalPrefixPattern)
  entry.subdivisions.forEach((subdivision, index) => {
    if (subdivision.postalPrefix !== undefined) checkRegExp(sources.formats, `${code}.subdivisions[${index}].postalPrefix`, subdivision.postalPrefix)
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

const ruleOf = (entry: CountryFormat): AddressRule => ({
  format: entry.format,
  ...(entry.latinFormat !== undefined ? { latinFormat: entry.latinFormat } : {}),
  require: entry.require,
  upper: entry.upper,
  ...(entry.postalPattern !== undefined ? { postalPattern: entry.postalPattern } : {}),
  ...(entry.postalPrefixPattern !== undefined ? { postalPrefixPattern: entry.postalPrefixPattern } : {}),
  localityNameType: entry.localityNameType,
  stateNameType: entry.stateNameType,
  postalNameType: entry.postalNameType,
  sublocalityNameType: entry.sublocalityNameType,
  hasSubdivisions: entry.subdivisions.length > 0,
})

const detailsOf = (code: string, entry: CountryFormat): AddressCountryDetails => ({
  ...ruleOf(entry),
  country: code,
  postalExamples: entry.postalExamples,
  subdivisions: entry.subdivisions,
})

const checkKnown = (source: string, codes: ReadonlySet<string>, listed: ReadonlyArray<string>): void => {
  for (const code of listed) if (!codes.has(code)) fail(source, code, 'is not a country of data/address/formats.json (or is an alias)')
}

/**
 * data/address/*.json -> core/generated/address/: the compact rules table every address
 * validation uses, one detail module per country (subdivisions, examples) behind lazy loaders,
 * and the PO box, postal mask and street-number tables.
 */
export const addressFormats: Generator = (read) => {
  const formats = decodeSource(Formats, sources.formats, read(sources.formats))
  const { aliases } = decodeSource(Aliases, sources.aliases, withoutComment(read(sources.aliases)))
  const poBoxes = decodeSource(PoBoxes, sources.poBoxes, withoutComment(read(sources.poBoxes)))
  const { masks } = decodeSource(Masks, sources.masks, withoutComment(read(sources.masks)))
  const streetNumber = decodeSource(CountryList, sources.streetNumber, withoutComment(read(sources.streetNumber)))

  for (const [code, entry] of Object.entries(formats)) checkCountry(code, entry)
  for (const [alias, target] of Object.entries(aliases)) {
    if (formats[alias] === undefined) fail(sources.aliases, alias, 'is not a country of data/address/formats.json')
    if (formats[target] === undefined || aliases[target] !== undefined) fail(sources.aliases, alias, `its target ${target} is not a country of data/address/formats.json`)
  }

  const codes = Object.keys(formats).filter((code) => aliases[code] === undefined).sort()
  const known = new Set(codes)
  const entries = new Map(codes.map((code) => {
    const entry = formats[code] as CountryFormat
    const aliasEntries = Object.keys(aliases).sort().filter((alias) => aliases[alias] === code).map((alias) => formats[alias] as CountryFormat)
    return [code, withAliases(entry, aliasEntries)] as const
  }))

  checkKnown(sources.poBoxes, known, Object.keys(poBoxes.countries))
  checkRegExp(sources.poBoxes, 'default', poBoxes.default, 'iu')
  for (const [code, pattern] of Object.entries(poBoxes.countries)) checkRegExp(sources.poBoxes, code, pattern, 'iu')
  checkKnown(sources.masks, known, Object.keys(masks))
  checkKnown(sources.streetNumber, known, streetNumber.countries)

  const countryModule = (code: string): string => `core/generated/address/countries/${code}.generated.ts`
  const files: GeneratedFile[] = [
    {
      path: 'core/generated/address/rules.generated.ts',
      sources: [dataPath(sources.formats), dataPath(sources.aliases)],
      build: (file) => {
        importTypes(file, specPath(2), ['AddressRule'])
        exportUnion(file, 'CountryCode', codes, 'Every country or territory with an address format (aliases such as AC and TA excluded).')
        exportConst(file, 'countryCodes', codes, { keepOrder: true, satisfies: 'ReadonlyArray<CountryCode>', docs: 'Every `CountryCode`, sorted.' })
        exportConst(file, 'countryAliases', aliases, {
          satisfies: 'Readonly<Record<string, CountryCode>>',
          docs: 'Codes treated as another country (payment-form.md §5: AC and TA are treated as SH).',
        })
        exportConst(file, 'addressRules', Object.fromEntries(codes.map((code) => [code, ruleOf(entries.get(code) as CountryFormat)])), {
          satisfies: '{ readonly [C in CountryCode]: AddressRule }',
          docs: 'The address rule of every country: format, required fields, postal pattern and name types.',
        })
      },
    },
    ...codes.map((code): GeneratedFile => ({
      path: countryModule(code),
      sources: [dataPath(sources.formats), dataPath(sources.aliases)],
      build: (file) => {
        importTypes(file, specPath(3), ['AddressCountryDetails'])
        exportConst(file, 'details', detailsOf(code, entries.get(code) as CountryFormat), {
          satisfies: 'AddressCountryDetails',
          docs: `Everything known about the addresses of ${code}.`,
        })
      },
    })),
    {
      path: 'core/generated/address/countries/index.generated.ts',
      sources: [dataPath(sources.formats), dataPath(sources.aliases)],
      build: (file) => {
        importTypes(file, specPath(3), ['AddressCountryDetails'])
        importTypes(file, '../rules.generated.ts', ['CountryCode'])
        file.addVariableStatement({
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          docs: ['Loads one country\'s details on demand, so a bundle carries only the countries it shows.'],
          declarations: [{
            name: 'countryDetailsLoaders',
            type: '{ readonly [C in CountryCode]: () => Promise<{ readonly details: AddressCountryDetails }> }',
            initializer: `{\n${codes.map((code) => `  ${code}: () => import('./${code}.generated.ts'),`).join('\n')}\n}`,
          }],
        })
      },
    },
    {
      path: 'core/generated/address/poBox.generated.ts',
      sources: [dataPath(sources.poBoxes)],
      build: (file) => {
        importTypes(file, specPath(2), ['PoBoxPatterns'])
        exportConst(file, 'poBoxPatterns', poBoxes, { satisfies: 'PoBoxPatterns', docs: 'PO box keywords per country, and for every other country (payment-form.md §5).' })
      },
    },
    {
      path: 'core/generated/address/postalMasks.generated.ts',
      sources: [dataPath(sources.masks)],
      build: (file) => {
        importTypes(file, './rules.generated.ts', ['CountryCode'])
        exportConst(file, 'postalMasks', masks, {
          satisfies: '{ readonly [C in CountryCode]?: string }',
          docs: 'Postal-code input masks (payment-form.md §9): 9 a digit, A a letter, anything else as shown.',
        })
      },
    },
    {
      path: 'core/generated/address/streetNumberAfterStreet.generated.ts',
      sources: [dataPath(sources.streetNumber)],
      build: (file) => {
        importTypes(file, './rules.generated.ts', ['CountryCode'])
        exportConst(file, 'streetNumberAfterStreetCountries', [...streetNumber.countries].sort(), {
          keepOrder: true,
          satisfies: 'ReadonlyArray<CountryCode>',
          docs: 'Countries that write the house number after the street name (payment-form.md §9).',
        })
      },
    },
  ]
  return files
}
