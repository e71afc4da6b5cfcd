import * as Effect from 'effect/Effect'
import { ApiClient } from '../api/ApiClient.ts'
import { ApiError } from '../api/ApiError.ts'
import { retryPolicies } from '../api/retryPolicies.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { IntentType } from '../intent/intentType.ts'
import { arrayOf, oneOf, string, struct, type Guarded } from '../json/guards.ts'
import type { BankPermission, LinkedBankAccount } from '../plugin/bankLinking.ts'
import { Browser } from '../services/Browser.ts'
import { intentPath } from './nextAction.ts'

/**
 * Linking a US bank account through the provider (its Financial Connections): the bank search,
 * and the session whose authorisation page the shopper completes in a modal frame on the
 * provider's origin. The payment element's search and collectBankAccountForPayment share it.
 */

const unreadable = (what: string) => new ApiError({ type: 'unexpected_error', message: `The ${what} response is not an object the SDK understands.` })

const searchAnswer = struct({ data: arrayOf(struct({ id: string, name: string })) })

/** The provider's banks whose name matches the shopper's text (GET /v1/bank_search). */
export const searchBanks = (query: string): Effect.Effect<ReadonlyArray<{ readonly id: string; readonly name: string }>, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const answer = yield* api.get('bank_search', { query: { query } })
    if (!searchAnswer(answer)) return yield* Effect.fail(unreadable('bank search'))
    return answer.data.map(({ id, name }) => ({ id, name }))
  })

const linkedAccountAnswer = struct({ id: string, institution_name: string, last4: string, subcategory: string })
const sessionAnswer = struct({
  id: string,
  client_secret: string,
  hosted_auth_url: string,
  status: oneOf(['pending', 'succeeded', 'canceled']),
  accounts: struct({ data: arrayOf(linkedAccountAnswer) }),
})
type LinkSession = Guarded<typeof sessionAnswer>

const readSession = (answer: unknown): Effect.Effect<LinkSession, ApiError> =>
  sessionAnswer(answer) ? Effect.succeed(answer) : Effect.fail(unreadable('bank account session'))

/**
 * Where a session is opened: for an element (a bank already picked, and what else the bank shares,
 * its plugin's `bankLinkPermissions`), or for an intent (with the holder's details).
 */
export type LinkSessionFor =
  | { readonly kind: 'element'; readonly institution: string; readonly permissions?: ReadonlyArray<BankPermission> }
  | { readonly kind: 'intent'; readonly type: IntentType; readonly id: string; readonly clientSecret: string; readonly paymentMethodData: Readonly<Record<string, unknown>> }

/** How linking ended: with the account the shopper linked (and the session's id), or cancelled at the provider. */
export type BankLinkOutcome =
  | { readonly kind: 'linked'; readonly session: string; readonly account: LinkedBankAccount }
  | { readonly kind: 'canceled'; readonly session: string }

const openSession = (opening: LinkSessionFor) =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const answer = opening.kind === 'element'
      ? yield* api.post('link_account_sessions', { body: { institution: opening.institution, permissions: ['payment_method', ...opening.permissions ?? []] }, retry: retryPolicies.mutation })
      : yield* api.post(`${intentPath[opening.type]}/${opening.id}/link_account_sessions`, {
        body: { client_secret: opening.clientSecret, payment_method_data: opening.paymentMethodData as never },
        retry: retryPolicies.mutation,
      })
    return yield* readSession(answer)
  })

/**
 * Opens a session, shows the provider's authorisation page in a modal frame (in isolated hosting
 * the merchant's page shows it, asked by the controller frame) until the shopper links an account
 * there or cancels, then reads how the session ended.
 */
export const linkBankAccount = (opening: LinkSessionFor): Effect.Effect<BankLinkOutcome, ApiError | IntegrationError, ApiClient | Browser> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const browser = yield* Browser
    const opened = yield* openSession(opening)
    yield* browser.authenticate({ kind: 'bank_account_link', url: opened.hosted_auth_url })
    const ended = yield* readSession(yield* api.get(`link_account_sessions/${opened.id}`, { query: { client_secret: opened.client_secret } }))
    const account = ended.accounts.data[0]
    if (ended.status !== 'succeeded' || account === undefined) return { kind: 'canceled', session: ended.id } as const
    return { kind: 'linked', session: ended.id, account: { id: account.id, institution: account.institution_name, last4: account.last4, subcategory: account.subcategory } } as const
  })
