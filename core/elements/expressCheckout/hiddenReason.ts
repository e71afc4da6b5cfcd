import type { WalletPlugin } from '../../plugin/contract.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'

/** Why a button is hidden (payment-form.md §9). */
export const hiddenReasons = [
  'payment_method_disabled',
  'domain_unregistered_or_backend_filtered',
  'manual_payment_method_creation_unsupported',
  'setup_future_usage_unsupported',
  'unsupported_browser',
] as const
export type HiddenReason = (typeof hiddenReasons)[number]

/** What the payment asks of every wallet, whatever the browser. */
export interface PaymentNeeds {
  /** The merchant creates the payment method and confirms it on their server (`paymentMethodCreation: 'manual'`). */
  readonly manualCreation: boolean
  /** How the payment method is used again after this payment, if it is. */
  readonly futureUsage?: 'on_session' | 'off_session'
}

/**
 * What the group's options and session ask of a wallet: the future usage the group or its payment
 * intent sets up. A setup intent and a subscription set up
 * off-session use without saying so: a setup intent's usage defaults to off_session, and a
 * subscription's renewals are charged with the shopper away.
 */
export const paymentNeedsOf = (context: ElementContext): PaymentNeeds => {
  const group = context.elementsOptions
  const impliedUsage = group?.mode === 'subscription' || context.session?.intentType === 'setup_intent' ? 'off_session' : undefined
  const futureUsage = group?.setupFutureUsage ?? context.session?.setupFutureUsage ?? impliedUsage
  return { manualCreation: group?.paymentMethodCreation === 'manual', ...(futureUsage === undefined ? {} : { futureUsage }) }
}

/**
 * Why a wallet cannot take this payment from what its plugin declares, before its availability is
 * asked; undefined when it can. A payment method the merchant creates is confirmed later, outside
 * the wallet's sheet, so it must be one the provider can keep (`saveable`); future usage needs a
 * saveable method, and off-session usage one that can be charged without the shopper (`offSession`).
 */
export const restrictionOf = (settings: WalletPlugin['settings'], needs: PaymentNeeds): HiddenReason | undefined => {
  if (needs.manualCreation && !settings.saveable) return 'manual_payment_method_creation_unsupported'
  if (needs.futureUsage === undefined) return undefined
  const canSetUp = settings.saveable && (needs.futureUsage === 'on_session' || settings.offSession)
  return canSetUp ? undefined : 'setup_future_usage_unsupported'
}
