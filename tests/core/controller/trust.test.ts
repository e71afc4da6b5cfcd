import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IntegrationError } from '../../../core/errors/IntegrationError.ts'
import {
  checkLoggingParams,
  externalMethodSelected,
  isTrustedOrigin,
  type TrustedOrigins,
} from '../../../core/controller/trust.ts'

const live: TrustedOrigins = { origins: ['https://checkout.example.com', 'https://shop.example.com:8443', 'http://localhost:3000'], mode: 'live' }
const test: TrustedOrigins = { ...live, mode: 'test' }

const thrown = (run: () => unknown): unknown => {
  try {
    run()
    return undefined
  } catch (error) {
    return error
  }
}

describe('isTrustedOrigin', () => {
  it('trusts exactly the listed https origins', () => {
    expect(isTrustedOrigin('https://checkout.example.com', live)).toBe(true)
    expect(isTrustedOrigin('https://shop.example.com:8443', live)).toBe(true)
    for (const origin of [
      'https://example.com',
      'https://evil.checkout.example.com',
      'https://checkout.example.com.evil.com',
      'https://checkout.example.com/',
      'https://checkout.example.com/path',
      'https://shop.example.com',
      'http://checkout.example.com',
      'HTTPS://checkout.example.com',
      'null',
      '',
    ]) expect(isTrustedOrigin(origin, live), origin).toBe(false)
  })

  it('trusts listed http loopback origins in test mode only', () => {
    expect(isTrustedOrigin('http://localhost:3000', live)).toBe(false)
    expect(isTrustedOrigin('http://localhost:3000', test)).toBe(true)
    expect(isTrustedOrigin('http://localhost:3001', test)).toBe(false)
    expect(isTrustedOrigin('http://127.0.0.1:5000', { origins: ['http://127.0.0.1:5000'], mode: 'test' })).toBe(true)
    expect(isTrustedOrigin('http://example.com', { origins: ['http://example.com'], mode: 'test' })).toBe(false)
  })

  it('never trusts an origin off the list, and never throws', () => {
    fc.assert(fc.property(fc.anything(), fc.constantFrom(live, test), (origin, trusted) => {
      expect(isTrustedOrigin(origin, trusted)).toBe(typeof origin === 'string' && trusted.origins.includes(origin) && (trusted.mode === 'test' || origin.startsWith('https:')))
    }))
    fc.assert(fc.property(fc.webUrl(), (url) => {
      const origin = new URL(url).origin
      expect(isTrustedOrigin(origin, { origins: [origin], mode: 'live' })).toBe(origin.startsWith('https:'))
      expect(isTrustedOrigin(url, { origins: [], mode: 'test' })).toBe(false)
    }))
    // fast-check's URL generator is slow: a few seconds on a busy 2-core machine.
  }, 30_000)
})

describe('checkLoggingParams', () => {
  const params = { session_id: 'cs_123', invoice_id: 'in_456' }

  it('returns the two ids for a trusted caller', () => {
    expect(checkLoggingParams({ ...params, extra: 1 }, 'https://checkout.example.com', live)).toEqual(params)
  })

  it("refuses an untrusted caller with 'This function may only be called from trusted domains'", () => {
    for (const origin of ['https://evil.example.com', 'null', undefined, 'http://localhost:3000']) {
      const error = thrown(() => checkLoggingParams(params, origin, live))
      expect(error).toBeInstanceOf(IntegrationError)
      expect((error as IntegrationError).message).toBe('This function may only be called from trusted domains')
    }
  })

  it("refuses ids that are not strings with 'invalid logging params'", () => {
    for (const bad of [{}, { session_id: 'cs_1' }, { invoice_id: 'in_1' }, { session_id: 1, invoice_id: 'in_1' }, { session_id: 'cs_1', invoice_id: null }, null, 'cs_1', []]) {
      const error = thrown(() => checkLoggingParams(bad, 'https://checkout.example.com', live))
      expect(error).toBeInstanceOf(IntegrationError)
      expect((error as IntegrationError).message).toBe('invalid logging params')
    }
  })

  it('accepts any two strings from a trusted caller and throws only IntegrationErrors otherwise', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (session_id, invoice_id) => {
      expect(checkLoggingParams({ session_id, invoice_id }, 'https://shop.example.com:8443', live)).toEqual({ session_id, invoice_id })
    }))
    fc.assert(fc.property(fc.anything(), fc.anything(), (value, origin) => {
      const error = thrown(() => checkLoggingParams(value, origin, live))
      if (error !== undefined) expect(error).toBeInstanceOf(IntegrationError)
      if (!isTrustedOrigin(origin, live)) expect((error as IntegrationError).message).toBe('This function may only be called from trusted domains')
    }))
  })
})

describe('externalMethodSelected', () => {
  it('is the provider-shaped external_payment_method_selected error', () => {
    expect(externalMethodSelected('external_paypay')).toEqual({
      type: 'invalid_request_error',
      code: 'external_payment_method_selected',
      param: 'payment_method',
      message: 'The shopper selected the external payment method "external_paypay". payloom does not process it: send the shopper to that method\'s own checkout.',
    })
  })
})
