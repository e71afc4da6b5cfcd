/**
 * Linking a US bank account through the provider's bank search and authorisation (Financial
 * Connections): a session the SDK opens, which the shopper completes on the authorisation page by
 * picking a test institution and one of its test accounts, or cancels. Linking makes a
 * `financial_connections.account` (`fca_...`) that a us_bank_account payment method is created
 * with; both live in the store, so they survive a restart.
 */
import { randomBytes } from 'node:crypto'
import { ApiError } from './ApiError.ts'
import { newId, now } from './ids.ts'
import type { Intent } from './intents.ts'
import type { FormHash } from './formBody.ts'
import { Kind, type Row, type Store } from './Store.ts'
import { institutionById, testBankAccounts, type TestBankAccount, type TestInstitution } from './testInstitutions.ts'

/**
 * What a session may ask the bank to share (the provider's Financial Connections permissions):
 * the account's details for payments, always asked, and what else the merchant asks for.
 */
export const linkPermissions = ['payment_method', 'balances', 'transactions', 'ownership'] as const
export type LinkPermission = (typeof linkPermissions)[number]

/** An account's balance, shared with the `balances` permission. */
export interface LinkedBalance {
  readonly as_of: number
  readonly cash: { readonly available: Readonly<Record<string, number>> }
  readonly current: Readonly<Record<string, number>>
  readonly type: 'cash'
}

/** A linked account, as the provider's `financial_connections.account`. */
export interface LinkedAccount {
  readonly id: string
  readonly object: 'financial_connections.account'
  readonly account_holder: null
  /** With `balances`: the test account's balance (10,000.00 USD); else null. */
  readonly balance: LinkedBalance | null
  /** With `balances`: when the balance was last fetched; else null. */
  readonly balance_refresh: { readonly last_attempted_at: number; readonly status: 'succeeded' } | null
  readonly category: 'cash'
  readonly created: number
  readonly display_name: string
  readonly institution_name: string
  readonly last4: string
  readonly livemode: false
  /** With `ownership`: the id of the account's ownership details (`fcaowns_...`); else null. */
  readonly ownership: string | null
  readonly ownership_refresh: { readonly last_attempted_at: number; readonly status: 'succeeded' } | null
  readonly permissions: readonly LinkPermission[]
  readonly status: 'active'
  /** With `transactions`: the account's transactions are kept up to date (`['transactions']`); else none. */
  readonly subscriptions: readonly 'transactions'[]
  readonly transaction_refresh: { readonly id: string; readonly last_attempted_at: number; readonly status: 'succeeded' } | null
  readonly subcategory: TestBankAccount['subcategory']
  readonly supported_payment_method_types: readonly ['us_bank_account']
}

/** What only the sandbox knows of a linked account: the numbers a payment from it debits. */
export interface LinkedAccountHidden {
  readonly routing_number: string
  readonly account_number: string
}

export type LinkSessionStatus = 'pending' | 'succeeded' | 'canceled'

/** A session, as the provider's `financial_connections.session`, with where the shopper completes it. */
export interface LinkSession {
  readonly id: string
  readonly object: 'financial_connections.session'
  readonly client_secret: string
  readonly accounts: { readonly object: 'list'; readonly data: readonly LinkedAccount[]; readonly has_more: false; readonly url: '/v1/financial_connections/accounts' }
  readonly filters: { readonly countries: readonly ['US'] }
  readonly livemode: false
  readonly permissions: readonly LinkPermission[]
  readonly status: LinkSessionStatus
  /** The test institution picked: in the payment element's search before the page opens, or on the page. */
  readonly institution: string | null
  /** The authorisation page on the provider's origin. */
  readonly hosted_auth_url: string
  readonly created: number
}

/** What only the sandbox keeps of a session: the intent it was opened for, and the billing details (as given) its payment method takes. */
export interface LinkSessionHidden {
  readonly intent: { readonly id: string; readonly object: Intent['object'] } | null
  readonly billing_details: FormHash | null
}

/** Every test account's balance, in cents, shared with the `balances` permission. */
const testBalance = 1_000_000

const sessionSecret = (id: string): string => `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, '')}`

/** The institution an id names, or a 400 naming `param`. */
export const requireInstitution = (id: string, param: string): TestInstitution => {
  const institution = institutionById(id)
  if (institution === undefined) throw ApiError.invalidRequest(`No such institution: '${id}'. GET /v1/bank_search lists the test institutions.`, { code: 'resource_missing', param })
  return institution
}

/**
 * Opens a session, for an intent or on its own, with the institution the shopper already picked if
 * any, asking the bank for `permissions` (`payment_method` alone when none are given).
 */
export const openLinkSession = (
  store: Store,
  baseUrl: string,
  opening: LinkSessionHidden & { readonly institution: TestInstitution | undefined; readonly permissions?: readonly LinkPermission[] },
): LinkSession => {
  const id = newId('fcsess')
  const session: LinkSession = {
    id,
    object: 'financial_connections.session',
    client_secret: sessionSecret(id),
    accounts: { object: 'list', data: [], has_more: false, url: '/v1/financial_connections/accounts' },
    filters: { countries: ['US'] },
    livemode: false,
    permissions: opening.permissions ?? ['payment_method'],
    status: 'pending',
    institution: opening.institution?.id ?? null,
    hosted_auth_url: `${baseUrl}/link/authorize/${id}`,
    created: now(),
  }
  return store.put<LinkSession, LinkSessionHidden>(Kind.linkSession, session, { intent: opening.intent, billing_details: opening.billing_details }, opening.intent?.id ?? null)
}

/** A session by id, or a 404 naming `param`. */
export const loadLinkSession = (store: Store, id: string, param = 'id'): Row<LinkSession, LinkSessionHidden> => {
  const row = store.get<LinkSession, LinkSessionHidden>(Kind.linkSession, id)
  if (row === undefined) throw ApiError.missing('financial_connections.session', id, param)
  return row
}

const save = (store: Store, row: Row<LinkSession, LinkSessionHidden>, session: LinkSession): LinkSession =>
  store.put<LinkSession, LinkSessionHidden>(Kind.linkSession, session, row.hidden, row.parent)

const requirePending = (session: LinkSession): void => {
  if (session.status !== 'pending') {
    throw ApiError.invalidRequest(`This session is already ${session.status}: open a new one to link another account.`, { code: 'financial_connections_session_completed' })
  }
}

/** The shopper picks a bank on the authorisation page (or goes back to the list, with none). */
export const pickInstitution = (store: Store, id: string, institution: TestInstitution | undefined): LinkSession => {
  const row = loadLinkSession(store, id)
  requirePending(row.body)
  return save(store, row, { ...row.body, institution: institution?.id ?? null })
}

/**
 * The shopper links one of the picked bank's test accounts: the session succeeds with a new linked
 * account. A bank that is down links nothing: a 400 with its outage.
 */
export const linkAccount = (store: Store, id: string, accountId: string): LinkSession => {
  const row = loadLinkSession(store, id)
  requirePending(row.body)
  if (row.body.institution === null) throw ApiError.missingParam('institution')
  const institution = requireInstitution(row.body.institution, 'institution')
  if (institution.outage !== undefined) throw ApiError.invalidRequest(`${institution.name}: ${institution.outage}`, { code: 'institution_unavailable', param: 'institution' })
  const test = testBankAccounts.find((account) => account.id === accountId)
  if (test === undefined) throw ApiError.invalidRequest(`Invalid account: must be one of ${testBankAccounts.map((account) => account.id).join(', ')}.`, { code: 'parameter_invalid_string', param: 'account' })
  const linkedAt = now()
  const asked = (permission: LinkPermission): boolean => row.body.permissions.includes(permission)
  const refreshed = { last_attempted_at: linkedAt, status: 'succeeded' } as const
  const account: LinkedAccount = {
    id: newId('fca'),
    object: 'financial_connections.account',
    account_holder: null,
    balance: asked('balances') ? { as_of: linkedAt, cash: { available: { usd: testBalance } }, current: { usd: testBalance }, type: 'cash' } : null,
    balance_refresh: asked('balances') ? refreshed : null,
    category: 'cash',
    created: linkedAt,
    display_name: test.display_name,
    institution_name: institution.name,
    last4: test.account_number.slice(-4),
    livemode: false,
    ownership: asked('ownership') ? newId('fcaowns') : null,
    ownership_refresh: asked('ownership') ? refreshed : null,
    permissions: row.body.permissions,
    status: 'active',
    subscriptions: asked('transactions') ? ['transactions'] : [],
    subcategory: test.subcategory,
    transaction_refresh: asked('transactions') ? { id: newId('fctxnref'), ...refreshed } : null,
    supported_payment_method_types: ['us_bank_account'],
  }
  store.put<LinkedAccount, LinkedAccountHidden>(Kind.linkedAccount, account, { routing_number: test.routing_number, account_number: test.account_number }, id)
  return save(store, row, { ...row.body, status: 'succeeded', accounts: { ...row.body.accounts, data: [account] } })
}

/** The shopper cancels: the session ends with nothing linked. */
export const cancelLinkSession = (store: Store, id: string): LinkSession => {
  const row = loadLinkSession(store, id)
  requirePending(row.body)
  return save(store, row, { ...row.body, status: 'canceled' })
}

/** A linked account by id, or a 400 naming `param` (a payment method's `financial_connections_account`). */
export const loadLinkedAccount = (store: Store, id: string, param: string): Row<LinkedAccount, LinkedAccountHidden> => {
  const row = store.get<LinkedAccount, LinkedAccountHidden>(Kind.linkedAccount, id)
  if (row === undefined) throw ApiError.invalidRequest(`No such financial_connections.account: '${id}'`, { code: 'resource_missing', param })
  return row
}
