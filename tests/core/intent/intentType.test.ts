import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { IntegrationError, intentTypeForDeferred, parseClientSecret } from 'payloom'

const alnum = fc.stringMatching(/^[A-Za-z0-9]{1,24}$/)

describe('parseClientSecret', () => {
  it('reads payment and setup intent secrets', () => {
    expect(parseClientSecret('pi_123_secret_abc')).toEqual({ type: 'payment_intent', id: 'pi_123', clientSecret: 'pi_123_secret_abc' })
    expect(parseClientSecret('seti_9Z_secret_x')).toEqual({ type: 'setup_intent', id: 'seti_9Z', clientSecret: 'seti_9Z_secret_x' })
  })

  it('holds for every well-formed secret', () => {
    fc.assert(fc.property(fc.constantFrom('pi', 'seti'), alnum, alnum, (prefix, id, secret) => {
      const parsed = parseClientSecret(`${prefix}_${id}_secret_${secret}`)
      expect(parsed.id).toBe(`${prefix}_${id}`)
      expect(parsed.type).toBe(prefix === 'pi' ? 'payment_intent' : 'setup_intent')
    }))
  })

  it('refuses anything else with a clear merchant error', () => {
    expect(() => parseClientSecret('cs_123_secret_abc')).toThrow(
      'Invalid value for clientSecret: expected a payment intent secret (pi_..._secret_...) or a setup intent secret (seti_..._secret_...), got "cs_123_secret_abc".',
    )
    expect(() => parseClientSecret(42)).toThrow('got number.')
    fc.assert(fc.property(fc.anything(), (value) => {
      if (typeof value === 'string' && /^(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(value)) return
      expect(() => parseClientSecret(value)).toThrow(IntegrationError)
    }))
  })
})

describe('intentTypeForDeferred', () => {
  it('follows the mode, subscriptions by whether an amount is present', () => {
    expect(intentTypeForDeferred({ mode: 'payment', amount: 1000 })).toBe('payment_intent')
    expect(intentTypeForDeferred({ mode: 'setup' })).toBe('setup_intent')
    expect(intentTypeForDeferred({ mode: 'subscription', amount: 1000 })).toBe('payment_intent')
    expect(intentTypeForDeferred({ mode: 'subscription', amount: 0 })).toBe('payment_intent')
    expect(intentTypeForDeferred({ mode: 'subscription' })).toBe('setup_intent')
  })

  it('throws "Unexpected mode" for any other mode', () => {
    expect(() => intentTypeForDeferred({ mode: 'donation' })).toThrow('Unexpected mode')
    fc.assert(fc.property(fc.anything(), (mode) => {
      if (mode === 'payment' || mode === 'setup' || mode === 'subscription') return
      expect(() => intentTypeForDeferred({ mode })).toThrow(new IntegrationError({ message: 'Unexpected mode' }))
    }))
  })
})
