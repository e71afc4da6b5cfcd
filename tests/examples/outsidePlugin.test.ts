import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Schema from 'effect/Schema'
import { createPayloom } from 'payloom'
import { blik } from '../../examples/plugins/blik/index.ts'

describe('a plugin written by an outside author against the published entry points', () => {
  const payloom = createPayloom('pk_test_outside', { plugins: [blik()] })
  const plugin = payloom.registry.paymentMethod('blik')
  const context = { now: new Date() }

  it('registers and is found by type', () => {
    expect(plugin.type).toBe('blik')
    expect(plugin.kind).toBe('payment_method')
  })

  it('loads its values schema on demand, from its own module', async () => {
    const schema = await plugin.loadSchema()
    expect(Schema.is(schema)({ code: '123456' })).toBe(true)
    expect(Schema.is(schema)({ code: 123456 })).toBe(false)
  })

  it('decides availability from the session', () => {
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'pln' })).toEqual({ available: true })
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'eur' })).toEqual({ available: false, reason: 'BLIK is offered for payments in PLN only.' })
  })

  it('validates with its own codes and builds payment method data', () => {
    expect(plugin.validate(plugin.defaults(), context)).toEqual({ code: expect.objectContaining({ code: 'incomplete_blik_code' }) })
    expect(plugin.validate({ code: '12 34' }, context)).toEqual({ code: expect.objectContaining({ code: 'invalid_blik_code', displayImmediately: true }) })
    expect(plugin.validate({ code: '123 456' }, context)).toEqual({})
    expect(plugin.toPaymentMethodData({ code: '123 456' })).toEqual({ type: 'blik', blik: {}, payment_method_options: { blik: { code: '123456' } } })
  })

  it('accepts exactly the six-digit codes', () => {
    fc.assert(fc.property(fc.string(), (code) => {
      const errors = plugin.validate({ code }, context)
      expect(Object.keys(errors).length === 0).toBe(/^\d{6}$/.test(code.replace(/\s/g, '')))
    }))
  })
})
