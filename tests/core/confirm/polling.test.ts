import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiClient, apiClientLayerTest } from '../../../core/api/ApiClient.ts'
import { handleNextActions } from '../../../core/confirm/nextAction.ts'
import { pollIntent, qrCodeOf } from '../../../core/confirm/polling.ts'
import { Polling } from '../../../core/confirm/pollingSettings.ts'
import type { Intent } from '../../../core/confirm/results.ts'
import { apiLimits } from '../../../core/generated/limits.generated.ts'
import { pollingMethods } from '../../../core/generated/paymentMethods.generated.ts'
import { browserLayerHeadless, type Authentication } from '../../../core/services/Browser.ts'

const url = 'http://127.0.0.1:4242/qr/authorize/src_1'
const qrAction = (method: string) => ({ type: `${method}_display_qr_code`, [`${method}_display_qr_code`]: { data: `upi://pay?pa=shop&tr=${method}`, hosted_instructions_url: url } })
const intent = (status: string, method = 'paynow'): Intent => ({
  id: 'pi_1', object: 'payment_intent', client_secret: 'pi_1_secret_2', status, next_action: status === 'requires_action' ? qrAction(method) : null,
})

/** The provider answers the retrievals with `statuses` in turn (the last one from then on); counts them. */
const provider = (statuses: ReadonlyArray<string>) => {
  let calls = 0
  const layer = apiClientLayerTest({
    'GET payment_intents/pi_1': () => ({ status: 200, body: intent(statuses[Math.min(calls++, statuses.length - 1)]!) }),
  })
  return { layer, calls: () => calls }
}

const fast = (timeout = 5_000) => Layer.succeed(Polling, { interval: 1, timeout })

describe('qrCodeOf', () => {
  it('reads the QR code of every polling method', () => {
    for (const method of pollingMethods) expect(qrCodeOf(qrAction(method))).toEqual({ kind: 'qr_code', method, data: `upi://pay?pa=shop&tr=${method}`, url })
  })

  it('is undefined for other actions, other methods, or a QR code without its data or page', () => {
    expect(qrCodeOf({ type: 'redirect_to_url', redirect_to_url: { url } })).toBeUndefined()
    expect(qrCodeOf({ ...qrAction('cashapp'), type: 'cashapp_display_qr_code' })).toBeUndefined()
    expect(qrCodeOf({ type: 'paynow_display_qr_code' })).toBeUndefined()
    expect(qrCodeOf({ type: 'paynow_display_qr_code', paynow_display_qr_code: { data: 'x' } })).toBeUndefined()
    expect(qrCodeOf({ type: 'paynow_display_qr_code', paynow_display_qr_code: { hosted_instructions_url: url, data: 7 } })).toBeUndefined()
  })

  it('never throws, whatever the action holds', () => {
    fc.assert(fc.property(fc.constantFrom(...pollingMethods, 'card'), fc.anything(), (method, details) => {
      const qrCode = qrCodeOf({ type: `${method}_display_qr_code`, [`${method}_display_qr_code`]: details })
      if (qrCode !== undefined) expect(typeof qrCode.data === 'string' && typeof qrCode.url === 'string').toBe(true)
    }))
  })
})

describe('pollIntent', () => {
  it('polls every second for up to 10 minutes by default', () => {
    expect(Effect.runSync(Effect.gen(function* () { return yield* Polling }))).toEqual({ interval: 1_000, timeout: 600_000 })
    expect([apiLimits.pollingInterval, apiLimits.pollingTimeout]).toEqual([1_000, 600_000])
  })

  it.each(['succeeded', 'requires_payment_method', 'processing'])('retrieves the intent until it leaves requires_action (%s)', async (status) => {
    const { layer, calls } = provider(['requires_action', 'requires_action', status])
    const retrieve = ApiClient.use((api) => api.get<Intent>('payment_intents/pi_1'))
    const last = await Effect.runPromise(Effect.provide(pollIntent(intent('requires_action'), retrieve), Layer.merge(layer, fast())))
    expect(last.status).toBe(status)
    expect(calls()).toBe(3)
  })

  it('does not poll an intent that no longer requires action', async () => {
    const { layer, calls } = provider(['succeeded'])
    const retrieve = ApiClient.use((api) => api.get<Intent>('payment_intents/pi_1'))
    expect(await Effect.runPromise(Effect.provide(pollIntent(intent('succeeded'), retrieve), Layer.merge(layer, fast())))).toEqual(intent('succeeded'))
    expect(calls()).toBe(0)
  })

  it('stops at the timeout with the intent as last seen', async () => {
    const { layer, calls } = provider(['requires_action'])
    const retrieve = ApiClient.use((api) => api.get<Intent>('payment_intents/pi_1'))
    const started = Date.now()
    const last = await Effect.runPromise(Effect.provide(pollIntent(intent('requires_action'), retrieve), Layer.merge(layer, fast(40))))
    expect(last.status).toBe('requires_action')
    expect(calls()).toBeGreaterThan(1)
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

describe('handleNextActions with a QR code', () => {
  it('shows the code through the Browser service, then polls until the payment settles', async () => {
    const shown: Authentication[] = []
    const browser = browserLayerHeadless(async (authentication) => void shown.push(authentication))
    const { layer, calls } = provider(['requires_action', 'succeeded'])
    const settled = await Effect.runPromise(Effect.provide(handleNextActions(intent('requires_action', 'wechat_pay'), 'payment_intent'), Layer.mergeAll(layer, browser, fast())))
    expect(shown).toEqual([{ kind: 'qr_code', method: 'wechat_pay', url, data: 'upi://pay?pa=shop&tr=wechat_pay' }])
    expect(settled.status).toBe('succeeded')
    expect(calls()).toBe(2)
  })
})
