import { describe, expect, it } from 'vitest'
import { addressElement } from '../../../../core/elements/address/addressElement.tsx'
import { loadPhoneRules, phoneRules } from '../../../../core/elements/address/phoneRules.ts'
import { contextFor } from '../context.ts'

describe('the phone rules load only with a phone field', () => {
  it('an address element without a phone field never asks for them', async () => {
    const context = contextFor([], { mode: 'shipping' as const })
    const state = addressElement.model.init(context)
    const messages = await addressElement.model.load!(state, context)
    expect(messages).toEqual([{ kind: 'action', elementId: '', action: 'countryDetailsLoaded' }])
    expect(phoneRules()).toBeUndefined()
  })

  it('one with a phone field loads them first', async () => {
    const context = contextFor([], { mode: 'shipping' as const, fields: { phone: 'always' as const } })
    const state = addressElement.model.init(context)
    expect(await addressElement.model.load!(state, context)).toEqual([{ kind: 'action', elementId: '', action: 'phoneRulesLoaded' }])
    expect(phoneRules()?.validatePhone('+1 202 555 0123', 'US').complete).toBe(true)
    expect(await loadPhoneRules()).toBe(phoneRules())
  })
})
