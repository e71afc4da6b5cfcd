import type * as Effect from 'effect/Effect'
import * as Result from 'effect/Result'
import type { ApiError, WalletAddressBook } from 'payloom'
import type { ApiClient } from 'payloom/methods'
import * as api from '../api/index.ts'
import type { Credentials } from '../api/index.ts'
import { linkClientError, walletMessages, type WalletError } from '../wallet/errors.ts'
import { RequestSurface } from '../wallet/validation.ts'
import { tracked, walletErrorOf, type WalletInside } from './walletInside.ts'

/** Why a change of the consumer's addresses failed: logged for the merchant, while the address element tells the shopper. */
const refused = (what: string, error: WalletError): Error => {
  console.warn(`payloom: Link could not ${what} (${error.code}: ${error.message}).`)
  return new Error(error.message)
}

/**
 * The signed-in consumer's Link shipping addresses, offered to the group's address element in
 * shipping mode (core's WalletAddressBook). The list is the one the wallet loaded at sign-in
 * (listShippingAddresses); each change is a consumer call, after which the wallet lists the
 * addresses again, so defaults are the ones the provider settled (the first saved, the newest
 * when the default goes). The consumer API has no call that edits an address: an edit is saved
 * as a new address (the default if the old one was) and the old one deleted.
 */
export const linkAddressBook = (inside: WalletInside, name: string): WalletAddressBook => {
  /** The signed-in consumer's credentials; with nobody signed in, `what` cannot be done (LJS002). */
  const signedIn = (what: string): Credentials => {
    const credentials = inside.credentials()
    if (credentials === undefined) throw refused(what, linkClientError('LJS002'))
    return credentials
  }
  /** Makes a call on the signed-in consumer; its failure is logged and thrown. */
  const consumerCall = async <A>(what: string, effect: (credentials: Credentials) => Effect.Effect<A, ApiError, ApiClient>): Promise<A> => {
    const answered = await inside.call(effect(signedIn(what)))
    if (Result.isFailure(answered)) throw refused(what, walletErrorOf(answered.failure))
    return answered.success
  }
  /** The addresses as the provider has them now; the element reads them from the wallet's state. */
  const listAgain = async (): Promise<void> => {
    const credentials = inside.credentials()
    if (credentials === undefined) return
    await tracked(inside, 'listShippingAddresses', api.listShippingAddresses(credentials), (shippingAddresses) => ({ _tag: 'shippingAddressesListed', shippingAddresses }))
  }
  const known = (id: string) => {
    const address = inside.state().shippingAddresses.find((saved) => saved.id === id)
    if (address === undefined) throw refused('find the address', linkClientError('LJS007', walletMessages.shippingAddressNotFound))
    return address
  }
  return {
    name,
    // Only once signed in (the post-verification wait over): the addresses come with the cards.
    addresses: (mode) => (mode === 'shipping' && inside.state().authenticated ? inside.state().shippingAddresses : null),
    add: async (address) => {
      const saved = await consumerCall('save the address', (credentials) => api.createShippingAddress(credentials, address))
      await listAgain()
      return saved
    },
    update: async (id, address) => {
      const old = known(id)
      const saved = await consumerCall('save the address', (credentials) => api.createShippingAddress(credentials, address, old.is_default))
      // The edit is saved; an old address the provider would not delete stays listed beside it.
      await consumerCall('delete the address edited', (credentials) => api.deleteShippingAddress(credentials, old.id, { surface: RequestSurface.paymentElement })).catch(() => undefined)
      await listAgain()
      return saved.id
    },
    makeDefault: async (id) => {
      await consumerCall('make the address the default', (credentials) => api.setDefaultShippingAddress(credentials, known(id).id))
      await listAgain()
    },
    remove: async (id) => {
      const credentials = signedIn('delete the address')
      // Through the wallet's request status, so a refused delete is the wallet's error too (wallet.md §8).
      const removed = await tracked(inside, 'removeShippingAddress', api.deleteShippingAddress(credentials, known(id).id, { surface: RequestSurface.paymentElement }), () => ({ _tag: 'shippingAddressRemoved', id }))
      if (Result.isFailure(removed)) throw refused('delete the address', walletErrorOf(removed.failure))
      await listAgain()
    },
  }
}
