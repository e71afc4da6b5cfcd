import type { InputSource } from '../messages.ts'

/**
 * The per-method form state of payment-form.md §3: values, what was autofilled or pasted, what was
 * touched, which field has focus. Models keep one of these and derive errors from it.
 */
export interface FieldState<Values extends Record<string, unknown>> {
  readonly values: Values
  readonly touched: ReadonlyArray<string>
  readonly autofilledFields: ReadonlyArray<string>
  readonly pastedFields: ReadonlyArray<string>
  readonly focusedField: string | undefined
  /** Errors a failed confirm put on fields; each lasts until its field changes. */
  readonly confirmErrors: Readonly<Record<string, string>>
  /** Every error shows, touched or not (after submit). */
  readonly showAll: boolean
}

export const initialFieldState = <Values extends Record<string, unknown>>(values: Values): FieldState<Values> => ({
  values, touched: [], autofilledFields: [], pastedFields: [], focusedField: undefined, confirmErrors: {}, showAll: false,
})

const withField = (list: ReadonlyArray<string>, field: string, present: boolean): ReadonlyArray<string> =>
  present ? (list.includes(field) ? list : [...list, field]) : list.filter((f) => f !== field)

/** New values for some fields: tracks paste and autofill, and clears those fields' confirm errors. */
export const patchFields = <Values extends Record<string, unknown>>(state: FieldState<Values>, patch: Partial<Values>, source: InputSource = 'typed'): FieldState<Values> => {
  const fields = Object.keys(patch)
  const confirmErrors = Object.fromEntries(Object.entries(state.confirmErrors).filter(([field]) => !fields.includes(field)))
  return {
    ...state,
    values: { ...state.values, ...patch },
    autofilledFields: fields.reduce((list, field) => withField(list, field, source === 'autofill'), state.autofilledFields),
    pastedFields: fields.reduce((list, field) => withField(list, field, source === 'paste'), state.pastedFields),
    confirmErrors,
  }
}

export const focusField = <Values extends Record<string, unknown>>(state: FieldState<Values>, field: string): FieldState<Values> => ({ ...state, focusedField: field })

/** Leaving a field marks it touched, so its error may show. */
export const blurField = <Values extends Record<string, unknown>>(state: FieldState<Values>, field: string): FieldState<Values> => ({
  ...state, focusedField: state.focusedField === field ? undefined : state.focusedField, touched: withField(state.touched, field, true),
})

/**
 * Whether a field's error is shown: after submit, once the field was left, or at once for errors
 * that say so (an impossible card number need not wait for blur).
 */
export const showsError = (state: FieldState<Record<string, unknown>>, field: string, displayImmediately: boolean): boolean =>
  state.showAll || state.touched.includes(field) || displayImmediately
