/**
 * The error every validator returns for a shopper's input (payment-form.md §8): a code that the
 * forms translate through the message catalogs, never an English sentence.
 */
export interface ValidationError<Code extends string = string> {
  readonly type: 'input_validation_error'
  readonly code: Code
  readonly messageParams?: Readonly<Record<string, string | number>>
  /** Show at once (on change) rather than waiting for blur or submit. */
  readonly displayImmediately: boolean
}

/** The result of validating one field. `complete` is true only when there is nothing to fix. */
export interface FieldResult<Code extends string = string> {
  readonly complete: boolean
  readonly error?: ValidationError<Code>
}

export const validationError = <Code extends string>(
  code: Code,
  options: { readonly displayImmediately?: boolean; readonly messageParams?: Readonly<Record<string, string | number>> } = {},
): ValidationError<Code> => ({
  type: 'input_validation_error',
  code,
  displayImmediately: options.displayImmediately ?? false,
  ...(options.messageParams ? { messageParams: options.messageParams } : {}),
})

export const complete: FieldResult<never> = { complete: true }

export const failed = <Code extends string>(code: Code, displayImmediately = false): FieldResult<Code> => ({
  complete: false,
  error: validationError(code, { displayImmediately }),
})

/** A merchant-facing check: errors make the options unusable; warnings are logged and ignored. */
export interface OptionsReport {
  readonly errors: ReadonlyArray<string>
  readonly warnings: ReadonlyArray<string>
}
