import type { ElementContext, ElementError } from '../../plugin/ElementDefinition.ts'
import type { ValidationError } from '../../validation/ValidationError.ts'

/** A validator's error as the shopper reads it: the catalog's text for `<namespace>.<code>`. */
export const messageOf = (context: ElementContext, namespace: string, error: ValidationError): string =>
  context.t(`${namespace}.${error.code}`, error.messageParams)

/** The same as a `change` event or `submit()` error. */
export const elementErrorOf = (context: ElementContext, namespace: string, error: ValidationError): ElementError => ({
  type: 'validation_error', code: error.code, message: messageOf(context, namespace, error),
})
