import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  currentView,
  expiryErrorCode,
  initialSavedCards,
  newCardErrors,
  reduceSavedCards,
  type CardFacts,
  type CardView,
  type SavedCardsAction,
  type SavedCardsState,
} from '../../../../plugins/link/elements/savedCardViews.ts'

const now = new Date('2026-11-21T12:00:00Z')
const cards: ReadonlyArray<CardFacts> = [
  { id: 'visa', expMonth: 12, expYear: 2029, nickname: null, isDefault: true },
  { id: 'mastercard', expMonth: 3, expYear: 2031, nickname: 'Work', isDefault: false },
]
const run = (actions: ReadonlyArray<SavedCardsAction>, state: SavedCardsState = initialSavedCards, list = cards): SavedCardsState =>
  actions.reduce((current, action) => reduceSavedCards(current, action, list, now), state)

describe('the saved cards\' update form', () => {
  it('opens with the card\'s expiry as MM / YY and its nickname', () => {
    expect(run([{ type: 'edit', id: 'mastercard' }]).view).toEqual({ kind: 'update', id: 'mastercard', expiry: '03 / 31', nickname: 'Work', submitted: false })
    expect(run([{ type: 'edit', id: 'visa' }]).view).toMatchObject({ expiry: '12 / 29', nickname: '' })
    expect(run([{ type: 'edit', id: 'gone' }])).toEqual(initialSavedCards)
  })

  it('saves a valid, current expiry and the nickname as typed (the wallet decides whether anything changed)', () => {
    const saved = run([{ type: 'edit', id: 'visa' }, { type: 'input', field: 'expiry', value: '1/32' }, { type: 'input', field: 'nickname', value: 'Travel' }, { type: 'save' }])
    expect(saved.pending).toEqual({ kind: 'update', id: 'visa', update: { expMonth: 1, expYear: 2032, nickname: 'Travel' } })
    const unchanged = run([{ type: 'edit', id: 'visa' }, { type: 'save' }])
    expect(unchanged.pending).toEqual({ kind: 'update', id: 'visa', update: { expMonth: 12, expYear: 2029, nickname: '' } })
  })

  it('refuses an expiry that is incomplete, not a date or in the past: it shows the error and sends nothing', () => {
    for (const [typed, code] of [['', 'incomplete_expiry'], ['13 / 30', 'invalid_expiry_month'], ['10 / 26', 'invalid_expiry_month_past'], ['12 / 25', 'invalid_expiry_year_past'], ['1 / 3', 'incomplete_expiry']] as const) {
      const refused = run([{ type: 'edit', id: 'visa' }, { type: 'input', field: 'expiry', value: typed }, { type: 'save' }])
      expect(refused.pending, typed).toBeNull()
      expect(refused.view, typed).toMatchObject({ kind: 'update', submitted: true })
      expect(expiryErrorCode(typed, now), typed).toBe(code)
    }
    // The current month is still good: a card is valid through its expiry month.
    expect(expiryErrorCode('11 / 26', now)).toBeUndefined()
  })

  it('keeps at most 100 characters of nickname, and submit() shows the form\'s errors', () => {
    expect(run([{ type: 'edit', id: 'visa' }, { type: 'input', field: 'nickname', value: 'x'.repeat(150) }]).view).toMatchObject({ nickname: 'x'.repeat(100) })
    expect(run([{ type: 'edit', id: 'visa' }, { type: 'submit' }]).view).toMatchObject({ submitted: true })
    expect(run([{ type: 'submit' }])).toEqual(initialSavedCards)
  })
})

describe('adding a card (wallet.md §2 add)', () => {
  const typed = (fields: Readonly<Record<string, string>>): SavedCardsState =>
    run([{ type: 'add', country: 'US' }, ...Object.entries(fields).map(([field, value]) => ({ type: 'input', field, value }) as SavedCardsAction)])

  it('opens an empty card form from the list, in the country given', () => {
    expect(run([{ type: 'add', country: 'FR' }]).view).toEqual({ kind: 'add', number: '', expiry: '', cvc: '', country: 'FR', postalCode: '', submitted: false })
    // Not from another view.
    const updating = run([{ type: 'edit', id: 'visa' }])
    expect(run([{ type: 'add', country: 'US' }], updating)).toEqual(updating)
  })

  it('saves a card the card rules take: digits only, the full year, the postal code trimmed', () => {
    const ready = typed({ number: '4000 0566 5566 5556', expiry: '04 / 30', cvc: '123', postalCode: ' 62701 ' })
    expect(run([{ type: 'save' }], ready).pending).toEqual({ kind: 'add', card: { number: '4000056655665556', expMonth: 4, expYear: 2030, cvc: '123', country: 'US', postalCode: '62701' } })
  })

  it('refuses an incomplete or wrong card with the card form\'s codes, showing them and sending nothing', () => {
    const wrong = typed({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' })
    const refused = run([{ type: 'save' }], wrong)
    expect(refused.pending).toBeNull()
    expect(refused.view).toMatchObject({ kind: 'add', submitted: true })
    expect(newCardErrors(refused.view as Extract<CardView, { kind: 'add' }>, now)).toEqual({
      number: 'invalid_number', expiry: 'invalid_expiry_month_past', cvc: 'incomplete_cvc', postalCode: 'incomplete_zip',
    })
    // A CVC of two digits is incomplete for any brand; a UK postcode is checked as one.
    expect(newCardErrors({ number: '378282246310005', expiry: '01 / 30', cvc: '12', country: 'GB', postalCode: '12345' }, now)).toEqual({ cvc: 'incomplete_cvc', postalCode: 'invalid_postal_code' })
  })

  it('shows the number in its brand\'s groups, as the card form does, and keeps 4 digits of CVC', () => {
    expect(typed({ number: '4242-4242 x 4242', cvc: '12a345' }).view).toMatchObject({ number: '4242 4242 4242', cvc: '1234' })
    expect(typed({ number: '378282246310005' }).view).toMatchObject({ number: '3782 822463 10005' })
  })
})

describe('logging out (wallet.md §2 logout-confirmation)', () => {
  it('asks first, from the list only; Cancel goes back to the list', () => {
    const asking = run([{ type: 'askLogOut' }])
    expect(asking.view).toEqual({ kind: 'logout' })
    expect(currentView(asking, [])).toEqual({ kind: 'logout' })
    expect(run([{ type: 'cancel' }], asking)).toEqual(initialSavedCards)
    const removing = run([{ type: 'askRemove', id: 'visa' }])
    expect(run([{ type: 'askLogOut' }], removing)).toEqual(removing)
  })
})

describe('removing and making default', () => {
  it('asks before removing; Remove sends the call, Cancel goes back to the list', () => {
    const asking = run([{ type: 'askRemove', id: 'mastercard' }])
    expect(asking.view).toEqual({ kind: 'remove', id: 'mastercard' })
    expect(run([{ type: 'remove' }], asking).pending).toEqual({ kind: 'remove', id: 'mastercard' })
    expect(run([{ type: 'cancel' }], asking)).toEqual(initialSavedCards)
    // Remove without the question asks nothing.
    expect(run([{ type: 'remove' }])).toEqual(initialSavedCards)
  })

  it('makes a card that is not the default the default, from the list only', () => {
    expect(run([{ type: 'setDefault', id: 'mastercard' }]).pending).toEqual({ kind: 'setDefault', id: 'mastercard' })
    expect(run([{ type: 'setDefault', id: 'visa' }])).toEqual(initialSavedCards)
    expect(run([{ type: 'edit', id: 'visa' }, { type: 'setDefault', id: 'mastercard' }]).pending).toBeNull()
  })
})

describe('the wallet\'s answer', () => {
  const removing = run([{ type: 'askRemove', id: 'mastercard' }, { type: 'remove' }])

  it('waits for it: nothing else counts meanwhile', () => {
    for (const action of [{ type: 'cancel' }, { type: 'edit', id: 'visa' }, { type: 'setDefault', id: 'mastercard' }, { type: 'save' }] as const) {
      expect(run([action], removing)).toEqual(removing)
    }
  })

  it('a good answer closes the view; a failure keeps it open and says which call failed, until the shopper acts again', () => {
    expect(run([{ type: 'answered', ok: true }], removing)).toEqual(initialSavedCards)
    const failed = run([{ type: 'answered', ok: false }], removing)
    expect(failed).toEqual({ view: { kind: 'remove', id: 'mastercard' }, pending: null, failed: 'remove' })
    expect(run([{ type: 'remove' }], failed)).toMatchObject({ pending: { kind: 'remove' }, failed: null })
    expect(run([{ type: 'answered', ok: true }])).toEqual(initialSavedCards)
  })

  it('a view about a card no longer saved is the list', () => {
    expect(currentView(removing, [cards[0]!])).toEqual({ kind: 'list' })
    expect(currentView(removing, cards)).toEqual({ kind: 'remove', id: 'mastercard' })
  })
})

describe('any sequence of actions', () => {
  const id = fc.constantFrom('visa', 'mastercard', 'amex', '')
  const action: fc.Arbitrary<SavedCardsAction> = fc.oneof(
    id.map((card) => ({ type: 'edit', id: card }) as const),
    id.map((card) => ({ type: 'askRemove', id: card }) as const),
    id.map((card) => ({ type: 'setDefault', id: card }) as const),
    fc.record({
      type: fc.constant('input'),
      field: fc.constantFrom('expiry', 'nickname', 'number', 'cvc', 'postalCode', 'country'),
      value: fc.oneof(fc.string(), fc.constantFrom('12 / 30', '01/27', '10 / 26', '1234', '02 / 99', '4242 4242 4242 4242', '4242424242424241', '123', '62701', 'US', 'GB')),
    }) as fc.Arbitrary<SavedCardsAction>,
    fc.constantFrom<SavedCardsAction>(
      { type: 'save' }, { type: 'cancel' }, { type: 'remove' }, { type: 'submit' }, { type: 'answered', ok: true }, { type: 'answered', ok: false },
      { type: 'add', country: 'US' }, { type: 'askLogOut' },
    ),
  )
  // The list the wallet has may change between actions (a card removed elsewhere, the list fetched again).
  const lists = fc.constantFrom(cards, [cards[0]!], [cards[1]!], [] as ReadonlyArray<CardFacts>)

  it('asks the wallet only about a card it has, only for a current expiry, adds only a card the card rules take, and one call at a time', () => {
    fc.assert(fc.property(fc.array(fc.tuple(action, lists), { maxLength: 30 }), (steps) => {
      let state = initialSavedCards
      for (const [next, list] of steps) {
        const before = state
        state = reduceSavedCards(state, next, list, now)
        const call = state.pending
        if (call === null) continue
        // A call starts from no call, about a card of the list (a default one, not the default already); none other starts while it runs.
        if (before.pending !== null) {
          expect(call).toBe(before.pending)
          continue
        }
        if (call.kind === 'add') {
          // A card is added only once the add form has no error: a whole number, a current expiry, a CVC, a postal code.
          expect(before.view.kind).toBe('add')
          expect(newCardErrors(before.view as Extract<CardView, { kind: 'add' }>, now)).toEqual({})
          expect(call.card.number).toMatch(/^\d{13,19}$/)
          continue
        }
        expect(list.map((card) => card.id)).toContain(call.id)
        if (call.kind === 'setDefault') expect(list.find((card) => card.id === call.id)?.isDefault).toBe(false)
        if (call.kind === 'update') {
          // An update always sends an expiry (month and full year).
          const { expMonth = 0, expYear = 0 } = call.update
          expect(expYear * 12 + expMonth).toBeGreaterThanOrEqual(now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
          expect(expMonth).toBeGreaterThanOrEqual(1)
          expect(expMonth).toBeLessThanOrEqual(12)
          expect((call.update.nickname ?? '').length).toBeLessThanOrEqual(100)
        }
      }
    }), { numRuns: 500 })
  })
})
