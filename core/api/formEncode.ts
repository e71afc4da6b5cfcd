import type { FormParams } from './ApiClient.ts'

// A lone surrogate makes encodeURIComponent throw; it becomes U+FFFD, as URLSearchParams does.
const wellFormed = (text: string): string => text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length === 2 ? unit : '\uFFFD'))

const encode = (text: string): string => encodeURIComponent(wellFormed(text))

/** The text of a leaf value; `null` is the empty value that unsets a field; anything else has none. */
const leaf = (value: unknown): string | undefined => {
  if (value === null) return ''
  const type = typeof value
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint' ? String(value) : undefined
}

// Appends the pairs of `value` under `name` and says whether it wrote any, so that an array item
// which encodes to nothing takes no index and the indices stay 0..n-1 (what the provider reads as a list).
const write = (value: unknown, name: string, pairs: string[]): boolean => {
  if (Array.isArray(value)) {
    let index = 0
    for (const item of value) if (write(item, `${name}[${index}]`, pairs)) index++
    return index > 0
  }
  if (typeof value === 'object' && value !== null) {
    let wrote = false
    for (const [key, item] of Object.entries(value)) wrote = write(item, `${name}[${encode(key)}]`, pairs) || wrote
    return wrote
  }
  const text = leaf(value)
  if (text === undefined) return false
  pairs.push(`${name}=${encode(text)}`)
  return true
}

/**
 * The provider's form encoding: nested objects as `a[b]=x`, arrays indexed `a[0]=x`, booleans
 * and numbers as text, `null` as an empty value (how a field is unset), `undefined` left out
 * (and so are empty arrays and objects). Keys and values are percent-encoded; the brackets
 * between them stay readable.
 */
export const formEncode = (params: FormParams): string => {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(params)) write(value, encode(key), pairs)
  return pairs.join('&')
}
