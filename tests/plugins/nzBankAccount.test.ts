import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nzBankAccount } from 'payloom/plugins/nz_bank_account'
import { mandateMethods } from '../../core/generated/paymentMethods.generated.ts'

const plugin = nzBankAccount()
const context = { now: new Date() }
const filled = { name: 'Jenny Rosen', email: 'jenny@example.com', accountNumber: '11-0000-0000000-010' }

describe('the NZ BECS Direct Debit plugin (nz_bank_account)', () => {
  it('is a mandate method, offered for NZD payments and setups, not in other currencies', () => {
    expect(plugin.settings).toMatchObject({ mandate: true, saveable: false, redirect: 'never', countries: ['NZ'] })
    expect(mandateMethods).toContain('nz_bank_account')
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'nzd' }).available).toBe(true)
    expect(plugin.availability({ intentType: 'setup_intent', currency: 'nzd' }).available).toBe(true)
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'aud' }).available).toBe(false)
  })

  it('asks for the account holder\'s name and e-mail and the account number, and nothing else', () => {
    expect(Object.keys(plugin.defaults()).sort()).toEqual(['accountNumber', 'email', 'name'])
    expect(plugin.validate({ ...filled }, context)).toEqual({})
    expect(plugin.validate({ name: '', email: 'jenny@', accountNumber: '11-0000-00' }, context)).toMatchObject({
      name: { code: 'incomplete_name' },
      email: { code: 'invalid_email' },
      accountNumber: { code: 'incomplete_account_number' },
    })
    // A check digit off: ANZ's 01-0902-0068389-00 is a real number, ...-0068388-00 is not.
    expect(plugin.validate({ ...filled, accountNumber: '01-0902-0068389-00' }, context)).toEqual({})
    expect(plugin.validate({ ...filled, accountNumber: '01-0902-0068388-00' }, context)).toMatchObject({ accountNumber: { code: 'invalid_account_number' } })
  })

  it('sends the account in the provider\'s four parts, with the billing name and e-mail', () => {
    fc.assert(fc.property(fc.constantFrom('11-0000-0000000-010', '11 0000 2222222 027', '01-0902-0068389-00', '08-6523-1954512-001'), (typed) => {
      const digits = typed.replace(/\D/g, '')
      expect(plugin.toPaymentMethodData({ ...filled, accountNumber: typed })).toEqual({
        type: 'nz_bank_account',
        nz_bank_account: { bank_code: digits.slice(0, 2), branch_code: digits.slice(2, 6), account_number: digits.slice(6, 13), suffix: digits.slice(13) },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      })
    }))
  })
})
