import { uiLimits } from '../../generated/limits.generated.ts'
import { isRecord } from '../../json/guards.ts'
import { arrayOf, invalidValue, joinPath, nonNegativeInteger, object, oneOf, oneOfText, recordOf, report, satisfies, string, type Check } from './optionChecks.ts'
import { showSettings, type ShowSetting } from './paymentElement.ts'
import { buttonTypesOf, isExpressMethod, walletButtonThemes, type ButtonType, type WalletButtonTheme } from './walletButton.ts'
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
  /**
   * Each wallet's button colours.
   * @default the theme the wallet's plugin declares, else 'light' for amazon_pay (controller.md §9) and 'dark' for the others
   */
  readonly buttonTheme?: Readonly<Record<string, WalletButtonTheme>>
  /**
   * Each wallet's call to action ("Buy with ...", "Pay with ..."): demo_pay and amazon_pay take
   * default, pay or checkout (controller.md §9); every other wallet a type of payment-form.md §5.
   * @default 'default' (the wallet's name alone)
   */
  readonly buttonType?: Readonly<Record<string, ButtonType>>
  /** Whether each wallet is offered: `never` hides it. @default 'auto' */
  readonly paymentMethods?: Readonly<Record<string, ShowSetting>>
  /**
   * How the buttons are laid out: at most `maxColumns` a row (0: as many as fit), at most `maxRows`
   * rows (0: as many as needed); with `overflow: 'auto'` the buttons the rows leave out are behind
   * a "More" button, with 'never' every button shows whatever `maxRows` says. @default { maxColumns: 0, maxRows: 0, overflow: 'auto' }
   */
  readonly layout?: { readonly maxColumns?: number; readonly maxRows?: number; readonly overflow?: 'auto' | 'never' }
  /** The wallets' order by type (apple_pay, google_pay...); the rest follow in the session's order. */
  readonly paymentMethodOrder?: ReadonlyArray<string>
}

const buttonHeight = satisfies(
  (value) => typeof value === 'number' && Number.isFinite(value) && value >= expressButtonHeights.min && value <= expressButtonHeights.max,
  `a number of pixels from ${expressButtonHeights.min} to ${expressButtonHeights.max} (default ${uiLimits.expressButtonHeight})`,
)

/** Each wallet's call to action, from the list its kind of button takes. */
const buttonType: Check = (value, path, issues) => {
  if (!isRecord(value)) {
    issues.errors.push(invalidValue(path, value, 'an object'))
    return
  }
  for (const [wallet, type] of Object.entries(value)) {
    const types = buttonTypesOf(wallet)
    const why = isExpressMethod(wallet) ? ` (${wallet} is an express method)` : ''
    satisfies((candidate) => typeof candidate === 'string' && types.includes(candidate as ButtonType), `${oneOfText(types)}${why}`)(type, joinPath(path, wallet), issues)
  }
}

const expressCheckoutOptions = object({
  buttonHeight,
  buttonTheme: recordOf(oneOf(walletButtonThemes)),
  buttonType,
  paymentMethods: recordOf(oneOf(showSettings)),
  layout: object({ maxColumns: nonNegativeInteger, maxRows: nonNegativeInteger, overflow: oneOf(['auto', 'never']) }),
  paymentMethodOrder: arrayOf(string),
})

/** Checks the express checkout element's options for create and update. */
export const validateExpressCheckoutOptions = (options: unknown): OptionsReport => report(expressCheckoutOptions, options)
