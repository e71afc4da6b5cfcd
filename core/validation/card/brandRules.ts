import { cardBrands, type CardBrand } from '../../generated/cardBrands.generated.ts'
import type { CardBrandSpec } from './CardBrandSpec.ts'

/** One brand's rules, flattened to a single object shape so the validators' property reads stay fast. */
export interface BrandRules {
  readonly brand: CardBrand
  readonly spec: CardBrandSpec
  readonly minLength: number
  readonly maxLength: number
  /** The longest length once 19-digit numbers are allowed (maxLength for brands without the option). */
  readonly maxLength19: number
  /** The shortest number complete without passing Luhn (past any length when the brand needs Luhn). */
  readonly minLengthWithoutLuhn: number
  readonly cvcMin: number
  readonly cvcMax: number
  /** Bit i is set when a space goes before digit i (0-based) of the formatted number. */
  readonly spaceBefore: number
}

const compile = (brand: CardBrand, spec: CardBrandSpec): BrandRules => {
  let spaceBefore = 0
  let position = 0
  for (const size of spec.groups) {
    position += size
    spaceBefore |= 1 << position
  }
  return {
    brand,
    spec,
    minLength: spec.length.min,
    maxLength: spec.length.max,
    maxLength19: spec.length.maxWith19Digits ?? spec.length.max,
    minLengthWithoutLuhn: spec.luhn ? Infinity : spec.length.minWithoutLuhn ?? spec.length.min,
    cvcMin: spec.cvc.min,
    cvcMax: spec.cvc.max,
    spaceBefore,
  }
}

// A Map rather than the record, so that a caller's 'toString' or '__proto__' finds nothing.
const rules = new Map<unknown, BrandRules>(
  (Object.keys(cardBrands) as CardBrand[]).map((brand) => [brand, compile(brand, cardBrands[brand])]),
)

/** The rules of a brand, or undefined for anything that is not a brand name. */
export const rulesOf = (brand: unknown): BrandRules | undefined => rules.get(brand)

/** The fallback brand's rules, used when no prefix matches. */
export const unknownRules = rules.get('unknown') as BrandRules
