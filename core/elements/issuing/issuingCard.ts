import { ApiClient } from '../../api/ApiClient.ts'
import { IntegrationError } from '../../errors/IntegrationError.ts'
import type { ElementContext } from '../../plugin/ElementDefinition.ts'
import type { IssuingCardDisplayOptions, IssuingDetail } from '../../validation/options/issuingCard.ts'

/** A card's details as the displays show them: the number's digits, the CVC, the expiry as MM/YY, the PIN. */
export type IssuingCardDetails = Readonly<Record<IssuingDetail, string>>

/** What the provider answers a display's read of the card (`GET issuing/cards/:id` with the details expanded). */
interface CardRead {
  readonly number?: string
  readonly cvc?: string
  readonly exp_month?: number
  readonly exp_year?: number
  readonly pin?: { readonly number?: string }
}

/**
 * The issuing card of an elements group (controller.md §3 "Caches": issuing card): each read by
 * its card and key, made once however many displays show it, and the first one read, which the
 * copy button copies from.
 */
interface IssuingCardCache {
  readonly reads: Map<string, Promise<IssuingCardDetails>>
  readonly shown: Promise<IssuingCardDetails>
  readonly show: (read: Promise<IssuingCardDetails>) => void
}

const cacheOf = (context: ElementContext): IssuingCardCache => {
  const shared = context.groupShared ?? new Map<string, unknown>()
  const found = shared.get('issuingCard') as IssuingCardCache | undefined
  if (found !== undefined) return found
  let show: IssuingCardCache['show'] = () => undefined
  const shown = new Promise<IssuingCardDetails>((resolve) => { show = resolve })
  // A group with no copy button never awaits it: its failure is the displays' to report.
  shown.catch(() => undefined)
  const cache: IssuingCardCache = { reads: new Map(), shown, show }
  shared.set('issuingCard', cache)
  return cache
}

const detailsOf = (read: CardRead): IssuingCardDetails => {
  const { number, cvc, exp_month: month, exp_year: year, pin } = read
  if (typeof number !== 'string' || typeof cvc !== 'string' || typeof month !== 'number' || typeof year !== 'number' || typeof pin?.number !== 'string') {
    throw new IntegrationError({ message: 'The provider answered the issuing card without its details.' })
  }
  return { number, cvc, expiry: `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`, pin: pin.number }
}

/**
 * Reads the card a display shows, with the merchant's ephemeral key as bearer and the private
 * nonce the instance kept for the key's public nonce (controller.md §6 "For issuing cards"); the
 * provider shows the details to that pair only. Rejects with what the merchant should fix.
 */
export const readIssuingCard = (context: ElementContext, options: IssuingCardDisplayOptions): Promise<IssuingCardDetails> => {
  const cache = cacheOf(context)
  const key = `${options.issuingCard} ${options.ephemeralKeySecret}`
  const known = cache.reads.get(key)
  if (known !== undefined) return known
  const privateNonce = context.privateNonceOf?.(options.nonce)
  const read = privateNonce === undefined
    ? Promise.reject(new IntegrationError({ message: `The nonce ${options.nonce} was not made by this payloom instance: pass the nonce its createEphemeralKeyNonce() resolved, which your server made the ephemeral key with.` }))
    : context.runApi(ApiClient.use((api) => api.get<CardRead>(`issuing/cards/${encodeURIComponent(options.issuingCard)}`, {
      query: { expand: ['number', 'cvc', 'pin.number'], nonce: privateNonce },
      apiKey: options.ephemeralKeySecret,
    }))).then(detailsOf)
  cache.reads.set(key, read)
  cache.show(read)
  return read
}

/** The card the group's displays show (the first read), for its copy button. */
export const shownIssuingCard = (context: ElementContext): Promise<IssuingCardDetails> => cacheOf(context).shown
