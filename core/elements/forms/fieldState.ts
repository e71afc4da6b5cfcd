import type { InputSource } from '../messages.ts'
import { markEdited, markLeft, noErrorsShown, type ErrorVisibility } from './errorVisibility.ts'

/**
 * The per-method form state of payment-form.md §3: values, what was autofilled or pasted, which
 * errors may show (`ErrorVisibility`), which field has focus. Models keep one of these and derive errors from it.
 */
export interface FieldState<Values extends Record<string, unknown>> extends ErrorVisibility {
  readonly values: Values
  readonly autofilledFields: ReadonlyArray<string>
  readonly pastedFields: ReadonlyArray<string>
  readonly focusedField: string | undefined
  /** Errors a failed confirm put on fields; each lasts until its field changes. */
  readonly confirmErrors: Readonly<Record<string, string>>
}

export const initialFieldState = <Values extends Record<string, unknown>>(values: Values): FieldState<Values> => ({
  ...noErrorsShown, values, autofilledFields: [], pastedFields: [], focusedField: undefined, confirmErrors: {},
})

const withField = (list: ReadonlyArray<string>, field: string, present: boolean): ReadonlyArray<string> =>
  present ? (list.includes(field) ? list : [...list, field]) : list.filter((f) => f !== field)

/** New values for some fields: tracks paste and autofill, and clears those fields' confirm errors. */
export const patchFields = <Values extends Record<string, unknown>>(state: FieldState<Values>, patch: Partial<Values>, source: InputSource = 'typed'): FieldState<Values> => {
  const fields = Object.keys(patch)
  const confirmErrors = Object.fromEntries(Object.entries(state.confirmErrors).filter(([field]) => !fields.includes(field)))
  return {
    ...markEdited(state, fields),
    values: { ...state.values, ...patch },
    autofilledFields: fields.reduce((list, field) => withField(list, field, source === 'autofill'), state.autofilledFields),
    pastedFields: fields.reduce((list, field) => withField(list, field, source === 'paste'), state.pastedFields),
    confirmErrors,
  }
}

export const focusField = <Values extends Record<string, unknown>>(state: FieldState<Values>, field: string): FieldState<Values> => ({ ...state, focusedField: field })

/** Leaving a field: its error may show from now on if the shopper changed it (`markLeft`). */
export const blurField = <Values extends Record<string, unknown>>(state: FieldState<Values>, field: string): FieldState<Values> => ({
  ...markLeft(state, field), focusedField: state.focusedField === field ? undefined : state.focusedField,
})
