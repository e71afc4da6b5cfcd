import { isRecord } from '../../json/guards.ts'
import type { PaymentMethodPlugin } from '../../plugin/contract.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { PaymentElementOptions } from '../../validation/options/paymentElement.ts'
import { enabledPaymentElement } from './loadSavedMethods.ts'

/**
 * Whether the payment element's form of `plugin` offers the shopper to save what they type
 * (payment-form.md §6, controller.md §3): the method is saveable, the customer session enables the
 * payment element with `payment_method_save`, and the merchant did not set `savePaymentMethod: 'never'`.
 * Only the payment element asks (a customer session's payment element features are not the card
 * elements').
 */
export const offersSave = (plugin: PaymentMethodPlugin, context: ElementContext): boolean => {
  const element = enabledPaymentElement(context.session?.customer?.customer_session.components)
  const features = isRecord(element?.features) ? element.features : {}
  const options = context.options as PaymentElementOptions | undefined
  return plugin.settings.saveable
    && features.payment_method_save === 'enabled'
    && options?.savePaymentMethod !== 'never'
}
