import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rejection, startStripeSandbox, type StripeSandbox } from './stripeSandbox.ts'

const debitDelayMs = 200

let server: StripeSandbox
beforeAll(async () => {
  server = await startStripeSandbox({ debitDelayMs })
})
afterAll(() => server.dispose())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const billing_details = { name: 'Jenny Rosen', email: 'jenny@example.com' }
const acceptance = { customer_acceptance: { type: 'online' as const, online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } } }

describe('bank debits through the official library', () => {
  it('creates and confirms a SEPA Direct Debit intent, which processes and then succeeds', async () => {
    const { stripe } = server
    const method = await stripe.paymentMethods.create({ type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' }, billing_details })
    expect(method.sepa_debit).toMatchObject({ country: 'DE', last4: '3000', bank_code: '37040044' })
    const intent = await stripe.paymentIntents.create({ amount: 1099, currency: 'eur', allowed_payment_method_types: ['sepa_debit'], payment_method: method.id, confirm: true, mandate_data: acceptance })
    expect(intent.status).toBe('processing')
    await sleep(debitDelayMs + 100)
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 1099 })
    const mandate = await stripe.mandates.retrieve(String((intent as unknown as { mandate: string }).mandate))
    expect(mandate).toMatchObject({ object: 'mandate', type: 'single_use', payment_method: method.id })
  })

  it('refuses an IBAN with a wrong checksum as a StripeInvalidRequestError naming the field', async () => {
    const error = await rejection(server.stripe.paymentMethods.create({ type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013001x' }, billing_details }))
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_bank_account_iban', param: 'sepa_debit[iban]' })
  })

  it('verifies microdeposits for a US bank account entered by hand', async () => {
    const { stripe } = server
    const intent = await stripe.paymentIntents.create({
      amount: 2500, currency: 'usd', allowed_payment_method_types: ['us_bank_account'], confirm: true, mandate_data: acceptance,
      payment_method_data: { type: 'us_bank_account', us_bank_account: { routing_number: '110000000', account_number: '000123456789', account_holder_type: 'individual' }, billing_details },
    })
    expect(intent).toMatchObject({ status: 'requires_action', next_action: { type: 'verify_with_microdeposits', verify_with_microdeposits: { microdeposit_type: 'descriptor_code' } } })
    const wrong = await rejection(stripe.paymentIntents.verifyMicrodeposits(intent.id, { amounts: [1, 2] }))
    expect(wrong).toMatchObject({ statusCode: 400, code: 'payment_method_microdeposit_verification_amounts_mismatch' })
    const verified = await stripe.paymentIntents.verifyMicrodeposits(intent.id, { descriptor_code: 'SM11AA' })
    expect(verified.status).toBe('processing')
    await sleep(debitDelayMs + 100)
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded')
  })
})
