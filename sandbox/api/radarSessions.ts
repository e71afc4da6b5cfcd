import { ApiError } from '../ApiError.ts'
import { passiveCaptcha, spendCaptchaToken } from '../captcha.ts'
import { newId } from '../ids.ts'
import { commonParams } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'

/** A radar session (`rse_...`): the fraud session of one browser, which the merchant's server attaches to a payment. */
interface RadarSession {
  readonly id: string
  readonly object: 'radar.session'
  readonly livemode: false
  /** The captcha the browser is to solve and attach (controller.md §7 "Radar session"), when the sandbox requires one. */
  readonly passive_captcha: ReturnType<typeof passiveCaptcha>
}

/** Whether the browser attached a captcha token to the session: a fraud signal the provider keeps to itself. */
interface RadarSessionHidden {
  readonly captchaAttached: boolean
}

// POST /v1/radar_sessions: takes the browser's ids (muid, guid, sid) and other hints, and ignores them.
const create = (context: Context) => ok(context.store.put<RadarSession, RadarSessionHidden>(Kind.radarSession, {
  id: newId('rse'), object: 'radar.session', livemode: false, passive_captcha: passiveCaptcha(context),
}, { captchaAttached: false }))

/**
 * POST /v1/radar_sessions/:id/attach_hcaptcha_token { hcaptcha_token }: the token of the captcha
 * the session announced, spent here (a token is good for one call); the session's own answer.
 */
const attachCaptchaToken = (context: Context) => {
  const params = context.params.only([...commonParams, 'hcaptcha_token'])
  const row = context.store.get<RadarSession, RadarSessionHidden>(Kind.radarSession, context.path.id!)
  if (row === undefined) throw ApiError.missing('radar session', context.path.id!)
  spendCaptchaToken(context.store, params.requiredString('hcaptcha_token'), 'hcaptcha_token')
  return ok(context.store.put<RadarSession, RadarSessionHidden>(Kind.radarSession, row.body, { captchaAttached: true }))
}

/** Radar sessions: created by the browser, which then attaches the captcha token the session asks for. */
export const radarSessionRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/radar_sessions', access: 'publishable', handle: create },
  { method: 'POST', pattern: '/v1/radar_sessions/:id/attach_hcaptcha_token', access: 'publishable', handle: attachCaptchaToken },
]
