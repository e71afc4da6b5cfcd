import { validatePostalCode } from 'payloom/validation/address'
import { detectCardBrand, formatCardNumber, parseExpiry, validateCardNumber, validateCvc, validateExpiry } from 'payloom/validation/card'
import type { NewCard } from '../runtime/savedCardCalls.ts'
import type { CardUpdate } from '../wallet/savedCards.ts'

/**
 * What the shopper does with the cards saved in Link, in the payment element (wallet.md §2: the
 * saved view, update, remove and its remove-saved-confirmation, add, logout-confirmation): the view
 * they are in and the call they asked for. Pure: the part keeps this beside its own state; the wallet makes the call
 * (runtime/savedCardCalls.ts) and its answer comes back as `answered`.
 */

/** The add view's fields, as typed. */
export interface NewCardFields {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
  readonly country: string
  readonly postalCode: string
}

/**
 * The saved cards' views: the list, one card's update form (expiry and nickname as typed), the
 * question before removing one, the form adding a new card, or the question before logging out.
 */
export type CardView =
  | { readonly kind: 'list' }
  | { readonly kind: 'update'; readonly id: string; readonly expiry: string; readonly nickname: string; readonly submitted: boolean }
  | { readonly kind: 'remove'; readonly id: string }
  | ({ readonly kind: 'add'; readonly submitted: boolean } & NewCardFields)
  | { readonly kind: 'logout' }

/** A call to the wallet the shopper asked for. */
export type CardCall =
  | { readonly kind: 'update'; readonly id: string; readonly update: CardUpdate }
  | { readonly kind: 'remove'; readonly id: string }
  | { readonly kind: 'setDefault'; readonly id: string }
  | { readonly kind: 'add'; readonly card: NewCard }

export interface SavedCardsState {
  readonly view: CardView
  /** The call under way; the views wait for its answer. */
  readonly pending: CardCall | null
  /** The kind of the last call that failed, until the shopper acts again: the views say so. */
  readonly failed: CardCall['kind'] | null
}

export const initialSavedCards: SavedCardsState = { view: { kind: 'list' }, pending: null, failed: null }

/** A saved card, as these rules need it. */
export interface CardFacts {
  readonly id: string
  readonly expMonth: number
  readonly expYear: number
  readonly nickname: string | null
  readonly isDefault: boolean
}

/** The fields the shopper types into: the update form's expiry and nickname, the add form's card. */
export type CardField = 'expiry' | 'nickname' | 'number' | 'cvc' | 'country' | 'postalCode'

export type SavedCardsAction =
  /** Open a card's update form. */
  | { readonly type: 'edit'; readonly id: string }
  /** Open the form that adds a card (its country: the shopper's, as the card form's starts). */
  | { readonly type: 'add'; readonly country: string }
  /** Ask whether to log out (logout-confirmation); the shopper's yes is the part's own request. */
  | { readonly type: 'askLogOut' }
  | { readonly type: 'input'; readonly field: CardField; readonly value: string }
  | { readonly type: 'save' }
  | { readonly type: 'cancel' }
  | { readonly type: 'askRemove'; readonly id: string }
  /** The shopper confirmed the removal. */
  | { readonly type: 'remove' }
  | { readonly type: 'setDefault'; readonly id: string }
  /** `elements.submit()`: the update form shows its errors. */
  | { readonly type: 'submit' }
  /** The wallet answered the call under way. */
  | { readonly type: 'answered'; readonly ok: boolean }

const twoDigits = (value: number): string => String(value % 100).padStart(2, '0')

/** The longest nickname the consumer API keeps. */
export const nicknameMaxLength = 100

/** The update form's expiry error code (the card form's codes: incomplete_expiry, invalid_expiry_month_past, ...), if any. */
export const expiryErrorCode = (expiry: string, now: Date): string | undefined => validateExpiry(expiry, { now }).error?.code

/** The add form's errors by field, with the card form's own rules and codes; empty when the card can be saved. */
export const newCardErrors = (fields: NewCardFields, now: Date): Partial<Record<keyof NewCardFields, string>> => {
  const brand = detectCardBrand(fields.number)
  const codes = {
    number: validateCardNumber(fields.number, { brand }).error?.code,
    expiry: expiryErrorCode(fields.expiry, now),
    cvc: validateCvc(fields.cvc, { brand }).error?.code,
    postalCode: validatePostalCode(fields.postalCode, fields.country).error?.code,
  }
  return Object.fromEntries(Object.entries(codes).filter((entry) => entry[1] !== undefined))
}

/** The card to save, once the add form has no error. */
const newCardOf = (fields: NewCardFields, now: Date): NewCard | undefined => {
  const expiry = parseExpiry(fields.expiry)
  if (Object.keys(newCardErrors(fields, now)).length > 0 || expiry === undefined) return undefined
  return { number: fields.number.replace(/\D/g, ''), expMonth: expiry.month, expYear: expiry.year, cvc: fields.cvc, country: fields.country, postalCode: fields.postalCode.trim() }
}

/** What each add field keeps of what is typed: the number as the card form shows it (its brand's groups), digits for the CVC (4 at most). */
const typed = (field: CardField, value: string): string =>
  field === 'number' ? formatCardNumber(value) : field === 'cvc' ? value.replace(/\D/g, '').slice(0, 4) : value.slice(0, field === 'expiry' ? 9 : 20)

/**
 * The view as it stands with these cards: a view about a card no longer saved (removed, or gone
 * from the list the wallet fetched again) is back to the list.
 */
export const currentView = (state: SavedCardsState, cards: ReadonlyArray<CardFacts>): CardView => {
  const { view } = state
  return !('id' in view) || cards.some((card) => card.id === view.id) ? view : { kind: 'list' }
}

/**
 * The state after the shopper's action or the wallet's answer. While a call is under way only its
 * answer counts; a good answer closes the view, a failed one keeps it open and says so. Saving an
 * update sends the expiry (once it is a valid, current one) and the nickname as typed; whether
 * anything changed is the wallet's to decide (it then sends nothing).
 */
export const reduceSavedCards = (state: SavedCardsState, action: SavedCardsAction, cards: ReadonlyArray<CardFacts>, now: Date): SavedCardsState => {
  if (state.pending !== null) {
    if (action.type !== 'answered') return state
    return action.ok ? initialSavedCards : { ...state, pending: null, failed: state.pending.kind }
  }
  const view = currentView(state, cards)
  const card = (id: string) => cards.find((each) => each.id === id)
  switch (action.type) {
    case 'edit': {
      const edited = card(action.id)
      if (edited === undefined) return state
      const expiry = `${twoDigits(edited.expMonth)} / ${twoDigits(edited.expYear)}`
      return { ...state, view: { kind: 'update', id: edited.id, expiry, nickname: edited.nickname ?? '', submitted: false }, failed: null }
    }
    case 'add':
      return view.kind === 'list' ? { ...state, view: { kind: 'add', number: '', expiry: '', cvc: '', country: action.country, postalCode: '', submitted: false }, failed: null } : state
    case 'askLogOut':
      return view.kind === 'list' ? { ...state, view: { kind: 'logout' }, failed: null } : state
    case 'input':
      if (view.kind === 'add' && action.field !== 'nickname') return { ...state, view: { ...view, [action.field]: typed(action.field, action.value) } }
      if (view.kind !== 'update') return state
      if (action.field === 'expiry') return { ...state, view: { ...view, expiry: action.value.slice(0, 9) } }
      return action.field === 'nickname' ? { ...state, view: { ...view, nickname: action.value.slice(0, nicknameMaxLength) } } : state
    case 'save': {
      if (view.kind === 'add') {
        const card = newCardOf(view, now)
        return card === undefined ? { ...state, view: { ...view, submitted: true } } : { ...state, pending: { kind: 'add', card }, failed: null }
      }
      if (view.kind !== 'update') return state
      const expiry = expiryErrorCode(view.expiry, now) === undefined ? parseExpiry(view.expiry) : undefined
      if (expiry === undefined) return { ...state, view: { ...view, submitted: true } }
      return { ...state, pending: { kind: 'update', id: view.id, update: { expMonth: expiry.month, expYear: expiry.year, nickname: view.nickname } }, failed: null }
    }
    case 'submit':
      return view.kind === 'update' || view.kind === 'add' ? { ...state, view: { ...view, submitted: true } } : state
    case 'cancel':
      return initialSavedCards
    case 'askRemove':
      return card(action.id) === undefined ? state : { ...state, view: { kind: 'remove', id: action.id }, failed: null }
    case 'remove':
      return view.kind === 'remove' ? { ...state, pending: { kind: 'remove', id: view.id }, failed: null } : state
    case 'setDefault': {
      const made = card(action.id)
      return made === undefined || made.isDefault || view.kind !== 'list' ? state : { ...state, pending: { kind: 'setDefault', id: made.id }, failed: null }
    }
    case 'answered':
      return state
  }
}
