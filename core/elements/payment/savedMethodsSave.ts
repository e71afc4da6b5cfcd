import { isRecord } from '../../json/guards.ts'
import type { PaymentMethodPlugin } from '../../plugin/contract.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { PaymentElementOptions } from '../../validation/options/paymentElement.ts'
import { enabledPaymentElement } from './loadSavedMethods.ts'
import { isBusinessProfile } from './savedMethodsOwner.ts'

/** The customer session's payment element features (controller.md §3), empty without one. */
const featuresOf = (context: ElementContext): Readonly<Record<string, unknown>> => {
  const element = enabledPaymentElement(context.session?.customer?.customer_session?.components)
  return isRecord(element?.features) ? element.features : {}
}

/**
 * Whether the payment element's form of `plugin` offers the shopper to save what they type
 * (payment-form.md §6, controller.md §3): the method is saveable, the customer session enables the
 * payment element with `payment_method_save`, and the merchant did not set `savePaymentMethod: 'never'`.
 * Only the payment element asks (a customer session's payment element features are not the card
 * elements').
 */
export const offersSave = (plugin: PaymentMethodPlugin, context: ElementContext): boolean => {
  const options = context.options as PaymentElementOptions | undefined
  return plugin.settings.saveable
    && featuresOf(context).payment_method_save === 'enabled'
    && options?.savePaymentMethod !== 'never'
}

/**
 * Whether, beside the save checkbox, the form offers to make the saved method the customer's
 * default (`setAsDefaultSavedPayment`): the customer session enables
 * `payment_method_set_as_default` and the merchant did not set `setAsDefault: 'never'`. Never for
 * a business profile: a default is a customer's, and an account has none (as its saved list offers none).
 */
export const offersSetAsDefault = (plugin: PaymentMethodPlugin, context: ElementContext): boolean =>
  offersSave(plugin, context)
  && featuresOf(context).payment_method_set_as_default === 'enabled'
  && !isBusinessProfile(context.session?.customer?.customer_session)
  && (context.options as PaymentElementOptions | undefined)?.setAsDefault !== 'never'

/** What a ticked save checkbox adds to confirm's params (controller.md §3, intent mutation params). */
export interface SaveChoice {
  /** A payment saves the method for this usage: the customer session's `payment_method_save_usage`. */
  readonly setup_future_usage?: 'on_session' | 'off_session'
  readonly set_as_default_payment_method?: true
}

/**
 * What confirm sends for the shopper's save choices in `values` (the card form's `savePayment`
 * and `setAsDefaultSavedPayment`), only where the element offered them; undefined when nothing is
 * asked. A payment intent saves the method with `setup_future_usage` from the session's
 * `payment_method_save_usage` (off_session when unset, as the provider defaults it); a setup
 * intent saves it anyway.
 */
export const saveChoice = (plugin: PaymentMethodPlugin, values: Readonly<Record<string, unknown>>, context: ElementContext): SaveChoice | undefined => {
  if (values.savePayment !== true || !offersSave(plugin, context)) return undefined
  const usage = featuresOf(context).payment_method_save_usage === 'on_session' ? 'on_session' : 'off_session'
  const choice: SaveChoice = {
    ...(context.session?.intentType === 'setup_intent' ? {} : { setup_future_usage: usage }),
    ...(values.setAsDefaultSavedPayment === true && offersSetAsDefault(plugin, context) ? { set_as_default_payment_method: true } : {}),
  }
  return Object.keys(choice).length === 0 ? undefined : choice
}

/**
 * The save choice travels with the element's payment method data, as a saved card does
 * (savedSelection.ts), so the group needs no second channel; confirm takes it out again
 * (`takeSaveChoice`) into its own params.
 */
const saveChoiceKey = 'save_choice'

export const withSaveChoice = <Data extends object>(data: Data, choice: SaveChoice | undefined): Data =>
  choice === undefined ? data : { ...data, [saveChoiceKey]: choice }

/** The payment method data without the save choice, and the choice. */
export const takeSaveChoice = <Data extends Readonly<Record<string, unknown>>>(data: Data): { readonly data: Data; readonly choice: SaveChoice | undefined } => {
  if (!(saveChoiceKey in data)) return { data, choice: undefined }
  const { [saveChoiceKey]: choice, ...rest } = data
  return { data: rest as Data, choice: isRecord(choice) ? choice as SaveChoice : undefined }
}
