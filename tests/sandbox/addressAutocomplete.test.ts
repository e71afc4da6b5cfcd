import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { validateAddress } from 'payloom/validation'
import { readLandmarks, searchLandmarks, type LandmarkAddress } from '../../sandbox/api/addressAutocomplete.ts'
import { pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

const dataText = readFileSync(new URL('../../sandbox/data/addresses.json', import.meta.url), 'utf8')
const landmarks = readLandmarks(dataText)

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const suggestions = (params: Record<string, string | number>, key = pk) => sandbox.call('GET', '/v1/address_autocomplete/suggestions', params, { key })
const ids = (body: Record<string, any>): string[] => body.data.map((suggestion: { id: string }) => suggestion.id)

describe('the landmark addresses', () => {
  it('hold 50 to 100 entries across the eight countries', () => {
    expect(landmarks.length).toBeGreaterThanOrEqual(50)
    expect(landmarks.length).toBeLessThanOrEqual(100)
    expect(new Set(landmarks.map((landmark) => landmark.address.country))).toEqual(new Set(['US', 'GB', 'JP', 'BR', 'FR', 'DE', 'CA', 'AU']))
  })

  it('are each a complete address of its country by the SDK rules', () => {
    for (const landmark of landmarks) {
      expect(validateAddress({ name: landmark.name, address: landmark.address }).errors, landmark.id).toEqual([])
    }
  })

  const withEntry = (entry: unknown) => JSON.stringify({ addresses: [entry] })
  const good: LandmarkAddress = { id: 'addr_us_x', name: 'X', address: { line1: '1 Main Street', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' } }

  it('are refused, naming the file and the entry, when an entry is wrong', () => {
    expect(() => readLandmarks('{')).toThrow(/^sandbox\/data\/addresses\.json: not JSON/)
    expect(() => readLandmarks('[]')).toThrow('sandbox/data/addresses.json: expected { "addresses": [...] }')
    expect(() => readLandmarks(withEntry(42))).toThrow('sandbox/data/addresses.json: entry #0: is not an object')
    expect(() => readLandmarks(withEntry({ ...good, id: 'White House' }))).toThrow('entry White House: id must look like addr_<country>_<name>')
    expect(() => readLandmarks(JSON.stringify({ addresses: [good, good] }))).toThrow('entry addr_us_x: id is used twice')
    expect(() => readLandmarks(withEntry({ ...good, name: ' ' }))).toThrow('entry addr_us_x: name must be a non-empty string')
    expect(() => readLandmarks(withEntry({ ...good, address: 'here' }))).toThrow('entry addr_us_x: address must be an object')
    expect(() => readLandmarks(withEntry({ ...good, address: { ...good.address, zip: '1' } }))).toThrow('entry addr_us_x: address.zip is not a payload key')
    expect(() => readLandmarks(withEntry({ ...good, address: { ...good.address, city: 5 } }))).toThrow('entry addr_us_x: address.city must be a string')
    expect(() => readLandmarks(withEntry({ ...good, address: { ...good.address, country: 'ZZ' } }))).toThrow('entry addr_us_x: address.country ZZ is not a known upper-case country code')
    expect(() => readLandmarks(withEntry({ ...good, id: 'addr_gb_x' }))).toThrow('entry addr_gb_x: id must start with addr_us_')
    expect(() => readLandmarks(withEntry({ ...good, address: { ...good.address, state: '', postal_code: '6270' } }))).toThrow(
      'entry addr_us_x: not a complete US address: state incomplete_address, postal_code invalid_zip',
    )
    expect(readLandmarks(withEntry(good))).toEqual([good])
  })
})

describe('GET /v1/address_autocomplete/suggestions', () => {
  it('finds a landmark by its street address, with the publishable key', async () => {
    const response = await suggestions({ query: '1600 Penn', country: 'US' })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.body).toMatchObject({ object: 'list', url: '/v1/address_autocomplete/suggestions', has_more: false })
    expect(response.body.data).toEqual([{
      id: 'addr_us_white_house',
      object: 'address_autocomplete.suggestion',
      description: 'The White House, 1600 Pennsylvania Avenue NW, Washington, DC 20500, US',
      main_text: 'The White House',
      secondary_text: '1600 Pennsylvania Avenue NW, Washington, DC 20500, US',
    }])
  })

  it('ignores accents, case and punctuation, and keeps to the country', async () => {
    expect(ids((await suggestions({ query: 'SAO PAULO avenida', country: 'BR' })).body)).toEqual(['addr_br_masp'])
    expect(ids((await suggestions({ query: "musee d'orsay", country: 'FR' })).body)).toEqual(['addr_fr_musee_d_orsay'])
    const museums = ids((await suggestions({ query: 'museum', country: 'GB' })).body)
    expect(museums.length).toBeGreaterThan(0)
    expect(museums.every((id) => id.startsWith('addr_gb_'))).toBe(true)
  })

  it('searches every country without one, and reads country codes as the address tables do', async () => {
    const everywhere = ids((await suggestions({ query: 'national' })).body)
    expect(new Set(everywhere.map((id) => id.slice(5, 7))).size).toBeGreaterThan(1)
    expect(ids((await suggestions({ query: 'tokyo tower', country: 'jp' })).body)).toEqual(['addr_jp_tokyo_tower'])
  })

  it('ranks words found at the start of a word first', async () => {
    expect(ids((await suggestions({ query: 'tower', country: 'GB' })).body)[0]).toBe('addr_gb_tower_of_london')
  })

  it('finds nothing for 2 characters or less (the autocomplete threshold)', async () => {
    expect((await suggestions({ query: 'Lo', country: 'GB' })).body.data).toEqual([])
    expect((await suggestions({ query: '  Lo  ', country: 'GB' })).body.data).toEqual([])
    expect(ids((await suggestions({ query: 'Lon', country: 'GB' })).body).length).toBeGreaterThan(0)
  })

  it('pages with limit and has_more', async () => {
    const limited = await suggestions({ query: 'London', country: 'GB', limit: 2 })
    expect(limited.body.data).toHaveLength(2)
    expect(limited.body.has_more).toBe(true)
    expect((await suggestions({ query: 'London', country: 'GB' })).body.data).toHaveLength(5)
  })

  it('refuses a missing query, an unknown country, a bad limit and unknown parameters', async () => {
    expect((await suggestions({ country: 'US' })).body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_missing', param: 'query' })
    expect((await suggestions({ query: 'White', country: 'XX' })).body.error).toMatchObject({ type: 'invalid_request_error', param: 'country' })
    expect((await suggestions({ query: 'White', limit: 0 })).body.error).toMatchObject({ param: 'limit' })
    expect((await suggestions({ query: 'White', limit: 11 })).status).toBe(400)
    expect((await suggestions({ query: 'White', zip: '1' })).body.error).toMatchObject({ code: 'parameter_unknown', param: 'zip' })
  })

  it('needs a key', async () => {
    const response = await sandbox.call('GET', '/v1/address_autocomplete/suggestions', { query: 'White' }, { key: '' })
    expect(response.status).toBe(401)
  })
})

describe('GET /v1/address_autocomplete/details/:id', () => {
  it('returns the address in payload keys, null for what it lacks', async () => {
    const response = await sandbox.call('GET', '/v1/address_autocomplete/details/addr_gb_buckingham_palace', {}, { key: pk })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: 'addr_gb_buckingham_palace',
      object: 'address_autocomplete.details',
      name: 'Buckingham Palace',
      address: { line1: 'Buckingham Palace', line2: null, city: 'London', state: null, postal_code: 'SW1A 1AA', country: 'GB' },
    })
  })

  it('answers 404 resource_missing for an id it does not know', async () => {
    const response = await sandbox.call('GET', '/v1/address_autocomplete/details/addr_us_nowhere', {}, { key: pk })
    expect(response.status).toBe(404)
    expect(response.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', message: "No such address suggestion: 'addr_us_nowhere'" })
  })
})

describe('searchLandmarks properties', () => {
  it('finds every landmark by its name in its country', () => {
    for (const landmark of landmarks) {
      expect(searchLandmarks(landmark.name, landmark.address.country, 10).map((found) => found.id), landmark.id).toContain(landmark.id)
    }
  })

  it('never throws, never returns more than the limit, and every result holds every word', () => {
    const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
    fc.assert(fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 10 }), (query, limit) => {
      const found = searchLandmarks(query, undefined, limit)
      expect(found.length).toBeLessThanOrEqual(limit)
      if (query.trim().length <= 2) expect(found).toEqual([])
      for (const landmark of found) {
        const text = fold(Object.values({ name: landmark.name, ...landmark.address }).join(' '))
        for (const word of fold(query).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '')) expect(text).toContain(word)
      }
    }))
  })

  it('finds a landmark from any prefix of its street line above the threshold', () => {
    fc.assert(fc.property(fc.constantFrom(...landmarks), fc.integer({ min: 3, max: 40 }), (landmark, length) => {
      const prefix = landmark.address.line1.slice(0, length)
      fc.pre(prefix.trim().length > 2)
      expect(searchLandmarks(prefix, landmark.address.country, 100).map((found) => found.id)).toContain(landmark.id)
    }))
  })
})
