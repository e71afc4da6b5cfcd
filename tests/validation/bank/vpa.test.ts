import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateVpa } from 'payloom/validation/bank'

const failure = (code: string, displayImmediately: boolean) => ({ complete: false, error: { type: 'input_validation_error', code, displayImmediately } })
const incomplete = failure('incomplete_vpa', false)
const invalid = failure('invalid_vpa', true)

const nameChars = 'abcxyzABCXYZ0189._-'
const vpa = fc
  .tuple(fc.string({ unit: fc.constantFrom(...nameChars), minLength: 1, maxLength: 60 }), fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCZ'), minLength: 1, maxLength: 12 }))
  .map(([name, handle]) => `${name}@${handle}`)

describe('validateVpa', () => {
  it.each(['name@bank', 'success@razorpay', 'john.doe-99_x@okicici', 'ab@UPI', 'a@b'])('is complete for %j', (value) => {
    expect(validateVpa(value)).toEqual({ complete: true })
    expect(validateVpa(` ${value} `)).toEqual({ complete: true })
  })

  it('gives incomplete_vpa, not shown until blur, while the name or the handle is still to come', () => {
    for (const value of ['', '  ', 'n', 'name', 'name.', 'name@']) expect(validateVpa(value), value).toEqual(incomplete)
  })

  it('gives invalid_vpa at once for what can never become one', () => {
    for (const value of ['@bank', 'na me@bank', 'name!@bank', 'name@ba nk', 'name@bank1', 'name@bank.in', 'name@@bank', 'a@b@c', 'é@bank', `${'a'.repeat(252)}@bank`]) {
      expect(validateVpa(value), value).toEqual(invalid)
    }
    expect(validateVpa(`${'a'.repeat(251)}@bank`)).toEqual({ complete: true })
  })

  it('agrees with its definition on any mix of the characters that matter', () => {
    const definition = /^[A-Za-z0-9._-]+@[A-Za-z]+$/
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'aZ09._-@@ !é+'), maxLength: 20 }), (value) => {
      const result = validateVpa(value)
      const trimmed = value.trim()
      expect(result.complete).toBe(definition.test(trimmed))
      // Incomplete exactly when appending can still make it whole.
      if (!result.complete) expect(result).toEqual(/^([A-Za-z0-9._-]*|[A-Za-z0-9._-]+@)$/.test(trimmed) ? incomplete : invalid)
    }), { numRuns: 3000 })
  })

  it('calls every prefix of a valid address incomplete or complete, never invalid', () => {
    fc.assert(fc.property(vpa.chain((value) => fc.tuple(fc.constant(value), fc.nat(value.length))), ([value, length]) => {
      const prefix = value.slice(0, length)
      const handleStarted = prefix.includes('@') && !prefix.endsWith('@')
      expect(validateVpa(prefix)).toEqual(handleStarted ? { complete: true } : incomplete)
    }), { numRuns: 1000 })
  })

  it('refuses a valid address with a forbidden character or a second @ put anywhere', () => {
    fc.assert(fc.property(vpa, fc.constantFrom(' ', '!', '#', '/', 'é', '@', '+'), fc.nat(), (value, odd, at) => {
      // A forbidden character at either end is not "put in": trimming removes a space there.
      const position = 1 + (at % (value.length - 1))
      expect(validateVpa(value.slice(0, position) + odd + value.slice(position))).toEqual(invalid)
    }), { numRuns: 1000 })
  })
})
