import { object, oneOf, report } from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'

/** Wallet (Apple Pay, Google Pay) button themes (payment-form.md §5, Appearance). */
export const walletButtonThemes = ['dark', 'light', 'light-outline'] as const
export type WalletButtonTheme = (typeof walletButtonThemes)[number]

/** The call to action a wallet button shows. */
export const walletButtonTypes = [
  'donate', 'buy', 'book', 'default', 'check-out', 'subscribe', 'add-money', 'contribute', 'order', 'reload', 'rent',
  'support', 'tip', 'top-up',
] as const
export type WalletButtonType = (typeof walletButtonTypes)[number]

export interface WalletButtonStyle {
  /** @default 'dark' */
  readonly theme?: WalletButtonTheme
  /** @default 'default' */
  readonly type?: WalletButtonType
}

const walletButtonStyle = object({ theme: oneOf(walletButtonThemes), type: oneOf(walletButtonTypes) })

/** Checks a wallet button's style. */
export const validateWalletButtonStyle = (style: unknown): OptionsReport => report(walletButtonStyle, style)
