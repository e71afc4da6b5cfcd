import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { typesOfFamily } from '../../sandbox/methodCatalog.ts'
import { createPaymentIntent, pk, startTestSandbox, submitPage, type Params, type TestSandbox } from './sandboxClient.ts'

/**
 * Short, so a test waits little; long enough that a retrieve right after the confirm still finds it
 * processing on a loaded 2-core CI machine (300 ms was not: one run failed there).
 */
const debitDelayMs = 1000

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({ debitDelayMs })
})
afterAll(() => sandbox.dispose())

const person = { name: 'Jenny Rosen', email: 'jenny@example.com', address: { line1: '1 Main St', country: 'DE', postal_code: '10115', city: 'Berlin' }, phone: '+351910000009' }
const returnUrl = 'https://shop.example/return'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const retrieve = async (intent: Record<string, any>) => (await sandbox.call('GET', `/v1/${intent.object}s/${intent.id}`)).body

const confirm = (intent: Record<string, any>, data: Params, params: Params = {}) =>
  sandbox.call('POST', `/v1/${intent.object}s/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method_data: data, ...params }, { key: pk })

const eventTypesAbout = async (id: string) => (await sandbox.call('GET', '/v1/events', { limit: 100 })).body.data
  .filter((event: any) => event.data.object.id === id).map((event: any) => event.type).reverse()

// A currency and amount each redirect type takes (its first currency, above its minimum).
const paymentFor = (type: string) => {
  const intentCurrency: Record<string, string> = { affirm: 'usd', klarna: 'eur', paypal: 'eur', zip: 'usd' }
  return { currency: intentCurrency[type], amount: 60_000 }
}

describe('redirect methods', () => {
  it.each(typesOfFamily('redirect'))('%s: the authorisation page, then back to the return_url', async (type) => {
    const { methodCatalog } = await import('../../core/generated/paymentMethods.generated.ts')
    const facts = methodCatalog[type as keyof typeof methodCatalog]
    const currency = paymentFor(type).currency ?? facts.currencies[0]!
    const minimum = (facts as { minimumAmount?: Record<string, number> }).minimumAmount?.[currency] ?? 100
    const maximum = (facts as { maximumAmount?: Record<string, number> }).maximumAmount?.[currency] ?? 99_999_999
    const amount = Math.min(Math.max(minimum, currency === 'idr' || currency === 'krw' ? 20_000 : 2000), maximum)
    const intent = await createPaymentIntent(sandbox, { payment_method_types: [type], currency, amount })
    const banks: Readonly<Record<string, Params>> = { sofort: { country: 'DE' }, fpx: { bank: 'maybank2u' }, netbanking: { bank: 'hdfc' } }
    const data = { type, billing_details: person, ...(banks[type] === undefined ? {} : { [type]: banks[type] }) }
    const noReturn = await confirm(intent, data)
    expect(noReturn.body.error).toMatchObject({ code: 'parameter_missing', param: 'return_url' })
    const confirmed = await confirm(intent, data, { return_url: returnUrl })
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl } } })
    const back = await submitPage(confirmed.body.next_action.redirect_to_url.url, 'approve')
    expect(back.status).toBe(303)
    const location = new URL(back.headers.get('location')!)
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ payment_intent: intent.id, redirect_status: 'succeeded' })
    expect(await retrieve(intent)).toMatchObject({ status: 'succeeded', amount_received: amount })
  })

  it('fails on "Fail test payment", back to requires_payment_method with redirect_status=failed', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['ideal'], currency: 'eur' })
    const confirmed = await confirm(intent, { type: 'ideal', ideal: { bank: 'rabobank' } }, { return_url: returnUrl })
    const back = await submitPage(confirmed.body.next_action.redirect_to_url.url, 'fail')
    expect(back.headers.get('location')).toContain('redirect_status=failed')
    expect(await retrieve(intent)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } })
  })
})

describe('vouchers (OXXO)', () => {
  const oxxo = (email = 'jenny@example.com') => ({ type: 'oxxo', billing_details: { name: 'Jenny Rosen', email } })

  it('shows the voucher: its number, amount and expiry 3 days later; paying at the store succeeds', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['oxxo'], currency: 'mxn', amount: 15_000 })
    const before = Math.floor(Date.now() / 1000)
    const confirmed = await confirm(intent, oxxo())
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'oxxo_display_details' } })
    const details = confirmed.body.next_action.oxxo_display_details
    expect(details).toEqual({ expires_after: expect.any(Number), hosted_voucher_url: expect.stringContaining('/voucher/src_'), number: expect.stringMatching(/^\d{14}$/) })
    expect(details.expires_after - before).toBeGreaterThanOrEqual(3 * 86_400)
    expect(details.expires_after - before).toBeLessThan(3 * 86_400 + 60)
    const page = await (await fetch(details.hosted_voucher_url)).text()
    expect(page).toContain(details.number)
    expect(page).toContain('150.00 MXN')
    expect(page).toContain(new Date(details.expires_after * 1000).toUTCString())
    expect((await submitPage(details.hosted_voucher_url, 'approve')).status).toBe(200)
    expect(await retrieve(intent)).toMatchObject({ status: 'succeeded', amount_received: 15_000 })
  })

  it('expires on "Fail test payment": requires_payment_method with the expiry error', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['oxxo'], currency: 'mxn', amount: 15_000 })
    const confirmed = await confirm(intent, oxxo())
    await submitPage(confirmed.body.next_action.oxxo_display_details.hosted_voucher_url, 'fail')
    expect(await retrieve(intent)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_payment_attempt_expired' } })
  })

  it('settles at once with the provider\'s test emails (succeed_immediately, expire_immediately)', async () => {
    const paid = await createPaymentIntent(sandbox, { payment_method_types: ['oxxo'], currency: 'mxn', amount: 15_000 })
    expect((await confirm(paid, oxxo('succeed_immediately@example.com'))).body.status).toBe('requires_action')
    expect(await retrieve(paid)).toMatchObject({ status: 'succeeded' })
    const expired = await createPaymentIntent(sandbox, { payment_method_types: ['oxxo'], currency: 'mxn', amount: 15_000 })
    await confirm(expired, oxxo('shopper+expire_immediately@example.com'))
    expect(await retrieve(expired)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_payment_attempt_expired' } })
  })
})

describe('notification methods (UPI collect, MB WAY)', () => {
  it('waits for the shopper\'s app; its page approves or declines', async () => {
    const upi = await createPaymentIntent(sandbox, { payment_method_types: ['upi'], currency: 'inr' })
    const confirmed = await confirm(upi, { type: 'upi', upi: { vpa: 'jenny@okbank' } })
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'upi_await_notification', upi_await_notification: { hosted_instructions_url: expect.stringContaining('/notification/authorize/src_') } } })
    await submitPage(confirmed.body.next_action.upi_await_notification.hosted_instructions_url, 'approve')
    expect(await retrieve(upi)).toMatchObject({ status: 'succeeded' })
    const mbWay = await createPaymentIntent(sandbox, { payment_method_types: ['mb_way'], currency: 'eur' })
    const waiting = await confirm(mbWay, { type: 'mb_way', billing_details: { phone: '+351 912 345 678' } })
    expect(waiting.body).toMatchObject({ status: 'requires_action', next_action: { type: 'mb_way_await_notification' } })
    await submitPage(waiting.body.next_action.mb_way_await_notification.hosted_instructions_url, 'fail')
    expect(await retrieve(mbWay)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } })
  })

  it('settles the test VPAs and phones after the delay', async () => {
    const cases = [
      ['upi', 'inr', { type: 'upi', upi: { vpa: 'success@upi' } }, 'succeeded'],
      ['upi', 'inr', { type: 'upi', upi: { vpa: 'fail@upi' } }, 'requires_payment_method'],
      ['mb_way', 'eur', { type: 'mb_way', billing_details: { phone: '+351910000000' } }, 'succeeded'],
      ['mb_way', 'eur', { type: 'mb_way', billing_details: { phone: '+351910000001' } }, 'requires_payment_method'],
    ] as const
    const intents = await Promise.all(cases.map(async ([type, currency, data]) => {
      const intent = await createPaymentIntent(sandbox, { payment_method_types: [type], currency })
      expect((await confirm(intent, data)).body.status).toBe('requires_action')
      return intent
    }))
    await sleep(debitDelayMs + 150)
    for (const [i, [, , , status]] of cases.entries()) expect((await retrieve(intents[i]!)).status).toBe(status)
  })
})

/** The provider's New Zealand test accounts: bank 11, branch 0000. */
const nzTestAccount = (account: string, suffix: string) => ({ bank_code: '11', branch_code: '0000', account_number: account, suffix })

describe('bank debits', () => {
  const sepa = (iban: string) => ({ type: 'sepa_debit', sepa_debit: { iban }, billing_details: person })

  it('processes, then succeeds after the debit delay, with its events', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
    const confirmed = await confirm(intent, sepa('DE89370400440532013000'))
    expect(confirmed.body).toMatchObject({ status: 'processing', next_action: null })
    expect(await retrieve(intent)).toMatchObject({ status: 'processing' })
    await sleep(debitDelayMs + 50)
    expect(await retrieve(intent)).toMatchObject({ status: 'succeeded', amount_received: 2000 })
    expect(await eventTypesAbout(intent.id)).toEqual(['payment_intent.created', 'payment_intent.processing', 'payment_intent.succeeded'])
  })

  it('settles without being asked (the events come on their own)', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
    await confirm(intent, sepa('AT611904300234573201'))
    await sleep(debitDelayMs + 300)
    // Listing events is not retrieving the intent: the sweep settled it.
    expect(await eventTypesAbout(intent.id)).toContain('payment_intent.succeeded')
  })

  it.each([
    ['sepa_debit', 'eur', { sepa_debit: { iban: 'DE62370400440532013001' } }, 'insufficient_funds'],
    ['sepa_debit', 'eur', { sepa_debit: { iban: 'AT861904300235473202' } }, 'insufficient_funds'],
    ['bacs_debit', 'gbp', { bacs_debit: { sort_code: '108800', account_number: '90012345' } }, 'insufficient_funds'],
    ['au_becs_debit', 'aud', { au_becs_debit: { bsb_number: '000000', account_number: '900123456' } }, 'insufficient_funds'],
    ['acss_debit', 'cad', { acss_debit: { institution_number: '000', transit_number: '11000', account_number: '900123456789' } }, 'insufficient_funds'],
    ['nz_bank_account', 'nzd', { nz_bank_account: nzTestAccount('2222222', '027') }, 'insufficient_funds'],
    ['nz_bank_account', 'nzd', { nz_bank_account: nzTestAccount('8888888', '000') }, 'refer_to_customer'],
    ['nz_bank_account', 'nzd', { nz_bank_account: nzTestAccount('1111111', '016') }, 'no_account'],
    ['nz_bank_account', 'nzd', { nz_bank_account: nzTestAccount('5555555', '059') }, 'debit_not_authorized'],
  ] as const)('%s: a failing test account fails after the delay (%#)', async (type, currency, details, declineCode) => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: [type], currency })
    expect((await confirm(intent, { type, ...details, billing_details: { ...person, address: { ...person.address, country: 'GB' } } })).body.status).toBe('processing')
    await sleep(debitDelayMs + 50)
    expect(await retrieve(intent)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { decline_code: declineCode } })
    expect(await eventTypesAbout(intent.id)).toEqual(['payment_intent.created', 'payment_intent.processing', 'payment_intent.payment_failed'])
  })

  it('succeeds for the other test accounts (Bacs, BECS, ACSS, New Zealand)', async () => {
    const cases = [
      ['nz_bank_account', 'nzd', { nz_bank_account: nzTestAccount('0000000', '010') }],
      ['bacs_debit', 'gbp', { bacs_debit: { sort_code: '108800', account_number: '00012345' } }],
      ['au_becs_debit', 'aud', { au_becs_debit: { bsb_number: '000000', account_number: '000123456' } }],
      ['acss_debit', 'cad', { acss_debit: { institution_number: '000', transit_number: '11000', account_number: '000123456789' } }],
    ] as const
    const intents = await Promise.all(cases.map(async ([type, currency, details]) => {
      const intent = await createPaymentIntent(sandbox, { payment_method_types: [type], currency })
      expect((await confirm(intent, { type, ...details, billing_details: person })).body.status).toBe('processing')
      return intent
    }))
    await sleep(debitDelayMs + 50)
    for (const intent of intents) expect((await retrieve(intent)).status).toBe('succeeded')
  })

  it('keeps New Zealand\'s 11-0000-9999999-000 processing, and refuses an account failing its check digits', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['nz_bank_account'], currency: 'nzd' })
    expect((await confirm(intent, { type: 'nz_bank_account', nz_bank_account: nzTestAccount('9999999', '000'), billing_details: person })).body.status).toBe('processing')
    await sleep(debitDelayMs + 300)
    expect(await retrieve(intent)).toMatchObject({ status: 'processing' })
    expect(await eventTypesAbout(intent.id)).toEqual(['payment_intent.created', 'payment_intent.processing'])
    const other = await createPaymentIntent(sandbox, { payment_method_types: ['nz_bank_account'], currency: 'nzd' })
    const refused = await confirm(other, { type: 'nz_bank_account', nz_bank_account: { bank_code: '01', branch_code: '0902', account_number: '0068388', suffix: '00' }, billing_details: person })
    expect(refused.body.error).toMatchObject({ code: 'account_number_invalid', param: 'payment_method_data[nz_bank_account][account_number]' })
    expect((await retrieve(other)).status).toBe('requires_payment_method')
  })
})

describe('US bank accounts entered by hand: microdeposits', () => {
  const account = (number: string) => ({ type: 'us_bank_account', us_bank_account: { routing_number: '110000000', account_number: number, account_holder_type: 'individual' }, billing_details: person })
  const verify = (intent: Record<string, any>, params: Params) =>
    sandbox.call('POST', `/v1/${intent.object}s/${intent.id}/verify_microdeposits`, { client_secret: intent.client_secret, ...params }, { key: pk })

  const waitingIntent = async (number = '000123456789') => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['us_bank_account'], currency: 'usd' })
    const confirmed = await confirm(intent, account(number))
    expect(confirmed.body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits', verify_with_microdeposits: { arrival_date: expect.any(Number), hosted_verification_url: expect.stringContaining('/microdeposits/verify/'), microdeposit_type: 'descriptor_code' } },
    })
    return intent
  }

  it('verifies with the descriptor code, then processes and succeeds', async () => {
    const intent = await waitingIntent()
    const page = await fetch((await retrieve(intent)).next_action.verify_with_microdeposits.hosted_verification_url)
    expect(await page.text()).toContain('SM11AA')
    const verified = await verify(intent, { descriptor_code: 'SM11AA' })
    expect(verified.body).toMatchObject({ status: 'processing', next_action: null })
    await sleep(debitDelayMs + 50)
    expect(await retrieve(intent)).toMatchObject({ status: 'succeeded' })
  })

  it('verifies with the amounts; the failing test accounts fail after the delay', async () => {
    const insufficient = await waitingIntent('000111111116')
    expect((await verify(insufficient, { amounts: [45, 32] })).body.status).toBe('processing')
    const closed = await waitingIntent('000111111113')
    expect((await verify(closed, { amounts: [32, 45] })).body.status).toBe('processing')
    await sleep(debitDelayMs + 50)
    expect(await retrieve(insufficient)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { decline_code: 'insufficient_funds' } })
    expect(await retrieve(closed)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { decline_code: 'account_closed' } })
  })

  it('refuses wrong values, and gives up after three wrong tries', async () => {
    const intent = await waitingIntent()
    const wrongCode = await verify(intent, { descriptor_code: 'SM00AA' })
    expect(wrongCode.status).toBe(400)
    expect(wrongCode.body.error).toMatchObject({ code: 'payment_method_microdeposit_verification_descriptor_code_mismatch', param: 'descriptor_code' })
    const wrongAmounts = await verify(intent, { amounts: [10, 11] })
    expect(wrongAmounts.body.error).toMatchObject({ code: 'payment_method_microdeposit_verification_amounts_mismatch', param: 'amounts' })
    expect(await retrieve(intent)).toMatchObject({ status: 'requires_action' })
    const third = await verify(intent, { amounts: [1, 2] })
    expect(third.body.error).toMatchObject({ code: 'payment_method_microdeposit_verification_attempts_exceeded' })
    expect(await retrieve(intent)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_method_microdeposit_verification_attempts_exceeded' } })
    const after = await verify(intent, { descriptor_code: 'SM11AA' })
    expect(after.body.error.code).toBe('payment_intent_unexpected_state')
  })

  it('verifies a setup intent, which then succeeds', async () => {
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['us_bank_account'] })).body
    const confirmed = await confirm(setup, account('000123456789'), { mandate_data: { customer_acceptance: { type: 'online', online: { infer_from_client: true } } } })
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'verify_with_microdeposits' } })
    expect((await verify(setup, { descriptor_code: 'SM11AA' })).body).toMatchObject({ status: 'succeeded' })
  })

  it('lists test institutions in the bank search', async () => {
    const all = await sandbox.call('GET', '/v1/bank_search', { query: '' }, { key: pk })
    expect(all.body.data.map((bank: any) => bank.name)).toEqual(expect.arrayContaining(['Test Institution', 'Test OAuth Institution', 'Down Bank (Scheduled)']))
    const some = await sandbox.call('GET', '/v1/bank_search', { query: 'oauth' }, { key: pk })
    expect(some.body.data).toEqual([{ id: expect.any(String), name: 'Test OAuth Institution', routing_number: '110000000' }])
  })
})

describe('mandates', () => {
  const online = { customer_acceptance: { type: 'online', online: { infer_from_client: true } } }

  it('a setup intent with a mandate method needs mandate_data, and gets a multi-use mandate', async () => {
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['sepa_debit'] })).body
    const data = { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' }, billing_details: person }
    const missing = await confirm(setup, data)
    expect(missing.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_missing', param: 'mandate_data' })
    const confirmed = await confirm(setup, data, { mandate_data: online })
    expect(confirmed.body).toMatchObject({ status: 'succeeded', mandate: expect.stringMatching(/^mandate_/) })
    const mandate = await sandbox.call('GET', `/v1/mandates/${confirmed.body.mandate}`)
    expect(mandate.body).toMatchObject({
      object: 'mandate', type: 'multi_use', multi_use: {}, status: 'active', payment_method: confirmed.body.payment_method,
      customer_acceptance: { type: 'online', online: { ip_address: expect.any(String), user_agent: expect.any(String) } },
      payment_method_details: { type: 'sepa_debit', sepa_debit: { reference: expect.any(String), url: expect.any(String) } },
    })
    expect((await sandbox.call('GET', `/v1/mandates/${confirmed.body.mandate}`, {}, { key: pk })).status).toBe(401)
  })

  it('a payment saving the method needs mandate_data; a one-off payment gets a single-use mandate from it', async () => {
    const saving = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur', setup_future_usage: 'off_session' })
    const data = { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' }, billing_details: person }
    expect((await confirm(saving, data)).body.error).toMatchObject({ param: 'mandate_data' })
    const once = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
    const confirmed = await confirm(once, data, { mandate_data: online })
    const mandate = await sandbox.call('GET', `/v1/mandates/${confirmed.body.mandate}`)
    expect(mandate.body).toMatchObject({ type: 'single_use', single_use: { amount: 2000, currency: 'eur' } })
  })

  it('a server passes ip_address and user_agent; infer_from_client is for the browser only', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur', setup_future_usage: 'off_session' })
    const data = { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' }, billing_details: person }
    const inferred = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { payment_method_data: data, mandate_data: online })
    expect(inferred.body.error).toMatchObject({ param: 'mandate_data[customer_acceptance][online][infer_from_client]' })
    const server = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      payment_method_data: data, mandate_data: { customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } } },
    })
    expect(server.body.status).toBe('processing')
    const mandate = await sandbox.call('GET', `/v1/mandates/${server.body.mandate}`)
    expect(mandate.body.customer_acceptance.online).toEqual({ ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' })
  })
})
