import { complete, type FieldResult } from '../ValidationError.ts'
import { bankFailure } from './BankErrorCode.ts'

const incomplete = /* @__PURE__ */ bankFailure('incomplete_vpa')
const invalid = /* @__PURE__ */ bankFailure('invalid_vpa')
/** The longest VPA (UPI ID) the provider takes, handle included. */
const longest = 256

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isNameChar = (c: number): boolean => isLetter(c) || (c >= 48 && c <= 57) || c === 46 || c === 45 || c === 95

/**
 * Checks a UPI virtual payment address ('name@bank'): a name of letters, digits, '.', '-' and
 * '_', one '@', then a bank handle of letters, at most 256 characters in all.
 * - incomplete_vpa: empty, no '@' yet, or nothing after it yet;
 * - invalid_vpa (shown at once): a character the part cannot hold, an '@' with no name before it,
 *   a second '@', or longer than 256 characters.
 */
export const validateVpa = (value: string): FieldResult<'incomplete_vpa' | 'invalid_vpa'> => {
  if (typeof value !== 'string') return incomplete
  const vpa = value.trim()
  if (vpa.length > longest) return invalid
  const at = vpa.indexOf('@')
  const nameEnd = at < 0 ? vpa.length : at
  if (at === 0) return invalid
  for (let i = 0; i < nameEnd; i++) if (!isNameChar(vpa.charCodeAt(i))) return invalid
  if (at < 0) return incomplete
  for (let i = at + 1; i < vpa.length; i++) if (!isLetter(vpa.charCodeAt(i))) return invalid
  return at === vpa.length - 1 ? incomplete : complete
}
