import { describe, expect, it } from 'vitest'
import { IntegrationError, definePaymentMethod, defineWallet } from 'payloom'
import { fakeMethod, fakeWallet } from './fakes.ts'

describe('definePaymentMethod and defineWallet', () => {
  it('mark the plugin kind and freeze it', () => {
    const method = fakeMethod('blik')
    expect(method.kind).toBe('payment_method')
    expect(Object.isFrozen(method)).toBe(true)
    expect(fakeWallet('apple_pay').kind).toBe('wallet')
  })

  it.each(['', 'Card', 'card-number', '1card', 'card__x', 'card_'])('refuses the type %j', (type) => {
    expect(() => fakeMethod(type)).toThrow(IntegrationError)
    expect(() => fakeMethod(type)).toThrow(`Invalid payment method plugin: \`type\` must be a lower-case method type like "card" or "us_bank_account" (got ${JSON.stringify(type)}).`)
  })

  it('catches a missing function for authors writing plain JavaScript', () => {
    const { validate: _, ...withoutValidate } = fakeMethod('blik')
    expect(() => definePaymentMethod(withoutValidate as never)).toThrow('Invalid plugin "blik": `validate` must be a function.')
    // A Schema where the loader belongs (the shape before schemas loaded on demand).
    expect(() => definePaymentMethod({ ...fakeMethod('blik'), loadSchema: {} } as never)).toThrow('Invalid plugin "blik": `loadSchema` must be a function.')
    const { availability: __, ...withoutAvailability } = fakeWallet('apple_pay')
    expect(() => defineWallet(withoutAvailability as never)).toThrow('Invalid plugin "apple_pay": `availability` must be a function.')
    // A wallet without a sheet of its own (Link) has no confirm; one given must be a function.
    expect(defineWallet({ ...fakeWallet('link'), confirm: undefined }).confirm).toBeUndefined()
    expect(() => defineWallet({ ...fakeWallet('apple_pay'), confirm: 'open' } as never)).toThrow('Invalid plugin "apple_pay": `confirm` must be a function.')
  })
})
