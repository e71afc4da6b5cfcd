import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bankSearchActionOf,
  idleBankSearch,
  pendingBankWork,
  reduceBankSearch,
  type BankSearchAction,
  type BankSearchState,
} from '../../../core/elements/payment/bankSearch.ts'

const testInstitution = { id: 'fcinst_test_institution', name: 'Test Institution' }
const oauth = { id: 'fcinst_test_oauth_institution', name: 'Test OAuth Institution' }
const account = { id: 'fca_1', institution: 'Test Institution', last4: '6789', subcategory: 'checking' }

const run = (actions: ReadonlyArray<BankSearchAction>, from: BankSearchState = idleBankSearch): BankSearchState => actions.reduce(reduceBankSearch, from)

describe('the bank search, step by step', () => {
  it('types, finds banks, moves the hovered one, selects it, and resets once the account is linked', () => {
    const fetching = run([{ type: 'bankSearch', query: '  test ' }])
    expect(fetching).toEqual({ ...idleBankSearch, status: 'fetching', query: 'test' })
    expect(pendingBankWork(fetching)).toEqual({ kind: 'search', query: 'test' })
    const banks = run([{ type: 'bankSearchBanks', query: 'test', banks: [testInstitution, oauth] }], fetching)
    expect(banks).toMatchObject({ status: 'banks', banks: [testInstitution, oauth], hovered: -1 })
    expect(pendingBankWork(banks)).toBeUndefined()
    const hovered = run([{ type: 'bankSearchHover', index: 1 }], banks)
    expect(hovered.hovered).toBe(1)
    const selected = run([{ type: 'bankSearchSelect', id: oauth.id }], hovered)
    expect(selected).toMatchObject({ status: 'selected', selected: oauth })
    expect(pendingBankWork(selected)).toEqual({ kind: 'link', bank: oauth })
    // While the authorisation is open, typing changes nothing.
    expect(run([{ type: 'bankSearch', query: 'other' }], selected)).toBe(selected)
    expect(run([{ type: 'bankSearchLinked', account }], selected)).toEqual(idleBankSearch)
  })

  it('resets when the shopper cancels the authorisation (instant_verification_incomplete), and keeps the banks when linking fails', () => {
    const selected = run([{ type: 'bankSearch', query: 'test' }, { type: 'bankSearchBanks', query: 'test', banks: [testInstitution] }, { type: 'bankSearchSelect', id: testInstitution.id }])
    expect(run([{ type: 'bankSearchReset' }], selected)).toEqual(idleBankSearch)
    const failed = run([{ type: 'bankSearchLinkFailed' }], selected)
    expect(failed).toMatchObject({ status: 'error', error: 'link_failed', banks: [testInstitution], selected: null })
    // The shopper can pick again from the list still shown.
    expect(run([{ type: 'bankSearchSelect', id: testInstitution.id }], failed)).toMatchObject({ status: 'selected', error: null })
  })

  it('drops an answer to an older query, and shows a failed search as an error', () => {
    const fetching = run([{ type: 'bankSearch', query: 'te' }, { type: 'bankSearch', query: 'tes' }])
    expect(run([{ type: 'bankSearchBanks', query: 'te', banks: [testInstitution] }], fetching)).toBe(fetching)
    expect(run([{ type: 'bankSearchFailed', query: 'te' }], fetching)).toBe(fetching)
    expect(run([{ type: 'bankSearchFailed', query: 'tes' }], fetching)).toMatchObject({ status: 'error', error: 'search_failed', banks: [] })
    expect(run([{ type: 'bankSearch', query: '   ' }], fetching)).toEqual(idleBankSearch)
    // The same text again asks nothing new; after a failure it asks again.
    expect(run([{ type: 'bankSearch', query: 'tes ' }], fetching)).toBe(fetching)
    expect(run([{ type: 'bankSearchFailed', query: 'tes' }, { type: 'bankSearch', query: 'tes' }], fetching)).toEqual(fetching)
  })

  it('selects only a bank of the list, and hovers within it', () => {
    const banks = run([{ type: 'bankSearch', query: 'test' }, { type: 'bankSearchBanks', query: 'test', banks: [testInstitution, oauth] }])
    expect(run([{ type: 'bankSearchSelect', id: 'fcinst_other' }], banks)).toBe(banks)
    expect(run([{ type: 'bankSearchHover', index: 7 }], banks).hovered).toBe(1)
    expect(run([{ type: 'bankSearchHover', index: -5 }], banks).hovered).toBe(-1)
    expect(run([{ type: 'bankSearchHover', index: 0.5 }], banks)).toBe(banks)
    expect(run([{ type: 'bankSearchLinked', account }], banks)).toBe(banks)
  })

  it('reads the actions a form sends, checking every field, and nothing else', () => {
    expect(bankSearchActionOf('bankSearch', { query: 'te' })).toEqual({ type: 'bankSearch', query: 'te' })
    expect(bankSearchActionOf('bankSearchHover', { index: 2 })).toEqual({ type: 'bankSearchHover', index: 2 })
    expect(bankSearchActionOf('bankSearchSelect', { id: 7 })).toBeUndefined()
    expect(bankSearchActionOf('bankSearchBanks', { query: 'x', banks: [{ id: 'a' }] })).toBeUndefined()
    expect(bankSearchActionOf('bankSearchLinked', { account: { ...account, last4: 6789 } })).toBeUndefined()
    expect(bankSearchActionOf('select', { id: 'x' })).toBeUndefined()
  })
})

const bank = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), name: fc.string({ maxLength: 8 }) })
const queries = fc.constantFrom('', ' ', 'te', 'test', 'down', 'x')
const action: fc.Arbitrary<BankSearchAction> = fc.oneof(
  queries.map((query) => ({ type: 'bankSearch' as const, query })),
  fc.tuple(queries, fc.uniqueArray(bank, { selector: (b) => b.id, maxLength: 4 })).map(([query, banks]) => ({ type: 'bankSearchBanks' as const, query: query.trim(), banks })),
  queries.map((query) => ({ type: 'bankSearchFailed' as const, query: query.trim() })),
  fc.oneof(fc.integer({ min: -3, max: 6 }), fc.double()).map((index) => ({ type: 'bankSearchHover' as const, index })),
  fc.constantFrom('a', 'b', 'c', 'd', 'z').map((id) => ({ type: 'bankSearchSelect' as const, id })),
  fc.constant({ type: 'bankSearchLinked' as const, account }),
  fc.constant({ type: 'bankSearchLinkFailed' as const }),
  fc.constant({ type: 'bankSearchReset' as const }),
)

/** Every state reached by any sequence of actions, from idle. */
const journeys = fc.array(action, { maxLength: 30 }).map((actions) => {
  const states = [idleBankSearch]
  for (const next of actions) states.push(reduceBankSearch(states.at(-1)!, next))
  return { actions, states }
})

describe('the bank search, for any sequence of actions (fast-check)', () => {
  it('keeps its invariants: a hovered index within the banks, a selected bank of the list while selected, an error only in error, nothing left when idle', () => {
    fc.assert(fc.property(journeys, ({ states }) => {
      for (const state of states) {
        expect(state.hovered).toBeGreaterThanOrEqual(-1)
        expect(state.hovered).toBeLessThan(Math.max(state.banks.length, 0) || 1)
        expect(state.status === 'selected').toBe(state.selected !== null)
        if (state.selected !== null) expect(state.banks).toContainEqual(state.selected)
        expect(state.status === 'error').toBe(state.error !== null)
        if (state.status === 'idle') expect(state).toEqual(idleBankSearch)
        if (state.status === 'fetching') expect({ banks: state.banks, query: state.query.trim() === state.query && state.query !== '' }).toEqual({ banks: [], query: true })
        // JSON in, JSON out: the state is the view a frame receives.
        expect(JSON.parse(JSON.stringify(state))).toEqual(state)
      }
    }))
  })

  it('waits on work exactly while fetching or selected, and an action that changes nothing keeps the very state (no lookup runs twice)', () => {
    fc.assert(fc.property(journeys, ({ states }) => {
      states.forEach((state, index) => {
        expect(pendingBankWork(state) !== undefined).toBe(state.status === 'fetching' || state.status === 'selected')
        const before = states[index - 1]
        if (before !== undefined && JSON.stringify(before) === JSON.stringify(state)) expect(state).toBe(before)
      })
    }))
  })

  it('any action survives the trip through a frame (JSON) and reads back the same', () => {
    fc.assert(fc.property(action, (sent) => {
      const { type, ...payload } = JSON.parse(JSON.stringify(sent)) as BankSearchAction
      const read = bankSearchActionOf(type, payload)
      // A hover index that is not a finite number does not survive JSON (NaN becomes null) and is refused; -0 arrives as 0.
      if (sent.type === 'bankSearchHover' && !Number.isFinite(sent.index)) expect(read).toBeUndefined()
      else expect(read).toEqual(JSON.parse(JSON.stringify(sent)))
    }))
  })

  it('never throws on junk from a frame', () => {
    fc.assert(fc.property(fc.string(), fc.anything(), (name, payload) => {
      const read = bankSearchActionOf(name, payload)
      if (read !== undefined) expect(() => reduceBankSearch(idleBankSearch, read)).not.toThrow()
    }))
  })
})
