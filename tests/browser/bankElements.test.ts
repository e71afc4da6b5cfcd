import type { Frame, FrameLocator, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Settled = { readonly value?: Record<string, any>; readonly thrown?: string }

/**
 * The bank elements (iban, idealBank, fpxBank, auBankAccount, achBankSearchResults...) on a merchant's page, paid with
 * Stripe.js's per-method calls, in both hostings: inline in the page, and isolated in frames on the
 * provider's origin.
 */
describe.skipIf(!canRunBrowserTests)('the bank elements with the per-method calls (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { sepaDebit } from 'payloom/plugins/sepa_debit'
      import { ideal } from 'payloom/plugins/ideal'
      import { fpx } from 'payloom/plugins/fpx'
      import { auBecsDebit } from 'payloom/plugins/au_becs_debit'
      import { netbanking } from 'payloom/plugins/netbanking'
      import { usBankAccount } from 'payloom/plugins/us_bank_account'
      const hosting = new URLSearchParams(location.search).get('hosting') ?? 'isolated'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [sepaDebit(), ideal(), fpx(), auBecsDebit(), netbanking(), usBankAccount({ permissions: ['balances', 'ownership'] })], locale: 'en', hosting })
      window.changes = []
      const settle = (promise) => promise.then((value) => ({ value: JSON.parse(JSON.stringify(value)) }), (error) => ({ thrown: error.message }))
      window.mount = (type, options, clientSecret) => {
        try {
          document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="element"></div>')
          const elements = payloom.elements({ clientSecret })
          const element = elements.create(type, options)
          element.on('change', (event) => window.changes.push(JSON.parse(JSON.stringify(event))))
          element.on('ready', () => { window.ready = true })
          element.mount('#element')
          window.element = element
          return 'mounted'
        } catch (error) {
          return error.message
        }
      }
      window.call = (name, clientSecret, type, extra = {}) =>
        settle(payloom[name](clientSecret, { payment_method: { [type]: window.element, billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } }, ...extra }))
      window.token = (data) => settle(payloom.createToken(window.element, data))
      window.createMethod = (type) => settle(payloom.createPaymentMethod({ type, [type]: window.element, billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } }))
    `)

  const open = async (page: Page, hosting: 'inline' | 'isolated', type: string, options: object, intent: Record<string, any>): Promise<string> => {
    await page.goto(`${harness.merchant.url}?hosting=${hosting}`)
    await page.waitForFunction(() => 'mount' in window)
    const mounted = await page.evaluate(([t, o, s]) => (window as unknown as { mount: (t: string, o: object, s: string) => string }).mount(t, o, s), [type, options, intent.client_secret] as const)
    if (mounted === 'mounted') await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, undefined, { timeout: 30_000 })
    return mounted
  }
  /** The element's form: in the page inline, in its frame isolated. */
  const form = (page: Page, hosting: 'inline' | 'isolated'): Locator | FrameLocator => hosting === 'inline' ? page.locator('#element') : page.frameLocator('#element iframe')
  const elementDocument = (page: Page, hosting: 'inline' | 'isolated'): Page | Frame =>
    hosting === 'inline' ? page : page.frames().find((frame) => frame.url().includes('/frames/element.html'))!
  const call = (page: Page, name: string, secret: string, type: string, extra: object = {}): Promise<Settled> =>
    page.evaluate(([n, s, t, e]) => (window as unknown as { call: (n: string, s: string, t: string, e: object) => Promise<Settled> }).call(n, s, t, e), [name, secret, type, extra] as const)
  const changes = (page: Page) => page.evaluate(() => (window as unknown as { changes: Array<Record<string, any>> }).changes)

  for (const hosting of ['inline', 'isolated'] as const) {
    it(`iban (${hosting}): formats and checks the IBAN, reports its country, and confirmSepaDebitPayment pays with it`, async () => {
      const page = await harness.browser.newPage()
      const shot = screenshotSteps(page, `bank-elements-iban-${hosting}`)
      const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
      expect(await open(page, hosting, 'iban', { supportedCountries: ['SEPA'] }, intent)).toBe('mounted')
      const iban = form(page, hosting).getByLabel('IBAN', { exact: true })
      await iban.pressSequentially('de89370400440532013')
      // Incomplete: the call shows the element's error and sends nothing.
      const incomplete = await call(page, 'confirmSepaDebitPayment', intent.client_secret, 'sepa_debit')
      expect(incomplete.value?.error).toMatchObject({ type: 'validation_error', code: 'incomplete_iban' })
      await expect.poll(() => form(page, hosting).getByText('Your IBAN is incomplete.').count()).toBe(1)
      await iban.pressSequentially('000')
      await expect.poll(() => iban.inputValue()).toBe('DE89 3704 0044 0532 0130 00')
      // In a frame the change event crosses to the page a moment after the field shows the value.
      await expect.poll(async () => (await changes(page)).at(-1)).toMatchObject({ elementType: 'iban', complete: true, empty: false, country: 'DE' })
      // Only the IBAN: the merchant's page asks for the name and e-mail, and says what happens after Pay.
      expect(await form(page, hosting).getByLabel('Full name').count()).toBe(0)
      await shot('complete')
      expect(await axeViolations(elementDocument(page, hosting))).toEqual([])
      // The mandate is confirmed in a dialog of the merchant's page, which shows the IBAN's last 4 characters only.
      const paying = call(page, 'confirmSepaDebitPayment', intent.client_secret, 'sepa_debit')
      const dialog = page.getByRole('dialog', { name: 'Confirm your SEPA Direct Debit mandate' })
      await expect.poll(() => dialog.locator('[data-detail="iban"]').textContent()).toBe('Ending in 3000')
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      const paid = await paying
      expect(paid.value?.paymentIntent).toMatchObject({ id: intent.id, status: 'processing' })
      expect(paid.value?.paymentIntent?.mandate).toEqual(expect.stringMatching(/^mandate_/))
      await page.close()
    }, 90_000)
  }

  it('idealBank (isolated): the bank picked in the frame, confirmIdealPayment leaves for the bank\'s page and comes back paid', async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'bank-elements-ideal')
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['ideal'], currency: 'eur' })
    expect(await open(page, 'isolated', 'idealBank', { value: 'rabobank' }, intent)).toBe('mounted')
    const bank = form(page, 'isolated').getByLabel('Bank', { exact: true })
    // `value` picks the bank at create; the shopper changes it by keyboard.
    expect(await bank.inputValue()).toBe('rabobank')
    await bank.selectOption('ing')
    await expect.poll(async () => (await changes(page)).at(-1)).toMatchObject({ elementType: 'idealBank', complete: true, value: 'ing' })
    await shot('picked')
    expect(await axeViolations(elementDocument(page, 'isolated'))).toEqual([])
    // The page leaves for the bank's page: the call's promise goes with it.
    void call(page, 'confirmIdealPayment', intent.client_secret, 'ideal', { return_url: `${harness.merchant.url}?returned=1` }).catch(() => undefined)
    await page.getByRole('button', { name: 'Authorize test payment' }).click()
    await page.waitForURL(/returned=1/)
    expect(page.url()).toContain('redirect_status=succeeded')
    await page.close()
  }, 90_000)

  it('fpxBank needs accountHolderType, sends it with the bank; a wrong element or option is the merchant\'s clear error', async () => {
    const page = await harness.browser.newPage()
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['fpx'], currency: 'myr' })
    expect(await open(page, 'inline', 'fpxBank', {}, intent)).toBe('Missing required option accountHolderType.')
    expect(await page.evaluate((secret) => (window as unknown as { mount: (t: string, o: object, s: string) => string }).mount('idealBank', { value: 'no_such_bank' }, secret), intent.client_secret)).toMatch(/^Invalid value for value: "no_such_bank". Expected one of abn_amro, /)
    await page.reload()
    expect(await open(page, 'inline', 'fpxBank', { accountHolderType: 'individual', value: 'maybank2u' }, intent)).toBe('mounted')
    const created = await page.evaluate(() => (window as unknown as { createMethod: (t: string) => Promise<Settled> }).createMethod('fpx'))
    expect(created.value?.paymentMethod).toMatchObject({ type: 'fpx', fpx: { bank: 'maybank2u', account_holder_type: 'individual' } })
    const wrong = await call(page, 'confirmSepaDebitPayment', intent.client_secret, 'sepa_debit')
    expect(wrong.thrown).toBe('Invalid value for confirmSepaDebitPayment(): payment_method.sepa_debit must be an iban element, got a fpxBank element. The payment element is passed as { elements } to confirmPayment, confirmSetup or createPaymentMethod.')
    await page.close()
  }, 90_000)

  it('netbankingBank: createPaymentMethod with the bank picked in the element', async () => {
    const page = await harness.browser.newPage()
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['netbanking'], currency: 'inr' })
    expect(await open(page, 'isolated', 'netbankingBank', {}, intent)).toBe('mounted')
    const bank = form(page, 'isolated').getByLabel('Bank', { exact: true })
    const first = await bank.locator('option').nth(1).getAttribute('value')
    await bank.selectOption(first!)
    await expect.poll(async () => (await changes(page)).at(-1)).toMatchObject({ elementType: 'netbankingBank', complete: true, value: first })
    expect(await axeViolations(elementDocument(page, 'isolated'))).toEqual([])
    const created = await page.evaluate(() => (window as unknown as { createMethod: (t: string) => Promise<Settled> }).createMethod('netbanking'))
    expect(created.value?.paymentMethod).toMatchObject({ type: 'netbanking', netbanking: { bank: first } })
    await page.close()
  }, 90_000)

  it('auBankAccount: BSB and account number, confirmAuBecsDebitPayment processes the debit', async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'bank-elements-becs')
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['au_becs_debit'], currency: 'aud' })
    expect(await open(page, 'isolated', 'auBankAccount', {}, intent)).toBe('mounted')
    await form(page, 'isolated').getByLabel('BSB', { exact: true }).pressSequentially('000000')
    await form(page, 'isolated').getByLabel('Account number', { exact: true }).pressSequentially('000123456')
    await shot('complete')
    expect(await axeViolations(elementDocument(page, 'isolated'))).toEqual([])
    const paid = await call(page, 'confirmAuBecsDebitPayment', intent.client_secret, 'au_becs_debit')
    expect(paid.value?.paymentIntent).toMatchObject({ status: 'processing' })
    await page.close()
  }, 90_000)

  for (const hosting of ['inline', 'isolated'] as const) {
    it(`achBankSearchResults (${hosting}): the bank search alone; the bank picked opens the provider's page, the account linked pays with confirmUsBankAccountPayment`, async () => {
      const page = await harness.browser.newPage()
      const shot = screenshotSteps(page, `bank-elements-ach-search-${hosting}`)
      const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['us_bank_account'], currency: 'usd' })
      expect(await open(page, hosting, 'achBankSearchResults', {}, intent)).toBe('mounted')
      const scope = form(page, hosting)
      // Nothing linked yet: the call shows the element's error and sends nothing.
      const incomplete = await call(page, 'confirmUsBankAccountPayment', intent.client_secret, 'us_bank_account')
      expect(incomplete.value?.error).toMatchObject({ type: 'validation_error', code: 'incomplete_bank_link', message: 'Link your bank account.' })
      const input = scope.getByRole('combobox', { name: 'Search for your bank' })
      await input.pressSequentially('test', { delay: 30 })
      const options = scope.getByRole('listbox', { name: 'Search for your bank' }).getByRole('option')
      await expect.poll(() => options.allTextContents()).toEqual(['Test Institution', 'Test OAuth Institution'])
      // The search alone: no bank details to type, no billing fields (the merchant passes the name at confirm).
      expect(await scope.getByRole('button', { name: 'Enter bank details manually instead' }).count()).toBe(0)
      expect(await scope.getByLabel('Full name').count()).toBe(0)
      await input.press('ArrowDown')
      await expect.poll(() => options.nth(0).getAttribute('aria-selected')).toBe('true')
      expect(await axeViolations(elementDocument(page, hosting))).toEqual([])
      await shot('banks found')
      await input.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Link your bank account' })
      await dialog.waitFor()
      const authorisation = page.frameLocator('iframe[title="Link your bank account"]')
      // The provider's page says what the business asked the bank to share (usBankAccount({ permissions })).
      await expect.poll(() => authorisation.getByRole('region', { name: 'The business will see' }).getByRole('listitem').allTextContents()).toEqual([
        'Account details: the routing and account numbers, to pay from the account',
        'Balances: the account\'s current and available balance',
        'Ownership details: the account holder\'s name, address, e-mail and phone number',
      ])
      await shot('authorisation')
      await authorisation.getByRole('radio', { name: /^Success/ }).check()
      await authorisation.getByRole('button', { name: 'Link account' }).click()
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => scope.getByRole('group', { name: 'Linked account' }).textContent()).toBe('Linked accountTest InstitutionEnding in 6789')
      await expect.poll(async () => (await changes(page)).at(-1)).toMatchObject({ elementType: 'achBankSearchResults', complete: true, value: { bank: 'Test Institution', last4: '6789' } })
      expect(await axeViolations(elementDocument(page, hosting))).toEqual([])
      await shot('linked')
      const paid = await call(page, 'confirmUsBankAccountPayment', intent.client_secret, 'us_bank_account')
      expect(paid.value?.paymentIntent).toMatchObject({ id: intent.id, status: 'processing' })
      const made = await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`, { expand: ['payment_method'] })
      expect(made.body.payment_method).toMatchObject({ type: 'us_bank_account', us_bank_account: { last4: '6789' }, billing_details: { name: 'Jenny Rosen' } })
      const account = await harness.sandbox.call('GET', `/v1/financial_connections/accounts/${made.body.payment_method.us_bank_account.financial_connections_account}`)
      expect(account.body).toMatchObject({ permissions: ['payment_method', 'balances', 'ownership'], balance: { current: { usd: 1_000_000 } }, ownership: expect.stringMatching(/^fcaowns_/) })
      await page.close()
    }, 90_000)
  }

  it('createToken(ibanElement): a bank account token; the account number and country come from the element only', async () => {
    const page = await harness.browser.newPage()
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['sepa_debit'], currency: 'eur' })
    expect(await open(page, 'inline', 'iban', { supportedCountries: ['SEPA'] }, intent)).toBe('mounted')
    await form(page, 'inline').getByLabel('IBAN', { exact: true }).pressSequentially('AT611904300234573201')
    const token = (data: object) => page.evaluate((d) => (window as unknown as { token: (d: object) => Promise<Settled> }).token(d), data)
    expect((await token({ currency: 'eur', account_holder_name: 'Jenny Rosen', account_number: '123' })).thrown).toBe('data.account_number cannot be passed with an iban Element: the Element supplies it.')
    const made = await token({ currency: 'eur', account_holder_name: 'Jenny Rosen', account_holder_type: 'individual' })
    expect(made.value?.token).toMatchObject({ type: 'bank_account', bank_account: { country: 'AT', last4: '3201' } })
    await page.close()
  }, 90_000)
})
