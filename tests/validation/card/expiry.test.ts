import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseExpiry, validateExpiry } from 'payloom/validation'

// 15 June 2030, local time: card dates follow the cardholder's calendar.
const now = new Date(2030, 5, 15)
const codeOf = (expiry: string): string | undefined => validateExpiry(expiry, { now }).error?.code
const pad = (n: number): string => String(n).padStart(2, '0')

describe('parseExpiry', () => {
  it.each([
    ['12/34', { month: 12, year: 2034 }],
    ['12 / 2034', { month: 12, year: 2034 }],
    ['1234', { month: 12, year: 2034 }],
    ['1/34', { month: 1, year: 2034 }],
    ['01/34', { month: 1, year: 2034 }],
    ['434', { month: 4, year: 2034 }],
    ['09 / 2041', { month: 9, year: 2041 }],
    ['12/00', { month: 12, year: 2000 }],
  ])('reads %j', (input, expected) => {
    expect(parseExpiry(input)).toEqual(expected)
  })

  it.each(['', '1', '12', '12/', '12/3', '12/345', '13/34', '00/34', '/34', '12/34567', 'ab/cd', '12-34'])('gives nothing for %j', (input) => {
    expect(parseExpiry(input)).toBeUndefined()
  })
})

describe('validateExpiry', () => {
  it('is complete for this month and later', () => {
    expect(validateExpiry('06/30', { now })).toEqual({ complete: true })
    expect(validateExpiry('07 / 2030', { now })).toEqual({ complete: true })
    expect(validateExpiry('12/80', { now })).toEqual({ complete: true })
  })

  it.each(['', '  ', '1', '0', '12', '99', '12/', '12 /', '/34', '12/3', '12/203'])('gives incomplete_expiry for %j, not shown until blur', (input) => {
    expect(validateExpiry(input, { now })).toEqual({
      complete: false,
      error: { type: 'input_validation_error', code: 'incomplete_expiry', displayImmediately: false },
    })
  })

  it.each(['00/34', '13/34', '13', '25/34', '123/34', 'ab', 'x1/34'])('gives invalid_expiry_month for %j, at once', (input) => {
    expect(validateExpiry(input, { now })).toEqual({
      complete: false,
      error: { type: 'input_validation_error', code: 'invalid_expiry_month', displayImmediately: true },
    })
  })

  it.each(['12/81', '01/2081', '12/20345', '12/3x', '12/34/'])('gives invalid_expiry_year for %j, at once', (input) => {
    expect(validateExpiry(input, { now })).toEqual({
      complete: false,
      error: { type: 'input_validation_error', code: 'invalid_expiry_year', displayImmediately: true },
    })
  })

  it('gives invalid_expiry_month_past for an earlier month of this year', () => {
    expect(codeOf('05/30')).toBe('invalid_expiry_month_past')
    expect(codeOf('1/2030')).toBe('invalid_expiry_month_past')
  })

  it('gives invalid_expiry_year_past for an earlier year', () => {
    expect(codeOf('12/29')).toBe('invalid_expiry_year_past')
    expect(codeOf('06/1999')).toBe('invalid_expiry_year_past')
  })

  it('reads two-digit years as 2000 plus', () => {
    expect(validateExpiry('12/99', { now: new Date(2060, 0, 1) }).complete).toBe(true)
    expect(codeOf('12/99')).toBe('invalid_expiry_year')
  })

  it('defaults to the current date', () => {
    const today = new Date()
    expect(validateExpiry(`${pad(today.getMonth() + 1)}/${today.getFullYear()}`).complete).toBe(true)
    expect(validateExpiry(`12/${today.getFullYear() - 1}`).error?.code).toBe('invalid_expiry_year_past')
  })

  // A "now" between 2000 and 2049, so that every year up to 50 ahead still has a two-digit form.
  const someNow = fc.tuple(fc.integer({ min: 2000, max: 2049 }), fc.integer({ min: 1, max: 12 }))

  it('completes any month from now to 50 years ahead written MM/YY or MM / YYYY', () => {
    fc.assert(fc.property(someNow, fc.integer({ min: 0, max: 50 * 12 + 11 }), ([year, month], ahead) => {
      const at = new Date(year, month - 1, 28)
      const expiryYear = year + Math.floor((month - 1 + ahead) / 12)
      const expiryMonth = ((month - 1 + ahead) % 12) + 1
      fc.pre(expiryYear - year <= 50)
      expect(validateExpiry(`${pad(expiryMonth)}/${pad(expiryYear % 100)}`, { now: at })).toEqual({ complete: true })
      expect(validateExpiry(`${pad(expiryMonth)} / ${expiryYear}`, { now: at })).toEqual({ complete: true })
      expect(parseExpiry(`${pad(expiryMonth)}/${pad(expiryYear % 100)}`)).toEqual({ month: expiryMonth, year: expiryYear })
    }))
  })

  it('gives the *_past codes for any earlier month', () => {
    fc.assert(fc.property(someNow, fc.integer({ min: 1, max: 24 * 12 }), ([year, month], before) => {
      const at = new Date(year, month - 1, 1)
      const index = year * 12 + month - 1 - before
      const expiryYear = Math.floor(index / 12)
      const expiryMonth = (index % 12) + 1
      const expected = expiryYear < year ? 'invalid_expiry_year_past' : 'invalid_expiry_month_past'
      expect(validateExpiry(`${pad(expiryMonth)}/${expiryYear}`, { now: at }).error?.code).toBe(expected)
      if (expiryYear >= 2000) expect(validateExpiry(`${pad(expiryMonth)}/${pad(expiryYear % 100)}`, { now: at }).error?.code).toBe(expected)
    }))
  })

  it('gives invalid_expiry_year for any year more than 50 ahead', () => {
    fc.assert(fc.property(someNow, fc.integer({ min: 51, max: 7000 }), fc.integer({ min: 1, max: 12 }), ([year, month], ahead, expiryMonth) => {
      fc.pre(year + ahead <= 9999)
      expect(validateExpiry(`${pad(expiryMonth)}/${year + ahead}`, { now: new Date(year, month - 1, 1) }).error?.code).toBe('invalid_expiry_year')
    }))
  })

  it('flags any month above 12 or 0, whatever the year', () => {
    fc.assert(fc.property(fc.integer({ min: 13, max: 99 }), fc.stringMatching(/^([0-9]{2}|[0-9]{4})$/), (month, year) => {
      expect(codeOf(`${month}/${year}`)).toBe('invalid_expiry_month')
      expect(codeOf(`00/${year}`)).toBe('invalid_expiry_month')
    }))
  })
})
