import { arrayOf, isRecord, number, string, struct } from '../../json/guards.ts'
import type { BankSearchView, LinkedBankAccount } from '../../plugin/bankLinking.ts'

/**
 * The payment element's bank search (payment-form.md §3 "Bank search: fetching, banks, hovered
 * index, selected, error, reset"), for a method whose shopper links their account through the
 * provider (us_bank_account): the shopper types, the banks found show, the arrow keys move the
 * hovered one, Enter or a click selects it, which opens the provider's authorisation; then
 * (controller.md §4 "Bank search") the account is linked, or the search resets when the shopper
 * cancels (instant_verification_incomplete), or shows an error. Pure: the element runs the
 * lookups (`pendingBankWork`) and feeds their answers back as actions. The state is plain JSON:
 * it is also the view the method's form shows.
 */
export type BankSearchState = BankSearchView

export const idleBankSearch: BankSearchState = { status: 'idle', query: '', banks: [], hovered: -1, selected: null, error: null }

/** What the form and the element's lookups tell the bank search. */
export type BankSearchAction =
  /** The shopper's search text (debounced by the form): an empty one clears the search. */
  | { readonly type: 'bankSearch'; readonly query: string }
  /** The banks the provider found for `query`. */
  | { readonly type: 'bankSearchBanks'; readonly query: string; readonly banks: BankSearchState['banks'] }
  /** The search for `query` failed. */
  | { readonly type: 'bankSearchFailed'; readonly query: string }
  /** The arrow keys or the pointer moved onto a bank (-1: off the list). */
  | { readonly type: 'bankSearchHover'; readonly index: number }
  /** The shopper picked a bank of the list. */
  | { readonly type: 'bankSearchSelect'; readonly id: string }
  /** The authorisation linked an account (the element records it in the method's values). */
  | { readonly type: 'bankSearchLinked'; readonly account: LinkedBankAccount }
  /** Linking failed for another reason than the shopper cancelling. */
  | { readonly type: 'bankSearchLinkFailed' }
  /** The shopper cancelled the authorisation (instant_verification_incomplete), or pressed Escape. */
  | { readonly type: 'bankSearchReset' }

/** Whether the banks found are on screen to pick from: found, or still there after a link that failed. */
const listed = (state: BankSearchState): boolean => state.banks.length > 0 && (state.status === 'banks' || state.status === 'error')

/** Where the search stands after `action`; an action that does not fit the state (a stale answer) leaves it as it is. */
export const reduceBankSearch = (state: BankSearchState, action: BankSearchAction): BankSearchState => {
  switch (action.type) {
    case 'bankSearch': {
      // While the authorisation is open the search waits for its outcome.
      if (state.status === 'selected') return state
      const query = action.query.trim()
      if (query === '') return idleBankSearch
      // The same text again (a space typed and deleted): what is on its way or shown stands; a failed search is tried again.
      if (query === state.query && (state.status === 'fetching' || state.status === 'banks')) return state
      return { ...idleBankSearch, status: 'fetching', query }
    }
    case 'bankSearchBanks':
      // Only the answer to the search still on screen: a slower answer to an older query is dropped.
      if (state.status !== 'fetching' || action.query !== state.query) return state
      return { ...state, status: 'banks', banks: action.banks, hovered: -1 }
    case 'bankSearchFailed':
      if (state.status !== 'fetching' || action.query !== state.query) return state
      return { ...state, status: 'error', error: 'search_failed' }
    case 'bankSearchHover': {
      if (!listed(state) || !Number.isInteger(action.index)) return state
      const hovered = Math.max(-1, Math.min(action.index, state.banks.length - 1))
      return hovered === state.hovered ? state : { ...state, hovered }
    }
    case 'bankSearchSelect': {
      const bank = listed(state) ? state.banks.find((candidate) => candidate.id === action.id) : undefined
      return bank === undefined ? state : { ...state, status: 'selected', selected: bank, hovered: state.banks.indexOf(bank), error: null }
    }
    case 'bankSearchLinked':
      return state.status === 'selected' ? idleBankSearch : state
    case 'bankSearchLinkFailed':
      // The banks stay, so the shopper can try again or pick another.
      return state.status === 'selected' ? { ...state, status: 'error', selected: null, error: 'link_failed' } : state
    case 'bankSearchReset':
      return idleBankSearch
  }
}

const bankOption = struct({ id: string, name: string })
const linkedAccount = struct({ id: string, institution: string, last4: string, subcategory: string })

/**
 * A bus message's action (`{ action, payload }`) as a bank search action, if it is one and well
 * formed; anything else is undefined. Messages may cross from a frame, so every field is checked.
 */
export const bankSearchActionOf = (action: string, raw: unknown): BankSearchAction | undefined => {
  const payload = isRecord(raw) ? raw : {}
  switch (action) {
    case 'bankSearch':
    case 'bankSearchFailed':
      return string(payload.query) ? { type: action, query: payload.query } : undefined
    case 'bankSearchBanks':
      return string(payload.query) && arrayOf(bankOption)(payload.banks)
        ? { type: action, query: payload.query, banks: payload.banks.map(({ id, name }) => ({ id, name })) }
        : undefined
    case 'bankSearchHover':
      return number(payload.index) ? { type: action, index: payload.index } : undefined
    case 'bankSearchSelect':
      return string(payload.id) ? { type: action, id: payload.id } : undefined
    case 'bankSearchLinked': {
      const account = payload.account
      return linkedAccount(account) ? { type: action, account: { id: account.id, institution: account.institution, last4: account.last4, subcategory: account.subcategory } } : undefined
    }
    case 'bankSearchLinkFailed':
    case 'bankSearchReset':
      return { type: action }
    default:
      return undefined
  }
}

/** The work the search waits on now: a lookup of the banks for its query, or the authorisation of the bank selected. */
export type BankWork =
  | { readonly kind: 'search'; readonly query: string }
  | { readonly kind: 'link'; readonly bank: NonNullable<BankSearchState['selected']> }

export const pendingBankWork = (state: BankSearchState): BankWork | undefined => {
  if (state.status === 'fetching') return { kind: 'search', query: state.query }
  if (state.status === 'selected' && state.selected !== null) return { kind: 'link', bank: state.selected }
  return undefined
}

/** The search states whose work has started: an element's `load` runs after every message, and each lookup runs once. */
const startedBankWork = new WeakSet<BankSearchState>()

/**
 * The work an element starts for its bank search now, once per state: its answers come back as
 * the search's actions (`runBankWork`, loaded with the first search so an element without one
 * never carries it). Undefined when the search waits on nothing, or on work already started.
 */
export const bankWorkToStart = (state: BankSearchState): BankWork | undefined => {
  const work = pendingBankWork(state)
  if (work === undefined || startedBankWork.has(state)) return undefined
  startedBankWork.add(state)
  return work
}
