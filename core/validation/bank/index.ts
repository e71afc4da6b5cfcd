/**
 * Bank-account rules for the method plugins (`payloom/validation/bank`): IBAN (SEPA Direct Debit
 * and the iban element, with ibantools), UK sort code and account (Bacs), Australian BSB and
 * account (BECS), New Zealand account numbers (NZ BECS, with their check digits), US routing and
 * account numbers, Canadian pre-authorised debit (ACSS), UPI addresses and bank choices. Pure
 * functions that return a `FieldResult` with the codes in `BankErrorCode`, or a display string;
 * only the IBAN rules bring ibantools along.
 */
export { BankErrorCode, bankErrorCodes } from './BankErrorCode.ts'
export { bankDigits } from './digitField.ts'
export { electronicIban, formatIban, ibanCountry, validateIban, type IbanErrorCode, type IbanOptions } from './iban.ts'
export { sepaCountries } from './sepaCountries.ts'
export { formatSortCode, validateBacsAccountNumber, validateSortCode } from './bacs.ts'
export { formatBsb, validateBecsAccountNumber, validateBsb } from './becs.ts'
export { validateAccountNumberConfirmation, validateRoutingNumber, validateUsAccountNumber } from './usBankAccount.ts'
export { validateAcssAccountNumber, validateInstitutionNumber, validateTransitNumber } from './acss.ts'
export { validateVpa } from './vpa.ts'
export { validateBankChoice } from './bankChoice.ts'
export { formatNzBankAccount, meetsNzCheckDigits, nzBankAccountParts, nzBankAlgorithms, validateNzBankAccount, type NzBankAccountParts, type NzCheckAlgorithm } from './nzBankAccount.ts'
