import { describe, expect, it } from 'vitest'
import type { FieldResult } from 'payloom/validation'
import * as bank from 'payloom/validation/bank'
import { BankErrorCode, bankErrorCodes } from 'payloom/validation/bank'
import { sourceAliases } from '../../../sourceAliases.ts'

/** One input per code, through the published entry. */
const examples: ReadonlyArray<readonly [BankErrorCode, () => FieldResult]> = [
  ['incomplete_iban', () => bank.validateIban('DE89')],
  ['invalid_iban', () => bank.validateIban('DE89370400440532013001')],
  ['invalid_iban_country_code', () => bank.validateIban('US12')],
  ['incomplete_sort_code', () => bank.validateSortCode('10-88')],
  ['invalid_sort_code', () => bank.validateSortCode('10-88-001')],
  ['incomplete_account_number', () => bank.validateBacsAccountNumber('1234')],
  ['invalid_account_number', () => bank.validateBacsAccountNumber('123456789')],
  ['account_number_mismatch', () => bank.validateAccountNumberConfirmation('000123456789', '000123456780')],
  ['incomplete_bsb', () => bank.validateBsb('000-00')],
  ['invalid_bsb', () => bank.validateBsb('000-0000')],
  ['incomplete_routing_number', () => bank.validateRoutingNumber('11000000')],
  ['invalid_routing_number', () => bank.validateRoutingNumber('110000001')],
  ['incomplete_institution_number', () => bank.validateInstitutionNumber('00')],
  ['incomplete_transit_number', () => bank.validateTransitNumber('1234')],
  ['incomplete_vpa', () => bank.validateVpa('name@')],
  ['invalid_vpa', () => bank.validateVpa('name@bank1')],
  ['incomplete_bank', () => bank.validateBankChoice('', ['ing'])],
]

describe('BankErrorCode', () => {
  it('lists every code the bank rules give, each reachable', () => {
    expect(new Set(examples.map(([code]) => code))).toEqual(new Set(bankErrorCodes))
    expect(bankErrorCodes).toEqual(Object.values(BankErrorCode))
    for (const [code, run] of examples) expect(run().error?.code, code).toBe(code)
  })

  it('shows invalid_ codes at once and incomplete_ ones on blur', () => {
    for (const [code, run] of examples) {
      if (code.startsWith('invalid_')) expect(run().error?.displayImmediately, code).toBe(true)
      if (code.startsWith('incomplete_')) expect(run().error?.displayImmediately, code).toBe(false)
    }
  })

  it('shares frozen results, so a caller cannot change what the next one sees', () => {
    const result = bank.validateSortCode('1')
    expect(Object.isFrozen(result)).toBe(true)
    expect(Object.isFrozen(result.error)).toBe(true)
    expect(bank.validateSortCode('12')).toBe(result)
  })

  it('gives an incomplete result, never a throw, for a value that is not a string', () => {
    const notStrings = [undefined, null, 42, {}] as unknown as string[]
    for (const value of notStrings) {
      expect(bank.validateIban(value).error?.code).toBe('incomplete_iban')
      expect(bank.validateSortCode(value).error?.code).toBe('incomplete_sort_code')
      expect(bank.validateRoutingNumber(value).error?.code).toBe('incomplete_routing_number')
      expect(bank.validateVpa(value).error?.code).toBe('incomplete_vpa')
      expect(bank.formatIban(value)).toBe('')
      expect(bank.formatSortCode(value)).toBe('')
      expect(bank.ibanCountry(value)).toBeUndefined()
    }
  })
})

describe('payloom/validation/bank', () => {
  it('resolves to the bank rules\' own index, as the published export map does', () => {
    const [pattern, target] = sourceAliases.find(([pattern]) => pattern.test('payloom/validation/bank'))!
    expect('payloom/validation/bank'.replace(pattern, target)).toBe('core/validation/bank/index.ts')
  })
})
