import type { OptionsReport } from '../../validation/ValidationError.ts'
import { boolean, object, oneOf, report, satisfies, stringWhere } from '../../validation/options/optionChecks.ts'
import { walletButtonThemes, walletButtonTypes, type WalletButtonTheme, type WalletButtonType } from '../../validation/options/walletButton.ts'
import type { PaymentRequest } from './paymentRequestTypes.ts'

/** The paymentRequestButton element's options (Stripe.js's shape). */
export interface PaymentRequestButtonOptions {
  /** What the button shows: `payloom.paymentRequest(options)`. Required at create(). */
  readonly paymentRequest?: PaymentRequest
  readonly style?: {
    readonly paymentRequestButton?: {
      /** The call to action around the wallet's mark ("Buy with"). @default 'default': the mark alone */
      readonly type?: WalletButtonType
      /** @default the wallet's own theme, else 'dark' */
      readonly theme?: WalletButtonTheme
      /** In px ('48px'). @default '44px' */
      readonly height?: string
    }
  }
  /** Accepted for Stripe.js pages: payloom's element always shows one button, the first wallet's. */
  readonly disableMultipleButtons?: boolean
}

const paymentRequest = satisfies(
  (value) => typeof value === 'object' && value !== null && typeof (value as { canMakePayment?: unknown }).canMakePayment === 'function' && typeof (value as { show?: unknown }).show === 'function',
  'the object payloom.paymentRequest() returned',
)
const height = stringWhere((value) => /^\d+(\.\d+)?px$/.test(value), 'a height in px such as "48px"')

const options = object({
  paymentRequest,
  style: object({ paymentRequestButton: object({ type: oneOf(walletButtonTypes), theme: oneOf(walletButtonThemes), height }) }),
  disableMultipleButtons: boolean,
})

/** Checks the element's options, as it mounts and as they are updated. */
export const validatePaymentRequestButtonOptions = (given: unknown): OptionsReport => report(options, given)
