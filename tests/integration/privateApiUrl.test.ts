import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom } from 'payloom'
import { card } from 'payloom/plugins/card'
import { isProviderUrl } from '../../core/controller/privateApiUrl.ts'
import { pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

/**
 * payloom's private api url, createPayloom's `apiBase` (controller.md §5 "The private api url is
 * accepted only for the provider's own domains (warning otherwise)"): any address is accepted, and
 * one off the provider's own domains is warned of, once.
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())
afterEach(() => vi.restoreAllMocks())

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })
const at = (scheme: string, host: string, portNumber: number | undefined, path = ''): string => `${scheme}://${host}${portNumber === undefined ? '' : `:${portNumber}`}${path}`

describe("the provider's own domains", () => {
  it('are the loopback hosts of the local sandbox, and a listed domain with its subdomains; nothing else', () => {
    const loopback = fc.oneof(fc.constant('localhost'), fc.constant('[::1]'), fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => `127.${parts.join('.')}`))
    fc.assert(fc.property(fc.constantFrom('http', 'https'), loopback, port, fc.webPath(), (scheme, host, portNumber, path) => {
      expect(isProviderUrl(at(scheme, host, portNumber, path))).toBe(true)
    }))
    fc.assert(fc.property(fc.array(label, { maxLength: 3 }), port, (sub, portNumber) => {
      const host = [...sub, 'provider', 'example'].join('.')
      expect(isProviderUrl(at('https', host, portNumber), ['provider.example'])).toBe(true)
      // A look-alike is not the provider: its name only ends like it.
      expect(isProviderUrl(at('https', `${[...sub, 'evilprovider'].join('.')}.example`, portNumber), ['provider.example'])).toBe(false)
    }))
    // Any other name, or an address off the loopback range, is not the provider's (none is listed yet).
    fc.assert(fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'example', 'test'), (labels, tld) => {
      fc.pre(labels.join('.') !== 'localhost')
      expect(isProviderUrl(`https://${labels.join('.')}.${tld}`)).toBe(false)
    }))
    for (const other of ['http://128.0.0.1', 'http://10.0.0.1:4242', 'http://[::2]', 'http://localhost.example.com']) expect(isProviderUrl(other)).toBe(false)
  })
})

describe('createPayloom({ apiBase }) off the provider\'s own domains', () => {
  it('is warned of once per address when a session loads, and still used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const elsewhere = createPayloom(pk, { apiBase: 'http://payments.example.test/api', hosting: 'inline', locale: 'en', plugins: [card()] })
    // Nothing answers there: the session fails as any unreachable provider's would, after the warning.
    for (const amount of [1000, 2000]) {
      expect(await elsewhere.elements({ mode: 'payment', amount, currency: 'usd' }).fetchUpdates()).toMatchObject({ error: { code: 'session_load_failed' } })
    }
    expect(warn.mock.calls).toEqual([[
      "payloom: apiBase http://payments.example.test is not one of the provider's own domains. The provider's API and frames are accepted there all the same; use it only for a provider you trust (your own, or your proxy of it).",
    ]])
  })

  it('is not warned of for the local sandbox, whether named localhost or 127.0.0.1', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const apiBase of [sandbox.url, sandbox.url.replace('127.0.0.1', 'localhost')]) {
      const payloom = createPayloom(pk, { apiBase, hosting: 'inline', locale: 'en', plugins: [card()] })
      expect(await payloom.elements({ mode: 'payment', amount: 1000, currency: 'usd' }).fetchUpdates()).toEqual({})
    }
    expect(warn).not.toHaveBeenCalled()
  })
})
