import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { IntegrationError, RegistryError, createPayloom } from 'payloom'
import { fakeMethod } from './plugin/fakes.ts'

describe('createPayloom', () => {
  it('creates an instance with defaults and the plugins passed', () => {
    const payloom = createPayloom('pk_test_123abc', { plugins: [fakeMethod('card')] })
    expect(payloom.mode).toBe('test')
    expect(payloom.locale).toBe('auto')
    expect(payloom.apiVersion).toBe('2020-08-27')
    expect(payloom.betas).toEqual([])
    expect(payloom.stripeAccount).toBeUndefined()
    expect(payloom.registry.paymentMethod('card').type).toBe('card')
    expect(createPayloom('pk_live_XyZ', { stripeAccount: 'acct_1', apiVersion: '2024-06-20', locale: 'fr-CA', betas: ['b_1'] })).toMatchObject({
      mode: 'live', stripeAccount: 'acct_1', apiVersion: '2024-06-20', locale: 'fr-CA', betas: ['b_1'],
    })
  })

  it('is inline outside a browser, refuses isolated hosting there and any other hosting value', () => {
    expect(createPayloom('pk_test_1').hosting).toBe('inline')
    expect(createPayloom('pk_test_1', { hosting: 'inline' }).hosting).toBe('inline')
    expect(() => createPayloom('pk_test_1', { hosting: 'isolated' })).toThrow(
      "createPayloom(): isolated hosting puts the forms in frames, and there is no page here. Use hosting: 'inline' outside a browser.",
    )
    expect(() => createPayloom('pk_test_1', { hosting: 'frames' as never })).toThrow(`Invalid value for createPayloom(): hosting must be 'isolated' or 'inline', got "frames".`)
  })

  it('refuses a secret key with a message that says to keep it on the server', () => {
    expect(() => createPayloom('sk_test_123')).toThrow(
      'createPayloom() was given a secret key. Use your publishable key (pk_test_... or pk_live_...) in the browser, and keep secret keys on your server.',
    )
  })

  it('refuses anything that is not a publishable key', () => {
    expect(() => createPayloom('pk_prod_1')).toThrow('Invalid value for createPayloom(): the key must be a publishable key (pk_test_... or pk_live_...), got "pk_prod_1".')
    expect(() => createPayloom(undefined as never)).toThrow('got undefined.')
    fc.assert(fc.property(fc.string(), (key) => {
      const valid = /^pk_(test|live)_[A-Za-z0-9]+$/.test(key)
      if (valid) expect(createPayloom(key).publishableKey).toBe(key)
      else expect(() => createPayloom(key)).toThrow(IntegrationError)
    }))
  })

  it('refuses unknown options, naming them and the known ones', () => {
    expect(() => createPayloom('pk_test_1', { plugin: [] } as never)).toThrow(
      'Unrecognized createPayloom() option: plugin. Known options: plugins, locale, stripeAccount, stripeContext, apiVersion, betas, apiBase, authenticate, confirmDetails, captcha, hosting, onEvent.',
    )
    expect(() => createPayloom('pk_test_1', { a: 1, b: 2 } as never)).toThrow('Unrecognized createPayloom() options: a, b.')
  })

  it('refuses malformed option values', () => {
    expect(() => createPayloom('pk_test_1', null as never)).toThrow('Invalid value for createPayloom(): options must be an object, got null.')
    expect(() => createPayloom('pk_test_1', { plugins: 'card' } as never)).toThrow('plugins must be an array of plugins, got "card".')
    expect(() => createPayloom('pk_test_1', { locale: 'français' })).toThrow("locale must be 'auto' or a locale tag like 'en' or 'fr-CA', got \"français\".")
    expect(() => createPayloom('pk_test_1', { stripeAccount: 'cus_1' })).toThrow('stripeAccount must be a connected account id (acct_...), got "cus_1".')
    expect(() => createPayloom('pk_test_1', { apiVersion: 'latest' })).toThrow("apiVersion must be a date like '2020-08-27', got \"latest\".")
    expect(() => createPayloom('pk_test_1', { betas: [1] } as never)).toThrow('betas must be an array of strings.')
  })

  it('refuses a captcha option that is not { siteKey, rqdata? } with strings', () => {
    const message = "Invalid value for createPayloom(): captcha must be { siteKey } with the captcha's site key as a string (and rqdata, a string, if the provider gave one)."
    for (const captcha of ['site-key', null, {}, { siteKey: '' }, { siteKey: 1 }, { siteKey: 'key', rqdata: 2 }]) {
      expect(() => createPayloom('pk_test_1', { captcha } as never)).toThrow(message)
    }
  })

  it('passes plugin list mistakes through as registry errors', () => {
    expect(() => createPayloom('pk_test_1', { plugins: [fakeMethod('card'), fakeMethod('card')] })).toThrow(RegistryError)
  })
})
