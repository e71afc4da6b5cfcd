import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClientLayer } from '../../../../core/api/ApiClient.ts'
import { apiLimits } from '../../../../core/generated/limits.generated.ts'
import * as api from '../../../../plugins/link/api/index.ts'
import { linkAddressBook } from '../../../../plugins/link/runtime/linkAddressBook.ts'
import { savedCardCalls } from '../../../../plugins/link/runtime/savedCardCalls.ts'
import type { WalletInside } from '../../../../plugins/link/runtime/walletInside.ts'
import { shownSavedCards } from '../../../../plugins/link/wallet/savedCards.ts'
import { initialWalletState, reduceWallet, type WalletEvent, type WalletState } from '../../../../plugins/link/wallet/walletState.ts'
import { consumerCall, consumerDelete, saveCard, signUp } from '../../../sandbox/linkConsumers.ts'
import { pk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const visa = '4242424242424242'
const mastercard = '5555555555554444'
const amex = '378282246310005'
const address = (line1: string) => ({ name: 'Jenny Rosen', line_1: line1, locality: 'Springfield', administrative_area: 'IL', postal_code: '62701', country_code: 'US' })

/**
 * A signed-in consumer's wallet as a group has it (its state through the wallet's rules, its calls
 * through the live API client against the sandbox), recording the requests it sends and the events
 * it reports; none may be refused by the rules.
 */
const walletOf = async (secret: string) => {
  const sent: string[] = []
  const recording: typeof fetch = (input, init) => {
    sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^\/v1\/consumers\//, '')}`)
    return fetch(input, init)
  }
  const layer = apiClientLayer({ apiBase: sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion, fetch: recording })
  const events: string[] = []
  let state: WalletState = initialWalletState
  const inside: WalletInside = {
    state: () => state,
    credentials: () => ({ consumer_session_client_secret: secret }),
    dispatch: (event: WalletEvent) => {
      state = reduceWallet(state, event)
      expect(state.refused).toBeNull()
      events.push(event._tag === 'requestStarted' || event._tag === 'requestFailed' ? `${event._tag} ${event.operation}` : event._tag)
    },
    call: (effect) => Effect.runPromise(Effect.provide(Effect.result(effect), layer)),
  }
  const run = <A>(effect: Effect.Effect<A, never, never>) => Effect.runPromise(effect)
  const lookedUp = await run(Effect.provide(Effect.orDie(api.lookupConsumer({ secrets: [secret] })), layer))
  const [paymentDetails, shippingAddresses] = await Promise.all([
    run(Effect.provide(Effect.orDie(api.listPaymentDetails({ consumer_session_client_secret: secret })), layer)),
    run(Effect.provide(Effect.orDie(api.listShippingAddresses({ consumer_session_client_secret: secret })), layer)),
  ])
  inside.dispatch({ _tag: 'storedLoginSucceeded', consumerSession: lookedUp.consumer_session!, paymentDetails, shippingAddresses })
  sent.length = 0
  events.length = 0
  return { inside, sent, events, state: () => state }
}

const newConsumer = async () => (await signUp(sandbox)).consumer_session.client_secret as string

describe('Link\'s saved-card calls against the sandbox', () => {
  it('updates a card\'s expiry and nickname, and sends nothing when nothing changed', async () => {
    const secret = await newConsumer()
    const saved = await saveCard(sandbox, secret, visa)
    const wallet = await walletOf(secret)
    const calls = savedCardCalls(wallet.inside)
    const { exp_month: month, exp_year: year } = saved.card_details
    expect(await calls.updateCard(saved.id, { expMonth: month, expYear: year % 100, nickname: '  ' })).toBe(true)
    expect(wallet.sent).toEqual([])
    expect(await calls.updateCard(saved.id, { expMonth: 1, expYear: 2040, nickname: ' Travel ' })).toBe(true)
    expect(wallet.sent).toEqual([`POST payment_details/${saved.id}`])
    expect(wallet.events).toEqual(['requestStarted updatePaymentDetails', 'paymentDetailsUpdated'])
    expect(wallet.state().requests.updatePaymentDetails).toBe('SUCCESS')
    expect(wallet.state().paymentDetails[0]).toMatchObject({ id: saved.id, nickname: 'Travel', card_details: { exp_month: 1, exp_year: 2040 } })
  })

  it('makes another card the default (the only one, listed first), and removing the default passes it to the newest card left', async () => {
    const secret = await newConsumer()
    const first = await saveCard(sandbox, secret, visa)
    const second = await saveCard(sandbox, secret, mastercard)
    const third = await saveCard(sandbox, secret, amex)
    const wallet = await walletOf(secret)
    const calls = savedCardCalls(wallet.inside)
    expect(await calls.setDefaultCard(second.id)).toBe(true)
    expect(wallet.sent).toEqual([`POST payment_details/${second.id}`, 'POST payment_details/list'])
    expect(shownSavedCards(wallet.state().paymentDetails).map((card) => [card.id, card.is_default])).toEqual([[second.id, true], [third.id, false], [first.id, false]])

    wallet.sent.length = 0
    expect(await calls.removeCard(second.id)).toBe(true)
    expect(wallet.sent).toEqual([`DELETE payment_details/${second.id}`, 'POST payment_details/list'])
    expect(shownSavedCards(wallet.state().paymentDetails).map((card) => [card.id, card.is_default])).toEqual([[third.id, true], [first.id, false]])

    // A card that is not the default goes without listing the others again.
    wallet.sent.length = 0
    expect(await calls.removeCard(first.id)).toBe(true)
    expect(wallet.sent).toEqual([`DELETE payment_details/${first.id}`])
    expect(wallet.state().paymentDetails.map((card) => card.id)).toEqual([third.id])
    expect(wallet.state().requests.removePaymentDetails).toBe('SUCCESS')
  })

  it('reports a call the provider refused as failed, through requestFailed', async () => {
    const secret = await newConsumer()
    const saved = await saveCard(sandbox, secret, visa)
    const wallet = await walletOf(secret)
    // Removed behind the wallet's back (another browser): the wallet still lists it.
    const gone = await fetch(`${sandbox.url}/v1/consumers/payment_details/${saved.id}?credentials[consumer_session_client_secret]=${secret}`, { method: 'DELETE', headers: { Authorization: `Bearer ${pk}` } })
    expect(gone.status).toBe(200)
    const calls = savedCardCalls(wallet.inside)
    expect(await calls.removeCard(saved.id)).toBe(false)
    expect(await calls.updateCard(saved.id, { nickname: 'Other' })).toBe(false)
    expect(wallet.events).toEqual(['requestStarted removePaymentDetails', 'requestFailed removePaymentDetails', 'requestStarted updatePaymentDetails', 'requestFailed updatePaymentDetails'])
    expect(await calls.removeCard('csmrpd_unknown')).toBe(false)
  })

  it('adds a card (the wallet-side create, not the default) that joins the list; at most 3 show, one per card number', async () => {
    const secret = await newConsumer()
    await saveCard(sandbox, secret, visa)
    await saveCard(sandbox, secret, mastercard)
    const wallet = await walletOf(secret)
    const calls = savedCardCalls(wallet.inside)
    const year = new Date().getUTCFullYear() + 3
    const typed = (number: string) => ({ number, expMonth: 4, expYear: year % 100, cvc: '1234', country: 'US', postalCode: '62701' })
    const added = await calls.addCard(typed(amex))
    // Listed again: the newest card is shown among the 3, where the provider puts it.
    expect(wallet.sent).toEqual(['POST payment_details', 'POST payment_details/list'])
    expect(wallet.events).toEqual(['requestStarted createPaymentDetails', 'paymentDetailsCreated', 'requestStarted listPaymentDetails', 'paymentDetailsListed'])
    expect(wallet.state().paymentDetails.find((details) => details.id === added)).toMatchObject({
      is_default: false, card_details: { last4: '0005', exp_month: 4, exp_year: year }, billing_address: { postal_code: '62701', country_code: 'US' },
    })
    // The same number again is one card shown; a fourth card pushes the oldest other than the default out.
    expect(await calls.addCard(typed(visa))).toBeDefined()
    expect(shownSavedCards(wallet.state().paymentDetails).map((card) => card.card_details?.last4)).toEqual(['4242', '0005', '4444'])
    expect(await calls.addCard(typed('6011111111111117'))).toBeDefined()
    expect(shownSavedCards(wallet.state().paymentDetails).map((card) => card.card_details?.last4)).toEqual(['4242', '1117', '0005'])
    // A number the provider refuses: nothing added, the request failed.
    wallet.events.length = 0
    expect(await calls.addCard(typed('4242424242424241'))).toBeUndefined()
    expect(wallet.events).toEqual(['requestStarted createPaymentDetails', 'requestFailed createPaymentDetails'])
  })

  it('refuses, before any call, to update saved details that are not a card (wallet.md §5)', async () => {
    const secret = await newConsumer()
    await saveCard(sandbox, secret, visa)
    const wallet = await walletOf(secret)
    const bank = { id: 'csmrpd_bank', type: 'BANK_ACCOUNT', is_default: false, nickname: null, card_details: null, bank_account_details: { last4: '6789' }, billing_address: null } as const
    wallet.inside.dispatch({ _tag: 'requestStarted', operation: 'listPaymentDetails' })
    wallet.inside.dispatch({ _tag: 'paymentDetailsListed', paymentDetails: [...wallet.state().paymentDetails, bank] })
    wallet.events.length = 0
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await savedCardCalls(wallet.inside).updateCard(bank.id, { nickname: 'Savings' })).toBe(false)
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('LJS007: Cannot make a card update to BANK_ACCOUNT payment details csmrpd_bank'))
    warned.mockRestore()
    expect(wallet.sent).toEqual([])
    expect(wallet.events).toEqual([])
  })

  it('says what a saved card needs again (its CVC when the payment asks, a postal code when none is on file), and which cards a payment declined until updated', async () => {
    const secret = await newConsumer()
    const visaCard = await saveCard(sandbox, secret, visa)
    const noPostalCode = await saveCard(sandbox, secret, amex, { billing_address: { name: 'Jenny Rosen', country_code: 'US' } })
    const wallet = await walletOf(secret)
    const calls = savedCardCalls(wallet.inside)
    const now = new Date()
    expect(calls.recollection(visaCard.id, { cvcRequested: false, now })).toEqual({
      needs: { cvc: false, expiry: false, postalCode: false, legalName: false }, brand: 'visa', country: 'US',
      billingAddress: expect.objectContaining({ name: 'Jenny Rosen', postal_code: '94103', country_code: 'US' }),
    })
    expect(calls.recollection(visaCard.id, { cvcRequested: true, now })?.needs).toMatchObject({ cvc: true })
    expect(calls.recollection(noPostalCode.id, { cvcRequested: false, now })).toMatchObject({ needs: { postalCode: true }, brand: 'amex' })
    // Two years on, the saved card has expired: it needs its expiry again.
    expect(calls.recollection(visaCard.id, { cvcRequested: false, now: new Date(Date.UTC(now.getUTCFullYear() + 3, 0, 1)) })?.needs.expiry).toBe(true)
    expect(calls.recollection('csmrpd_unknown', { cvcRequested: true, now })).toBeUndefined()

    expect(calls.declinedCards()).toEqual([])
    wallet.inside.dispatch({ _tag: 'savedPaymentDeclined', paymentDetailsId: visaCard.id, declineCode: 'generic_decline' })
    expect(calls.declinedCards()).toEqual([visaCard.id])
    // Updated (a new expiry): offered again.
    expect(await calls.updateCard(visaCard.id, { expMonth: 6, expYear: now.getUTCFullYear() + 4 })).toBe(true)
    expect(calls.declinedCards()).toEqual([])
  })
})

describe('Link\'s address book against the sandbox', () => {
  it('offers the signed-in consumer\'s addresses to shipping address elements only', async () => {
    const secret = await newConsumer()
    await consumerCall(sandbox, 'shipping_addresses', { address: address('1 Main Street') }, secret)
    const wallet = await walletOf(secret)
    const book = linkAddressBook(wallet.inside, 'Link')
    expect(book.name).toBe('Link')
    expect(book.addresses('shipping')).toMatchObject([{ is_default: true, address: { line_1: '1 Main Street' } }])
    expect(book.addresses('billing')).toBeNull()
    wallet.inside.dispatch({ _tag: 'requestStarted', operation: 'logout' })
    expect(book.addresses('shipping')).toBeNull()
  })

  it('adds, edits (a new address, the default kept), makes default and removes, the list fetched again after each', async () => {
    const secret = await newConsumer()
    const wallet = await walletOf(secret)
    const book = linkAddressBook(wallet.inside, 'Link')
    expect(book.addresses('shipping')).toEqual([])
    const home = await book.add(address('1 Main Street'))
    const work = await book.add(address('2 Side Street'))
    expect(wallet.sent).toEqual(['POST shipping_addresses', 'POST shipping_addresses/list', 'POST shipping_addresses', 'POST shipping_addresses/list'])
    expect(book.addresses('shipping')?.map((saved) => [saved.id, saved.is_default])).toEqual([[home.id, true], [work.id, false]])

    const edited = await book.update(home.id!, address('1 Main Street, Apt 4'))
    expect(edited).not.toBe(home.id)
    expect(book.addresses('shipping')?.map((saved) => [saved.id, saved.is_default, saved.address?.line_1])).toEqual([[edited, true, '1 Main Street, Apt 4'], [work.id, false, '2 Side Street']])

    await book.makeDefault(work.id!)
    expect(book.addresses('shipping')?.map((saved) => [saved.id, saved.is_default])).toEqual([[work.id, true], [edited, false]])
    await book.remove(work.id!)
    expect(book.addresses('shipping')?.map((saved) => [saved.id, saved.is_default])).toEqual([[edited, true]])
    expect(wallet.events.filter((event) => event.startsWith('requestFailed'))).toEqual([])
  })

  it('dispatches a delete the provider refused to the wallet (its request status ERROR) and logs it; with nobody signed in nothing is sent (LJS002)', async () => {
    const secret = await newConsumer()
    const saved = (await consumerCall(sandbox, 'shipping_addresses', { address: address('1 Main Street') }, secret)).body.shipping_address
    const wallet = await walletOf(secret)
    const book = linkAddressBook(wallet.inside, 'Link')
    // Deleted elsewhere (another tab) after the wallet listed it: the provider no longer knows it.
    expect((await consumerDelete(sandbox, `shipping_addresses/${saved.id}`, secret)).status).toBe(200)
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      await expect(book.remove(saved.id)).rejects.toThrow()
      expect(wallet.events).toEqual(['requestStarted removeShippingAddress', 'requestFailed removeShippingAddress'])
      expect(wallet.state().requests.removeShippingAddress).toBe('ERROR')
      expect(warnings).toEqual([expect.stringMatching(/^payloom: Link could not delete the address \(resource_missing: /)])

      const signedOut = linkAddressBook({ ...wallet.inside, credentials: () => undefined }, 'Link')
      wallet.sent.length = 0
      await expect(signedOut.remove(saved.id)).rejects.toThrow('Consumer not logged in')
      await expect(signedOut.add(address('2 Side Street'))).rejects.toThrow('Consumer not logged in')
      expect(wallet.sent).toEqual([])
    } finally {
      console.warn = warn
    }
  })

  it('rejects a change the provider refused, or of an address it does not know, and says why to the merchant', async () => {
    const secret = await newConsumer()
    const wallet = await walletOf(secret)
    const book = linkAddressBook(wallet.inside, 'Link')
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      await expect(book.add({ name: 'Jenny', line_1: '1 Main Street' })).rejects.toThrow()
      await expect(book.remove('csmrsa_unknown')).rejects.toThrow('Could not find expected shipping address by id.')
    } finally {
      console.warn = warn
    }
    expect(warnings).toEqual([
      expect.stringMatching(/^payloom: Link could not save the address \(parameter_missing: .*country_code/),
      'payloom: Link could not find the address (LJS007: Could not find expected shipping address by id.).',
    ])
  })
})
