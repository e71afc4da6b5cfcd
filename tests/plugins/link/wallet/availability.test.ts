import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  consentActionFor,
  linkAvailability,
  optInBehaviour,
  optInModeOf,
  UnavailableReason,
  type AvailabilityInput,
  type LinkSettings,
} from '../../../../plugins/link/wallet/index.ts'

/** What the sandbox's elements session sends for an intent that lists link (sandbox/api/elementsSessions.ts). */
const sandboxSettings: LinkSettings = {
  link_mode: 'PASSTHROUGH',
  link_funding_sources: ['CARD'],
  link_default_opt_in: 'NONE',
  link_global_holdback_on: false,
  link_only_for_payment_method_types_enabled: false,
  link_pm_killswitch_on_in_elements: false,
}

const input: AvailabilityInput = {
  linkSettings: sandboxSettings,
  paymentMethodTypes: ['card', 'us_bank_account'],
  unverifiedPaymentMethodsOnDomain: [],
  merchantDisabledLink: false,
  signUpDisabled: false,
  consumerKnown: false,
}

/** Any session settings and form, within what the rules read. */
const anySettings = fc.record({
  link_mode: fc.constantFrom(null, undefined, 'PASSTHROUGH', 'LINK_CARD_BRAND', 'LINK_PAYMENT_METHOD', 'SOMETHING_NEW'),
  link_funding_sources: fc.constantFrom(undefined, null, [], ['CARD'], ['CARD', 'BANK_ACCOUNT']),
  link_pm_killswitch_on_in_elements: fc.constantFrom(undefined, null, true, false),
  link_only_for_payment_method_types_enabled: fc.constantFrom(undefined, true, false),
  link_global_holdback_on: fc.constantFrom(undefined, true, false),
}, { requiredKeys: [] })
const anyInput = fc.record({
  linkSettings: fc.option(anySettings, { nil: undefined }),
  paymentMethodTypes: fc.subarray(['card', 'link', 'us_bank_account', 'ideal']),
  unverifiedPaymentMethodsOnDomain: fc.subarray(['link', 'apple_pay']),
  merchantDisabledLink: fc.boolean(),
  signUpDisabled: fc.boolean(),
  consumerKnown: fc.boolean(),
})

const control = { experiment: 'link_global_holdback', arm: 'control' }

describe('linkAvailability', () => {
  it("is available in the session's mode when nothing stands against it", () => {
    expect(linkAvailability(input)).toEqual({ available: true, mode: 'PASSTHROUGH', exposure: control })
    expect(linkAvailability({ ...input, linkSettings: { ...sandboxSettings, link_mode: 'LINK_CARD_BRAND' } })).toMatchObject({ available: true, mode: 'LINK_CARD_BRAND' })
    expect(linkAvailability({ ...input, linkSettings: { ...sandboxSettings, link_mode: 'LINK_PAYMENT_METHOD' }, paymentMethodTypes: ['link'] }))
      .toMatchObject({ available: true, mode: 'LINK_PAYMENT_METHOD' })
  })

  it('names each of the six reasons for its condition', () => {
    const reasonsOf = (change: Partial<AvailabilityInput>) => {
      const result = linkAvailability({ ...input, ...change })
      return result.available ? [] : result.reasons
    }
    expect(reasonsOf({ merchantDisabledLink: true })).toEqual(['merchant_disabled_link_in_session'])
    expect(reasonsOf({ linkSettings: { ...sandboxSettings, link_mode: null } })).toEqual(['link_payment_method_not_present'])
    expect(reasonsOf({ linkSettings: { ...sandboxSettings, link_mode: 'LINK_PAYMENT_METHOD' } })).toEqual(['link_payment_method_not_present'])
    expect(reasonsOf({ paymentMethodTypes: ['us_bank_account'] })).toEqual(['link_payment_method_not_present'])
    expect(reasonsOf({ linkSettings: { ...sandboxSettings, link_funding_sources: [] } })).toEqual(['no_link_funding_sources_available'])
    expect(reasonsOf({ unverifiedPaymentMethodsOnDomain: ['link'] })).toEqual(['link_not_on_verified_domain'])
    expect(reasonsOf({ linkSettings: { ...sandboxSettings, link_pm_killswitch_on_in_elements: true } })).toEqual(['link_payment_element_disabled_by_targeting'])
    expect(reasonsOf({ signUpDisabled: true })).toEqual(['link_signup_disabled'])
    expect(reasonsOf({ signUpDisabled: true, consumerKnown: true })).toEqual([])
  })

  it('takes a session without link settings as Link off', () => {
    expect(linkAvailability({ ...input, linkSettings: undefined })).toEqual({
      available: false,
      reasons: ['link_payment_method_not_present', 'no_link_funding_sources_available'],
      exposure: control,
    })
  })

  it('lets the card modes pay without card only when the merchant takes Link alone', () => {
    expect(linkAvailability({ ...input, paymentMethodTypes: [], linkSettings: { ...sandboxSettings, link_only_for_payment_method_types_enabled: true } }).available).toBe(true)
  })

  it('logs the holdback arm as an A/A exposure without changing the answer', () => {
    const heldBack = linkAvailability({ ...input, linkSettings: { ...sandboxSettings, link_global_holdback_on: true } })
    expect(heldBack).toEqual({ available: true, mode: 'PASSTHROUGH', exposure: { experiment: 'link_global_holdback', arm: 'holdback' } })
  })

  it('is available exactly when no reason holds, and each reason holds exactly for its condition', () => {
    fc.assert(fc.property(anyInput, (given) => {
      const result = linkAvailability(given)
      const reasons = result.available ? [] : result.reasons
      expect(result.available).toBe(reasons.length === 0)
      expect(new Set(reasons).size).toBe(reasons.length)
      const linkSettings = given.linkSettings ?? {}
      const mode = ['PASSTHROUGH', 'LINK_CARD_BRAND', 'LINK_PAYMENT_METHOD'].includes(linkSettings.link_mode ?? '') ? linkSettings.link_mode : undefined
      const present = mode === 'LINK_PAYMENT_METHOD'
        ? given.paymentMethodTypes.includes('link')
        : mode !== undefined && (given.paymentMethodTypes.includes('card') || linkSettings.link_only_for_payment_method_types_enabled === true)
      const expected = {
        [UnavailableReason.merchantDisabled]: given.merchantDisabledLink,
        [UnavailableReason.paymentMethodNotPresent]: !present,
        [UnavailableReason.noFundingSources]: (linkSettings.link_funding_sources ?? []).length === 0,
        [UnavailableReason.notOnVerifiedDomain]: given.unverifiedPaymentMethodsOnDomain.includes('link'),
        [UnavailableReason.disabledByTargeting]: linkSettings.link_pm_killswitch_on_in_elements === true,
        [UnavailableReason.signUpDisabled]: given.signUpDisabled && !given.consumerKnown,
      }
      for (const [reason, holds] of Object.entries(expected)) expect(reasons.includes(reason as UnavailableReason)).toBe(holds)
      if (result.available) expect(result.mode).toBe(mode)
      expect(result.exposure.arm).toBe(linkSettings.link_global_holdback_on === true ? 'holdback' : 'control')
    }))
  })

  it('on the hosted invoice page, is available wherever the session gives it a mode to pay in, whatever else stands against it (property)', () => {
    fc.assert(fc.property(anyInput, (given) => {
      const elsewhere = linkAvailability(given)
      const onInvoicePage = linkAvailability({ ...given, hostedInvoicePage: true })
      const notPresent = !elsewhere.available && elsewhere.reasons.includes(UnavailableReason.paymentMethodNotPresent)
      expect(onInvoicePage.available).toBe(!notPresent)
      if (onInvoicePage.available) expect(onInvoicePage.mode).toBe(given.linkSettings?.link_mode)
      else expect(onInvoicePage.reasons).toEqual([UnavailableReason.paymentMethodNotPresent])
      // Where Link is offered anyway, the page changes nothing.
      if (elsewhere.available) expect(onInvoicePage).toEqual(elsewhere)
    }))
  })
})

describe('opt-in modes', () => {
  it('reads link_default_opt_in, NONE when absent or unknown', () => {
    expect([undefined, null, 'NONE', 'OPTIONAL', 'FULL', 'full', 'SOMETIMES'].map((mode) => optInModeOf({ link_default_opt_in: mode })))
      .toEqual(['NONE', 'NONE', 'NONE', 'OPTIONAL', 'FULL', 'NONE', 'NONE'])
    expect(optInModeOf(undefined)).toBe('NONE')
  })

  it('starts the box unchecked unless FULL; the consent text shows unless NONE', () => {
    expect(optInBehaviour('NONE')).toEqual({ checkedByDefault: false, formShowsConsent: false })
    expect(optInBehaviour('OPTIONAL')).toEqual({ checkedByDefault: false, formShowsConsent: true })
    expect(optInBehaviour('FULL')).toEqual({ checkedByDefault: true, formShowsConsent: true })
  })

  it('records a pre-ticked box kept as such, and any tick the shopper made as theirs', () => {
    expect(consentActionFor('FULL', false)).toBe('prechecked_checkbox_kept')
    expect(consentActionFor('FULL', true)).toBe('checkbox_checked')
    expect(consentActionFor('NONE', false)).toBe('checkbox_checked')
    expect(consentActionFor('OPTIONAL', true)).toBe('checkbox_checked')
  })
})
