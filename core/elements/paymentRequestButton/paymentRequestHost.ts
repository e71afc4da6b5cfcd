import type { RunApi } from '../../plugin/contract.ts'
import type { Payloom } from '../../createPayloom.ts'

/** What a payment request needs of its payloom instance: its wallets, mode and language, and the calls that make what the wallet gave into a payment method. */
export interface PaymentRequestHost {
  /** The instance (read when the request runs: it is made after its methods). */
  readonly instance: () => Pick<Payloom, 'mode' | 'locale' | 'apiBase' | 'publishableKey' | 'createPaymentMethod' | 'createSource'> & { readonly registry?: Payloom['registry'] }
  /** A provider call with the instance's key, for a wallet's own calls (Apple Pay's merchant validation); inline hosting only. */
  readonly runApi?: RunApi
}
