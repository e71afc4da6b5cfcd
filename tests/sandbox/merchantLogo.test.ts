import fc from 'fast-check'
import * as Effect from 'effect/Effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, makeRegistry } from 'payloom'
import { card } from 'payloom/plugins/card'
import { ApiClient, makeApiClient } from '../../core/api/ApiClient.ts'
import { sheetRequestOf } from '../../core/elements/expressCheckout/sheetHost.ts'
import { loadElementsSession } from '../../core/session/elementsSession.ts'
import { merchantLogoSource } from 'payloom/methods'
import { maxLogoBytes } from '../../sandbox/accountSettings.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'
import { sampleLogo } from './sampleLogo.ts'

/**
 * The merchant's logo (controller.md §3 "merchant info": business name, logo...): the sandbox's
 * account settings hold it (test helper), the elements session names where the sandbox serves it
 * (`merchant_logo_url`), the SDK reads it and a wallet sheet's request carries it; the test sheet
 * loads only an https or provider-origin address.
 */

/** The smallest PNG: one transparent pixel. */
const pixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const base64 = (text: string) => Buffer.from(text).toString('base64')

const registry = makeRegistry([card()])
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** The session the SDK loads for a new $10 payment intent. */
const session = async () => {
  const intent = await createPaymentIntent(sandbox, { amount: 1000, currency: 'usd' })
  const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: createPayloom(pk).apiVersion })
  return Effect.runPromise(Effect.provideService(loadElementsSession({ clientSecret: intent.client_secret }, registry, 'en'), ApiClient, api))
}

describe('the merchant\'s logo (controller.md §3 merchant info)', () => {
  it('is none until the account has one; set, the session names where the sandbox serves it, the SDK reads it, and a wallet sheet\'s request carries it', async () => {
    expect((await session()).merchantLogoUrl).toBeUndefined()
    expect((await sandbox.call('GET', '/v1/test_helpers/account_settings')).body).toEqual({ object: 'account_settings', logo_url: null, logo_type: null })

    const set = await sandbox.call('POST', '/v1/test_helpers/account_settings', { logo: base64(sampleLogo) })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ object: 'account_settings', logo_type: 'image/svg+xml' })
    const url = set.body.logo_url as string
    expect(url).toMatch(new RegExp(`^${sandbox.url}/account/logo/[0-9a-f]{16}\\.svg$`))

    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    // An SVG opened on its own runs nothing on the provider's origin.
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await served.text()).toBe(sampleLogo)

    const loaded = await session()
    expect(loaded.merchantLogoUrl).toBe(url)
    expect(loaded.businessName).toBe('Payloom Sandbox')
    expect(sheetRequestOf({ session: loaded, locale: 'en' }, { business: { name: 'Acme Ltd' } })).toMatchObject({ business: { name: 'Acme Ltd' }, merchantLogoUrl: url })
  })

  it('moves to a new address with a new image (the old one is gone), and is removed by an empty logo', async () => {
    const first = (await sandbox.call('POST', '/v1/test_helpers/account_settings', { logo: base64(sampleLogo) })).body.logo_url as string
    const png = await sandbox.call('POST', '/v1/test_helpers/account_settings', { logo: pixelPng })
    expect(png.body).toMatchObject({ logo_type: 'image/png', logo_url: expect.stringMatching(/\.png$/) })
    expect(png.body.logo_url).not.toBe(first)
    expect((await fetch(first)).status).toBe(404)
    const served = await fetch(png.body.logo_url as string)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(pixelPng)

    expect((await sandbox.call('POST', '/v1/test_helpers/account_settings', { logo: '' })).body).toMatchObject({ logo_url: null, logo_type: null })
    expect((await fetch(png.body.logo_url as string)).status).toBe(404)
    expect((await session()).merchantLogoUrl).toBeUndefined()
  })

  it('refuses what is not a logo, naming the param; the helper takes the secret key only', async () => {
    const refused = async (params: Record<string, string>) => (await sandbox.call('POST', '/v1/test_helpers/account_settings', params)).body.error
    expect(await refused({})).toMatchObject({ code: 'parameter_missing', param: 'logo' })
    expect(await refused({ logo: 'not base64!' })).toMatchObject({ type: 'invalid_request_error', param: 'logo', message: 'Invalid logo: give the image base64 encoded.' })
    expect(await refused({ logo: base64('<html><script>alert(1)</script></html>') })).toMatchObject({ param: 'logo', message: 'Invalid logo: the image must be a PNG or an SVG document.' })
    const huge = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(maxLogoBytes)}</svg>`
    expect(await refused({ logo: base64(huge) })).toMatchObject({ param: 'logo', message: `Invalid logo: the image is ${huge.length} bytes; the most is ${maxLogoBytes}.` })
    expect(await refused({ logo: base64(sampleLogo), logo_color: 'red' })).toMatchObject({ code: 'parameter_unknown', param: 'logo_color' })
    const withPublishable = await sandbox.call('POST', '/v1/test_helpers/account_settings', { logo: base64(sampleLogo) }, { key: pk })
    expect(withPublishable.status).toBeGreaterThanOrEqual(400)
  })
})

describe('merchantLogoSource: which logo address the test sheet loads', () => {
  const provider = 'http://127.0.0.1:4242'
  const path = fc.webPath()
  it('loads an https address, or one on the provider\'s own origin', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
      expect(merchantLogoSource(url, provider)).toBe(new URL(url).href)
    }))
    fc.assert(fc.property(path, (rest) => {
      const url = `${provider}/account/logo${rest}`
      expect(merchantLogoSource(url, provider)).toBe(new URL(url).href)
    }))
  })

  it('refuses any other scheme or origin, credentials in the address, and what is not a URL', () => {
    const otherOrigin = fc.tuple(fc.constantFrom('http', 'data', 'javascript', 'blob', 'file', 'ftp'), fc.domain(), path)
      .map(([scheme, host, rest]) => scheme === 'http' || scheme === 'ftp' || scheme === 'file' ? `${scheme}://${host}${rest}` : `${scheme}:${host}${rest}`)
      .filter((url) => !url.startsWith(provider))
    fc.assert(fc.property(otherOrigin, (url) => {
      expect(merchantLogoSource(url, provider)).toBeUndefined()
    }))
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['https'] }), fc.stringMatching(/^[a-z]{1,8}$/), (url, user) => {
      const withUser = url.replace('https://', `https://${user}@`)
      expect(merchantLogoSource(withUser, provider)).toBeUndefined()
    }))
    fc.assert(fc.property(fc.oneof(fc.string().filter((text) => !URL.canParse(text)), fc.integer(), fc.constant(null), fc.constant(undefined)), (value) => {
      expect(merchantLogoSource(value, provider)).toBeUndefined()
    }))
  })
})
