import type { Generator } from '../GeneratedFile.ts'
import { exportConst, importTypes } from '../emit.ts'
import type { AddressRule, PostalRule } from '../../core/validation/address/AddressFormatSpec.ts'
import { addressSources, dataPath, readAddressData, ruleOf, specPath, type CountryFormat } from './addressData.ts'

/**
 * A country's postal rule, projected from the same `AddressRule` the full table holds, so the two
 * cannot disagree. `undefined` where there is no pattern: the source checks make sure such a
 * country neither requires a code nor has a prefix, and without a pattern no code is ever of the
 * wrong shape, so its name type never shows.
 */
const postalRuleOf = (rule: AddressRule): PostalRule | undefined =>
  rule.postalPattern === undefined ? undefined : {
    pattern: rule.postalPattern,
    ...(rule.postalPrefixPattern !== undefined ? { prefix: rule.postalPrefixPattern } : {}),
    ...(rule.require.includes('Z') ? { required: true } : {}),
    ...(rule.postalNameType === 'zip' ? { zip: true } : {}),
  }

/**
 * data/address/formats.json and country-aliases.json -> core/generated/address/postalRules.generated.ts:
 * only what postal-code validation needs of each country, so the card form's page loads a small
 * table instead of every country's full address rule.
 */
export const postalRules: Generator = (read) => {
  const { codes, entries } = readAddressData(read)
  const rules = codes.flatMap((code) => {
    const rule = postalRuleOf(ruleOf(entries.get(code) as CountryFormat))
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
