import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, IntegrationError, type Authentication } from 'payloom'
import { usBankAccount } from '../../plugins/us_bank_account/index.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

/** Short: a debit settles this long after confirm. */
const debitDelayMs = 200

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({ debitDelayMs })
})
afterAll(() => sandbox.dispose())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const holder = { name: 'Jenny Rosen', email: 'jenny@example.com' }
const collectParams = { payment_method_type: 'us_bank_account', payment_method_data: { billing_details: holder } } as const
const online = { customer_acceptance: { type: 'online', online: { infer_from_client: true } } }

/** The shopper on the provider's authorisation page: picks Test Institution and links `account`, or cancels. */
const shopper = (seen: Authentication[], choice: 'success' | 'insufficient_funds' | 'cancel') => async (step: Authentication) => {
  seen.push(step)
  const body: Record<string, string> = choice === 'cancel' ? { action: 'cancel' } : { institution: 'fcinst_test_institution', account: choice }
  const page = await fetch(step.url, { method: 'POST', body: new URLSearchParams(body) })
  expect(page.status).toBe(200)
}

const payloomAs = (authenticate: (step: Authentication) => Promise<void>, plugins = [usBankAccount()]) =>
  createPayloom(pk, { apiBase: sandbox.url, plugins, locale: 'en', authenticate })

const usBankIntent = () => createPaymentIntent(sandbox, { payment_method_types: ['us_bank_account'] })

describe('collectBankAccountForPayment and ForSetup, over real HTTP with the shopper played in Node', () => {
  it('links an account on the provider\'s page and attaches it: requires_confirmation, then confirm processes and succeeds', async () => {
    const seen: Authentication[] = []
    const payloom = payloomAs(shopper(seen, 'success'))
    const intent = await usBankIntent()
    const collected = await payloom.collectBankAccountForPayment({ clientSecret: intent.client_secret, params: collectParams, expand: ['payment_method'] })
    expect(seen).toEqual([{ kind: 'bank_account_link', url: expect.stringMatching(/\/link\/authorize\/fcsess_/) }])
    expect(collected).toMatchObject({
      paymentIntent: {
        id: intent.id, status: 'requires_confirmation',
        payment_method: { type: 'us_bank_account', billing_details: holder, us_bank_account: { bank_name: 'Test Institution', last4: '6789', financial_connections_account: expect.stringMatching(/^fca_/) } },
      },
    })
    const confirmed = await payloom.confirmPayment({ clientSecret: intent.client_secret, redirect: 'if_required' })
    expect(confirmed).toMatchObject({ paymentIntent: { status: 'processing', next_action: null } })
    await sleep(debitDelayMs + 300)
    expect(await payloom.retrievePaymentIntent(intent.client_secret)).toMatchObject({ paymentIntent: { status: 'succeeded' } })
  })

  it('a failing test account processes, then fails', async () => {
    const payloom = payloomAs(shopper([], 'insufficient_funds'))
    const intent = await usBankIntent()
    expect((await payloom.collectBankAccountForPayment({ clientSecret: intent.client_secret, params: collectParams })).paymentIntent?.status).toBe('requires_confirmation')
    expect((await payloom.confirmPayment({ clientSecret: intent.client_secret, redirect: 'if_required' })).paymentIntent?.status).toBe('processing')
    await sleep(debitDelayMs + 300)
    expect(await payloom.retrievePaymentIntent(intent.client_secret)).toMatchObject({ paymentIntent: { status: 'requires_payment_method', last_payment_error: { decline_code: 'insufficient_funds' } } })
  })

  it('cancelling resolves with the intent unchanged, in requires_payment_method', async () => {
    const payloom = payloomAs(shopper([], 'cancel'))
    const intent = await usBankIntent()
    expect(await payloom.collectBankAccountForPayment({ clientSecret: intent.client_secret, params: collectParams })).toEqual({
      paymentIntent: expect.objectContaining({ id: intent.id, status: 'requires_payment_method', payment_method: null }),
    })
  })

  it('collectBankAccountForSetup: the setup intent gets the account, and confirmSetup with the mandate succeeds', async () => {
    const payloom = payloomAs(shopper([], 'success'))
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['us_bank_account'] })).body
    expect(await payloom.collectBankAccountForSetup({ clientSecret: setup.client_secret, params: collectParams })).toMatchObject({ setupIntent: { status: 'requires_confirmation' } })
    expect(await payloom.confirmSetup({ clientSecret: setup.client_secret, confirmParams: { mandate_data: online }, redirect: 'if_required' })).toMatchObject({ setupIntent: { status: 'succeeded' } })
  })

  it('the provider\'s refusal is a result: an intent that takes no bank account', async () => {
    const payloom = payloomAs(shopper([], 'success'))
    const cardOnly = await createPaymentIntent(sandbox)
    expect(await payloom.collectBankAccountForPayment({ clientSecret: cardOnly.client_secret, params: collectParams })).toEqual({
      error: expect.objectContaining({ type: 'invalid_request_error', code: 'payment_intent_invalid_parameter', param: 'payment_method_data[type]' }),
    })
  })

  it('a merchant\'s mistake rejects with what to change, before anything is sent', async () => {
    const seen: Authentication[] = []
    const payloom = payloomAs(shopper(seen, 'success'))
    const intent = await usBankIntent()
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['us_bank_account'] })).body
    await expect(payloom.collectBankAccountForPayment({ clientSecret: intent.client_secret, params: { ...collectParams, payment_method_data: { billing_details: { name: ' ' } } } }))
      .rejects.toThrow('params.payment_method_data.billing_details.name is required')
    await expect(payloom.collectBankAccountForPayment({ clientSecret: intent.client_secret, params: { ...collectParams, payment_method_type: 'card' as never } }))
      .rejects.toThrow("params.payment_method_type must be 'us_bank_account'")
    await expect(payloom.collectBankAccountForPayment({ clientSecret: setup.client_secret, params: collectParams })).rejects.toThrow('collectBankAccountForSetup')
    await expect(payloom.collectBankAccountForPayment({ clientSecret: intent.client_secret, params: collectParams, expand: 'payment_method' as never })).rejects.toBeInstanceOf(IntegrationError)
    const withoutPlugin = payloomAs(shopper(seen, 'success'), [])
    await expect(withoutPlugin.collectBankAccountForPayment({ clientSecret: intent.client_secret, params: collectParams }))
      .rejects.toThrow("collectBankAccountForPayment() needs the us_bank_account plugin: import { usBankAccount } from 'payloom/plugins/us_bank_account'")
    expect(seen).toEqual([])
  })
})

describe('verifyMicrodepositsForPayment and ForSetup', () => {
  const manualAccount = { type: 'us_bank_account', us_bank_account: { routing_number: '110000000', account_number: '000123456789', account_holder_type: 'individual' }, billing_details: holder }

  it('verifies a payment by its amounts (processing, then succeeded); a wrong code is the provider\'s error, and bad data rejects', async () => {
    const payloom = payloomAs(shopper([], 'success'))
    const intent = await usBankIntent()
    const confirmed = await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: manualAccount }, redirect: 'if_required' })
    expect(confirmed).toMatchObject({ paymentIntent: { status: 'requires_action', next_action: { type: 'verify_with_microdeposits' } } })
    expect(await payloom.verifyMicrodepositsForPayment(intent.client_secret, { descriptor_code: 'SM99ZZ' })).toEqual({
      error: expect.objectContaining({ code: 'payment_method_microdeposit_verification_descriptor_code_mismatch', param: 'descriptor_code' }),
    })
    await expect(payloom.verifyMicrodepositsForPayment(intent.client_secret, { amounts: [32] })).rejects.toThrow('amounts are the two deposits in cents')
    await expect(payloom.verifyMicrodepositsForPayment(intent.client_secret, { amounts: [32, 45], descriptor_code: 'SM11AA' } as never)).rejects.toThrow('exactly one of amounts and descriptor_code')
    await expect(payloom.verifyMicrodepositsForPayment(intent.client_secret, { descriptor_code: '11AA' })).rejects.toThrow('starting with SM')
    expect(await payloom.verifyMicrodepositsForPayment(intent.client_secret, { amounts: [45, 32] })).toMatchObject({ paymentIntent: { status: 'processing' } })
    await sleep(debitDelayMs + 300)
    expect((await payloom.retrievePaymentIntent(intent.client_secret)).paymentIntent?.status).toBe('succeeded')
  })

  it('verifies a setup by its descriptor code, which then succeeds', async () => {
    const payloom = payloomAs(shopper([], 'success'))
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['us_bank_account'] })).body
    const confirmed = await payloom.confirmSetup({ clientSecret: setup.client_secret, confirmParams: { payment_method_data: manualAccount, mandate_data: online }, redirect: 'if_required' })
    expect(confirmed.setupIntent?.status).toBe('requires_action')
    await expect(payloom.verifyMicrodepositsForPayment(setup.client_secret, { descriptor_code: 'SM11AA' })).rejects.toThrow('verifyMicrodepositsForSetup')
    expect(await payloom.verifyMicrodepositsForSetup(setup.client_secret, { descriptor_code: ' sm11aa ' })).toMatchObject({ setupIntent: { status: 'succeeded' } })
  })
})
