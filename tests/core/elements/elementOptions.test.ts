import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPayloom, IntegrationError } from 'payloom'
import { card } from 'payloom/plugins/card'

// No provider answers here: these checks run before any call, and before the element's code loads.
const elements = () => createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [card()] })
  .elements({ mode: 'payment', amount: 1000, currency: 'usd' })

afterEach(() => {
  vi.restoreAllMocks()
})

describe("an element's options, checked at create() and update()", () => {
  it("throw the spec's message for a mistake, naming the option", () => {
    expect(() => elements().create('payment', { layout: 'grid' })).toThrow(new IntegrationError({
      message: 'Invalid value for layout: "grid". Expected one of accordion, tabs, auto.',
    }))
    expect(() => elements().create('address', { mode: 'delivery' })).toThrow(IntegrationError)
    expect(() => elements().create('linkAuthentication', { defaultValues: { email: 42 } })).toThrow(new IntegrationError({
      message: 'Invalid value for defaultValues.email: 42. Expected a string.',
    }))
    expect(() => elements().create('expressCheckout', { buttonHeight: 12 })).toThrow(new IntegrationError({
      message: 'Invalid value for buttonHeight: 12. Expected a number of pixels from 40 to 55 (default 44).',
    }))
  })

  it('leave nothing behind when they throw: the same element can then be created right', () => {
    const group = elements()
    expect(() => group.create('payment', { layout: 'grid' })).toThrow(IntegrationError)
    expect(group.create('payment', { layout: 'tabs' }).elementType).toBe('payment')
  })

  it('are checked again by update(), before the element has loaded, and kept only when right', () => {
    const express = elements().create('expressCheckout', { buttonHeight: 48 })
    expect(() => express.update({ buttonTheme: { demo_pay: 'purple' } })).toThrow(IntegrationError)
    expect(() => express.update({ buttonTheme: { demo_pay: 'light' } })).not.toThrow()
  })

  it("warn, without throwing, for what a plugin element's check only doubts", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const plugin = card()
    const doubting = {
      ...plugin,
      elements: () => plugin.elements!().map((definition) => definition.type !== 'cardNumber' ? definition : {
        ...definition,
        validateOptions: (options: unknown) => ({ errors: [], warnings: options === undefined ? [] : ['showIcon is deprecated: use iconStyle.'] }),
      }),
    }
    const group = createPayloom('pk_test_options', { apiBase: 'http://127.0.0.1:9', plugins: [doubting] }).elements({ mode: 'payment', amount: 1000, currency: 'usd' })
    expect(group.create('cardNumber', { showIcon: true }).elementType).toBe('cardNumber')
    expect(warn.mock.calls).toEqual([['payloom cardNumber element: showIcon is deprecated: use iconStyle.']])
  })
})
