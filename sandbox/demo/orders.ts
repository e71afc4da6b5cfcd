import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * Where an order stands in the shop's own books. Only the provider's webhook moves it past
 * `awaiting_payment`: a return page or a browser saying "paid" proves nothing.
 */
export type OrderStatus = 'awaiting_payment' | 'paid' | 'payment_failed' | 'canceled'

export interface Order {
  readonly id: string
  readonly description: string
  readonly amount: number
  readonly currency: string
  /** The payment intent paying for it. */
  readonly paymentIntent: string
  readonly status: OrderStatus
}

/** A new order's id, which the payment intent carries in its metadata before the order is booked. */
export const newOrderId = (): string => `order_${randomBytes(8).toString('hex')}`

/** The webhook endpoint the shop registered with the provider, and its signing secret. */
export interface ShopEndpoint {
  readonly id: string
  readonly url: string
  readonly secret: string
}

/** The demo shop's records (its SQLite file `shop.db`), apart from the provider's. */
export interface ShopRecords {
  /** Books an order once the provider has made the payment intent that pays for it. */
  readonly createOrder: (order: Omit<Order, 'status'> & { readonly paymentIntent: string }) => Order
  /** Moves the order its payment intent pays for; false when no order has that intent, or it is paid (a paid order stays paid). */
  readonly setStatusByIntent: (paymentIntent: string, status: OrderStatus) => boolean
  readonly orderByIntent: (paymentIntent: string) => Order | undefined
  readonly endpoint: () => ShopEndpoint | undefined
  readonly saveEndpoint: (endpoint: ShopEndpoint) => void
  readonly close: () => void
}

type SqlRow = Readonly<Record<string, unknown>>

const toOrder = (row: SqlRow): Order => ({
  id: String(row.id),
  description: String(row.description),
  amount: Number(row.amount),
  currency: String(row.currency),
  paymentIntent: String(row.payment_intent),
  status: String(row.status) as OrderStatus,
})

export const openShopRecords = (dataDir: string): ShopRecords => {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(join(dataDir, 'shop.db'), { timeout: 5000 })
  db.exec(`
    PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS orders (
      id TEXT PRIMARY KEY, description TEXT NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL,
      payment_intent TEXT NOT NULL UNIQUE, status TEXT NOT NULL, created INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS webhook_endpoint (only INTEGER PRIMARY KEY CHECK (only = 1), id TEXT NOT NULL, url TEXT NOT NULL, secret TEXT NOT NULL);
  `)
  return {
    createOrder: (fields) => {
      const order: Order = { ...fields, status: 'awaiting_payment' }
      db.prepare('INSERT INTO orders (id, description, amount, currency, payment_intent, status, created) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(order.id, order.description, order.amount, order.currency, fields.paymentIntent, order.status, Date.now())
      return order
    },
    // Deliveries can come out of order (a retried failure after the success): paid is final.
    setStatusByIntent: (paymentIntent, status) =>
      Number(db.prepare("UPDATE orders SET status = ? WHERE payment_intent = ? AND status != 'paid'").run(status, paymentIntent).changes) > 0,
    orderByIntent: (paymentIntent) => {
      const row = db.prepare('SELECT * FROM orders WHERE payment_intent = ?').get(paymentIntent)
      return row === undefined ? undefined : toOrder(row)
    },
    endpoint: () => {
      const row = db.prepare('SELECT id, url, secret FROM webhook_endpoint').get()
      return row === undefined ? undefined : { id: String(row.id), url: String(row.url), secret: String(row.secret) }
    },
    saveEndpoint: ({ id, url, secret }) => {
      db.prepare('INSERT INTO webhook_endpoint (only, id, url, secret) VALUES (1, ?, ?, ?) ON CONFLICT (only) DO UPDATE SET id = excluded.id, url = excluded.url, secret = excluded.secret')
        .run(id, url, secret)
    },
    close: () => db.close(),
  }
}
