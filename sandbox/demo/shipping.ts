/**
 * How the demo shop ships its socks, which both its server and its pages read: the server to
 * charge for the rate the shopper picked in an express checkout wallet's sheet (a page never
 * sets a price), the pages to show the rates in the sheet. Amounts in the order currency's minor
 * unit, in proportion to the order's price so every currency the demo sells in gets sensible ones.
 */

/** The shop's home country: standard shipping is free there. */
export const homeCountry = 'US'

/** A rate as express checkout's `shippingRates` take it. */
export interface ShippingRate {
  readonly id: 'standard' | 'express'
  readonly amount: number
  readonly displayName: string
}

/** The rates to an address in `country`, for an order of `price`. */
export const shippingRates = (country: string, price: number): ReadonlyArray<ShippingRate> => [
  { id: 'standard', amount: country === homeCountry ? 0 : Math.round(price / 5), displayName: country === homeCountry ? 'Free standard shipping' : 'International standard shipping' },
  { id: 'express', amount: Math.round(price / 2), displayName: 'Express shipping' },
]

/** What the order costs shipped to `country` at `rate`, or undefined for a rate the shop does not offer. */
export const shippedTotal = (price: number, country: string, rate: string): number | undefined => {
  const picked = shippingRates(country, price).find((candidate) => candidate.id === rate)
  return picked === undefined ? undefined : price + picked.amount
}
