import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, type DetailsToConfirm } from 'payloom'
import { acssDebit } from 'payloom/plugins/acss_debit'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'

// The Canadian pre-authorized debit agreement's confirmation (controller.md "Bacs/SEPA/ACSS
// dialogs") through the public entry points: the plugin says what the shopper confirms, and
// createPayloom, outside a browser, asks the merchant's `confirmDetails` instead of showing the
// dialog. Confirms go to the sandbox over real HTTP. The dialog itself, shown in the merchant's page
// at the controller frame's request, is driven in Chromium (tests/browser/controllerFrames.test.ts).

const plugin = acssDebit()
const jenny = { name: 'Jenny Rosen', email: 'jenny@example.com' }
const acssData = (account_number = '000123456789') => ({
  type: 'acss_debit' as const,
  acss_debit: { institution_number: '000', transit_number: '11000', account_number },
  billing_details: jenny,
})

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox({ debitDelayMs: 100 })
})
afterAll(() => sandbox.dispose())

const payloomAnswering = (answer: 'confirm' | 'modify', asked: DetailsToConfirm[], locale = 'en') => createPayloom(pk, {
  apiBase: sandbox.url,
  plugins: [acssDebit()],
  locale,
  confirmDetails: async (details: DetailsToConfirm) => (asked.push(details), answer),
})

const cadIntent = () => createPaymentIntent(sandbox, { currency: 'cad', payment_method_types: ['acss_debit'] })
const retrieve = async (id: string) => (await sandbox.call('GET', `/v1/payment_intents/${id}`)).body

describe('what a Canadian pre-authorized debit asks the shopper to confirm (acssDebit().confirmDetails)', () => {
  it('their name, e-mail, institution and transit numbers, the last 4 digits of their account, and the agreement', () => {
    expect(plugin.confirmDetails!(acssData(), {})).toEqual({
      title: 'acss_confirm_title',
      intro: 'acss_confirm_intro',
      details: [
        { label: 'account_holder_name', value: 'Jenny Rosen' },
        { label: 'email', value: 'jenny@example.com' },
        { label: 'institution_number', value: '000' },
        { label: 'transit_number', value: '11000' },
        { label: 'account_number', value: '6789', format: 'account_number_ending' },
      ],
      terms: ['acss_mandate'],
      params: {},
      modifyCode: 'incomplete_payment_details',
    })
    expect(plugin.confirmDetails!(acssData(), { business: 'Rocket Rides' })).toMatchObject({ terms: ['acss_mandate_business'], params: { business: 'Rocket Rides' } })
  })

  it('shows nothing of an account number but its last 4 digits, whatever it is', () => {
    // Two accounts that end alike show the same thing: nothing of the digits before the last 4 can reach the shopper.
    const prefix = fc.stringMatching(/^[0-9]{3,8}$/)
    fc.assert(fc.property(prefix, prefix, fc.stringMatching(/^[0-9]{4}$/), (first, second, last4) => {
      const confirm = (account: string) => plugin.confirmDetails!({ type: 'acss_debit', acss_debit: { account_number: account } }, {})!
      expect(confirm(first + last4).details).toEqual([{ label: 'account_number', value: last4, format: 'account_number_ending' }])
      expect(confirm(first + last4)).toEqual(confirm(second + last4))
    }))
  })
})

describe('confirm with pre-authorized debit details, outside a browser, over real HTTP', () => {
  it('asks before anything is sent; Confirm lets the payment go ahead: processing, then succeeded', async () => {
    const asked: DetailsToConfirm[] = []
    const intent = await cadIntent()
    const result = await payloomAnswering('confirm', asked).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: acssData() }, redirect: 'if_required' })
    expect(asked).toEqual([{ kind: 'confirm_details', method: 'acss_debit', ...plugin.confirmDetails!(acssData(), {}) }])
    expect(result).toMatchObject({ paymentIntent: { status: 'processing' } })
    await expect.poll(async () => (await retrieve(intent.id)).status, { timeout: 5_000 }).toBe('succeeded')
  })

  it('Modify details resolves incomplete_payment_details in the shopper\'s language and sends nothing', async () => {
    const intent = await cadIntent()
    const english = await payloomAnswering('modify', []).confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: acssData() }, redirect: 'if_required' })
    expect(english).toEqual({ error: { type: 'validation_error', code: 'incomplete_payment_details', message: 'Choose a payment method and complete its details.' } })
    const french = await payloomAnswering('modify', [], 'fr-CA').confirmPayment({ clientSecret: intent.client_secret, confirmParams: { payment_method_data: acssData() }, redirect: 'if_required' })
    expect(french.error?.code).toBe('incomplete_payment_details')
    expect(french.error?.message).not.toBe(english.error?.message)
    expect(await retrieve(intent.id)).toMatchObject({ status: 'requires_payment_method', payment_method: null })
  })
})
