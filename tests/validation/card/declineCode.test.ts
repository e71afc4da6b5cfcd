import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldForDeclineCode } from 'payloom/validation'

const mapped = {
  card_velocity_exceeded: 'number',
  fraudulent: 'number',
  generic_decline: 'number',
  insufficient_funds: 'number',
  lost_card: 'number',
  stolen_card: 'number',
  expired_card: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  incorrect_cvc: 'cvc',
  invalid_cvc: 'cvc',
  incorrect_zip: 'postalCode',
} as const

describe('fieldForDeclineCode', () => {
  it.each(Object.entries(mapped))('puts %s on %s', (code, field) => {
    expect(fieldForDeclineCode(code)).toBe(field)
  })

  it.each(['do_not_honor', 'card_not_supported', 'processing_error', 'incorrect_number', '', 'CARD_VELOCITY_EXCEEDED'])('ignores %j', (code) => {
    expect(fieldForDeclineCode(code)).toBeUndefined()
  })

  it('ignores every other code', () => {
    fc.assert(fc.property(fc.string(), (code) => {
      fc.pre(!Object.hasOwn(mapped, code))
      expect(fieldForDeclineCode(code)).toBeUndefined()
    }))
  })
})
