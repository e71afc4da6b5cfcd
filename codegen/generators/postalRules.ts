import type { Generator } from '../GeneratedFile.ts'
import { exportConst, importTypes } from '../emit.ts'
import { addressSources, dataPath, postalRuleOf, readAddressData, specPath, type CountryFormat } from './addressData.ts'

/**
 * data/address/formats.json and country-aliases.json -> core/generated/address/postalRules.generated.ts:
 * only what postal-code validation needs of each country, so the card form's page loads a small
 * table instead of every country's full address rule.
 */
export const postalRules: Generator = (read) => {
  const { codes, entries } = readAddressData(read)
  const rules = codes.flatMap((code) => {
    const rule = postalRuleOf(entries.get(code) as CountryFormat)
    return rule === undefined ? [] : [[code, rule] as const]
  })
  return [{
    path: 'core/generated/address/postalRules.generated.ts',
    sources: [dataPath(addressSources.formats), dataPath(addressSources.aliases)],
    build: (file) => {
      importTypes(file, specPath(2), ['PostalRule'])
      importTypes(file, './countryCodes.generated.ts', ['CountryCode'])
      exportConst(file, 'postalRules', Object.fromEntries(rules), {
        satisfies: '{ readonly [C in CountryCode]?: PostalRule }',
        docs: 'The postal rule of every country that has postal codes: pattern, prefix, whether required, whether a ZIP.',
      })
    },
  }]
}
