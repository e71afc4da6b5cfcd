import { complete, failed, type FieldResult } from '../ValidationError.ts'

/**
 * The countries whose tax ids the SDK checks: those the `stdnum` library has person or company
 * rules for (tests/core/validation/taxId.test.ts keeps this list equal to the library's).
 */
export const taxIdCountries = [
  'AD', 'AI', 'AL', 'AO', 'AR', 'AT', 'AU', 'AZ', 'BA', 'BE', 'BG', 'BR', 'BY', 'BZ', 'CA', 'CH', 'CL', 'CN', 'CO', 'CR', 'CU',
  'CY', 'CZ', 'DE', 'DK', 'DO', 'EC', 'EE', 'ES', 'FI', 'FR', 'GB', 'GH', 'GR', 'GT', 'HK', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN',
  'IS', 'IT', 'JP', 'KR', 'LI', 'LT', 'LU', 'LV', 'MA', 'MC', 'MD', 'ME', 'MK', 'MT', 'MU', 'MX', 'MY', 'MZ', 'NL', 'NO', 'NZ',
  'PE', 'PK', 'PL', 'PT', 'PY', 'RO', 'RS', 'RU', 'SE', 'SG', 'SI', 'SK', 'SM', 'SV', 'TH', 'TR', 'TW', 'UA', 'US', 'UY', 'VN',
  'ZA',
] as const

/** A tax id's check for one country: its verdict and, when valid, the id as the provider takes it. */
export interface TaxIdRule {
  check(value: string): { readonly result: FieldResult; readonly compact?: string }
}

/**
 * Loads the tax id rules of `country` (a person's or a company's ids): the library is about 50 KB
 * gzip, so a page loads it only when a form asks for a tax id, apart from the checkout's code.
 */
export const loadTaxIdRule = (country: string): Promise<TaxIdRule> =>
  import('stdnum').then(({ personValidators, entityValidators }) => {
    const validators = [...personValidators[country] ?? [], ...entityValidators[country] ?? []]
    return {
      check: (value) => {
        if (value.trim() === '') return { result: failed('incomplete_tax_id') }
        for (const validator of validators) {
          const verdict = validator.validate(value)
          if (verdict.isValid) return { result: complete, compact: verdict.compact }
        }
        return { result: failed('invalid_tax_id') }
      },
    }
  })
