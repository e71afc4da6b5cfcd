import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** The kinds of object the sandbox keeps. */
export const Kind = {
  captchaToken: 'captcha_token',
  charge: 'charge',
  confirmationToken: 'confirmation_token',
  customer: 'customer',
  customerSession: 'customer_session',
  /** What a deleted customer leaves: its id answers `{ id, object: 'customer', deleted: true }`, as the provider's does. */
  deletedCustomer: 'deleted_customer',
  event: 'event',
  paymentIntent: 'payment_intent',
  paymentMethod: 'payment_method',
  authorization: 'authorization',
  refund: 'refund',
  setupIntent: 'setup_intent',
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
  /** Only objects whose top-level body fields equal these values (`{ customer: 'cus_...' }`). */
  readonly where?: Readonly<Record<string, string | number | boolean>>
  readonly limit: number
  /** The page after this object (older ones), or before it (newer ones); ids of the same kind. */
  readonly startingAfter?: string
  readonly endingBefore?: string
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
 * The sandbox's state in one SQLite file: objects as JSON documents, and the idempotency keys.
 * Every mutating request runs inside `transaction`, so a check-then-write (is this intent still
 * confirmable?) is atomic even with several sandboxes on one file.
 */
export class Store {
  readonly #db: DatabaseSync

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
    `)
  }

  /** Runs `work` in one write transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      this.#db.exec('COMMIT')
      return result
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    }
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
    for (const [field, value] of Object.entries(query.where ?? {})) {
      if (!/^[a-z_]+$/.test(field)) throw new Error(`Store.list: ${field} is not a field name`)
      filters.push(`json_extract(body, '$.${field}') = ?`)
      values.push(typeof value === 'boolean' ? Number(value) : value)
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

  close(): void {
    this.#db.close()
  }
}

const parse = <Body, Hidden>(row: Record<string, unknown>): Row<Body, Hidden> => ({
  id: String(row.id),
  parent: row.parent === null ? null : String(row.parent),
  body: JSON.parse(String(row.body)) as Body,
  hidden: JSON.parse(String(row.hidden)) as Hidden,
})
