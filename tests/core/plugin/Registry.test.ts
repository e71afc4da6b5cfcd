import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { RegistryError, makeRegistry } from 'payloom'
import { fakeMethod, fakeWallet } from './fakes.ts'

describe('makeRegistry', () => {
  it('finds each plugin by type and kind', () => {
    const registry = makeRegistry([fakeMethod('card'), fakeMethod('ideal'), fakeWallet('apple_pay')])
    expect(registry.types).toEqual(['card', 'ideal', 'apple_pay'])
    expect(registry.paymentMethod('ideal').type).toBe('ideal')
    expect(registry.wallet('apple_pay').type).toBe('apple_pay')
    expect(registry.paymentMethods.map((p) => p.type)).toEqual(['card', 'ideal'])
    expect(registry.wallets.map((p) => p.type)).toEqual(['apple_pay'])
    expect(registry.has('card')).toBe(true)
    expect(registry.has('sofort')).toBe(false)
  })

  it('refuses a type given twice', () => {
    const attempt = () => makeRegistry([fakeMethod('card'), fakeMethod('card')])
    expect(attempt).toThrow(RegistryError)
    expect(attempt).toThrow('Two plugins provide the type "card". Pass each plugin once.')
    try { attempt() } catch (error) { expect((error as RegistryError).reason).toBe('duplicate_type') }
  })

  it('reports a type no plugin provides, naming what is provided', () => {
    const registry = makeRegistry([fakeMethod('card')])
    expect(() => registry.paymentMethod('ideal')).toThrow(
      'No plugin provides the payment method type "ideal". Import it and pass it to createPayloom({ plugins: [...] }). Provided: card.',
    )
    expect(() => registry.wallet('card')).toThrow('No plugin provides the wallet type "card". Import it and pass it to createPayloom({ plugins: [...] }). Provided: none.')
    try { registry.paymentMethod('ideal') } catch (error) {
      expect(error).toBeInstanceOf(RegistryError)
      expect((error as RegistryError).reason).toBe('unknown_type')
      expect((error as RegistryError).type).toBe('ideal')
    }
  })

  it('refuses something that is not a plugin, such as the factory itself', () => {
    expect(() => makeRegistry([fakeMethod('card'), fakeMethod] as never)).toThrow(
      'plugins[1] is not a payloom plugin. Pass the result of a plugin function, e.g. card(), not card.',
    )
  })

  it('keeps registries of two instances apart', () => {
    const a = makeRegistry([fakeMethod('card')])
    const b = makeRegistry([fakeMethod('ideal')])
    expect(a.has('ideal')).toBe(false)
    expect(b.has('card')).toBe(false)
  })

  it('accepts any list of distinct types and refuses any list with a repeat', () => {
    const type = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(_[a-z0-9]{1,5})?$/)
    fc.assert(fc.property(fc.array(type, { maxLength: 12 }), (types) => {
      const distinct = new Set(types).size === types.length
      const build = () => makeRegistry(types.map((t) => fakeMethod(t)))
      if (distinct) expect(build().types).toEqual(types)
      else expect(build).toThrow(RegistryError)
    }))
  })
})
