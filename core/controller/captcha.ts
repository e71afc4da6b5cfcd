import { apiLimits } from '../generated/limits.generated.ts'
import type { FormParams, FormValue } from '../api/ApiClient.ts'

/** The actions whose provider call carries a captcha token when one is available (controller.md §5). */
export const captchaGatedActions = [
  'tokenize',
  'create_source',
  'create_payment_method',
  'create_confirmation_token',
  'confirm_payment_intent',
  'confirm_setup_intent',
  'link_sign_up',
  'update_payment_intent',
] as const
export type CaptchaGatedAction = (typeof captchaGatedActions)[number]

const gated: ReadonlySet<unknown> = new Set(captchaGatedActions)

/** Whether an action's call must carry the captcha token. */
export const isCaptchaGated = (action: unknown): action is CaptchaGatedAction => gated.has(action)

/** Params that may already hold radar options of their own. */
export type RadarParams = FormParams & { readonly radar_options?: { readonly [key: string]: FormValue } }

/**
 * The params of an action's call with the captcha token added as `radar_options[hcaptcha_token]`,
 * keeping any other radar options. Actions that are not gated, and a missing or empty token (the
 * captcha failed or never loaded: the call goes ahead without it), leave the params unchanged.
 */
export const withCaptchaToken = <Params extends RadarParams>(action: string, params: Params, token: string | undefined): Params =>
  isCaptchaGated(action) && token ? { ...params, radar_options: { ...params.radar_options, hcaptcha_token: token } } : params

/** Starts the passive captcha once per page (controller.md §4). */
export interface PassiveCaptcha {
  /** Initialises the captcha unless it already is (or is on its way); settles when it is ready. */
  readonly ensure: () => Promise<void>
}

export interface PassiveCaptchaOptions {
  /** Loads and starts the captcha. */
  readonly init: () => Promise<void> | void
  /** Milliseconds after which the captcha initialises by itself. @default 500 */
  readonly delay?: number
  /** The timer to use; injected by tests. @default globalThis.setTimeout */
  readonly setTimeout?: (callback: () => void, ms: number) => unknown
}

/**
 * A passive captcha that initialises on the first `ensure()` or after `delay` ms, whichever comes
 * first, and never twice. A failed initialisation is forgotten so that the next `ensure()` tries
 * again; the failure reaches whoever called `ensure()`, while the timer's own attempt stays silent.
 */
export const makePassiveCaptcha = (options: PassiveCaptchaOptions): PassiveCaptcha => {
  const { init, delay = apiLimits.passiveCaptchaInitDelay, setTimeout = globalThis.setTimeout } = options
  let ready: Promise<void> | undefined
  const ensure = (): Promise<void> => {
    ready ??= new Promise<void>((resolve) => resolve(init())).catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }
  setTimeout(() => void ensure().catch(() => {}), delay)
  return { ensure }
}
