import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { actionStatuses, requiresAction, settledStatuses, settleRetrievedIntent } from '../../../core/controller/intentStatus.ts'

const kinds = ['payment_intent', 'setup_intent'] as const
const authenticationFailure = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
const declined = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }

describe('requiresAction', () => {
  it('is true for requires_action and requires_source_action only', () => {
    expect(requiresAction('requires_action')).toBe(true)
    expect(requiresAction('requires_source_action')).toBe(true)
    for (const status of ['requires_payment_method', 'requires_confirmation', 'processing', 'succeeded', 'canceled']) {
      expect(requiresAction(status)).toBe(false)
    }
    fc.assert(fc.property(fc.anything(), (status) => {
      expect(requiresAction(status)).toBe((actionStatuses as ReadonlyArray<unknown>).includes(status))
    }))
  })
})

describe('settleRetrievedIntent', () => {
  it('passes intents that are done with the shopper', () => {
    for (const kind of kinds) {
      for (const status of ['requires_confirmation', 'requires_capture', 'processing', 'succeeded']) {
        const intent = { id: 'pi_1', status, last_payment_error: declined }
        expect(settleRetrievedIntent(intent, kind)).toEqual({ intent })
      }
    }
  })

  it('turns a canceled intent into an unexpected-state error', () => {
    expect(settleRetrievedIntent({ status: 'canceled' }, 'payment_intent')).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This payment has been canceled and can no longer be completed.',
      },
    })
    expect(settleRetrievedIntent({ status: 'canceled', last_setup_error: declined }, 'setup_intent')).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'This setup has been canceled and can no longer be completed.',
      },
    })
  })

  it("returns the intent's last error for any other status", () => {
    expect(settleRetrievedIntent({ status: 'requires_payment_method', last_payment_error: { ...declined, payment_method: {} } }, 'payment_intent'))
      .toEqual({ error: declined })
    const setupError = { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message: 'Failed.', param: 'payment_method' }
    expect(settleRetrievedIntent({ status: 'requires_payment_method', last_setup_error: setupError }, 'setup_intent')).toEqual({ error: setupError })
  })

  it('reads the error of its own kind', () => {
    expect(settleRetrievedIntent({ status: 'requires_action', last_setup_error: declined }, 'payment_intent')).toEqual({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: authenticationFailure },
    })
  })

  it('is an authentication failure when the intent failed without an error', () => {
    for (const kind of kinds) {
      expect(settleRetrievedIntent({ status: 'requires_payment_method' }, kind)).toEqual({
        error: { type: 'invalid_request_error', code: `${kind}_authentication_failure`, message: authenticationFailure },
      })
    }
  })

  it('fills a null code or message from the authentication failure', () => {
    const unexplained = { status: 'requires_payment_method', last_payment_error: { type: 'api_error', code: null, message: null } }
    expect(settleRetrievedIntent(unexplained, 'payment_intent')).toEqual({
      error: { type: 'api_error', code: 'payment_intent_authentication_failure', message: authenticationFailure },
    })
  })

  it('settles every intent into exactly one outcome, whatever its fields', () => {
    const status = fc.oneof(fc.constantFrom(...settledStatuses, ...actionStatuses, 'canceled', 'requires_payment_method'), fc.anything())
    const intent = fc.record({ status, last_payment_error: fc.anything(), last_setup_error: fc.anything() }, { requiredKeys: [] })
    fc.assert(fc.property(intent, fc.constantFrom(...kinds), (given, kind) => {
      const settled = settleRetrievedIntent(given, kind)
      if ((settledStatuses as ReadonlyArray<unknown>).includes(given.status)) {
        expect(settled).toEqual({ intent: given })
        return
      }
      if (!('error' in settled)) throw new Error('expected an error')
      expect(typeof settled.error.type).toBe('string')
      expect(typeof settled.error.code).toBe('string')
      expect(typeof settled.error.message).toBe('string')
      if (given.status === 'canceled') expect(settled.error.code).toBe(`${kind}_unexpected_state`)
    }))
  })
})
