import { uiLimits } from '../../generated/limits.generated.ts'
import type { AddressCountryDetails } from '../../validation/address/AddressFormatSpec.ts'
import type { AutocompleteAction } from './AddressAction.ts'
import { fieldsOf } from '../../validation/address/AddressValue.ts'
import { AutocompleteStatus, type AddressState, type AddressSuggestion, type AutocompleteState, type InputLocation } from './AddressState.ts'

/** No lookup, nothing shown. */
export const idleAutocomplete: AutocompleteState = {
  status: AutocompleteStatus.idle, query: '', suggestions: [], selectedIndex: -1, pendingId: null, mouseInside: false, inputLocation: null,
}

/** Whether street-line text is long enough to look up (payment-form.md §9: above 2 characters). */
export const isLookupQuery = (text: unknown): text is string => typeof text === 'string' && text.trim().length > uiLimits.autocompleteAboveCharacters

const isLocation = (location: unknown): location is InputLocation => {
  const { top, left, width, height } = fieldsOf(location)
  return [top, left, width, height].every((n) => typeof n === 'number' && Number.isFinite(n))
}

const isSuggestion = (suggestion: unknown): suggestion is AddressSuggestion => {
  const { id, description } = fieldsOf(suggestion)
  return typeof id === 'string' && typeof description === 'string'
}

/** Forget the suggestions; where the input is and where the pointer is stay true. */
export const resetAutocomplete = (state: AutocompleteState): AutocompleteState =>
  ({ ...idleAutocomplete, mouseInside: state.mouseInside, inputLocation: state.inputLocation })

/**
 * The suggestions steps of payment-form.md §4 that only touch the suggestions: a lookup starts,
 * its answer arrives (dropped when the text has changed since), the highlight moves, a suggestion
 * is picked, a reset, the pointer and the input's location. Filling the form from a picked
 * suggestion, and input focus, belong to the form (`reduceAddress`).
 */
export const reduceAutocomplete = (state: AutocompleteState, action: AutocompleteAction): AutocompleteState => {
  switch (action.type) {
    case 'autocompleteFetching':
      return isLookupQuery(action.query) ? { ...resetAutocomplete(state), status: AutocompleteStatus.fetching, query: action.query } : state
    case 'autocompleteSuggestions':
      if (state.status !== AutocompleteStatus.fetching || action.query !== state.query) return state
      return { ...state, status: AutocompleteStatus.ready, suggestions: Array.isArray(action.suggestions) ? action.suggestions.filter(isSuggestion) : [], selectedIndex: -1 }
    case 'autocompleteSelectedIndex': {
      if (!Number.isInteger(action.index)) return state
      return { ...state, selectedIndex: Math.max(-1, Math.min(action.index, state.suggestions.length - 1)) }
    }
    case 'autocompleteSuggestionSelected':
      if (!state.suggestions.some((suggestion) => suggestion.id === action.id)) return state
      return { ...resetAutocomplete(state), status: AutocompleteStatus.retrieving, query: state.query, pendingId: action.id }
    case 'autocompleteReset':
      return resetAutocomplete(state)
    case 'autocompleteMouseInside':
      return { ...state, mouseInside: action.inside === true }
    case 'autocompleteInputLocation': {
      if (!isLocation(action.location)) return state
      const { top, left, width, height } = action.location
      // + 0 turns -0 into 0, which JSON (the frame boundary) cannot tell apart anyway.
      return { ...state, inputLocation: { top: top + 0, left: left + 0, width: width + 0, height: height + 0 } }
    }
    default:
      // Filling the form and input focus are the form's (`reduceAddress`); anything else is not a step.
      return state
  }
}

/** Whether the dropdown is open: there are suggestions and the input or the pointer is on it. */
export const isDropdownOpen = (state: AddressState): boolean =>
  state.autocomplete.suggestions.length > 0 && (state.focusedField === 'line1' || state.autocomplete.mouseInside)

/** Suggestions are on their way or shown, so the rest of the form can wait (show-all-fields). */
export const areSuggestionsActive = (state: AddressState): boolean =>
  state.autocomplete.status === AutocompleteStatus.fetching || state.autocomplete.status === AutocompleteStatus.retrieving || isDropdownOpen(state)

/** The lookup the caller should make now (`fetchSuggestions(query, country)`), if any. */
export const pendingSuggestionsLookup = (state: AddressState): { readonly query: string; readonly country: string } | undefined =>
  state.autocomplete.status === AutocompleteStatus.fetching ? { query: state.autocomplete.query, country: state.values.country } : undefined

/** The picked suggestion whose address the caller should fetch now (`fetchDetails(id)`), if any. */
export const pendingDetailsLookup = (state: AddressState): string | undefined =>
  state.autocomplete.status === AutocompleteStatus.retrieving ? state.autocomplete.pendingId ?? undefined : undefined

const comparable = (text: string): string => text.normalize('NFC').trim().toLowerCase()

/**
 * The subdivision key for a state as typed, autofilled or suggested ("California", "Tokyo",
 * "US-CA" or "CA" give the key the form's list uses); the text itself when nothing matches or the
 * details are for another country.
 */
export const subdivisionKeyOf = (text: string, country: string, details: AddressCountryDetails | undefined): string => {
  if (details === undefined || details.country !== country || text.trim() === '') return text
  const wanted = comparable(text)
  const isoSuffix = wanted.startsWith(`${country.toLowerCase()}-`) ? wanted.slice(country.length + 1) : wanted
  const found = details.subdivisions.find((subdivision) =>
    [subdivision.key, subdivision.name, subdivision.latinName].some((name) => name !== undefined && comparable(name) === wanted)
    || (subdivision.isoId !== undefined && comparable(subdivision.isoId) === isoSuffix))
  return found?.key ?? text
}
