/**
 * What a merchant may write into the SDK's stylesheet. Values end up inside CSS that the SDK
 * builds, so a value must never fetch a resource (`url()` and its relatives) or run code.
 */

// Only what design values need: letters and digits of any script (font names), spaces, and the
// punctuation of numbers, colors, functions and font lists. Everything an injection relies on is
// outside it: backslash escapes, ; { } < > @ : & = and line breaks.
const allowedCharacters = /^[\p{L}\p{M}\p{N} #(),.%+\-*/'"_]*$/u

// Functions that load a resource or run code, compared lower-cased with spaces removed, so that
// `URL (` is caught as well as `url(`. Escapes and comments cannot hide one: both are refused.
const forbiddenFunctions = /(url|src|image|image-set|cross-fade|element|attr|expression|paint)\(/

// Quotes must close and brackets must pair, or the value would swallow the CSS that follows it.
const isBalanced = (value: string): boolean => {
  let quote: string | undefined
  let depth = 0
  for (const char of value) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") quote = char
    else if (char === '(') depth += 1
    else if (char === ')' && (depth -= 1) < 0) return false
  }
  return quote === undefined && depth === 0
}

/** True when a CSS value is safe to put in the SDK's stylesheet (payment-form.md §5, Appearance). */
export const isSafeCssValue = (value: string): boolean =>
  allowedCharacters.test(value)
  && !value.includes('/*')
  && !forbiddenFunctions.test(value.toLowerCase().replaceAll(' ', ''))
  && isBalanced(value)

const lengthPattern = /^([+-]?(\d+\.?\d*|\.\d+)(px|em|rem|%|vh|vw|vmin|vmax|ch|ex|pt|pc|cm|mm|in|q)|[+-]?0|var\(--[\w-]+\))$/i

/** A CSS length (`12px`, `1.5rem`, `0`) or a custom property (`var(--gap)`). */
export const isCssLength = (value: string): boolean => lengthPattern.test(value.trim())

/** The only form a grid gap takes: a number followed by px, em or rem. */
export const gridGapPattern = /^\d+(\.\d+)?(px|em|rem)$/
