import type { PaymentError } from '../confirm/results.ts'
import { integrationError } from '../errors/IntegrationError.ts'

/**
 * The origins a controller trusts (controller.md §5, "Trust and origin"): exact origins such as
 * 'https://checkout.example.com'. Live mode trusts https only; test mode also trusts the listed
 * plain-http loopback origins, so a merchant can integrate on their own machine.
 */
export interface TrustedOrigins {
  readonly origins: ReadonlyArray<string>
  readonly mode: 'test' | 'live'
}

const loopbackHosts: ReadonlyArray<string> = ['localhost', '127.0.0.1']

/** The URL of a string that is exactly an origin (scheme, host, port; nothing after), else undefined. */
const parseOrigin = (value: unknown): URL | undefined => {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return url.origin === value ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a message or call comes from a trusted origin: one of `trusted.origins`, compared
 * exactly (no prefixes, no subdomains), over https, or over http on localhost or 127.0.0.1 in test
 * mode. Anything that is not an origin string (including the opaque 'null') is untrusted.
 */
export const isTrustedOrigin = (origin: unknown, trusted: TrustedOrigins): boolean => {
  const url = parseOrigin(origin)
  if (url === undefined || !trusted.origins.includes(url.origin)) return false
  return url.protocol === 'https:' || (trusted.mode === 'test' && url.protocol === 'http:' && loopbackHosts.includes(url.hostname))
}

/** The ids a hosted page may attach to the controller's logs (controller.md §3, "Logging params"). */
export interface LoggingParams {
  readonly session_id: string
  readonly invoice_id: string
}

/**
 * The logging-param update (controller.md §5): only a trusted caller may make it, and both ids must
 * be strings. Returns just those two ids; throws an IntegrationError with the spec's message otherwise.
 */
export const checkLoggingParams = (params: unknown, callerOrigin: unknown, trusted: TrustedOrigins): LoggingParams => {
  if (!isTrustedOrigin(callerOrigin, trusted)) return integrationError('This function may only be called from trusted domains')
  const record = typeof params === 'object' && params !== null ? (params as Readonly<Record<string, unknown>>) : {}
  const { session_id, invoice_id } = record
  if (typeof session_id !== 'string' || typeof invoice_id !== 'string') return integrationError('invalid logging params')
  return { session_id, invoice_id }
}

/**
 * The result error of a confirm when the shopper picked an external payment method (controller.md
 * §5): payloom does not process it, so the merchant's code sends the shopper to that method itself.
 */
export const externalMethodSelected = (type: string): PaymentError => ({
  type: 'invalid_request_error',
  code: 'external_payment_method_selected',
  param: 'payment_method',
  message: `The shopper selected the external payment method "${type}". payloom does not process it: send the shopper to that method's own checkout.`,
})
