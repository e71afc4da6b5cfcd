import { ApiError } from './ApiError.ts'
import type { Reader } from './params.ts'

/**
 * The external payment methods the sandbox accepts in an elements session (Stripe's
 * `external_payment_method_types`), with the names the payment element lists them by. The
 * merchant completes a payment with one itself: the sandbox never sees it.
 */
const externalMethods: Readonly<Record<string, string>> = {
  external_paypal: 'PayPal',
  external_venmo: 'Venmo',
  external_bizum: 'Bizum',
  external_paysafecard: 'paysafecard',
  external_skrill: 'Skrill',
  external_sezzle: 'Sezzle',
  external_tabby: 'Tabby',
  external_paidy: 'Paidy',
  external_payconiq: 'Payconiq',
  external_interac: 'Interac',
}

/**
 * The sandbox merchant's custom payment methods, as its dashboard would hold them: the payment
 * element lists the enabled ones; a disabled one is answered with an error, as an unknown id is.
 */
const customMethods: Readonly<Record<string, { readonly display_name: string; readonly enabled: boolean }>> = {
  cpmt_1SandboxInvoice: { display_name: 'Pay by invoice', enabled: true },
  cpmt_1SandboxGiftCard: { display_name: 'Store gift card', enabled: true },
  cpmt_1SandboxRetired: { display_name: 'Cash on delivery', enabled: false },
}

/**
 * The session's `external_payment_method_data` (each type asked for, with its name; a type the
 * sandbox does not know is a 400 naming it) and `custom_payment_method_data` (each id asked for,
 * with its name, or the `error` that keeps it off the form: not_found, not_enabled).
 */
export const outsideMethodData = (params: Reader) => {
  const external = params.strings('external_payment_method_types') ?? []
  const unknown = external.findIndex((type) => !Object.hasOwn(externalMethods, type))
  if (unknown >= 0) {
    throw ApiError.invalidRequest(
      `Invalid external_payment_method_types[${unknown}]: ${external[unknown]} is not an external payment method the sandbox accepts (${Object.keys(externalMethods).join(', ')}).`,
      { param: `external_payment_method_types[${unknown}]` },
    )
  }
  return {
    external_payment_method_data: external.map((type) => ({ type, label: externalMethods[type]!, light_image_url: null, dark_image_url: null })),
    custom_payment_method_data: (params.strings('custom_payment_methods') ?? []).map((id) => {
      const method = Object.hasOwn(customMethods, id) ? customMethods[id] : undefined
      return {
        id,
        type: 'custom',
        display_name: method?.display_name ?? null,
        logo_url: null,
        error: method === undefined ? 'not_found' : method.enabled ? null : 'not_enabled',
      }
    }),
  }
}
