import { describe, expect, it } from 'vitest'
import { CardErrorCode } from 'payloom/validation'
import card from '../../../data/locales/en/card.json' with { type: 'json' }

const catalog: Readonly<Record<string, string>> = card

describe('the English card catalog', () => {
  it.each(Object.values(CardErrorCode))('has a message for %s', (code) => {
    expect(catalog[code]).toMatch(/^[A-Z].*\.$/)
  })

  it('labels the card fields', () => {
    for (const key of ['number_label', 'expiry_label', 'cvc_label', 'postal_code_label']) expect(catalog[key]).toMatch(/^[A-Z]/)
  })

  it('lists every card error code of payment-form.md §5 and §8', () => {
    expect(Object.values(CardErrorCode).sort()).toEqual([
      'cvc_recollection_required',
      'incomplete_cvc',
      'incomplete_expiry',
      'incomplete_number',
      'incomplete_zip',
      'invalid_cvc',
      'invalid_expiry_month',
      'invalid_expiry_month_past',
      'invalid_expiry_year',
      'invalid_expiry_year_past',
      'invalid_number',
    ])
  })
})
