/// <reference types="googlepay" />
import type { SessionContext } from 'payloom'
import { isCardBrandAccepted, type CardBrandFilter } from 'payloom/validation/options'

/**
 * Google Pay's names of the networks of the card brands the provider takes through it. Diners
 * Club cards run on Discover's network; Google offers Elo cards to Brazilian merchants only.
 */
const googlePayNetworks = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  discover: 'DISCOVER',
  jcb: 'JCB',
} as const satisfies Readonly<Record<string, google.payments.api.CardNetwork>>

/** The networks the sheet offers cards of: every one the session's brand filter (`filter_cards`) accepts. */
export const allowedCardNetworks = (session: SessionContext): google.payments.api.CardNetwork[] =>
  Object.entries(googlePayNetworks)
    .filter(([brand]) => isCardBrandAccepted(brand, session.cardBrandFilter as CardBrandFilter | undefined))
    .map(([, network]) => network)
