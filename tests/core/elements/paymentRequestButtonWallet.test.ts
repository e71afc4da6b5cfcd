import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletPlugin } from 'payloom'
import type { PaymentRequest } from '../../../core/elements/paymentRequestButton/paymentRequestTypes.ts'
import { buttonWalletOf, canMakePaymentResult, walletsInOrder } from '../../../core/elements/paymentRequestButton/walletChoice.ts'

/** A wallet plugin of a type, with a sheet (what a payment request can open); nothing else is read here. */
const walletOf = (type: string): WalletPlugin => ({ type, confirm: async () => ({ closed: 'cancel' }) }) as unknown as WalletPlugin

/** A payment request whose canMakePayment() answers what the real one does for these wallets' availability. */
const requestAnswering = (decided: Parameters<typeof canMakePaymentResult>[0]): PaymentRequest =>
  ({ canMakePayment: async () => canMakePaymentResult(decided) }) as unknown as PaymentRequest

const types = fc.uniqueArray(fc.oneof(fc.constantFrom('apple_pay', 'google_pay', 'link', 'demo_pay'), fc.stringMatching(/^[a-z][a-z0-9]{0,6}(_[a-z][a-z0-9]{0,6}){0,2}$/)), { maxLength: 6 })

describe('the wallet a paymentRequestButton shows (the page decides it with isolated hosting, the element inline)', () => {
  it("is the first wallet that can pay in the order show() tries them, read back from canMakePayment()'s answer; none refuses the button", async () => {
    await fc.assert(fc.asyncProperty(types.chain((list) => fc.tuple(fc.constant(list), fc.array(fc.boolean(), { minLength: list.length, maxLength: list.length }))), async ([list, can]) => {
      const ordered = walletsInOrder(list.map(walletOf))
      const decided = ordered.map((wallet) => ({ wallet, availability: can[list.indexOf(wallet.type)] === true ? { available: true as const } : { available: false as const, reason: 'unsupported_browser' as const } }))
      const first = decided.find(({ availability }) => availability.available)?.wallet.type
      const shown = buttonWalletOf(requestAnswering(decided))
      if (first === undefined) await expect(shown).rejects.toThrow('Cannot mount the paymentRequestButton element: no wallet can pay its paymentRequest in this browser (canMakePayment() resolves null).')
      else await expect(shown).resolves.toBe(first)
    }), { numRuns: 300 })
  })
})
