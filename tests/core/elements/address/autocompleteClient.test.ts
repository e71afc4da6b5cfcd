import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Effect from 'effect/Effect'
import { apiClientLayer, type ApiClient, type ApiClientConfig } from '../../../../core/api/ApiClient.ts'
import type { ApiError } from '../../../../core/api/ApiError.ts'
import { fetchDetails, fetchSuggestions } from '../../../../core/elements/address/autocompleteClient.ts'
import { pendingDetailsLookup, pendingSuggestionsLookup } from '../../../../core/elements/address/autocomplete.ts'
import { reduceAddress } from '../../../../core/elements/address/addressModel.ts'
import { type AddressState } from '../../../../core/elements/address/AddressState.ts'
import { startSandbox, type Sandbox } from '../../../../sandbox/startSandbox.ts'
import { json, startLocalServer, testConfig } from '../../api/localServer.ts'
import { change, details, shipping } from './helpers.ts'

const run = <A>(apiConfig: ApiClientConfig, call: Effect.Effect<A, ApiError, ApiClient>): Promise<A> =>
  Effect.runPromise(Effect.provide(call, apiClientLayer(apiConfig)))
const runError = <A>(apiConfig: ApiClientConfig, call: Effect.Effect<A, ApiError, ApiClient>): Promise<ApiError> =>
  Effect.runPromise(Effect.flip(Effect.provide(call, apiClientLayer(apiConfig))))

let sandbox: Sandbox
let dataDir: string
let config: ApiClientConfig
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'payloom-autocomplete-'))
  sandbox = await startSandbox({ port: 0, dataDir })
  config = testConfig(sandbox.url)
})
afterAll(async () => {
  await sandbox.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the autocomplete client against the sandbox', () => {
  it('fetches suggestions for text in a country', async () => {
    const suggestions = await run(config, fetchSuggestions('1600 Pennsylvania', 'US'))
    expect(suggestions).toEqual([{ id: 'addr_us_white_house', description: 'The White House, 1600 Pennsylvania Avenue NW, Washington, DC 20500, US' }])
  })

  it('fetches the details of a suggestion in payload keys, leaving out what it lacks', async () => {
    expect(await run(config, fetchDetails('addr_gb_buckingham_palace'))).toEqual({
      line1: 'Buckingham Palace', city: 'London', postal_code: 'SW1A 1AA', country: 'GB',
    })
  })

  it('fails with the provider error for an unknown suggestion', async () => {
    const error = await runError(config, fetchDetails('addr_us_nowhere'))
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', status: 404 })
  })

  it('drives the reducer from typing to a filled form', async () => {
    let state: AddressState = reduceAddress(shipping(), change({ country: 'JP' }))
    state = reduceAddress(reduceAddress(state, { type: 'focus', field: 'line1' }), change({ line1: 'Tokyo Tower' }))
    const lookup = pendingSuggestionsLookup(state)
    if (lookup === undefined) throw new Error('no lookup pending')
    const suggestions = await run(config, fetchSuggestions(lookup.query, lookup.country))
    state = reduceAddress(state, { type: 'autocompleteSuggestions', query: lookup.query, suggestions })
    const [first] = suggestions
    if (first === undefined) throw new Error('no suggestion')
    state = reduceAddress(state, { type: 'autocompleteSuggestionSelected', id: first.id })
    const id = pendingDetailsLookup(state)
    if (id === undefined) throw new Error('no details lookup pending')
    const found = await run(config, fetchDetails(id))
    state = reduceAddress(state, { type: 'autocompleteDetailsRetrieved', id, details: found }, { countryDetails: details.JP })
    expect(state.values).toMatchObject({ line1: '4-2-8 Shibakoen', city: 'Minato-ku', state: '東京都', postal_code: '105-0011', country: 'JP' })
    expect(state.showAllFields).toBe(true)
  })
})

describe('the autocomplete client with an answer it cannot read', () => {
  it('fails with unexpected_error', async () => {
    const server = await startLocalServer((response) => json(response, 200, { data: [{ id: 1 }] }))
    try {
      const error = await runError(testConfig(server.url), fetchSuggestions('abc', 'US'))
      expect(error).toMatchObject({ type: 'unexpected_error', message: 'The address suggestions response is not an object the SDK understands.' })
      expect(server.received[0]?.url).toBe('/v1/address_autocomplete/suggestions?query=abc&country=US')
      expect(server.received[0]?.headers.authorization).toBe('Bearer pk_test_payloomsandbox')
    } finally {
      await server.close()
    }
  })
})
