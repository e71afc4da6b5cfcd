import * as Result from 'effect/Result'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cardUpdateParams,
  paymentDetailsIdToShare,
  savedCardsCap,
  shareOutcome,
  shownSavedCards,
  type RedactedPaymentDetails,
} from '../../../../plugins/link/wallet/index.ts'
import { bankAccount, savedCard } from './fixtures.ts'

describe('shownSavedCards', () => {
  it('shows the default first, then the newest, one per fingerprint, at most 3', () => {
    const cards = [
      savedCard('newest', { fingerprint: 'visa' }),
      savedCard('default', { fingerprint: 'mastercard', isDefault: true }),
      savedCard('older visa', { fingerprint: 'visa' }),
      bankAccount('bank'),
      savedCard('amex', { fingerprint: 'amex' }),
      savedCard('oldest', { fingerprint: 'discover' }),
    ]
    expect(shownSavedCards(cards).map((card) => card.id)).toEqual(['default', 'newest', 'amex'])
  })

  it('never drops the default as a duplicate', () => {
    const cards = [savedCard('newer copy', { fingerprint: 'same' }), savedCard('default', { fingerprint: 'same', isDefault: true })]
    expect(shownSavedCards(cards).map((card) => card.id)).toEqual(['default'])
  })

  it('treats cards without a fingerprint as distinct', () => {
    expect(shownSavedCards([savedCard('a', { fingerprint: null }), savedCard('b', { fingerprint: null })]).map((card) => card.id)).toEqual(['a', 'b'])
  })

  it('keeps, for any list, cards only, in order, capped, with distinct fingerprints, the default first', () => {
    const entry = fc.record({
      kind: fc.constantFrom('CARD', 'CARD', 'CARD', 'BANK_ACCOUNT'),
      fingerprint: fc.option(fc.constantFrom('f1', 'f2', 'f3', 'f4', 'f5'), { nil: null }),
      isDefault: fc.boolean(),
    })
    fc.assert(fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
      // One default at most, as the provider keeps it.
      let defaultSeen = false
      const details: RedactedPaymentDetails[] = entries.map((item, index) => {
        const isDefault = item.isDefault && !defaultSeen
        defaultSeen ||= isDefault
        return item.kind === 'CARD' ? savedCard(`pd_${index}`, { fingerprint: item.fingerprint, isDefault }) : bankAccount(`pd_${index}`)
      })
      const shown = shownSavedCards(details)
      const cards = details.filter((card) => card.type === 'CARD')
      expect(shown.length).toBeLessThanOrEqual(savedCardsCap)
      expect(shown.every((card) => card.type === 'CARD')).toBe(true)
      const fingerprints = shown.map((card) => card.card_details!.fingerprint).filter((print) => print !== null)
      expect(new Set(fingerprints).size).toBe(fingerprints.length)
      const theDefault = cards.find((card) => card.is_default)
      if (theDefault !== undefined) expect(shown[0]).toBe(theDefault)
      // The others keep the list's order.
      const others = shown.filter((card) => !card.is_default).map((card) => details.indexOf(card))
      expect(others).toEqual([...others].sort((a, b) => a - b))
      // Nothing is dropped that could have been shown: fewer than the cap means every distinct card is there.
      const distinct = new Set(cards.map((card) => card.card_details!.fingerprint ?? card.id)).size
      expect(shown.length).toBe(Math.min(savedCardsCap, distinct))
    }))
  })
})

describe('cardUpdateParams', () => {
  const saved = savedCard('pd_1', { nickname: 'Work' })

  it('skips the update when expiry, network, billing address and nickname are unchanged', () => {
    expect(cardUpdateParams(saved, {})).toBeUndefined()
    expect(cardUpdateParams(saved, {
      expMonth: 12,
      expYear: 34,
      preferredNetwork: null,
      billingAddress: { postal_code: ' 94103-1234 ', country_code: 'us', name: 'JENNY ROSEN' },
      nickname: '  Work ',
    })).toBeUndefined()
  })

  it('sends only what changed: the expiry as a pair, the address whole', () => {
    expect(cardUpdateParams(saved, { expYear: 35 })).toEqual({ exp_month: 12, exp_year: 2035 })
    expect(cardUpdateParams(saved, { preferredNetwork: 'cartes_bancaires' })).toEqual({ preferred_network: 'cartes_bancaires' })
    expect(cardUpdateParams(saved, { billingAddress: { postal_code: '10001' } })).toEqual({
      billing_address: { ...saved.billing_address, postal_code: '10001' },
    })
    expect(cardUpdateParams(saved, { nickname: ' ' })).toEqual({ nickname: null })
  })

  it('compares a US postal code by its first 5 characters and others whole', () => {
    expect(cardUpdateParams(saved, { billingAddress: { postal_code: '941031234' } })).toBeUndefined()
    const british = savedCard('pd_2', { billing_address: { postal_code: 'SW1A 1AA', country_code: 'GB' } })
    expect(cardUpdateParams(british, { billingAddress: { postal_code: 'sw1a1aa' } })).toBeUndefined()
    expect(cardUpdateParams(british, { billingAddress: { postal_code: 'SW1A 1AB' } })).toBeDefined()
    expect(cardUpdateParams(british, { billingAddress: { country_code: 'FR' } })).toBeDefined()
  })

  it('sends nothing for an update that repeats the saved card, and something for any real change', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 2026, max: 2060 }),
      fc.option(fc.constantFrom('visa', 'cartes_bancaires'), { nil: null }),
      fc.option(fc.string({ maxLength: 8 }), { nil: null }),
      fc.stringMatching(/^[0-9]{5}$/),
      (month, year, network, nickname, zip) => {
        const card = savedCard('pd', { nickname, card_details: { ...saved.card_details!, exp_month: month, exp_year: year, preferred_network: network }, billing_address: { postal_code: zip, country_code: 'US' } })
        const same = { expMonth: month, expYear: year % 100, preferredNetwork: network, nickname, billingAddress: { postal_code: ` ${zip} `, country_code: 'US' } }
        expect(cardUpdateParams(card, same)).toBeUndefined()
        expect(cardUpdateParams(card, { ...same, expMonth: (month % 12) + 1 })).toMatchObject({ exp_month: (month % 12) + 1, exp_year: year })
        expect(cardUpdateParams(card, { ...same, nickname: `${nickname ?? ''}x` })).toEqual({ nickname: `${nickname ?? ''}x`.trim() })
      },
    ))
  })
})

describe('sharing', () => {
  const paymentMethod = { id: 'pm_1', object: 'payment_method', type: 'link' }

  it('needs a payment details id', () => {
    expect(Result.isSuccess(paymentDetailsIdToShare('csmrpd_1'))).toBe(true)
    for (const id of [undefined, null, '', '  ']) {
      expect(paymentDetailsIdToShare(id)).toEqual(Result.fail({ _tag: 'LinkClientError', code: 'LJS007', message: 'No payment details id found during sharePaymentDetails' }))
    }
  })

  it('returns the payment method on success', () => {
    expect(shareOutcome(Result.succeed({ payment_method: paymentMethod }))).toEqual({ _tag: 'Shared', paymentMethod })
  })

  it('gives the session-expired failure for consumer_session_expired and the generic one otherwise', () => {
    expect(shareOutcome(Result.fail({ type: 'invalid_request_error', code: 'consumer_session_expired', message: 'consumer session is expired', status: 400 }))).toEqual({
      _tag: 'SessionExpired',
      error: { _tag: 'ConsumerError', code: 'consumer_session_expired', message: 'Consumer session expired', status: 400 },
    })
    expect(shareOutcome(Result.fail({ type: 'rate_limit_error', code: 'rate_limit_exceeded', message: 'Too many requests', status: 429 }))).toEqual({
      _tag: 'ShareFailed',
      error: { _tag: 'ConsumerError', code: 'rate_limit_exceeded', message: 'Sharing consumer payment details failed', status: 429 },
    })
    expect(shareOutcome(Result.fail({ type: 'api_connection_error', message: 'offline' }))).toMatchObject({ _tag: 'ShareFailed', error: { code: 'api_connection_error' } })
  })
})
