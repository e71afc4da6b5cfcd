import * as Clock from 'effect/Clock'
import * as Effect from 'effect/Effect'
import type { ApiClient } from '../api/ApiClient.ts'
import type { ApiError } from '../api/ApiError.ts'
import { requiresAction } from '../controller/intentStatus.ts'
import { pollingMethods } from '../generated/paymentMethods.generated.ts'
import { Polling } from './pollingSettings.ts'
import type { Intent, NextAction } from './results.ts'

/** A QR code the shopper scans with their banking app: what it encodes, and the page that shows it. */
export interface QrCode {
  readonly data: string
  readonly url: string
}

const isQrCodeAction = (type: string): boolean => pollingMethods.some((method) => type === `${method}_display_qr_code`)

/**
 * The QR code of a polling method's next action (`paynow_display_qr_code: { data,
 * hosted_instructions_url }`, and the same for promptpay, wechat_pay and upi), or undefined.
 */
export const qrCodeOf = (action: NextAction): QrCode | undefined => {
  if (!isQrCodeAction(action.type)) return undefined
  const details = action[action.type] as { readonly data?: unknown; readonly hosted_instructions_url?: unknown } | null | undefined
  const data = details?.data
  const url = details?.hosted_instructions_url
  return typeof data === 'string' && typeof url === 'string' ? { data, url } : undefined
}

/**
 * Runs `retrieve` at the polling interval until the intent no longer requires action (the shopper
 * paid or failed in their banking app), or until the timeout; returns the last intent seen.
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
