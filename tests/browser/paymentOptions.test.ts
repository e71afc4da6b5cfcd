import { describe, expect, it } from 'vitest'
import { pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

interface OptionsWindow {
  readonly unlock: () => void
  readonly createPaymentMethod: () => Promise<{ readonly paymentMethod?: { readonly billing_details: unknown }; readonly error?: { readonly message: string } }>
}

describe.skipIf(!canRunBrowserTests)('payment element readOnly, defaultValues, terms and business (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
    import * as Schema from 'effect/Schema'
    import { createPayloom, definePaymentMethod } from 'payloom'
    import { card } from 'payloom/plugins/card'
    import { FormField } from 'payloom/react'
    import { validationError } from 'payloom/validation'

    // An outside author's iDEAL (a mandate method) built on FormField: it knows nothing of read-only.
    const ideal = definePaymentMethod({
      type: 'ideal',
      loadSchema: async () => Schema.Struct({ holder: Schema.String }),
      defaults: () => ({ holder: '' }),
      availability: () => ({ available: true }),
      Form: ({ values, onChange, idPrefix }) => (
        <FormField id={idPrefix + '-holder'} name="holder" label="Account holder" value={values.holder} onInput={(holder) => onChange({ holder })} />
      ),
      validate: (values) => (values.holder === '' ? { holder: validationError('incomplete_holder') } : {}),
      toPaymentMethodData: (values, billing) => ({ type: 'ideal', ideal: {}, billing_details: billing }),
      settings: { saveable: true, offSession: true, polling: false, redirect: 'always', mandate: true },
      messages: { en: { label: 'iDEAL', incomplete_holder: 'Enter the account holder.' } },
    })
    const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', plugins: [card(), ideal], apiBase: ${JSON.stringify(sandbox.url)}, locale: 'en' })
    document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
    const elements = payloom.elements({ mode: 'payment', amount: 1500, currency: 'eur', paymentMethodTypes: ['card', 'ideal'], paymentMethodCreation: 'manual' })
    const payment = elements.create('payment', {
      readOnly: true,
      business: { name: 'Acme Ltd' },
      terms: { card: 'always' },
      defaultValues: { billingDetails: { name: 'Ada Lovelace', email: 'ada@example.com', address: { line1: '1 Rue de Rivoli', city: 'Paris', country: 'FR', postal_code: '75001' } } },
    })
    payment.mount('#payment')
    window.unlock = () => payment.update({ readOnly: false })
    window.createPaymentMethod = async () => {
      const { error } = await elements.submit()
      return error === undefined ? payloom.createPaymentMethod({ elements }) : { error }
    }
  `)

  it('shows the prefilled card form locked, unlocks on update, and sends the default billing details', async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'payment-options')
    await page.goto(harness.merchant.url)
    const number = page.getByLabel('Card number', { exact: true })
    await number.waitFor()
    const country = page.getByLabel('Country')
    const postalCode = page.getByLabel('Postal code')
    // Prefilled from defaultValues.billingDetails, and named business terms under the form.
    expect(await country.inputValue()).toBe('FR')
    expect(await postalCode.inputValue()).toBe('75001')
    await page.getByText('By providing your card information, you allow Acme Ltd to charge your card for future payments in accordance with their terms.').waitFor()
    await shot('locked')

    // Read-only: typing changes nothing, the select is disabled, the other tab does not open.
    await number.click()
    await page.keyboard.type('4242')
    expect(await number.inputValue()).toBe('')
    expect(await number.getAttribute('readonly')).toBe('')
    expect(await country.isDisabled()).toBe(true)
    const idealTab = page.getByRole('tab', { name: 'iDEAL' })
    expect(await idealTab.getAttribute('aria-disabled')).toBe('true')
    // Forced: Playwright itself will not click what says it is disabled, a shopper's pointer would.
    await idealTab.click({ force: true })
    expect(await idealTab.getAttribute('aria-selected')).toBe('false')
    // Leaving the number it could not fill shows no error (each field keeps an empty alert line for one).
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0)
    await shot('typing-refused')

    await page.evaluate(() => (window as unknown as OptionsWindow).unlock())
    await expect.poll(() => country.isDisabled()).toBe(false)
    expect(await number.getAttribute('readonly')).toBeNull()
    await number.pressSequentially('4242424242424242')
    await page.getByLabel('Expiration date').pressSequentially('1234')
    await page.getByLabel('Security code').pressSequentially('123')
    expect(await number.inputValue()).toBe('4242 4242 4242 4242')
    await shot('unlocked-filled')

    const created = await page.evaluate(() => (window as unknown as OptionsWindow).createPaymentMethod())
    expect(created.error).toBeUndefined()
    expect(created.paymentMethod?.billing_details).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: { line1: '1 Rue de Rivoli', city: 'Paris', country: 'FR', postal_code: '75001' },
    })

    // The mandate method names the business too, once the shopper may pick it.
    await idealTab.click()
    await page.getByLabel('Account holder').waitFor()
    await page.getByText("you authorise Acme Ltd and our payment provider to debit your account through iDEAL in accordance with Acme Ltd's terms.").waitFor()
    await shot('ideal-mandate')
    await page.close()
  }, 60_000)
})
