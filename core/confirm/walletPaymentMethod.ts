import * as Effect from 'effect/Effect'
import type { ApiClient, FormParams } from '../api/ApiClient.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import type { PaymentMethodData, WalletPlugin } from '../plugin/contract.ts'
import { isRecord } from '../json/guards.ts'
import { paymentErrorOfApi, type PaymentError } from './results.ts'

/**
 * Before confirm sends details of a wallet's own type (Link's saved card, or a sign-up with the card
 * typed), the wallet makes a payment method of them (`paymentMethodOf`), and confirm pays with its
 * id, or with the details the wallet gave back instead. A failure (the consumer's session expired) is the shopper's error; nothing is confirmed.
 */
export const walletPaymentMethodFirst = (
  wallets: ReadonlyArray<WalletPlugin>,
  confirmParams: FormParams | undefined,
  catalog: Catalog,
): Effect.Effect<{ readonly confirmParams: FormParams | undefined } | { readonly error: PaymentError }, never, ApiClient> => {
  const data = confirmParams?.payment_method_data
  const wallet = isRecord(data) ? wallets.find((each) => each.type === data.type && each.paymentMethodOf !== undefined) : undefined
  if (wallet === undefined || confirmParams === undefined) return Effect.succeed({ confirmParams })
  const { payment_method_data: _details, ...rest } = confirmParams
  return wallet.paymentMethodOf!(data as unknown as PaymentMethodData).pipe(
    Effect.map((made) => ({ confirmParams: typeof made === 'string' ? { ...rest, payment_method: made } : { ...rest, payment_method_data: made as unknown as FormParams } })),
    Effect.catch((error) => Effect.succeed({ error: paymentErrorOfApi(catalog, error) })),
  )
}
