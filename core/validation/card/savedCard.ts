import { currentMonthNumber, monthNumber } from './calendarMonth.ts'

/** The parts of a saved card these rules read (payment-form.md §3, Saved card). */
export interface SavedCard {
  readonly exp_month: number
  /** A full year; a two-digit year is read as 2000 plus (wallet.md §9). */
  readonly exp_year: number
  /** The provider's last CVC check: 'pass', 'fail', 'unavailable', 'unchecked', or none yet. */
  readonly cvc_check?: string | null
}

/**
 * CVC checks that do not vouch for the saved card: a failed check, one the issuer could not run,
 * and one never run. Only 'pass', or no check on record, lets the saved card go without a new code.
 */
export const failingCvcChecks: ReadonlyArray<string> = ['fail', 'unavailable', 'unchecked']

export interface CvcRecollectionOptions {
  /** The intent or session options ask to collect the CVC again for saved cards. */
  readonly requested?: boolean
}

/**
 * Whether a saved card needs its security code entered again before paying
 * (payment-form.md §5, cvc_recollection_required): when asked to, or when its CVC check failed.
 */
export const requiresCvcRecollection = (savedCard: SavedCard, options?: CvcRecollectionOptions): boolean => {
  const check = savedCard?.cvc_check
  return options?.requested === true || (typeof check === 'string' && failingCvcChecks.includes(check))
}

export interface SavedCardExpiryOptions {
  /** The date to check against; defaults to the current time. */
  readonly now?: Date
}

/**
 * Whether a saved card's expiry is in the past (a card is valid through its expiry month), so the
 * form shows the expired-card errors. A card without a readable month and year counts as expired.
 */
export const isSavedCardExpired = (savedCard: SavedCard, options?: SavedCardExpiryOptions): boolean => {
  const month = savedCard?.exp_month
  const rawYear = savedCard?.exp_year
  if (!Number.isInteger(month) || !Number.isInteger(rawYear) || month < 1 || month > 12 || rawYear < 0) return true
  const year = rawYear < 100 ? 2000 + rawYear : rawYear
  return monthNumber(year, month) < currentMonthNumber(options?.now)
}
