/**
 * Whether the wallet is offered, how it pays, and what its sign-up checkbox starts as (wallet.md
 * §3 "Availability result", §8 reasons, §9 modes), from the elements session's `link_settings`
 * (wire names, as the provider sends them) and what else the session and the merchant say.
 */

/**
 * How the wallet pays (wallet.md §9): LINK_PAYMENT_METHOD as a payment method of type link;
 * PASSTHROUGH by sharing the saved card as a card payment method; LINK_CARD_BRAND the same, shown
 * as a card brand in the card form.
 */
export const LinkMode = {
  linkPaymentMethod: 'LINK_PAYMENT_METHOD',
  linkCardBrand: 'LINK_CARD_BRAND',
  passthrough: 'PASSTHROUGH',
} as const
export type LinkMode = (typeof LinkMode)[keyof typeof LinkMode]

/** Why the wallet is not offered (wallet.md §8). */
export const UnavailableReason = {
  merchantDisabled: 'merchant_disabled_link_in_session',
  paymentMethodNotPresent: 'link_payment_method_not_present',
  noFundingSources: 'no_link_funding_sources_available',
  notOnVerifiedDomain: 'link_not_on_verified_domain',
  disabledByTargeting: 'link_payment_element_disabled_by_targeting',
  signUpDisabled: 'link_signup_disabled',
} as const
export type UnavailableReason = (typeof UnavailableReason)[keyof typeof UnavailableReason]

/** The opt-in modes of the sign-up checkbox (wallet.md §9). */
export const OptInMode = { none: 'NONE', optional: 'OPTIONAL', full: 'FULL' } as const
export type OptInMode = (typeof OptInMode)[keyof typeof OptInMode]

/** The part of the elements session's `link_settings` these rules read; absent fields are off. */
export interface LinkSettings {
  readonly link_mode?: string | null
  readonly link_funding_sources?: ReadonlyArray<string> | null
  readonly link_pm_killswitch_on_in_elements?: boolean | null
  readonly link_only_for_payment_method_types_enabled?: boolean | null
  readonly link_default_opt_in?: string | null
  readonly link_global_holdback_on?: boolean | null
}

export interface AvailabilityInput {
  /** The elements session's `link_settings`; absent when the session has none (every flag off). */
  readonly linkSettings: LinkSettings | null | undefined
  /** The session's payment method types. */
  readonly paymentMethodTypes: ReadonlyArray<string>
  /** The session's `unverified_payment_methods_on_domain`. */
  readonly unverifiedPaymentMethodsOnDomain: ReadonlyArray<string>
  /** The merchant turned the wallet off for this form (the payment element's `wallets.link: 'never'`). */
  readonly merchantDisabledLink: boolean
  /** New consumers may not sign up here. */
  readonly signUpDisabled: boolean
  /** The shopper is already a consumer (a lookup found them), so sign-up does not matter. */
  readonly consumerKnown: boolean
  /** The form is the provider's hosted invoice page payment element, where wallet availability is always true. @default false */
  readonly hostedInvoicePage?: boolean
}

/** The holdback experiment (wallet.md §9); its exposure is logged, its arms behave alike. */
export const holdbackExperiment = 'link_global_holdback'

/**
 * The exposure to log for the holdback experiment. It is an A/A test: the arm is recorded so the
 * provider can compare the groups, but a held-back shopper gets the wallet like everyone else.
 */
export interface HoldbackExposure {
  readonly experiment: typeof holdbackExperiment
  readonly arm: 'holdback' | 'control'
}

export type LinkAvailability =
  | { readonly available: true; readonly mode: LinkMode; readonly exposure: HoldbackExposure }
  | { readonly available: false; readonly reasons: ReadonlyArray<UnavailableReason>; readonly exposure: HoldbackExposure }

const modes: ReadonlyArray<unknown> = Object.values(LinkMode)

/** The session's mode, or null when it has none (or one this client does not know). */
const modeOf = (settings: LinkSettings): LinkMode | null =>
  modes.includes(settings.link_mode) ? (settings.link_mode as LinkMode) : null

/**
 * Whether the session lists what the mode pays as: a link payment method needs `link` among the
 * types; the card modes need `card`, unless the merchant takes the wallet without cards
 * (link_only_for_payment_method_types_enabled).
 */
const modePresent = (mode: LinkMode | null, settings: LinkSettings, types: ReadonlyArray<string>): boolean => {
  if (mode === null) return false
  if (mode === LinkMode.linkPaymentMethod) return types.includes('link')
  return types.includes('card') || settings.link_only_for_payment_method_types_enabled === true
}

/**
 * Decides the wallet's availability. Every reason that holds is listed:
 * - merchant_disabled_link_in_session: the merchant turned it off for this form;
 * - link_payment_method_not_present: the session has no known mode, or lacks what the mode pays as;
 * - no_link_funding_sources_available: no funding source (CARD, BANK_ACCOUNT) to pay with;
 * - link_not_on_verified_domain: the provider has not verified this page's domain for it;
 * - link_payment_element_disabled_by_targeting: the provider's kill switch for the payment element;
 * - link_signup_disabled: a shopper who is not a consumer could only sign up, and may not.
 *
 * On the hosted invoice page "wallet availability is always true" (controller.md §4): the page is
 * the provider's own, so the checks that gate a wallet on a merchant's form (the merchant's option,
 * funding sources, the domain, targeting, the sign-up switch) are set aside, and the wallet is
 * offered wherever the session gives it a mode to pay in (without one there is nothing to pay with).
 */
export const linkAvailability = (input: AvailabilityInput): LinkAvailability => {
  const settings = input.linkSettings ?? {}
  const mode = modeOf(settings)
  const exposure: HoldbackExposure = { experiment: holdbackExperiment, arm: settings.link_global_holdback_on === true ? 'holdback' : 'control' }
  const reasons: UnavailableReason[] = []
  if (input.merchantDisabledLink) reasons.push(UnavailableReason.merchantDisabled)
  if (!modePresent(mode, settings, input.paymentMethodTypes)) reasons.push(UnavailableReason.paymentMethodNotPresent)
  if ((settings.link_funding_sources ?? []).length === 0) reasons.push(UnavailableReason.noFundingSources)
  if (input.unverifiedPaymentMethodsOnDomain.includes('link')) reasons.push(UnavailableReason.notOnVerifiedDomain)
  if (settings.link_pm_killswitch_on_in_elements === true) reasons.push(UnavailableReason.disabledByTargeting)
  if (input.signUpDisabled && !input.consumerKnown) reasons.push(UnavailableReason.signUpDisabled)
  if (input.hostedInvoicePage === true) reasons.splice(0, reasons.length, ...reasons.filter((reason) => reason === UnavailableReason.paymentMethodNotPresent))
  return mode !== null && reasons.length === 0 ? { available: true, mode, exposure } : { available: false, reasons, exposure }
}

/** The session's opt-in mode; absent or unknown is NONE (a session without Link has every flag off). */
export const optInModeOf = (settings: LinkSettings | null | undefined): OptInMode => {
  const mode = settings?.link_default_opt_in
  return mode === OptInMode.optional || mode === OptInMode.full ? mode : OptInMode.none
}

/**
 * The consent_action sign-up sends: how the shopper agreed to be saved. `checkbox_checked` the
 * shopper ticked the empty box; `prechecked_checkbox_kept` the box came ticked and stayed so.
 */
export const ConsentAction = {
  checkboxChecked: 'checkbox_checked',
  precheckedCheckboxKept: 'prechecked_checkbox_kept',
} as const
export type ConsentAction = (typeof ConsentAction)[keyof typeof ConsentAction]

/** How the "Save my info for faster checkout with Link" checkbox behaves under an opt-in mode. */
export interface OptInBehaviour {
  /** The box starts ticked. */
  readonly checkedByDefault: boolean
  /**
   * The wallet's consent text shows under the box, so a ticked box with the e-mail alone is
   * consent enough and the mobile number becomes optional (validation.ts signUpFields).
   */
  readonly formShowsConsent: boolean
}

/**
 * What each opt-in mode means here (wallet.md names the modes, not their effect):
 * - NONE: the box starts empty and asks for a mobile number once ticked. Nobody is saved who
 *   did not act, which is why this is also the default.
 * - OPTIONAL: the box starts empty, but the consent text shows with it, so a shopper who ticks it
 *   may leave the phone out (the consumer then verifies by e-mail).
 * - FULL: the box starts ticked with the consent text showing; the shopper can untick it. Only the
 *   provider sets FULL, for merchants and regions where pre-ticked consent is allowed.
 */
export const optInBehaviour = (mode: OptInMode): OptInBehaviour => ({
  checkedByDefault: mode === OptInMode.full,
  formShowsConsent: mode !== OptInMode.none,
})

/**
 * What sign-up sends as consent_action for a box ticked at submit: kept pre-ticked only when the
 * mode ticked it and the shopper never touched it; any tick the shopper made is theirs.
 */
export const consentActionFor = (mode: OptInMode, boxTouched: boolean): ConsentAction =>
  optInBehaviour(mode).checkedByDefault && !boxTouched ? ConsentAction.precheckedCheckboxKept : ConsentAction.checkboxChecked
