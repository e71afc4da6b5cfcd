import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

/** Short, so a test waits little; long enough that the confirm's answer is still processing. */
const debitDelayMs = 300

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({ debitDelayMs })
})
afterAll(() => sandbox.dispose())

const holder = { name: 'Jenny Rosen', email: 'jenny@example.com' }
const usBankIntent = (params: Params = {}) => createPaymentIntent(sandbox, { payment_method_types: ['us_bank_account'], ...params })

/** Opens a session for an intent, from the browser's side (collectBankAccountForPayment). */
const openFor = (intent: Record<string, any>, params: Params = {}) => sandbox.call('POST', `/v1/${intent.object}s/${intent.id}/link_account_sessions`, {
  client_secret: intent.client_secret,
  payment_method_data: { type: 'us_bank_account', billing_details: holder },
  ...params,
}, { key: pk })

/** The authorisation page's form, posted as a browser would (or as a Node `authenticate` does). */
const submit = (url: string, fields: Record<string, string>) => fetch(url, {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
  redirect: 'manual',
})

const attach = (intent: Record<string, any>, session: string, params: Params = {}) =>
  sandbox.call('POST', `/v1/${intent.object}s/${intent.id}/link_account_sessions/${session}/attach`, { client_secret: intent.client_secret, ...params }, { key: pk })

const retrieve = async (intent: Record<string, any>) => (await sandbox.call('GET', `/v1/${intent.object}s/${intent.id}`)).body
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Links `account` at `institution` through the session's page; returns the session as the SDK then reads it. */
const link = async (session: Record<string, any>, account = 'success', institution = 'fcinst_test_institution') => {
  const page = await submit(session.hosted_auth_url, { institution, account })
  expect(page.status).toBe(200)
  return (await sandbox.call('GET', `/v1/link_account_sessions/${session.id}`, { client_secret: session.client_secret }, { key: pk })).body
}

describe('the bank search', () => {
  it('finds test institutions by name, all for an empty query, and refuses a bad limit', async () => {
    const all = await sandbox.call('GET', '/v1/bank_search', {}, { key: pk })
    expect(all.body.data.map((bank: any) => bank.name)).toEqual(['Test Institution', 'Test OAuth Institution', 'Ownership Accounts', 'Down Bank (Scheduled)', 'Down Bank (Unscheduled)', 'Down Bank (Error)'])
    expect((await sandbox.call('GET', '/v1/bank_search', { query: ' DOWN ', limit: 2 }, { key: pk })).body.data.map((bank: any) => bank.name))
      .toEqual(['Down Bank (Scheduled)', 'Down Bank (Unscheduled)'])
    expect((await sandbox.call('GET', '/v1/bank_search', { query: 'no such bank' }, { key: pk })).body.data).toEqual([])
    const bad = await sandbox.call('GET', '/v1/bank_search', { limit: 0 }, { key: pk })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatchObject({ type: 'invalid_request_error', param: 'limit' })
  })
})

describe('linking a bank account for the payment element', () => {
  it('opens a session with the bank picked in the search; the page shows its accounts, and linking one makes an fca_ account', async () => {
    const opened = await sandbox.call('POST', '/v1/link_account_sessions', { institution: 'fcinst_test_institution' }, { key: pk })
    expect(opened.body).toMatchObject({
      id: expect.stringMatching(/^fcsess_/), object: 'financial_connections.session', status: 'pending', institution: 'fcinst_test_institution',
      client_secret: expect.stringMatching(/^fcsess_\w+_secret_\w+$/), hosted_auth_url: `${sandbox.url}/link/authorize/${opened.body.id}`,
      accounts: { object: 'list', data: [] },
    })
    const page = await (await fetch(opened.body.hosted_auth_url)).text()
    expect(page).toContain('<legend>Accounts at Test Institution</legend>')
    expect(page).toContain('Success: Checking •••• 6789')
    const session = await link(opened.body, 'success', 'fcinst_test_institution')
    expect(session).toMatchObject({ status: 'succeeded', accounts: { data: [{ id: expect.stringMatching(/^fca_/), object: 'financial_connections.account', institution_name: 'Test Institution', display_name: 'Success', last4: '6789', subcategory: 'checking', status: 'active', supported_payment_method_types: ['us_bank_account'] }] } })

    // The payment method is created with the linked account: verified, so the debit starts at confirm.
    const intent = await usBankIntent()
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method_data: { type: 'us_bank_account', us_bank_account: { financial_connections_account: session.accounts.data[0].id }, billing_details: holder },
      expand: ['payment_method'],
    }, { key: pk })
    expect(confirmed.body).toMatchObject({
      status: 'processing', next_action: null,
      payment_method: { type: 'us_bank_account', us_bank_account: { financial_connections_account: session.accounts.data[0].id, bank_name: 'Test Institution', last4: '6789', routing_number: '110000000', account_type: 'checking' } },
    })
    await sleep(debitDelayMs + 300)
    expect(await retrieve(intent)).toMatchObject({ status: 'succeeded' })
  })

  it('asks the bank for the permissions given, lists them on the page, and shares only those on the linked account', async () => {
    const plain = await sandbox.call('POST', '/v1/link_account_sessions', { institution: 'fcinst_test_institution' }, { key: pk })
    expect(plain.body.permissions).toEqual(['payment_method'])
    const plainPage = await (await fetch(plain.body.hosted_auth_url)).text()
    expect(plainPage).toContain('<h2 id="shared">The business will see</h2>')
    expect(plainPage).toContain('<li>Account details: the routing and account numbers, to pay from the account</li></ul>')
    const nothingShared = (await link(plain.body)).accounts.data[0]
    expect(nothingShared).toMatchObject({ permissions: ['payment_method'], balance: null, ownership: null, subscriptions: [], transaction_refresh: null })

    const opened = await sandbox.call('POST', '/v1/link_account_sessions', { institution: 'fcinst_test_institution', permissions: ['payment_method', 'balances', 'ownership'] }, { key: pk })
    expect(opened.body.permissions).toEqual(['payment_method', 'balances', 'ownership'])
    const page = await (await fetch(opened.body.hosted_auth_url)).text()
    expect(page).toContain('<li>Balances: the account&#39;s current and available balance</li>')
    expect(page).toContain('<li>Ownership details: the account holder&#39;s name, address, e-mail and phone number</li>')
    expect(page).not.toContain('Transactions:')
    const account = (await link(opened.body)).accounts.data[0]
    expect(account).toMatchObject({
      permissions: ['payment_method', 'balances', 'ownership'],
      balance: { type: 'cash', current: { usd: 1_000_000 }, cash: { available: { usd: 1_000_000 } } },
      ownership: expect.stringMatching(/^fcaowns_/),
      subscriptions: [], transaction_refresh: null,
    })
    expect((await sandbox.call('GET', `/v1/financial_connections/accounts/${account.id}`)).body).toEqual(account)

    const transactions = await sandbox.call('POST', '/v1/link_account_sessions', { institution: 'fcinst_test_institution', permissions: ['payment_method', 'transactions'] }, { key: pk })
    expect((await link(transactions.body)).accounts.data[0]).toMatchObject({ balance: null, ownership: null, subscriptions: ['transactions'], transaction_refresh: { id: expect.stringMatching(/^fctxnref_/), status: 'succeeded' } })
  })

  it('refuses a permission it does not know, and permissions without payment_method', async () => {
    const unknown = await sandbox.call('POST', '/v1/link_account_sessions', { permissions: ['payment_method', 'statements'] }, { key: pk })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid_string', param: 'permissions', message: 'Invalid permissions[]: "statements" is not one of payment_method, balances, transactions, ownership.' })
    const withoutPayments = await sandbox.call('POST', '/v1/link_account_sessions', { permissions: ['balances'] }, { key: pk })
    expect(withoutPayments.body.error).toMatchObject({ param: 'permissions', message: 'permissions[] must include payment_method: the account linked pays.' })
  })

  it('the page searches the test institutions when none was picked, goes back to them, and says when a bank is down', async () => {
    const session = (await sandbox.call('POST', '/v1/link_account_sessions', {}, { key: pk })).body
    const banks = await (await fetch(session.hosted_auth_url)).text()
    expect(banks).toContain('<label for="query">Search for your bank</label>')
    expect(banks).toContain('value="fcinst_test_oauth_institution">Test OAuth Institution</button>')
    const searched = await (await fetch(`${session.hosted_auth_url}?query=oauth`)).text()
    expect(searched).toContain('Test OAuth Institution')
    expect(searched).not.toContain('>Test Institution<')
    expect(await (await fetch(`${session.hosted_auth_url}?query=nothing`)).text()).toContain('No test institution matches “nothing”.')

    const picked = await submit(session.hosted_auth_url, { institution: 'fcinst_test_down_scheduled' })
    expect(picked.status).toBe(303)
    expect(await (await fetch(session.hosted_auth_url)).text()).toContain('<p role="alert">This bank is down for scheduled maintenance.')
    const refused = await submit(session.hosted_auth_url, { account: 'success' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: { code: 'institution_unavailable', param: 'institution' } })
    expect((await submit(session.hosted_auth_url, { action: 'back' })).status).toBe(303)
    expect(await (await fetch(session.hosted_auth_url)).text()).toContain('Search for your bank')
  })

  it('cancelling ends the session with nothing linked; in the SDK\'s frame the page says so to its parent', async () => {
    const session = (await sandbox.call('POST', '/v1/link_account_sessions', {}, { key: pk })).body
    const done = await submit(session.hosted_auth_url, { action: 'cancel', in_frame: '1' })
    const html = await done.text()
    expect(html).toContain('Linking cancelled')
    expect(html).toContain(`"type":"payloom:authentication_complete","source":"${session.id}","status":"canceled"`)
    expect((await sandbox.call('GET', `/v1/link_account_sessions/${session.id}`, { client_secret: session.client_secret }, { key: pk })).body).toMatchObject({ status: 'canceled', accounts: { data: [] } })
    const again = await submit(session.hosted_auth_url, { institution: 'fcinst_test_institution', account: 'success' })
    expect(await again.json()).toMatchObject({ error: { code: 'financial_connections_session_completed' } })
  })

  it('refuses bad input with the provider\'s error objects', async () => {
    const unknownBank = await sandbox.call('POST', '/v1/link_account_sessions', { institution: 'fcinst_nope' }, { key: pk })
    expect(unknownBank.status).toBe(400)
    expect(unknownBank.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', param: 'institution' })
    expect((await sandbox.call('POST', '/v1/link_account_sessions', { bank: 'x' }, { key: pk })).body.error).toMatchObject({ code: 'parameter_unknown', param: 'bank' })
    const session = (await sandbox.call('POST', '/v1/link_account_sessions', {}, { key: pk })).body
    const wrongSecret = await sandbox.call('GET', `/v1/link_account_sessions/${session.id}`, { client_secret: 'fcsess_x_secret_y' }, { key: pk })
    expect(wrongSecret.status).toBe(404)
    expect(wrongSecret.body.error.code).toBe('resource_missing')
    expect((await submit(session.hosted_auth_url, { institution: 'fcinst_test_institution', account: 'platinum' })).status).toBe(400)

    const intent = await usBankIntent()
    const unknownAccount = await sandbox.call('POST', '/v1/payment_methods', { type: 'us_bank_account', us_bank_account: { financial_connections_account: 'fca_nope' }, billing_details: holder }, { key: pk })
    expect(unknownAccount.body.error).toMatchObject({ code: 'resource_missing', param: 'us_bank_account[financial_connections_account]' })
    const linked = await link((await sandbox.call('POST', '/v1/link_account_sessions', {}, { key: pk })).body)
    const mixed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method_data: { type: 'us_bank_account', us_bank_account: { financial_connections_account: linked.accounts.data[0].id, routing_number: '110000000' }, billing_details: holder },
    }, { key: pk })
    expect(mixed.body.error).toMatchObject({ code: 'parameter_unknown', param: 'payment_method_data[us_bank_account][routing_number]' })
  })
})

describe('collecting a bank account for an intent (collectBankAccountForPayment / ForSetup)', () => {
  it('links an account, attaches it as the intent\'s payment method (requires_confirmation), and confirm debits it: processing, then succeeded', async () => {
    const intent = await usBankIntent()
    const opened = await openFor(intent)
    expect(opened.body).toMatchObject({ object: 'financial_connections.session', status: 'pending', institution: null })
    const early = await attach(intent, opened.body.id)
    expect(early.body.error).toMatchObject({ code: 'financial_connections_session_incomplete', param: 'session' })
    await link(opened.body)
    const attached = await attach(intent, opened.body.id, { expand: ['payment_method'] })
    expect(attached.body).toMatchObject({
      status: 'requires_confirmation',
      payment_method: { type: 'us_bank_account', billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' }, us_bank_account: { bank_name: 'Test Institution', last4: '6789', financial_connections_account: expect.stringMatching(/^fca_/) } },
    })
    const confirmed = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret }, { key: pk })
    expect(confirmed.body).toMatchObject({ status: 'processing', next_action: null })
    await sleep(debitDelayMs + 300)
    expect(await retrieve(intent)).toMatchObject({ status: 'succeeded' })
  })

  it('the failing test accounts process, then fail as their numbers do', async () => {
    for (const [account, declineCode] of [['insufficient_funds', 'insufficient_funds'], ['account_closed', 'account_closed']] as const) {
      const intent = await usBankIntent()
      const session = (await openFor(intent)).body
      await link(session, account, 'fcinst_test_oauth_institution')
      expect((await attach(intent, session.id)).body.status).toBe('requires_confirmation')
      expect((await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret }, { key: pk })).body.status).toBe('processing')
      await sleep(debitDelayMs + 300)
      expect(await retrieve(intent)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { decline_code: declineCode } })
    }
  })

  it('a setup intent gets the account too, and succeeds at confirm with a mandate', async () => {
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['us_bank_account'] })).body
    const session = (await openFor(setup)).body
    await link(session)
    expect((await attach(setup, session.id)).body).toMatchObject({ object: 'setup_intent', status: 'requires_confirmation' })
    const confirmed = await sandbox.call('POST', `/v1/setup_intents/${setup.id}/confirm`, {
      client_secret: setup.client_secret, mandate_data: { customer_acceptance: { type: 'online', online: { infer_from_client: true } } },
    }, { key: pk })
    expect(confirmed.body).toMatchObject({ status: 'succeeded', mandate: expect.stringMatching(/^mandate_/) })
  })

  it('refuses a missing name, another type, an intent that takes no bank account, another intent\'s session and a canceled one', async () => {
    const intent = await usBankIntent()
    const noName = await openFor(intent, { payment_method_data: { type: 'us_bank_account', billing_details: { email: 'jenny@example.com' } } })
    expect(noName.body.error).toMatchObject({ code: 'parameter_missing', param: 'payment_method_data[billing_details][name]' })
    expect((await openFor(intent, { payment_method_data: { type: 'card', billing_details: holder } })).body.error).toMatchObject({ param: 'payment_method_data[type]' })
    const cardOnly = await createPaymentIntent(sandbox)
    expect((await openFor(cardOnly)).body.error).toMatchObject({ code: 'payment_intent_invalid_parameter', param: 'payment_method_data[type]' })
    expect((await openFor({ ...intent, client_secret: cardOnly.client_secret })).body.error).toMatchObject({ param: 'client_secret' })

    const other = await usBankIntent()
    const session = (await openFor(other)).body
    await link(session)
    const foreign = await attach(intent, session.id)
    expect(foreign.status).toBe(404)
    expect(foreign.body.error).toMatchObject({ code: 'resource_missing', param: 'session' })

    const canceled = (await openFor(intent)).body
    await submit(canceled.hosted_auth_url, { action: 'cancel' })
    expect((await attach(intent, canceled.id)).body.error).toMatchObject({ code: 'financial_connections_session_incomplete' })
    expect(await retrieve(intent)).toMatchObject({ status: 'requires_payment_method', payment_method: null })
  })
})

describe('restart', () => {
  it('keeps sessions and linked accounts in the data folder', async () => {
    const intent = await usBankIntent()
    const session = await link((await openFor(intent)).body)
    const account = session.accounts.data[0]
    const restarted = await startTestSandbox({ dataDir: sandbox.dataDir })
    try {
      expect((await restarted.call('GET', `/v1/link_account_sessions/${session.id}`)).body).toEqual(session)
      expect((await restarted.call('GET', `/v1/financial_connections/accounts/${account.id}`)).body).toEqual(account)
      expect((await restarted.call('GET', `/v1/financial_connections/accounts/${account.id}`, {}, { key: pk })).status).toBe(401)
      const attached = await restarted.call('POST', `/v1/payment_intents/${intent.id}/link_account_sessions/${session.id}/attach`, { client_secret: intent.client_secret }, { key: pk })
      expect(attached.body.status).toBe('requires_confirmation')
    } finally {
      await restarted.close()
    }
  })
})
