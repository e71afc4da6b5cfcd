import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  authenticationPlacement,
  AuthenticationPlacement,
  businessNetworkSubView,
  nextSignInModalState,
  SignInModalState,
  walletView,
  type SignInModalEvent,
  type WalletViewInput,
} from '../../../../plugins/link/wallet/index.ts'

/** A verified consumer with nothing open: the default authenticated details. */
const signedIn: WalletViewInput = {
  walletIsOnlyMethod: false,
  sessionCreationFailure: null,
  verificationStartFailure: null,
  hasSupportedPaymentTypes: true,
  killSwitch: false,
  consumerLoaded: true,
  hasCustomerInfo: false,
  customerHasSavedMethods: false,
  authenticated: true,
  demoFlaggedTestEmail: false,
  loggingOut: false,
  removing: false,
  updating: false,
  showingSaved: false,
  oneClickAutofill: false,
}

const failure = fc.option(fc.record({ status: fc.option(fc.constantFrom(400, 402, 500), { nil: undefined }), code: fc.option(fc.constantFrom('phone_number_mismatch', 'rate_limit_exceeded'), { nil: undefined }) }, { requiredKeys: [] }), { nil: null })
const anyInput: fc.Arbitrary<WalletViewInput> = fc.record({
  walletIsOnlyMethod: fc.boolean(),
  sessionCreationFailure: failure,
  verificationStartFailure: failure,
  hasSupportedPaymentTypes: fc.boolean(),
  killSwitch: fc.boolean(),
  consumerLoaded: fc.boolean(),
  hasCustomerInfo: fc.boolean(),
  customerHasSavedMethods: fc.boolean(),
  authenticated: fc.boolean(),
  demoFlaggedTestEmail: fc.boolean(),
  loggingOut: fc.boolean(),
  removing: fc.boolean(),
  updating: fc.boolean(),
  showingSaved: fc.boolean(),
  oneClickAutofill: fc.boolean(),
})

describe('walletView', () => {
  it('shows the authenticated details by default, business-network for a demo-flagged test e-mail', () => {
    expect(walletView(signedIn)).toBe('details-link-authenticated')
    expect(walletView({ ...signedIn, demoFlaggedTestEmail: true })).toBe('business-network')
  })

  it('blocks the wallet when it is the only method and something failed with a status', () => {
    const only = { ...signedIn, walletIsOnlyMethod: true }
    expect(walletView({ ...only, sessionCreationFailure: { status: 500 } })).toBe('link-blocked')
    expect(walletView({ ...only, verificationStartFailure: { status: 400, code: 'rate_limit_exceeded' } })).toBe('link-blocked')
    expect(walletView({ ...only, hasSupportedPaymentTypes: false })).toBe('link-blocked')
    expect(walletView({ ...only, killSwitch: true })).toBe('link-blocked')
    // A phone mismatch does not block, nor does a failure that never got an answer.
    expect(walletView({ ...only, verificationStartFailure: { status: 400, code: 'phone_number_mismatch' } })).toBe('details-link-authenticated')
    expect(walletView({ ...only, sessionCreationFailure: {} })).toBe('details-link-authenticated')
    // Beside other methods the wallet is never blocked.
    expect(walletView({ ...signedIn, killSwitch: true })).toBe('details-link-authenticated')
  })

  it('shows details to a consumer not loaded without customer info, or an unauthenticated customer with saved methods', () => {
    expect(walletView({ ...signedIn, consumerLoaded: false, authenticated: false })).toBe('details')
    expect(walletView({ ...signedIn, consumerLoaded: false, hasCustomerInfo: true })).toBe('details-link-authenticated')
    expect(walletView({ ...signedIn, customerHasSavedMethods: true, authenticated: false, loggingOut: true })).toBe('details')
  })

  it('orders the rest: logout, remove, update, saved, one-click autofill, details', () => {
    expect(walletView({ ...signedIn, loggingOut: true, removing: true, updating: true, showingSaved: true, oneClickAutofill: true })).toBe('logout')
    expect(walletView({ ...signedIn, removing: true, updating: true, showingSaved: true, oneClickAutofill: true })).toBe('remove')
    expect(walletView({ ...signedIn, updating: true, showingSaved: true, oneClickAutofill: true })).toBe('update')
    expect(walletView({ ...signedIn, showingSaved: true, oneClickAutofill: true })).toBe('saved')
    expect(walletView({ ...signedIn, oneClickAutofill: true, demoFlaggedTestEmail: true })).toBe('link-return-autofill')
  })

  it('follows the rules and their precedence for any input', () => {
    fc.assert(fc.property(anyInput, (input) => {
      const view = walletView(input)
      const failedWithStatus = (f: WalletViewInput['sessionCreationFailure'], allowed?: string) => f !== null && f.status !== undefined && (allowed === undefined || f.code !== allowed)
      const blocked = input.walletIsOnlyMethod && (failedWithStatus(input.sessionCreationFailure)
        || failedWithStatus(input.verificationStartFailure, 'phone_number_mismatch') || !input.hasSupportedPaymentTypes || input.killSwitch)
      const details = (!input.consumerLoaded && !input.hasCustomerInfo) || (input.customerHasSavedMethods && !input.authenticated)
      const ordered: ReadonlyArray<readonly [boolean, string]> = [
        [blocked, 'link-blocked'],
        [details, 'details'],
        [input.loggingOut, 'logout'],
        [input.removing, 'remove'],
        [input.updating, 'update'],
        [input.showingSaved, 'saved'],
        [input.oneClickAutofill, 'link-return-autofill'],
        [input.demoFlaggedTestEmail, 'business-network'],
        [true, 'details-link-authenticated'],
      ]
      expect(view).toBe(ordered.find(([holds]) => holds)![1])
      if (view === 'business-network') expect(input.demoFlaggedTestEmail).toBe(true)
      if (!input.walletIsOnlyMethod) expect(view).not.toBe('link-blocked')
    }))
  })

  it('splits business-network into use-saved and add-new', () => {
    expect(businessNetworkSubView(true)).toBe('use-saved')
    expect(businessNetworkSubView(false)).toBe('add-new')
  })
})

describe('the sign-in modal', () => {
  it('goes disabled, loading, unopened, open and back', () => {
    const steps: SignInModalEvent[] = ['enabled', 'loaded', 'opened', 'closed', 'opened']
    const states = steps.reduce<SignInModalState[]>((seen, event) => [...seen, nextSignInModalState(seen.at(-1)!, event)], ['disabled'])
    expect(states).toEqual(['disabled', 'loading', 'unopened', 'open', 'unopened', 'open'])
  })

  it('is unopened after the payment element unmounts if it was enabled, else disabled', () => {
    expect(nextSignInModalState('disabled', 'unmounted')).toBe('disabled')
    for (const state of ['loading', 'unopened', 'open'] as const) expect(nextSignInModalState(state, 'unmounted')).toBe('unopened')
  })

  it('never leaves disabled but by being enabled, and never opens before it has loaded', () => {
    const events = fc.array(fc.constantFrom<SignInModalEvent>('enabled', 'loaded', 'opened', 'closed', 'unmounted'), { maxLength: 30 })
    fc.assert(fc.property(events, (sequence) => {
      let state: SignInModalState = SignInModalState.disabled
      let enabled = false
      let loaded = false
      for (const event of sequence) {
        const next = nextSignInModalState(state, event)
        if (state === 'disabled' && next !== 'disabled') expect(event).toBe('enabled')
        if (event === 'enabled') enabled = true
        if (next === 'unopened') loaded = true
        if (next === 'open') expect(loaded).toBe(true)
        expect(next === 'disabled').toBe(!enabled)
        state = next
      }
    }))
  })
})

describe('authenticationPlacement', () => {
  it('picks the available placement of highest priority', () => {
    expect(authenticationPlacement(new Set(Object.values(AuthenticationPlacement)))).toBe('external_link_authentication')
    expect(authenticationPlacement(new Set(['external_financial_connection_modal', 'embedded'] as const))).toBe('embedded')
    expect(authenticationPlacement(new Set(['external_financial_connection_modal', 'external_autofill_modal'] as const))).toBe('external_autofill_modal')
    expect(authenticationPlacement(new Set())).toBeUndefined()
  })
})
