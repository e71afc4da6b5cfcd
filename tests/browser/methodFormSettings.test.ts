import type { Frame, FrameLocator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { callSandbox, createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Settled = { readonly value?: Record<string, any>; readonly thrown?: string }

/**
 * The merchant's form settings of catalog methods (payment-form.md §3) in the payment element, in
 * the provider's frames (the settings cross to them with the plugins' options): EPS in two screens
 * (the bank, then the account holder, under the merchant's label) with Next and Back by keyboard,
 * and SEPA Direct Debit asking the country and a German tax id, checked and sent with the payment.
 */
describe.skipIf(!canRunBrowserTests)('payment-method form settings in the payment element (Chromium)', { timeout: 60_000 }, () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { eps } from 'payloom/plugins/eps'
      import { sepaDebit } from 'payloom/plugins/sepa_debit'
      const payloom = createPayloom(${JSON.stringify(pk)}, {
        apiBase: ${JSON.stringify(sandbox.url)},
        locale: 'en',
        plugins: [
          eps({ paymentScreens: [['bank'], ['name']], fieldLabels: { name: 'Account holder' } }),
          sepaDebit({ alwaysCollectCountry: true, alwaysCollectTaxInformation: true, taxCountry: 'DE' }),
        ],
      })
      const settle = (promise) => promise.then((value) => ({ value: JSON.parse(JSON.stringify(value)) }), (error) => ({ thrown: error.message }))
      window.mount = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
        window.elements = payloom.elements({ clientSecret })
        const payment = window.elements.create('payment')
        payment.on('ready', () => { window.ready = true })
        payment.mount('#payment')
      }
      window.submit = () => settle(window.elements.submit())
      window.pay = () => settle(payloom.confirmPayment({ elements: window.elements, confirmParams: { return_url: location.href }, redirect: 'if_required' }))
    `)

  const open = async (page: Page): Promise<Record<string, any>> => {
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['eps', 'sepa_debit'], currency: 'eur', amount: 2500 })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'mount' in window)
    await page.evaluate((secret) => (window as unknown as { mount: (s: string) => void }).mount(secret), intent.client_secret as string)
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, undefined, { timeout: 30_000 })
    return intent
  }
  const form = (page: Page): FrameLocator => page.frameLocator('#payment iframe').first()
  const formFrame = (page: Page): Frame => page.frames().find((frame) => frame.url().includes('/frames/element.html'))!
  /** The label of what has focus in the form's frame. */
  const focused = (page: Page): Promise<string> => formFrame(page).evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null
    return (element?.labels?.[0]?.textContent ?? element?.textContent ?? '').trim()
  })
  const run = (page: Page, name: 'submit' | 'pay'): Promise<Settled> => page.evaluate((n) => (window as unknown as Record<string, () => Promise<Settled>>)[n]!(), name)

  it('EPS in screens: Next checks the bank first, moves on to the account holder with the focus, Back returns, a submit shows the screen with the error; then it pays', async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'method-form-settings-screens')
    await open(page)
    await form(page).getByRole('tab', { name: 'EPS' }).click()
    const step = form(page).locator('.p-MethodScreenStep')
    await expect.poll(() => step.textContent()).toBe('Step 1 of 2')
    expect(await form(page).getByLabel('Account holder').count()).toBe(0)
    expect(await form(page).getByRole('button', { name: 'Back' }).count()).toBe(0)
    // Next with no bank: the error shows on the bank, which takes the focus; the screen stays.
    await form(page).getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => form(page).getByRole('alert').filter({ hasText: /\S/ }).allTextContents()).toEqual(['Select your bank.'])
    await expect.poll(() => focused(page)).toBe('Bank')
    expect(await step.textContent()).toBe('Step 1 of 2')
    expect(await axeViolations(formFrame(page))).toEqual([])
    await shot('bank error')
    // By keyboard: a bank picked, Tab to Next, Enter.
    await form(page).getByLabel('Bank').selectOption({ label: 'Erste Bank und Sparkassen' })
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(page)).toBe('Next')
    await page.keyboard.press('Enter')
    await expect.poll(() => step.textContent()).toBe('Step 2 of 2')
    await expect.poll(() => focused(page)).toBe('Account holder')
    expect(await form(page).getByLabel('Bank').count()).toBe(0)
    await expect(form(page).locator('.p-MethodNotice').textContent()).resolves.toContain('EPS')
    expect(await axeViolations(formFrame(page))).toEqual([])
    await shot('account holder')
    // Back: the bank as picked, and the focus on it.
    await form(page).getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => step.textContent()).toBe('Step 1 of 2')
    await expect.poll(() => focused(page)).toBe('Bank')
    expect(await form(page).getByLabel('Bank').inputValue()).not.toBe('')
    // A submit with the holder missing shows the screen that has the error.
    const submitted = await run(page, 'submit')
    expect(submitted.value?.error).toMatchObject({ type: 'validation_error', code: 'incomplete_name' })
    await expect.poll(() => step.textContent()).toBe('Step 2 of 2')
    await expect.poll(() => form(page).getByRole('alert').filter({ hasText: /\S/ }).allTextContents()).toEqual(['Your name is incomplete.'])
    await expect.poll(() => focused(page)).toBe('Account holder')
    await shot('submit shows the error')
    await form(page).getByLabel('Account holder').fill('Jenny Rosen')
    // EPS redirects: the shopper authorises on the sandbox's page and comes back paid.
    // The page leaves for the bank's: the call's evaluation ends with it.
    void run(page, 'pay').catch(() => undefined)
    await page.getByRole('button', { name: 'Authorize test payment' }).click()
    await page.waitForURL(/redirect_status=succeeded/)
    await page.close()
  })

  it('SEPA Direct Debit asks the country and a German tax id: a wrong one is said in the form, a right one goes with the payment method', async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'method-form-settings-tax-id')
    const intent = await open(page)
    await form(page).getByRole('tab', { name: 'SEPA Direct Debit' }).click()
    const taxId = form(page).getByLabel('Tax ID', { exact: true })
    await taxId.waitFor()
    expect(await form(page).getByLabel('Country or region').count()).toBe(1)
    await form(page).getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await form(page).getByLabel('Email', { exact: true }).fill('jenny@example.com')
    await form(page).getByLabel('Country or region').selectOption('DE')
    await form(page).getByLabel('IBAN', { exact: true }).fill('DE89370400440532013000')
    await taxId.fill('DE136695978')
    await taxId.blur()
    await expect.poll(() => form(page).getByRole('alert').filter({ hasText: /\S/ }).allTextContents()).toEqual(['Your tax ID is invalid.'])
    expect(await taxId.getAttribute('aria-invalid')).toBe('true')
    expect(await axeViolations(formFrame(page))).toEqual([])
    await shot('tax id invalid')
    await taxId.fill('DE136695976')
    await taxId.blur()
    await expect.poll(() => form(page).getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0)
    await shot('tax id valid')
    const paid = run(page, 'pay')
    const dialog = page.getByRole('dialog', { name: 'Confirm your SEPA Direct Debit mandate' })
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    const result = await paid
    expect(result.value?.error).toBeUndefined()
    expect(result.value?.paymentIntent).toMatchObject({ id: intent.id, status: 'processing' })
    const method = await callSandbox(harness.sandbox.url, 'GET', `/v1/payment_methods/${result.value?.paymentIntent.payment_method.id}`)
    expect(method.body).toMatchObject({ type: 'sepa_debit', billing_details: { name: 'Jenny Rosen', tax_id: '136695976', address: { country: 'DE' } } })
    await page.close()
  })
})
