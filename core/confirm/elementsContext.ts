import type { FormParams } from '../api/ApiClient.ts'
import type { ElementsGroup } from '../elements/Elements.ts'

/**
 * `client_context`, for a group made without a client secret (a deferred intent): the mode,
 * currency, future usage, capture method, method types and configuration the shopper was shown,
 * which the intent the merchant's server makes afterwards must match; the provider names the field
 * that does not (controller.md §3 intent mutation params). A confirmation token made from the group
 * carries it to the confirm that uses the token. Nothing for a group made with a client secret.
 */
export const clientContextParams = (group: ElementsGroup | undefined): FormParams => {
  const options = group?.options
  if (options === undefined || options.clientSecret !== undefined) return {}
  return {
    client_context: {
      mode: options.mode ?? 'payment',
      ...(options.currency === undefined ? {} : { currency: options.currency }),
      ...(options.setupFutureUsage === undefined ? {} : { setup_future_usage: options.setupFutureUsage }),
      ...(options.captureMethod === undefined ? {} : { capture_method: options.captureMethod }),
      ...(options.paymentMethodTypes === undefined ? {} : { payment_method_types: [...options.paymentMethodTypes] }),
      ...(options.paymentMethodConfiguration === undefined ? {} : { payment_method_configuration: options.paymentMethodConfiguration }),
    },
  }
}

/**
 * What a confirm from elements tells the provider about them: `expected_payment_method_type`, the
 * type of the details the shopper chose, so the provider refuses to charge a payment method of
 * another type; and the group's `client_context`.
 */
export const elementsContextParams = (group: ElementsGroup | undefined, data: FormParams): FormParams => ({
  ...(typeof data.type === 'string' ? { expected_payment_method_type: data.type } : {}),
  ...clientContextParams(group),
})
