import { ApiError } from './ApiError.ts'

const accountId = /^acct_[A-Za-z0-9]+$/

/**
 * Checks the account a call acts for as the provider does: the `Stripe-Account` header's, or the
 * last account of the `Stripe-Context` header (the v2 header that supersedes it: an account id, or
 * a path of them from the key's account down, `acct_platform/acct_connected`). A call may not
 * carry both, a context must be such a path, and an account the key cannot act for (test ids
 * `acct_unconnected...`, as for `on_behalf_of`) is refused with the provider's 403. The sandbox
 * keeps one merchant's objects, so an account it accepts changes nothing else.
 */
export const checkActingAccount = (account: string | undefined, context: string | undefined): void => {
  if (account !== undefined && context !== undefined) {
    throw ApiError.invalidRequest("A request can't carry both the Stripe-Account and the Stripe-Context header: Stripe-Context supersedes Stripe-Account, send only it.", { param: 'Stripe-Context' })
  }
  const segments = context?.split('/')
  if (segments !== undefined && !segments.every((segment) => accountId.test(segment))) {
    throw ApiError.invalidRequest(`Invalid Stripe-Context header: '${context}'. It names an account id (acct_...), or a path of them from your key's account down (acct_.../acct_...).`, { param: 'Stripe-Context' })
  }
  const acting = segments?.at(-1) ?? account
  if (acting?.startsWith('acct_unconnected') === true) {
    throw new ApiError(403, { type: 'invalid_request_error', code: 'account_invalid', message: `The provided key does not have access to account '${acting}' (or that account does not exist). Application access may have been revoked.` })
  }
}

/**
 * The account `id` names where a call uses an account as a customer (Accounts v2's
 * `customer_account`: a business profile). The sandbox keeps no accounts: every account id is
 * one, but those the key cannot act for (test ids `acct_unconnected...`), which the provider
 * answers as no such account; anything else is not an account id. Both are 400s naming `param`.
 */
export const customerAccountOf = (id: string, param: string): string => {
  if (!accountId.test(id)) throw ApiError.invalidRequest(`Invalid ${param}: an account's id (acct_...).`, { param })
  if (id.startsWith('acct_unconnected')) throw ApiError.invalidRequest(`No such account: '${id}'`, { code: 'resource_missing', param })
  return id
}
