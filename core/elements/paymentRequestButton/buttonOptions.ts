import { IntegrationError } from '../../errors/IntegrationError.ts'
import { boolean, object, oneOf, report, satisfies, string, stringWhere } from '../../validation/options/optionChecks.ts'
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

/**
 * What the merchant's page sends the button's frames in isolated hosting, where the paymentRequest
 * and its listeners stay in the page: the style, and the wallet the page decided (its type).
 */
export interface FramedButtonOptions {
  readonly style?: PaymentRequestButtonOptions['style']
  readonly wallet: string
}

const paymentRequest = satisfies(
  (value) => typeof value === 'object' && value !== null && typeof (value as { canMakePayment?: unknown }).canMakePayment === 'function' && typeof (value as { show?: unknown }).show === 'function',
  'the object payloom.paymentRequest() returned',
)
const height = stringWhere((value) => /^\d+(\.\d+)?px$/.test(value), 'a height in px such as "48px"')

const style = object({ paymentRequestButton: object({ type: oneOf(walletButtonTypes), theme: oneOf(walletButtonThemes), height }) })
const options = object({ paymentRequest, style, disableMultipleButtons: boolean })
const framed = object({ style, wallet: string }, ['wallet'])

/** The frames' options (isolated hosting) carry the wallet instead of the paymentRequest. */
export const isFramed = (given: unknown): given is FramedButtonOptions =>
  typeof given === 'object' && given !== null && 'wallet' in given && !('paymentRequest' in given)

/** The mistakes in the element's options (as it mounts, as they are updated), as the merchant reads them. */
export const buttonOptionsError = (given: unknown): IntegrationError | undefined => {
  const { errors } = report(isFramed(given) ? framed : options, given)
  return errors.length === 0 ? undefined : new IntegrationError({ message: `Invalid value for the paymentRequestButton element: ${errors.join(' ')}` })
}

/** The element's paymentRequest, which it cannot do without. */
export const requestOf = (given: PaymentRequestButtonOptions | undefined): PaymentRequest => {
  const request = given?.paymentRequest
  if (request === undefined) throw new IntegrationError({ message: 'Missing required option paymentRequest: pass the object payloom.paymentRequest() returned.' })
  return request
}
