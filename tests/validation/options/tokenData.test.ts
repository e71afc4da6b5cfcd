import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tokenTypes, validateTokenData } from '../../../core/validation/options/index.ts'

const errorsOf = (type: unknown, data: unknown, element?: string): ReadonlyArray<string> =>
  validateTokenData(type, data, element === undefined ? {} : { element }).errors

describe('validateTokenData', () => {
  it('accepts each token type of the spec', () => {
    expect(tokenTypes).toEqual(['account', 'bank_account', 'person', 'pii', 'cvc_update', 'apple_pay'])
    for (const type of tokenTypes) expect(errorsOf(type, {})).toEqual([])
  })

  it('rejects another type', () => {
    expect(errorsOf('card', {})).toEqual([
      'Invalid value for type: "card". Expected one of account, bank_account, person, pii, cvc_update, apple_pay.',
    ])
  })

  it('accepts a complete account token', () => {
    expect(validateTokenData('account', {
      business_type: 'individual',
      individual: { first_name: 'Jenny', ssn_last_4: '0000', gender: 'female', dob: { day: 31, month: 12, year: 1990 } },
      tos_shown_and_accepted: true,
    })).toEqual({ errors: [], warnings: [] })
  })

  it('checks each legal-entity field wherever it sits', () => {
    expect(errorsOf('account', {
      business_type: 'partnership',
      tos_shown_and_accepted: false,
      individual: { ssn_last_4: '12345', gender: 'other', dob: { day: 32, month: 0, year: 1990.5 } },
      company: { owners: [{ relationship: { percent_ownership: 101 } }] },
    })).toEqual([
      'Invalid value for data.business_type: "partnership". Expected one of individual, company, non_profit, government_entity.',
      'Invalid value for data.tos_shown_and_accepted: false. Expected true.',
      'Invalid value for data.individual.ssn_last_4: "12345". Expected exactly 4 characters.',
      'Invalid value for data.individual.gender: "other". Expected one of male, female.',
      'Invalid value for data.individual.dob.day: 32. Expected an integer from 1 to 31.',
      'Invalid value for data.individual.dob.month: 0. Expected an integer from 1 to 12.',
      'Invalid value for data.individual.dob.year: 1990.5. Expected an integer.',
      'Invalid value for data.company.owners[0].relationship.percent_ownership: 101. Expected a number from 0 to 100.',
    ])
  })

  it('rejects malformed dob and relationship objects', () => {
    expect(errorsOf('person', { dob: '1990-01-01', relationship: 'owner' })).toEqual([
      'Invalid value for data.dob: "1990-01-01". Expected an object.',
      'Invalid value for data.relationship: "owner". Expected an object.',
    ])
  })

  it('accepts a day from 1 to 31, a month from 1 to 12 and an ownership from 0 to 100, and nothing else', () => {
    fc.assert(fc.property(fc.integer({ min: -50, max: 150 }), fc.integer({ min: -50, max: 150 }), fc.double({ min: -50, max: 150, noNaN: true }), (day, month, percent) => {
      const errors = errorsOf('person', { dob: { day, month }, relationship: { percent_ownership: percent } })
      expect(errors.some((e) => e.includes('dob.day'))).toBe(day < 1 || day > 31)
      expect(errors.some((e) => e.includes('dob.month'))).toBe(month < 1 || month > 12)
      expect(errors.some((e) => e.includes('percent_ownership'))).toBe(percent < 0 || percent > 100)
    }))
  })

  it('accepts ssn_last_4 of exactly 4 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 8 }), (ssn) => {
      expect(errorsOf('person', { ssn_last_4: ssn }).length === 0).toBe(ssn.length === 4)
    }))
  })

  it('rejects the fields an IBAN Element supplies', () => {
    expect(errorsOf('bank_account', { account_number: 'x', country: 'DE', routing_number: 'y', currency: 'eur' }, 'iban')).toEqual([
      'data.account_number cannot be passed with an iban Element: the Element supplies it.',
      'data.country cannot be passed with an iban Element: the Element supplies it.',
      'data.routing_number cannot be passed with an iban Element: the Element supplies it.',
    ])
    expect(errorsOf('bank_account', { currency: 'eur', account_holder_name: 'Jenny' }, 'iban')).toEqual([])
    expect(errorsOf('bank_account', { account_number: 'x', country: 'US', routing_number: 'y' })).toEqual([])
  })

  it('rejects data that is not an object', () => {
    expect(errorsOf('pii', 'x')).toEqual(['Invalid value for data: "x". Expected an object.'])
    expect(errorsOf('pii', undefined)).toEqual([])
  })

  it('survives data that refers to itself', () => {
    const data: Record<string, unknown> = { gender: 'male' }
    data.self = data
    expect(errorsOf('person', data)).toEqual([])
  })
})
