/**
 * Months counted from year 0 (year * 12 + month - 1), so "is this expiry in the past" is one
 * comparison. Card dates follow the cardholder's calendar, so this uses local time.
 */
export const monthNumber = (year: number, month: number): number => year * 12 + month - 1

let cached = 0
let cachedFrom = 0
let cachedUntil = 0

/**
 * The month number of `now`, or of the current time. The current month is kept until the clock
 * leaves it, so the validators do not build a Date on every keystroke.
 */
export const currentMonthNumber = (now?: Date): number => {
  if (now instanceof Date && !Number.isNaN(now.getTime())) return monthNumber(now.getFullYear(), now.getMonth() + 1)
  const time = Date.now()
  if (time < cachedFrom || time >= cachedUntil) {
    const today = new Date(time)
    cached = monthNumber(today.getFullYear(), today.getMonth() + 1)
    cachedFrom = new Date(today.getFullYear(), today.getMonth(), 1).getTime()
    cachedUntil = new Date(today.getFullYear(), today.getMonth() + 1, 1).getTime()
  }
  return cached
}
