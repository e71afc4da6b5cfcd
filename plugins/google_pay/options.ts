import { IntegrationError } from 'payloom'

/** `googlePay(options)`. */
export interface GooglePayOptions {
  /**
   * Your merchant id from Google's Pay & Wallet Console, which Google asks for in live mode (test
   * mode and the sandbox do without it). @default none
   */
  readonly merchantId?: string
}

/** The options as given, checked: a merchant writing plain JavaScript gets told what is wrong. */
export const checkGooglePayOptions = (options: unknown): GooglePayOptions => {
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null) throw new IntegrationError({ message: `googlePay(options): options must be an object (got ${JSON.stringify(options)}).` })
  const { merchantId } = options as { readonly merchantId?: unknown }
  if (merchantId !== undefined && (typeof merchantId !== 'string' || merchantId.trim() === '')) {
    throw new IntegrationError({ message: `googlePay(options): merchantId must be your Google Pay merchant id, a non-empty string (got ${JSON.stringify(merchantId)}).` })
  }
  return merchantId === undefined ? {} : { merchantId }
}
