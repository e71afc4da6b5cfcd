/**
 * The cards a Link consumer saved (wallet.md §3 "Saved payment details"): at most 3, one per card
 * (fingerprint), one of them the default. What a card does when paid with is kept beside it, from
 * the sandbox's test cards, for the payment method it is shared as.
 */
import { brandsByCode, type BrandCode } from '../../core/validation/card/index.ts'
import { ApiError } from '../ApiError.ts'
import { newId } from '../ids.ts'
import type { CardDetails } from '../paymentMethods.ts'
import { Kind, type Row, type Store } from '../Store.ts'
import type { CardOutcome } from '../testCards.ts'
import type { BillingAddress } from './address.ts'
import { defaultFirst, oldestFirst, refuseUnsettingDefault, settleDefault } from './defaults.ts'

export interface RedactedPaymentDetails {
  readonly id: string
  readonly type: 'CARD'
  readonly is_default: boolean
  readonly nickname: string | null
  readonly card_details: {
    /** wallet.md §9's code, or null for a brand it has none for. */
    readonly brand: BrandCode | null
    readonly last4: string
    readonly exp_month: number
    readonly exp_year: number
    readonly networks: readonly BrandCode[]
    readonly preferred_network: BrandCode | null
    readonly fingerprint: string
    readonly checks: {
      readonly cvc_check: 'pass' | null
      readonly address_line1_check: 'pass' | null
      readonly address_postal_code_check: 'pass' | null
    }
  }
  readonly billing_address: BillingAddress
  readonly billing_email_address: string | null
  /** `cvc`: Link collected the card's CVC when it was saved; a card saved without one has it asked for at payment. */
  readonly metadata: { readonly active: boolean; readonly cvc: boolean }
}

/**
 * A saved card as the consumer calls answer it: with `backup_ids`, the consumer's other active
 * cards, default first, which can pay should this one not (they change as cards come and go, so
 * they are worked out on each answer, not stored).
 */
export type AnsweredPaymentDetails = RedactedPaymentDetails & { readonly backup_ids: readonly string[] }

/** The card as a payment method shows it, and what paying with it does. */
export interface PaymentDetailsHidden {
  readonly card: CardDetails
  readonly outcome: CardOutcome
}

export type PaymentDetailsRow = Row<RedactedPaymentDetails, PaymentDetailsHidden>

/** At most this many cards per consumer (wallet.md §9). */
const savedCardsCap = 3

const codeOfBrand: Readonly<Record<string, BrandCode>> = Object.fromEntries(Object.entries(brandsByCode).map(([code, brand]) => [brand, code as BrandCode]))

/** The wallet's brand code of a card brand (`visa` -> `VISA`), or null. */
export const brandCode = (brand: string): BrandCode | null => codeOfBrand[brand] ?? null

/** A consumer's cards, the default first, then newest first. */
export const savedCards = (store: Store, consumerId: string): readonly PaymentDetailsRow[] =>
  defaultFirst<RedactedPaymentDetails, PaymentDetailsHidden>(store, Kind.linkPaymentDetails, consumerId)

/** The consumer's cards as the calls answer them, default first, each with its backups. */
export const answeredCards = (store: Store, consumerId: string): AnsweredPaymentDetails[] => {
  const cards = savedCards(store, consumerId)
  return cards.map((row) => ({
    ...row.body,
    backup_ids: cards.filter((other) => other.id !== row.id && other.body.metadata.active).map((other) => other.id),
  }))
}

const answeredCard = (store: Store, consumerId: string, id: string): AnsweredPaymentDetails =>
  answeredCards(store, consumerId).find((card) => card.id === id)!

/** One of the consumer's cards, or a 404 naming `param`. */
export const savedCard = (store: Store, consumerId: string, id: string, param = 'id'): PaymentDetailsRow => {
  const row = store.get<RedactedPaymentDetails, PaymentDetailsHidden>(Kind.linkPaymentDetails, id)
  if (row === undefined || row.parent !== consumerId) throw ApiError.missing('payment details', id, param)
  return row
}

const put = (store: Store, consumerId: string, body: RedactedPaymentDetails, hidden: PaymentDetailsHidden): RedactedPaymentDetails =>
  store.put<RedactedPaymentDetails, PaymentDetailsHidden>(Kind.linkPaymentDetails, body, hidden, consumerId)

// The consumer's default card: `id`, or the newest one when none is.
const settleDefaultCard = (store: Store, consumerId: string, id?: string): void =>
  settleDefault<RedactedPaymentDetails, PaymentDetailsHidden>(store, Kind.linkPaymentDetails, consumerId, id)

/** What a create or update sets, besides the card itself. */
export interface CardSettings {
  readonly billing_address: BillingAddress
  readonly billing_email_address: string | null
  readonly nickname: string | null
  readonly active: boolean
  readonly is_default: boolean
  readonly preferred_network: BrandCode | null
  readonly cvc_given: boolean
}

const checks = (settings: CardSettings): RedactedPaymentDetails['card_details']['checks'] => ({
  cvc_check: settings.cvc_given ? 'pass' : null,
  address_line1_check: settings.billing_address.line_1 === null ? null : 'pass',
  address_postal_code_check: settings.billing_address.postal_code === null ? null : 'pass',
})

/**
 * Saves a card: the same card again (by fingerprint) updates the saved one; a fourth card replaces
 * the oldest one that is not the default.
 */
export const saveCard = (store: Store, consumerId: string, card: PaymentDetailsHidden, settings: CardSettings): AnsweredPaymentDetails => {
  const cards = oldestFirst<RedactedPaymentDetails, PaymentDetailsHidden>(store, Kind.linkPaymentDetails, consumerId)
  const same = cards.find((saved) => saved.body.card_details.fingerprint === card.card.fingerprint)
  if (same === undefined && cards.length >= savedCardsCap) {
    // Of 3 cards at most one is the default, so there is always one to replace.
    store.delete(Kind.linkPaymentDetails, cards.find((saved) => !saved.body.is_default)!.id)
  }
  const brand = brandCode(card.card.brand)
  const body: RedactedPaymentDetails = {
    id: same?.id ?? newId('csmrpd'),
    type: 'CARD',
    is_default: same?.body.is_default ?? false,
    nickname: settings.nickname,
    card_details: {
      brand,
      last4: card.card.last4,
      exp_month: card.card.exp_month,
      exp_year: card.card.exp_year,
      networks: brand === null ? [] : [brand],
      preferred_network: settings.preferred_network,
      fingerprint: card.card.fingerprint,
      checks: checks(settings),
    },
    billing_address: settings.billing_address,
    billing_email_address: settings.billing_email_address,
    metadata: { active: settings.active, cvc: settings.cvc_given },
  }
  put(store, consumerId, body, card)
  settleDefaultCard(store, consumerId, settings.is_default ? body.id : undefined)
  return answeredCard(store, consumerId, body.id)
}

/** What an update may change (wallet.md §7): each field given replaces the saved one. */
export interface CardUpdate {
  readonly exp_month?: number
  readonly exp_year?: number
  readonly preferred_network?: BrandCode
  readonly billing_address?: BillingAddress
  /** A new nickname, or null to clear it. */
  readonly nickname?: string | null
  readonly is_default?: boolean
}

export const updateCard = (store: Store, consumerId: string, row: PaymentDetailsRow, update: CardUpdate): AnsweredPaymentDetails => {
  refuseUnsettingDefault(row, update.is_default, 'card')
  const billing = update.billing_address ?? row.body.billing_address
  const details = row.body.card_details
  const body: RedactedPaymentDetails = {
    ...row.body,
    nickname: update.nickname === undefined ? row.body.nickname : update.nickname,
    billing_address: billing,
    card_details: {
      ...details,
      exp_month: update.exp_month ?? details.exp_month,
      exp_year: update.exp_year ?? details.exp_year,
      preferred_network: update.preferred_network ?? details.preferred_network,
      checks: { ...details.checks, address_line1_check: billing.line_1 === null ? null : 'pass', address_postal_code_check: billing.postal_code === null ? null : 'pass' },
    },
  }
  const card = { ...row.hidden.card, exp_month: body.card_details.exp_month, exp_year: body.card_details.exp_year }
  put(store, consumerId, body, { ...row.hidden, card })
  if (update.is_default === true) settleDefaultCard(store, consumerId, row.id)
  return answeredCard(store, consumerId, row.id)
}

/** Removes a card; when it was the default, the newest remaining one becomes the default. */
export const removeCard = (store: Store, consumerId: string, row: PaymentDetailsRow): void => {
  store.delete(Kind.linkPaymentDetails, row.id)
  settleDefaultCard(store, consumerId)
}
