import { failed } from '../validation/ValidationError.ts'
import { loadTaxIdRule, type TaxIdRule } from '../validation/tax/taxId.ts'
import type { MethodField } from './MethodField.ts'

/** The tax id field of a form that always collects tax information, and the id as confirm sends it. */
export interface TaxIdField {
  readonly field: MethodField
  /** The id in the provider's compact form (`39053344705`), once valid. */
  taxIdOf(value: string): string | undefined
}

/**
 * A `taxId` field checked by `country`'s tax id rules. They load when the plugin is made, long
 * before a shopper types; until then an id typed is incomplete, never accepted unchecked.
 */
export const taxIdField = (country: string): TaxIdField => {
  let rule: TaxIdRule | undefined
  void loadTaxIdRule(country).then((loaded) => { rule = loaded })
  return {
    field: {
      name: 'taxId',
      label: 'tax_id',
      autoComplete: 'off',
      maxLength: 40,
      validate: (value) => rule?.check(value).result ?? failed('incomplete_tax_id'),
    },
    taxIdOf: (value) => rule?.check(value).compact,
  }
}
