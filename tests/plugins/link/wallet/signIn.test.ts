import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  initialWalletState,
  passkeyLoginOffered,
  reduceWallet,
  storedLoginDecision,
  verificationPlan,
  type LookupResponse,
  type StoredLoginInput,
  type VerificationType,
  type WalletState,
} from '../../../../plugins/link/wallet/index.ts'
import { consumerSession, factorsArbitrary, lookupFound } from './fixtures.ts'

const lookedUp = (factors: ReadonlyArray<VerificationType>, settings: LookupResponse['settings'] = {}): WalletState =>
  [{ _tag: 'lookupStarted', recognition: 'EMAIL' } as const, { _tag: 'lookupSucceeded', response: lookupFound(consumerSession({ available_verification_factors: factors }), settings) } as const]
    .reduce(reduceWallet, initialWalletState)

const everywhere = { browserSupportsWebAuthn: true, passkeyLoginEnabled: true, supportedPlatform: true }

describe('passkeyLoginOffered', () => {
  it('needs the browser, the flag, the platform, a passkey and WEBAUTHN offered, all at once', () => {
    const withPasskey = lookedUp(['SMS', 'WEBAUTHN'], { has_passkey: true })
    expect(passkeyLoginOffered(withPasskey, everywhere)).toBe(true)
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), factorsArbitrary, (browser, flag, platform, hasPasskey, factors) => {
      const state = lookedUp(factors, { has_passkey: hasPasskey })
      const offered = passkeyLoginOffered(state, { browserSupportsWebAuthn: browser, passkeyLoginEnabled: flag, supportedPlatform: platform })
      expect(offered).toBe(browser && flag && platform && hasPasskey && factors.includes('WEBAUTHN'))
    }))
  })
})

describe('verificationPlan', () => {
  const passkeyConsumer = lookedUp(['SMS', 'EMAIL', 'WEBAUTHN'], { has_passkey: true })

  it('starts SMS with a background passkey attempt, or lets smart defaults pick the passkey', () => {
    expect(verificationPlan(passkeyConsumer, 'returning@link.test', { ...everywhere, smartDefaults: false })).toEqual({ start: 'SMS', backgroundPasskey: true })
    expect(verificationPlan(passkeyConsumer, 'returning@link.test', { ...everywhere, smartDefaults: true })).toEqual({ start: 'WEBAUTHN', backgroundPasskey: false })
    expect(verificationPlan(passkeyConsumer, 'returning@link.test', { ...everywhere, browserSupportsWebAuthn: false, smartDefaults: true })).toEqual({ start: 'SMS', backgroundPasskey: false })
  })

  it('starts e-mail codes in the e-mail flow', () => {
    expect(verificationPlan(lookedUp(['EMAIL']), 'returning@link.test', { ...everywhere, smartDefaults: false })).toEqual({ start: 'EMAIL', backgroundPasskey: false })
  })

  it("starts nothing for an e-mail that is not the session's, or without a consumer", () => {
    expect(verificationPlan(passkeyConsumer, ' Returning@LINK.test ', { ...everywhere, smartDefaults: false })).toBeDefined()
    expect(verificationPlan(passkeyConsumer, 'someone@else.test', { ...everywhere, smartDefaults: false })).toBeUndefined()
    expect(verificationPlan(initialWalletState, 'returning@link.test', { ...everywhere, smartDefaults: false })).toBeUndefined()
  })
})

describe('storedLoginDecision', () => {
  const returning: StoredLoginInput = {
    hasConsumerSession: false,
    customerEmail: 'jenny@example.com',
    cookieEmail: ' Jenny@Example.com',
    foundUsingPartialCookie: false,
    hasSavedPaymentDetails: true,
    hasShippingAddress: true,
    ephemeralCredentials: false,
    noClickRequested: false,
  }

  it('logs a returning consumer in with one-click autofill', () => {
    expect(storedLoginDecision(returning)).toEqual({ _tag: 'LogIn', autofill: 'oneclick' })
  })

  it('is skipped when a session exists', () => {
    expect(storedLoginDecision({ ...returning, hasConsumerSession: true, customerEmail: 'other@example.com' })).toEqual({ _tag: 'Skip' })
  })

  it("resets the session when the customer's e-mail is not the stored one's", () => {
    expect(storedLoginDecision({ ...returning, customerEmail: 'other@example.com' })).toEqual({ _tag: 'ResetSession', reason: 'email_mismatch' })
    expect(storedLoginDecision({ ...returning, customerEmail: null })).toEqual({ _tag: 'LogIn', autofill: 'oneclick' })
  })

  it('resets a partial-cookie match with no saved details or no shipping address', () => {
    const partial = { ...returning, foundUsingPartialCookie: true }
    expect(storedLoginDecision(partial)).toEqual({ _tag: 'LogIn', autofill: 'oneclick' })
    expect(storedLoginDecision({ ...partial, hasSavedPaymentDetails: false })).toEqual({ _tag: 'ResetSession', reason: 'partial_cookie' })
    expect(storedLoginDecision({ ...partial, hasShippingAddress: false })).toEqual({ _tag: 'ResetSession', reason: 'partial_cookie' })
  })

  it('autofills without the click for ephemeral credentials, no saved details or a caller condition', () => {
    expect(storedLoginDecision({ ...returning, ephemeralCredentials: true })).toEqual({ _tag: 'LogIn', autofill: 'noclick' })
    expect(storedLoginDecision({ ...returning, hasSavedPaymentDetails: false })).toEqual({ _tag: 'LogIn', autofill: 'noclick' })
    expect(storedLoginDecision({ ...returning, noClickRequested: true })).toEqual({ _tag: 'LogIn', autofill: 'noclick' })
  })

  it('decides by the rules in their order for any input', () => {
    const email = fc.option(fc.constantFrom('jenny@example.com', 'JENNY@example.com ', 'other@example.com'), { nil: null })
    const input = fc.record({
      hasConsumerSession: fc.boolean(),
      customerEmail: email,
      cookieEmail: email,
      foundUsingPartialCookie: fc.boolean(),
      hasSavedPaymentDetails: fc.boolean(),
      hasShippingAddress: fc.boolean(),
      ephemeralCredentials: fc.boolean(),
      noClickRequested: fc.boolean(),
    })
    fc.assert(fc.property(input, (given) => {
      const decision = storedLoginDecision(given)
      const mismatch = given.customerEmail !== null && given.cookieEmail !== null && given.customerEmail.trim().toLowerCase() !== given.cookieEmail.trim().toLowerCase()
      const oneClick = !given.ephemeralCredentials && given.hasSavedPaymentDetails && !given.noClickRequested
      const expected = given.hasConsumerSession ? { _tag: 'Skip' }
        : mismatch ? { _tag: 'ResetSession', reason: 'email_mismatch' }
        : given.foundUsingPartialCookie && !(given.hasSavedPaymentDetails && given.hasShippingAddress) ? { _tag: 'ResetSession', reason: 'partial_cookie' }
        : { _tag: 'LogIn', autofill: oneClick ? 'oneclick' : 'noclick' }
      expect(decision).toEqual(expected)
    }))
  })
})
