import { apiLimits } from '../../core/generated/limits.generated.ts'
import { passiveCaptcha } from '../captcha.ts'
import { consumerInfo } from '../link/consumerInfo.ts'
import { ok, type Route } from '../router.ts'

const unavailable = { payment_request_button: false } as const

/**
 * POST /v1/elements/wallet-config (no browser wallet is available in the sandbox; `consumer_info`
 * is the Link consumer of a verified `consumer_session_client_secret`, `token` always null; it
 * answers after apiLimits.testWalletConfigDelay). It takes the client's other hints and ignores
 * them, and announces the passive captcha when the sandbox requires one. Radar sessions are
 * radarSessions.ts's.
 */
export const walletConfigRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: '/v1/elements/wallet-config',
    access: 'publishable',
    // A test-mode wallet config answers after 200 ms (wallet.md §9), as a live one takes its time.
    prepare: () => new Promise((done) => setTimeout(done, apiLimits.testWalletConfigDelay)),
    handle: (context) => ok({
      apple_pay_available: { ...unavailable, token_notification_url: null },
      apple_pay_later_available: unavailable,
      google_pay_available: unavailable,
      verified_payment_methods_on_domain: [],
      is_override: false,
      experiments: { elements_session_id: context.params.string('elements_session_id') ?? null, elements_assignment_id: context.params.string('elements_assignment_id') ?? null },
      consumer_info: consumerInfo(context.store, context.params.string('consumer_session_client_secret')),
      token: null,
      passive_captcha: passiveCaptcha(context),
    }),
  },
]
