import type { FormParams } from '../api/ApiClient.ts'
import { isRecord } from '../json/guards.ts'

/**
 * The options of this payment a method's form chose (the card's installment plan), in the shape of
 * confirm's `payment_method_options`, by method type (`{ card: { installments: { plan } } }`). They
 * travel with the element's payment method data under this key, as a saved card does
 * (savedSelection.ts), so the elements group needs no second channel. Confirm sends them as its own
 * `payment_method_options`; a payment method or a confirmation token made from the data has no
 * place for them.
 */
const optionsKey = 'payment_method_options'

/** The payment method data without its options, and the options (undefined when it carries none). */
export const takeMethodOptions = <Data extends Readonly<Record<string, unknown>>>(data: Data): { readonly data: Data; readonly options: FormParams | undefined } => {
  if (!(optionsKey in data)) return { data, options: undefined }
  const { [optionsKey]: options, ...rest } = data
  return { data: rest as unknown as Data, options: isRecord(options) ? options as FormParams : undefined }
}

/** Payment method data carrying `options` again (as it is without any). */
export const withMethodOptions = <Data extends object>(data: Data | undefined, options: FormParams | undefined): Data | undefined =>
  data === undefined || options === undefined ? data : { ...data, [optionsKey]: options }

/** The payment method data without its options. */
export const withoutMethodOptions = (data: FormParams): FormParams => takeMethodOptions(data).data

/**
 * Confirm params whose `payment_method_data` carries its method's options, with them moved to the
 * confirm's `payment_method_options`, each type's over what the merchant passed for it: the shopper's choice wins.
 */
export const methodOptionsMoved = (params: FormParams): FormParams => {
  if (!isRecord(params.payment_method_data)) return params
  const { data, options } = takeMethodOptions(params.payment_method_data as FormParams)
  if (options === undefined) return params
  const given = isRecord(params.payment_method_options) ? params.payment_method_options as FormParams : {}
  const merged = Object.fromEntries(Object.entries(options).map(([type, chosen]) => [type, { ...(isRecord(given[type]) ? given[type] as FormParams : {}), ...(isRecord(chosen) ? chosen as FormParams : {}) }]))
  return { ...params, payment_method_data: data, payment_method_options: { ...given, ...merged } }
}
