import { isRecord } from '../../json/guards.ts'
import { validatePaymentElementOptions, type PaymentElementOptions } from '../../validation/options/paymentElement.ts'
import { validateSaveOptions, type SaveOptions } from '../../validation/options/saveOptions.ts'
import type { OptionsReport } from '../../validation/ValidationError.ts'
import type { SavedPaymentMethodsOptions } from './savedMethods.ts'

/** The payment element's options, with the saved cards' CVC recollection this element adds. */
export interface PaymentElementWithSavedOptions extends PaymentElementOptions {
  readonly savedPaymentMethods?: SavedPaymentMethodsOptions
}

/** `savedPaymentMethods: { cvcRecollection?: boolean }`, checked beside the payment element's other options. */
export const validatePaymentElementWithSavedOptions = (options: unknown): OptionsReport => {
  if (!isRecord(options) || !('savedPaymentMethods' in options)) return validatePaymentElementOptions(options)
  const { savedPaymentMethods, ...rest } = options
  const report = validatePaymentElementOptions(rest)
  const valid = savedPaymentMethods === undefined || (isRecord(savedPaymentMethods)
    && Object.keys(savedPaymentMethods).every((key) => key === 'cvcRecollection')
    && ['boolean', 'undefined'].includes(typeof savedPaymentMethods.cvcRecollection))
  return valid ? report : { ...report, errors: [...report.errors, 'Invalid value for savedPaymentMethods: expected an object { cvcRecollection?: boolean }.'] }
}

/**
 * The payment element's options, then whether its `savePaymentMethod` can be offered with the
 * group's intent (payment-form.md §5 "Saving"): `group` is what the elements group knows of it.
 */
export const validatePaymentElementCreation = (options: unknown, group: Omit<SaveOptions, 'savePaymentMethod'>): OptionsReport => {
  const report = validatePaymentElementWithSavedOptions(options)
  if (report.errors.length > 0 || !isRecord(options) || options.savePaymentMethod === undefined) return report
  const saving = validateSaveOptions({ ...group, savePaymentMethod: options.savePaymentMethod })
  return { errors: saving.errors, warnings: [...report.warnings, ...saving.warnings] }
}
