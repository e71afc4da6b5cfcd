import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testKeys } from '../../sandbox/keys.ts'
import { Kind, Store } from '../../sandbox/Store.ts'
import { consumerCall, expectError, freshEmail, returning, saveCard, signIn, signUp } from './linkConsumers.ts'
import { pk, sk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const lookup = (params: Record<string, unknown>) => consumerCall(sandbox, 'sessions/lookup', params as never)

describe('lookup', () => {
  it('finds the seeded consumer by e-mail, trimmed and lower-cased, in a new session with nothing verified and the phone redacted', async () => {
    const found = await lookup({ email_address: '  Returning@LINK.test ', email_source: 'user_action', amount: 1000, currency: 'usd', request_surface: 'web_elements', session_id: 'elements_session_1' })
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({
      exists: true,
      // The consumer's own key, the bearer of the calls on their wallet (wallet.md §6).
      publishable_key: testKeys.consumer,
      account_id: expect.stringMatching(/^csmr_/),
      error_message: null,
      settings: { has_passkey: false, found_using_partial_cookie: false, full_name_collection_required: false },
      displayable_payment_details: { number_of_saved_payment_details: 2 },
      consumer_session: {
        client_secret: expect.stringMatching(/^cscs_/),
        email_address: returning.email,
        redacted_formatted_phone_number: '(•••) ••• ••55',
        phone_number_country: 'US',
        unredacted_phone_number: null,
        verification_sessions: [],
        available_verification_factors: ['SMS', 'EMAIL'],
        support_payment_details_types: ['CARD'],
      },
    })
    const again = await lookup({ email_address: returning.email })
    expect(again.body.consumer_session.client_secret).not.toBe(found.body.consumer_session.client_secret)
  })

  it('answers exists: false with "Consumer not found" for an unknown e-mail', async () => {
    const found = await lookup({ email_address: freshEmail() })
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ exists: false, consumer_session: null, error_message: 'Consumer not found' })
  })

  it('finds a verified session by a stored secret, still verified; an unverified or unknown secret falls back to the e-mail', async () => {
    const verified = await signIn(sandbox, returning.email)
    const byCookie = await lookup({ cookies: { verification_session_client_secrets: ['cscs_unknown', verified] } })
    expect(byCookie.body.consumer_session).toMatchObject({ client_secret: verified, verification_sessions: [{ type: 'SMS', state: 'VERIFIED' }], unredacted_phone_number: returning.phone })
    // A stored secret of another consumer's session is not used for this e-mail.
    const other = await signUp(sandbox)
    const byEmail = await lookup({ email_address: returning.email, cookies: { verification_session_client_secrets: [other.consumer_session.client_secret] } })
    expect(byEmail.body.consumer_session).toMatchObject({ email_address: returning.email, verification_sessions: [] })
    expect((await lookup({ cookies: { verification_session_client_secrets: ['cscs_unknown'] } })).body).toMatchObject({ exists: false, error_message: 'Consumer not found' })
  })

  it('refuses bad input with the parameter named', async () => {
    expectError(await lookup({}), 400, 'parameter_missing', 'email_address')
    expectError(await lookup({ email_address: 'not an e-mail' }), 400, 'email_invalid', 'email_address')
    expectError(await lookup({ email_address: returning.email, amount: 'ten' }), 400, undefined, 'amount')
    expectError(await lookup({ email_address: returning.email, currency: 'dollars' }), 400, undefined, 'currency')
    expectError(await lookup({ email_address: returning.email, cookies: { lifetime: 'forever' } }), 400, undefined, 'cookies[lifetime]')
    expectError(await lookup({ email_address: returning.email, colour: 'blue' }), 400, 'parameter_unknown', 'colour')
  })

  it('answers 500, as an outage does, for a +lookup_fail@ e-mail', async () => {
    const failed = await lookup({ email_address: 'someone+lookup_fail@example.com' })
    expect(failed.status).toBe(500)
    expect(failed.body.error).toMatchObject({ type: 'api_error', message: expect.stringContaining('+lookup_fail@') })
    expect(failed.body.error.code).toBeUndefined()
  })
})

describe('verification', () => {
  it('starts SMS, refuses a wrong code with "Incorrect code, try again" and verifies with 000000, revealing the phone only then', async () => {
    const secret = (await lookup({ email_address: returning.email })).body.consumer_session.client_secret
    const started = await consumerCall(sandbox, 'sessions/start_verification', { type: 'SMS', locale: 'en', request_surface: 'web_elements' }, secret)
    expect(started.body.consumer_session).toMatchObject({ verification_sessions: [{ type: 'SMS', state: 'STARTED' }], unredacted_phone_number: null })
    const wrong = await consumerCall(sandbox, 'sessions/confirm_verification', { type: 'SMS', code: '123456' }, secret)
    expectError(wrong, 400, 'consumer_verification_code_invalid', 'code')
    expect(wrong.body.error.message).toBe('Incorrect code, try again')
    expect(JSON.stringify(wrong.body)).not.toContain(returning.phone)
    const confirmed = await consumerCall(sandbox, 'sessions/confirm_verification', { type: 'SMS', code: '000000' }, secret)
    expect(confirmed.body).toMatchObject({
      auth_session_client_secret: expect.stringMatching(/^authsess_/),
      consumer_session: { client_secret: secret, verification_sessions: [{ type: 'SMS', state: 'VERIFIED' }], unredacted_phone_number: returning.phone },
    })
  })

  it('verifies by EMAIL too, and refuses a confirm nobody started, an unknown type and a missing code', async () => {
    const secret = (await lookup({ email_address: returning.email })).body.consumer_session.client_secret
    expectError(await consumerCall(sandbox, 'sessions/confirm_verification', { type: 'EMAIL', code: '000000' }, secret), 400, 'consumer_verification_not_started', 'type')
    expectError(await consumerCall(sandbox, 'sessions/start_verification', { type: 'PIGEON' }, secret), 400, undefined, 'type')
    expectError(await consumerCall(sandbox, 'sessions/start_verification', {}, secret), 400, 'parameter_missing', 'type')
    await consumerCall(sandbox, 'sessions/start_verification', { type: 'EMAIL' }, secret)
    expectError(await consumerCall(sandbox, 'sessions/confirm_verification', { type: 'EMAIL' }, secret), 400, 'parameter_missing', 'code')
    const confirmed = await consumerCall(sandbox, 'sessions/confirm_verification', { type: 'EMAIL', code: '000000' }, secret)
    expect(confirmed.body.consumer_session.verification_sessions).toEqual([{ type: 'EMAIL', state: 'VERIFIED' }])
  })

  it('refuses SMS to a consumer without a phone, and calls without or with a made-up secret', async () => {
    const noPhone = await signUp(sandbox, freshEmail(), { phone_number: '' })
    expect(noPhone.consumer_session).toMatchObject({ redacted_formatted_phone_number: null, available_verification_factors: ['EMAIL'] })
    expectError(await consumerCall(sandbox, 'sessions/start_verification', { type: 'SMS' }, noPhone.consumer_session.client_secret), 400, 'consumer_verification_type_unavailable', 'type')
    expectError(await consumerCall(sandbox, 'sessions/start_verification', { type: 'SMS' }), 400, 'parameter_missing', 'credentials[consumer_session_client_secret]')
    const unknown = await consumerCall(sandbox, 'sessions/start_verification', { type: 'SMS' }, 'cscs_madeup')
    expectError(unknown, 400, 'consumer_session_expired', 'credentials[consumer_session_client_secret]')
    expect(unknown.body.error.message).toBe('consumer session is expired')
  })
})

describe('sign-up', () => {
  it('creates a consumer signed in at once (SIGNUP VERIFIED) whom a lookup then finds', async () => {
    const email = freshEmail()
    const answer = await signUp(sandbox, ` ${email.toUpperCase()} `, { legal_name: ' Jenny Rosen ', amount: 2000, currency: 'eur', payment_intent: 'pi_123', country_inferring_method: 'PHONE_NUMBER' })
    expect(answer).toMatchObject({
      account_id: expect.stringMatching(/^csmr_/),
      auth_session_client_secret: expect.stringMatching(/^authsess_/),
      consumer_session: { email_address: email, verification_sessions: [{ type: 'SIGNUP', state: 'VERIFIED' }], unredacted_phone_number: '+16505550123', phone_number_country: 'US' },
    })
    expect((await lookup({ email_address: email })).body).toMatchObject({ exists: true, account_id: answer.account_id })
  })

  it('refuses an e-mail already signed up, and bad input, naming the parameter', async () => {
    const email = freshEmail()
    await signUp(sandbox, email)
    expectError(await consumerCall(sandbox, 'accounts/sign_up', { email_address: email, phone_number: '+16505550123', country: 'US', consent_action: 'checkbox' }), 400, 'consumer_already_exists', 'email_address')
    const valid = { email_address: freshEmail(), phone_number: '+16505550123', country: 'US', consent_action: 'checkbox' }
    const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))
    expectError(await consumerCall(sandbox, 'accounts/sign_up', without('email_address')), 400, 'parameter_missing', 'email_address')
    expectError(await consumerCall(sandbox, 'accounts/sign_up', without('consent_action')), 400, 'parameter_missing', 'consent_action')
    expectError(await consumerCall(sandbox, 'accounts/sign_up', without('country')), 400, 'parameter_missing', 'country')
    expectError(await consumerCall(sandbox, 'accounts/sign_up', { ...valid, phone_number: '6505550123' }), 400, 'invalid_phone_number', 'phone_number')
    expectError(await consumerCall(sandbox, 'accounts/sign_up', { ...valid, country: 'TA' }), 400, 'country_code_invalid', 'country')
    expectError(await consumerCall(sandbox, 'accounts/sign_up', { ...valid, payment_intent: 'seti_1' }), 400, undefined, 'payment_intent')
  })

  it('gives +multiple_funding_sources@ e-mails bank accounts too, and +disable_bank@ cards only', async () => {
    const both = await signUp(sandbox, freshEmail('+multiple_funding_sources'))
    expect(both.consumer_session.support_payment_details_types).toEqual(['CARD', 'BANK_ACCOUNT'])
    const cards = await signUp(sandbox, freshEmail('+disable_bank'))
    expect(cards.consumer_session.support_payment_details_types).toEqual(['CARD'])
  })
})

describe('log out, extend and expire', () => {
  it('logs out: the answer shows nothing verified and the secret then reads as expired', async () => {
    const secret = await signIn(sandbox, returning.email)
    const out = await consumerCall(sandbox, 'sessions/log_out', { request_surface: 'web_elements' }, secret)
    expect(out.body.consumer_session).toMatchObject({ client_secret: secret, verification_sessions: [], unredacted_phone_number: null })
    expectError(await consumerCall(sandbox, 'payment_details/list', {}, secret), 400, 'consumer_session_expired', 'credentials[consumer_session_client_secret]')
  })

  it('lapses credentials with the expire helper (secret key only): 401 until extended, then the fresh secret works and the old one is gone', async () => {
    const signedUp = await signUp(sandbox)
    const secret: string = signedUp.consumer_session.client_secret
    await saveCard(sandbox, secret, '4242424242424242')
    expect((await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', { client_secret: secret }, { key: pk })).status).toBe(401)
    expectError(await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', {}, { key: sk }), 400, 'parameter_missing', 'client_secret')
    expect((await sandbox.call('POST', '/v1/test_helpers/consumers/sessions/expire', { client_secret: secret }, { key: sk })).status).toBe(200)
    const lapsed = await consumerCall(sandbox, 'payment_details/list', {}, secret)
    expectError(lapsed, 401, 'consumer_session_credentials_invalid', 'credentials[consumer_session_client_secret]')
    const extended = await consumerCall(sandbox, 'sessions/extend', { cookies: { verification_session_client_secrets: [secret] } }, secret)
    expect(extended.body).toMatchObject({ consumer_session_client_secret: expect.stringMatching(/^cscs_/), consumer_session: { verification_sessions: [{ type: 'SIGNUP', state: 'VERIFIED' }] } })
    const fresh: string = extended.body.consumer_session_client_secret
    expect(fresh).not.toBe(secret)
    expect(extended.body.consumer_session.client_secret).toBe(fresh)
    expect((await consumerCall(sandbox, 'payment_details/list', {}, fresh)).body.redacted_payment_details).toHaveLength(1)
    expectError(await consumerCall(sandbox, 'payment_details/list', {}, secret), 400, 'consumer_session_expired', 'credentials[consumer_session_client_secret]')
    expectError(await consumerCall(sandbox, 'sessions/extend', {}, secret), 400, 'consumer_session_expired', 'credentials[consumer_session_client_secret]')
  })
})

describe('the wallet config', () => {
  it('carries consumer_info for a verified session only', async () => {
    const config = (params: Record<string, string>) => sandbox.call('POST', '/v1/elements/wallet-config', params, { key: pk })
    const verified = await signIn(sandbox, returning.email)
    expect((await config({ consumer_session_client_secret: verified })).body.consumer_info).toMatchObject({
      exists: true, consumer_session: { client_secret: verified, email_address: returning.email }, auth_session_client_secret: expect.stringMatching(/^authsess_/),
    })
    const unverified = (await lookup({ email_address: returning.email })).body.consumer_session.client_secret
    expect((await config({ consumer_session_client_secret: unverified })).body.consumer_info).toBeNull()
    expect((await config({ consumer_session_client_secret: 'cscs_unknown' })).body.consumer_info).toBeNull()
    expect((await config({})).body.consumer_info).toBeNull()
  })
})

describe('a restart and the failLinkLookup option', () => {
  it('keeps consumers, sessions, cards and addresses on the same data folder; failLinkLookup makes every lookup answer 500', async () => {
    const first = await startTestSandbox()
    const email = freshEmail()
    const secret: string = (await signUp(first, email)).consumer_session.client_secret
    const card = await saveCard(first, secret, '5555555555554444')
    const address = (await consumerCall(first, 'shipping_addresses', { address: { name: 'Jenny Rosen', line_1: '1 Main St', locality: 'Springfield', postal_code: '12345', country_code: 'US' } }, secret)).body.shipping_address
    await first.close()
    const second = await startTestSandbox({ dataDir: first.dataDir, failLinkLookup: true })
    try {
      expect((await consumerCall(second, 'payment_details/list', {}, secret)).body.redacted_payment_details).toEqual([card])
      expect((await consumerCall(second, 'shipping_addresses/list', {}, secret)).body.shipping_addresses).toEqual([address])
      const failed = await consumerCall(second, 'sessions/lookup', { email_address: email })
      expect(failed.status).toBe(500)
      expect(failed.body.error.message).toContain('failLinkLookup')
    } finally {
      await second.close()
    }
    // The seeded consumer is not seeded again by the restart.
    const store = new Store(first.dataDir)
    try {
      expect(store.list(Kind.linkConsumer, { where: { email_address: returning.email }, limit: 10 })!.rows).toHaveLength(1)
    } finally {
      store.close()
      rmSync(first.dataDir, { recursive: true, force: true })
    }
  })
})
