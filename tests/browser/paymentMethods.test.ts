import jsqr from 'jsqr'
import type { FrameLocator, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { alertText, payAndReadStatus, pickMethod, shopUrl, startDemo, statusSettles, type Demo } from './demoCheckout.ts'

// jsqr is CommonJS typed as an ES module: its default import is the function itself at run time.
const jsQR = jsqr as unknown as (typeof import('jsqr'))['default']

/**
 * The catalog's method families paid on the demo shop (/plain) in Chromium, against the sandbox as
 * the provider's test mode: bank debits, redirects through the sandbox's authorisation page, a
 * voucher, a QR code paid by polling, an app notification paid by polling, the Bacs Direct Debit
 * dialog, and bank microdeposits. Each family also fails once.
 */
// A test waits for a debit or an app approval to settle (up to 15 s), with the machine busy with others.
describe.skipIf(!canRunBrowserTests)('payment methods of the catalog on the demo shop (Chromium)', { timeout: 20_000 }, () => {
  let demo: Demo
  beforeAll(async () => {
    // Bank debits settle 1.5 s after confirm here, so the test sees them processing first.
    demo = await startDemo({ debitDelayMs: 1500 })
  })
  afterAll(() => demo?.dispose())

  const open = async (currency: string, folder: string) => {
    const checkout = await demo.open(`/plain?currency=${currency}`, folder)
    return checkout
  }

  /** Pays on the sandbox's authorisation page, by its button, and returns to the shop's return page. */
  const authorize = async (page: Page, button: 'Authorize test payment' | 'Fail test payment'): Promise<string | null> => {
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.getByRole('button', { name: button }).click()
    await page.waitForURL(/\/success\?/)
    return page.getByTestId('status').textContent()
  }

  /** The SEPA Direct Debit mandate dialog, once its details show. */
  const sepaDialog = async (page: Page): Promise<Locator> => {
    const dialog = page.getByRole('dialog', { name: 'Confirm your SEPA Direct Debit mandate' })
    await dialog.getByRole('button', { name: 'Confirm' }).waitFor()
    return dialog
  }

  /** Fills the SEPA Direct Debit form with the account holder and `iban`. */
  const fillSepa = async (page: Page, iban: string): Promise<void> => {
    await page.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await page.getByLabel('Email', { exact: true }).fill('jenny@example.com')
    await page.getByLabel('IBAN', { exact: true }).fill(iban)
  }

  it('SEPA Direct Debit: formats the IBAN, refuses a bad checksum, shows the mandate, and asks to confirm it (the IBAN by its last 4 characters); the payment processes, then succeeds', async () => {
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
    // The merchant's name comes from the elements session (the demo gives no business.name).
    await expect(page.locator('.p-Mandate').textContent()).resolves.toContain('you authorise Payloom Sandbox and our payment provider to debit your account through SEPA Direct Debit')
    expect(await axeViolations(page)).toEqual([])
    await shot('sepa form')
    await page.getByRole('button', { name: /^Pay / }).click()
    const dialog = await sepaDialog(page)
    const details = await dialog.locator('dt').evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`))
    expect(details).toEqual(['Account holder name: Jenny Rosen', 'Email: jenny@example.com', 'IBAN: Ending in 3000'])
    await expect(dialog.locator('p').allTextContents()).resolves.toEqual([
      'Check the account to be debited before you confirm the mandate.',
      expect.stringMatching(/^By confirming this mandate, you authorise \(A\) Payloom Sandbox and our payment provider to send instructions to your bank/),
    ])
    expect(await axeViolations(page)).toEqual([])
    await shot('sepa dialog')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('processing')
    await statusSettles(page, 'succeeded')
    await shot('sepa succeeded')
    expect(problems()).toEqual([])
  })

  it('SEPA Direct Debit: Modify details sends nothing and says the mandate is unconfirmed; the provider\'s failing test IBAN then processes and fails after Confirm', async () => {
    const { page, shot } = await open('eur', 'sepa-debit-fails')
    await pickMethod(page, 'SEPA Direct Debit')
    await fillSepa(page, 'DE62370400440532013001')
    await page.getByRole('button', { name: /^Pay / }).click()
    await (await sepaDialog(page)).getByRole('button', { name: 'Modify details' }).click()
    expect(await alertText(page)).toBe('Confirm the SEPA Direct Debit mandate to continue.')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toBe('Full name')
    await shot('sepa modify')
    expect(page.url()).not.toMatch(/\/success\?/)
    await page.getByRole('button', { name: /^Pay / }).click()
    await (await sepaDialog(page)).getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('processing')
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

  it('Naver Pay: the shopper chooses card or points, sent as naver_pay[funding], then authorises on Naver Pay\'s page', async () => {
    const { page, shot, problems } = await open('krw', 'naver-pay')
    await pickMethod(page, 'Naver Pay')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Select how to pay.')
    const funding = page.getByLabel('Pay with', { exact: true })
    await expect(funding.locator('option').allTextContents()).resolves.toEqual(['Select how to pay', 'Card', 'Points'])
    await funding.selectOption('points')
    expect(await axeViolations(page)).toEqual([])
    await shot('naver pay form')
    expect(await authorize(page, 'Authorize test payment')).toBe('succeeded')
    const intent = new URL(page.url()).searchParams.get('payment_intent')
    const paid = await demo.sandbox.call('GET', `/v1/payment_intents/${intent}`, { expand: ['payment_method'] })
    expect(paid.body.payment_method).toMatchObject({ type: 'naver_pay', naver_pay: { funding: 'points' } })
    expect(problems()).toEqual([])
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

  it('OXXO: a test e-mail whose voucher expires: the voucher shows, then the checkout says it expired unpaid', async () => {
    const { page, problems } = await open('mxn', 'oxxo-expires')
    await pickMethod(page, 'OXXO')
    await page.getByLabel('Full name', { exact: true }).fill('Cecilia Ramírez')
    // The provider's test e-mails: one containing expire_immediately has its voucher expire at once.
    await page.getByLabel('Email', { exact: true }).fill('cecilia.expire_immediately@example.mx')
    await page.getByRole('button', { name: /^Pay / }).click()
    const voucher = page.getByRole('dialog', { name: 'Your OXXO voucher' })
    await voucher.waitFor()
    await voucher.getByRole('button', { name: 'Close' }).click()
    // The provider's error, as its test mode words it.
    expect(await alertText(page)).toBe('The payment attempt for this PaymentIntent has expired: the customer did not pay the voucher before it expired. Ask for another payment method.')
    expect(page.url()).not.toMatch(/\/success\?/)
    expect(problems()).toEqual([])
  })

  /** Fills the Bacs Direct Debit form: the account holder, their UK address, the provider's test sort code and `account`. */
  const fillBacs = async (scope: Page | FrameLocator, account = '00012345'): Promise<void> => {
    await scope.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await scope.getByLabel('Email', { exact: true }).fill('jenny@example.com')
    await scope.getByLabel('Address', { exact: true }).fill('1 High Street')
    await scope.getByLabel('City', { exact: true }).fill('London')
    await scope.getByLabel('Postal code', { exact: true }).fill('SW1A 1AA')
    await scope.getByLabel('Sort code', { exact: true }).fill('108800')
    await scope.getByLabel('Account number', { exact: true }).fill(account)
  }

  /** The Direct Debit dialog, once its details show. */
  const bacsDialog = async (page: Page): Promise<Locator> => {
    const dialog = page.getByRole('dialog', { name: 'Confirm your Direct Debit details' })
    await dialog.getByRole('button', { name: 'Confirm' }).waitFor()
    return dialog
  }

  it('Bacs Direct Debit: Pay shows the details to confirm (the account by its last 4 digits), the instruction and the Guarantee; Confirm pays: processing, then succeeded', async () => {
    const { page, shot, problems } = await open('gbp', 'bacs-debit')
    await pickMethod(page, 'Bacs Direct Debit')
    await fillBacs(page)
    await expect.poll(() => page.getByLabel('Sort code', { exact: true }).inputValue()).toBe('10-88-00')
    await page.getByRole('button', { name: /^Pay / }).click()
    const dialog = await bacsDialog(page)
    const details = await dialog.locator('dt').evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`))
    expect(details).toEqual(['Account holder name: Jenny Rosen', 'Email: jenny@example.com', 'Sort code: 10-88-00', 'Account number: Ending in 2345'])
    // What to check comes first, above the details; the instruction after them.
    await expect(dialog.locator('p').allTextContents()).resolves.toEqual([
      'Check the details below. Your payments are protected by the Direct Debit Guarantee.',
      expect.stringMatching(/^Instruction to your bank or building society: please pay Payloom Sandbox Direct Debits from the account detailed in this instruction/),
    ])
    expect(await dialog.locator('p + dl').count()).toBe(1)
    await expect(dialog.getByRole('link', { name: 'Read the Direct Debit Guarantee' }).getAttribute('href')).resolves.toBe('https://www.directdebit.co.uk/direct-debit-explained/direct-debit-guarantee/')
    // Focus starts at the top, to read down; Tab stays in the dialog: the link, Modify details, Confirm, and round again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm your Direct Debit details')
    const focused: Array<string | null | undefined> = []
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab')
      focused.push(await page.evaluate(() => document.activeElement?.textContent))
    }
    expect(focused).toEqual(['Read the Direct Debit Guarantee', 'Modify details', 'Confirm', 'Read the Direct Debit Guarantee'])
    expect(await axeViolations(page)).toEqual([])
    await shot('bacs dialog')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('processing')
    await statusSettles(page, 'succeeded')
    expect(problems()).toEqual([])
  })

  it('Bacs Direct Debit: Modify details (or Escape) sends nothing, says why and puts the shopper back in the form; the failing test account then fails after Confirm', async () => {
    const { page, shot, problems } = await open('gbp', 'bacs-debit-modify')
    await pickMethod(page, 'Bacs Direct Debit')
    await fillBacs(page, '90012345')
    await page.getByRole('button', { name: /^Pay / }).click()
    await (await bacsDialog(page)).getByRole('button', { name: 'Modify details' }).click()
    expect(await alertText(page)).toBe('Check your bank details and confirm the Direct Debit to continue.')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toBe('Full name')
    await shot('bacs modify')
    expect(page.url()).not.toMatch(/\/success\?/)
    // Escape is Modify details, never Confirm.
    await page.getByRole('button', { name: /^Pay / }).click()
    await bacsDialog(page)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await alertText(page)).toBe('Check your bank details and confirm the Direct Debit to continue.')
    expect(await page.getByTestId('status').count()).toBe(0)
    // Nothing was sent: the details can still be paid with, and the provider's failing account fails.
    await page.getByRole('button', { name: /^Pay / }).click()
    await (await bacsDialog(page)).getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('processing')
    await statusSettles(page, 'requires_payment_method')
    expect(problems()).toEqual([])
  })

  it('Bacs Direct Debit in isolated hosting: the dialog shows in the merchant\'s page, whose scripts never see the account number; Modify goes back to the form, Confirm pays', async () => {
    const { page, shot } = await demo.open(shopUrl(demo.shop, '/plain?currency=gbp&hosting=isolated'), 'bacs-debit-isolated')
    // Every message the merchant's page receives (window and MessagePort), recorded before its scripts run.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { payloomSeen: seen })
      window.addEventListener('message', (event) => void seen.push(JSON.stringify(event.data)), true)
      const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!
      Object.defineProperty(MessagePort.prototype, 'onmessage', {
        ...onmessage,
        set(handler: ((event: MessageEvent) => void) | null) {
          onmessage.set!.call(this, handler === null ? null : (event: MessageEvent) => {
            seen.push(JSON.stringify(event.data))
            handler.call(this, event)
          })
        },
      })
    })
    await page.reload()
    const frame = page.frameLocator('iframe[title]').first()
    await frame.getByRole('tab').first().waitFor()
    await frame.getByRole('tab', { name: 'Bacs Direct Debit', exact: true }).click()
    await fillBacs(frame)
    await page.getByRole('button', { name: /^Pay / }).click()
    await (await bacsDialog(page)).getByRole('button', { name: 'Modify details' }).click()
    expect(await alertText(page)).toBe('Check your bank details and confirm the Direct Debit to continue.')
    await expect.poll(() => frame.locator(':focus').getAttribute('autocomplete')).toBe('name')
    await page.getByRole('button', { name: /^Pay / }).click()
    const dialog = await bacsDialog(page)
    await expect(dialog.locator('[data-detail="account_number"]').textContent()).resolves.toBe('Ending in 2345')
    expect(await axeViolations(page)).toEqual([])
    await shot('bacs dialog in the merchant page')
    const seen = await page.evaluate(() => (window as unknown as { payloomSeen: string[] }).payloomSeen.join('\n'))
    expect(seen).toContain('"kind":"confirm_details"')
    expect(seen).not.toContain('00012345')
    expect(await page.content()).not.toContain('00012345')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/success\?/)
    expect(await page.getByTestId('status').textContent()).toBe('processing')
  })

  it('UPI: the shopper\'s UPI ID, then the SDK polls while they approve in their app: success@ pays, fail@ is declined and the checkout says so', async () => {
    const { page, shot, problems } = await open('inr', 'upi')
    await pickMethod(page, 'UPI')
    const vpa = page.getByLabel('UPI ID', { exact: true })
    await vpa.fill('jenny@ok bank')
    await vpa.blur()
    await expect.poll(() => page.locator('[role="alert"]').allTextContents()).toContain('Your UPI ID is invalid.')
    await vpa.fill('success@upi')
    await expect(page.locator('.p-MethodNotice').textContent()).resolves.toBe('After you submit your order, approve the payment request in your UPI app.')
    expect(await axeViolations(page)).toEqual([])
    await shot('upi form')
    expect(await payAndReadStatus(page)).toBe('succeeded')
    expect(problems()).toEqual([])

    const again = await open('inr', 'upi-fails')
    await pickMethod(again.page, 'UPI')
    await again.page.getByLabel('UPI ID', { exact: true }).fill('fail@upi')
    await again.page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(again.page)).toBe('We are unable to authenticate your payment method. Please choose a different payment method and try again.')
    expect(again.page.url()).not.toMatch(/\/success\?/)
    await again.shot('upi declined')
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
    // The form starts with the bank search (tests/browser/usBankAccount.test.ts); this is the manual entry.
    await page.getByRole('button', { name: 'Enter bank details manually instead' }).click()
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

  it('isolated hosting: an account whose payment method specs require email and phone of iDEAL: the form in the provider\'s frame asks for them, refuses Pay without them, and the payment method carries them', async () => {
    await demo.sandbox.call('POST', '/v1/test_helpers/payment_method_specs', { required_billing_fields: { ideal: ['email', 'phone'] } })
    try {
      const { page, shot, problems } = await demo.open(shopUrl(demo.shop, '/plain?currency=eur&hosting=isolated'), 'ideal-spec-email')
      const frame = page.frameLocator('#payment iframe')
      await frame.getByRole('tab').first().waitFor()
      await frame.getByRole('tab', { name: 'iDEAL', exact: true }).click()
      await frame.getByLabel('Bank', { exact: true }).selectOption('abn_amro')
      await page.getByRole('button', { name: /^Pay / }).click()
      await expect.poll(() => frame.locator('[role="alert"]').allTextContents()).toEqual(expect.arrayContaining(['Your email address is incomplete.', 'Your phone number is incomplete.']))
      const elementFrame = await (await page.locator('#payment iframe').elementHandle())!.contentFrame()
      expect(await axeViolations(elementFrame!)).toEqual([])
      await shot('ideal email required')
      await frame.getByLabel('Email', { exact: true }).fill('jenny@example.com')
      await frame.getByLabel('Phone number', { exact: true }).fill('+31 6 1234 5678')
      expect(await authorize(page, 'Authorize test payment')).toBe('succeeded')
      const intent = await demo.sandbox.call('GET', `/v1/payment_intents/${new URL(page.url()).searchParams.get('payment_intent')}`, { expand: ['payment_method'] })
      expect(intent.body).toMatchObject({ payment_method: { type: 'ideal', billing_details: { email: 'jenny@example.com', phone: '+31 6 1234 5678' } } })
      expect(problems()).toEqual([])
    } finally {
      await demo.sandbox.call('POST', '/v1/test_helpers/payment_method_specs', { required_billing_fields: { ideal: '' } })
    }
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
