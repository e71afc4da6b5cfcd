import * as Effect from 'effect/Effect'
import * as Exit from 'effect/Exit'
import * as Layer from 'effect/Layer'
import { describe, expect, it } from 'vitest'
import { ideal } from 'payloom/plugins/ideal'
import { sepaDebit } from 'payloom/plugins/sepa_debit'
import { upi } from 'payloom/plugins/upi'
import { wechatPay } from 'payloom/plugins/wechat_pay'
import type { PaymentMethodPlugin } from 'payloom'
import { apiClientLayerTest } from '../../../core/api/ApiClient.ts'
import { confirmIntent } from '../../../core/confirm/confirmIntent.ts'
import { handleNextActions } from '../../../core/confirm/nextAction.ts'
import { Polling } from '../../../core/confirm/pollingSettings.ts'
import type { Intent, NextAction } from '../../../core/confirm/results.ts'
import { messages as en } from '../../../core/generated/locales/en.generated.ts'
import { captchaLayerNone } from '../../../core/services/Captcha.ts'
import { Browser, makeBrowserHeadless, type Authentication } from '../../../core/services/Browser.ts'

/**
 * Confirm reads a method's `polling` and `redirect` settings (payment-form.md §3) from its plugin,
 * not only the intent's next action: the catalog's own settings, and a method set otherwise.
 */
const url = 'http://127.0.0.1:4242/next'
const intentWith = (method: string, action: NextAction | null, status = 'requires_action'): Intent => ({
  id: 'pi_1', object: 'payment_intent', client_secret: 'pi_1_secret_2', status, payment_method: { id: 'pm_1', type: method }, next_action: action,
})
const qr = (method: string): NextAction => ({ type: `${method}_display_qr_code`, [`${method}_display_qr_code`]: { data: 'weixin://wxpay/1', hosted_instructions_url: url } })

/** The provider answers each retrieval with the intent requiring action, then settled; counts them. */
const provider = (method: string, action: NextAction) => {
  let calls = 0
  const layer = apiClientLayerTest({ 'GET payment_intents/pi_1': () => ({ status: 200, body: intentWith(method, calls++ < 1 ? action : null, calls < 2 ? 'requires_action' : 'succeeded') }) })
  return { layer, calls: () => calls }
}
/** A page's browser: each display closes after `ms`, as the shopper closes a dialog; records what it showed. */
const browser = (ms: number) => {
  const shown: Authentication[] = []
  const page = { ...makeBrowserHeadless(), authenticate: (authentication: Authentication) => Effect.promise(async () => { shown.push(authentication); await new Promise((resolve) => setTimeout(resolve, ms)) }) }
  return { shown, layer: Layer.succeed(Browser, page) }
}
const fast = Layer.succeed(Polling, { interval: 1, timeout: 5_000 })
const settingsOf = (plugins: ReadonlyArray<PaymentMethodPlugin>) => (type: string) => plugins.find((plugin) => plugin.type === type)?.settings
/** A method's plugin with its settings changed, as an outside author may declare them. */
const withSettings = <P extends PaymentMethodPlugin>(plugin: P, settings: Partial<P['settings']>): P => ({ ...plugin, settings: { ...plugin.settings, ...settings } })

describe('the method\'s polling and redirect settings at confirm', () => {
  it('polls a QR code method whose settings poll (WeChat Pay) while the code shows, and only shows it for one that does not', async () => {
    const polled = provider('wechat_pay', qr('wechat_pay'))
    const shown = browser(200)
    const settled = await Effect.runPromise(Effect.provide(handleNextActions(intentWith('wechat_pay', qr('wechat_pay')), 'payment_intent', settingsOf([wechatPay()])), Layer.mergeAll(polled.layer, shown.layer, fast)))
    expect(settled.status).toBe('succeeded')
    expect(polled.calls()).toBe(2)
    const notPolled = provider('wechat_pay', qr('wechat_pay'))
    const shownOnly = browser(50)
    const last = await Effect.runPromise(Effect.provide(handleNextActions(intentWith('wechat_pay', qr('wechat_pay')), 'payment_intent', settingsOf([withSettings(wechatPay(), { polling: false })])), Layer.mergeAll(notPolled.layer, shownOnly.layer, fast)))
    // Retrieved once, when the shopper closed the code.
    expect(shownOnly.shown).toHaveLength(1)
    expect(notPolled.calls()).toBe(1)
    expect(last.status).toBe('requires_action')
  })

  it('polls an approval in the app (UPI) only where the method polls; otherwise the intent is the merchant\'s', async () => {
    const action = { type: 'upi_await_notification', upi_await_notification: {} }
    const polled = provider('upi', action)
    expect((await Effect.runPromise(Effect.provide(handleNextActions(intentWith('upi', action), 'payment_intent', settingsOf([upi()])), Layer.mergeAll(polled.layer, browser(0).layer, fast)))).status).toBe('succeeded')
    const left = provider('upi', action)
    const intent = intentWith('upi', action)
    expect(await Effect.runPromise(Effect.provide(handleNextActions(intent, 'payment_intent', settingsOf([withSettings(upi(), { polling: false })])), Layer.mergeAll(left.layer, browser(0).layer, fast)))).toBe(intent)
    expect(left.calls()).toBe(0)
  })

  it('follows a redirect for a method that redirects (iDEAL), and leaves the page alone for one whose redirect is never (SEPA Direct Debit)', async () => {
    const action: NextAction = { type: 'redirect_to_url', redirect_to_url: { url } }
    const followed = browser(0)
    await Effect.runPromise(Effect.provide(handleNextActions(intentWith('ideal', action), 'payment_intent', settingsOf([ideal()])), Layer.mergeAll(provider('ideal', action).layer, followed.layer, fast)))
    expect(followed.shown).toEqual([{ kind: 'redirect', url }])
    const stayed = browser(0)
    const intent = intentWith('sepa_debit', action)
    expect(sepaDebit().settings.redirect).toBe('never')
    expect(await Effect.runPromise(Effect.provide(handleNextActions(intent, 'payment_intent', settingsOf([sepaDebit()])), Layer.mergeAll(provider('sepa_debit', action).layer, stayed.layer, fast)))).toBe(intent)
    expect(stayed.shown).toEqual([])
  })

  it('asks for a return_url to pay with a method that always redirects, even with redirect if_required, before anything is sent', async () => {
    const exit = await Effect.runPromiseExit(Effect.provide(
      confirmIntent('confirmPayment', { clientSecret: 'pi_1_secret_2', confirmParams: { payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } } }, redirect: 'if_required' }, en, undefined, settingsOf([ideal()])),
      Layer.mergeAll(apiClientLayerTest({}), browser(0).layer, captchaLayerNone, fast),
    ))
    expect(Exit.isFailure(exit) && String(exit.cause)).toContain('confirmPayment: confirmParams.return_url is required to pay with ideal, which always sends the shopper to another page.')
  })
})
