import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSavedCardExpired, requiresCvcRecollection, type SavedCard } from 'payloom/validation'

const card = (fields: Partial<SavedCard> = {}): SavedCard => ({ exp_month: 12, exp_year: 2034, ...fields })

describe('requiresCvcRecollection', () => {
  it('is required when the intent or session asks for it', () => {
    expect(requiresCvcRecollection(card({ cvc_check: 'pass' }), { requested: true })).toBe(true)
  })

  it.each(['fail', 'unavailable', 'unchecked'])('is required when the last check is %s', (check) => {
    expect(requiresCvcRecollection(card({ cvc_check: check }), { requested: false })).toBe(true)
    expect(requiresCvcRecollection(card({ cvc_check: check }))).toBe(true)
  })

  it('is not required after a passing check, or with no check on record', () => {
    expect(requiresCvcRecollection(card({ cvc_check: 'pass' }), { requested: false })).toBe(false)
    expect(requiresCvcRecollection(card({ cvc_check: null }))).toBe(false)
    expect(requiresCvcRecollection(card())).toBe(false)
  })
})

describe('isSavedCardExpired', () => {
  const now = new Date(2030, 5, 15)

  it('is valid through the expiry month', () => {
    expect(isSavedCardExpired(card({ exp_month: 6, exp_year: 2030 }), { now })).toBe(false)
    expect(isSavedCardExpired(card({ exp_month: 5, exp_year: 2030 }), { now })).toBe(true)
    expect(isSavedCardExpired(card({ exp_month: 1, exp_year: 2031 }), { now })).toBe(false)
    expect(isSavedCardExpired(card({ exp_month: 12, exp_year: 2029 }), { now })).toBe(true)
  })

  it('reads two-digit years as 2000 plus', () => {
    expect(isSavedCardExpired(card({ exp_month: 6, exp_year: 30 }), { now })).toBe(false)
    expect(isSavedCardExpired(card({ exp_month: 5, exp_year: 30 }), { now })).toBe(true)
  })

  it('counts a card without a readable expiry as expired', () => {
    expect(isSavedCardExpired(card({ exp_month: 0 }), { now })).toBe(true)
    expect(isSavedCardExpired(card({ exp_month: 13 }), { now })).toBe(true)
    expect(isSavedCardExpired(card({ exp_year: Number.NaN }), { now })).toBe(true)
    expect(isSavedCardExpired(null as unknown as SavedCard, { now })).toBe(true)
  })

  it('agrees with comparing (year, month) pairs', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }),
      (year, month, nowYear, nowMonth) => {
        const expired = year < nowYear || (year === nowYear && month < nowMonth)
        expect(isSavedCardExpired(card({ exp_month: month, exp_year: year }), { now: new Date(nowYear, nowMonth - 1, 10) })).toBe(expired)
      },
    ))
  })
})
