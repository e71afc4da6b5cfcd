import type { FrameLocator, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, screenshotSteps, serveMerchantPage } from './browserPage.ts'
import { payAndReadStatus, pickMethod, shopUrl, startDemo, statusSettles, type Demo } from './demoCheckout.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'

/**
 * US bank accounts on the demo shop in Chromium: the bank search (typing, the arrow keys, Enter),
 * the provider's authorisation page in its modal frame (a success account, a failing one, cancel),
 * paying from the linked account (processing, then settled), manual entry, isolated hosting, and
 * Stripe.js's collectBankAccountForPayment on a merchant page of its own. axe checks the form and
 * the authorisation page.
 */
describe.skipIf(!canRunBrowserTests)('US bank accounts: the bank search and the provider\'s authorisation (Chromium)', () => {
  let demo: Demo
  let merchant: Awaited<ReturnType<typeof serveMerchantPage>>
  beforeAll(async () => {
    // Debits settle 1.5 s after confirm here, so the test sees them processing first.
    demo = await startDemo({ debitDelayMs: 1500 })
    merchant = await serveMerchantPage(`
      import { createPayloom } from 'payloom'
      import { usBankAccount } from 'payloom/plugins/us_bank_account'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(demo.sandbox.url)}, plugins: [usBankAccount()], locale: 'en' })
      document.querySelector('main').insertAdjacentHTML('beforeend', '<button type="button" id="link">Link a bank account</button><output id="result"></output>')
      window.collect = (clientSecret) => {
        document.getElementById('link').onclick = async () => {
          const collected = await payloom.collectBankAccountForPayment({ clientSecret, params: { payment_method_type: 'us_bank_account', payment_method_data: { billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } } }, expand: ['payment_method'] })
          const result = collected.paymentIntent?.status === 'requires_confirmation' ? await payloom.confirmPayment({ clientSecret, redirect: 'if_required' }) : collected
          document.getElementById('result').textContent = JSON.stringify({ collected: collected.paymentIntent?.status, last4: collected.paymentIntent?.payment_method?.us_bank_account?.last4 ?? null, paid: result.paymentIntent?.status ?? result.error?.code })
        }
      }
    `)
  }, 60_000)
  afterAll(async () => {
    await merchant?.close()
    await demo?.dispose()
  })

  /** The provider's authorisation page in its modal frame over `page`. */
  const authorisation = (page: Page) => ({
    dialog: page.getByRole('dialog', { name: 'Link your bank account' }),
    frame: page.frameLocator('iframe[title="Link your bank account"]'),
  })

  /** Links `account` (its label on the page) of the bank picked in the search; returns once the modal has gone. */
  const linkAccount = async (page: Page, account: RegExp, check?: (frame: FrameLocator) => Promise<void>): Promise<void> => {
    const { dialog, frame } = authorisation(page)
    await dialog.waitFor()
    await frame.getByRole('radio', { name: account }).check()
    await check?.(frame)
    await frame.getByRole('button', { name: 'Link account' }).click()
    await dialog.waitFor({ state: 'detached' })
  }

  /** Types in the bank search and waits for its list. */
  const search = async (form: Page | FrameLocator, text: string): Promise<Locator> => {
    const input = form.getByRole('combobox', { name: 'Search for your bank' })
    await input.pressSequentially(text, { delay: 30 })
    await form.getByRole('listbox', { name: 'Search for your bank' }).waitFor()
    return input
  }

  it('searches as the shopper types, the arrow keys move through the banks, Enter opens the provider\'s page; a success account pays (processing, then succeeded)', async () => {
    const { page, shot, problems } = await demo.open('/plain?currency=usd', 'us-bank-account-search')
    await pickMethod(page, 'US bank account')
    await page.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    const input = await search(page, 'test')
    const options = page.getByRole('listbox', { name: 'Search for your bank' }).getByRole('option')
    await expect.poll(() => options.allTextContents()).toEqual(['Test Institution', 'Test OAuth Institution'])
    await expect(page.locator('.p-ComboboxStatus').textContent()).resolves.toBe('Banks found: 2')
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    await input.press('ArrowDown')
    await expect.poll(() => input.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'))
    await input.press('ArrowDown')
    await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true')
    await input.press('ArrowUp')
    await expect.poll(() => options.nth(0).getAttribute('aria-selected')).toBe('true')
    expect(await axeViolations(page)).toEqual([])
    await shot('banks found')
    await input.press('Enter')
    await linkAccount(page, /^Success/, async (frame) => {
      await expect(frame.getByRole('group', { name: 'Accounts at Test Institution' }).isVisible()).resolves.toBe(true)
      expect(await axeViolations(page.frames().find((candidate) => candidate.url().includes('/link/authorize/'))!)).toEqual([])
      await shot('authorisation page')
    })
    const linked = page.getByRole('group', { name: 'Linked account' })
    await expect.poll(() => linked.textContent()).toBe('Linked accountTest InstitutionEnding in 6789')
    // The search the shopper was in has gone: focus moves to what replaced it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Use another account')
    await expect(page.locator('.p-Mandate').textContent()).resolves.toContain('US bank account')
    expect(await axeViolations(page)).toEqual([])
    await shot('account linked')
    expect(await payAndReadStatus(page)).toBe('processing')
    await statusSettles(page, 'succeeded')
    await shot('succeeded')
    expect(problems()).toEqual([])
  }, 90_000)

  it('a failing test account links, then its payment fails; cancelling on the provider\'s page resets the search', async () => {
    const { page, shot, problems } = await demo.open('/plain?currency=usd', 'us-bank-account-fails')
    await pickMethod(page, 'US bank account')
    await page.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    const input = await search(page, 'oauth')
    await page.getByRole('option', { name: 'Test OAuth Institution' }).click()
    const { dialog, frame } = authorisation(page)
    await frame.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Link your bank account, or enter its details manually.')
    await shot('cancelled, then pay')

    await input.fill('')
    await search(page, 'test inst')
    await input.press('ArrowDown')
    await input.press('Enter')
    await linkAccount(page, /^Insufficient funds/)
    await expect.poll(() => page.getByRole('group', { name: 'Linked account' }).textContent()).toContain('Ending in 1116')
    expect(await payAndReadStatus(page)).toBe('processing')
    await statusSettles(page, 'requires_payment_method')
    expect(problems()).toEqual([])
  }, 90_000)

  it('manual entry still works: routing and account numbers, then microdeposits to verify', async () => {
    const { page, shot, problems } = await demo.open('/plain?currency=usd', 'us-bank-account-manual')
    await pickMethod(page, 'US bank account')
    await page.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await page.getByRole('button', { name: 'Enter bank details manually instead' }).click()
    await page.getByLabel('Routing number', { exact: true }).fill('110000000')
    await page.getByLabel('Account number', { exact: true }).fill('000123456789')
    await page.getByLabel('Confirm account number', { exact: true }).fill('000123456789')
    await page.getByLabel('Account type', { exact: true }).selectOption('checking')
    await expect(page.getByText('We will send two small deposits to your account').isVisible()).resolves.toBe(true)
    expect(await page.getByRole('combobox', { name: 'Search for your bank' }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await shot('manual entry')
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.waitForURL(/\/success\?/)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Verify your bank account to finish paying: we sent two small deposits to it.')
    expect(problems()).toEqual([])
  }, 90_000)

  it('isolated hosting: the search runs in the provider\'s frame, the authorisation opens over the shop\'s page, and the linked account pays', async () => {
    const { page, shot, problems } = await demo.open(shopUrl(demo.shop, '/plain?currency=usd&hosting=isolated'), 'us-bank-account-isolated')
    const form = page.frameLocator('#payment iframe')
    await pickMethod(form, 'US bank account')
    await form.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    const input = await search(form, 'test')
    await input.press('ArrowDown')
    await expect.poll(() => form.getByRole('option', { name: 'Test Institution' }).getAttribute('aria-selected')).toBe('true')
    expect(await axeViolations(page.frames().find((frame) => frame.url().includes('/frames/element.html'))!)).toEqual([])
    await shot('isolated banks')
    await input.press('Enter')
    await linkAccount(page, /^Success/)
    await expect.poll(() => form.getByRole('group', { name: 'Linked account' }).textContent()).toBe('Linked accountTest InstitutionEnding in 6789')
    await shot('isolated linked')
    expect(await payAndReadStatus(page)).toBe('processing')
    await statusSettles(page, 'succeeded')
    expect(problems()).toEqual([])
  }, 90_000)

  it('collectBankAccountForPayment on a merchant page of its own: the provider\'s search and authorisation, then confirm processes', async () => {
    const intent = await createPaymentIntent(demo.sandbox, { payment_method_types: ['us_bank_account'] })
    const page = await demo.browser.newPage({ viewport: { width: 800, height: 900 } })
    const shot = screenshotSteps(page, 'us-bank-account-collect')
    await page.goto(merchant.url)
    await page.waitForFunction(() => 'collect' in window)
    await page.evaluate((secret) => (window as unknown as { collect: (secret: string) => void }).collect(secret), intent.client_secret as string)
    await page.getByRole('button', { name: 'Link a bank account' }).click()
    const { dialog, frame } = authorisation(page)
    await dialog.waitFor({ timeout: 30_000 })
    await frame.getByLabel('Search for your bank').fill('ownership')
    await frame.getByRole('button', { name: 'Search' }).click()
    await frame.getByRole('button', { name: 'Ownership Accounts' }).click()
    await shot('collect authorisation')
    await linkAccount(page, /^Success/)
    await expect.poll(() => page.locator('#result').textContent(), { timeout: 15_000 }).toBe(JSON.stringify({ collected: 'requires_confirmation', last4: '6789', paid: 'processing' }))
    await shot('collected and confirmed')
    await page.close()
  }, 90_000)
})
