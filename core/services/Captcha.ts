import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import { ApiClient, type ApiClientService } from '../api/ApiClient.ts'
import { ApiError } from '../api/ApiError.ts'
import { isCaptchaGated, makePassiveCaptcha, withCaptchaToken, type CaptchaGatedAction, type RadarParams } from '../controller/captcha.ts'

/** A passive captcha as the provider announces it (`passive_captcha: { site_key, rqdata }`, controller.md §3). */
export interface PassiveCaptchaConfig {
  /** The captcha provider's site key. */
  readonly siteKey: string
  /** Data the provider binds the challenge to, when it sends some. */
  readonly rqdata?: string
}

/** The passive captcha's timing; tests shorten it. */
export interface PassiveCaptchaTiming {
  /** Milliseconds after which the captcha starts by itself. @default 500 */
  readonly delay?: number
  /** @default globalThis.setTimeout */
  readonly setTimeout?: (callback: () => void, ms: number) => unknown
}

export interface CaptchaService {
  /**
   * The token a gated action's call carries. None when no captcha is configured, the action is
   * not gated, or the captcha failed: the call then goes ahead without it and the provider decides.
   */
  readonly token: (action: string) => Effect.Effect<string | undefined>
}

/**
 * The passive challenge, answered by the captcha provider. There is no hCaptcha offline, so the
 * provider is the sandbox's stand-in (`POST /v1/sandbox/captcha`), reached through the API client.
 * Also what a radar session asks for (its own `passive_captcha`, controller.md §7).
 */
export const solvePassiveChallenge = (api: ApiClientService, config: PassiveCaptchaConfig): Effect.Effect<string, ApiError> =>
  api.post<{ readonly token?: unknown } | null>('sandbox/captcha', { body: { site_key: config.siteKey, rqdata: config.rqdata } }).pipe(
    Effect.flatMap((answer) => typeof answer?.token === 'string' && answer.token !== ''
      ? Effect.succeed(answer.token)
      : Effect.fail(new ApiError({ type: 'unexpected_error', message: 'The captcha provider answered without a token.' }))),
  )

/**
 * A passive captcha that starts once, on the first gated call or after `delay` ms (controller.md
 * §4), and solves its first challenge then, so the shopper's first payment does not wait for it.
 * A token is spent by one call, as the provider's are; later calls solve a new challenge.
 */
export const makeCaptchaPassive = (config: PassiveCaptchaConfig, timing: PassiveCaptchaTiming = {}): Effect.Effect<CaptchaService, never, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const next = (): Promise<string> => Effect.runPromise(solvePassiveChallenge(api, config))
    let prepared: Promise<string> | undefined
    const passive = makePassiveCaptcha({
      ...timing,
      init: async () => {
        prepared = next()
        await prepared
      },
    })
    const take = async (): Promise<string | undefined> => {
      try {
        await passive.ensure()
        const token = prepared ?? next()
        prepared = undefined
        return await token
      } catch {
        return undefined
      }
    }
    return { token: (action) => (isCaptchaGated(action) ? Effect.promise(take) : Effect.succeed(undefined)) }
  })

/** The captcha that protects the calls of captcha-gated actions (controller.md §5). */
export class Captcha extends Context.Service<Captcha, CaptchaService>()('payloom/Captcha') {}

/** No captcha configured: calls carry no token. */
export const captchaNone: CaptchaService = { token: () => Effect.succeed(undefined) }

// Module values rather than static members, so that a bundle without them leaves effect's Layer out.

/** No captcha, as a layer: `captchaNone`. */
export const captchaLayerNone: Layer.Layer<Captcha> = /* @__PURE__ */ Layer.succeed(Captcha, captchaNone)

/** The provider's passive captcha, as a layer: `makeCaptchaPassive`, started once per build. */
export const captchaLayerPassive = (config: PassiveCaptchaConfig, timing?: PassiveCaptchaTiming): Layer.Layer<Captcha, never, ApiClient> =>
  Layer.effect(Captcha, makeCaptchaPassive(config, timing))

/** A fixed token for every gated action, for tests of what the calls carry. */
export const captchaLayerTest = (token: string): Layer.Layer<Captcha> =>
  Layer.succeed(Captcha, { token: (action) => Effect.succeed(isCaptchaGated(action) ? token : undefined) })

/** A gated action's params with the captcha's token as `radar_options[hcaptcha_token]`, when there is one. */
export const withCaptcha = <Params extends RadarParams>(action: CaptchaGatedAction, params: Params): Effect.Effect<Params, never, Captcha> =>
  Captcha.use((captcha) => Effect.map(captcha.token(action), (token) => withCaptchaToken(action, params, token)))
