import type { FormParams } from '../api/ApiClient.ts'
import { isRecord } from '../json/guards.ts'

/**
 * A method's options for this payment, as the shopper chose them in its form (the card's
 * installment plan), travel with the element's payment method data under this key, as a saved card
 * does (savedSelection.ts), so the elements group needs no second channel. Confirm sends them where
 * the provider takes them, `payment_method_options[<type>]`; a payment method or a confirmation
 * token made from the data has no place for them.
 */
const optionsKey = 'payment_method_options'

/** The payment method data without the method's options. */
export const withoutMethodOptions = (data: FormParams): FormParams => {
  if (!(optionsKey in data)) return data
  const { [optionsKey]: _options, ...rest } = data
  return rest
}

/**
 * Confirm params whose `payment_method_data` carries its method's options, with them moved to
 * `payment_method_options[<type>]`, over what the merchant passed for that type: the shopper's choice wins.
 */
export const methodOptionsMoved = (params: FormParams): FormParams => {
  const data = params.payment_method_data
  if (!isRecord(data) || !isRecord(data[optionsKey]) || typeof data.type !== 'string') return params
  const given = isRecord(params.payment_method_options) ? params.payment_method_options : {}
  const forType = isRecord(given[data.type]) ? given[data.type] as FormParams : {}
  return {
    ...params,
    payment_method_data: withoutMethodOptions(data as FormParams),
    payment_method_options: { ...given, [data.type]: { ...forType, ...data[optionsKey] as FormParams } },
  }
}
