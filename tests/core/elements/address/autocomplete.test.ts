import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLookupQuery, pendingDetailsLookup, pendingSuggestionsLookup, reduceAutocomplete, subdivisionKeyOf } from '../../../../core/elements/address/autocomplete.ts'
import { reduceAddress } from '../../../../core/elements/address/addressModel.ts'
import { type AutocompleteState } from '../../../../core/elements/address/AddressState.ts'
import { uiLimits } from '../../../../core/generated/limits.generated.ts'
import { change, details, run, shipping } from './helpers.ts'

const idle = shipping().autocomplete
const fetching: AutocompleteState = reduceAutocomplete(idle, { type: 'autocompleteFetching', query: 'Tokyo' })

describe('reduceAutocomplete', () => {
  it('starts a lookup only above the threshold', () => {
    expect(fetching).toMatchObject({ status: 'fetching', query: 'Tokyo', suggestions: [], selectedIndex: -1 })
    expect(reduceAutocomplete(idle, { type: 'autocompleteFetching', query: ' To ' })).toBe(idle)
  })

  it('keeps only well-formed suggestions', () => {
    const next = reduceAutocomplete(fetching, { type: 'autocompleteSuggestions', query: 'Tokyo', suggestions: [{ id: 'a', description: 'A' }, { id: 1 } as never, null as never] })
    expect(next.suggestions).toEqual([{ id: 'a', description: 'A' }])
  })

  it('ignores suggestions when no lookup is waiting', () => {
    expect(reduceAutocomplete(idle, { type: 'autocompleteSuggestions', query: '', suggestions: [{ id: 'a', description: 'A' }] })).toBe(idle)
  })

  it('keeps the pointer and the input location across a reset', () => {
    const placed = reduceAutocomplete(reduceAutocomplete(fetching, { type: 'autocompleteMouseInside', inside: true }), {
      type: 'autocompleteInputLocation', location: { top: 1, left: 2, width: 3, height: 4 },
    })
    expect(reduceAutocomplete(placed, { type: 'autocompleteReset' })).toEqual({ ...idle, mouseInside: true, inputLocation: { top: 1, left: 2, width: 3, height: 4 } })
  })

  it('refuses a highlight that is not a whole number', () => {
    expect(reduceAutocomplete(fetching, { type: 'autocompleteSelectedIndex', index: 0.5 })).toBe(fetching)
  })
})

describe('isLookupQuery', () => {
  it('is true exactly above uiLimits.autocompleteAboveCharacters trimmed characters', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      expect(isLookupQuery(text)).toBe(text.trim().length > uiLimits.autocompleteAboveCharacters)
    }))
    expect(isLookupQuery(42)).toBe(false)
  })
})

describe('the lookups the caller makes', () => {
  it('asks for suggestions in the form country while fetching, then for the picked details', () => {
    const typing = run(shipping(), [change({ country: 'JP' }), change({ line1: '4-2-8 Shiba' })])
    expect(pendingSuggestionsLookup(typing)).toEqual({ query: '4-2-8 Shiba', country: 'JP' })
    expect(pendingDetailsLookup(typing)).toBeUndefined()
    const picked = run(typing, [
      { type: 'autocompleteSuggestions', query: '4-2-8 Shiba', suggestions: [{ id: 'addr_jp_tokyo_tower', description: 'Tokyo Tower' }] },
      { type: 'autocompleteSuggestionSelected', id: 'addr_jp_tokyo_tower' },
    ])
    expect(pendingSuggestionsLookup(picked)).toBeUndefined()
    expect(pendingDetailsLookup(picked)).toBe('addr_jp_tokyo_tower')
    const filled = reduceAddress(picked, { type: 'autocompleteDetailsRetrieved', id: 'addr_jp_tokyo_tower', details: { line1: '4-2-8 Shibakoen', city: 'Minato-ku', state: 'Tokyo', postal_code: '105-0011', country: 'JP' } }, { countryDetails: details.JP })
    expect(filled.values).toMatchObject({ country: 'JP', line1: '4-2-8 Shibakoen', city: 'Minato-ku', state: '東京都', postal_code: '105-0011' })
    expect(pendingDetailsLookup(filled)).toBeUndefined()
  })
})

describe('subdivisionKeyOf', () => {
  it('maps keys, names, Latin names and ISO codes to the key, whatever the case', () => {
    expect(subdivisionKeyOf('ca', 'US', details.US)).toBe('CA')
    expect(subdivisionKeyOf('New York', 'US', details.US)).toBe('NY')
    expect(subdivisionKeyOf('US-TX', 'US', details.US)).toBe('TX')
    expect(subdivisionKeyOf('tokyo', 'JP', details.JP)).toBe('東京都')
    expect(subdivisionKeyOf('JP-13', 'JP', details.JP)).toBe('東京都')
    expect(subdivisionKeyOf('São Paulo', 'BR', details.BR)).toBe('SP')
  })

  it('keeps the text when nothing matches, when the details are for another country, or without details', () => {
    expect(subdivisionKeyOf('Texas', 'JP', details.US)).toBe('Texas')
    expect(subdivisionKeyOf('Atlantis', 'US', details.US)).toBe('Atlantis')
    expect(subdivisionKeyOf('Texas', 'US', undefined)).toBe('Texas')
  })

  it('always gives a key of the list or the text itself', () => {
    const keys = new Set(details.US.subdivisions.map((subdivision) => subdivision.key))
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constantFrom(...details.US.subdivisions.map((s) => s.name))), (text) => {
      const key = subdivisionKeyOf(text, 'US', details.US)
      expect(key === text || keys.has(key)).toBe(true)
    }))
  })
})
