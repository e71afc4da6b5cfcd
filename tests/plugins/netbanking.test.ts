import { describe, expect, it } from 'vitest'
import { netbankingBanks } from 'payloom/banks/netbanking'
import { netbanking } from 'payloom/plugins/netbanking'

const plugin = netbanking()
const context = { now: new Date() }

describe('the NetBanking plugin (netbanking)', () => {
  it('is a redirect method for INR payments, not saved and not set up', () => {
    expect(plugin.settings).toMatchObject({ redirect: 'always', mandate: false, saveable: false, countries: ['IN'] })
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'inr' }).available).toBe(true)
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'usd' }).available).toBe(false)
    expect(plugin.availability({ intentType: 'setup_intent', currency: 'inr' }).available).toBe(false)
  })

  it('needs a bank of the provider\'s list, and nothing else', () => {
    expect(plugin.defaults()).toEqual({ bank: '' })
    expect(plugin.validate({ bank: '' }, context)).toMatchObject({ bank: { code: 'incomplete_bank' } })
    expect(plugin.validate({ bank: 'bank_of_nowhere' }, context)).toMatchObject({ bank: { code: 'incomplete_bank' } })
    for (const bank of netbankingBanks) expect(plugin.validate({ bank: bank.id }, context), bank.id).toEqual({})
  })

  it('sends the bank chosen', () => {
    expect(plugin.toPaymentMethodData({ bank: 'hdfc' })).toEqual({ type: 'netbanking', netbanking: { bank: 'hdfc' } })
  })
})
