import * as Clock from 'effect/Clock'
import * as Effect from 'effect/Effect'
import type { ApiClient } from '../api/ApiClient.ts'
import type { ApiError } from '../api/ApiError.ts'
import { requiresAction } from '../controller/intentStatus.ts'
import { Polling } from './pollingSettings.ts'
import { pollingMethods, qrCodeMethods } from '../generated/paymentMethods.generated.ts'
import type { NextActionDisplay } from '../services/Browser.ts'
import type { Intent, NextAction } from './results.ts'

/** The methods paid by scanning a code: the catalog's QR code family and the spec's polling methods (upi's code too). */
const scannedMethods: ReadonlyArray<string> = [...qrCodeMethods, ...pollingMethods]

/** The details of the intent's next action, under its type's name (`paynow_display_qr_code: {...}`). */
const detailsOf = (action: NextAction): Readonly<Record<string, unknown>> | undefined => {
  const details = action[action.type]
  return typeof details === 'object' && details !== null ? details as Readonly<Record<string, unknown>> : undefined
}

/** The method a `<method>_display_qr_code` or `<method>_display_details` action belongs to, if it is one. */
const methodOf = (type: string, suffix: string): string | undefined => type.endsWith(suffix) ? type.slice(0, -suffix.length) : undefined

/**
 * The QR code of a method's next action (`paynow_display_qr_code: { data, hosted_instructions_url }`,
 * and the same for promptpay, wechat_pay, qris...), as the display shows it, or undefined.
 */
export const qrCodeOf = (action: NextAction): Extract<NextActionDisplay, { kind: 'qr_code' }> | undefined => {
  const method = methodOf(action.type, '_display_qr_code')
  if (!scannedMethods.includes(method ?? '')) return undefined
  const details = detailsOf(action)
  if (method === undefined || typeof details?.data !== 'string' || typeof details.hosted_instructions_url !== 'string') return undefined
  return { kind: 'qr_code', method, data: details.data, url: details.hosted_instructions_url }
}

/**
 * The voucher of a method's next action (`oxxo_display_details: { number, expires_after,
 * hosted_voucher_url }`), with the intent's amount, as the display shows it, or undefined.
 */
export const voucherOf = (intent: Intent): Extract<NextActionDisplay, { kind: 'voucher' }> | undefined => {
  const action = intent.next_action
  const method = action == null ? undefined : methodOf(action.type, '_display_details')
  const details = action == null ? undefined : detailsOf(action)
  const { amount, currency } = intent as { readonly amount?: unknown; readonly currency?: unknown }
  if (method === undefined || typeof details?.number !== 'string' || typeof details.expires_after !== 'number' || typeof details.hosted_voucher_url !== 'string') return undefined
  if (typeof amount !== 'number' || typeof currency !== 'string') return undefined
  return { kind: 'voucher', method, number: details.number, expiresAt: details.expires_after, url: details.hosted_voucher_url, amount, currency }
}

/** An action the shopper completes in their app while the SDK polls (`upi_await_notification`...). */
export const awaitsNotification = (action: NextAction): boolean => methodOf(action.type, '_await_notification') !== undefined

/**
 * Runs `retrieve` at the polling interval until the intent no longer requires action (the shopper
 * paid or failed in their app), or until the timeout; returns the last intent seen.
 */
export const pollIntent = (intent: Intent, retrieve: Effect.Effect<Intent, ApiError, ApiClient>): Effect.Effect<Intent, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const { interval, timeout } = yield* Polling
    const deadline = (yield* Clock.currentTimeMillis) + timeout
    let current = intent
    while (requiresAction(current.status) && (yield* Clock.currentTimeMillis) < deadline) {
      yield* Effect.sleep(interval)
      current = yield* retrieve
    }
    return current
  })
