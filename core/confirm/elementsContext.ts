import type { FormParams } from '../api/ApiClient.ts'
import type { ElementsGroup } from '../elements/Elements.ts'

/**
 * What a confirm from elements tells the provider about them (controller.md §3 intent mutation
 * params). `expected_payment_method_type`: the type of the details the shopper chose, so the
 * provider refuses to charge a payment method of another type. `client_context`, for a group made
 * without a client secret (a deferred intent): the mode, currency, future usage, capture method,
 * method types and configuration the shopper was shown, which the intent the merchant's server
 * made afterwards must match; the provider names the field that does not.
 */
export const elementsContextParams = (group: ElementsGroup | undefined, data: FormParams): FormParams => {
  const expected = typeof data.type === 'string' ? { expected_payment_method_type: data.type } : {}
  const options = group?.options
  if (options === undefined || options.clientSecret !== undefined) return expected
  return {
    ...expected,
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
