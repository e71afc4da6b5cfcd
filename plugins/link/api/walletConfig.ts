import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { arrayOf, isRecord, optional, retryPolicies, string, type ApiClient, type Guard } from 'payloom/methods'
import { consumerInfo, read, redactedPaymentDetails } from './answers.ts'
import { consumerRequest } from './call.ts'
import type { CallOptions, ConsumerInfo, RedactedPaymentDetails } from './types.ts'

/** What the wallet config is asked with (wallet.md §7). */
export interface WalletConfigRequest extends CallOptions {
  readonly stripeJsId?: string
  readonly elementsAssignmentId?: string
  /** The host of the page the elements are on, and of its top window. */
  readonly referrerHost?: string
  readonly topLevelReferrerHost?: string
  /** Whether a link authentication element is on the page. */
  readonly linkAuthentication?: boolean
  readonly onBehalfOf?: string
  readonly amount?: number
  readonly currency?: string
}

/** The wallet config's consumer: as a lookup answers it, with the auth session's secret and the consumer's saved details (wallet.md §3 "Consumer info"). */
export type WalletConsumerInfo = ConsumerInfo & { readonly redacted_payment_details: ReadonlyArray<RedactedPaymentDetails> }

const walletConsumerInfo = ((value: unknown) => consumerInfo(value) && arrayOf(redactedPaymentDetails)((value as Readonly<Record<string, unknown>>).redacted_payment_details)) as Guard<WalletConsumerInfo>

/** POST elements/wallet-config's answer, as the wallet reads it. */
export interface WalletConfig {
  /** The consumer of the secret sent; null for no verified session. */
  readonly consumer_info: WalletConsumerInfo | null
  /** The provider's token for the wallet; the sandbox gives none and nothing reads it. */
  readonly token: string | null
}

/**
 * POST elements/wallet-config: for `clientSecret`, its consumer (`consumer_info`). Retried twice on
 * fetch errors (wallet.md §9).
 */
export const fetchWalletConfig = (clientSecret: string, request: WalletConfigRequest = {}): Effect.Effect<WalletConfig, ApiError, ApiClient> =>
  consumerRequest('post', 'elements/wallet-config', {
    consumer_session_client_secret: clientSecret,
    stripe_js_id: request.stripeJsId,
    elements_session_id: request.sessionId,
    elements_assignment_id: request.elementsAssignmentId,
    referrer_host: request.referrerHost,
    top_level_referrer_host: request.topLevelReferrerHost,
    request_surface: request.surface,
    link_authentication: request.linkAuthentication,
    on_behalf_of: request.onBehalfOf,
    amount: request.amount,
    currency: request.currency,
  }, retryPolicies.walletConfig).pipe(
    Effect.flatMap(read('wallet config', (answer: unknown): answer is { consumer_info?: WalletConsumerInfo | null; token?: string | null } =>
      isRecord(answer) && optional(walletConsumerInfo)(answer.consumer_info) && optional(string)(answer.token))),
    Effect.map((answer) => ({ consumer_info: answer.consumer_info ?? null, token: answer.token ?? null })),
  )

/** The wallet configs a page keeps (`walletConfigCache`). */
export interface WalletConfigCache {
  /** The config of this payment for the consumer of `clientSecret`: asked once, then kept. */
  readonly get: (clientSecret: string, request?: WalletConfigRequest) => Effect.Effect<WalletConfig, ApiError, ApiClient>
  /**
   * A logout (controller.md §4 "Link logout"): every config kept loses its consumer_info and token,
   * and a fetch under way keeps nothing.
   */
  readonly forgetConsumer: () => void
  /** The configs kept now. */
  readonly configs: () => ReadonlyArray<WalletConfig>
}

/**
 * Wallet configs cached by on-behalf-of, amount and currency (wallet.md §7): the same payment asks
 * once for the same consumer; another secret (another consumer, or the same one signed in again)
 * asks again. A failed fetch is not kept.
 */
export const walletConfigCache = (): WalletConfigCache => {
  const kept = new Map<string, { readonly secret: string | undefined; readonly config: WalletConfig }>()
  let logouts = 0
  return {
    get: (clientSecret, request = {}) => Effect.suspend(() => {
      const key = JSON.stringify([request.onBehalfOf ?? null, request.amount ?? null, request.currency ?? null])
      const cached = kept.get(key)
      if (cached?.secret === clientSecret) return Effect.succeed(cached.config)
      const before = logouts
      // A config asked before a logout answered after it: its consumer is gone, so it is not kept.
      return fetchWalletConfig(clientSecret, request).pipe(Effect.tap((config) => Effect.sync(() => {
        if (before === logouts) kept.set(key, { secret: clientSecret, config })
      })))
    }),
    forgetConsumer: () => {
      logouts += 1
      for (const [key, { config }] of kept) kept.set(key, { secret: undefined, config: { ...config, consumer_info: null, token: null } })
    },
    configs: () => [...kept.values()].map(({ config }) => config),
  }
}
