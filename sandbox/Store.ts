import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** The kinds of object the sandbox keeps. */
export const Kind = {
  /** The sandbox merchant's branding (one row, the account's id: its logo): sandbox/accountSettings.ts. */
  accountSettings: 'account_settings',
  /** A captcha an intent's confirm must pass (`cch_...`), owned by the intent: sandbox/captchaChallenge.ts. */
  captchaChallenge: 'captcha_challenge',
  captchaToken: 'captcha_token',
  /** The sandbox merchant's card settings (one row, the account's id): sandbox/cardSettings.ts. */
  cardSettings: 'card_settings',
  charge: 'charge',
  /** A checkout session (`cs_test_...`): its line items, version and checksum hidden (api/checkoutSessions.ts). */
  checkoutSession: 'checkout_session',
  confirmationToken: 'confirmation_token',
  customer: 'customer',
  customerSession: 'customer_session',
  /** An elements session the sandbox answered (its id, script id and page host): api/elementsSessions.ts. */
  elementsSession: 'elements_session',
  /** What a deleted customer leaves: its id answers `{ id, object: 'customer', deleted: true }`, as the provider's does. */
  deletedCustomer: 'deleted_customer',
  /** What an ephemeral key grants, keyed by its secret (`ek_test_...`), owned by its customer: sandbox/ephemeralKeys.ts. */
  ephemeralKey: 'ephemeral_key',
  /** The browser's ids (muid, guid, sid) an object was created with, owned by it: sandbox/browserIds.ts. */
  browserIds: 'browser_ids',
  /** A report of the SDK's own unexpected error (`errr_...`): sandbox/api/errorReports.ts. */
  errorReport: 'error_report',
  /** A nonce pair an ephemeral key may be bound to, keyed by its public nonce: sandbox/ephemeralKeys.ts. */
  ephemeralKeyNonce: 'ephemeral_key_nonce',
  event: 'event',
  /** What a wallet's popup approved in the page (a PayPal order or billing agreement, a Klarna confirmation token), one-use: api/expressApprovals.ts. */
  expressApproval: 'express_approval',
  /** The arms the sandbox assigns elements sessions in experiments (one row, the account's id): sandbox/experimentAssignments.ts. */
  experimentAssignments: 'experiment_assignments',
  /** The billing fields the sandbox requires of the account's methods (one row, the account's id): sandbox/paymentMethodSpecs.ts. */
  paymentMethodSpecs: 'payment_method_specs',
  /** An FX quote (`fxq_...`): its rates locked until `lock_expires_at` (sandbox/fxQuotes.ts). */
  fxQuote: 'fx_quote',
  /** An invoice (`in_...`), its lines in its body: api/invoices.ts. */
  invoice: 'invoice',
  /** An issued card (`ic_...`), its number, CVC and PIN hidden, owned by its cardholder: sandbox/issuing.ts. */
  issuingCard: 'issuing.card',
  /** A cardholder of the merchant's card programme (`ich_...`): sandbox/issuing.ts. */
  issuingCardholder: 'issuing.cardholder',
  /** A bank account linked through the bank search and authorisation (`fca_...`): linkSessions.ts. */
  linkedAccount: 'financial_connections_account',
  /** A session of linking a bank account (`fcsess_...`), owned by the intent it was opened for. */
  linkSession: 'financial_connections_session',
  /** A Link wallet consumer (`csmr_...`): sandbox/link/consumers.ts. */
  linkConsumer: 'link_consumer',
  /** A Link consumer's session, keyed by its client secret (`cscs_...`), owned by the consumer. */
  linkConsumerSession: 'link_consumer_session',
  /** A card saved to a Link consumer (`csmrpd_...`), owned by the consumer. */
  linkPaymentDetails: 'link_payment_details',
  /** A Link consumer's passkey, keyed by its WebAuthn credential id, owned by the consumer. */
  linkPasskey: 'link_passkey',
  /** A shipping address saved to a Link consumer (`csmrsa_...`), owned by the consumer. */
  linkShippingAddress: 'link_shipping_address',
  /** The sandbox merchant's Link sign-up incentive for a payment method type (keyed by the type): sandbox/link/incentives.ts. */
  linkIncentiveCampaign: 'link_incentive_campaign',
  /** The payment context a Link consumer shared for an elements session (keyed by consumer and session): sandbox/link/sessionContext.ts. */
  linkSessionContext: 'link_session_context',
  /** The sandbox merchant's Link settings (one row, the account's id): sandbox/link/merchantLinkSettings.ts. */
  linkSettings: 'link_settings',
  /** An entry of the Link wallet's funnel log, sent by its logger frame: sandbox/link/funnelLogs.ts. */
  linkFunnelLog: 'link_funnel_log',
  mandate: 'mandate',
  /** A payment link (`plink_...`), its line items as given hidden (api/paymentLinks.ts). */
  paymentLink: 'payment_link',
  /** A pricing table (`prctbl_...`): its payment links, named (api/pricingTables.ts). */
  pricingTable: 'pricing_table',
  paymentIntent: 'payment_intent',
  paymentMethod: 'payment_method',
  /** A browser's radar session (`rse_...`), and whether a captcha token was attached to it: api/radarSessions.ts. */
  radarSession: 'radar_session',
  /** A payment method configuration (`pmc_...`): sandbox/api/paymentMethodConfigurations.ts. */
  paymentMethodConfiguration: 'payment_method_configuration',
  authorization: 'authorization',
  refund: 'refund',
  setupIntent: 'setup_intent',
  /** A change due later (a bank debit settling, a voucher paid or expired): settlements.ts applies it when due. */
  settlement: 'settlement',
  /** A legacy card source (`src_...`), its card and outcome hidden as a token's: api/sources.ts. */
  source: 'source',
  token: 'token',
  webhookEndpoint: 'webhook_endpoint',
} as const
export type Kind = (typeof Kind)[keyof typeof Kind]

/** An object as stored: what the API shows (`body`), what only the sandbox knows (`hidden`), and its owner. */
export interface Row<Body, Hidden> {
  readonly id: string
  readonly body: Body
  readonly hidden: Hidden
  readonly parent: string | null
}

/** A page of a list call (newest first), by the provider's cursor parameters. */
export interface ListQuery {
  /** Only objects owned by this parent (a customer's payment methods). */
  readonly parent?: string
  /** Only objects whose top-level body fields meet these conditions (`{ customer: 'cus_...' }`). */
  readonly where?: Readonly<Record<string, FieldCondition>>
  readonly limit: number
  /** The page after this object (older ones), or before it (newer ones); ids of the same kind. */
  readonly startingAfter?: string
  readonly endingBefore?: string
}

/**
 * What a top-level body field must be: equal to a value; a text matching one of `patterns`, where
 * `*` stands for any text (`payment_intent.*`); or a number within a range.
 */
export type FieldCondition = string | number | boolean | { readonly patterns: readonly string[] } | NumberRange

/** The provider's range filter (`created[gte]=...`): every bound given must hold. */
export interface NumberRange {
  readonly gt?: number
  readonly gte?: number
  readonly lt?: number
  readonly lte?: number
}

/** One page and whether the list goes on beyond it in the direction read. */
export interface ListPage<Body, Hidden> {
  readonly rows: readonly Row<Body, Hidden>[]
  readonly hasMore: boolean
}

/** A response kept for an idempotency key. */
export interface StoredResponse {
  readonly fingerprint: string
  readonly status: number
  readonly body: string
}

/**
 * Where a webhook delivery stands: `pending` until the endpoint answers 2xx (`succeeded`), the
 * attempts run out (`failed`), or the endpoint is deleted or disabled first (`canceled`).
 */
export type DeliveryState = 'pending' | 'succeeded' | 'failed' | 'canceled'

/** One POST of an event to an endpoint: when, and the HTTP status it got or why it got none. */
export interface DeliveryAttempt {
  /** Milliseconds since the epoch. */
  readonly at: number
  readonly status: number | null
  readonly error: string | null
}

/** One event owed to one webhook endpoint, with every attempt made to deliver it. */
export interface WebhookDelivery {
  readonly id: string
  readonly event: string
  readonly endpoint: string
  readonly state: DeliveryState
  /** While pending: when the next attempt may start (milliseconds since the epoch); otherwise null. */
  readonly dueAt: number | null
  readonly attempts: readonly DeliveryAttempt[]
  /** Milliseconds since the epoch. */
  readonly created: number
}

/** How a delivery moves on: its new state and due time, and the attempt that moved it, if one did. */
export interface DeliveryChange {
  readonly state: DeliveryState
  readonly dueAt: number | null
  readonly attempt?: DeliveryAttempt
}

/**
 * The sandbox's state in one SQLite file: objects as JSON documents, and the idempotency keys.
 * Every mutating request runs inside `transaction`, so a check-then-write (is this intent still
 * confirmable?) is atomic even with several sandboxes on one file.
 */
export class Store {
  readonly #db: DatabaseSync
  /** Whether the open transaction queued a webhook delivery, and who hears once it is committed. */
  #deliveriesAdded = false
  #onDeliveriesQueued: () => void = () => undefined

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true })
    this.#db = new DatabaseSync(join(dataDir, 'sandbox.db'), { timeout: 5000 })
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      CREATE TABLE IF NOT EXISTS objects (
        id TEXT PRIMARY KEY, kind TEXT NOT NULL, parent TEXT, body TEXT NOT NULL, hidden TEXT NOT NULL, created INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS objects_parent ON objects (kind, parent);
      CREATE TABLE IF NOT EXISTS idempotency (
        api_key TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL,
        created INTEGER NOT NULL, PRIMARY KEY (api_key, key)
      );
      CREATE TABLE IF NOT EXISTS webhook_deliveries (
        id TEXT PRIMARY KEY, event TEXT NOT NULL, endpoint TEXT NOT NULL, state TEXT NOT NULL, due_at INTEGER,
        attempts TEXT NOT NULL, created INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (state, due_at);
      CREATE INDEX IF NOT EXISTS webhook_deliveries_endpoint ON webhook_deliveries (endpoint, created);
    `)
  }

  /** Runs `work` in one write transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      this.#db.exec('COMMIT')
      if (this.#deliveriesAdded) this.#onDeliveriesQueued()
      return result
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    } finally {
      this.#deliveriesAdded = false
    }
  }

  /** Calls `listener` after each committed transaction that queued webhook deliveries (the delivery loop's wake). */
  onDeliveriesQueued(listener: () => void): void {
    this.#onDeliveriesQueued = listener
  }

  get<Body, Hidden>(kind: Kind, id: string): Row<Body, Hidden> | undefined {
    const row = this.#db.prepare('SELECT id, parent, body, hidden FROM objects WHERE id = ? AND kind = ?').get(id, kind)
    return row === undefined ? undefined : parse<Body, Hidden>(row)
  }

  /** The objects of a kind owned by `parent` (a customer's payment methods, an intent's charges), oldest first. */
  children<Body, Hidden>(kind: Kind, parent: string): readonly Row<Body, Hidden>[] {
    return this.#db.prepare('SELECT id, parent, body, hidden FROM objects WHERE kind = ? AND parent = ? ORDER BY created, rowid').all(kind, parent).map((row) => parse<Body, Hidden>(row))
  }

  /**
   * A page of the objects of a kind, newest first (creation order, never changed by an update).
   * A cursor that is not an object of this kind gives undefined.
   */
  list<Body, Hidden>(kind: Kind, query: ListQuery): ListPage<Body, Hidden> | undefined {
    const filters = ['kind = ?']
    const values: Array<string | number> = [kind]
    if (query.parent !== undefined) {
      filters.push('parent = ?')
      values.push(query.parent)
    }
    for (const [field, condition] of Object.entries(query.where ?? {})) {
      if (!/^[a-z_]+$/.test(field)) throw new Error(`Store.list: ${field} is not a field name`)
      const sql = fieldFilter(`json_extract(body, '$.${field}')`, condition)
      filters.push(sql.filter)
      values.push(...sql.values)
    }
    const cursorId = query.startingAfter ?? query.endingBefore
    const newer = query.startingAfter === undefined && query.endingBefore !== undefined
    if (cursorId !== undefined) {
      const cursor = this.#db.prepare('SELECT created, rowid FROM objects WHERE id = ? AND kind = ?').get(cursorId, kind)
      if (cursor === undefined) return undefined
      filters.push(newer ? '(created, rowid) > (?, ?)' : '(created, rowid) < (?, ?)')
      values.push(Number(cursor.created), Number(cursor.rowid))
    }
    const order = newer ? 'created ASC, rowid ASC' : 'created DESC, rowid DESC'
    const found = this.#db.prepare(`SELECT id, parent, body, hidden FROM objects WHERE ${filters.join(' AND ')} ORDER BY ${order} LIMIT ?`)
      .all(...values, query.limit + 1).map((row) => parse<Body, Hidden>(row))
    const page = found.slice(0, query.limit)
    return { rows: newer ? page.reverse() : page, hasMore: found.length > query.limit }
  }

  /** Deletes an object; whether there was one. */
  delete(kind: Kind, id: string): boolean {
    return Number(this.#db.prepare('DELETE FROM objects WHERE id = ? AND kind = ?').run(id, kind).changes) > 0
  }

  /** Inserts or replaces an object. */
  put<Body extends { readonly id: string }, Hidden>(kind: Kind, body: Body, hidden: Hidden, parent: string | null = null): Body {
    this.#db.prepare(`
      INSERT INTO objects (id, kind, parent, body, hidden, created) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET parent = excluded.parent, body = excluded.body, hidden = excluded.hidden
    `).run(body.id, kind, parent, JSON.stringify(body), JSON.stringify(hidden ?? null), Date.now())
    return body
  }

  idempotent(apiKey: string, key: string): StoredResponse | undefined {
    const row = this.#db.prepare('SELECT fingerprint, status, body FROM idempotency WHERE api_key = ? AND key = ?').get(apiKey, key)
    return row === undefined ? undefined : { fingerprint: String(row.fingerprint), status: Number(row.status), body: String(row.body) }
  }

  remember(apiKey: string, key: string, response: StoredResponse): void {
    this.#db.prepare('INSERT INTO idempotency (api_key, key, fingerprint, status, body, created) VALUES (?, ?, ?, ?, ?, ?)')
      .run(apiKey, key, response.fingerprint, response.status, response.body, Date.now())
  }

  /** Owes `event` to `endpoint`, due at once. */
  addDelivery(id: string, event: string, endpoint: string): void {
    this.#deliveriesAdded = true
    const created = Date.now()
    this.#db.prepare("INSERT INTO webhook_deliveries (id, event, endpoint, state, due_at, attempts, created) VALUES (?, ?, ?, 'pending', ?, '[]', ?)")
      .run(id, event, endpoint, created, created)
  }

  /**
   * Claims up to `limit` pending deliveries due by `now`: each becomes due again only at
   * `claimedUntil`, so no other loop on this file (nor this one) starts it meanwhile, and one whose
   * sandbox died mid-attempt is taken up again after a restart. One statement, so atomic.
   */
  claimDueDeliveries(now: number, claimedUntil: number, limit: number): readonly WebhookDelivery[] {
    return this.#db.prepare(`
      UPDATE webhook_deliveries SET due_at = ?
      WHERE id IN (SELECT id FROM webhook_deliveries WHERE state = 'pending' AND due_at <= ? ORDER BY due_at LIMIT ?)
      RETURNING id, event, endpoint, state, due_at, attempts, created
    `).all(claimedUntil, now, limit).map(parseDelivery)
  }

  /** When the earliest pending delivery is due (milliseconds since the epoch), if any is pending. */
  nextDeliveryDue(): number | undefined {
    const row = this.#db.prepare("SELECT MIN(due_at) AS due FROM webhook_deliveries WHERE state = 'pending'").get()
    return row?.due === null || row?.due === undefined ? undefined : Number(row.due)
  }

  /** Moves a delivery on, keeping the attempt that moved it after the earlier ones. */
  updateDelivery(id: string, change: DeliveryChange): void {
    this.#db.prepare(`
      UPDATE webhook_deliveries SET state = $state, due_at = $dueAt,
        attempts = CASE WHEN $attempt IS NULL THEN attempts ELSE json_insert(attempts, '$[#]', json($attempt)) END
      WHERE id = $id
    `).run({ state: change.state, dueAt: change.dueAt, attempt: change.attempt === undefined ? null : JSON.stringify(change.attempt), id })
  }

  /** An endpoint's deliveries, newest first, of one event if `event` is given. */
  deliveries(endpoint: string, limit: number, event?: string): readonly WebhookDelivery[] {
    return this.#db.prepare(`
      SELECT id, event, endpoint, state, due_at, attempts, created FROM webhook_deliveries
      WHERE endpoint = $endpoint AND ($event IS NULL OR event = $event) ORDER BY created DESC, rowid DESC LIMIT $limit
    `).all({ endpoint, event: event ?? null, limit }).map(parseDelivery)
  }

  close(): void {
    this.#db.close()
  }
}

const parseDelivery = (row: Record<string, unknown>): WebhookDelivery => ({
  id: String(row.id),
  event: String(row.event),
  endpoint: String(row.endpoint),
  state: String(row.state) as DeliveryState,
  dueAt: row.due_at === null ? null : Number(row.due_at),
  attempts: JSON.parse(String(row.attempts)) as DeliveryAttempt[],
  created: Number(row.created),
})

const rangeOperators = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

/** A GLOB pattern matching `pattern` with only `*` as a wildcard (GLOB's `?` and `[` taken literally). */
const globOf = (pattern: string): string => pattern.replace(/[?[]/g, (character) => `[${character}]`)

/** The SQL condition (with its values) that `value` meets `condition`. */
const fieldFilter = (value: string, condition: FieldCondition): { readonly filter: string; readonly values: ReadonlyArray<string | number> } => {
  if (typeof condition !== 'object') return { filter: `${value} = ?`, values: [typeof condition === 'boolean' ? Number(condition) : condition] }
  if ('patterns' in condition) {
    // No pattern matches nothing, as an empty IN list would.
    if (condition.patterns.length === 0) return { filter: '0', values: [] }
    return { filter: `(${condition.patterns.map(() => `${value} GLOB ?`).join(' OR ')})`, values: condition.patterns.map(globOf) }
  }
  const bounds = Object.entries(rangeOperators).filter(([bound]) => condition[bound as keyof NumberRange] !== undefined)
  if (bounds.length === 0) return { filter: '1', values: [] }
  return { filter: bounds.map(([, operator]) => `${value} ${operator} ?`).join(' AND '), values: bounds.map(([bound]) => condition[bound as keyof NumberRange]!) }
}

const parse = <Body, Hidden>(row: Record<string, unknown>): Row<Body, Hidden> => ({
  id: String(row.id),
  parent: row.parent === null ? null : String(row.parent),
  body: JSON.parse(String(row.body)) as Body,
  hidden: JSON.parse(String(row.hidden)) as Hidden,
})
