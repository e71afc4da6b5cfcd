import { walletLimits } from '../../generated/limits.generated.ts'

/** What the list rule reads of a saved card. */
export interface ListedCard {
  readonly id: string
  /** The same card number saved twice has one fingerprint; null when the provider gives none. */
  readonly fingerprint: string | null
}

/**
 * The saved cards the payment element lists (controller.md §9, wallet.md §9): de-duplicated by
 * fingerprint and capped at 3. The default comes first, so neither rule ever drops it; the others
 * keep the session's order, and of two cards with one fingerprint the earlier stays. A card
 * without a fingerprint is nobody's duplicate.
 */
export const listedSavedCards = <Card extends ListedCard>(cards: ReadonlyArray<Card>, defaultId: string | null): ReadonlyArray<Card> => {
  const ordered = [...cards.filter((card) => card.id === defaultId), ...cards.filter((card) => card.id !== defaultId)]
  const seen = new Set<string>()
  const listed: Card[] = []
  for (const card of ordered) {
    if (listed.length === walletLimits.savedCardsCap) break
    if (card.fingerprint !== null && seen.has(card.fingerprint)) continue
    if (card.fingerprint !== null) seen.add(card.fingerprint)
    listed.push(card)
  }
  return listed
}
