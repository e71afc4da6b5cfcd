import * as Result from 'effect/Result'
import * as api from '../api/index.ts'
import type { CardUpdatePayload } from '../api/index.ts'
import { cardUpdateParams, type CardUpdate, type CardUpdateParams } from '../wallet/savedCards.ts'
import { tracked, type WalletInside } from './walletInside.ts'

/**
 * What the shopper does with a card saved in Link, from the payment element: update it, make it
 * the default, remove it. Each is a consumer call through the wallet's request statuses
 * (updatePaymentDetails, removePaymentDetails); each resolves whether it worked, and the saved
 * cards shown follow the wallet's state.
 */
export interface SavedCardCalls {
  /** Changes a saved card's expiry or nickname; nothing is sent when nothing changed (wallet.md §4 "Card update"). */
  updateCard(id: string, update: CardUpdate): Promise<boolean>
  setDefaultCard(id: string): Promise<boolean>
  removeCard(id: string): Promise<boolean>
}

/** What an update sends: a nickname or network taken away goes empty, the provider's way to unset a field. */
const payloadOf = ({ nickname, preferred_network: network, ...rest }: CardUpdateParams): CardUpdatePayload => ({
  ...rest,
  ...(nickname === undefined ? {} : { nickname: nickname ?? '' }),
  ...(network === undefined ? {} : { preferred_network: network ?? '' }),
})

export const savedCardCalls = (inside: WalletInside): SavedCardCalls => {
  const savedCard = (id: string) => inside.state().paymentDetails.find((details) => details.id === id)
  /** The cards as the provider has them now: a new default unsets the old one there, and the default removed passes to the newest card. */
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
      const params = cardUpdateParams(saved, change)
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
  }
}
