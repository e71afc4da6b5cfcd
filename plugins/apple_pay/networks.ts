import type { SessionContext } from 'payloom'
import { isCardBrandAccepted, type CardBrandFilter } from 'payloom/validation/options'

/**
 * Apple Pay's names of the networks of the card brands the provider takes. Diners Club has no
 * name of its own there: its cards run on Discover's network.
 */
const applePayNetworks = {
  visa: 'visa',
  mastercard: 'masterCard',
  amex: 'amex',
  discover: 'discover',
  jcb: 'jcb',
  unionpay: 'chinaUnionPay',
  cartes_bancaires: 'cartesBancaires',
  elo: 'elo',
} as const

/** The networks the sheet offers cards of: every one the session's brand filter (`filter_cards`) accepts. */
export const supportedNetworks = (session: SessionContext): string[] =>
  Object.entries(applePayNetworks)
    .filter(([brand]) => isCardBrandAccepted(brand, session.cardBrandFilter as CardBrandFilter | undefined))
    .map(([, network]) => network)
