/** How many minor-unit digits a currency has: 2 for usd and mxn, 0 for krw, jpy and idr, 3 for kwd. */
export const minorUnitDigits = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2

/**
 * An amount in minor units in its currency's own format for a locale: 150000 mxn in en-US ->
 * "MX$1,500.00", 27000 krw -> "₩27,000" (a currency without minor units is not divided).
 */
export const formatAmount = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 10 ** minorUnitDigits(currency))

/**
 * An amount in minor units as a wallet's payment request states it: a decimal string in major
 * units with the currency's own decimals, a dot and no grouping (1999 usd -> "19.99", 500 jpy ->
 * "500", 1234 kwd -> "1.234", -500 usd -> "-5.00" for a discount line). Digits are moved, never
 * divided, so no floating-point rounding can change an amount.
 */
export const decimalAmount = (amount: number, currency: string): string => {
  const digits = minorUnitDigits(currency)
  const sign = amount < 0 ? '-' : ''
  const whole = String(Math.abs(amount)).padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`
}
