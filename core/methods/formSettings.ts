import { IntegrationError } from '../errors/IntegrationError.ts'
import type { MethodFormSettings } from '../plugin/contract.ts'
import { taxIdCountries } from '../validation/tax/taxId.ts'

const flags = ['alwaysCollectFullBillingAddress', 'alwaysCollectCountry', 'alwaysCollectTaxInformation'] as const
const known: ReadonlyArray<string> = [...flags, 'taxCountry', 'fieldLabels', 'paymentScreens']

const isList = (value: unknown): value is ReadonlyArray<unknown> => Array.isArray(value)

/**
 * Checks a merchant's form settings of one catalog method against the values its form has
 * (`names`): a mistake is an IntegrationError naming the factory, the setting and what it takes.
 */
export const checkFormSettings = (factory: string, settings: unknown, names: () => ReadonlyArray<string>): MethodFormSettings => {
  const fail = (message: string): never => { throw new IntegrationError({ message: `Invalid value for ${factory}(): ${message}` }) }
  if (settings === undefined) return {}
  if (typeof settings !== 'object' || settings === null || isList(settings)) return fail(`pass an object of settings, got ${JSON.stringify(settings)}.`)
  const given = settings as Readonly<Record<string, unknown>>
  for (const key of Object.keys(given)) if (!known.includes(key)) fail(`${key} is not a setting; use ${known.join(', ')}.`)
  for (const flag of flags) if (given[flag] !== undefined && typeof given[flag] !== 'boolean') fail(`${flag} must be a boolean, got ${JSON.stringify(given[flag])}.`)
  const countries: ReadonlyArray<string> = taxIdCountries
  if (given.alwaysCollectTaxInformation === true && given.taxCountry === undefined) fail('alwaysCollectTaxInformation needs taxCountry, the country whose tax ids the form takes (BR, DE...).')
  if (given.taxCountry !== undefined && (typeof given.taxCountry !== 'string' || !countries.includes(given.taxCountry))) {
    fail(`taxCountry must be one of ${countries.join(', ')}; got ${JSON.stringify(given.taxCountry)}.`)
  }
  const valueNames = names()
  const name = (value: unknown, where: string): string => typeof value === 'string' && valueNames.includes(value)
    ? value
    : fail(`${where} names the form's values, ${valueNames.join(', ')}; got ${JSON.stringify(value)}.`)
  if (given.fieldLabels !== undefined) {
    if (typeof given.fieldLabels !== 'object' || given.fieldLabels === null || isList(given.fieldLabels)) fail(`fieldLabels must be an object of labels by value name, got ${JSON.stringify(given.fieldLabels)}.`)
    for (const [key, label] of Object.entries(given.fieldLabels as object)) {
      name(key, 'fieldLabels')
      if (typeof label !== 'string' || label.trim() === '') fail(`fieldLabels.${key} must be a non-empty string, got ${JSON.stringify(label)}.`)
    }
  }
  if (given.paymentScreens !== undefined) {
    if (!isList(given.paymentScreens) || given.paymentScreens.length === 0) fail(`paymentScreens must be a list of screens, each a list of value names; got ${JSON.stringify(given.paymentScreens)}.`)
    const seen = new Set<string>()
    for (const screen of given.paymentScreens as ReadonlyArray<unknown>) {
      if (!isList(screen) || screen.length === 0) fail(`each screen of paymentScreens must be a non-empty list of value names; got ${JSON.stringify(screen)}.`)
      for (const value of screen as ReadonlyArray<unknown>) {
        if (seen.has(name(value, 'paymentScreens'))) fail(`paymentScreens shows ${String(value)} twice; each value goes on one screen.`)
        seen.add(value as string)
      }
    }
  }
  return given as MethodFormSettings
}
