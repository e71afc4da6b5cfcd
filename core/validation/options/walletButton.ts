import { object, oneOf, report } from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'

/** Wallet (Apple Pay, Google Pay) button themes (payment-form.md §5, Appearance). */
export const walletButtonThemes = ['dark', 'light', 'light-outline'] as const
export type WalletButtonTheme = (typeof walletButtonThemes)[number]

/** The call to action a wallet button shows (payment-form.md §5). `default` shows the wallet's name alone. */
export const walletButtonTypes = [
  'donate', 'buy', 'book', 'default', 'check-out', 'subscribe', 'add-money', 'contribute', 'order', 'reload', 'rent',
  'support', 'tip', 'top-up',
] as const
export type WalletButtonType = (typeof walletButtonTypes)[number]

/** The express methods of controller.md §9, whose buttons take the express call-to-action types. */
export const expressMethods = ['demo_pay', 'amazon_pay'] as const

/** Whether a wallet type is one of the express methods of controller.md §9. */
export const isExpressMethod = (walletType: string): boolean => (expressMethods as ReadonlyArray<string>).includes(walletType)

/**
 * The call to action an express method's button shows (controller.md §9: pay and checkout), and
 * `default` as on every wallet button: the method's name alone.
 */
export const expressButtonTypes = ['default', 'pay', 'checkout'] as const
export type ExpressButtonType = (typeof expressButtonTypes)[number]

/** Any button's call to action. */
export type ButtonType = WalletButtonType | ExpressButtonType

/**
 * The calls to action a wallet's button takes, by its type: an express method's (controller.md §9)
 * for demo_pay and amazon_pay, a wallet's (payment-form.md §5) for every other wallet.
 */
export const buttonTypesOf = (walletType: string): ReadonlyArray<ButtonType> =>
  isExpressMethod(walletType) ? expressButtonTypes : walletButtonTypes

export interface WalletButtonStyle {
  /** @default 'dark' */
  readonly theme?: WalletButtonTheme
  /** @default 'default' */
  readonly type?: WalletButtonType
}

const walletButtonStyle = object({ theme: oneOf(walletButtonThemes), type: oneOf(walletButtonTypes) })

/** Checks a wallet button's style. */
export const validateWalletButtonStyle = (style: unknown): OptionsReport => report(walletButtonStyle, style)
