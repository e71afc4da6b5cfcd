import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FormParams, FormValue } from '../../../core/api/ApiClient.ts'
import { formEncode } from '../../../core/api/formEncode.ts'
import { decodeForm } from '../../../sandbox/formBody.ts'

// What the provider reads back: leaves as text, null as '', and nothing for undefined or for an
// array or object with nothing in it (arrays keep their order, without the items that vanish).
type Decoded = string | readonly Decoded[] | { readonly [key: string]: Decoded }
const expected = (value: FormValue): Decoded | undefined => {
  if (value === undefined) return undefined
  if (value === null) return ''
  if (Array.isArray(value)) {
    const items = value.map(expected).filter((item) => item !== undefined)
    return items.length === 0 ? undefined : items
  }
  if (typeof value === 'object') return expectedHash(value as FormParams)
  return String(value)
}
const expectedHash = (params: FormParams): { readonly [key: string]: Decoded } | undefined => {
  const entries = Object.entries(params).flatMap(([key, value]) => {
    const decoded = expected(value)
    return decoded === undefined ? [] : [[key, decoded] as const]
  })
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

// Keys as a server can tell them apart: no brackets (they are the nesting syntax), not empty
// (`a[]` appends) and not all digits (a hash keyed 0..n-1 is read as a list).
const key = fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).filter((text) => !/[[\]]/.test(text) && !/^\d+$/.test(text))
const leaf = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)
// At most 6 levels of containers under a top-level key: the provider refuses names nested deeper than 8.
const { value } = fc.letrec<{ value: FormValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 6, withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
}))
const params = fc.dictionary(key, value, { maxKeys: 5 })

describe('formEncode', () => {
  it('writes nested objects with brackets and arrays with indices', () => {
    expect(formEncode({ card: { number: '4242424242424242', exp_month: 12 }, payment_method_types: ['card', 'ideal'] }))
      .toBe('card[number]=4242424242424242&card[exp_month]=12&payment_method_types[0]=card&payment_method_types[1]=ideal')
    expect(formEncode({ a: { b: [{ c: 'x' }] } })).toBe('a[b][0][c]=x')
  })

  it('writes booleans and numbers as text, null as an empty value, and leaves undefined out', () => {
    expect(formEncode({ confirm: true, off_session: false, amount: 2000, rate: 1.5, shipping: null, description: undefined }))
      .toBe('confirm=true&off_session=false&amount=2000&rate=1.5&shipping=')
  })

  it('leaves out empty arrays and objects, and indexes an array without the items that vanish', () => {
    expect(formEncode({ expand: [], metadata: {}, types: [undefined, 'card', [], 'ideal'] })).toBe('types[0]=card&types[1]=ideal')
  })

  it('percent-encodes keys and values', () => {
    expect(formEncode({ 'a b&c': 'x=y&z+1%', name: 'Zoë 🙂' })).toBe('a%20b%26c=x%3Dy%26z%2B1%25&name=Zo%C3%AB%20%F0%9F%99%82')
    expect(formEncode({ metadata: { 'order id': '#1' } })).toBe('metadata[order%20id]=%231')
  })

  it('turns a lone surrogate into U+FFFD instead of throwing', () => {
    expect(formEncode({ name: 'a\uD800b', ['\uDC00']: 'x' })).toBe('name=a%EF%BF%BDb&%EF%BF%BD=x')
  })

  it('is read back by the provider\'s parser as the same parameters', () => {
    fc.assert(fc.property(params, (input) => {
      expect({ ...decodeForm(formEncode(input)) }).toEqual(expectedHash(input) ?? {})
    }), { numRuns: 500 })
  })
})
