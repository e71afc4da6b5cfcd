import { integrationError } from '../errors/IntegrationError.ts'

export type IntentType = 'payment_intent' | 'setup_intent'

/** A client secret taken apart: the intent it belongs to and which kind. */
export interface ParsedClientSecret {
  readonly type: IntentType
  /** The intent id (`pi_...` or `seti_...`). */
  readonly id: string
  readonly clientSecret: string
}

const secretPattern = /^(pi|seti)_([A-Za-z0-9]+)_secret_([A-Za-z0-9]+)$/

/** Reads the intent type and id from a client secret; throws a merchant error for anything else. */
export const parseClientSecret = (clientSecret: unknown): ParsedClientSecret => {
  const match = typeof clientSecret === 'string' ? secretPattern.exec(clientSecret) : null
  if (!match) {
    return integrationError(
      `Invalid value for clientSecret: expected a payment intent secret (pi_..._secret_...) or a setup intent secret ` +
        `(seti_..._secret_...), got ${typeof clientSecret === 'string' ? `"${clientSecret}"` : typeof clientSecret}.`,
    )
  }
  const [, prefix, id] = match
  return { type: prefix === 'pi' ? 'payment_intent' : 'setup_intent', id: `${prefix}_${id}`, clientSecret: match[0] }
}

/** The deferred intent modes (payment-form.md §3). */
export const deferredModes = ['payment', 'setup', 'subscription'] as const
export type DeferredMode = (typeof deferredModes)[number]

/**
 * The intent a deferred integration will create (payment-form.md §1): payment gives a payment
 * intent, setup a setup intent, subscription a payment intent only when an amount is present.
 */
export const intentTypeForDeferred = (deferred: { readonly mode: unknown; readonly amount?: unknown }): IntentType => {
  switch (deferred.mode) {
    case 'payment':
      return 'payment_intent'
    case 'setup':
      return 'setup_intent'
    case 'subscription':
      return typeof deferred.amount === 'number' ? 'payment_intent' : 'setup_intent'
    default:
      return integrationError('Unexpected mode')
  }
}
