import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateBankChoice } from 'payloom/validation/bank'

const incomplete = { complete: false, error: { type: 'input_validation_error', code: 'incomplete_bank', displayImmediately: false } }
const idealBanks = ['abn_amro', 'asn_bank', 'bunq', 'ing', 'knab', 'rabobank']

describe('validateBankChoice', () => {
  it('is complete for a bank the form offers', () => {
    expect(validateBankChoice('ing', idealBanks)).toEqual({ complete: true })
  })

  it('gives incomplete_bank, not shown until blur, for no choice or a bank not offered', () => {
    for (const value of [undefined, null, '', 'ING', 'revolut', ' ing']) expect(validateBankChoice(value, idealBanks)).toEqual(incomplete)
    expect(validateBankChoice('ing', [])).toEqual(incomplete)
  })

  it('is complete exactly when the value is one of the ids', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 6 }), fc.option(fc.string({ maxLength: 8 })), fc.nat(), (ids, other, pick) => {
      const value = ids.length > 0 && pick % 2 === 0 ? ids[pick % ids.length]! : other
      expect(validateBankChoice(value, ids)).toEqual(value !== null && ids.includes(value) ? { complete: true } : incomplete)
    }), { numRuns: 1000 })
  })
})
