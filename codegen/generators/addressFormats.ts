import * as Schema from 'effect/Schema'
import { VariableDeclarationKind } from 'ts-morph'
import type { GeneratedFile, Generator } from '../GeneratedFile.ts'
import { CountryCode, decodeSource } from '../decodeSource.ts'
import { exportConst, exportUnion, importTypes } from '../emit.ts'
import type { AddressCountryDetails } from '../../core/validation/address/AddressFormatSpec.ts'
import {
  addressSources as sources, checkRegExp, dataPath, fail, readAddressData, ruleOf, specPath, withoutComment, type CountryFormat,
} from './addressData.ts'

const PoBoxes = Schema.Struct({ default: Schema.String, countries: Schema.Record(CountryCode, Schema.String) })
const Masks = Schema.Struct({ masks: Schema.Record(CountryCode, Schema.String.check(Schema.isPattern(/^[9A -]+$/))) })
const CountryList = Schema.Struct({ countries: Schema.Array(CountryCode) })

const detailsOf = (code: string, entry: CountryFormat): AddressCountryDetails => ({
  ...ruleOf(entry),
  country: code,
  ...(entry.postalPattern !== undefined ? { postalPattern: entry.postalPattern } : {}),
  ...(entry.postalPrefixPattern !== undefined ? { postalPrefixPattern: entry.postalPrefixPattern } : {}),
  postalExamples: entry.postalExamples,
  subdivisions: entry.subdivisions,
})

const checkKnown = (source: string, codes: ReadonlySet<string>, listed: ReadonlyArray<string>): void => {
  for (const code of listed) if (!codes.has(code)) fail(source, code, 'is not a country of data/address/formats.json (or is an alias)')
}

/**
 * data/address/*.json -> core/generated/address/: the country list, the compact rules table every
 * address validation uses, one detail module per country (subdivisions, examples) behind lazy
 * loaders, and the PO box, postal mask and street-number tables.
 */
export const addressFormats: Generator = (read) => {
  const { codes, aliases, entries } = readAddressData(read)
  const poBoxes = decodeSource(PoBoxes, sources.poBoxes, withoutComment(read(sources.poBoxes)))
  const { masks } = decodeSource(Masks, sources.masks, withoutComment(read(sources.masks)))
  const streetNumber = decodeSource(CountryList, sources.streetNumber, withoutComment(read(sources.streetNumber)))

  const known = new Set(codes)
  checkKnown(sources.poBoxes, known, Object.keys(poBoxes.countries))
  checkRegExp(sources.poBoxes, 'default', poBoxes.default, 'iu')
  for (const [code, pattern] of Object.entries(poBoxes.countries)) checkRegExp(sources.poBoxes, code, pattern, 'iu')
  checkKnown(sources.masks, known, Object.keys(masks))
  checkKnown(sources.streetNumber, known, streetNumber.countries)

  const countryModule = (code: string): string => `core/generated/address/countries/${code}.generated.ts`
  const files: GeneratedFile[] = [
    {
      path: 'core/generated/address/countryCodes.generated.ts',
      sources: [dataPath(sources.formats), dataPath(sources.aliases)],
      build: (file) => {
        exportUnion(file, 'CountryCode', codes, 'Every country or territory with an address format (aliases such as AC and TA excluded).')
        exportConst(file, 'countryCodes', codes, { keepOrder: true, satisfies: 'ReadonlyArray<CountryCode>', docs: 'Every `CountryCode`, sorted.' })
        exportConst(file, 'countryAliases', aliases, {
          satisfies: 'Readonly<Record<string, CountryCode>>',
          docs: 'Codes treated as another country (payment-form.md §5: AC and TA are treated as SH).',
        })
      },
    },
    {
      path: 'core/generated/address/rules.generated.ts',
      sources: [dataPath(sources.formats), dataPath(sources.aliases)],
      build: (file) => {
        importTypes(file, specPath(2), ['AddressRule'])
        importTypes(file, './countryCodes.generated.ts', ['CountryCode'])
        // The country list and the postal rules have their own modules, so that a country picker
        // or a lone postal-code field does not carry this table.
        exportConst(file, 'addressRules', Object.fromEntries(codes.map((code) => [code, ruleOf(entries.get(code) as CountryFormat)])), {
          satisfies: '{ readonly [C in CountryCode]: AddressRule }',
          docs: 'The address rule of every country: format, required fields and name types.',
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
        importTypes(file, '../countryCodes.generated.ts', ['CountryCode'])
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
        importTypes(file, './countryCodes.generated.ts', ['CountryCode'])
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
        importTypes(file, './countryCodes.generated.ts', ['CountryCode'])
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
