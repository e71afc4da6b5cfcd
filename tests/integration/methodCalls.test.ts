import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IntegrationError, createPayloom, type Payloom } from 'payloom'
import { ideal } from 'payloom/plugins/ideal'
import { oxxo } from 'payloom/plugins/oxxo'
import { paynow } from 'payloom/plugins/paynow'
import { sepaDebit } from 'payloom/plugins/sepa_debit'
import type { Authentication } from '../../core/services/Browser.ts'
import { methodCallNames, methodCallTable } from '../../core/confirm/methodCallTable.ts'
import { paymentCallNames } from '../../core/paymentCallNames.ts'
import { createPaymentIntent, pk, sk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

// Stripe.js's per-method calls (confirmSepaDebitPayment, confirmIdealPayment, confirmOxxoPayment...)
// over real HTTP against the sandbox, with each method's details passed as data. Paying with the
// bank elements (iban, idealBank...) needs a page: tests/browser/bankElements.test.ts.
const shown: Authentication[] = []
let sandbox: TestSandbox
let payloom: Payloom

beforeAll(async () => {
  sandbox = await startTestSandbox({ debitDelayMs: 0 })
  payloom = createPayloom(pk, {
    apiBase: sandbox.url,
    plugins: [sepaDebit(), ideal(), oxxo(), paynow()],
    locale: 'en',
    // No browser: the test plays the shopper on the method's page (or just notes the voucher shown).
    authenticate: async (authentication) => {
      shown.push(authentication)
      if (authentication.kind === 'qr_code' || authentication.kind === 'redirect') {
        await fetch(authentication.url, { method: 'POST', body: new URLSearchParams({ result: 'approve', in_frame: '1' }) })
      }
    },
  })
})
afterAll(() => sandbox.dispose())

const jenny = { name: 'Jenny Rosen', email: 'jenny@example.com' }

const setupIntentFor = async (type: string): Promise<{ readonly id: string; readonly client_secret: string }> => {
  const response = await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: [type] }, { key: sk })
  expect(response.status).toBe(200)
  return response.body as { readonly id: string; readonly client_secret: string }
}

describe('Stripe.js\'s per-method confirm calls against the sandbox', () => {
  it('every call of the table is on the instance, and the isolated instance forwards each by name', () => {
    for (const name of methodCallNames) expect(typeof (payloom as unknown as Record<string, unknown>)[name]).toBe('function')
    expect(paymentCallNames).toEqual(expect.arrayContaining([...methodCallNames]))
    // Stripe.js's names are not always the type in PascalCase.
    expect(methodCallTable.confirmPayNowPayment).toEqual(['paynow', 'payment_intent'])
    expect(methodCallTable.confirmBacsDebitSetup).toEqual(['bacs_debit', 'setup_intent'])
  })

  it('confirmSepaDebitPayment: the IBAN as data with billing details; the mandate is accepted and the debit processes', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
    const result = await payloom.confirmSepaDebitPayment(intent.client_secret, { payment_method: { sepa_debit: { iban: 'DE89370400440532013000' }, billing_details: jenny } })
    expect(result.error).toBeUndefined()
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'processing' })
    expect(result.paymentIntent?.mandate).toEqual(expect.stringMatching(/^mandate_/))
  })

  it('confirmSepaDebitSetup saves the account on a setup intent', async () => {
    const intent = await setupIntentFor('sepa_debit')
    const result = await payloom.confirmSepaDebitSetup(intent.client_secret, { payment_method: { sepa_debit: { iban: 'AT611904300234573201' }, billing_details: jenny } })
    expect(result.error).toBeUndefined()
    expect(result.setupIntent).toMatchObject({ id: intent.id, status: 'succeeded' })
  })

  it('confirmIdealPayment sends the shopper to their bank and resolves once they authorised', async () => {
    shown.length = 0
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['ideal'], currency: 'eur' })
    const result = await payloom.confirmIdealPayment(intent.client_secret, { payment_method: { ideal: { bank: 'abn_amro' }, billing_details: { name: 'Jenny Rosen' } }, return_url: 'https://shop.example/done' })
    expect(shown.map((step) => step.kind)).toEqual(['redirect'])
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' })
  })

  it('handleActions: false resolves with the intent waiting for the bank, leaving the page alone', async () => {
    shown.length = 0
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['ideal'], currency: 'eur' })
    const result = await payloom.confirmIdealPayment(intent.client_secret, { payment_method: { ideal: { bank: 'rabobank' } }, return_url: 'https://shop.example/done' }, { handleActions: false })
    expect(shown).toEqual([])
    expect(result.paymentIntent).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } })
  })

  it('confirmOxxoPayment shows the voucher and resolves with the intent waiting for the cash payment', async () => {
    shown.length = 0
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['oxxo'], currency: 'mxn', amount: 20000 })
    const result = await payloom.confirmOxxoPayment(intent.client_secret, { payment_method: { billing_details: jenny } })
    expect(shown).toEqual([expect.objectContaining({ kind: 'voucher', method: 'oxxo', amount: 20000, currency: 'mxn' })])
    expect(result.paymentIntent).toMatchObject({ status: 'requires_action', next_action: { type: 'oxxo_display_details' } })
  })

  it('confirmPayNowPayment shows the QR code and polls until the shopper paid', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['paynow'], currency: 'sgd' })
    const result = await payloom.confirmPayNowPayment(intent.client_secret)
    // No payment method on the intent and none given: the provider's error, as a result.
    expect(result.error?.type).toBe('invalid_request_error')
    const paid = await payloom.confirmPayNowPayment(intent.client_secret, { payment_method: { billing_details: { email: 'shopper@example.com' } } })
    expect(paid.paymentIntent).toMatchObject({ status: 'succeeded' })
  })

  it('a method\'s mistake is the provider\'s error object: a bad IBAN checksum names the field', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
    const result = await payloom.confirmSepaDebitPayment(intent.client_secret, { payment_method: { sepa_debit: { iban: 'DE89370400440532013001' }, billing_details: jenny } })
    expect(result.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_bank_account_iban' })
  })

  it('refuses, naming the plugin to import, a call whose method is not registered', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['klarna'], currency: 'eur' })
    await expect(payloom.confirmKlarnaPayment(intent.client_secret)).rejects.toThrow(new IntegrationError({
      message: "confirmKlarnaPayment() needs the klarna plugin: import { klarna } from 'payloom/plugins/klarna' and pass it to createPayloom(key, { plugins: [klarna()] }).",
    }))
  })

  it('refuses a client secret of the other kind of intent, naming the call for it', async () => {
    const setup = await setupIntentFor('sepa_debit')
    await expect(payloom.confirmSepaDebitPayment(setup.client_secret)).rejects.toThrow(/call confirmSepaDebitSetup for this intent/)
    const payment = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
    await expect(payloom.confirmIdealSetup(payment.client_secret)).rejects.toThrow(/call confirmIdealPayment for this intent/)
    // OXXO has no setup call: the generic one is named.
    await expect(payloom.confirmOxxoPayment(setup.client_secret)).rejects.toThrow(/call confirmSetup for this intent/)
  })

  it('refuses malformed data with the call\'s name and an example', async () => {
    const intent = await createPaymentIntent(sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
    await expect(payloom.confirmSepaDebitPayment(intent.client_secret, 'DE89' as never)).rejects.toThrow(
      'Invalid value for confirmSepaDebitPayment(): data must be an object, e.g. { payment_method: { sepa_debit: ..., billing_details } }.',
    )
    await expect(payloom.confirmSepaDebitPayment(intent.client_secret, { payment_method: 42 as never })).rejects.toThrow(/payment_method must be a payment method's id/)
    await expect(payloom.confirmSepaDebitPayment(intent.client_secret, {}, 'yes' as never)).rejects.toThrow(/options must be an object/)
  })
})
