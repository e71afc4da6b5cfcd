import { describe, expect, it } from 'vitest'
import { card } from 'payloom/plugins/card'
import { fieldsForCardError } from 'payloom/validation/card'
import { contextFor, session } from '../../core/elements/context.ts'

describe('a card confirm error on the card elements (payment-form.md §8)', () => {
  const plugin = card()
  const [whole, number, expiry] = plugin.elements!()
  const context = contextFor([plugin], {}, session(['card']))
  const errorsOf = (definition: typeof whole, state: unknown) =>
    (definition!.model.view(state, context) as unknown as { errors: Record<string, { message: string }> }).errors
  const expired = { code: 'expired_card', decline_code: 'expired_card', param: 'exp_month', message: 'Your card has expired.' }

  it('names each field an error concerns once: by decline code, error code and param', () => {
    expect(fieldsForCardError(expired)).toEqual(['expiry'])
    expect(fieldsForCardError({ code: 'card_declined', decline_code: 'insufficient_funds' })).toEqual(['number'])
    expect(fieldsForCardError({ code: 'card_declined', decline_code: 'incorrect_cvc', param: 'card[number]' })).toEqual(['cvc', 'number'])
    expect(fieldsForCardError({ code: 'processing_error' })).toEqual([])
  })

  it('shows on the card element with every other field error, and on the split element of its field only', () => {
    const typed = whole!.model.reduce(whole!.model.init(context), { kind: 'patch', elementId: 'e', patch: { number: '4242424242424242', expiry: '12 / 34', cvc: '1' } }, context)
    const failed = whole!.model.confirmFailed!(typed, expired, context)
    expect(Object.fromEntries(Object.entries(errorsOf(whole, failed)).map(([field, error]) => [field, error.message]))).toEqual({
      expiry: 'Your card has expired.',
      cvc: "Your card's security code is incomplete.",
      postalCode: 'Your postal code is incomplete.',
    })
    const numberState = number!.model.init(context)
    expect(number!.model.confirmFailed!(numberState, expired, context)).toBe(numberState)
    expect(errorsOf(expiry, expiry!.model.confirmFailed!(expiry!.model.init(context), expired, context))).toEqual({ expiry: { code: 'confirm_error', message: 'Your card has expired.' } })
  })
})
