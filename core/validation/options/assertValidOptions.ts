import type { OptionsReport } from '../ValidationError.ts'

/**
 * Throws when an element's options, given to a validator, have errors. A verdict under options the
 * element itself refuses at create() would mean nothing, so the merchant gets the same messages
 * create() gives. A `TypeError` rather than the core's `IntegrationError`: the validation entries
 * stay free of the effect runtime that class is built on. Warnings change no verdict and are left
 * to create() to log.
 */
export const assertValidOptions = (report: OptionsReport, validator: string): void => {
  if (report.errors.length > 0) throw new TypeError(`${validator}: ${report.errors.join(' ')}`)
}
