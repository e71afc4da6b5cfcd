import { beforeAll, describe, expect, it } from 'vitest'
import { addressElement } from '../../../../core/elements/address/addressElement.tsx'
import type { AddressState } from '../../../../core/elements/address/AddressState.ts'
import type { AddressView } from '../../../../core/elements/address/addressView.ts'
import { loadPhoneRules } from '../../../../core/elements/address/phoneRules.ts'
import { ownerCall, walletAddressBook, walletSync } from '../../../../core/elements/address/walletAddresses.ts'
import type { ElementContext } from '../../../../core/plugin/ElementDefinition.ts'
import type { WalletAddressBook } from '../../../../core/plugin/walletInGroup.ts'
import type { ConsumerAddress } from '../../../../core/validation/address/consumerShape.ts'
import type { SavedAddress } from '../../../../core/validation/address/savedAddress.ts'
import type { AddressElementOptions } from '../../../../core/validation/options/addressElement.ts'
import { change, consumerAddress, contextIn, run, shipping, usAddress, whiteHouse } from './helpers.ts'

beforeAll(() => loadPhoneRules())

const model = addressElement.model

/**
 * A wallet's address book kept in memory, by the consumer API's rules (the first address saved is
 * the default, listed first; an edit is saved as a new address): what a wallet plugin gives the
 * group. `signedIn` false is nobody signed in; `failing` makes every change fail.
 */
const memoryBook = (initial: ReadonlyArray<SavedAddress>) => {
  let addresses: ReadonlyArray<SavedAddress> = initial
  let next = 0
  const calls: string[] = []
  const book = {
    signedIn: true,
    failing: false,
    calls,
    name: 'Wallet',
    addresses: (mode: string) => (book.signedIn && mode === 'shipping' ? addresses : null),
    set: (list: ReadonlyArray<SavedAddress>) => { addresses = list },
    change: async <A>(call: string, work: () => A): Promise<A> => {
      calls.push(call)
      if (book.failing) throw new Error('the wallet refused')
      return work()
    },
    add: (address: ConsumerAddress) => book.change('add', () => {
      const saved = { id: `new${++next}`, is_default: addresses.length === 0, address }
      addresses = [...addresses, saved]
      return saved
    }),
    update: (id: string, address: ConsumerAddress) => book.change(`update ${id}`, () => {
      const old = addresses.find((saved) => saved.id === id)!
      const saved = { id: `new${++next}`, is_default: old.is_default === true, address }
      addresses = addresses.map((each) => (each.id === id ? saved : each))
      return saved.id
    }),
    makeDefault: (id: string) => book.change(`makeDefault ${id}`, () => { addresses = addresses.map((saved) => ({ ...saved, is_default: saved.id === id })) }),
    remove: (id: string) => book.change(`remove ${id}`, () => { addresses = addresses.filter((saved) => saved.id !== id) }),
  }
  return book satisfies WalletAddressBook
}

const contextWith = (book: WalletAddressBook | undefined, options: AddressElementOptions = { mode: 'shipping' }): ElementContext<AddressElementOptions> =>
  ({ ...contextIn('en', options), wallets: book === undefined ? { other: {} } : { other: {}, link: { addressBook: book } } })

/** What the group does after each change: runs the model's `load` and feeds its messages back, until it has nothing more to do. */
const settle = async (state: AddressState, context: ElementContext<AddressElementOptions>): Promise<AddressState> => {
  let current = state
  for (let round = 0; round < 20; round++) {
    const pending = model.load!(current, context)
    if (pending === undefined) return current
    for (const message of await pending) current = model.reduce(current, message, context)
  }
  throw new Error('load never settled')
}

const send = (state: AddressState, context: ElementContext<AddressElementOptions>, action: string, payload?: Record<string, string>) =>
  model.reduce(state, { kind: 'action', elementId: 'address', action, ...(payload === undefined ? {} : { payload }) }, context)

const view = (state: AddressState, context: ElementContext<AddressElementOptions>) => model.view(state, context) as unknown as AddressView

describe('walletAddressBook', () => {
  it('is the address book of the first wallet of the group that offers one', () => {
    const book = memoryBook([])
    expect(walletAddressBook({ wallets: { first: {}, link: { addressBook: book }, later: { addressBook: memoryBook([]) } } })).toBe(book)
    expect(walletAddressBook({ wallets: { first: {} } })).toBeUndefined()
  })
})

describe('walletSync', () => {
  const listed = [consumerAddress('a', {}, true), consumerAddress('b')]
  const loaded = run(shipping(), [{ type: 'savedAddressesLoaded', mode: 'consumer', addresses: listed }, { type: 'savedAddressesLoaded', mode: 'customer', addresses: [consumerAddress('c')] }])

  it('lists what the wallet offers when its ids or its default differ from the element\'s, and nothing while they agree', () => {
    expect(walletSync(shipping(), listed)).toEqual({ type: 'savedAddressesLoaded', mode: 'consumer', addresses: listed, offerOnly: true })
    expect(walletSync(loaded, listed)).toBeUndefined()
    // The same addresses with their values worded differently are the same addresses.
    expect(walletSync(loaded, listed.map((saved) => ({ ...saved, address: { ...saved.address, name: 'Other' } })))).toBeUndefined()
    const moved = [consumerAddress('a'), consumerAddress('b', {}, true)]
    expect(walletSync(loaded, moved)).toEqual({ type: 'savedAddressesLoaded', mode: 'consumer', addresses: moved, offerOnly: true })
    expect(walletSync(loaded, [])).toEqual({ type: 'savedAddressesLoaded', mode: 'consumer', addresses: [], offerOnly: true })
  })

  it('logs out when the wallet offers nothing while the element lists its addresses; a customer\'s stay', () => {
    expect(walletSync(loaded, null)).toEqual({ type: 'logoutSuccess' })
    expect(walletSync(shipping(), null)).toBeUndefined()
    const customerOnly = run(shipping(), [{ type: 'savedAddressesLoaded', mode: 'customer', addresses: [consumerAddress('c')] }])
    expect(walletSync(customerOnly, null)).toBeUndefined()
  })

  it('waits while a call to the wallet is under way: its answer comes first', () => {
    const removing = run(loaded, [{ type: 'removeSavedAddress', id: 'consumer:b' }])
    expect(walletSync(removing, [listed[0]!])).toBeUndefined()
    expect(walletSync(removing, null)).toBeUndefined()
  })
})

describe('the address element with a wallet\'s address book', () => {
  it('lists the signed-in wallet\'s addresses, the default selected, and drops them when nobody is signed in', async () => {
    const book = memoryBook([consumerAddress('a'), consumerAddress('b', {}, true)])
    const context = contextWith(book, { mode: 'shipping', contacts: [{ name: 'Ada', address: usAddress }] })
    const signedIn = await settle(model.init(context), context)
    // The merchant's contact comes first and is picked at init; a listing leaves a picked address alone.
    expect(signedIn.savedAddresses.map((saved) => saved.id)).toEqual(['merchant:contact_0', 'consumer:a', 'consumer:b'])
    expect(view(signedIn, context)).toMatchObject({ view: 'saved', saveNew: null })
    book.signedIn = false
    const out = await settle(signedIn, context)
    expect(out.savedAddresses.map((saved) => saved.id)).toEqual(['merchant:contact_0'])
    expect(out).toMatchObject({ view: 'saved', selectedSavedAddressId: 'merchant:contact_0' })
    // A billing element is offered nothing by a book of shipping addresses.
    const billing = contextWith(memoryBook([consumerAddress('a')]), { mode: 'billing' })
    expect((await settle(model.init(billing), billing)).savedAddresses).toEqual([])
  })

  it('offers the wallet\'s addresses behind "Use a saved address" without taking the form from the shopper; picking one fills it', async () => {
    const context = contextWith(memoryBook([consumerAddress('a'), consumerAddress('b', {}, true)]))
    const offered = await settle(run(model.init(context), [change({ name: 'Ada' })]), context)
    expect(offered).toMatchObject({ view: 'details', selectedSavedAddressId: null, values: { name: 'Ada' } })
    expect(view(offered, context)).toMatchObject({ texts: { useSavedAddress: 'Use a saved address' }, saveNew: { label: 'Save this address to Wallet' } })
    // An untouched form too: the wallet signs in while the shopper is on the page.
    expect(await settle(model.init(context), context)).toMatchObject({ view: 'details', selectedSavedAddressId: null })
    const listed = send(offered, context, 'listSavedAddresses')
    expect(view(listed, context).savedAddresses.map((saved) => [saved.summary, saved.isDefault, saved.selected])).toEqual([
      ['Shopper a, 233 South Wacker Drive, Chicago, IL 60606, United States', false, false],
      ['Shopper b, 233 South Wacker Drive, Chicago, IL 60606, United States', true, false],
    ])
    const picked = send(listed, context, 'selectSavedAddress', { id: 'consumer:b' })
    expect(picked).toMatchObject({ view: 'saved', values: { name: 'Shopper b', line1: '233 South Wacker Drive', city: 'Chicago', state: 'IL', postal_code: '60606' } })
    expect(model.change(picked, context)).toMatchObject({ complete: true, isNewAddress: false })
  })

  it('saves a typed address to the wallet on the shopper\'s word, and selects it once saved', async () => {
    const book = memoryBook([consumerAddress('a', {}, true)])
    const context = contextWith(book)
    const listed = await settle(model.init(context), context)
    const typing = run(send(listed, context, 'addSavedAddress'), [change(whiteHouse)])
    expect(view(typing, context).saveNew).toEqual({ label: 'Save this address to Wallet' })
    const saved = await settle(send(typing, context, 'saveNewAddress'), context)
    expect(book.calls).toEqual(['add'])
    expect(saved).toMatchObject({ view: 'saved', pending: null, selectedSavedAddressId: 'consumer:new1' })
    expect(book.addresses('shipping')?.at(-1)?.address).toMatchObject({ name: 'Ada Lovelace', line_1: '1600 Pennsylvania Avenue NW', locality: 'Washington', administrative_area: 'DC', postal_code: '20500', country_code: 'US' })
    expect(saved.savedAddresses.map((entry) => entry.id)).toEqual(['consumer:a', 'consumer:new1'])
  })

  it('saves an edit as the wallet does (a new id), makes an address the default, and removes one, each once', async () => {
    const book = memoryBook([consumerAddress('a', {}, true), consumerAddress('b')])
    const context = contextWith(book)
    const listed = await settle(model.init(context), context)
    const editing = run(send(listed, context, 'updateSavedAddress', { id: 'consumer:b' }), [change({ line2: 'Suite 100' })])
    const asked = send(editing, context, 'saveSavedAddress')
    // The group runs `load` after every change; the call goes once.
    const first = model.load!(asked, context)
    expect(model.load!(asked, context)).toBeUndefined()
    let state = asked
    for (const message of await first!) state = model.reduce(state, message, context)
    state = await settle(state, context)
    expect(state).toMatchObject({ view: 'saved', selectedSavedAddressId: 'consumer:new1', pending: null })
    expect(state.savedAddresses.find((saved) => saved.id === 'consumer:new1')?.value).toMatchObject({ address: { line2: 'Suite 100' } })

    state = await settle(send(state, context, 'makeDefaultSavedAddress', { id: 'consumer:new1' }), context)
    expect(state.savedAddresses.map((saved) => [saved.id, saved.isDefault])).toEqual([['consumer:a', false], ['consumer:new1', true]])

    state = await settle(send(send(state, context, 'askToRemoveSavedAddress', { id: 'consumer:a' }), context, 'removeSavedAddress', { id: 'consumer:a' }), context)
    expect(state.savedAddresses.map((saved) => saved.id)).toEqual(['consumer:new1'])
    expect(book.calls).toEqual(['update b', 'makeDefault new1', 'remove a'])
  })

  it('says when the wallet refused, and keeps the list as the wallet has it', async () => {
    const book = memoryBook([consumerAddress('a', {}, true), consumerAddress('b')])
    const context = contextWith(book)
    const listed = await settle(model.init(context), context)
    book.failing = true
    const removing = await settle(send(send(listed, context, 'askToRemoveSavedAddress', { id: 'consumer:b' }), context, 'removeSavedAddress', { id: 'consumer:b' }), context)
    expect(removing).toMatchObject({ view: 'remove', pending: null, formError: { code: 'remove_failed' } })
    expect(view(removing, context).formError?.message).toBe("We couldn't remove this address. Please try again.")
    const defaulting = await settle(send(listed, context, 'makeDefaultSavedAddress', { id: 'consumer:b' }), context)
    expect(defaulting.formError).toEqual({ code: 'default_failed' })
    expect(defaulting.savedAddresses.map((saved) => [saved.id, saved.isDefault])).toEqual([['consumer:a', true], ['consumer:b', false]])
  })

  it('fails a change with no wallet to make it: a customer\'s address, or a wallet gone', async () => {
    const context = contextWith(undefined)
    const customer = run(shipping(), [{ type: 'savedAddressesLoaded', mode: 'customer', addresses: [consumerAddress('c')] }, { type: 'makeDefaultSavedAddress', id: 'customer:c' }])
    expect(await ownerCall(customer, memoryBook([]))).toEqual([{ kind: 'action', elementId: '', action: 'savedAddressCallFailed' }])
    const adding = run(shipping(), [change(whiteHouse), { type: 'saveNewAddress' }])
    expect(await settle(adding, context)).toMatchObject({ pending: null, formError: { code: 'update_failed' } })
  })
})
