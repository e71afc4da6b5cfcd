import * as Schema from 'effect/Schema'

/** The form's values: the six-digit code as typed. */
export const BlikValues = Schema.Struct({ code: Schema.String })
export type BlikValues = typeof BlikValues.Type
