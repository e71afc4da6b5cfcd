import * as Effect from 'effect/Effect'
import type { ApiClient, FormParams } from '../api/ApiClient.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import type { PaymentMethodData } from '../plugin/contract.ts'
import type { WalletInGroup, WalletMade, WalletUse } from '../plugin/walletInGroup.ts'
import { isRecord } from '../json/guards.ts'
import type { Captcha } from '../services/Captcha.ts'
import { paymentErrorOfApi, type PaymentError } from './results.ts'
import { checkoutOf, type ConfirmationCheckout } from './confirmationEvents.ts'

/** A group's wallets, by type (`ElementsGroup.wallets`). */
export type GroupWallets = Readonly<Record<string, WalletInGroup>>

/** What a wallet paid with at confirm, for its `confirmed` once confirm settled. */
export interface PaidByWallet {
  readonly wallet: WalletInGroup
  readonly data: PaymentMethodData
}

/** The wallet of the group whose own type `data` is (Link's saved card, or a sign-up with the card typed). */
const walletOf = (wallets: GroupWallets, data: unknown): PaidByWallet | undefined => {
  const wallet = isRecord(data) && typeof data.type === 'string' ? wallets[data.type] : undefined
  return wallet?.paymentMethodOf === undefined ? undefined : { wallet, data: data as unknown as PaymentMethodData }
}

/**
 * What the wallet of the group makes of `data` for `use`, in the wallet's own state (so its request
 * statuses follow); undefined when `data` is no wallet's. A failure (the consumer's session
 * expired) is the shopper's error.
 */
export const walletMade = (
  wallets: GroupWallets,
  data: unknown,
  use: WalletUse,
  catalog: Catalog,
): Effect.Effect<{ readonly made: WalletMade; readonly paid: PaidByWallet } | { readonly error: PaymentError } | undefined, never, ApiClient | Captcha> => {
  const paid = walletOf(wallets, data)
  if (paid === undefined) return Effect.succeed(undefined)
  return paid.wallet.paymentMethodOf!(paid.data, use).pipe(
    Effect.map((made) => ({ made, paid })),
    Effect.catch((error) => Effect.succeed({ error: paymentErrorOfApi(catalog, error) })),
  )
}

/**
 * Before confirm sends details of a wallet's own type, the wallet makes a payment method of them,
 * and confirm pays with it, or with the details the wallet gave back instead; `paid` says which
 * wallet to tell how the confirm ended, either way. A failure is the shopper's error; nothing is confirmed.
 */
export const walletPaymentMethodFirst = (
  wallets: GroupWallets,
  confirmParams: FormParams | undefined,
  clientSecret: string,
  catalog: Catalog,
): Effect.Effect<{ readonly confirmParams: FormParams | undefined; readonly paid?: PaidByWallet; readonly checkout?: ConfirmationCheckout } | { readonly error: PaymentError }, never, ApiClient | Captcha> =>
  walletMade(wallets, confirmParams?.payment_method_data, { kind: 'confirm', clientSecret }, catalog).pipe(Effect.map((result) => {
    if (result === undefined || 'error' in result) return result ?? { confirmParams }
    // The wallet's payment method is of the type the wallet made (Link shares a saved card as a card
    // or a link payment method, by its mode; its share call named that type), not the wallet's own.
    const { payment_method_data: _details, expected_payment_method_type: _expected, ...rest } = confirmParams!
    const { made, paid } = result
    // The wallet hears how those details did too (Link's confirmation ends, the card typed paid instead).
    if ('instead' in made) return { confirmParams: { ...rest, payment_method_data: made.instead as unknown as FormParams, expected_payment_method_type: made.instead.type }, paid }
    // A wallet answers a confirm with a payment method; a token here is its defect.
    if (!('paymentMethod' in made)) throw new Error('payloom: a wallet answered confirm with a token.')
    // Confirm's events say what was paid with: the wallet's details (Link's), though only the payment method they became is sent.
    return { confirmParams: { ...rest, payment_method: String(made.paymentMethod.id) }, paid, checkout: checkoutOf(confirmParams) }
  }))
