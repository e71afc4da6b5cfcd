/**
 * When a field shows its error: the one rule every form follows (the payment element's method
 * forms, the split card elements, link authentication, the address element).
 *
 * A field the shopper never changed stays quiet when they leave it: tabbing through an empty form
 * must not fill it with "required" messages. Its error shows after a submit, once the shopper
 * changed the field and left it (typing then clearing counts: the field then says it is required),
 * or at once for errors that say so (a number no card can have). What a form reports (`change`
 * events' `complete`, `empty`, `error`) does not depend on this: only what is shown does.
 */
export interface ErrorVisibility<Field extends string = string> {
  /** Fields the shopper changed (typed, pasted, autofilled, picked). */
  readonly edited: ReadonlyArray<Field>
  /** Fields the shopper left after changing them: their errors show from then on. */
  readonly touched: ReadonlyArray<Field>
  /** A submit or a failed confirm asked for every error to show. */
  readonly submitted: boolean
}

/** Nothing changed, left or submitted yet. */
export const noErrorsShown: ErrorVisibility<never> = { edited: [], touched: [], submitted: false }

type FieldOf<State extends ErrorVisibility> = State['edited'][number]

/** The shopper changed these fields. */
export const markEdited = <State extends ErrorVisibility>(state: State, fields: ReadonlyArray<FieldOf<State>>): State => {
  const added = fields.filter((field) => !state.edited.includes(field))
  return added.length === 0 ? state : { ...state, edited: [...state.edited, ...added] }
}

/** The shopper left a field: one they changed shows its errors from now on, one they did not stays quiet. */
export const markLeft = <State extends ErrorVisibility>(state: State, field: FieldOf<State>): State =>
  state.edited.includes(field) && !state.touched.includes(field) ? { ...state, touched: [...state.touched, field] } : state

/** Whether a field's error is shown now (see `ErrorVisibility`). */
export const showsError = <State extends ErrorVisibility>(state: State, field: FieldOf<State>, displayImmediately: boolean): boolean =>
  state.submitted || state.touched.includes(field) || displayImmediately
