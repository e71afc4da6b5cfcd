import type { PaymentMethodData } from 'payloom'
import type { ConsumerAddress } from 'payloom/validation/address'
import type { Credentials } from '../api/index.ts'

/** A sign-up with the card the shopper typed (wallet.md §3 "Sign-up payload"), as the payment element gives it. */
export interface SignUpRequest {
  readonly email: string
  /** E.164; absent where the form shows Link's consent text and the shopper left it out. */
  readonly phone?: string
  /** The form showed Link's consent text (the opt-in mode is OPTIONAL or FULL). */
  readonly formShowsConsent: boolean
  /** The phone's country, which is where the consumer is taken to live. */
  readonly country: string
  readonly locale: string
  readonly amount?: number
  readonly currency?: string
  readonly consentAction: string
  /** The card form's payment method data: the card saved to the new consumer. */
  readonly card: PaymentMethodData
}

/** What Link's part gives confirm: a saved card to share, a sign-up with a new card, or a new card saved to a signed-in consumer. */
export type LinkRequest =
  | {
    readonly kind: 'saved'
    readonly paymentDetailsId: string
    readonly credentials: Credentials
    /** What the shopper reads, in their language, if their Link session ended before confirm shares the card. */
    readonly expiredMessage: string
    /** What the shopper reads, in their language, if Link could not share the card for any other reason. */
    readonly failedMessage?: string
    /** What the shopper reads, in their language, if the card is declined with generic_decline (Link's own wording, controller.md §8). */
    readonly declinedMessage?: string
    /** The card's CVC, asked for again (wallet.md §5 "Card re-collection"): it travels with the share. */
    readonly cvc?: string
    /** Its billing address completed with what was asked for again (postal code, legal name): the card is updated with it first. */
    readonly billingAddress?: ConsumerAddress
  }
  | ({ readonly kind: 'signUp' } & SignUpRequest)
  /**
   * A signed-in consumer with no saved card saves the card they typed to their Link and pays with it
   * (wallet.md §2 details-link-authenticated).
   */
  | {
    readonly kind: 'save'
    readonly email: string
    readonly credentials: Credentials
    /** The card form's payment method data: the card saved. */
    readonly card: PaymentMethodData
  }

/**
 * The payment method data of type `link` that carries a request to confirm, which `paymentMethodOf`
 * turns into a payment method. It stays where confirm runs (the controller frame in isolated
 * hosting): the consumer's secret and the card never reach the merchant's page.
 */
export const linkData = (request: LinkRequest): PaymentMethodData => ({ type: 'link', link: request })

/** The request a `link` payment method data carries; undefined for any other. */
export const linkRequestOf = (data: PaymentMethodData): LinkRequest | undefined => {
  const request = data.type === 'link' ? data.link : undefined
  return typeof request === 'object' && request !== null && 'kind' in request ? (request as LinkRequest) : undefined
}
