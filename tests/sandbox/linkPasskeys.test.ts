import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canRunBrowserTests, launchChromium } from '../browser/browserPage.ts'
import { consumerCall, expectError, returning, signIn, signUp } from './linkConsumers.ts'
import { encodeForm, pk, startTestSandbox, type Params, type Response, type TestSandbox } from './sandboxClient.ts'

/**
 * Passkeys over the consumer API. No maintained npm package plays a WebAuthn authenticator, so the
 * passkey itself is made and used by Chromium's virtual authenticator (CDP WebAuthn domain), in a
 * page on the sandbox's own origin, opened as localhost (browsers refuse an IP address as relying
 * party), where the wallet's frames would call from. The error cases need no browser.
 */

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const webauthn = (params: Params, secret: string) => consumerCall(sandbox, 'sessions/confirm_verification', { type: 'WEBAUTHN', code: '000001', ...params }, secret)
const start = (type: string, secret: string) => consumerCall(sandbox, 'sessions/start_verification', { type }, secret)

describe('passkey errors (wallet.md §8: internal_error)', () => {
  it('refuses WebAuthn for a consumer without passkeys, before anything started, and after another type started', async () => {
    const secret = await signIn(sandbox, returning.email)
    const noPasskeys = await start('WEBAUTHN', secret)
    expectError(noPasskeys, 400, 'internal_error', 'type')
    expect(noPasskeys.body.error.message).toContain('no passkeys')
    const fresh = (await signUp(sandbox)).consumer_session.client_secret
    const unmatched = await webauthn({ webauthn_credential_data: '{"id":"x"}' }, fresh)
    expectError(unmatched, 400, 'internal_error', 'type')
    expect(unmatched.body.error.message).toContain('No WebAuthn verification session matches')
    await start('EMAIL', fresh)
    const otherType = await webauthn({ webauthn_credential_data: '{"id":"x"}' }, fresh)
    expectError(otherType, 400, 'internal_error', 'type')
    expect(otherType.body.error.message).toContain('of type EMAIL, not WebAuthn')
  })

  it('refuses a registration without options first, and one that is not JSON or does not verify', async () => {
    const secret = (await signUp(sandbox)).consumer_session.client_secret
    expectError(await consumerCall(sandbox, 'passkeys/register', { registration_response: '{"id":"x"}' }, secret), 400, 'passkey_registration_not_started', 'registration_response')
    const options = await consumerCall(sandbox, 'passkeys/registration_options', {}, secret)
    expect(options.body.options).toMatchObject({ challenge: expect.any(String), rp: { name: 'Payloom Sandbox', id: '127.0.0.1' }, attestation: 'none', excludeCredentials: [] })
    expectError(await consumerCall(sandbox, 'passkeys/register', { registration_response: 'not json' }, secret), 400, undefined, 'registration_response')
    expectError(await consumerCall(sandbox, 'passkeys/register', { registration_response: '[1]' }, secret), 400, undefined, 'registration_response')
    expectError(await consumerCall(sandbox, 'passkeys/register', {}, secret), 400, 'parameter_missing', 'registration_response')
    const forged = JSON.stringify({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' }, clientExtensionResults: {} })
    expectError(await consumerCall(sandbox, 'passkeys/register', { registration_response: forged }, secret), 400, 'passkey_registration_invalid', 'registration_response')
  })
})

describe.skipIf(!canRunBrowserTests)('a passkey made and used by Chromium\'s virtual authenticator', () => {
  let browser: Browser
  let page: Page
  beforeAll(async () => {
    browser = await launchChromium()
    page = await browser.newPage()
    await page.goto(`${sandbox.url.replace('127.0.0.1', 'localhost')}/`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    })
  })
  afterAll(() => browser?.close())

  /** A consumer call from the page, as the wallet's frame makes it (same origin, so its Host is localhost). */
  const fromPage = (path: string, params: Params, secret: string): Promise<Response> =>
    page.evaluate(async ({ path, body, key }) => {
      const response = await fetch(`/v1/consumers/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body })
      return { status: response.status, body: await response.json() }
    }, { path, body: encodeForm({ ...params, credentials: { consumer_session_client_secret: secret } }), key: pk }) as Promise<Response>

  /** Creates a credential from the sandbox's creation options; its JSON, as @simplewebauthn/browser sends it. */
  const createCredential = (options: unknown): Promise<string> => page.evaluate(async (json) => {
    const credential = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(json as PublicKeyCredentialCreationOptionsJSON) })
    return JSON.stringify((credential as PublicKeyCredential).toJSON())
  }, options)

  /** Signs a WEBAUTHN verification's challenge with one of the passkeys it offers; the assertion's JSON. */
  const assert = (started: Record<string, any>): Promise<string> => page.evaluate(async ({ challenge, passkeys }) => {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON({
      challenge, rpId: location.hostname, userVerification: 'preferred',
      allowCredentials: passkeys.map((passkey: { id: string; transports: string[] }) => ({ id: passkey.id, type: 'public-key', transports: passkey.transports })),
    } as PublicKeyCredentialRequestOptionsJSON)
    return JSON.stringify(((await navigator.credentials.get({ publicKey })) as PublicKeyCredential).toJSON())
  }, { challenge: started.verification_session.verification_token, passkeys: started.available_passkeys })

  it('registers a passkey for a signed-in consumer, then verifies a new session with it (code 000001); a challenge is used once', async () => {
    const signedUp = await signUp(sandbox)
    const email: string = signedUp.consumer_session.email_address
    const options = await fromPage('passkeys/registration_options', {}, signedUp.consumer_session.client_secret)
    expect(options.body.options).toMatchObject({ rp: { id: 'localhost' }, user: { name: email } })
    const registered = await fromPage('passkeys/register', { registration_response: await createCredential(options.body.options) }, signedUp.consumer_session.client_secret)
    expect(registered.body).toEqual({ has_passkey: true })
    // The same options do not register twice.
    expect((await fromPage('passkeys/register', { registration_response: '{"id":"x"}' }, signedUp.consumer_session.client_secret)).body.error.code).toBe('passkey_registration_not_started')

    const found = await consumerCall(sandbox, 'sessions/lookup', { email_address: email })
    expect(found.body).toMatchObject({ settings: { has_passkey: true }, consumer_session: { available_verification_factors: ['SMS', 'EMAIL', 'WEBAUTHN'] } })
    const secret: string = found.body.consumer_session.client_secret
    const started = await fromPage('sessions/start_verification', { type: 'WEBAUTHN' }, secret)
    expect(started.body).toMatchObject({
      consumer_session: { verification_sessions: [{ type: 'WEBAUTHN', state: 'STARTED' }] },
      verification_session: { id: expect.any(String), type: 'WEBAUTHN', verification_token: expect.any(String) },
      available_passkeys: [{ id: expect.any(String), transports: expect.any(Array) }],
    })
    const assertion = await assert(started.body)
    expectError(await fromPage('sessions/confirm_verification', { type: 'WEBAUTHN', code: '000000', webauthn_credential_data: assertion }, secret), 400, 'consumer_verification_code_invalid', 'code')
    const confirmed = await fromPage('sessions/confirm_verification', { type: 'WEBAUTHN', code: '000001', webauthn_credential_data: assertion }, secret)
    expect(confirmed.body).toMatchObject({ auth_session_client_secret: expect.any(String), consumer_session: { verification_sessions: [{ type: 'WEBAUTHN', state: 'VERIFIED' }] } })
    const replayed = await fromPage('sessions/confirm_verification', { type: 'WEBAUTHN', code: '000001', webauthn_credential_data: assertion }, secret)
    expectError(replayed, 400, 'internal_error', 'type')
  })

  it('refuses an assertion that does not verify (the challenge is then used up) and one of a credential not the consumer\'s', async () => {
    const signedUp = await signUp(sandbox)
    const options = await fromPage('passkeys/registration_options', {}, signedUp.consumer_session.client_secret)
    await fromPage('passkeys/register', { registration_response: await createCredential(options.body.options) }, signedUp.consumer_session.client_secret)
    const secret: string = (await consumerCall(sandbox, 'sessions/lookup', { email_address: signedUp.consumer_session.email_address })).body.consumer_session.client_secret
    const started = await fromPage('sessions/start_verification', { type: 'WEBAUTHN' }, secret)
    const assertion = JSON.parse(await assert(started.body)) as { id: string; response: { signature: string } }
    const unknown = await fromPage('sessions/confirm_verification', { type: 'WEBAUTHN', code: '000001', webauthn_credential_data: JSON.stringify({ ...assertion, id: 'bm90LWEtcGFzc2tleQ', rawId: 'bm90LWEtcGFzc2tleQ' }) }, secret)
    expectError(unknown, 400, 'webauthn_credential_unknown', 'webauthn_credential_data')
    const tampered = { ...assertion, response: { ...assertion.response, signature: `${assertion.response.signature.slice(0, -4)}AAAA` } }
    expectError(await fromPage('sessions/confirm_verification', { type: 'WEBAUTHN', code: '000001', webauthn_credential_data: JSON.stringify(tampered) }, secret), 400, 'webauthn_verification_failed', 'webauthn_credential_data')
    const usedUp = await fromPage('sessions/confirm_verification', { type: 'WEBAUTHN', code: '000001', webauthn_credential_data: JSON.stringify(assertion) }, secret)
    expectError(usedUp, 400, 'internal_error', 'type')
    expect(usedUp.body.error.message).toContain('no challenge attached')
  })
})
