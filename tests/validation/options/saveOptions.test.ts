import { describe, expect, it } from 'vitest'
import { saveSwitches, validateSaveOptions } from '../../../core/validation/options/index.ts'

const errorsOf = (options: unknown): ReadonlyArray<string> => validateSaveOptions(options).errors

const subscriptions = 'Cannot use savePaymentMethod with Subscriptions.'
const offSession = `Cannot use savePaymentMethod with setup_future_usage 'off_session' unless the ${saveSwitches.offSessionBeta} beta is enabled.`
const onSession = "Cannot use savePaymentMethod with setup_future_usage 'on_session' on a PaymentIntent or in payment mode."
const customerSession = 'Cannot specify a customerSessionClientSecret with Subscriptions.'

describe('validateSaveOptions', () => {
  it('accepts saving in payment and setup mode', () => {
    expect(validateSaveOptions({ mode: 'payment', savePaymentMethod: 'auto' })).toEqual({ errors: [], warnings: [] })
    expect(errorsOf({ mode: 'setup', savePaymentMethod: 'auto', setupFutureUsage: 'on_session' })).toEqual([])
    expect(errorsOf(undefined)).toEqual([])
  })

  it('rejects saving with Subscriptions', () => {
    expect(errorsOf({ mode: 'subscription', savePaymentMethod: 'auto' })).toEqual([subscriptions])
  })

  it('rejects saving with off_session unless the beta is on', () => {
    expect(errorsOf({ intentType: 'payment_intent', setupFutureUsage: 'off_session', savePaymentMethod: 'auto' })).toEqual([offSession])
    expect(errorsOf({ intentType: 'payment_intent', setupFutureUsage: 'off_session', savePaymentMethod: 'auto', betas: ['other'] }))
      .toEqual([offSession])
    expect(errorsOf({
      intentType: 'payment_intent', setupFutureUsage: 'off_session', savePaymentMethod: 'auto', betas: [saveSwitches.offSessionBeta],
    })).toEqual([])
  })

  it('rejects saving with on_session for a payment intent or in payment mode', () => {
    expect(errorsOf({ intentType: 'payment_intent', setupFutureUsage: 'on_session', savePaymentMethod: 'auto' })).toEqual([onSession])
    expect(errorsOf({ mode: 'payment', setupFutureUsage: 'on_session', savePaymentMethod: 'auto' })).toEqual([onSession])
    expect(errorsOf({ intentType: 'setup_intent', setupFutureUsage: 'on_session', savePaymentMethod: 'auto' })).toEqual([])
  })

  it('applies no saving rule when saving is off', () => {
    for (const savePaymentMethod of ['never', undefined]) {
      expect(errorsOf({ mode: 'subscription', setupFutureUsage: 'off_session', savePaymentMethod })).toEqual([])
      expect(errorsOf({ mode: 'payment', setupFutureUsage: 'on_session', savePaymentMethod })).toEqual([])
    }
  })

  it('rejects a customer session with Subscriptions unless the flag is on', () => {
    expect(errorsOf({ mode: 'subscription', customerSessionClientSecret: 'cuss_secret' })).toEqual([customerSession])
    expect(errorsOf({ mode: 'subscription', customerSessionClientSecret: 'cuss_secret', flags: { [saveSwitches.subscriptionCustomerSessionFlag]: false } }))
      .toEqual([customerSession])
    expect(errorsOf({ mode: 'subscription', customerSessionClientSecret: 'cuss_secret', flags: { [saveSwitches.subscriptionCustomerSessionFlag]: true } }))
      .toEqual([])
    expect(errorsOf({ mode: 'payment', customerSessionClientSecret: 'cuss_secret' })).toEqual([])
  })

  it('reports every broken rule at once', () => {
    expect(errorsOf({ mode: 'subscription', savePaymentMethod: 'auto', setupFutureUsage: 'off_session', customerSessionClientSecret: 's' }))
      .toEqual([subscriptions, offSession, customerSession])
  })

  it('checks the shape first', () => {
    expect(errorsOf({ mode: 'rental', setupFutureUsage: 'later', savePaymentMethod: true, betas: 'x', flags: { a: 1 }, extra: 1 })).toEqual([
      'Unknown option extra.',
      'Invalid value for mode: "rental". Expected one of payment, setup, subscription.',
      'Invalid value for setupFutureUsage: "later". Expected one of off_session, on_session.',
      'Invalid value for savePaymentMethod: true. Expected one of never, auto.',
      'Invalid value for betas: "x". Expected an array.',
      'Invalid value for flags.a: 1. Expected a boolean.',
    ])
  })
})
