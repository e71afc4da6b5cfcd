import { ApiError } from '../ApiError.ts'
import { storePaymentMethod } from '../confirm.ts'
import type { FormHash } from '../formBody.ts'
import { confirmableStatuses, kindOf, loadIntent, paymentIntentKind, render, saveIntent, setupIntentKind, unexpectedState, type Intent, type IntentKind } from '../intents.ts'
import { requireSecret } from '../keys.ts'
import { linkPermissions, loadLinkSession, openLinkSession, requireInstitution, type LinkedAccount, type LinkPermission } from '../linkSessions.ts'
import { commonParams, reader, type Reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { searchInstitutions } from '../testInstitutions.ts'

/** GET /v1/bank_search?query=...: the test institutions whose name contains the query (all for none). */
const bankSearch = (context: Context) => {
  const params = context.params.only([...commonParams, 'query', 'limit'])
  const limit = params.integer('limit', 1, 100) ?? 10
  const data = searchInstitutions(params.string('query') ?? '').slice(0, limit).map(({ id, name, routing_number }) => ({ id, name, routing_number }))
  return ok({ object: 'list', data, has_more: false, url: '/v1/bank_search' })
}

/** The institution a call names (`institution=fcinst_...`), if it names one. */
const institutionParam = (params: Reader) => {
  const id = params.string('institution')
  return id === undefined ? undefined : requireInstitution(id, 'institution')
}

/**
 * The permissions a call asks for (`permissions[]`): each one the provider knows, and
 * `payment_method` among them, since the account pays; undefined when none are given.
 */
const permissionsParam = (params: Reader): readonly LinkPermission[] | undefined => {
  const given = params.strings('permissions')
  if (given === undefined) return undefined
  const known: readonly string[] = linkPermissions
  const unknown = given.find((permission) => !known.includes(permission))
  if (unknown !== undefined) throw ApiError.invalidRequest(`Invalid permissions[]: ${JSON.stringify(unknown)} is not one of ${linkPermissions.join(', ')}.`, { code: 'parameter_invalid_string', param: 'permissions' })
  if (!given.includes('payment_method')) throw ApiError.invalidRequest('permissions[] must include payment_method: the account linked pays.', { code: 'parameter_invalid_string', param: 'permissions' })
  return [...new Set(given as readonly LinkPermission[])]
}

/**
 * POST /v1/link_account_sessions: a session on its own, for the payment element, whose payment
 * method is created at confirm; `institution` when the shopper already picked their bank;
 * `permissions[]` what the bank shares (the authorisation page lists them).
 */
const openForElement = (context: Context) => {
  const params = context.params.only([...commonParams, 'institution', 'permissions'])
  return ok(openLinkSession(context.store, context.baseUrl, { intent: null, billing_details: null, institution: institutionParam(params), permissions: permissionsParam(params) }))
}

/**
 * POST /v1/{payment,setup}_intents/:id/link_account_sessions (collectBankAccountForPayment and
 * ...ForSetup): a session for the intent, with the payment method data its account will be created
 * with: `payment_method_data[type]=us_bank_account` and the account holder's
 * `[billing_details][name]` (required), `[email]`.
 */
const openForIntent = (kind: IntentKind) => (context: Context) => {
  const params = context.params.only([...commonParams, 'client_secret', 'payment_method_data', 'institution'])
  const intent = loadIntent(context, kind)
  if (!confirmableStatuses.includes(intent.status)) throw unexpectedState(intent, 'collect a bank account for', 'given one', confirmableStatuses)
  const data = params.hash('payment_method_data')?.only(['type', 'billing_details'])
  if (data?.oneOf('type', ['us_bank_account']) === undefined) throw ApiError.missingParam('payment_method_data[type]')
  if (!intent.payment_method_types.includes('us_bank_account')) {
    throw ApiError.invalidRequest(`This ${kind.name} does not accept us_bank_account (its payment_method_types are ${intent.payment_method_types.join(', ')}).`, { code: `${kind.object}_invalid_parameter`, param: 'payment_method_data[type]' })
  }
  const billing = data.hash('billing_details')?.only(['name', 'email', 'phone', 'address'])
  if (billing?.string('name') === undefined) throw ApiError.missingParam('payment_method_data[billing_details][name]')
  const billingDetails = data.raw('billing_details') as FormHash
  return ok(openLinkSession(context.store, context.baseUrl, { intent: { id: intent.id, object: intent.object }, billing_details: billingDetails, institution: institutionParam(params) }))
}

/** GET /v1/link_account_sessions/:id: the session, to the holder of its client secret (or a secret key). */
const retrieve = (context: Context) => {
  const params = context.params.only([...commonParams, 'client_secret'])
  const session = loadLinkSession(context.store, context.path.id!).body
  if (context.apiKey.kind === 'publishable' && params.string('client_secret') !== session.client_secret) {
    throw ApiError.missing('financial_connections.session', session.id)
  }
  return ok(session)
}

/**
 * POST /v1/{payment,setup}_intents/:id/link_account_sessions/:session/attach: the account the
 * shopper linked becomes the intent's us_bank_account payment method (with the session's billing
 * details), and the intent waits for confirmation. A session of another intent is a 404; one not
 * linked (pending or canceled) a 400.
 */
const attach = (kind: IntentKind) => (context: Context) => {
  const params = context.params.only([...commonParams, 'client_secret'])
  const intent = loadIntent(context, kind)
  const row = loadLinkSession(context.store, context.path.session!, 'session')
  if (row.hidden.intent?.id !== intent.id) throw ApiError.missing('financial_connections.session', row.id, 'session')
  const account: LinkedAccount | undefined = row.body.accounts.data[0]
  if (row.body.status !== 'succeeded' || account === undefined) {
    throw ApiError.invalidRequest(`The shopper has not linked an account in this session (status ${row.body.status}): collect a bank account again.`, { code: 'financial_connections_session_incomplete', param: 'session' })
  }
  if (!confirmableStatuses.includes(intent.status)) throw unexpectedState(intent, 'attach a bank account to', 'given one', confirmableStatuses)
  const method = storePaymentMethod(context.store, reader({
    type: 'us_bank_account',
    us_bank_account: { financial_connections_account: account.id },
    ...(row.hidden.billing_details === null ? {} : { billing_details: row.hidden.billing_details }),
  }))
  const waiting: Intent = { ...intent, status: 'requires_confirmation', payment_method: method.id, next_action: null, [kindOf(intent).lastError]: null }
  return ok(render(context.store, saveIntent(context.store, waiting), params.strings('expand')))
}

/** GET /v1/financial_connections/accounts/:id (secret key): a linked account. */
const retrieveAccount = (context: Context) => {
  requireSecret(context.apiKey)
  context.params.only([...commonParams])
  const row = context.store.get<LinkedAccount, unknown>(Kind.linkedAccount, context.path.id!)
  if (row === undefined) throw ApiError.missing('financial_connections.account', context.path.id!)
  return ok(row.body)
}

/** The bank search, linking sessions and linked accounts (Financial Connections in test mode). */
export const financialConnectionsRoutes: readonly Route[] = [
  { method: 'GET', pattern: '/v1/bank_search', access: 'publishable', handle: bankSearch },
  { method: 'POST', pattern: '/v1/link_account_sessions', access: 'publishable', handle: openForElement },
  { method: 'GET', pattern: '/v1/link_account_sessions/:id', access: 'publishable', handle: retrieve },
  ...[paymentIntentKind, setupIntentKind].flatMap((kind): Route[] => [
    { method: 'POST', pattern: `/v1/${kind.object}s/:id/link_account_sessions`, access: 'publishable', handle: openForIntent(kind) },
    { method: 'POST', pattern: `/v1/${kind.object}s/:id/link_account_sessions/:session/attach`, access: 'publishable', handle: attach(kind) },
  ]),
  { method: 'GET', pattern: '/v1/financial_connections/accounts/:id', access: 'secret', handle: retrieveAccount },
]
