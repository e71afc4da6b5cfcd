import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as Effect from 'effect/Effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClientLayer, type ApiClient } from '../../../core/api/ApiClient.ts'
import type { ApiError } from '../../../core/api/ApiError.ts'
import { apiLimits } from '../../../core/generated/limits.generated.ts'
import * as api from '../../../plugins/link/api/index.ts'
import type { Credentials, ExtendSessionResponse } from '../../../plugins/link/api/index.ts'
import { createPaymentIntent, pk, sk, startTestSandbox, type TestSandbox } from '../../sandbox/sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A request the client made, as the sandbox received it. */
interface Sent {
  readonly path: string
  readonly language: string | null
}

/**
 * The live ApiClient against the sandbox, through a fetch that records each request and may
 * `intercept` one (a dropped connection, or something done before its answer is read).
 */
const clientOf = (options: { readonly apiBase?: string; readonly intercept?: (path: string, answer: () => Promise<Response>) => Promise<Response> } = {}) => {
  const sent: Sent[] = []
  const recording: typeof fetch = (input, init) => {
    const url = new URL(String(input))
    sent.push({ path: url.pathname.replace(/^\/v1\//, ''), language: new Headers(init?.headers).get('accept-language') })
    const answer = () => fetch(input, init)
    return options.intercept === undefined ? answer() : options.intercept(url.pathname.replace(/^\/v1\//, ''), answer)
  }
  const layer = apiClientLayer({ apiBase: options.apiBase ?? sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion, fetch: recording, retryBaseDelay: 5, retryMaxDelay: 20 })
  return {
    sent,
    run: <A>(effect: Effect.Effect<A, ApiError, ApiClient>): Promise<A> => Effect.runPromise(Effect.provide(effect, layer)),
    fail: <A>(effect: Effect.Effect<A, ApiError, ApiClient>): Promise<ApiError> => Effect.runPromise(Effect.provide(Effect.flip(effect), layer)),
  }
}

let emails = 0
const freshEmail = (): string => `client${Date.now()}${emails++}@example.com`

const signUpPayload = (email: string) => ({ email_address: email, phone_number: '+16505550123', country: 'US', consent_action: 'checkbox', locale: 'en-US' })

/** A new consumer's credentials (signed up, so verified). */
const newConsumer = async (onExtended?: (extended: ExtendSessionResponse) => void): Promise<Credentials> => {
  const signedUp = await clientOf().run(api.signUp(signUpPayload(freshEmail())))
  return { consumer_session_client_secret: signedUp.consumer_session.client_secret, ...(onExtended === undefined ? {} : { onExtended }) }
}

const card = (number: string, expYear = new Date().getUTCFullYear() % 100 + 3) => ({ number, exp_month: 12, exp_year: expYear, cvc: '123' })

/** Lapses a session's credentials with the sandbox's test helper (secret key). */
const expire = async (secret: string): Promise<void> => {
  const response = await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', { client_secret: secret }, { key: sk })
  expect(response.status).toBe(200)
}

describe('sessions', () => {
  it('looks a consumer up by e-mail (trimmed and lower-cased), in English, and verifies it with the test code', async () => {
    const client = clientOf()
    const found = await client.run(api.lookupConsumer({ email: '  RETURNING@link.test ', surface: 'web_elements', amount: 1000, currency: 'usd' }))
    expect(found.exists).toBe(true)
    if (!found.exists) return
    expect(found.consumer_session).toMatchObject({ email_address: 'returning@link.test', verification_sessions: [] })
    expect(client.sent).toEqual([{ path: 'consumers/sessions/lookup', language: 'en' }])
    const credentials: Credentials = { consumer_session_client_secret: found.consumer_session.client_secret }
    const started = await client.run(api.startVerification(credentials, { type: 'SMS', locale: 'fr' }))
    expect(started.consumer_session.verification_sessions).toEqual([{ type: 'SMS', state: 'STARTED' }])
    const wrong = await client.fail(api.confirmVerification(credentials, { type: 'SMS', code: '111111' }))
    expect(wrong).toMatchObject({ type: 'invalid_request_error', code: 'consumer_verification_code_invalid', param: 'code', message: 'Incorrect code, try again' })
    const confirmed = await client.run(api.confirmVerification(credentials, { type: 'SMS', code: '000000' }))
    expect(confirmed.consumer_session.verification_sessions).toEqual([{ type: 'SMS', state: 'VERIFIED' }])
    // A stored secret of that verified session finds it again, still verified.
    const again = await client.run(api.lookupConsumer({ secrets: [credentials.consumer_session_client_secret] }))
    expect(again.consumer_session?.verification_sessions).toEqual([{ type: 'SMS', state: 'VERIFIED' }])
    expect(client.sent.every((request) => request.language === 'en')).toBe(true)
  })

  it('answers exists: false for an unknown e-mail', async () => {
    expect(await clientOf().run(api.lookupConsumer({ email: freshEmail() }))).toMatchObject({ exists: false, error_message: 'Consumer not found' })
  })

  it('tries a lookup twice at most, and again only for a failure without a code', async () => {
    const outage = clientOf()
    expect(await outage.fail(api.lookupConsumer({ email: 'someone+lookup_fail@example.com' }))).toMatchObject({ type: 'api_error', status: 500 })
    expect(outage.sent.map((request) => request.path)).toEqual(['consumers/sessions/lookup', 'consumers/sessions/lookup'])
    const refused = clientOf()
    expect(await refused.fail(api.lookupConsumer({ email: 'not an e-mail' }))).toMatchObject({ code: 'email_invalid', param: 'email_address' })
    expect(refused.sent).toHaveLength(1)
  })

  it('maps a network failure to api_connection_error and an answer it cannot read to unexpected_error', async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((done) => closed.close(() => done()))
    expect(await clientOf({ apiBase: `http://127.0.0.1:${port}` }).fail(api.lookupConsumer({ email: 'a@example.com' }))).toMatchObject({ type: 'api_connection_error' })
    // A proxy's error page in front of the provider: not the provider's answer.
    const proxy = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<html><body>Bad gateway</body></html>')
    })
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
    try {
      expect(await clientOf({ apiBase: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` }).fail(api.lookupConsumer({ email: 'a@example.com' }))).toMatchObject({ type: 'unexpected_error', status: 502 })
    } finally {
      await new Promise<void>((done) => proxy.close(() => done()))
    }
  })

  it('logs out: the session then reads as expired', async () => {
    const credentials = await newConsumer()
    const client = clientOf()
    expect((await client.run(api.logOut(credentials))).verification_sessions).toEqual([])
    expect(await client.fail(api.listPaymentDetails(credentials))).toMatchObject({ code: 'consumer_session_expired' })
  })
})

describe('sign-up', () => {
  it('sends the e-mail trimmed and lower-cased and the country TA as SH', async () => {
    const email = freshEmail()
    const signedUp = await clientOf().run(api.signUp({ ...signUpPayload(` ${email.toUpperCase()} `), country: 'TA' }))
    expect(signedUp.consumer_session).toMatchObject({ email_address: email, verification_sessions: [{ type: 'SIGNUP', state: 'VERIFIED' }] })
    expect(signedUp.account_id).toMatch(/^csmr_/)
  })

  it('refuses, before sending, a blank e-mail and a missing consent action', async () => {
    const client = clientOf()
    expect(await client.fail(api.signUp({ ...signUpPayload(freshEmail()), consent_action: ' ' }))).toMatchObject({ type: 'validation_error', param: 'consent_action', message: 'No consent action provided on sign up' })
    expect(await client.fail(api.signUp(signUpPayload('  ')))).toMatchObject({ type: 'validation_error', param: 'email_address' })
    expect(client.sent).toEqual([])
  })
})

describe('saved cards, sharing and the link payment method', () => {
  it('saves (two-digit year, AC billing country, e-mail normalised), lists, updates and deletes cards', async () => {
    const credentials = await newConsumer()
    const client = clientOf()
    const saved = await client.run(api.createCardPaymentDetails(credentials, {
      card: card('4242424242424242', 34),
      billing_address: { name: 'Jenny Rosen', postal_code: 'ASCN 1ZZ', country_code: 'ac' },
      billing_email_address: ' Jenny@Example.COM ',
      is_default: true,
    }))
    expect(saved).toMatchObject({ is_default: true, card_details: { brand: 'VISA', last4: '4242', exp_year: 2034 }, billing_address: { country_code: 'SH' }, billing_email_address: 'jenny@example.com' })
    const other = await client.run(api.createCardPaymentDetails(credentials, { card: card('5555555555554444'), billing_address: { country_code: 'US' } }))
    expect((await client.run(api.listPaymentDetails(credentials))).map((details) => details.id)).toEqual([saved.id, other.id])
    const updated = await client.run(api.updatePaymentDetails(credentials, other.id, { exp_year: 33, is_default: true, billing_address: { country_code: 'TA' } }))
    expect(updated).toMatchObject({ is_default: true, card_details: { exp_year: 2033 }, billing_address: { country_code: 'SH' } })
    expect(await client.run(api.deletePaymentDetails(credentials, saved.id))).toEqual({ deleted: true, id: saved.id })
    expect((await client.run(api.listPaymentDetails(credentials))).map((details) => details.id)).toEqual([other.id])
    expect(await client.fail(api.createCardPaymentDetails(credentials, { card: card('4242424242424241') }))).toMatchObject({ type: 'card_error', code: 'incorrect_number', param: 'number' })
  })

  it('shares a saved card as a link payment method an intent confirms, and as a card token; makes one with POST payment_methods', async () => {
    const credentials = await newConsumer()
    const client = clientOf()
    const saved = await client.run(api.createCardPaymentDetails(credentials, { card: card('4242424242424242'), billing_address: { name: 'Jenny Rosen', country_code: 'US' } }))
    const shared = await client.run(api.sharePaymentDetails(credentials, { id: saved.id, expectedPaymentMethodType: 'link', billingEmail: ' J@Example.com ', allowRedisplay: 'limited' }))
    expect(shared).toMatchObject({ type: 'link', card: { last4: '4242' }, billing_details: { name: 'Jenny Rosen', email: 'j@example.com' } })
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['link'] })
    const paid = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: shared.id }, { key: pk })
    expect(paid.body.status).toBe('succeeded')
    expect(await client.run(api.sharePaymentDetailsToken(credentials, { id: saved.id }))).toMatchObject({ id: expect.stringMatching(/^tok_/), type: 'card', card: { last4: '4242' } })
    const made = await client.run(api.createLinkPaymentMethod(credentials, { paymentDetailsId: saved.id, billingDetails: { name: 'J Rosen', address: { country: 'ta' } } }))
    expect(made).toMatchObject({ type: 'link', billing_details: { name: 'J Rosen', address: { country: 'SH' } } })
    expect(await client.fail(api.sharePaymentDetails(credentials, { id: 'csmrpd_nope' }))).toMatchObject({ code: 'resource_missing', param: 'id' })
  })
})

describe('shipping addresses, payment plans, passkeys and the wallet config', () => {
  it('saves (TA as SH), lists, sets the default and deletes addresses; lists no payment plans', async () => {
    const credentials = await newConsumer()
    const client = clientOf()
    const first = await client.run(api.createShippingAddress(credentials, { name: 'Jenny Rosen', line_1: '1 Main St', country_code: 'ta' }))
    expect(first).toMatchObject({ is_default: true, address: { country_code: 'SH', line_1: '1 Main St' } })
    const second = await client.run(api.createShippingAddress(credentials, { line_1: '2 Side St', country_code: 'US' }, false))
    expect(await client.run(api.setDefaultShippingAddress(credentials, second.id))).toMatchObject({ id: second.id, is_default: true })
    expect((await client.run(api.listShippingAddresses(credentials))).map((address) => address.id)).toEqual([second.id, first.id])
    expect(await client.run(api.deleteShippingAddress(credentials, first.id, { surface: 'web_elements' }))).toEqual({ deleted: true, id: first.id })
    expect(await client.run(api.listPaymentPlans(credentials, 5000, 'usd'))).toEqual([])
  })

  it('gets passkey creation options and has a registration that does not verify refused', async () => {
    const credentials = await newConsumer()
    const client = clientOf()
    const options = await client.run(api.passkeyRegistrationOptions(credentials))
    expect(options).toMatchObject({ challenge: expect.any(String), rp: { name: 'Payloom Sandbox' } })
    const forged = JSON.stringify({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' }, clientExtensionResults: {} })
    expect(await client.fail(api.registerPasskey(credentials, { registrationResponse: forged }))).toMatchObject({ code: 'passkey_registration_invalid', param: 'registration_response' })
  })

  it('reads consumer_info of the wallet config for a verified session, null otherwise', async () => {
    const credentials = await newConsumer()
    const client = clientOf()
    expect(await client.run(api.fetchWalletConfig(credentials.consumer_session_client_secret))).toMatchObject({ consumer_info: { exists: true, auth_session_client_secret: expect.any(String) }, token: null })
    expect(await client.run(api.fetchWalletConfig('cscs_unknown'))).toEqual({ consumer_info: null, token: null })
  })
})

describe('extend-and-retry (wallet.md §4 "Credential expiry")', () => {
  it('extends lapsed credentials once, retries with the fresh secret and tells the caller', async () => {
    const heard: ExtendSessionResponse[] = []
    const credentials = await newConsumer((extended) => heard.push(extended))
    const client = clientOf()
    await client.run(api.createCardPaymentDetails(credentials, { card: card('4242424242424242') }))
    await expire(credentials.consumer_session_client_secret)
    const listed = await client.run(api.listPaymentDetails(credentials))
    expect(listed).toHaveLength(1)
    expect(client.sent.map((request) => request.path).slice(1)).toEqual(['consumers/payment_details/list', 'consumers/sessions/extend', 'consumers/payment_details/list'])
    expect(heard).toHaveLength(1)
    const fresh = heard[0]!.consumer_session_client_secret
    expect(fresh).not.toBe(credentials.consumer_session_client_secret)
    expect(await client.run(api.listPaymentDetails({ consumer_session_client_secret: fresh }))).toHaveLength(1)
  })

  it('returns the original error when extending fails', async () => {
    const credentials = await newConsumer()
    await expire(credentials.consumer_session_client_secret)
    const client = clientOf({ intercept: (path, answer) => (path === 'consumers/sessions/extend' ? Promise.reject(new TypeError('fetch failed')) : answer()) })
    expect(await client.fail(api.startVerification(credentials, { type: 'EMAIL' }))).toMatchObject({ status: 401, code: 'consumer_session_credentials_invalid' })
    expect(client.sent.filter((request) => request.path === 'consumers/sessions/extend').length).toBeGreaterThan(0)
    expect(client.sent.at(-1)?.path).toBe('consumers/sessions/extend')
  })

  it('extends only once: lapsed again after extending, the retry\'s error stands', async () => {
    const credentials = await newConsumer()
    await expire(credentials.consumer_session_client_secret)
    // The fresh secret lapses before the retry is made.
    const client = clientOf({
      intercept: async (path, answer) => {
        const response = await answer()
        if (path !== 'consumers/sessions/extend') return response
        const body = await response.json() as { consumer_session_client_secret: string }
        await expire(body.consumer_session_client_secret)
        return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
      },
    })
    expect(await client.fail(api.listShippingAddresses(credentials))).toMatchObject({ status: 401, code: 'consumer_session_credentials_invalid' })
    expect(client.sent.map((request) => request.path)).toEqual(['consumers/shipping_addresses/list', 'consumers/sessions/extend', 'consumers/shipping_addresses/list'])
  })
})

describe('a call on a consumer without credentials', () => {
  it('is refused before anything is sent: the caller must pass a client secret (wallet.md §8)', async () => {
    const client = clientOf()
    for (const secret of ['', '   ']) {
      expect(await client.fail(api.listPaymentDetails({ consumer_session_client_secret: secret }))).toMatchObject({
        type: 'invalid_request_error',
        code: 'LJS002',
        message: 'Must pass in clientSecret when not using LinkApiClient.',
        param: 'credentials[consumer_session_client_secret]',
      })
    }
    expect(client.sent).toEqual([])
  })
})

describe('the normalisation the calls apply (properties)', () => {
  const letters = fc.stringMatching(/^[A-Za-z]{2}$/)

  it('sends AC and TA (any case) as SH, every known code upper-cased, and is idempotent', () => {
    fc.assert(fc.property(fc.constantFrom('AC', 'ac', 'Ac', 'TA', 'ta', 'tA', ' ta '), (code) => api.apiCountryCode(code) === 'SH'))
    fc.assert(fc.property(letters, (code) => {
      const sent = api.apiCountryCode(code)
      return api.apiCountryCode(sent) === sent && (sent === code || sent === code.toUpperCase() || sent === 'SH')
    }))
  })

  it('adds 2000 to two-digit card years on create and update, and leaves four-digit years alone', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
      const created = api.apiCardCreate({ card: { number: '4242424242424242', exp_month: month, exp_year: year } })
      const updated = api.apiCardUpdate({ exp_year: year })
      return created.card.exp_year === 2000 + year && updated.exp_year === 2000 + year && created.card.exp_month === month
    }))
    fc.assert(fc.property(fc.integer({ min: 2000, max: 2099 }), (year) => api.apiCardCreate({ card: { number: '1', exp_month: 1, exp_year: year } }).card.exp_year === year))
  })

  it('lower-cases and trims the billing e-mail, and maps the billing country, leaving the other fields as given', () => {
    fc.assert(fc.property(fc.emailAddress(), fc.constantFrom(' ', '', '\t'), fc.string(), (email, pad, name) => {
      const sent = api.apiCardCreate({ card: { number: '1', exp_month: 1, exp_year: 2030 }, billing_email_address: `${pad}${email.toUpperCase()}${pad}`, billing_address: { name, country_code: 'ta' } })
      return sent.billing_email_address === email.toLowerCase() && sent.billing_address?.country_code === 'SH' && sent.billing_address.name === name
    }))
  })
})
