import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type DetailsToConfirm } from 'payloom'
import { bacsDebit } from 'payloom/plugins/bacs_debit'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

// The Bacs Direct Debit confirmation (controller.md "Bacs/SEPA/ACSS dialogs") through the public
// entry points: the plugin says what the shopper confirms, and createPayloom, outside a browser,
// asks the merchant's `confirmDetails` instead of showing the dialog. Confirms go to the sandbox
// over real HTTP. The dialog itself is driven in Chromium (tests/browser/paymentMethods.test.ts).

const plugin = bacsDebit()
const jenny = { name: 'Jenny Rosen', email: 'jenny@example.com', address: { line1: '1 High Street', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' } }
const bacsData = (accountNumber = '00012345') => ({ type: 'bacs_debit' as const, bacs_debit: { sort_code: '108800', account_number: accountNumber }, billing_details: jenny })

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({ debitDelayMs: 100 })
})
afterAll(() => sandbox.dispose())

/** An instance whose `confirmDetails` answers `answer` and records what it was asked. */
const payloomAnswering = (answer: 'confirm' | 'modify' | undefined, asked: DetailsToConfirm[], locale = 'en') => createPayloom(pk, {
  apiBase: sandbox.url,
  plugins: [bacsDebit()],
  locale,
  ...(answer === undefined ? {} : { confirmDetails: async (details: DetailsToConfirm) => (asked.push(details), answer) }),
})

const gbpIntent = () => createPaymentIntent(sandbox, { currency: 'gbp', payment_method_types: ['bacs_debit'] })
const retrieve = async (id: string) => (await sandbox.call('GET', `/v1/payment_intents/${id}`)).body

describe('what a Bacs Direct Debit asks the shopper to confirm (bacsDebit().confirmDetails)', () => {
  it('their name, e-mail, sort code and the last 4 digits of their account, the instruction and the Direct Debit Guarantee', () => {
    expect(plugin.confirmDetails!(bacsData(), {})).toEqual({
      title: 'bacs_confirm_title',
      intro: 'bacs_confirm_intro',
      details: [
        { label: 'account_holder_name', value: 'Jenny Rosen' },
        { label: 'email', value: 'jenny@example.com' },
        { label: 'sort_code', value: '10-88-00' },
        { label: 'account_number', value: '2345', format: 'account_number_ending' },
      ],
      terms: ['bacs_instruction'],
      params: {},
      link: { label: 'bacs_guarantee', href: 'https://www.directdebit.co.uk/direct-debit-explained/direct-debit-guarantee/' },
      modifyCode: 'modify_bacs_debit_bank_details',
    })
  })

  it('names the merchant in the instruction when the payment element has business.name', () => {
    expect(plugin.confirmDetails!(bacsData(), { business: 'Rocket Rides' })).toMatchObject({
      terms: ['bacs_instruction_business'],
      params: { business: 'Rocket Rides' },
    })
  })

  it('leaves out what the details lack, and shows nothing of an account number but its last 4 digits, whatever it is', () => {
    expect(plugin.confirmDetails!({ type: 'bacs_debit' as const, bacs_debit: { sort_code: '108800', account_number: '00012345' } }, {})?.details.map((detail) => detail.label))
      .toEqual(['sort_code', 'account_number'])
    fc.assert(fc.property(
      fc.stringMatching(/^[0-9]{6}$/), fc.stringMatching(/^[0-9]{8}$/), fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''), fc.emailAddress(),
      (sortCode, accountNumber, name, email) => {
        const data = { type: 'bacs_debit' as const, bacs_debit: { sort_code: sortCode, account_number: accountNumber }, billing_details: { name, email } }
        const confirmation = plugin.confirmDetails!(data, {})!
        expect(confirmation.details.map(({ value }) => value)).toEqual([name.trim(), email, `${sortCode.slice(0, 2)}-${sortCode.slice(2, 4)}-${sortCode.slice(4)}`, accountNumber.slice(-4)])
        // Besides those values, the dialog holds keys and the Guarantee's address: no digit at all.
        expect(JSON.stringify({ ...confirmation, details: confirmation.details.map(({ label, format }) => ({ label, format })) })).not.toMatch(/[0-9]/)
      },
    ))
  })
})

describe('the provider\'s Bacs limit (100,000.00 GBP a transaction, data/payment-methods/README.md)', () => {
  it('is offered up to it, and the sandbox refuses an intent above it', async () => {
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'gbp', amount: 10_000_000 }).available).toBe(true)
    expect(plugin.availability({ intentType: 'payment_intent', currency: 'gbp', amount: 10_000_001 })).toMatchObject({ available: false, reason: expect.stringContaining('at most 10000000') })
    const above = await sandbox.call('POST', '/v1/payment_intents', { amount: 10_000_001, currency: 'gbp', payment_method_types: ['bacs_debit'] })
    expect(above.body.error).toMatchObject({ code: 'amount_too_large', param: 'amount' })
  })
})

describe('confirm with Bacs Direct Debit details, outside a browser, over real HTTP', () => {
  it('asks before anything is sent; Confirm lets the payment go ahead: processing, then succeeded', async () => {
    const asked: DetailsToConfirm[] = []
    const intent = await gbpIntent()
    const result = await payloomAnswering('confirm', asked).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: bacsData() }, redirect: 'if_required' })
    expect(asked).toEqual([{ kind: 'confirm_details', method: 'bacs_debit', ...plugin.confirmDetails!(bacsData(), {}) }])
    expect(result).toMatchObject({ paymentIntent: { status: 'processing' } })
    await expect.poll(async () => (await retrieve(intent.id)).status, { timeout: 5_000 }).toBe('succeeded')
  })

  it('Modify details resolves modify_bacs_debit_bank_details in the shopper\'s language and sends nothing', async () => {
    const intent = await gbpIntent()
    const english = await payloomAnswering('modify', []).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: bacsData() }, redirect: 'if_required' })
    expect(english).toEqual({ error: { type: 'validation_error', code: 'modify_bacs_debit_bank_details', message: 'Check your bank details and confirm the Direct Debit to continue.' } })
    const german = await payloomAnswering('modify', [], 'de').confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: bacsData() }, redirect: 'if_required' })
    expect(german.error?.message).toBe('Prüfen Sie Ihre Bankdaten und bestätigen Sie die Lastschrift, um fortzufahren.')
    expect(await retrieve(intent.id)).toMatchObject({ status: 'requires_payment_method', payment_method: null })
  })

  it('confirms without asking when the merchant gives no confirmDetails: their code sent the details', async () => {
    const intent = await gbpIntent()
    const result = await payloomAnswering(undefined, []).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: bacsData() }, redirect: 'if_required' })
    expect(result).toMatchObject({ paymentIntent: { status: 'processing' } })
  })

  it('asks for a setup too, and the provider\'s failing test account still fails after it is confirmed', async () => {
    const asked: DetailsToConfirm[] = []
    const payloom = payloomAnswering('confirm', asked)
    const setup = (await sandbox.call('POST', '/v1/setup_intents', { payment_method_types: ['bacs_debit'] })).body
    const mandate_data = { customer_acceptance: { type: 'online', online: { infer_from_client: true } } }
    expect(await payloom.confirmSetup({ clientSecret: setup.client_secret, confirmParams: { payment_method_data: bacsData(), mandate_data }, redirect: 'if_required' }))
      .toMatchObject({ setupIntent: { status: expect.stringMatching(/^(processing|succeeded)$/) } })
    const intent = await gbpIntent()
    expect(await payloom.confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: bacsData('90012345') }, redirect: 'if_required' }))
      .toMatchObject({ paymentIntent: { status: 'processing' } })
    await expect.poll(async () => (await retrieve(intent.id)).status, { timeout: 5_000 }).toBe('requires_payment_method')
    expect(asked.map((details) => details.details.at(-1)?.value)).toEqual(['2345', '2345'])
  })

  it('does not ask for a payment method already made', async () => {
    const asked: DetailsToConfirm[] = []
    const payloom = payloomAnswering('modify', asked)
    const made = (await sandbox.call('POST', '/v1/payment_methods', bacsData())).body
    const pounds = await gbpIntent()
    const mandate_data = { customer_acceptance: { type: 'online', online: { infer_from_client: true } } }
    expect(await payloom.confirmPayment({ clientSecret: pounds.client_secret, confirmParams: { payment_method: made.id, mandate_data }, redirect: 'if_required' }))
      .toMatchObject({ paymentIntent: { status: 'processing' } })
    expect(asked).toEqual([])
  })
})
