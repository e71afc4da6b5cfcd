import { complete, type FieldResult } from '../ValidationError.ts'
import { currentMonthNumber, monthNumber } from './calendarMonth.ts'
import { cardFailure, type CardErrorCode } from './CardErrorCode.ts'

export interface ExpiryOptions {
  /** The date to check against; defaults to the current time. */
  readonly now?: Date
}

/** A card's expiry month (1-12) and full year. */
export interface Expiry {
  readonly month: number
  readonly year: number
}

/** How far ahead an expiry year may be (payment-form.md §8, invalid_expiry_year). */
export const maxYearsAhead = 50

const space = 32
const tab = 9

// The outcomes of `parse`. The parsed month and year go to module fields, so that validating on
// every keystroke allocates nothing; nothing here is re-entrant, so sharing them is safe.
const parsed = 0
const incomplete = 1
const badMonth = 2
const badYear = 3
let parsedMonth = 0
let parsedYear = 0

/**
 * Reads an expiry as typed: "12/34", "12 / 2034", "1/34", "1234". Spaces are ignored. Without a
 * slash the month takes a second digit only after a 0 or 1 ("434" is 4/34, "1234" is 12/34).
 * A year needs 2 or 4 digits (2 digits are 2000 plus, wallet.md §9).
 */
const parse = (expiry: string): number => {
  const slashAt = expiry.indexOf('/')
  let month = 0
  let monthDigits = 0
  let year = 0
  let yearDigits = 0
  let inYear = false
  for (let i = 0; i < expiry.length; i++) {
    const c = expiry.charCodeAt(i)
    if (c === space || c === tab) continue
    if (i === slashAt) {
      inYear = true
      continue
    }
    const digit = c - 48
    const isDigit = digit >= 0 && digit <= 9
    if (!inYear) {
      if (!isDigit) return badMonth
      if (slashAt >= 0 || monthDigits === 0 || (monthDigits === 1 && month <= 1)) {
        if (++monthDigits > 2) return badMonth
        month = month * 10 + digit
        continue
      }
      inYear = true
    }
    if (!isDigit) return badYear
    // Only the first four digits count; a longer year is rejected below whatever it says.
    if (yearDigits < 4) year = year * 10 + digit
    yearDigits++
  }
  if (monthDigits === 0 || (!inYear && monthDigits === 1 && month <= 1)) return incomplete
  if (month === 0 || month > 12) return badMonth
  if (yearDigits < 2 || yearDigits === 3) return incomplete
  if (yearDigits > 4) return badYear
  parsedMonth = month
  parsedYear = yearDigits === 2 ? 2000 + year : year
  return parsed
}

/**
 * The month and full year of an expiry as typed, or undefined when it is incomplete or not a date.
 * Whether it is in the past is `validateExpiry`'s question.
 */
export const parseExpiry = (expiry: string): Expiry | undefined =>
  typeof expiry === 'string' && parse(expiry) === parsed ? { month: parsedMonth, year: parsedYear } : undefined

type ExpiryErrorCode = Extract<CardErrorCode,
  'incomplete_expiry' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_expiry_month_past' | 'invalid_expiry_year_past'>

const incompleteExpiry = cardFailure('incomplete_expiry')
const invalidMonth = cardFailure('invalid_expiry_month')
const invalidYear = cardFailure('invalid_expiry_year')
const monthPast = cardFailure('invalid_expiry_month_past')
const yearPast = cardFailure('invalid_expiry_year_past')

/**
 * Checks a card expiry as typed (payment-form.md §5): incomplete_expiry when empty or the year has
 * fewer than 2 or exactly 3 digits; invalid_expiry_month for month 0 or above 12; the *_past codes
 * for an expiry before the current month (a card is valid through its expiry month);
 * invalid_expiry_year for a year more than 50 years ahead or not made of 2 or 4 digits.
 */
export const validateExpiry = (expiry: string, options?: ExpiryOptions): FieldResult<ExpiryErrorCode> => {
  if (typeof expiry !== 'string') return incompleteExpiry
  const outcome = parse(expiry)
  if (outcome === incomplete) return incompleteExpiry
  if (outcome === badMonth) return invalidMonth
  if (outcome === badYear) return invalidYear
  const current = currentMonthNumber(options?.now)
  const currentYear = Math.floor(current / 12)
  if (parsedYear < currentYear) return yearPast
  if (monthNumber(parsedYear, parsedMonth) < current) return monthPast
  if (parsedYear - currentYear > maxYearsAhead) return invalidYear
  return complete
}
