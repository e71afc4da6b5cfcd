import { poBoxPatterns } from '../../generated/address/poBox.generated.ts'
import { resolveCountry } from './countryCode.ts'

// A keyword counts only as a whole word in scripts that separate words ("BP" is not in "BPM");
// CJK keywords (私書箱) are written inside longer runs of characters, so they match anywhere.
const wordCharacter = '\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{Script=Hebrew}\\p{Script=Arabic}'
const compiled = new Map<string, RegExp>()

const regExpOf = (pattern: string): RegExp => {
  let regExp = compiled.get(pattern)
  if (regExp === undefined) {
    // A number may follow a keyword directly ("Box123"), but a letter may not.
    regExp = new RegExp(`(?<![${wordCharacter}\\p{N}])(?:${pattern})(?![${wordCharacter}])`, 'iu')
    compiled.set(pattern, regExp)
  }
  return regExp
}

/**
 * Whether an address line looks like a PO box in that country (payment-form.md §5), using the
 * country's keywords, or the default English keywords for countries without their own.
 */
export const isPoBox = (line: unknown, country: unknown): boolean => {
  if (typeof line !== 'string' || line.trim() === '') return false
  const countries: Readonly<Record<string, string>> = poBoxPatterns.countries
  const pattern = countries[resolveCountry(country).country] ?? poBoxPatterns.default
  return regExpOf(pattern).test(line.normalize('NFC'))
}
