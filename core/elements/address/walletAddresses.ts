import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { WalletAddressBook } from '../../plugin/walletInGroup.ts'
import { toConsumerShape } from '../../validation/address/consumerShape.ts'
import type { SavedAddress } from '../../validation/address/savedAddress.ts'
import type { Json, ToController } from '../messages.ts'
import type { AddressAction } from './AddressAction.ts'
import { addressSettings } from './addressLayout.ts'
import { SavedAddressMode, type AddressState, type OwnerCall } from './AddressState.ts'
import { addressValueOf } from './formValues.ts'
import { listedEntries } from './savedAddresses.ts'

/**
 * The address element and a wallet's saved addresses (`WalletAddressBook`): the element lists
 * what the wallet offers as its 'consumer' addresses, and hands the wallet the changes the shopper
 * makes to them. The element's model runs both from its `load`, after every change of the
 * element or of the wallet.
 */

/** The address book of the group's wallets, the first in the merchant's plugin order that has one. */
export const walletAddressBook = (context: Pick<ElementContext, 'wallets'>): WalletAddressBook | undefined =>
  Object.values(context.wallets).find((wallet) => wallet.addressBook !== undefined)?.addressBook

const signature = (entries: ReadonlyArray<{ readonly id: string; readonly isDefault: boolean }>): string =>
  entries.map((entry) => `${entry.id}${entry.isDefault ? '*' : ''}`).join(',')

/**
 * What the element must hear to list the wallet's addresses as the wallet has them now: their
 * list when it differs in ids or in which is the default (a sign-in, another consumer, a change
 * made elsewhere), logoutSuccess when the wallet offers none (nobody signed in) while the element
 * still lists some. Nothing while a call to the wallet is under way: its answer comes first.
 * A wallet signs in while the shopper is on the page, maybe typing: its addresses are offered
 * ("Use a saved address"), never put in place of the form (`offerOnly`).
 */
export const walletSync = (state: AddressState, offered: ReadonlyArray<SavedAddress> | null): AddressAction | undefined => {
  if (state.pending !== null) return undefined
  const listed = state.savedAddresses.filter((saved) => saved.mode === SavedAddressMode.consumer)
  if (offered === null) return listed.length > 0 ? { type: 'logoutSuccess' } : undefined
  const wallet = listedEntries(SavedAddressMode.consumer, offered, addressSettings(state.options))
  return signature(wallet) === signature(listed) ? undefined : { type: 'savedAddressesLoaded', mode: SavedAddressMode.consumer, addresses: offered, offerOnly: true }
}

const message = (action: string, payload?: Json): ToController => ({ kind: 'action', elementId: '', action, ...(payload === undefined ? {} : { payload }) })

/** An action as the message that brings it to the model (its `type` the action, the rest the payload). */
export const messageOf = ({ type, ...payload }: AddressAction): ToController => message(type, payload as Json)

/** The calls asked for already: `load` runs again after every change while one is under way. */
const started = new WeakSet<OwnerCall>()

/**
 * Makes the call the element waits on (`state.pending`), once, and resolves with its answer as the
 * element's messages. A wallet's addresses go to its address book; a customer's have no owner to
 * call yet, so changing them fails. Undefined when there is nothing to call, or it is under way.
 */
export const ownerCall = (state: AddressState, book: WalletAddressBook | undefined): Promise<ReadonlyArray<ToController>> | undefined => {
  const call = state.pending
  if (call === null || started.has(call)) return undefined
  started.add(call)
  const address = () => toConsumerShape(addressValueOf(state.values, addressSettings(state.options)))
  const work = async (): Promise<ToController> => {
    if (book === undefined) throw new Error('No wallet offers addresses here.')
    if (call.kind === 'add') return message('savedAddressAdded', { mode: SavedAddressMode.consumer, address: await book.add(address()) as Json })
    const entry = state.savedAddresses.find((saved) => saved.id === call.id)
    if (entry?.mode !== SavedAddressMode.consumer) throw new Error('The address is not the wallet\'s.')
    switch (call.kind) {
      case 'update': return message('updateBillingDetailsSuccess', { id: await book.update(entry.sourceId, address()) })
      case 'remove': return book.remove(entry.sourceId).then(() => message('savedAddressRemoved', { id: call.id }))
      case 'makeDefault': return book.makeDefault(entry.sourceId).then(() => message('savedAddressMadeDefault', { id: call.id }))
    }
  }
  // The shopper reads the element's own message for the call that failed; the wallet logs why.
  return work().then((answer) => [answer], () => [message('savedAddressCallFailed')])
}
