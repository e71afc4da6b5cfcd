import * as Effect from 'effect/Effect'
import type { Json } from '../core/elements/messages.ts'
import { makeBrowserPage, type AuthenticationOutcome, type BrowserService, type CaptchaAnswer, type DialogAnswer } from '../core/services/Browser.ts'
import { isRecord } from '../core/json/guards.ts'
import type { LocaleOption } from '../core/i18n/localeOption.ts'
import type { PageRequest } from '../core/isolated/protocol.ts'
import type { Mids } from '../core/controller/mids.ts'
import { providerGuid } from './providerGuid.ts'

/** A captcha's answer as the page sent it, when it is one. */
const captchaAnswerOf = (answer: Json | undefined): CaptchaAnswer | undefined =>
  isRecord(answer) && typeof answer.token === 'string' && typeof answer.ekey === 'string' ? { token: answer.token, ekey: answer.ekey } : undefined

/** The page's answer to a dialog, as the page sent it: anything but confirm or modify is a close. */
const dialogAnswerOf = (answer: Json | undefined): DialogAnswer => (answer === 'confirm' || answer === 'modify' ? answer : 'close')

/**
 * The Browser service of the controller frame: it is hidden, so what the shopper must see or
 * where they must go is asked of the merchant's page, which shows the provider-origin challenge
 * frame, shows the dialog (a QR code, a voucher, details to confirm), or leaves for the URL
 * (DESIGN.md "Hosting"). `ask` resolves when the page says it is done, with the dialog's answer.
 * The dialog shows in the instance's `locale`.
 */
export const pageBrowser = (ask: (request: PageRequest) => Promise<Json | undefined>, locale: LocaleOption): BrowserService => ({
  ...pageActions(ask, locale),
  // The merchant page keeps muid and sid in its cookies; the provider's guid is kept here, on its origin.
  mids: async () => ({ ...pageIdsOf(await ask({ kind: 'mids' })), ...providerGuid(() => localStorage) }),
})

/** The page's ids as it answered a 'mids' request: only its non-empty strings, the ones it could keep. */
const pageIdsOf = (answer: Json | undefined): Mids =>
  isRecord(answer) ? Object.fromEntries((['muid', 'sid'] as const).flatMap((key) => (typeof answer[key] === 'string' && answer[key] !== '' ? [[key, answer[key]]] : []))) : {}

const pageActions = (ask: (request: PageRequest) => Promise<Json | undefined>, locale: LocaleOption): BrowserService => makeBrowserPage({
  navigate: (url) => Effect.asVoid(Effect.promise(() => ask({ kind: 'navigate', url }))),
  // The page answers 'canceled' when the shopper closed a 3D Secure challenge or a captcha, and a captcha's answer.
  challenge: (url, kind) => Effect.map(
    Effect.promise(() => ask({ kind: 'challenge', url, purpose: { kind, locale } })),
    (answer): AuthenticationOutcome => (answer === 'canceled' ? 'canceled' : captchaAnswerOf(answer) ?? 'completed'),
  ),
  // Interrupted (the payment settled while the controller polled), the page closes the dialog.
  display: (display) => Effect.callback<DialogAnswer>((resume) => {
    void ask({ kind: 'display', display, locale }).then((answer) => resume(Effect.succeed(dialogAnswerOf(answer))))
    return Effect.asVoid(Effect.promise(() => ask({ kind: 'closeDisplay' })))
  }),
})
