import type { Availability, BrowserCapabilities, SessionContext } from 'payloom'
import type { ApplePaySessionClass } from './applePayFlow.ts'

const available: Availability = { available: true }

/** Safari's ApplePaySession, where the page has one. */
export const applePaySessionClass = (): ApplePaySessionClass | undefined =>
  (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession

/**
 * Whether the real wallet can pay here: Safari with Apple Pay set up. canMakePayments throws
 * where Apple Pay may not run (a page not served over HTTPS, a frame without the payment
 * permission), which counts as no.
 */
export const realApplePay = (browser?: BrowserCapabilities): ApplePaySessionClass | undefined => {
  const Session = browser?.applePaySession === false ? undefined : applePaySessionClass()
  try {
    return Session?.canMakePayments() === true ? Session : undefined
  } catch {
    return undefined
  }
}

/**
 * Apple Pay's own rule (the express checkout element applies the wallet config and the payment's
 * needs first): the session must list it (the provider leaves it out for a domain not registered
 * for Apple Pay, or a payment cards cannot take); then the real wallet where Safari has it, else
 * the sandbox's test sheet in test mode; in live mode elsewhere, none.
 */
export const applePayAvailability = (session: SessionContext, browser?: BrowserCapabilities): Availability => {
  if (session.paymentMethodTypes?.includes('apple_pay') !== true) return { available: false, reason: 'domain_unregistered_or_backend_filtered' }
  if (realApplePay(browser) !== undefined || session.livemode !== true) return available
  return { available: false, reason: 'unsupported_browser' }
}
