import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { methodCatalog } from '../../core/generated/paymentMethods.generated.ts'
import { catalogTypes } from '../../sandbox/methodCatalog.ts'
import { createPaymentIntent, pk, startTestSandbox, type Params, type TestSandbox } from './sandboxClient.ts'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const person = { name: 'Jenny Rosen', email: 'jenny@example.com', address: { line1: '1 Main St', country: 'DE', postal_code: '10115', city: 'Berlin' }, phone: '+351910000000' }

const createMethod = (params: Params, key = pk) => sandbox.call('POST', '/v1/payment_methods', params, { key })

describe('payment methods of every catalog type', () => {
  it('creates every type with its billing details, in the provider\'s shape', async () => {
    const details: Record<string, Params> = {
      sepa_debit: { iban: 'DE89 3704 0044 0532 0130 00' },
      bacs_debit: { sort_code: '10-88-00', account_number: '00012345' },
      au_becs_debit: { bsb_number: '000-000', account_number: '000123456' },
      acss_debit: { institution_number: '000', transit_number: '11000', account_number: '000123456789' },
      us_bank_account: { routing_number: '110000000', account_number: '000123456789', account_holder_type: 'individual' },
      nz_bank_account: { bank_code: '11', branch_code: '0000', account_number: '0000000', suffix: '010' },
      sofort: { country: 'DE' },
      fpx: { bank: 'maybank2u' },
      netbanking: { bank: 'hdfc' },
      upi: { vpa: 'success@upi' },
    }
    for (const type of catalogTypes) {
      const response = await createMethod({ type, billing_details: person, ...(details[type] === undefined ? {} : { [type]: details[type] }) })
      expect(response.status, `${type}: ${JSON.stringify(response.body)}`).toBe(200)
      expect(response.body).toMatchObject({ object: 'payment_method', type, [type]: expect.any(Object) })
    }
  })

  it('keeps only the public details of bank accounts, never the whole number', async () => {
    const sepa = await createMethod({ type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' }, billing_details: person })
    expect(sepa.body.sepa_debit).toEqual({ bank_code: '37040044', branch_code: null, country: 'DE', fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/), generated_from: { charge: null, setup_attempt: null }, last4: '3000' })
    expect(JSON.stringify(sepa.body)).not.toContain('0532013000')
    const bacs = await createMethod({ type: 'bacs_debit', bacs_debit: { sort_code: '108800', account_number: '00012345' }, billing_details: person })
    expect(bacs.body.bacs_debit).toMatchObject({ sort_code: '108800', last4: '2345' })
    const becs = await createMethod({ type: 'au_becs_debit', au_becs_debit: { bsb_number: '000000', account_number: '000123456' }, billing_details: person })
    expect(becs.body.au_becs_debit).toMatchObject({ bsb_number: '000000', last4: '3456' })
    const acss = await createMethod({ type: 'acss_debit', acss_debit: { institution_number: '000', transit_number: '11000', account_number: '000123456789' }, billing_details: person })
    expect(acss.body.acss_debit).toMatchObject({ institution_number: '000', transit_number: '11000', last4: '6789' })
    const ach = await createMethod({ type: 'us_bank_account', us_bank_account: { routing_number: '110000000', account_number: '000123456789', account_type: 'savings' }, billing_details: person })
    expect(ach.body.us_bank_account).toMatchObject({ routing_number: '110000000', last4: '6789', account_holder_type: 'individual', account_type: 'savings', bank_name: 'STRIPE TEST BANK' })
    expect(JSON.stringify(ach.body)).not.toContain('000123456789')
    const ideal = await createMethod({ type: 'ideal', ideal: { bank: 'ing' } })
    expect(ideal.body.ideal).toMatchObject({ bank: 'ing' })
    const upi = await createMethod({ type: 'upi', upi: { vpa: 'jenny@okbank' } })
    expect(upi.body.upi).toEqual({ vpa: 'jenny@okbank' })
    const sofort = await createMethod({ type: 'sofort', sofort: { country: 'AT' } })
    expect(sofort.body.sofort).toEqual({ country: 'AT' })
    const nz = await createMethod({ type: 'nz_bank_account', nz_bank_account: { bank_code: '01', branch_code: '0902', account_number: '0068389', suffix: '00' }, billing_details: person })
    expect(nz.body.nz_bank_account).toMatchObject({ bank_code: '01', branch_code: '0902', suffix: '00', last4: '8389' })
    expect(JSON.stringify(nz.body)).not.toContain('0068389')
    const netbanking = await createMethod({ type: 'netbanking', netbanking: { bank: 'sbi' } })
    expect(netbanking.body.netbanking).toEqual({ bank: 'sbi' })
  })

  it('refuses bad bank details and missing billing details with a 400 naming the field', async () => {
    const cases: ReadonlyArray<readonly [Params, string, string]> = [
      [{ type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013001x' }, billing_details: person }, 'sepa_debit[iban]', 'invalid_bank_account_iban'],
      [{ type: 'sepa_debit', sepa_debit: { iban: 'DE00370400440532013000' }, billing_details: person }, 'sepa_debit[iban]', 'invalid_bank_account_iban'],
      [{ type: 'sepa_debit', billing_details: person }, 'sepa_debit', 'parameter_missing'],
      [{ type: 'us_bank_account', us_bank_account: { routing_number: '110000001', account_number: '000123456789' }, billing_details: person }, 'us_bank_account[routing_number]', 'routing_number_invalid'],
      [{ type: 'us_bank_account', us_bank_account: { routing_number: '110000000', account_number: '12' }, billing_details: person }, 'us_bank_account[account_number]', 'account_number_invalid'],
      [{ type: 'bacs_debit', bacs_debit: { sort_code: '10880', account_number: '00012345' }, billing_details: person }, 'bacs_debit[sort_code]', 'routing_number_invalid'],
      [{ type: 'au_becs_debit', au_becs_debit: { bsb_number: '0000001', account_number: '000123456' }, billing_details: person }, 'au_becs_debit[bsb_number]', 'routing_number_invalid'],
      [{ type: 'acss_debit', acss_debit: { institution_number: '00', transit_number: '11000', account_number: '000123456789' }, billing_details: person }, 'acss_debit[institution_number]', 'routing_number_invalid'],
      [{ type: 'nz_bank_account', nz_bank_account: { bank_code: '99', branch_code: '0902', account_number: '0068389', suffix: '00' }, billing_details: person }, 'nz_bank_account[bank_code]', 'routing_number_invalid'],
      [{ type: 'nz_bank_account', nz_bank_account: { bank_code: '01', branch_code: '0902', account_number: '0068388', suffix: '00' }, billing_details: person }, 'nz_bank_account[account_number]', 'account_number_invalid'],
      [{ type: 'nz_bank_account', nz_bank_account: { bank_code: '01', branch_code: '0902', account_number: '0068389', suffix: '0000' }, billing_details: person }, 'nz_bank_account[suffix]', 'account_number_invalid'],
      [{ type: 'nz_bank_account', nz_bank_account: { bank_code: '11', branch_code: '0000', account_number: '0000000', suffix: '010' }, billing_details: { name: 'Jenny Rosen' } }, 'billing_details[email]', 'parameter_missing'],
      [{ type: 'ideal', ideal: { bank: 'bank_of_nowhere' } }, 'ideal[bank]', 'parameter_invalid_string'],
      [{ type: 'fpx' }, 'fpx[bank]', 'parameter_missing'],
      [{ type: 'netbanking' }, 'netbanking[bank]', 'parameter_missing'],
      [{ type: 'netbanking', netbanking: { bank: 'bank_of_nowhere' } }, 'netbanking[bank]', 'parameter_invalid_string'],
      [{ type: 'upi', upi: { vpa: 'not a vpa' } }, 'upi[vpa]', 'parameter_invalid_string'],
      [{ type: 'sofort' }, 'sofort', 'parameter_missing'],
      [{ type: 'klarna', billing_details: { address: { country: 'DE' } } }, 'billing_details[email]', 'parameter_missing'],
      [{ type: 'klarna', billing_details: { email: 'jenny@example.com' } }, 'billing_details[address][country]', 'parameter_missing'],
      [{ type: 'mb_way' }, 'billing_details[phone]', 'parameter_missing'],
      [{ type: 'oxxo', billing_details: { name: 'Jenny Rosen' } }, 'billing_details[email]', 'parameter_missing'],
    ]
    for (const [params, param, code] of cases) {
      const response = await createMethod(params)
      expect(response.status, JSON.stringify(params)).toBe(400)
      expect(response.body.error, JSON.stringify(params)).toMatchObject({ type: 'invalid_request_error', code, param })
    }
  })

  it('names the field under payment_method_data at confirm', async () => {
    const intent = await createPaymentIntent(sandbox, { currency: 'eur', payment_method_types: ['sepa_debit'] })
    const response = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret, payment_method_data: { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013099' }, billing_details: person },
    }, { key: pk })
    expect(response.body.error).toMatchObject({ code: 'invalid_bank_account_iban', param: 'payment_method_data[sepa_debit][iban]' })
    expect((await sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body.status).toBe('requires_payment_method')
  })
})

describe('currency and amount rules (methodCatalog)', () => {
  const currencies = [...new Set([...Object.values(methodCatalog).flatMap((facts) => facts.currencies), 'usd', 'jpy', 'brl', 'xof'])]

  it('creates an intent exactly when every listed type takes the currency and the amount is within its bounds', async () => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...catalogTypes),
      fc.constantFrom(...currencies),
      fc.integer({ min: 1, max: 5_000_000 }),
      async (type, currency, amount) => {
        const facts = methodCatalog[type]
        const minimum = (facts as { minimumAmount?: Record<string, number> }).minimumAmount?.[currency] ?? 1
        const maximum = (facts as { maximumAmount?: Record<string, number> }).maximumAmount?.[currency] ?? 99_999_999
        const expected = (facts.currencies as readonly string[]).includes(currency) && amount >= minimum && amount <= maximum
        const response = await sandbox.call('POST', '/v1/payment_intents', { amount, currency, payment_method_types: [type] })
        expect(response.status === 200, JSON.stringify({ type, currency, amount, body: response.body })).toBe(expected)
        if (!expected) {
          expect(response.body.error.type).toBe('invalid_request_error')
          const wrongCurrency = !(facts.currencies as readonly string[]).includes(currency)
          expect(response.body.error).toMatchObject(wrongCurrency
            ? { code: 'payment_intent_invalid_parameter', param: 'payment_method_types' }
            : { code: amount < minimum ? 'amount_too_small' : 'amount_too_large', param: 'amount' })
        }
      },
    ), { numRuns: 150 })
  })

  it('says which type refused the currency, as the provider does', async () => {
    const response = await sandbox.call('POST', '/v1/payment_intents', { amount: 1000, currency: 'usd', payment_method_types: ['card', 'ideal'] })
    expect(response.body.error).toMatchObject({
      code: 'payment_intent_invalid_parameter',
      param: 'payment_method_types',
      message: 'The currency provided (usd) is invalid for one or more payment method types on this PaymentIntent. The payment method type ideal only supports: eur.',
    })
  })

  it('offers with automatic payment methods only the types that fit, in the intent and its elements session', async () => {
    const small = await createPaymentIntent(sandbox, { amount: 100, currency: 'usd', payment_method_types: undefined, automatic_payment_methods: { enabled: true } })
    expect(small.payment_method_types[0]).toBe('card')
    expect(small.payment_method_types).toContain('us_bank_account')
    expect(small.payment_method_types).not.toContain('affirm') // Affirm starts at 50.00 USD
    expect(small.payment_method_types).not.toContain('ideal')
    // Link pays with cards beside them; the session lists it as a wallet (its settings), not a method.
    expect(small.payment_method_types[1]).toBe('link')
    const session = await sandbox.call('GET', '/v1/elements/sessions', { client_secret: small.client_secret }, { key: pk })
    expect(session.body.ordered_payment_method_types).toEqual(small.payment_method_types.filter((type: string) => type !== 'link'))
    expect(session.body.link_settings.link_mode).toBe('PASSTHROUGH')
    const saving = await createPaymentIntent(sandbox, { amount: 10_000, currency: 'usd', setup_future_usage: 'off_session', payment_method_types: undefined, automatic_payment_methods: { enabled: true } })
    expect(saving.payment_method_types).toContain('us_bank_account')
    expect(saving.payment_method_types).not.toContain('affirm') // cannot be saved
    const deferred = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'setup', currency: 'eur', automatic_payment_methods: { enabled: true } } }, { key: pk })
    expect(deferred.body.ordered_payment_method_types[0]).toBe('card')
    expect(deferred.body.ordered_payment_method_types).toContain('sepa_debit')
    expect(deferred.body.ordered_payment_method_types).not.toContain('eps') // eps cannot be set up
    const plain = await sandbox.call('GET', '/v1/elements/sessions', { deferred_intent: { mode: 'payment', amount: 2000, currency: 'usd' } }, { key: pk })
    expect(plain.body.ordered_payment_method_types).toEqual(['card'])
  })
})

describe('setup intents (methodCatalog setup)', () => {
  it('refuses a type that cannot be set up, and offers only those that can', async () => {
    const refused = await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['oxxo'] })
    expect(refused.body.error).toMatchObject({ code: 'setup_intent_invalid_parameter', param: 'payment_method_types' })
    const automatic = await sandbox.call('POST', '/v1/setup_intents', { automatic_payment_methods: { enabled: true } })
    expect(automatic.body.payment_method_types[0]).toBe('card')
    expect(automatic.body.payment_method_types).toEqual(expect.arrayContaining(['sepa_debit', 'us_bank_account', 'ideal']))
    expect(automatic.body.payment_method_types).not.toContain('oxxo')
  })
})
