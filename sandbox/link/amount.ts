import { ApiError } from '../ApiError.ts'
import type { Reader } from '../params.ts'

/**
 * The `amount` and `currency` the wallet's calls send as hints (lookup, sign-up, payment plans):
 * checked as an intent's would be, so a bad one is a 400 naming it.
 */
export const checkAmount = (params: Reader): void => {
  params.integer('amount', 0, 99_999_999)
  const currency = params.string('currency')
  if (currency !== undefined && !/^[a-z]{3}$/i.test(currency)) throw ApiError.invalidRequest('Invalid currency: use a three-letter ISO code.', { param: 'currency' })
}
