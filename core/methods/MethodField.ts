import type { FieldResult } from '../validation/ValidationError.ts'

/** One choice of a select field (a bank): the value sent, the name shown. */
export interface MethodFieldChoice {
  readonly value: string
  readonly label: string
}

/**
 * A field of a method's own (an IBAN, a bank, a UPI ID), beside the shared billing fields. Values
 * are strings, as typed (formatted by `format`); the plugin turns them into its confirm payload.
 */
export interface MethodField {
  /** The value's name (`iban`, `bank`, `sortCode`). */
  readonly name: string
  /** Its label: a key of the method strings or of the plugin's own strings. */
  readonly label: string
  /** Checks the value (the whole form's values at hand, for a confirmation field). */
  validate(value: string, values: Readonly<Record<string, string>>): FieldResult
  /** Reformats what the shopper typed (IBAN in groups of four), as they type. */
  format?(typed: string): string
  /** Makes it a select of these choices, with a first empty choice reading `placeholder`. */
  readonly choices?: ReadonlyArray<MethodFieldChoice>
  /** The choices' labels are keys of the strings (checking, savings), not names (banks). */
  readonly translatedChoices?: boolean
  /** A key of the strings shown while the field is empty. */
  readonly placeholder?: string
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  readonly autoComplete?: string
  readonly maxLength?: number
  /** Takes one column of the form's two. */
  readonly half?: boolean
  /**
   * Shows, and is checked, only while this holds for the form's values (a US bank account's
   * numbers, typed only when the shopper enters them by hand). @default always
   */
  shownWhen?(values: Readonly<Record<string, string>>): boolean
}
