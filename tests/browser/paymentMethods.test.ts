import jsqr from 'jsqr'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { payAndReadStatus, shopUrl, startDemo, type Demo } from './demoCheckout.ts'

// jsqr is CommonJS typed as an ES module: its default import is the function itself at run time.
const jsQR = jsqr as unknown as (typeof import('jsqr'))['default']

/**
 * The catalog's method families paid on the demo shop (/plain) in Chromium, against the sandbox as
 * the provider's test mode: bank debits, redirects through the sandbox's authorisation page, a
 * voucher, a QR code paid by polling, and bank microdeposits. Each family also fails once.
 */
describe.skipIf(!canRunBrowserTests)('payment methods of the catalog on the demo shop (Chromium)', () => {
  let demo: Demo
  beforeAll(async () => {
    // Bank debits settle 1.5 s after confirm here, so the test sees them processing first.
    demo = await startDemo({ debitDelayMs: 1500 })
  })
  afterAll(() => demo?.dispose())

  /** The payment element's tab of `name`, behind "More payment methods" if need be. */
  const pickMethod = async (page: Page, name: string): Promise<void> => {
    const tab = page.getByRole('tab', { name, exact: true })
    await page.getByRole('tab').first().waitFor()
    if (!(await tab.isVisible())) await page.getByRole('button', { name: 'More payment methods' }).click()
    await tab.click()
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
  }

  const open = async (currency: string, folder: string) => {
    const checkout = await demo.open(`/plain?currency=${currency}`, folder)
    return checkout
  }

  /** Reloads the return page until it shows `status`: a bank debit settles a moment after confirm. */
  const statusSettles = async (page: Page, status: string): Promise<void> => {
    await expect.poll(async () => {
      await page.reload()
      return page.getByTestId('status').textContent()
    }, { timeout: 15_000, interval: 500 }).toBe(status)
  }

  /** Pays on the sandbox's authorisation page, by its button, and returns to the shop's return page. */
  const authorize = async (page: Page, button: 'Authorize test payment' | 'Fail test payment'): Promise<string | null> => {
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.getByRole('button', { name: button }).click()
    await page.waitForURL(/\/success\?/)
    return page.getByTestId('status').textContent()
  }

  it('SEPA Direct Debit: formats the IBAN, refuses a bad checksum, shows the mandate; the payment processes, then succeeds', async () => {
    const { page, shot, problems } = await open('eur', 'sepa-debit')
    await pickMethod(page, 'SEPA Direct Debit')
    await page.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await page.getByLabel('Email', { exact: true }).fill('jenny@example.com')
    const iban = page.getByLabel('IBAN', { exact: true })
    await iban.pressSequentially('de89370400440532013001')
    await iban.blur()
    await expect.poll(() => iban.inputValue()).toBe('DE89 3704 0044 0532 0130 01')
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Your IBAN is invalid.')
    await iban.fill('DE89370400440532013000')
    await iban.blur()
    await expect.poll(() => iban.inputValue()).toBe('DE89 3704 0044 0532 0130 00')
    await expect(page.locator('.p-Mandate').textContent()).resolves.toContain('to debit your account through SEPA Direct Debit')
    expect(await axeViolations(page)).toEqual([])
    await shot('sepa form')
    expect(await payAndReadStatus(page)).toBe('processing')
    await statusSettles(page, 'succeeded')
    await shot('sepa succeeded')
    expect(problems()).toEqual([])
  })

  it('SEPA Direct Debit: the provider\'s failing test IBAN processes, then fails', async () => {
    const { page } = await open('eur', 'sepa-debit-fails')
    await pickMethod(page, 'SEPA Direct Debit')
    await page.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await page.getByLabel('Email', { exact: true }).fill('jenny@example.com')
    await page.getByLabel('IBAN', { exact: true }).fill('DE62370400440532013001')
    expect(await payAndReadStatus(page)).toBe('processing')
    await statusSettles(page, 'requires_payment_method')
  })

  it('iDEAL: the shopper picks their bank, authorises on the bank\'s page and comes back paid; failing it comes back unpaid', async () => {
    const { page, shot, problems } = await open('eur', 'ideal')
    await pickMethod(page, 'iDEAL')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Select your bank.')
    await page.getByLabel('Bank', { exact: true }).selectOption('rabobank')
    await expect(page.locator('.p-MethodNotice').textContent()).resolves.toBe('After you submit your order, you will be redirected to iDEAL to complete your payment.')
    await shot('ideal form')
    expect(await authorize(page, 'Authorize test payment')).toBe('succeeded')
    await shot('ideal succeeded')
    expect(problems()).toEqual([])

    const again = await open('eur', 'ideal-fails')
    await pickMethod(again.page, 'iDEAL')
    await again.page.getByLabel('Bank', { exact: true }).selectOption('ing')
    expect(await authorize(again.page, 'Fail test payment')).toBe('requires_payment_method')
  })

  it('Klarna: e-mail and country, then the provider\'s page', async () => {
    const { page } = await open('eur', 'klarna')
    await pickMethod(page, 'Klarna')
    await page.getByLabel('Email', { exact: true }).fill('shopper@example.de')
    await page.getByLabel('Country or region', { exact: true }).selectOption('DE')
    expect(await authorize(page, 'Authorize test payment')).toBe('succeeded')
  })

  it('OXXO: a voucher with its reference, amount and expiry; the return page says to pay it in cash', async () => {
    const { page, shot, problems } = await open('mxn', 'oxxo')
    await pickMethod(page, 'OXXO')
    await page.getByLabel('Full name', { exact: true }).fill('Cecilia Ramírez')
    await page.getByLabel('Email', { exact: true }).fill('cecilia@example.mx')
    await page.getByRole('button', { name: /^Pay / }).click()
    const voucher = page.getByRole('dialog', { name: 'Your OXXO voucher' })
    await voucher.waitFor()
    const reference = await voucher.locator('[data-voucher="number"]').textContent()
    expect(reference).toMatch(/^\d{10,}$/)
    await expect(voucher.locator('[data-voucher="amount"]').textContent()).resolves.toBe('MX$400.00')
    await expect(voucher.locator('[data-voucher="expiry"]').textContent()).resolves.toMatch(/^Pay before /)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Close')
    expect(await axeViolations(page)).toEqual([])
    await shot('oxxo voucher')
    await page.keyboard.press('Escape')
    await page.waitForURL(/\/success\?/)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/^Your voucher is ready: pay it in cash before /)
    await expect(page.getByTestId('voucher-number').textContent()).resolves.toBe(reference)
    expect(await page.getByTestId('status').textContent()).toBe('requires_action')
    expect(problems()).toEqual([])
  })

  /** The QR code the dialog draws, read back from its pixels as a phone's camera would. */
  const scanQrCode = async (dialog: Locator): Promise<string | undefined> => {
    const image = await dialog.locator('[data-qr] svg').evaluate(async (svg) => {
      const { width, height } = svg.getBoundingClientRect()
      const picture = new Image()
      picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
      await picture.decode()
      const canvas = document.createElement('canvas')
      canvas.width = Math.ceil(width)
      canvas.height = Math.ceil(height)
      const context = canvas.getContext('2d')!
      context.fillStyle = '#fff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.drawImage(picture, 0, 0, canvas.width, canvas.height)
      return { width: canvas.width, height: canvas.height, data: [...context.getImageData(0, 0, canvas.width, canvas.height).data] }
    })
    return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data
  }

  it('PayNow: a scannable QR code shows while the SDK polls; paying it in the banking app closes it and the payment succeeds', async () => {
    const { page, shot, problems } = await open('sgd', 'paynow')
    await pickMethod(page, 'PayNow')
    await page.getByRole('button', { name: /^Pay / }).click()
    const dialog = page.getByRole('dialog', { name: 'Scan to pay with PayNow' })
    await dialog.waitFor()
    const encoded = await dialog.locator('[data-qr]').getAttribute('data-qr')
    expect(await scanQrCode(dialog)).toBe(encoded)
    expect(await axeViolations(page)).toEqual([])
    await shot('paynow qr code')
    // The shopper's banking app opens what the code says and pays.
    const app = await demo.browser.newPage()
    await app.goto(encoded!)
    await app.getByRole('button', { name: 'Authorize test payment' }).click()
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('succeeded')
    expect(problems()).toEqual([])
  })

  it('PayNow: failing it in the banking app closes the code and the checkout says why', async () => {
    const { page } = await open('sgd', 'paynow-fails')
    await pickMethod(page, 'PayNow')
    await page.getByRole('button', { name: /^Pay / }).click()
    const dialog = page.getByRole('dialog', { name: 'Scan to pay with PayNow' })
    await dialog.waitFor()
    const app = await demo.browser.newPage()
    await app.goto((await dialog.locator('[data-qr]').getAttribute('data-qr'))!)
    await app.getByRole('button', { name: 'Fail test payment' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => page.locator('.error[role="alert"]').textContent()).toMatch(/\S/)
  })

  it('US bank account by hand: routing number checked, account typed twice; the return page asks to verify microdeposits', async () => {
    const { page, shot, problems } = await open('usd', 'us-bank-account')
    await pickMethod(page, 'US bank account')
    await page.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    const routing = page.getByLabel('Routing number', { exact: true })
    await routing.fill('110000001')
    await routing.blur()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Your routing number is invalid.')
    await routing.fill('110000000')
    await page.getByLabel('Account number', { exact: true }).fill('000123456789')
    await page.getByLabel('Confirm account number', { exact: true }).fill('000123456789')
    await page.getByLabel('Account type', { exact: true }).selectOption('checking')
    expect(await axeViolations(page)).toEqual([])
    await shot('us bank account form')
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.waitForURL(/\/success\?/)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Verify your bank account to finish paying: we sent two small deposits to it.')
    expect(problems()).toEqual([])
  })

  it('isolated hosting: iDEAL in the provider\'s frame redirects and comes back paid', async () => {
    const { page } = await demo.open(shopUrl(demo.shop, '/plain?currency=eur&hosting=isolated'), 'ideal-isolated')
    const frame = page.frameLocator('iframe[title]').first()
    await frame.getByRole('tab').first().waitFor()
    await frame.getByRole('tab', { name: 'iDEAL', exact: true }).click()
    await frame.getByLabel('Bank', { exact: true }).selectOption('abn_amro')
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.getByRole('button', { name: 'Authorize test payment' }).click()
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('succeeded')
  })
})
