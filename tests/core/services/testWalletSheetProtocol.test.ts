import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { makeOriginValidator } from '../../../core/controller/originValidator.ts'
import { sheetResultOf } from '../../../core/services/testWalletSheet.ts'
import { readFromHost, readFromSheet, sheetHashOf, sheetMessage, testWalletSheetUrl, type SheetHostAddress } from '../../../core/services/testWalletSheetProtocol.ts'

const provider = 'https://sandbox.payloom.test'
const name = 'payloom-controller-1-test-wallet-apple_pay'
/** Two windows as the messages' `source` (any objects: the check is by identity). */
const sheet = { window: 'sheet' }
const other = { window: 'other' }

describe('the test wallet sheet address', () => {
  it('names the frame and its host in the hash, and reads them back', () => {
    const origin = fc.tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })))
      .map(([scheme, host, port]) => new URL(`${scheme}://${host}${port === null ? '' : `:${port}`}`).origin)
    const host: fc.Arbitrary<SheetHostAddress> = fc.oneof(
      fc.string({ minLength: 1 }).map((controllerId) => ({ kind: 'controller' as const, controllerId })),
      origin.map((page) => ({ kind: 'page' as const, origin: page })),
    )
    fc.assert(fc.property(fc.string({ minLength: 1 }), host, (frameName, address) => {
      const url = new URL(testWalletSheetUrl(provider, frameName, address))
      expect(url.origin + url.pathname).toBe(`${provider}/frames/test-wallet.html`)
      expect(sheetHashOf(url.hash)).toEqual({ name: frameName, host: address })
    }))
  })

  it('refuses a hash without a name, with both hosts or neither, or whose page is not an origin', () => {
    expect(sheetHashOf('#controller=c1')).toBeUndefined()
    expect(sheetHashOf('#name=n')).toBeUndefined()
    expect(sheetHashOf('#name=n&controller=c1&page=https%3A%2F%2Fshop.test')).toBeUndefined()
    expect(sheetHashOf('#name=n&controller=')).toBeUndefined()
    expect(sheetHashOf('#name=n&page=https%3A%2F%2Fshop.test%2Fcheckout')).toBeUndefined()
    expect(sheetHashOf('#name=n&page=javascript%3Aalert(1)')).toBeUndefined()
    expect(sheetHashOf('#name=n&page=https%3A%2F%2Fshop.test')).toEqual({ name: 'n', host: { kind: 'page', origin: 'https://shop.test' } })
  })
})

describe('the test wallet sheet messages', () => {
  const pay = sheetMessage(name, { kind: 'pay', openId: 'o1', payment: { token: 'tok_visa', billingDetails: { name: 'Jenny Rosen' } } })

  it("takes a message from the sheet's window, on the provider's origin, with the frame's marker", () => {
    const validator = makeOriginValidator(name, [provider])
    expect(readFromSheet(validator, { origin: provider, source: sheet, data: pay }, sheet)).toEqual(pay)
    expect(readFromSheet(validator, { origin: provider, source: sheet, data: sheetMessage(name, { kind: 'hello' }) }, sheet)).toMatchObject({ kind: 'hello' })
  })

  it("ignores other frames' traffic, and turns away another origin or window, with a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const validator = makeOriginValidator(name, [provider])
    // Another sheet's marker, or none: not this sheet's traffic, and no warning.
    expect(readFromSheet(validator, { origin: provider, source: sheet, data: sheetMessage('another', { kind: 'hello' }) }, sheet)).toBeUndefined()
    expect(readFromSheet(validator, { origin: provider, source: sheet, data: { kind: 'hello' } }, sheet)).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
    // The marker from the merchant's origin, or from a window that is not the sheet frame.
    expect(readFromSheet(validator, { origin: 'https://shop.test', source: sheet, data: pay }, sheet)).toBeUndefined()
    expect(readFromSheet(validator, { origin: provider, source: other, data: pay }, sheet)).toBeUndefined()
    // Before the frame exists there is no window to hear.
    expect(readFromSheet(validator, { origin: provider, source: sheet, data: pay }, undefined)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
    warn.mockRestore()
  })

  it('reads only the shapes of the protocol', () => {
    const validator = makeOriginValidator(name, [provider])
    const read = (data: object) => readFromSheet(validator, { origin: provider, source: sheet, data: sheetMessage(name, data) }, sheet)
    expect(read({ kind: 'pay', openId: 'o1', payment: { billingDetails: { name: 7 } } })).toBeUndefined()
    expect(read({ kind: 'shippingRate', openId: 'o1', seq: '1', rateId: 'express' })).toBeUndefined()
    expect(read({ kind: 'resize', height: 300 })).toBeUndefined()
    expect(read({ kind: 'toString' })).toBeUndefined()
    expect(read({ kind: 'shippingAddress', openId: 'o1', seq: 1, change: { address: { country: 'GB', city: 'London' } } })).toMatchObject({ kind: 'shippingAddress' })
  })

  it("has the sheet hear its host's open and updates only, from the host's window", () => {
    const host = { window: 'host' }
    const validator = makeOriginValidator(name, ['https://shop.test'])
    const open = sheetMessage(name, { kind: 'open', openId: 'o1', wallet: { type: 'apple_pay', name: 'Apple Pay', pays: 'card' }, request: { amount: 2000, currency: 'usd', locale: 'en' } })
    expect(readFromHost(validator, { origin: 'https://shop.test', source: host, data: open }, host)).toEqual(open)
    expect(readFromHost(validator, { origin: 'https://shop.test', source: host, data: { ...open, wallet: { type: 'apple_pay', name: 'Apple Pay', pays: 'cash' } } }, host)).toBeUndefined()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(readFromHost(validator, { origin: provider, source: host, data: open }, host)).toBeUndefined()
    warn.mockRestore()
  })
})

describe("the test wallet sheet's result", () => {
  const request = {
    amount: 3500, currency: 'usd', merchantCountry: 'US', intentType: 'payment_intent', locale: 'en', testMode: true,
    shippingRates: [{ id: 'standard', amount: 0, displayName: 'Standard' }, { id: 'express', amount: 1500, displayName: 'Express' }],
  } as const
  const billingDetails = { name: 'Jenny Rosen', email: 'jenny@example.com' }
  const address = { line1: '221B Baker Street', city: 'London', postal_code: 'NW1 6XE', country: 'GB' }

  it("is a card token's name for a card wallet, with the shipping address and the request's rate picked", () => {
    expect(sheetResultOf({ type: 'apple_pay', name: 'Apple Pay', pays: 'card' }, { token: 'tok_visa', billingDetails, shippingAddress: { name: 'Jenny Rosen', address }, shippingRateId: 'express' }, request)).toEqual({
      paymentMethodData: { type: 'card', card: { token: 'tok_visa' }, billing_details: billingDetails },
      shippingAddress: { name: 'Jenny Rosen', address },
      shippingRate: { id: 'express', amount: 1500, displayName: 'Express' },
    })
  })

  it('is the method itself for a wallet that pays as one; a rate the request does not offer is left out', () => {
    expect(sheetResultOf({ type: 'paypal', name: 'PayPal', pays: 'method' }, { billingDetails, shippingRateId: 'teleport' }, request)).toEqual({ paymentMethodData: { type: 'paypal', billing_details: billingDetails } })
  })

  it("takes no card wallet's payment without a test token: no card number ever passes", () => {
    for (const token of [undefined, '4242424242424242', 'pm_card_visa', 'tok_visa; drop', '']) {
      expect(sheetResultOf({ type: 'apple_pay', name: 'Apple Pay', pays: 'card' }, { ...(token === undefined ? {} : { token }), billingDetails }, request)).toBeUndefined()
    }
  })
})
