import { cardBrands, detectCardBrand, type CardBrand, type CardBrandSpec } from 'payloom/validation/card'

/**
 * The longest number a brand takes (payment-form.md §5): 16 for visa and mastercard, 19 once the
 * merchant allows 19-digit numbers (`card({ allow19Digits: true })`); brands without that option
 * keep their own longest length either way.
 */
export const longestNumber = (brand: CardBrand, allow19Digits: boolean): number => {
  const length: CardBrandSpec['length'] = cardBrands[brand].length
  return allow19Digits ? length.maxWith19Digits ?? length.max : length.max
}

/**
 * What the card number field keeps of its input, typed, pasted or autofilled alike: the digits,
 * cut at the detected brand's longest length. The field shows the number cut at that same length,
 * so a digit it keeps is always a digit the shopper sees; one more keystroke changes nothing
 * instead of turning a good number into an invalid one behind the shopper's back. The brand comes
 * from the first six digits, which the cut never touches (every brand is longer than that).
 * `panLength`: the number's account range's length, once the card's networks are known, over the brand's.
 */
export const keptCardDigits = (input: string, allow19Digits: boolean, panLength?: number): string => {
  const digits = input.replace(/\D/g, '')
  return digits.slice(0, panLength ?? longestNumber(detectCardBrand(digits), allow19Digits))
}
