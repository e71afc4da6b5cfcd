import type { WalletGroupHost } from 'payloom'
import { aaExperiments, type Exposure } from 'payloom/methods'
import { linkAvailability, UnavailableReason, type LinkAvailability } from '../wallet/availability.ts'
import type { FunnelLog } from './funnelLog.ts'

type ElementsSession = NonNullable<ReturnType<WalletGroupHost['session']>>

/** What the rules weigh besides the session: the asking element's option, and whether the shopper is a consumer. */
export interface AvailabilityChoices {
  /** The payment element asking has `wallets: { link: 'never' }`. */
  readonly merchantDisabledLink: boolean
  /** A lookup found the shopper (sign-up, which the merchant may have turned off, does not concern them). */
  readonly consumerKnown: boolean
  /** The group is the provider's hosted invoice page (WalletGroupHost.hostedInvoicePage). */
  readonly hostedInvoicePage?: boolean
}

/**
 * The wallet's availability for a group's elements session (wallet.md §3 "Availability result",
 * §8 reasons), by the rules of wallet/availability.ts. The session lists link apart from the
 * methods it shows: it pays with Link exactly when its settings name a mode.
 */
export const sessionAvailability = (session: ElementsSession, choices: AvailabilityChoices): LinkAvailability =>
  linkAvailability({
    linkSettings: {
      link_mode: session.link.mode,
      link_funding_sources: session.link.fundingSources,
      link_pm_killswitch_on_in_elements: session.link.killSwitch,
      link_only_for_payment_method_types_enabled: session.link.onlyForPaymentMethodTypes,
      link_default_opt_in: session.link.defaultOptIn,
      link_global_holdback_on: session.link.globalHoldback,
    },
    paymentMethodTypes: [...session.paymentMethodTypes, ...(session.link.mode === null ? [] : ['link'])],
    unverifiedPaymentMethodsOnDomain: session.unverifiedPaymentMethodsOnDomain,
    merchantDisabledLink: choices.merchantDisabledLink,
    signUpDisabled: session.link.signUpDisabled === true,
    consumerKnown: choices.consumerKnown,
    hostedInvoicePage: choices.hostedInvoicePage === true,
  })

/** What each reason means to the merchant reading the console. */
const reasonText: Readonly<Record<UnavailableReason, string>> = {
  [UnavailableReason.merchantDisabled]: "the payment element's wallets.link is 'never'",
  [UnavailableReason.paymentMethodNotPresent]: 'the payment does not list link, or names no Link mode this client knows',
  [UnavailableReason.noFundingSources]: 'the account has no Link funding sources',
  [UnavailableReason.notOnVerifiedDomain]: 'this domain is not registered for Link',
  [UnavailableReason.disabledByTargeting]: 'the provider turned Link off in the payment element',
  [UnavailableReason.signUpDisabled]: 'sign-up to Link is turned off for this account, and the shopper is not a Link consumer',
}

/**
 * Tells what the rules decided, once per elements session: the merchant hears in the console why
 * Link is not offered (each distinct set of reasons once), and where it is offered, the shopper's
 * arm of the holdback experiment is logged as an A/A exposure (wallet.md §9: the arms behave alike),
 * and so is the instance's arm of each light experiment (controller.md §9, runtime/lightExperiments.ts),
 * with who assigned it (the session, or the instance's bucket); example_experiment's arms behave alike.
 */
export const availabilityReport = (log: FunnelLog): ((sessionId: string, availability: LinkAvailability, light?: () => ReadonlyArray<Exposure>) => void) => {
  const told = new Set<string>()
  const once = (key: string, tell: () => void): void => {
    if (told.has(key)) return
    told.add(key)
    tell()
  }
  // `light` is asked only when the exposures are logged, once per session: availability is decided far more often.
  return (sessionId, availability, light = () => []) => {
    if (availability.available) {
      const { experiment, arm } = availability.exposure
      return once(`exposure ${sessionId}`, () => {
        log('link.experiment.exposure', { experiment, arm, aa: true, mode: availability.mode })
        for (const exposure of light()) {
          log('link.experiment.exposure', { experiment: exposure.experiment, arm: exposure.arm, aa: aaExperiments.includes(exposure.experiment), assigned_by: exposure.assignedBy })
        }
      })
    }
    const { reasons } = availability
    once(`${sessionId} ${reasons.join(',')}`, () =>
      console.warn(`payloom: Link is not offered here (${reasons.join(', ')}): ${reasons.map((reason) => reasonText[reason]).join('; ')}.`))
  }
}
