/**
 * Each month's payment of `amount` (minor units) in `count` payments, as a form shows an
 * installment plan (the card form's, Link's for a saved card): the amount split evenly, rounded up
 * to a whole minor unit, so the payments shown never add up to less than the price (the issuer
 * bills the exact split).
 */
export const monthlyInstallment = (amount: number, count: number): number => Math.ceil(amount / count)
