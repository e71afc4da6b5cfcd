import { IntegrationError } from '../../errors/IntegrationError.ts'
import type { Availability, BrowserCapabilities, SessionContext, WalletPlugin } from '../../plugin/contract.ts'
import type { PaymentRequest, PaymentRequestWallet } from './paymentRequestTypes.ts'

/** A wallet with a sheet of its own (a `confirm` flow): one the payment request can open. */
export type SheetWallet = WalletPlugin & Required<Pick<WalletPlugin, 'confirm'>>

/** The wallets a payment request tries first, in Stripe.js's order; any other wallet plugin follows, in the order of the plugins. */
const preferred = ['apple_pay', 'google_pay', 'link']

/** A wallet's name in `canMakePayment()`'s result, `walletName` and `disableWallets`: its type in camel case (apple_pay: applePay). */
export const walletNameOf = (type: string): string => type.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())

/** A wallet's type from its name in `canMakePayment()`'s result (applePay: apple_pay). */
const walletTypeOf = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The wallets that may open, in the order they are tried, without those the merchant disabled. */
export const walletsInOrder = (wallets: ReadonlyArray<WalletPlugin>, disabled: ReadonlyArray<PaymentRequestWallet> = []): ReadonlyArray<SheetWallet> => {
  const rank = (wallet: WalletPlugin): number => (preferred.includes(wallet.type) ? preferred.indexOf(wallet.type) : preferred.length)
  return wallets
    .filter((wallet): wallet is SheetWallet => wallet.confirm !== undefined && !(disabled as ReadonlyArray<string>).includes(walletNameOf(wallet.type)))
    // A stable sort: the others keep the order of the plugins.
    .toSorted((a, b) => rank(a) - rank(b))
}

/** A wallet, and whether it can pay. */
export interface WalletDecision {
  readonly wallet: SheetWallet
  readonly availability: Availability
}

/** Each wallet's availability for this payment, in order; a wallet whose check fails is unavailable. */
export const decideWallets = (wallets: ReadonlyArray<SheetWallet>, session: SessionContext, browser: BrowserCapabilities): Promise<ReadonlyArray<WalletDecision>> =>
  Promise.all(wallets.map(async (wallet) => {
    try {
      return { wallet, availability: await wallet.availability(session, browser) }
    } catch (error) {
      console.warn(`payloom: the ${wallet.type} wallet's availability check failed:`, error)
      return { wallet, availability: { available: false, reason: 'unsupported_browser' } as const }
    }
  }))

/** `canMakePayment()`'s answer: applePay, googlePay and link always named, other wallets by their camel-cased type; null when none can pay. */
export const canMakePaymentResult = (decided: ReadonlyArray<{ readonly wallet: WalletPlugin; readonly availability: Availability }>): Readonly<Record<string, boolean>> | null => {
  if (!decided.some(({ availability }) => availability.available)) return null
  return Object.fromEntries([
    ...preferred.map((type) => [walletNameOf(type), false] as const),
    ...decided.map(({ wallet, availability }) => [walletNameOf(wallet.type), availability.available] as const),
  ])
}

/**
 * The wallet whose button the paymentRequestButton element shows: the first that can pay, which is
 * the one `show()` opens (`canMakePayment()` names the wallets in the order they are tried). Where
 * none can, the element refuses to mount, as Stripe.js's does.
 */
export const buttonWalletOf = async (request: PaymentRequest): Promise<string> => {
  const result = await request.canMakePayment()
  const name = Object.keys(result ?? {}).find((key) => result?.[key] === true)
  if (name === undefined) throw new IntegrationError({ message: 'Cannot mount the paymentRequestButton element: no wallet can pay its paymentRequest in this browser (canMakePayment() resolves null). Check canMakePayment() before mounting the button.' })
  return walletTypeOf(name)
}
