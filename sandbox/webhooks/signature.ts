import { createHmac } from 'node:crypto'
import { newId } from '../ids.ts'

/** A new endpoint signing secret in the provider's form: `whsec_` and random letters and digits. */
export const newWebhookSecret = (): string => newId('whsec')

/**
 * The provider's `Stripe-Signature` header for a payload sent at `timestamp` (seconds since the
 * epoch): `t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<payload>" keyed with the secret>`,
 * which the official libraries' `webhooks.constructEvent(payload, header, secret)` verifies.
 */
export const signatureHeader = (payload: string, secret: string, timestamp: number): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`
