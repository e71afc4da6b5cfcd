import * as Effect from 'effect/Effect'
import * as Schema from 'effect/Schema'
import { ApiClient } from '../../api/ApiClient.ts'
import { ApiError } from '../../api/ApiError.ts'
import type { AddressSuggestion, AutocompleteDetails } from './AddressState.ts'

const SuggestionsResponse = Schema.Struct({
  data: Schema.Array(Schema.Struct({ id: Schema.String, description: Schema.String })),
})

const Text = Schema.optional(Schema.NullOr(Schema.String))

const DetailsResponse = Schema.Struct({
  id: Schema.String,
  address: Schema.Struct({ line1: Text, line2: Text, city: Text, state: Text, postal_code: Text, country: Text }),
})

const unreadable = (what: string) => () => new ApiError({ type: 'unexpected_error', message: `The address ${what} response is not an object the SDK understands.` })

/**
 * The provider's suggestions for street-line text in a country
 * (GET /v1/address_autocomplete/suggestions). Call it only for text above the threshold
 * (`pendingSuggestionsLookup` says when).
 */
export const fetchSuggestions = (query: string, country: string): Effect.Effect<ReadonlyArray<AddressSuggestion>, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const raw = yield* api.get('address_autocomplete/suggestions', { query: { query, country } })
    const response = yield* Schema.decodeUnknownEffect(SuggestionsResponse)(raw).pipe(Effect.mapError(unreadable('suggestions')))
    return response.data.map(({ id, description }) => ({ id, description }))
  })

/** The address of a picked suggestion (GET /v1/address_autocomplete/details/:id), in payload keys. */
export const fetchDetails = (id: string): Effect.Effect<AutocompleteDetails, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const raw = yield* api.get(`address_autocomplete/details/${encodeURIComponent(id)}`)
    const { address } = yield* Schema.decodeUnknownEffect(DetailsResponse)(raw).pipe(Effect.mapError(unreadable('details')))
    const details: Record<string, string> = {}
    for (const [key, value] of Object.entries(address)) if (typeof value === 'string') details[key] = value
    return details as AutocompleteDetails
  })
