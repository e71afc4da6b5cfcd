import { complete, type FieldResult } from '../ValidationError.ts'

/** Whether a character is one a shopper may type between digits: a space (also tab, no-break) or a dash. */
const isSeparator = (c: number): boolean => c === 32 || c === 45 || c === 9 || c === 160

/**
 * How many digits a bank-number field holds, spaces and dashes aside; -1 when it holds any other
 * character (a letter, a dot), which no continuation can remove.
 */
export const countDigits = (value: string): number => {
  let count = 0
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c >= 48 && c <= 57) count++
    else if (!isSeparator(c)) return -1
  }
  return count
}

/**
 * The digits of a sort code, BSB, routing, transit, institution or account number as typed, for
 * sending: '10-88-00' -> '108800'. Every other character is dropped.
 */
export const bankDigits = (value: string): string => (typeof value === 'string' ? value.replace(/[^0-9]/g, '') : '')

/**
 * A rule for a field of `min` to `max` digits: `incomplete` when empty or shorter, `invalid` when
 * longer or when a character other than a digit, space or dash appears.
 */
export const digitRule =
  <Incomplete extends string, Invalid extends string>(
    min: number,
    max: number,
    incomplete: FieldResult<Incomplete>,
    invalid: FieldResult<Invalid>,
  ) =>
  (value: string): FieldResult<Incomplete | Invalid> => {
    if (typeof value !== 'string') return incomplete
    const count = countDigits(value)
    if (count < 0 || count > max) return invalid
    return count < min ? incomplete : complete
  }

/**
 * The digits of a value, cut at `lengths`' total and joined in those groups with `separator`
 * ('108800' in groups 2-2-2 -> '10-88-00'); a partial value keeps its groups so far ('1088' -> '10-88').
 */
export const formatDigitGroups = (value: string, lengths: ReadonlyArray<number>, separator: string): string => {
  const digits = bankDigits(value)
  let formatted = ''
  let start = 0
  for (const length of lengths) {
    if (start >= digits.length) break
    if (start > 0) formatted += separator
    formatted += digits.slice(start, start + length)
    start += length
  }
  return formatted
}
