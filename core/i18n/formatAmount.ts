/** How many minor-unit digits a currency has: 2 for usd and mxn, 0 for krw, jpy and idr, 3 for kwd. */
export const minorUnitDigits = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2

/**
 * An amount in minor units in its currency's own format for a locale: 150000 mxn in en-US ->
 * "MX$1,500.00", 27000 krw -> "₩27,000" (a currency without minor units is not divided).
 */
export const formatAmount = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 10 ** minorUnitDigits(currency))
