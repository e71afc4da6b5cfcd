import fc from 'fast-check'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { newWebhookSecret, signatureHeader } from '../../sandbox/webhooks/signature.ts'

// Only the library's verification is used: no key, no network.
const { webhooks } = new Stripe('sk_test_unused')
const verify = webhooks.signature!

const body = fc.string({ minLength: 1, unit: 'binary' })
const secret = fc.stringMatching(/^whsec_[A-Za-z0-9]{24,32}$/)
// From 1: the library's generateTestHeaderString reads a timestamp of 0 as absent and signs at the current time.
const timestamp = fc.integer({ min: 1, max: 4_102_444_800 })
/** The library allows 300 s between signing and receipt; every check here receives at the signing second. */
const atSigning = (seconds: number): number => seconds * 1000

describe('webhook signature (Stripe-Signature)', () => {
  it('is the header the official library computes for the same payload, secret and time', () => {
    fc.assert(fc.property(body, secret, timestamp, (payload, key, seconds) => {
      expect(signatureHeader(payload, key, seconds)).toBe(webhooks.generateTestHeaderString({ payload, secret: key, timestamp: seconds }))
    }))
  })

  it('verifies with its secret, and not with any other secret nor for a changed body', () => {
    fc.assert(fc.property(body, secret, secret, timestamp, fc.string({ minLength: 1, unit: 'binary' }), (payload, key, otherKey, seconds, change) => {
      fc.pre(otherKey !== key)
      const header = signatureHeader(payload, key, seconds)
      expect(verify.verifyHeader(payload, header, key, 300, undefined, atSigning(seconds))).toBe(true)
      expect(() => verify.verifyHeader(payload, header, otherKey, 300, undefined, atSigning(seconds))).toThrow(Stripe.errors.StripeSignatureVerificationError)
      expect(() => verify.verifyHeader(payload + change, header, key, 300, undefined, atSigning(seconds))).toThrow(Stripe.errors.StripeSignatureVerificationError)
    }))
  })

  it('lets constructEvent give back the event it signed', () => {
    fc.assert(fc.property(fc.jsonValue(), timestamp, (value, seconds) => {
      const key = newWebhookSecret()
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', data: { object: value } }, null, 2)
      const event = webhooks.constructEvent(payload, signatureHeader(payload, key, seconds), key, 300, undefined, atSigning(seconds))
      expect(event).toEqual(JSON.parse(payload))
    }))
  })

  it('makes secrets in the provider\'s form, each new', () => {
    const secrets = Array.from({ length: 50 }, newWebhookSecret)
    for (const made of secrets) expect(made).toMatch(/^whsec_[A-Za-z0-9]{24,}$/)
    expect(new Set(secrets).size).toBe(secrets.length)
  })
})
