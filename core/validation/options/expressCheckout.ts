import { uiLimits } from '../../generated/limits.generated.ts'
import { object, oneOf, recordOf, report, satisfies } from './optionChecks.ts'
import { showSettings, type ShowSetting } from './paymentElement.ts'
import { walletButtonThemes, walletButtonTypes, type WalletButtonTheme, type WalletButtonType } from './walletButton.ts'
import type { OptionsReport } from '../ValidationError.ts'

/**
 * The button heights a wallet's guidelines leave room for, in CSS pixels (the spec's default, 44,
 * sits inside). Not in the spec: the range the anchors accept, so a button never squashes its logo.
 */
export const expressButtonHeights = { min: 40, max: 55 } as const

/** The express checkout element's options (payment-form.md §5; controller.md §9), by wallet type. */
export interface ExpressCheckoutOptions {
  /** @default 44 */
  readonly buttonHeight?: number
  /** Each wallet's button colours. @default 'dark' */
  readonly buttonTheme?: Readonly<Record<string, WalletButtonTheme>>
  /** Each wallet's call to action. @default 'default' */
  readonly buttonType?: Readonly<Record<string, WalletButtonType>>
  /** Whether each wallet is offered: `never` hides it. @default 'auto' */
  readonly paymentMethods?: Readonly<Record<string, ShowSetting>>
}

const buttonHeight = satisfies(
  (value) => typeof value === 'number' && Number.isFinite(value) && value >= expressButtonHeights.min && value <= expressButtonHeights.max,
  `a number of pixels from ${expressButtonHeights.min} to ${expressButtonHeights.max} (default ${uiLimits.expressButtonHeight})`,
)

const expressCheckoutOptions = object({
  buttonHeight,
  buttonTheme: recordOf(oneOf(walletButtonThemes)),
  buttonType: recordOf(oneOf(walletButtonTypes)),
  paymentMethods: recordOf(oneOf(showSettings)),
})

/** Checks the express checkout element's options for create and update. */
export const validateExpressCheckoutOptions = (options: unknown): OptionsReport => report(expressCheckoutOptions, options)
