/**
 * Pricing tables (`prctbl_...`): an ordered list of payment links, each shown with a name and a
 * description, whose buttons open checkout for one of them. The provider's are made in its
 * dashboard; the sandbox's with the secret key (`POST /v1/pricing_tables`, sandbox only). A
 * shopper's page reads one and opens checkout with the publishable key, as the customer of a
 * customer session that enables the pricing table, if it names one.
 */
import { ApiError } from '../ApiError.ts'
import type { FormHash } from '../formBody.ts'
import { newId, now } from '../ids.ts'
import { commonParams, reader } from '../params.ts'
import { ok, type Context, type Route } from '../router.ts'
import { Kind } from '../Store.ts'
import { checkoutForLink, customerOfEmbed, loadPaymentLink } from './paymentLinks.ts'

/** One column of the table: a link, what the table calls it, and its price (the link's total). */
export interface PricingTableItem {
  readonly payment_link: string
  readonly name: string
  readonly description: string | null
  readonly currency: string
  readonly amount: number
}

export interface PricingTable {
  readonly id: string
  readonly object: 'pricing_table'
  readonly items: readonly PricingTableItem[]
  readonly created: number
  readonly livemode: false
}

/** As many products as the provider's table shows side by side. */
const maxItems = 4

const create = (context: Context) => {
  const params = context.params.only([...commonParams, 'items'])
  const raw = params.raw('items')
  const list = Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw) : undefined
  if (list === undefined || list.length === 0) throw ApiError.missingParam('items')
  if (list.length > maxItems) throw ApiError.invalidRequest(`A pricing table shows at most ${maxItems} items.`, { param: 'items' })
  const items = list.map((entry, index): PricingTableItem => {
    if (typeof entry !== 'object' || Array.isArray(entry)) throw ApiError.invalidRequest(`Invalid items[${index}]: must be a hash`, { param: `items[${index}]` })
    const item = reader(entry as FormHash, `items[${index}]`).only(['payment_link', 'name', 'description'])
    const link = loadPaymentLink(context, item.requiredString('payment_link'), item.name('payment_link')).body
    return {
      payment_link: link.id,
      // The link's first product names the column unless the table names it.
      name: item.string('name') ?? link.line_items.data[0]!.description,
      description: item.string('description') ?? null,
      currency: link.currency,
      amount: link.line_items.data.reduce((sum, line) => sum + line.amount_total, 0),
    }
  })
  const table: PricingTable = { id: newId('prctbl'), object: 'pricing_table', items, created: now(), livemode: false }
  return ok(context.store.put<PricingTable, null>(Kind.pricingTable, table, null))
}

const loadTable = (context: Context): PricingTable => {
  const row = context.store.get<PricingTable, null>(Kind.pricingTable, context.path.id!)
  if (row === undefined) throw ApiError.missing('pricing table', context.path.id!)
  return row.body
}

/** /v1/pricing_tables: the sandbox's create; the pricing table's read and checkout. */
export const pricingTableRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/pricing_tables', access: 'secret', handle: create },
  {
    method: 'GET', pattern: '/v1/pricing_tables/:id', access: 'publishable',
    handle: (context) => {
      const params = context.params.only([...commonParams, 'customer_session_client_secret'])
      // Refused as the table loads, so the shopper is not shown buttons that cannot open checkout.
      customerOfEmbed(context, params, 'pricing_table')
      return ok(loadTable(context))
    },
  },
  {
    method: 'POST', pattern: '/v1/pricing_tables/:id/checkout', access: 'publishable',
    handle: (context) => {
      const params = context.params.only([...commonParams, 'payment_link', 'customer_session_client_secret'])
      const table = loadTable(context)
      const customer = customerOfEmbed(context, params, 'pricing_table')
      const link = params.requiredString('payment_link')
      if (!table.items.some((item) => item.payment_link === link)) {
        throw ApiError.invalidRequest(`The payment link ${link} is not in the pricing table ${table.id}.`, { code: 'resource_missing', param: 'payment_link' })
      }
      return checkoutForLink(context, link, 'payment_link', customer)
    },
  },
]
