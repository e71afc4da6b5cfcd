import * as Effect from 'effect/Effect'
import { ApiClient } from '../../api/ApiClient.ts'
import { retryPolicies } from '../../api/retryPolicies.ts'
import { isRecord } from '../../json/guards.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'

/** What the wallet config says of the browser wallets the provider lets this page offer (controller.md §3 "Wallet config response"). */
export interface WalletSupport {
  readonly apple_pay: boolean
  readonly google_pay: boolean
}

/** The wallets a wallet config answer lets the page offer: each `<wallet>_available.payment_request_button`. */
export const walletSupportOf = (answer: unknown): WalletSupport => {
  const offered = (key: string): boolean => {
    const part = isRecord(answer) ? answer[key] : undefined
    return isRecord(part) && part.payment_request_button === true
  }
  return { apple_pay: offered('apple_pay_available'), google_pay: offered('google_pay_available') }
}

/**
 * The group's wallet config for its payment (POST elements/wallet-config, retried as
 * retryPolicies.walletConfig), asked once and kept by on-behalf-of, amount and currency (controller.md
 * §3 "Caches"), in what the group's elements share. Undefined when the call failed: a config error,
 * which hides Apple Pay while the other wallets stay available (controller.md §4 "Wallet availability").
 */
export const walletSupport = (context: ElementContext): Promise<WalletSupport | undefined> => {
  const session = context.session
  const key = `walletConfig:${JSON.stringify([session?.onBehalfOf ?? null, session?.amount ?? null, session?.currency ?? null])}`
  const kept = context.groupShared?.get(key) as Promise<WalletSupport | undefined> | undefined
  if (kept !== undefined) return kept
  const asked = context.runApi(Effect.flatMap(ApiClient, (api) => api.post('elements/wallet-config', {
    // Every field the call names (controller.md §7 "Wallet config retrieve").
    body: {
      stripe_js_id: context.page?.jsId,
      referrer_host: context.page?.host,
      top_level_referrer_host: context.page?.topLevelHost,
      link_authentication: context.mountedElements?.().includes('linkAuthentication') ?? false,
      elements_session_id: session?.sessionId,
      elements_assignment_id: session?.assignmentId,
      on_behalf_of: session?.onBehalfOf,
      amount: session?.amount,
      currency: session?.currency,
      request_surface: 'web_elements',
    },
    retry: retryPolicies.walletConfig,
  }))).then(walletSupportOf, () => undefined)
  context.groupShared?.set(key, asked)
  return asked
}

/**
 * Why the provider's wallet config hides a wallet, or undefined when it does not: a config error
 * hides apple_pay only; an answer hides apple_pay and google_pay where it does not offer them.
 */
export const configReasonOf = (type: string, support: WalletSupport | undefined): 'domain_unregistered_or_backend_filtered' | undefined => {
  if (type !== 'apple_pay' && type !== 'google_pay') return undefined
  if (support === undefined) return type === 'apple_pay' ? 'domain_unregistered_or_backend_filtered' : undefined
  return support[type] ? undefined : 'domain_unregistered_or_backend_filtered'
}
