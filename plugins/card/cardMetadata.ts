import * as Effect from 'effect/Effect'
import type { ApiError } from 'payloom'
import { ApiClient, arrayOf, number, string, struct } from 'payloom/methods'
import type { CardNetworkRange } from 'payloom/validation/card'

const answer = struct({ data: arrayOf(struct({ brand: string, pan_length: number, account_range_low: string, account_range_high: string })) })

/**
 * GET /v1/card_metadata?bin_prefix=...: the account ranges of the networks of cards whose numbers
 * start with a 6-digit BIN (controller.md §3 "Card networks", §9). An answer the SDK cannot read
 * counts as none: the form then goes by the number's own brand rules. Loaded with the first
 * lookup, so a page where no one types a card number never carries it.
 */
export const cardMetadata = (bin: string): Effect.Effect<ReadonlyArray<CardNetworkRange>, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const body = yield* api.get('card_metadata', { query: { bin_prefix: bin } })
    return answer(body) ? body.data.map(({ brand, pan_length, account_range_low, account_range_high }) => ({ brand, pan_length, account_range_low, account_range_high })) : []
  })
