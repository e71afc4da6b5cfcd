import { readFileSync } from 'node:fs'
import { uiLimits } from '../../core/generated/limits.generated.ts'
import { normalizeCountryCode } from '../../core/validation/address/countryCode.ts'
import { validateAddress } from '../../core/validation/address/validateAddress.ts'
import { ApiError } from '../ApiError.ts'
import { commonParams } from '../params.ts'
import { ok, type Route } from '../router.ts'

/** A landmark of sandbox/data/addresses.json, in payload keys. */
export interface LandmarkAddress {
  readonly id: string
  readonly name: string
  readonly address: {
    readonly line1: string
    readonly line2?: string
    readonly city?: string
    readonly state?: string
    readonly postal_code?: string
    readonly country: string
  }
}

const dataFile = new URL('../data/addresses.json', import.meta.url)
const fileName = 'sandbox/data/addresses.json'
const addressKeys = ['line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const
const idPattern = /^addr_[a-z]{2}_[a-z0-9_]+$/

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * One entry checked before it is served: an `addr_<country>_<name>` id, a name, an address whose
 * fields are strings, a known country matching the id, and an address complete by the SDK's own
 * rules (so a suggestion never fills a form with an invalid address).
 */
const checkEntry = (entry: unknown, index: number, seen: Set<string>): LandmarkAddress => {
  const fail = (problem: string): never => {
    const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : `#${index}`
    throw new Error(`${fileName}: entry ${id}: ${problem}`)
  }
  if (!isRecord(entry)) return fail('is not an object')
  if (typeof entry.id !== 'string' || !idPattern.test(entry.id)) return fail('id must look like addr_<country>_<name> (lower case)')
  if (seen.has(entry.id)) return fail('id is used twice')
  seen.add(entry.id)
  if (typeof entry.name !== 'string' || entry.name.trim() === '') return fail('name must be a non-empty string')
  const address = entry.address
  if (!isRecord(address)) return fail('address must be an object')
  for (const key of Object.keys(address)) {
    if (!(addressKeys as ReadonlyArray<string>).includes(key)) fail(`address.${key} is not a payload key (${addressKeys.join(', ')})`)
    if (typeof address[key] !== 'string') fail(`address.${key} must be a string`)
  }
  const country = normalizeCountryCode(address.country)
  if (country === undefined || country !== address.country) return fail(`address.country ${String(address.country)} is not a known upper-case country code`)
  if (!entry.id.startsWith(`addr_${country.toLowerCase()}_`)) fail(`id must start with addr_${country.toLowerCase()}_`)
  const { errors } = validateAddress({ name: entry.name, address })
  if (errors.length > 0) fail(`not a complete ${country} address: ${errors.map((e) => `${e.field} ${e.code}`).join(', ')}`)
  return entry as unknown as LandmarkAddress
}

/** Reads and checks sandbox/data/addresses.json; throws naming the file and the entry at the first problem. */
export const readLandmarks = (text: string): ReadonlyArray<LandmarkAddress> => {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new Error(`${fileName}: not JSON (${(error as Error).message})`)
  }
  if (!isRecord(data) || !Array.isArray(data.addresses)) throw new Error(`${fileName}: expected { "addresses": [...] }`)
  const seen = new Set<string>()
  return data.addresses.map((entry, index) => checkEntry(entry, index, seen))
}

let loaded: ReadonlyArray<LandmarkAddress> | undefined
// Read on the first lookup, not at import: a sandbox that never autocompletes never reads it.
const landmarks = (): ReadonlyArray<LandmarkAddress> => (loaded ??= readLandmarks(readFileSync(dataFile, 'utf8')))

/** Lower case, accents and punctuation dropped: "sao paulo" finds "São Paulo", "orsay" finds "d'Orsay". */
const fold = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()

const searchText = new WeakMap<LandmarkAddress, string>()
const searchTextOf = (landmark: LandmarkAddress): string => {
  let text = searchText.get(landmark)
  if (text === undefined) {
    const { line1, line2, city, state, postal_code } = landmark.address
    text = ` ${fold([landmark.name, line1, line2, city, state, postal_code].filter((part) => part !== undefined).join(' '))}`
    searchText.set(landmark, text)
  }
  return text
}

const secondaryText = (landmark: LandmarkAddress): string => {
  const { line1, line2, city, state, postal_code, country } = landmark.address
  const region = [state, postal_code].filter((part) => part !== undefined).join(' ')
  return [line1 === landmark.name ? undefined : line1, line2, city, region, country].filter((part) => part !== undefined && part !== '').join(', ')
}

const suggestionOf = (landmark: LandmarkAddress) => ({
  id: landmark.id,
  object: 'address_autocomplete.suggestion',
  description: `${landmark.name}, ${secondaryText(landmark)}`,
  main_text: landmark.name,
  secondary_text: secondaryText(landmark),
})

/**
 * The landmarks whose name or address holds every word of the query (as typed, accents aside),
 * those where the words start a word first; in one country when one is given.
 */
export const searchLandmarks = (query: string, country: string | undefined, limit: number): ReadonlyArray<LandmarkAddress> => {
  const words = fold(query).split(' ').filter((word) => word !== '')
  if (query.trim().length <= uiLimits.autocompleteAboveCharacters || words.length === 0) return []
  return landmarks()
    .filter((landmark) => country === undefined || landmark.address.country === country)
    .map((landmark, order) => {
      const text = searchTextOf(landmark)
      return { landmark, order, found: words.every((word) => text.includes(word)), starts: words.filter((word) => text.includes(` ${word}`)).length }
    })
    .filter((match) => match.found)
    .sort((a, b) => b.starts - a.starts || a.order - b.order)
    .slice(0, limit)
    .map((match) => match.landmark)
}

const defaultLimit = 5
const maxLimit = 10

/**
 * GET /v1/address_autocomplete/suggestions (query, country, limit) and GET
 * /v1/address_autocomplete/details/:id: address suggestions from a small set of public landmarks
 * (sandbox/data/addresses.json), for any test key. Text of 2 characters or less finds nothing.
 */
export const addressAutocompleteRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/v1/address_autocomplete/suggestions',
    access: 'publishable',
    handle: (context) => {
      const params = context.params.only([...commonParams, 'query', 'country', 'limit'])
      const query = params.requiredString('query')
      const countryText = params.string('country')
      const country = countryText === undefined ? undefined : normalizeCountryCode(countryText)
      if (countryText !== undefined && country === undefined) {
        throw ApiError.invalidRequest(`Invalid country: ${countryText} is not a known two-letter country code.`, { param: 'country' })
      }
      const limit = params.integer('limit', 1, maxLimit) ?? defaultLimit
      const found = searchLandmarks(query, country, limit + 1)
      return ok({
        object: 'list',
        url: '/v1/address_autocomplete/suggestions',
        has_more: found.length > limit,
        data: found.slice(0, limit).map(suggestionOf),
      })
    },
  },
  {
    method: 'GET',
    pattern: '/v1/address_autocomplete/details/:id',
    access: 'publishable',
    handle: (context) => {
      context.params.only(commonParams)
      const id = context.path.id ?? ''
      const landmark = landmarks().find((candidate) => candidate.id === id)
      if (landmark === undefined) throw ApiError.missing('address suggestion', id)
      const { line1, line2, city, state, postal_code, country } = landmark.address
      return ok({
        id: landmark.id,
        object: 'address_autocomplete.details',
        name: landmark.name,
        address: { line1, line2: line2 ?? null, city: city ?? null, state: state ?? null, postal_code: postal_code ?? null, country },
      })
    },
  },
]
