import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { tick } from './tick.ts'
import { testSheetFrame } from './testSheet.ts'

describe.skipIf(!canRunBrowserTests)('the test wallet sheet (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { demoPay } from 'payloom/plugins/demo_pay'
      import { openTestWalletSheet } from './core/services/testWalletSheet.ts'
      import { inlineModalFrames } from './core/services/inlineModalFrames.ts'
      const providerOrigin = ${JSON.stringify(new URL(sandbox.url).origin)}

      // The express checkout element, whose Demo Pay button opens the test sheet: the shop charges
      // $10 to ship outside the US, does not ship to Germany, and offers an express rate.
      const options = { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), demoPay()], locale: 'en' }
      const instances = { inline: createPayloom(${JSON.stringify(pk)}, { ...options, hosting: 'inline' }), isolated: createPayloom(${JSON.stringify(pk)}, options) }
      const shirt = { name: 'T-shirt', amount: 2000 }
      const rates = [{ id: 'standard', amount: 0, displayName: 'Standard' }, { id: 'express', amount: 1500, displayName: 'Express' }]
      window.shop = (hosting, clientSecret) => {
        const payloom = instances[hosting]
        const elements = payloom.elements({ mode: 'payment', amount: 2000, currency: 'usd' })
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="express"></div>')
        const express = elements.create('expressCheckout')
        let shipping = 0
        express.on('click', (event) => event.resolve({ emailRequired: true, shippingAddressRequired: true, allowedShippingCountries: ['US', 'GB', 'DE'], shippingRates: rates, lineItems: [shirt] }))
        express.on('shippingaddresschange', async (event) => {
          window.log.push('address ' + event.address.country)
          if (event.address.country === 'DE') return event.reject()
          shipping = event.address.country === 'US' ? 0 : 1000
          await elements.update({ amount: 2000 + shipping })
          event.resolve({ lineItems: [shirt, { name: 'Shipping', amount: shipping }] })
        })
        express.on('shippingratechange', async (event) => {
          window.log.push('rate ' + event.shippingRate.id)
          await elements.update({ amount: 2000 + shipping + event.shippingRate.amount })
          event.resolve({ lineItems: [shirt, { name: 'Shipping', amount: shipping + event.shippingRate.amount }] })
        })
        express.on('cancel', () => window.log.push('cancel'))
        express.on('confirm', async (event) => {
          window.log.push('confirm ' + event.billingDetails.email + ' ' + event.shippingAddress.address.country + ' ' + event.shippingRate.id)
          const result = await payloom.confirmPayment({ elements, clientSecret, confirmParams: { return_url: location.href }, redirect: 'if_required' })
          window.log.push(result.error ? 'error ' + result.error.message : 'paid ' + result.paymentIntent.status)
        })
        express.mount('#express')
      }
      const frames = inlineModalFrames(providerOrigin, 'merchant')
      window.log = []
      window.openSheet = (pays, more = {}, origin = providerOrigin) => {
        const request = { amount: 2000, currency: 'usd', merchantCountry: 'US', intentType: 'payment_intent', locale: 'en', testMode: true,
          lineItems: [{ name: 'T-shirt', amount: 2000 }], business: { name: 'Demo Shop' }, ...more }
        return openTestWalletSheet({
          wallet: { type: 'test_pay', name: 'Test Pay', pays },
          request,
          providerOrigin: origin,
          modalFrames: origin === providerOrigin ? frames : inlineModalFrames(origin, 'elsewhere'),
          shippingAddressChanged: async (change) => {
            window.log.push('address ' + change.address.country)
            if (change.address.country === 'DE') return { accepted: false }
            const shipping = change.address.country === 'US' ? 0 : 1000
            return { accepted: true, request: { ...request, amount: 2000 + shipping, lineItems: [{ name: 'T-shirt', amount: 2000 }, { name: 'Shipping', amount: shipping }] } }
          },
          shippingRateChanged: async (rate) => {
            window.log.push('rate ' + rate.id)
            return { accepted: true, request: { ...request, amount: 2000 + rate.amount } }
          },
        })
      }
    `)

  const open = async (): Promise<Page> => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'openSheet' in window)
    return page
  }

  it('cancels with Escape or Cancel; a second open of the same frame starts afresh and pays with the declined card', async () => {
    const page = await open()
    const shot = screenshotSteps(page, 'test-wallet-sheet-cancel')
    const dialog = page.getByRole('dialog', { name: 'Test Pay in test mode' })
    const first = page.evaluate(() => (window as any).openSheet('card'))
    const frame = await testSheetFrame(page)
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    // The dialog put the focus in the sheet, on its first control: Escape reaches the sheet.
    await expect.poll(() => frame.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('tok_visa')
    await page.keyboard.press('Escape')
    expect(await first).toEqual({ closed: 'cancel' })
    await expect.poll(() => dialog.isVisible()).toBe(false)

    const second = page.evaluate(() => (window as any).openSheet('card'))
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(page.frames().filter((known) => known.url().includes('/frames/test-wallet.html'))).toHaveLength(1)
    await tick(frame.getByRole('radio', { name: /0002/ }))
    await frame.getByRole('textbox', { name: 'Full name' }).fill('')
    await frame.getByRole('button', { name: 'Pay $20.00' }).click()
    await expect.poll(() => frame.getByText('Your name is incomplete.').isVisible()).toBe(true)
    await shot('name-missing')
    expect(await axeViolations(frame)).toEqual([])
    await frame.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace')
    await frame.getByRole('button', { name: 'Pay $20.00' }).click()
    expect(await second).toEqual({ paymentMethodData: { type: 'card', card: { token: 'tok_chargeDeclined' }, billing_details: { name: 'Ada Lovelace' } } })

    const third = page.evaluate(() => (window as any).openSheet('method'))
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await frame.getByRole('radio').count()).toBe(0)
    // Focus stays in the dialog: Shift+Tab from the first control goes round to the last.
    await frame.getByRole('textbox', { name: 'Full name' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => frame.evaluate(() => document.activeElement?.textContent)).toBe('Pay $20.00')
    await page.keyboard.press('Tab')
    await expect.poll(() => frame.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await frame.getByRole('button', { name: 'Cancel' }).click()
    expect(await third).toEqual({ closed: 'cancel' })

    // In the shopper's language and its way of writing amounts, right to left where it is written so.
    const fourth = page.evaluate(() => (window as any).openSheet('card', { locale: 'ar' }))
    const arabic = page.getByRole('dialog', { name: 'Test Pay في وضع الاختبار' })
    await expect.poll(() => arabic.isVisible()).toBe(true)
    const total = await page.evaluate(() => new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(20))
    await expect.poll(() => frame.locator('[data-sheet="total"]').textContent()).toBe(total)
    expect(await frame.locator('form').getAttribute('dir')).toBe('rtl')
    expect(await frame.getByRole('button', { name: `ادفع ${total}` }).isVisible()).toBe(true)
    await shot('arabic')
    expect(await axeViolations(frame)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await fourth).toEqual({ closed: 'cancel' })
    await page.close()
  }, 30_000)

  it('fails when the sheet page never answers', async () => {
    const page = await open()
    const result = await page.evaluate(() => (window as any).openSheet('card', {}, 'http://127.0.0.1:9'))
    expect(result).toEqual({ closed: 'failed' })
    expect(await page.getByRole('dialog').isVisible()).toBe(false)
    await page.close()
  }, 30_000)

  type Hosting = 'inline' | 'isolated'
  /** Opens the shop with the express checkout element in `hosting`, for a payment of `amount` (what the shopper ends up paying). */
  const shop = async (hosting: Hosting, amount: number): Promise<{ readonly page: Page; readonly intent: { readonly id: string } }> => {
    const intent = await createPaymentIntent(harness.sandbox, { amount }) as { readonly id: string; readonly client_secret: string }
    const page = await open()
    await page.evaluate(({ hosting, secret }) => (window as any).shop(hosting, secret), { hosting, secret: intent.client_secret })
    return { page, intent }
  }
  const log = (page: Page) => page.evaluate(() => (window as any).log as string[])

  it.each<Hosting>(['isolated', 'inline'])('pays from the express checkout element through the test sheet (%s hosting): shipping address and rate change the total, a refused address is announced', async (hosting) => {
    const { page, intent } = await shop(hosting, 4500)
    const shot = screenshotSteps(page, `test-wallet-sheet-express-${hosting}`)
    const button = hosting === 'inline' ? page.getByRole('button', { name: 'Demo Pay' }) : page.frameLocator('iframe[title*="express" i]').getByRole('button', { name: 'Demo Pay' })
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Demo Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const frame = await testSheetFrame(page)
    await expect.poll(() => frame.locator('[data-sheet="total"]').textContent()).toBe('$20.00')
    await expect.poll(() => frame.locator('.p-TestSheetMark').evaluate((mark: HTMLImageElement) => mark.complete && mark.naturalWidth > 0)).toBe(true)
    await shot('opened')
    expect(await frame.getByRole('radio', { name: /Tokyo/ }).count()).toBe(0)
    await tick(frame.getByRole('radio', { name: /London/ }))
    await expect.poll(() => frame.locator('[data-sheet="total"]').textContent()).toBe('$30.00')
    await tick(frame.getByRole('radio', { name: /Berlin/ }))
    await expect.poll(() => frame.locator('[data-sheet="address-error"]').textContent()).toBe('The merchant does not ship to this address. Choose another one.')
    await shot('address-refused')
    expect(await axeViolations(frame)).toEqual([])
    await tick(frame.getByRole('radio', { name: /London/ }))
    await expect.poll(() => frame.locator('[data-sheet="total"]').textContent()).toBe('$30.00')
    await tick(frame.getByRole('radio', { name: /Express/ }))
    await expect.poll(() => frame.locator('[data-sheet="total"]').textContent()).toBe('$45.00')
    await shot('express-rate')
    await frame.getByRole('button', { name: 'Pay $45.00' }).click()
    await expect.poll(() => log(page), { timeout: 15_000 }).toContain('paid succeeded')
    expect(await log(page)).toEqual(['address US', 'address GB', 'address DE', 'address GB', 'rate express', 'confirm jenny.rosen@example.com GB express', 'paid succeeded'])
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect((await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)).body).toMatchObject({ status: 'succeeded', amount: 4500 })
    await page.close()
  }, 40_000)

  it('tells the merchant of a declined test card, and of a sheet closed with Escape (isolated hosting)', async () => {
    const { page } = await shop('isolated', 2000)
    const button = page.frameLocator('iframe[title*="express" i]').getByRole('button', { name: 'Demo Pay' })
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Demo Pay in test mode' })
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    const frame = await testSheetFrame(page)
    await tick(frame.getByRole('radio', { name: /0002/ }))
    await expect.poll(() => frame.getByRole('button', { name: 'Pay $20.00' }).isEnabled()).toBe(true)
    await frame.getByRole('button', { name: 'Pay $20.00' }).click()
    await expect.poll(() => log(page), { timeout: 15_000 }).toContain('error Your card was declined.')
    await expect.poll(() => dialog.isVisible()).toBe(false)

    await button.click()
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(() => frame.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('tok_visa')
    await page.keyboard.press('Escape')
    await expect.poll(() => log(page)).toContain('cancel')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(await log(page)).toEqual(['address US', 'confirm jenny.rosen@example.com US standard', 'error Your card was declined.', 'address US', 'cancel'])
    await page.close()
  }, 40_000)
})
