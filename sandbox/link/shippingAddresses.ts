/**
 * POST /v1/consumers/shipping_addresses (save), /list, /:id (set the default) and DELETE /:id, for
 * a verified consumer session. The first address saved is the default; when the default is
 * removed, the newest remaining one becomes it.
 */
import { ApiError } from '../ApiError.ts'
import { newId } from '../ids.ts'
import { ok, type Context, type Reply, type Route } from '../router.ts'
import { Kind, type Row, type Store } from '../Store.ts'
import { readShippingAddress, type Address } from './address.ts'
import { consumerCallParams, signedIn } from './consumerSessions.ts'
import { defaultFirst, refuseUnsettingDefault, settleDefault } from './defaults.ts'

export interface ShippingAddress {
  /** `csmrsa_...` */
  readonly id: string
  readonly is_default: boolean
  readonly address: Address
}

type AddressRow = Row<ShippingAddress, null>

/** A consumer's addresses, the default first, then newest first. */
export const shippingAddresses = (store: Store, consumerId: string): readonly ShippingAddress[] =>
  defaultFirst<ShippingAddress, null>(store, Kind.linkShippingAddress, consumerId).map((row) => row.body)

const addressOfPath = (context: Context, consumerId: string): AddressRow => {
  const row = context.store.get<ShippingAddress, null>(Kind.linkShippingAddress, context.path.id!)
  if (row === undefined || row.parent !== consumerId) throw ApiError.missing('shipping address', context.path.id!)
  return row
}

// The consumer's default address: `id`, or the newest one when none is.
const settleDefaultAddress = (store: Store, consumerId: string, id?: string): void =>
  settleDefault<ShippingAddress, null>(store, Kind.linkShippingAddress, consumerId, id)

/** Saves an address for a consumer (the seed's, or a create call's). */
export const saveShippingAddress = (store: Store, consumerId: string, address: Address, isDefault: boolean): ShippingAddress => {
  const body: ShippingAddress = { id: newId('csmrsa'), is_default: false, address }
  store.put<ShippingAddress, null>(Kind.linkShippingAddress, body, null, consumerId)
  settleDefaultAddress(store, consumerId, isDefault ? body.id : undefined)
  return store.get<ShippingAddress, null>(Kind.linkShippingAddress, body.id)!.body
}

const create = (context: Context): Reply => {
  const params = context.params.only([...consumerCallParams, 'address', 'is_default'])
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  const address = readShippingAddress(params.hash('address'), 'address')
  return ok({ shipping_address: saveShippingAddress(context.store, consumer.id, address, params.boolean('is_default') ?? false) })
}

const list = (context: Context): Reply => {
  const params = context.params.only(consumerCallParams)
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  return ok({ shipping_addresses: shippingAddresses(context.store, consumer.id) })
}

const update = (context: Context): Reply => {
  const params = context.params.only([...consumerCallParams, 'is_default'])
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  const row = addressOfPath(context, consumer.id)
  const isDefault = params.boolean('is_default')
  refuseUnsettingDefault(row, isDefault, 'address')
  if (isDefault === true) settleDefaultAddress(context.store, consumer.id, row.id)
  return ok({ shipping_address: addressOfPath(context, consumer.id).body })
}

const remove = (context: Context): Reply => {
  const params = context.params.only(consumerCallParams)
  const { consumer } = signedIn(context.store, params, { verifiedOnly: true })
  const row = addressOfPath(context, consumer.id)
  context.store.delete(Kind.linkShippingAddress, row.id)
  settleDefaultAddress(context.store, consumer.id)
  return ok({ deleted: true, id: row.id })
}

/** The shipping address calls; list comes before `:id`, which would match it too. */
export const shippingAddressRoutes: readonly Route[] = [
  { method: 'POST', pattern: '/v1/consumers/shipping_addresses', access: 'publishable', handle: create },
  { method: 'POST', pattern: '/v1/consumers/shipping_addresses/list', access: 'publishable', handle: list },
  { method: 'POST', pattern: '/v1/consumers/shipping_addresses/:id', access: 'publishable', handle: update },
  { method: 'DELETE', pattern: '/v1/consumers/shipping_addresses/:id', access: 'publishable', handle: remove },
]
