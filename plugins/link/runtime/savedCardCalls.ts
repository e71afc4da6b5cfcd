import * as Result from 'effect/Result'
import type { ConsumerAddress } from 'payloom/validation/address'
import type { CardBrand } from 'payloom/validation/card'
import * as api from '../api/index.ts'
import type { CardUpdatePayload } from '../api/index.ts'
import { cardUpdateParams, type CardUpdate, type CardUpdateParams } from '../wallet/savedCards.ts'
import { cardBrandOfCode, cardCreateFields, checkUpdateKind, recollectionNeeds, RequestSurface, type RecollectionNeeds } from '../wallet/validation.ts'
import { tracked, type WalletInside } from './walletInside.ts'

/** A card the shopper typed to add to their Link (the saved list's add view). */
export interface NewCard {
  readonly number: string
  readonly expMonth: number
  readonly expYear: number
  readonly cvc: string
  /** The billing country and postal code the card form asks for. */
  readonly country: string
  readonly postalCode: string
}

/** What a saved card needs again before it pays, and what its checks need to know of it. */
export interface Recollection {
  readonly needs: RecollectionNeeds
  /** For the CVC's length (4 digits for American Express); 'unknown' for a brand of no name. */
  readonly brand: CardBrand
  /** The billing country, for the postal code's rule. */
  readonly country: string
  /** The billing address on file, which what the shopper gives again (postal code, name) completes. */
  readonly billingAddress: ConsumerAddress
}

/**
 * What the shopper does with a card saved in Link, from the payment element: update it, make it
 * the default, remove it, add a new one. Each is a consumer call through the wallet's request
 * statuses (updatePaymentDetails, removePaymentDetails, createPaymentDetails); each resolves whether
 * it worked, and the saved cards shown follow the wallet's state.
 */
export interface SavedCardCalls {
  /** Changes a saved card's expiry or nickname; nothing is sent when nothing changed (wallet.md §4 "Card update"). */
  updateCard(id: string, update: CardUpdate): Promise<boolean>
  setDefaultCard(id: string): Promise<boolean>
  removeCard(id: string): Promise<boolean>
  /** Saves a new card to the signed-in consumer's Link (wallet.md §3 "Card create payload", the wallet-side create); resolves with its id, or undefined if it failed. */
  addCard(card: NewCard): Promise<string | undefined>
  /** What the saved card `id` needs again before it pays (wallet.md §5 "Card re-collection"); undefined for no such card. */
  recollection(id: string, context: { readonly cvcRequested: boolean; readonly now: Date }): Recollection | undefined
  /** The saved cards a payment was declined with and that were not updated since (wallet.md §8). */
  declinedCards(): ReadonlyArray<string>
  /** The first of the saved card's backups (its `backup_ids`) that is saved still and was not declined, if any. */
  backupOf(id: string): string | undefined
}

/** What an update sends: a nickname or network taken away goes empty, the provider's way to unset a field. */
const payloadOf = ({ nickname, preferred_network: network, ...rest }: CardUpdateParams): CardUpdatePayload => ({
  ...rest,
  ...(nickname === undefined ? {} : { nickname: nickname ?? '' }),
  ...(network === undefined ? {} : { preferred_network: network ?? '' }),
})

export const savedCardCalls = (inside: WalletInside): SavedCardCalls => {
  const savedCard = (id: string) => inside.state().paymentDetails.find((details) => details.id === id)
  /**
   * The cards as the provider has them now: a new default unsets the old one there, the default
   * removed passes to the newest card, and a new card is the newest.
   */
  const listAgain = async (): Promise<void> => {
    const credentials = inside.credentials()
    if (credentials === undefined) return
    await tracked(inside, 'listPaymentDetails', api.listPaymentDetails(credentials), (paymentDetails) => ({ _tag: 'paymentDetailsListed', paymentDetails }))
  }
  const update = async (id: string, payload: CardUpdatePayload): Promise<boolean> => {
    const credentials = inside.credentials()
    if (credentials === undefined) return false
    const answered = await tracked(inside, 'updatePaymentDetails', api.updatePaymentDetails(credentials, id, payload), (paymentDetails) => ({ _tag: 'paymentDetailsUpdated', paymentDetails }))
    return Result.isSuccess(answered)
  }
  return {
    updateCard: async (id, change) => {
      const saved = savedCard(id)
      if (saved === undefined) return false
      // A card's changes go to card details only (wallet.md §5): anything else is refused before any call.
      const card = checkUpdateKind(saved, 'card')
      if (Result.isFailure(card)) {
        console.warn(`payloom: Link refused an update (${card.failure.code}: ${card.failure.message}).`)
        return false
      }
      const params = cardUpdateParams(card.success, change)
      return params === undefined ? true : update(id, payloadOf(params))
    },
    setDefaultCard: async (id) => {
      const done = await update(id, { is_default: true })
      if (done) await listAgain()
      return done
    },
    removeCard: async (id) => {
      const credentials = inside.credentials()
      const saved = savedCard(id)
      if (credentials === undefined || saved === undefined) return false
      const answered = await tracked(inside, 'removePaymentDetails', api.deletePaymentDetails(credentials, id), () => ({ _tag: 'paymentDetailsRemoved', id }))
      if (Result.isSuccess(answered) && saved.is_default) await listAgain()
      return Result.isSuccess(answered)
    },
    addCard: async (card) => {
      const credentials = inside.credentials()
      const email = inside.state().consumerSession?.email_address
      if (credentials === undefined || email === undefined) return undefined
      const fields = cardCreateFields({
        number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc,
        consumerAddress: { country_code: card.country, postal_code: card.postalCode }, email, isDefault: false,
      })
      if (Result.isFailure(fields)) return undefined
      // Saved from Link's part of the payment element: the consumer's own wallet, not a payment to the merchant (wallet.md §6).
      const payload = { ...fields.success, request_surface: RequestSurface.linkAuthenticationInPaymentElement }
      const answered = await tracked(inside, 'createPaymentDetails', api.createCardPaymentDetails(credentials, payload), (paymentDetails) => ({ _tag: 'paymentDetailsCreated', paymentDetails }))
      if (Result.isFailure(answered)) return undefined
      // In the provider's order (the default, then the newest): the new card is among the 3 shown.
      await listAgain()
      return answered.success.id
    },
    recollection: (id, { cvcRequested, now }) => {
      const saved = savedCard(id)
      if (saved === undefined) return undefined
      return {
        needs: recollectionNeeds(saved, { cvcRequested, fullNameCollectionRequired: inside.state().fullNameCollectionRequired, now }),
        brand: cardBrandOfCode(saved.card_details?.brand ?? null) ?? 'unknown',
        country: saved.billing_address?.country_code ?? 'US',
        billingAddress: saved.billing_address ?? {},
      }
    },
    declinedCards: () => inside.state().failedPaymentDetailIds,
    backupOf: (id) => savedCard(id)?.backup_ids?.find((backup) => savedCard(backup) !== undefined && !inside.state().failedPaymentDetailIds.includes(backup)),
  }
}
