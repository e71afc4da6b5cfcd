import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type Payloom } from 'payloom'
import { json, startLocalServer, type LocalServer } from '../api/localServer.ts'
import { card, pk } from '../../sandbox/sandboxClient.ts'

// A provider that records what each call sends and answers with an object of the path's kind.
let server: LocalServer
let payloom: Payloom
beforeAll(async () => {
  server = await startLocalServer((response, _n, request) => json(response, 200, { id: 'obj_1', object: request.url.includes('sources') ? 'source' : 'token' }))
  payloom = createPayloom(pk, { apiBase: server.url, locale: 'en' })
})
afterAll(() => server.close())

const lastBody = (): URLSearchParams => new URLSearchParams(server.received.at(-1)!.body)

describe('the payment_user_agent tokens and sources are created with (controller.md §7 "Tokens create", §3 "Source params")', () => {
  it('names payloom on a token of a provider type', async () => {
    expect(await payloom.createToken('pii', { id_number: '000000000' })).toMatchObject({ token: { id: 'obj_1' } })
    expect(lastBody().get('payment_user_agent')).toBe('payloom.js')
    expect(lastBody().get('pii[id_number]')).toBe('000000000')
  })

  it('names payloom on a source, unless the merchant names an agent of their own', async () => {
    expect(await payloom.createSource({ type: 'card', card: card('4242424242424242') })).toMatchObject({ source: { id: 'obj_1' } })
    expect(lastBody().get('payment_user_agent')).toBe('payloom.js')
    await payloom.createSource({ type: 'card', card: card('4242424242424242'), payment_user_agent: 'my-shop' })
    expect(lastBody().get('payment_user_agent')).toBe('my-shop')
  })
})
