import { validateBankChoice } from '../validation/bank/bankChoice.ts'
import type { MethodField } from './MethodField.ts'

/** A bank of a method's list (`payloom/banks/ideal`): the provider's id and its name. */
export interface BankOption {
  readonly id: string
  readonly name: string
}

/**
 * The bank select that iDEAL, Przelewy24, FPX and EPS share: the method's banks by name, sent as
 * `bank`; `incomplete_bank` until one of them is picked.
 */
export const bankChoiceField = (banks: ReadonlyArray<BankOption>): MethodField => {
  const ids = banks.map((bank) => bank.id)
  return {
    name: 'bank',
    label: 'bank',
    placeholder: 'bank_placeholder',
    choices: banks.map((bank) => ({ value: bank.id, label: bank.name })),
    validate: (value) => validateBankChoice(value, ids),
  }
}
