import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arrayOf, boolean, isRecord, number, optional, string, struct, unknown } from '../../../core/json/guards.ts'

const Customer = struct({
  id: string,
  tags: optional(arrayOf(string)),
  active: boolean,
  balance: optional(number),
  metadata: unknown,
  address: optional(struct({ country: string })),
})

const validCustomer = fc.record({
  id: fc.string(),
  tags: fc.option(fc.array(fc.string()), { nil: undefined }),
  active: fc.boolean(),
  balance: fc.oneof(fc.constant(null), fc.constant(undefined), fc.double()),
  metadata: fc.anything(),
  address: fc.option(fc.record({ country: fc.string() }), { nil: null }),
}, { requiredKeys: ['id', 'active'] })

describe('guards', () => {
  it('never throw, whatever the value', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(typeof Customer(value)).toBe('boolean')
    }))
  })

  it('accept every value of the described shape, with fields they do not name', () => {
    fc.assert(fc.property(validCustomer, fc.dictionary(fc.string().map((key) => `extra_${key}`), fc.anything()), (customer, extra) => {
      expect(Customer({ ...extra, ...customer })).toBe(true)
    }))
  })

  it('reject a value with any required field missing or of the wrong type', () => {
    const wrong = fc.constantFrom<[string, unknown]>(
      ['id', undefined], ['id', 7], ['active', 'yes'], ['active', null], ['tags', ['a', 1]], ['tags', 'a'],
      ['balance', '12'], ['address', { country: 1 }], ['address', []],
    )
    fc.assert(fc.property(validCustomer, wrong, (customer, [key, value]) => {
      expect(Customer({ ...customer, [key]: value })).toBe(false)
    }))
  })

  it('take null and a missing key alike for an optional field', () => {
    expect(Customer({ id: 'c', active: true, tags: null, address: undefined })).toBe(true)
  })

  it('tell JSON objects from arrays, null and primitives', () => {
    expect(isRecord({})).toBe(true)
    expect([[], null, 'x', 1, true, undefined].some(isRecord)).toBe(false)
    expect(arrayOf(string)({ length: 0 })).toBe(false)
  })
})
