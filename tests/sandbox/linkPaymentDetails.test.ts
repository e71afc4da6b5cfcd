import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consumerRateLimit } from '../../sandbox/link/rateLimit.ts'
import { consumerCall, consumerDelete, expectError, linkCard, returning, saveCard, signIn, signUp } from './linkConsumers.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

/** A new consumer's verified secret. */
const newConsumer = async (): Promise<string> => (await signUp(sandbox)).consumer_session.client_secret

const list = async (secret: string) => (await consumerCall(sandbox, 'payment_details/list', { types: ['CARD'] }, secret)).body.redacted_payment_details as Array<Record<string, any>>

describe('saved cards', () => {
  it('saves a card with its wallet brand code, expiry (two-digit years get 2000 added), checks, billing and nickname; the first is the default', async () => {
    const secret = await newConsumer()
    const saved = await saveCard(sandbox, secret, '4242 4242 4242 4242', {
      card: linkCard('4242424242424242', { exp_year: 34, preferred_network: 'VISA' }),
      billing_address: { name: 'Jenny Rosen', line_1: '1 Main St', postal_code: '94103', country_code: 'us' },
      billing_email_address: ' Jenny@Example.COM ',
      nickname: '  Work card ',
    })
    expect(saved).toEqual({
      id: expect.stringMatching(/^csmrpd_/),
      type: 'CARD',
      is_default: true,
      nickname: 'Work card',
      card_details: {
        brand: 'VISA', last4: '4242', exp_month: 12, exp_year: 2034, networks: ['VISA'], preferred_network: 'VISA', fingerprint: expect.any(String),
        checks: { cvc_check: 'pass', address_line1_check: 'pass', address_postal_code_check: 'pass' },
      },
      billing_address: { name: 'Jenny Rosen', line_1: '1 Main St', line_2: null, locality: null, administrative_area: null, postal_code: '94103', country_code: 'US' },
      billing_email_address: 'jenny@example.com',
      backup_ids: [],
      metadata: { active: true, cvc: true },
    })
    const amex = await saveCard(sandbox, secret, '378282246310005', { card: linkCard('378282246310005', { cvc: '1234' }) })
    expect(amex).toMatchObject({ is_default: false, card_details: { brand: 'AMERICAN_EXPRESS', last4: '0005' } })
  })

  it('lists the default first, then newest first; an empty list for types without cards', async () => {
    const secret = await newConsumer()
    const visa = await saveCard(sandbox, secret, '4242424242424242')
    const mastercard = await saveCard(sandbox, secret, '5555555555554444')
    const discover = await saveCard(sandbox, secret, '6011111111111117')
    expect((await list(secret)).map((card) => card.id)).toEqual([visa.id, discover.id, mastercard.id])
    expect((await consumerCall(sandbox, 'payment_details/list', { types: ['BANK_ACCOUNT'] }, secret)).body.redacted_payment_details).toEqual([])
    expectError(await consumerCall(sandbox, 'payment_details/list', { types: ['CHEQUE'] }, secret), 400, undefined, 'types[0]')
  })

  it('answers each card\'s backups (the consumer\'s other active cards, default first) and whether Link holds its CVC (metadata.cvc)', async () => {
    const secret = await newConsumer()
    const visa = await saveCard(sandbox, secret, '4242424242424242')
    const mastercard = await saveCard(sandbox, secret, '5555555555554444', { card: linkCard('5555555555554444', { cvc: undefined }) })
    const inactive = await saveCard(sandbox, secret, '6011111111111117', { active: false })
    expect(mastercard).toMatchObject({ backup_ids: [visa.id], metadata: { active: true, cvc: false } })
    const listed = await list(secret)
    expect(listed.map((card) => [card.id, card.backup_ids])).toEqual([
      [visa.id, [mastercard.id]],
      [inactive.id, [visa.id, mastercard.id]],
      [mastercard.id, [visa.id]],
    ])
    expect(listed.map((card) => card.metadata.cvc)).toEqual([true, true, false])
  })

  it('de-duplicates by fingerprint (the same card updates the saved one) and caps at 3, replacing the oldest card that is not the default', async () => {
    const secret = await newConsumer()
    const visa = await saveCard(sandbox, secret, '4242424242424242')
    const mastercard = await saveCard(sandbox, secret, '5555555555554444')
    const again = await saveCard(sandbox, secret, '4242424242424242', { card: linkCard('4242424242424242', { exp_month: 3 }), nickname: 'Renewed' })
    expect(again).toMatchObject({ id: visa.id, is_default: true, nickname: 'Renewed', card_details: { exp_month: 3 } })
    const discover = await saveCard(sandbox, secret, '6011111111111117')
    expect(await list(secret)).toHaveLength(3)
    const jcb = await saveCard(sandbox, secret, '3566002020360505')
    const ids = (await list(secret)).map((card) => card.id)
    expect(ids).toEqual([visa.id, jcb.id, discover.id])
    expect(ids).not.toContain(mastercard.id)
  })

  it('updates expiry, billing, nickname, network and the default; removes a card, the newest remaining one becoming the default', async () => {
    const secret = await newConsumer()
    const visa = await saveCard(sandbox, secret, '4242424242424242')
    const mastercard = await saveCard(sandbox, secret, '5555555555554444')
    const updated = await consumerCall(sandbox, `payment_details/${mastercard.id}`, {
      exp_month: 1, exp_year: 33, nickname: 'Travel', preferred_network: 'MASTERCARD', is_default: true,
      billing_address: { name: 'J Rosen', line_1: '2 Side St', postal_code: '10001', country_code: 'US' },
    }, secret)
    expect(updated.body.redacted_payment_details).toMatchObject({
      id: mastercard.id, is_default: true, nickname: 'Travel',
      card_details: { exp_month: 1, exp_year: 2033, preferred_network: 'MASTERCARD', checks: { address_line1_check: 'pass' } },
      billing_address: { name: 'J Rosen', postal_code: '10001' },
    })
    expect((await list(secret)).map((card) => [card.id, card.is_default])).toEqual([[mastercard.id, true], [visa.id, false]])
    // A blank nickname clears it; an update that leaves it out keeps it.
    const kept = await consumerCall(sandbox, `payment_details/${mastercard.id}`, { exp_month: 2 }, secret)
    expect(kept.body.redacted_payment_details).toMatchObject({ nickname: 'Travel', card_details: { exp_month: 2 } })
    const cleared = await consumerCall(sandbox, `payment_details/${mastercard.id}`, { nickname: '  ' }, secret)
    expect(cleared.body.redacted_payment_details.nickname).toBeNull()
    const removed = await consumerDelete(sandbox, `payment_details/${mastercard.id}`, secret, { is_automatic: false })
    expect(removed.body).toEqual({ deleted: true, id: mastercard.id })
    expect(await list(secret)).toMatchObject([{ id: visa.id, is_default: true }])
    expectError(await consumerDelete(sandbox, `payment_details/${mastercard.id}`, secret), 404, 'resource_missing', 'id')
  })

  it('refuses bad cards and bad updates, naming the parameter', async () => {
    const secret = await newConsumer()
    const create = (params: Record<string, unknown>) => consumerCall(sandbox, 'payment_details', { type: 'card', card: linkCard('4242424242424242'), ...params } as never, secret)
    expectError(await create({ type: undefined }), 400, 'parameter_missing', 'type')
    expectError(await create({ type: 'bank_account' }), 400, undefined, 'type')
    expectError(await create({ card: undefined }), 400, 'parameter_missing', 'card')
    expectError(await create({ card: linkCard('4242424242424241') }), 402, 'incorrect_number', 'number')
    expectError(await create({ card: linkCard('4242424242424242', { exp_month: 13 }) }), 402, 'invalid_expiry_month', 'exp_month')
    expectError(await create({ card: linkCard('4242424242424242', { exp_year: 2001 }) }), 402, 'invalid_expiry_year', 'exp_year')
    expectError(await create({ card: { token: 'tok_visa' } }), 400, 'parameter_unknown', 'card[token]')
    expectError(await create({ card: linkCard('4242424242424242', { preferred_network: 'MASTERCARD' }) }), 400, undefined, 'card[preferred_network]')
    expectError(await create({ billing_address: { country_code: 'AC' } }), 400, 'country_code_invalid', 'billing_address[country_code]')
    expectError(await create({ billing_email_address: 'nobody' }), 400, 'email_invalid', 'billing_email_address')
    expectError(await create({ is_default: 'yes' }), 400, undefined, 'is_default')
    expectError(await create({ nickname: 'x'.repeat(101) }), 400, undefined, 'nickname')
    const card = await saveCard(sandbox, secret, '4242424242424242')
    const update = (params: Record<string, unknown>) => consumerCall(sandbox, `payment_details/${card.id}`, params as never, secret)
    expectError(await update({ exp_year: 1999 }), 402, 'invalid_expiry_year', 'exp_year')
    expectError(await update({ is_default: false }), 400, undefined, 'is_default')
    expectError(await update({ number: '4242424242424242' }), 400, 'parameter_unknown', 'number')
    expectError(await consumerCall(sandbox, 'payment_details/csmrpd_nope', { nickname: 'x' }, secret), 404, 'resource_missing', 'id')
  })

  it('keeps saved details behind a verified session: 403 for a session nobody verified', async () => {
    const unverified = (await consumerCall(sandbox, 'sessions/lookup', { email_address: returning.email })).body.consumer_session.client_secret
    for (const path of ['payment_details/list', 'shipping_addresses/list', 'payment_plans/list', 'passkeys/registration_options']) {
      expectError(await consumerCall(sandbox, path, {}, unverified), 403, 'consumer_session_unverified', 'credentials[consumer_session_client_secret]')
    }
    // Another consumer's card is not found through this consumer's session.
    const other = await newConsumer()
    const card = await saveCard(sandbox, other, '4242424242424242')
    expectError(await consumerCall(sandbox, `payment_details/${card.id}`, { nickname: 'mine' }, await newConsumer()), 404, 'resource_missing', 'id')
  })
})

describe('sharing a saved card', () => {
  const share = (secret: string, id: string, params: Record<string, unknown> = {}) =>
    consumerCall(sandbox, 'payment_details/share', { id, expected_payment_method_type: 'link', allow_redisplay: 'limited', payment_user_agent: 'payloom', ...params } as never, secret)

  const confirm = (intent: Record<string, any>, paymentMethod: string) =>
    sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: paymentMethod, expand: ['latest_charge'] }, { key: pk })

  it('shares a payment method of type link that pays as the card would: 4242 succeeds, with a charge of type link', async () => {
    const secret = await signIn(sandbox, returning.email)
    const [visa] = await list(secret)
    const shared = await share(secret, visa!.id, { billing_email: ' Returning@Link.TEST ', billing_phone: '+16505550155' })
    expect(shared.body.payment_method).toMatchObject({
      id: expect.stringMatching(/^pm_/), object: 'payment_method', type: 'link', allow_redisplay: 'limited',
      link: { email: returning.email },
      card: { brand: 'visa', last4: '4242', fingerprint: visa!.card_details.fingerprint },
      billing_details: { name: 'Jenny Rosen', email: returning.email, phone: '+16505550155', address: { postal_code: '94103', country: 'US' } },
    })
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['card', 'link'] })
    const paid = await confirm(intent, shared.body.payment_method.id)
    expect(paid.body).toMatchObject({ status: 'succeeded', payment_method: shared.body.payment_method.id, latest_charge: { status: 'succeeded', payment_method_details: { type: 'link', link: { email: returning.email } } } })
  })

  it('declines as the saved card\'s number says (insufficient funds), and asks for 3D Secure for a 3DS card', async () => {
    const secret = await newConsumer()
    const poor = await saveCard(sandbox, secret, '4000000000009995')
    const declined = await confirm(await createPaymentIntent(sandbox, { payment_method_types: ['link'] }), (await share(secret, poor.id)).body.payment_method.id)
    expect(declined.status).toBe(402)
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', payment_intent: { status: 'requires_payment_method' } })
    const threeDS = await saveCard(sandbox, secret, '4000002500003155')
    const challenged = await confirm(await createPaymentIntent(sandbox, { payment_method_types: ['link'] }), (await share(secret, threeDS.id)).body.payment_method.id)
    expect(challenged.body.status).toBe('requires_action')
    // An intent that does not offer Link refuses the link payment method.
    const cardOnly = await confirm(await createPaymentIntent(sandbox), (await share(secret, threeDS.id)).body.payment_method.id)
    expectError(cardOnly, 400, 'payment_intent_invalid_parameter', 'payment_method')
  })

  it('shares a card token that makes a card payment method paying as the card would', async () => {
    const secret = await newConsumer()
    const declining = await saveCard(sandbox, secret, '4000000000000002')
    const shared = await consumerCall(sandbox, 'payment_details/share_token', { id: declining.id }, secret)
    expect(shared.body.token).toMatchObject({ id: expect.stringMatching(/^tok_/), object: 'token', type: 'card', card: { brand: 'Visa', last4: '0002', name: 'Jenny Rosen', address_zip: '94103' } })
    const method = await sandbox.call('POST', '/v1/payment_methods', { type: 'card', card: { token: shared.body.token.id } }, { key: pk })
    expect(method.body.card.last4).toBe('0002')
    const declined = await confirm(await createPaymentIntent(sandbox), method.body.id)
    expect(declined.body.error.decline_code).toBe('generic_decline')
  })

  it('refuses an unknown card, a wrong payment method type and a missing id', async () => {
    const secret = await newConsumer()
    expectError(await share(secret, 'csmrpd_nope'), 404, 'resource_missing', 'id')
    expectError(await share(secret, ''), 400, 'parameter_missing', 'id')
    const card = await saveCard(sandbox, secret, '4242424242424242')
    expectError(await share(secret, card.id, { expected_payment_method_type: 'sepa_debit' }), 400, undefined, 'expected_payment_method_type')
    expectError(await share(secret, card.id, { allow_redisplay: 'sometimes' }), 400, undefined, 'allow_redisplay')
  })
})

describe('POST /v1/payment_methods with type=link', () => {
  it('makes a link payment method of a saved card for a verified session, which pays as the card would', async () => {
    const secret = await newConsumer()
    const card = await saveCard(sandbox, secret, '5555555555554444')
    const created = await sandbox.call('POST', '/v1/payment_methods', {
      type: 'link', link: { payment_details_id: card.id, credentials: { consumer_session_client_secret: secret } }, billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    }, { key: pk })
    expect(created.body).toMatchObject({ type: 'link', card: { brand: 'mastercard', last4: '4444' }, billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } })
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['link'] })
    const paid = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: created.body.id }, { key: pk })
    expect(paid.body.status).toBe('succeeded')
  })

  it('refuses it without link, credentials or a card of that consumer, naming the parameter', async () => {
    const secret = await newConsumer()
    const create = (link: Record<string, unknown> | undefined) => sandbox.call('POST', '/v1/payment_methods', { type: 'link', ...(link === undefined ? {} : { link }) } as never, { key: pk })
    expectError(await create(undefined), 400, 'parameter_missing', 'link')
    expectError(await create({ payment_details_id: 'csmrpd_x' }), 400, 'parameter_missing', 'link[credentials][consumer_session_client_secret]')
    expectError(await create({ payment_details_id: 'csmrpd_x', credentials: { consumer_session_client_secret: 'cscs_x' } }), 400, 'consumer_session_expired', 'link[credentials][consumer_session_client_secret]')
    expectError(await create({ payment_details_id: 'csmrpd_x', credentials: { consumer_session_client_secret: secret } }), 404, 'resource_missing', 'link[payment_details_id]')
  })
})

describe('rate limits', () => {
  it(`answers 429 rate_limit_exceeded past ${consumerRateLimit.calls} saves, shares or share tokens of one consumer in ${consumerRateLimit.windowMs / 1000} s, each counted apart`, async () => {
    const secret = await newConsumer()
    const card = await saveCard(sandbox, secret, '4242424242424242')
    for (let i = 1; i < consumerRateLimit.calls; i++) await saveCard(sandbox, secret, '4242424242424242')
    const limited = await consumerCall(sandbox, 'payment_details', { type: 'card', card: linkCard('4242424242424242') }, secret)
    expect(limited.status).toBe(429)
    expect(limited.body.error).toMatchObject({ type: 'invalid_request_error', code: 'rate_limit_exceeded' })
    for (const call of ['share', 'share_token']) {
      for (let i = 0; i < consumerRateLimit.calls; i++) expect((await consumerCall(sandbox, `payment_details/${call}`, { id: card.id }, secret)).status).toBe(200)
      expect((await consumerCall(sandbox, `payment_details/${call}`, { id: card.id }, secret)).body.error.code).toBe('rate_limit_exceeded')
    }
    // Another consumer is not limited by this one's calls.
    expect((await consumerCall(sandbox, 'payment_details', { type: 'card', card: linkCard('4242424242424242') }, await newConsumer())).status).toBe(200)
  })
})

describe('shipping addresses and payment plans', () => {
  const address = (line: string, extra: Record<string, unknown> = {}) => ({ name: 'Jenny Rosen', line_1: line, locality: 'San Francisco', administrative_area: 'CA', postal_code: '94103', country_code: 'US', phone: '+16505550155', phone_country: 'US', ...extra })

  it('saves, lists (default first), sets the default and deletes addresses; the seeded consumer has one', async () => {
    const seeded = await signIn(sandbox, returning.email)
    expect((await consumerCall(sandbox, 'shipping_addresses/list', {}, seeded)).body.shipping_addresses).toMatchObject([{ is_default: true, address: { line_1: '354 Oyster Point Blvd', country_code: 'US' } }])
    const secret = await newConsumer()
    const first = (await consumerCall(sandbox, 'shipping_addresses', { address: address('1 Main St') }, secret)).body.shipping_address
    expect(first).toEqual({ id: expect.stringMatching(/^csmrsa_/), is_default: true, address: { ...address('1 Main St'), line_2: null } })
    const second = (await consumerCall(sandbox, 'shipping_addresses', { address: address('2 Side St'), is_default: false }, secret)).body.shipping_address
    expect(second.is_default).toBe(false)
    const made = await consumerCall(sandbox, `shipping_addresses/${second.id}`, { is_default: true }, secret)
    expect(made.body.shipping_address).toMatchObject({ id: second.id, is_default: true })
    const listed = (await consumerCall(sandbox, 'shipping_addresses/list', {}, secret)).body.shipping_addresses
    expect(listed.map((saved: any) => [saved.id, saved.is_default])).toEqual([[second.id, true], [first.id, false]])
    expect((await consumerDelete(sandbox, `shipping_addresses/${second.id}`, secret, { request_surface: 'web_elements' })).body).toEqual({ deleted: true, id: second.id })
    expect((await consumerCall(sandbox, 'shipping_addresses/list', {}, secret)).body.shipping_addresses).toMatchObject([{ id: first.id, is_default: true }])
  })

  it('refuses bad addresses and unknown ids, naming the parameter', async () => {
    const secret = await newConsumer()
    expectError(await consumerCall(sandbox, 'shipping_addresses', {}, secret), 400, 'parameter_missing', 'address[country_code]')
    expectError(await consumerCall(sandbox, 'shipping_addresses', { address: address('1 Main St', { country_code: 'ZZ' }) }, secret), 400, 'country_code_invalid', 'address[country_code]')
    expectError(await consumerCall(sandbox, 'shipping_addresses', { address: address('1 Main St', { city: 'Paris' }) }, secret), 400, 'parameter_unknown', 'address[city]')
    expectError(await consumerCall(sandbox, 'shipping_addresses/csmrsa_nope', { is_default: true }, secret), 404, 'resource_missing', 'id')
    expectError(await consumerDelete(sandbox, 'shipping_addresses/csmrsa_nope', secret), 404, 'resource_missing', 'id')
  })

  it('lists no payment plans, and checks the amount', async () => {
    const secret = await newConsumer()
    expect((await consumerCall(sandbox, 'payment_plans/list', { amount: 5000, currency: 'usd' }, secret)).body).toEqual({ payment_plans: [] })
    expectError(await consumerCall(sandbox, 'payment_plans/list', { amount: -1, currency: 'usd' }, secret), 400, undefined, 'amount')
  })
})
