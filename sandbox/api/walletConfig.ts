import { apiLimits } from '../../core/generated/limits.generated.ts'
import { passiveCaptcha } from '../captcha.ts'
import { consumerInfo } from '../link/consumerInfo.ts'
import { ok, type Route } from '../router.ts'

/** Every test-mode page may offer Apple Pay and Google Pay: where the browser has no wallet, the test sheet stands in. */
const offered = { payment_request_button: true } as const

/**
 * POST /v1/elements/wallet-config (Apple Pay and Google Pay offered to every page; `consumer_info`
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
      apple_pay_available: { ...offered, token_notification_url: null },
      apple_pay_later_available: { payment_request_button: false },
      google_pay_available: offered,
      verified_payment_methods_on_domain: [],
      is_override: false,
      experiments: { elements_session_id: context.params.string('elements_session_id') ?? null, elements_assignment_id: context.params.string('elements_assignment_id') ?? null },
      consumer_info: consumerInfo(context.store, context.params.string('consumer_session_client_secret')),
      token: null,
      passive_captcha: passiveCaptcha(context),
    }),
  },
]
