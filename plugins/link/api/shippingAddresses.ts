import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { arrayOf, type ApiClient } from 'payloom/methods'
import { deleted, field, read, shippingAddress } from './answers.ts'
import { consumerRequest } from './call.ts'
import { credentialsParam, withCredentials } from './credentials.ts'
import { apiAddress } from './normalize.ts'
import { hints } from './sessions.ts'
import type { Address, CallOptions, Credentials, Deleted, ShippingAddress } from './types.ts'

/** POST consumers/shipping_addresses: saves an address (its country with AC and TA as SH). */
export const createShippingAddress = (credentials: Credentials, address: Address, isDefault?: boolean): Effect.Effect<ShippingAddress, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/shipping_addresses', { ...credentialsParam(secret), address: apiAddress(address), is_default: isDefault }))
    .pipe(Effect.flatMap(field('shipping address create', 'shipping_address', shippingAddress)))

/** POST consumers/shipping_addresses/list: the default first. */
export const listShippingAddresses = (credentials: Credentials, options: CallOptions = {}): Effect.Effect<ReadonlyArray<ShippingAddress>, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', 'consumers/shipping_addresses/list', { ...credentialsParam(secret), ...hints(options) }))
    .pipe(Effect.flatMap(field('shipping address list', 'shipping_addresses', arrayOf(shippingAddress))))

/** POST consumers/shipping_addresses/:id: makes the address the default. */
export const setDefaultShippingAddress = (credentials: Credentials, id: string): Effect.Effect<ShippingAddress, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('post', `consumers/shipping_addresses/${encodeURIComponent(id)}`, { ...credentialsParam(secret), is_default: true }))
    .pipe(Effect.flatMap(field('shipping address update', 'shipping_address', shippingAddress)))

/** DELETE consumers/shipping_addresses/:id. */
export const deleteShippingAddress = (credentials: Credentials, id: string, options: CallOptions = {}): Effect.Effect<Deleted, ApiError, ApiClient> =>
  withCredentials(credentials, (secret) => consumerRequest('del', `consumers/shipping_addresses/${encodeURIComponent(id)}`, { ...credentialsParam(secret), request_surface: options.surface }))
    .pipe(Effect.flatMap(read('shipping address delete', deleted)))
