import { describe, expect, it } from 'vitest'
import { gzipSizeOfEntry } from '../../../bench/bundleSize.ts'

describe('the bank rules in a merchant bundle', () => {
  it('cost little without the IBAN rules, and do not bring ibantools along', async () => {
    const rules = `export {
      validateSortCode, formatSortCode, validateBacsAccountNumber, validateBsb, formatBsb, validateBecsAccountNumber,
      validateRoutingNumber, validateUsAccountNumber, validateAccountNumberConfirmation,
      validateInstitutionNumber, validateTransitNumber, validateAcssAccountNumber, validateVpa, validateBankChoice,
    } from 'payloom/validation/bank'`
    const size = await gzipSizeOfEntry(rules)
    expect(size).toBeLessThan(1500)
    // The same size with ibantools left out: none of it was in.
    expect(await gzipSizeOfEntry(rules, { external: ['ibantools'] })).toBe(size)
  }, 30_000)

  it('carry nothing they do not use: one rule alone stays small', async () => {
    expect(await gzipSizeOfEntry(`export { validateRoutingNumber } from 'payloom/validation/bank'`)).toBeLessThan(600)
    expect(await gzipSizeOfEntry(`export { validateVpa } from 'payloom/validation/bank'`)).toBeLessThan(600)
    // New Zealand's rule carries the IRD's check-digit algorithms and its table of banks.
    expect(await gzipSizeOfEntry(`export { validateNzBankAccount, formatNzBankAccount, nzBankAccountParts } from 'payloom/validation/bank'`)).toBeLessThan(1400)
  }, 30_000)

  it('carry ibantools only with the IBAN rules', async () => {
    const withIban = await gzipSizeOfEntry(`export { validateIban, formatIban, electronicIban, ibanCountry } from 'payloom/validation/bank'`)
    const withoutIbantools = await gzipSizeOfEntry(`export { validateIban, formatIban, electronicIban, ibanCountry } from 'payloom/validation/bank'`, { external: ['ibantools'] })
    expect(withIban - withoutIbantools).toBeGreaterThan(2000)
    expect(withoutIbantools).toBeLessThan(1500)
  }, 30_000)
})
