import type { CardBrand } from '../../generated/cardBrands.generated.ts'
import { complete, type FieldResult } from '../ValidationError.ts'
import { rulesOf, unknownRules } from './brandRules.ts'
import { cardFailure } from './CardErrorCode.ts'

export interface CvcOptions {
  /** The card's brand, which sets the code's length; anything else counts as 'unknown'. */
  readonly brand: CardBrand
  /**
   * Require all 4 digits of an amex code instead of accepting 3 or 4.
   * @default false
   */
  readonly amexCvcStrict?: boolean
}

const incomplete = cardFailure('incomplete_cvc')
const invalid = cardFailure('invalid_cvc')

/**
 * Checks a security code (payment-form.md §5): 3 digits, amex 3 or 4 (4 when strict), an unknown
 * brand 3 or 4. incomplete_cvc when empty or too short; invalid_cvc when too long or when it holds
 * anything but digits.
 */
export const validateCvc = (cvc: string, options: CvcOptions): FieldResult<'incomplete_cvc' | 'invalid_cvc'> => {
  if (typeof cvc !== 'string' || cvc.length === 0) return incomplete
  for (let i = 0; i < cvc.length; i++) {
    const c = cvc.charCodeAt(i)
    if (c < 48 || c > 57) return invalid
  }
  const rules = rulesOf(options?.brand) ?? unknownRules
  if (cvc.length > rules.cvcMax) return invalid
  const min = options?.amexCvcStrict === true && rules.brand === 'amex' ? rules.cvcMax : rules.cvcMin
  return cvc.length < min ? incomplete : complete
}
