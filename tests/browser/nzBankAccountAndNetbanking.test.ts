import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { payAndReadStatus, pickMethod, startDemo, statusSettles, type Demo } from './demoCheckout.ts'

/**
 * New Zealand BECS Direct Debit (nzd) and NetBanking (inr) paid on the demo shop (/plain) in
 * Chromium against the sandbox: the account number formatted and checked as typed, the mandate,
 * the provider's test accounts settling and failing; NetBanking's bank list and the bank's page.
 */
// A bank debit is watched until it settles, which takes longer than vitest's default 5 s on a busy machine.
describe.skipIf(!canRunBrowserTests)('New Zealand BECS Direct Debit and NetBanking on the demo shop (Chromium)', { timeout: 30_000 }, () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await startDemo({ debitDelayMs: 1500 })
  })
  afterAll(() => demo?.dispose())

  const fillHolder = async (page: Page): Promise<void> => {
    await page.getByLabel('Full name', { exact: true }).fill('Aroha Ngata')
    await page.getByLabel('Email', { exact: true }).fill('aroha@example.nz')
  }

  it('NZ BECS Direct Debit: formats the account number as typed, refuses a wrong check digit, shows the mandate; the payment processes, then succeeds', async () => {
    const { page, shot, problems } = await demo.open('/plain?currency=nzd', 'nz-bank-account')
    await pickMethod(page, 'NZ BECS Direct Debit')
    await fillHolder(page)
    const account = page.getByLabel('Account number', { exact: true })
    // ANZ's 01-0902-0068389-00 with its last base digit off by one.
    await account.pressSequentially('010902006838800')
    await expect.poll(() => account.inputValue()).toBe('01-0902-0068388-00')
    await account.blur()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Your account number is invalid.')
    await expect(account.getAttribute('aria-invalid')).resolves.toBe('true')
    await shot('nz bad check digit')
    // A bank code no New Zealand bank has is refused as soon as it is typed.
    await account.fill('')
    await account.pressSequentially('99')
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Your account number is invalid.')
    await account.fill('')
    await account.pressSequentially('11 0000 0000000 010')
    await expect.poll(() => account.inputValue()).toBe('11-0000-0000000-010')
    await account.blur()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).not.toContain('Your account number is invalid.')
    await expect(page.locator('.p-Mandate').textContent()).resolves.toContain('to debit your account through NZ BECS Direct Debit')
    expect(await axeViolations(page)).toEqual([])
    await shot('nz form')
    expect(await payAndReadStatus(page)).toBe('processing')
    await statusSettles(page, 'succeeded')
    await shot('nz succeeded')
    expect(problems()).toEqual([])
  })

  it('NZ BECS Direct Debit: the provider\'s insufficient-funds account processes, then fails', async () => {
    const { page } = await demo.open('/plain?currency=nzd', 'nz-bank-account-fails')
    await pickMethod(page, 'NZ BECS Direct Debit')
    await fillHolder(page)
    await page.getByLabel('Account number', { exact: true }).fill('11-0000-2222222-027')
    expect(await payAndReadStatus(page)).toBe('processing')
    await statusSettles(page, 'requires_payment_method')
  })

  it('isolated hosting: the provider\'s frame formats and checks the account number and pays', async () => {
    const { page, shot } = await demo.open('/plain?currency=nzd&hosting=isolated', 'nz-bank-account-isolated')
    const frame = page.frameLocator('iframe[title]').first()
    await frame.getByRole('tab').first().waitFor()
    if (!(await frame.getByRole('tab', { name: 'NZ BECS Direct Debit', exact: true }).isVisible())) await frame.getByRole('button', { name: 'More payment methods' }).click()
    await frame.getByRole('tab', { name: 'NZ BECS Direct Debit', exact: true }).click()
    await frame.getByLabel('Full name', { exact: true }).fill('Aroha Ngata')
    await frame.getByLabel('Email', { exact: true }).fill('aroha@example.nz')
    const account = frame.getByLabel('Account number', { exact: true })
    await account.pressSequentially('0109020068389')
    await account.pressSequentially('00')
    await expect.poll(() => account.inputValue()).toBe('01-0902-0068389-00')
    await shot('nz isolated form')
    expect(await payAndReadStatus(page)).toBe('processing')
  })

  it('NetBanking: the shopper picks their bank, authorises on the bank\'s page and comes back paid; failing it comes back unpaid', async () => {
    const { page, shot, problems } = await demo.open('/plain?currency=inr', 'netbanking')
    await pickMethod(page, 'NetBanking')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Select your bank.')
    const bank = page.getByLabel('Bank', { exact: true })
    expect(await bank.locator('option').count()).toBe(86) // "Select your bank" and the 85 banks of payloom/banks/netbanking
    await bank.selectOption('hdfc')
    await expect(page.locator('.p-MethodNotice').textContent()).resolves.toBe('After you submit your order, you will be redirected to NetBanking to complete your payment.')
    expect(await axeViolations(page)).toEqual([])
    await shot('netbanking form')
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.getByRole('button', { name: 'Authorize test payment' }).click()
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('succeeded')
    expect(problems()).toEqual([])

    const again = await demo.open('/plain?currency=inr', 'netbanking-fails')
    await pickMethod(again.page, 'NetBanking')
    await again.page.getByLabel('Bank', { exact: true }).selectOption('sbi')
    await again.page.getByRole('button', { name: /^Pay / }).click()
    await again.page.getByRole('button', { name: 'Fail test payment' }).click()
    await again.page.waitForURL(/\/success\?/)
    expect(await again.page.getByTestId('status').textContent()).toBe('requires_payment_method')
  })
})
