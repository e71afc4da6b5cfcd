import type { RunApi } from 'payloom'
import { cardNetworkEmittedKey, cardNetworkLookupKey, cardNetworkRangesOf, detectCardBrand, type CardBrand, type CardNetworkRange } from 'payloom/validation/card'
import type { CardValues } from './schema.ts'

/** What the card's values hold of its networks: the ranges found for the number's emitted key. */
export type CardNetworks = NonNullable<CardValues['cardNetworks']>

/**
 * The card's account ranges for its number as it is now: those last emitted, narrowed to the
 * number, while its key still starts with the one they were emitted for (a digit typed on keeps
 * them until the lookup answers for the new key, so the networks do not flicker); none before the
 * lookup answered, for another card, or below 6 digits.
 */
export const currentRanges = (values: Pick<CardValues, 'number' | 'cardNetworks'>): ReadonlyArray<CardNetworkRange> => {
  const stored = values.cardNetworks
  const key = cardNetworkEmittedKey(values.number)
  return stored !== undefined && key !== '' && key.startsWith(stored.prefix) ? cardNetworkRangesOf(stored.ranges, values.number) : []
}

/** The networks a card number belongs to, in the ranges' order, once each ([] when the ranges tell nothing). */
export const networksOf = (values: Pick<CardValues, 'number' | 'cardNetworks'>): ReadonlyArray<string> =>
  [...new Set(currentRanges(values).map((range) => range.brand))]

/**
 * The brand the card's rules follow: the number's own, or where its prefix tells no brand, the
 * first network its ranges name.
 */
export const cardBrandOf = (values: Pick<CardValues, 'number' | 'cardNetworks'>): CardBrand => {
  const detected = detectCardBrand(values.number)
  if (detected !== 'unknown') return detected
  return (networksOf(values).find((network) => network !== 'cartes_bancaires') ?? 'unknown') as CardBrand
}

/** The number's exact length from its ranges (co-badged networks share it); undefined when they tell none. */
export const panLengthOf = (values: Pick<CardValues, 'number' | 'cardNetworks'>): number | undefined => currentRanges(values)[0]?.pan_length

/**
 * The card plugin's lookup (`PaymentMethodPlugin.lookup`): the networks of the number's first 6
 * digits from the provider's card metadata, kept in a cache by that 6-digit key (controller.md §3
 * "Caches: card metadata"), so typing on, deleting and retyping asks once per BIN; the ranges
 * matched go into the values only when the number's 8-digit key changes (controller.md §9, the
 * emitted-cache comparison), so `networkschange` and the form's network choice change with it.
 * A failed call answers no ranges (the form goes by the number's brand rules) and is forgotten, so
 * the next key asks again. One cache per plugin, so one per page's payloom instance.
 */
export const cardNetworkLookup = () => {
  const cache = new Map<string, Promise<ReadonlyArray<CardNetworkRange>>>()
  return (values: CardValues, runApi: RunApi): Promise<Partial<CardValues>> | undefined => {
    const emitted = cardNetworkEmittedKey(values.number)
    if ((values.cardNetworks?.prefix ?? '') === emitted) return undefined
    const bin = cardNetworkLookupKey(values.number)
    if (bin === undefined) return Promise.resolve({ cardNetworks: undefined })
    let ranges = cache.get(bin)
    if (ranges === undefined) {
      ranges = import('./cardMetadata.ts').then(({ cardMetadata }) => runApi(cardMetadata(bin))).catch(() => {
        cache.delete(bin)
        return []
      })
      cache.set(bin, ranges)
    }
    return ranges.then((all) => ({ cardNetworks: { prefix: emitted, ranges: cardNetworkRangesOf(all, values.number) } }))
  }
}
