import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type DetailsToConfirm } from 'payloom'
import { auBecsDebit } from 'payloom/plugins/au_becs_debit'
import { sepaDebit } from 'payloom/plugins/sepa_debit'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

// The SEPA Direct Debit mandate confirmation (controller.md "Bacs/SEPA/ACSS dialogs", §8
// sepa_debit_microdeposits_unconfirmed) through the public entry points: the plugin says what the
// shopper confirms, and createPayloom, outside a browser, asks the merchant's `confirmDetails`
// instead of showing the dialog. Confirms go to the sandbox over real HTTP. The dialog itself is
// driven in Chromium (tests/browser/paymentMethods.test.ts, bankElements.test.ts).

const plugin = sepaDebit()
const jenny = { name: 'Jenny Rosen', email: 'jenny@example.com' }
const sepaData = (iban = 'DE89370400440532013000') => ({ type: 'sepa_debit' as const, sepa_debit: { iban }, billing_details: jenny })

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({ debitDelayMs: 100 })
})
afterAll(() => sandbox.dispose())

const payloomAnswering = (answer: 'confirm' | 'modify', asked: DetailsToConfirm[], locale = 'en') => createPayloom(pk, {
  apiBase: sandbox.url,
  plugins: [sepaDebit(), auBecsDebit()],
  locale,
  confirmDetails: async (details: DetailsToConfirm) => (asked.push(details), answer),
})

const eurIntent = () => createPaymentIntent(sandbox, { currency: 'eur', payment_method_types: ['sepa_debit'] })
const retrieve = async (id: string) => (await sandbox.call('GET', `/v1/payment_intents/${id}`)).body

describe('what a SEPA Direct Debit asks the shopper to confirm (sepaDebit().confirmDetails)', () => {
  it('their name, e-mail and the last 4 characters of their IBAN, and the mandate', () => {
    expect(plugin.confirmDetails!(sepaData('DE89 3704 0044 0532 0130 00'), {})).toEqual({
      title: 'sepa_confirm_title',
      intro: 'sepa_confirm_intro',
      details: [
        { label: 'account_holder_name', value: 'Jenny Rosen' },
        { label: 'email', value: 'jenny@example.com' },
        { label: 'iban', value: '3000', format: 'account_number_ending' },
      ],
      terms: ['sepa_mandate'],
      params: {},
      modifyCode: 'sepa_debit_microdeposits_unconfirmed',
    })
    expect(plugin.confirmDetails!(sepaData(), { business: 'Rocket Rides' })).toMatchObject({ terms: ['sepa_mandate_business'], params: { business: 'Rocket Rides' } })
  })

  it('shows nothing of an IBAN but its last 4 characters, whatever it is', () => {
    // Two IBANs that end alike show the same thing: nothing of the characters before the last 4 can reach the shopper.
    const prefix = fc.stringMatching(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{7,26}$/)
    fc.assert(fc.property(prefix, prefix, fc.stringMatching(/^[A-Z0-9]{4}$/), (first, second, last4) => {
      const confirm = (iban: string) => plugin.confirmDetails!({ type: 'sepa_debit', sepa_debit: { iban } }, {})!
      expect(confirm(first + last4).details).toEqual([{ label: 'iban', value: last4, format: 'account_number_ending' }])
      expect(confirm(first + last4)).toEqual(confirm(second + last4))
    }))
  })
})

describe('confirm with SEPA Direct Debit details, outside a browser, over real HTTP', () => {
  it('asks before anything is sent; Confirm lets the payment go ahead: processing, then succeeded', async () => {
    const asked: DetailsToConfirm[] = []
    const intent = await eurIntent()
    const result = await payloomAnswering('confirm', asked).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: sepaData() }, redirect: 'if_required' })
    expect(asked).toEqual([{ kind: 'confirm_details', method: 'sepa_debit', ...plugin.confirmDetails!(sepaData(), {}) }])
    expect(result).toMatchObject({ paymentIntent: { status: 'processing' } })
    await expect.poll(async () => (await retrieve(intent.id)).status, { timeout: 5_000 }).toBe('succeeded')
  })

  it('Modify details resolves sepa_debit_microdeposits_unconfirmed in the shopper\'s language and sends nothing', async () => {
    const intent = await eurIntent()
    const english = await payloomAnswering('modify', []).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: sepaData() }, redirect: 'if_required' })
    expect(english).toEqual({ error: { type: 'validation_error', code: 'sepa_debit_microdeposits_unconfirmed', message: 'Confirm the SEPA Direct Debit mandate to continue.' } })
    const german = await payloomAnswering('modify', [], 'de').confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: sepaData() }, redirect: 'if_required' })
    expect(german.error?.code).toBe('sepa_debit_microdeposits_unconfirmed')
    expect(german.error?.message).not.toBe(english.error?.message)
    expect(await retrieve(intent.id)).toMatchObject({ status: 'requires_payment_method', payment_method: null })
  })

  it('does not ask for a method without a confirmation (BECS Direct Debit)', async () => {
    const asked: DetailsToConfirm[] = []
    const intent = await createPaymentIntent(sandbox, { currency: 'aud', payment_method_types: ['au_becs_debit'] })
    const becs = { type: 'au_becs_debit', au_becs_debit: { bsb_number: '000000', account_number: '000123456' }, billing_details: jenny }
    expect(await payloomAnswering('modify', asked).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: becs }, redirect: 'if_required' }))
      .toMatchObject({ paymentIntent: { status: 'processing' } })
    expect(asked).toEqual([])
  })
})
