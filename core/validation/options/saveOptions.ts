import { arrayOf, boolean, object, oneOf, recordOf, report, string } from './optionChecks.ts'
import { saveSettings, type SaveSetting } from './paymentElement.ts'
import type { OptionsReport } from '../ValidationError.ts'

/**
 * The switches that lift a saving restriction (payment-form.md §5, Saving): a beta the merchant
 * passes to `createPayloom`, and a flag the elements session carries.
 */
export const saveSwitches = {
  /** Beta: save with setup_future_usage off_session. */
  offSessionBeta: 'save_payment_method_off_session_beta_1',
  /** Session flag: a customer session with Subscriptions. */
  subscriptionCustomerSessionFlag: 'elements_enable_customer_session_with_subscriptions',
} as const

export interface SaveOptions {
  /** The deferred intent's mode, when there is no client secret. */
  readonly mode?: 'payment' | 'setup' | 'subscription'
  /** The intent behind the client secret, when there is one. */
  readonly intentType?: 'payment_intent' | 'setup_intent'
  readonly setupFutureUsage?: 'off_session' | 'on_session'
  /** The payment element's save setting; `auto` offers the shopper a save checkbox. */
  readonly savePaymentMethod?: SaveSetting
  readonly customerSessionClientSecret?: string
  readonly betas?: ReadonlyArray<string>
  readonly flags?: Readonly<Record<string, boolean>>
}

const saveOptionsShape = object({
  mode: oneOf(['payment', 'setup', 'subscription']),
  intentType: oneOf(['payment_intent', 'setup_intent']),
  setupFutureUsage: oneOf(['off_session', 'on_session']),
  savePaymentMethod: oneOf(saveSettings),
  customerSessionClientSecret: string,
  betas: arrayOf(string),
  flags: recordOf(boolean),
})

const saveRuleErrors = (options: SaveOptions): ReadonlyArray<string> => {
  const { mode, intentType, setupFutureUsage, savePaymentMethod, customerSessionClientSecret, betas = [], flags = {} } = options
  const errors: Array<string> = []
  if (savePaymentMethod === 'auto') {
    if (mode === 'subscription') errors.push('Cannot use savePaymentMethod with Subscriptions.')
    if (setupFutureUsage === 'off_session' && !betas.includes(saveSwitches.offSessionBeta)) {
      errors.push(
        `Cannot use savePaymentMethod with setup_future_usage 'off_session' unless the ${saveSwitches.offSessionBeta} beta is enabled.`,
      )
    }
    if (setupFutureUsage === 'on_session' && (intentType === 'payment_intent' || mode === 'payment')) {
      errors.push("Cannot use savePaymentMethod with setup_future_usage 'on_session' on a PaymentIntent or in payment mode.")
    }
  }
  if (customerSessionClientSecret !== undefined && mode === 'subscription'
    && flags[saveSwitches.subscriptionCustomerSessionFlag] !== true) {
    errors.push('Cannot specify a customerSessionClientSecret with Subscriptions.')
  }
  return errors
}

/**
 * Checks whether saving the payment method can be offered with this intent (payment-form.md §5,
 * Saving; §8). Saving is on when `savePaymentMethod` is `auto`.
 */
export const validateSaveOptions = (options: unknown): OptionsReport => {
  const issues = report(saveOptionsShape, options)
  // The combination rules read the options as typed, which holds only once the shape checked out.
  if (issues.errors.length > 0 || options === undefined) return issues
  return { errors: saveRuleErrors(options as SaveOptions), warnings: [] }
}
