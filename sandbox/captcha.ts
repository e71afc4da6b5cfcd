import { ApiError } from './ApiError.ts'
import { newId, now } from './ids.ts'
import { commonParams, type Reader } from './params.ts'
import { ok, type Context, type Route } from './router.ts'
import { Kind, type Store } from './Store.ts'

/**
 * The site key of the sandbox's passive captcha: hCaptcha's published test site key. There is no
 * captcha provider offline, so the sandbox plays it: it hands out tokens and checks them.
 */
export const captchaSiteKey = '10000000-ffff-ffff-ffff-000000000001'

/**
 * The site key of Link's own captcha, which its sign-up answers (the elements session's
 * `link_hcaptcha_site_key` under requireCaptcha): hCaptcha's second published test site key.
 */
export const linkCaptchaSiteKey = '20000000-ffff-ffff-ffff-000000000002'

const siteKeys: ReadonlyArray<string> = [captchaSiteKey, linkCaptchaSiteKey]

/** The `passive_captcha` an elements session, wallet config or radar session announces. */
export const passiveCaptcha = (context: Context): { readonly site_key: string; readonly rqdata: null } | null =>
  context.requireCaptcha ? { site_key: captchaSiteKey, rqdata: null } : null

interface CaptchaToken {
  readonly id: string
  readonly site_key: string
  readonly created: number
}

/**
 * Whether a call spent the token already (like the provider's, a token is good for one call), and
 * for a visible challenge's token, the key it was answered with (`ekey`), which must come with it.
 */
interface CaptchaTokenHidden {
  readonly used: boolean
  readonly ekey?: string
}

/** A new token for `siteKey` (and the `ekey` a visible challenge answers beside it), unspent. */
export const issueCaptchaToken = (store: Store, siteKey: string, ekey?: string): string =>
  store.put<CaptchaToken, CaptchaTokenHidden>(Kind.captchaToken, { id: newId('hcaptcha_test'), site_key: siteKey, created: now() }, { used: false, ...(ekey === undefined ? {} : { ekey }) }).id

// The provider's side of a passive challenge: every challenge for the sandbox's site key passes.
const solve = (context: Context) => {
  const params = context.params.only([...commonParams, 'site_key', 'rqdata'])
  const siteKey = params.requiredString('site_key')
  if (!siteKeys.includes(siteKey)) {
    throw ApiError.invalidRequest(`Unknown captcha site key '${siteKey}'. The sandbox's captcha answers for ${siteKeys.join(' and ')}.`, { code: 'resource_missing', param: 'site_key' })
  }
  return ok({ object: 'captcha_token', token: issueCaptchaToken(context.store, siteKey), site_key: siteKey })
}

/** POST /v1/sandbox/captcha { site_key, rqdata? } -> { token }: the stand-in for hCaptcha's passive challenge. */
export const captchaRoutes: readonly Route[] = [{ method: 'POST', pattern: '/v1/sandbox/captcha', access: 'publishable', handle: solve }]

const captchaParam = 'radar_options[hcaptcha_token]'

/**
 * Spends the captcha token a call carries in `param`, or refuses the call when it has none, or one
 * the sandbox's captcha did not hand out, or one spent already. Runs in the call's transaction: a
 * refused call spends nothing.
 */
export const spendCaptchaToken = (store: Store, token: string | undefined, param: string, ekey?: { readonly value: string | undefined; readonly param: string }, siteKey: string = captchaSiteKey): void => {
  if (token === undefined) {
    throw ApiError.invalidRequest(
      `This call needs a captcha token: the sandbox runs with requireCaptcha. Pass ${param}, from POST /v1/sandbox/captcha with site_key ${captchaSiteKey}.`,
      { code: 'captcha_required', param },
    )
  }
  const row = store.get<CaptchaToken, CaptchaTokenHidden>(Kind.captchaToken, token)
  if (row === undefined || row.hidden.used) {
    const why = row === undefined ? "is not one the sandbox's captcha handed out" : 'was used already; a token is good for one call'
    throw ApiError.invalidRequest(`The captcha token '${token}' ${why}.`, { code: 'captcha_invalid', param })
  }
  if (row.body.site_key !== siteKey) {
    throw ApiError.invalidRequest(`The captcha token '${token}' answers the site key ${row.body.site_key}; this call needs one of ${siteKey}.`, { code: 'captcha_invalid', param })
  }
  // A visible challenge's answer is its token and its key together.
  if (ekey !== undefined && (row.hidden.ekey === undefined || row.hidden.ekey !== ekey.value)) {
    throw ApiError.invalidRequest(`The captcha answer's key does not go with the token '${token}': pass the challenge_response_ekey the challenge answered with it.`, { code: 'captcha_invalid', param: ekey.param })
  }
  store.put<CaptchaToken, CaptchaTokenHidden>(Kind.captchaToken, row.body, { ...row.hidden, used: true })
}

/** Spends the token of a captcha-gated call (controller.md §5 lists the gated actions), in `radar_options[hcaptcha_token]`. */
export const verifyCaptcha = (store: Store, params: Reader): void =>
  spendCaptchaToken(store, params.hash('radar_options')?.string('hcaptcha_token'), captchaParam)
