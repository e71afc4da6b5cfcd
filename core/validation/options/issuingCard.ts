import type { OptionsReport } from '../ValidationError.ts'
import { object, oneOf, report, string, stringWhere } from './optionChecks.ts'

/** The text properties a display's `style.base` may set (Stripe.js's Style object, the ones a line of text has). */
export const issuingStyleProperties = ['color', 'fontFamily', 'fontSize', 'fontWeight', 'letterSpacing', 'lineHeight'] as const

/** How a display's text looks, beside the group's appearance. */
export interface IssuingStyle {
  readonly base?: Readonly<Partial<Record<(typeof issuingStyleProperties)[number], string>>>
}

/**
 * The options of `issuingCardNumberDisplay`, `issuingCardCvcDisplay`, `issuingCardExpiryDisplay` and
 * `issuingCardPinDisplay`, as in Stripe.js: the card, and what proves this browser may read it.
 */
export interface IssuingCardDisplayOptions {
  /** The issuing card to show (`ic_...`). */
  readonly issuingCard: string
  /** The public nonce `payloom.createEphemeralKeyNonce()` resolved, which your server made the ephemeral key with. */
  readonly nonce: string
  /** The `secret` of the ephemeral key your server made for the card with that nonce (`ek_test_...`). */
  readonly ephemeralKeySecret: string
  readonly style?: IssuingStyle
}

/** The detail `issuingCardCopyButton` copies: the group's display of it shows the same card. */
export type IssuingDetail = 'number' | 'cvc' | 'expiry' | 'pin'

/** The options of `issuingCardCopyButton`. */
export interface IssuingCardCopyButtonOptions {
  readonly toCopy: IssuingDetail
  readonly style?: IssuingStyle
}

const style = object({ base: object(Object.fromEntries(issuingStyleProperties.map((property) => [property, string]))) })

const displayOptions = object({
  issuingCard: stringWhere((value) => /^ic_[A-Za-z0-9]+$/.test(value), 'an issuing card id (ic_...)'),
  nonce: stringWhere((value) => value !== '', 'the nonce payloom.createEphemeralKeyNonce() resolved'),
  ephemeralKeySecret: stringWhere((value) => /^ek_(test|live)_[A-Za-z0-9]+$/.test(value), "the secret of the ephemeral key your server made for the card (ek_test_...)"),
  style,
}, ['issuingCard', 'nonce', 'ephemeralKeySecret'])

const copyButtonOptions = object({ toCopy: oneOf(['number', 'cvc', 'expiry', 'pin']), style }, ['toCopy'])

/** Checks an issuing card display's options for create and update. */
export const validateIssuingDisplayOptions = (options: unknown): OptionsReport => report(displayOptions, options)

/** Checks the issuing copy button's options for create and update. */
export const validateIssuingCopyButtonOptions = (options: unknown): OptionsReport => report(copyButtonOptions, options)
