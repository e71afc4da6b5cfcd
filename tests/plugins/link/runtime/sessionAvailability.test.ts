import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ElementsSession } from '../../../../core/session/elementsSession.ts'
import { availabilityReport, sessionAvailability } from '../../../../plugins/link/runtime/sessionAvailability.ts'
import { linkAvailability } from '../../../../plugins/link/wallet/availability.ts'
import { experimentArm, experimentArmsOf } from '../../../../core/controller/experiments.ts'
import { isDemoFlaggedTestEmail } from '../../../../plugins/link/wallet/views.ts'

afterEach(() => vi.restoreAllMocks())

const session = fc.record({
  paymentMethodTypes: fc.subarray(['card', 'ideal', 'sepa_debit']),
  unverified: fc.subarray(['link', 'card']),
  mode: fc.constantFrom(null, 'PASSTHROUGH', 'LINK_CARD_BRAND', 'LINK_PAYMENT_METHOD', 'SOMETHING_ELSE'),
  fundingSources: fc.subarray(['CARD', 'BANK_ACCOUNT']),
  killSwitch: fc.boolean(),
  onlyForPaymentMethodTypes: fc.boolean(),
  globalHoldback: fc.boolean(),
  signUpDisabled: fc.option(fc.boolean(), { nil: undefined }),
}).map((drawn): ElementsSession => ({
  sessionId: 'elements_session_1',
  intentType: 'payment_intent',
  paymentMethodTypes: drawn.paymentMethodTypes,
  amount: 2000,
  currency: 'usd',
  link: { mode: drawn.mode, fundingSources: drawn.fundingSources, onlyForPaymentMethodTypes: drawn.onlyForPaymentMethodTypes, killSwitch: drawn.killSwitch, defaultOptIn: null, globalHoldback: drawn.globalHoldback, ...(drawn.signUpDisabled === undefined ? {} : { signUpDisabled: drawn.signUpDisabled }) },
  customer: null,
  unverifiedPaymentMethodsOnDomain: drawn.unverified,
  flags: {},
}))

describe('sessionAvailability: the rules of wallet/availability.ts over an elements session', () => {
  it('lists link among the payment method types exactly when the session names a mode, and passes the rest as it is (property)', () => {
    fc.assert(fc.property(session, fc.boolean(), fc.boolean(), (given, merchantDisabledLink, consumerKnown) => {
      const decided = sessionAvailability(given, { merchantDisabledLink, consumerKnown })
      expect(decided).toEqual(linkAvailability({
        linkSettings: {
          link_mode: given.link.mode, link_funding_sources: given.link.fundingSources, link_pm_killswitch_on_in_elements: given.link.killSwitch,
          link_only_for_payment_method_types_enabled: given.link.onlyForPaymentMethodTypes, link_default_opt_in: null, link_global_holdback_on: given.link.globalHoldback,
        },
        paymentMethodTypes: given.link.mode === null ? given.paymentMethodTypes : [...given.paymentMethodTypes, 'link'],
        unverifiedPaymentMethodsOnDomain: given.unverifiedPaymentMethodsOnDomain,
        merchantDisabledLink,
        signUpDisabled: given.link.signUpDisabled === true,
        consumerKnown,
      }))
      // A known mode with nothing against it pays in that mode, LINK_PAYMENT_METHOD included.
      if (decided.available) expect(decided.mode).toBe(given.link.mode)
    }))
  })
})

describe('availabilityReport: what the merchant and the funnel log hear', () => {
  const available = sessionAvailability({ ...fc.sample(session, 1)[0]!, paymentMethodTypes: ['card'], unverifiedPaymentMethodsOnDomain: [], link: { mode: 'PASSTHROUGH', fundingSources: ['CARD'], onlyForPaymentMethodTypes: false, killSwitch: false, defaultOptIn: null, globalHoldback: true } }, { merchantDisabledLink: false, consumerKnown: true })

  it('logs the holdback arm as an A/A exposure once per session where Link is offered', () => {
    const log = vi.fn()
    const report = availabilityReport(log)
    report('elements_session_1', available)
    report('elements_session_1', available)
    report('elements_session_2', available)
    expect(log.mock.calls).toEqual([
      ['link.experiment.exposure', { experiment: 'link_global_holdback', arm: 'holdback', aa: true, mode: 'PASSTHROUGH' }],
      ['link.experiment.exposure', { experiment: 'link_global_holdback', arm: 'holdback', aa: true, mode: 'PASSTHROUGH' }],
    ])
  })

  it("logs the instance's arm of each light experiment beside it, with who assigned it, example_experiment as A/A (controller.md §9)", () => {
    const log = vi.fn()
    const report = availabilityReport(log)
    const light = experimentArmsOf('js_1', { skip_link_consumer_lookup_experiment_v3: 'treatment' })
    report('elements_session_1', available, () => light)
    report('elements_session_1', available, () => light)
    expect(log.mock.calls).toEqual([
      ['link.experiment.exposure', { experiment: 'link_global_holdback', arm: 'holdback', aa: true, mode: 'PASSTHROUGH' }],
      ['link.experiment.exposure', { experiment: 'example_experiment', arm: experimentArm('example_experiment', 'js_1').arm, aa: true, assigned_by: 'bucket' }],
      ['link.experiment.exposure', { experiment: 'skip_link_consumer_lookup_experiment_v3', arm: 'treatment', aa: false, assigned_by: 'session' }],
      ['link.experiment.exposure', { experiment: 'elements_direct_messaging_phase_1', arm: experimentArm('elements_direct_messaging_phase_1', 'js_1').arm, aa: false, assigned_by: 'bucket' }],
    ])
  })

  it('tells the merchant why not, once per session and set of reasons, each reason explained', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const log = vi.fn()
    const report = availabilityReport(log)
    const unavailable = { available: false, reasons: ['merchant_disabled_link_in_session', 'no_link_funding_sources_available'], exposure: available.exposure } as const
    report('elements_session_1', unavailable)
    report('elements_session_1', unavailable)
    report('elements_session_1', { ...unavailable, reasons: ['link_signup_disabled'] })
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      "payloom: Link is not offered here (merchant_disabled_link_in_session, no_link_funding_sources_available): the payment element's wallets.link is 'never'; the account has no Link funding sources.",
      'payloom: Link is not offered here (link_signup_disabled): sign-up to Link is turned off for this account, and the shopper is not a Link consumer.',
    ])
    expect(log).not.toHaveBeenCalled()
  })
})

describe('isDemoFlaggedTestEmail (wallet.md §2 business-network)', () => {
  it('flags +business_network@ e-mails in test mode only', () => {
    expect(isDemoFlaggedTestEmail('buyer+business_network@example.com', 'pk_test_payloomsandbox')).toBe(true)
    expect(isDemoFlaggedTestEmail('buyer+business_network@example.com', 'pk_live_abc')).toBe(false)
    expect(isDemoFlaggedTestEmail('buyer@example.com', 'pk_test_payloomsandbox')).toBe(false)
    expect(isDemoFlaggedTestEmail('buyer+business@example.com', 'pk_test_payloomsandbox')).toBe(false)
  })
})
