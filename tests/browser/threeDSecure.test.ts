import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { card, createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotDir } from './browserPage.ts'

describe.skipIf(!canRunBrowserTests)('3D Secure in a real page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      window.payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, locale: 'en' })
    `)

  /** Starts a confirm in the page; it waits on the challenge the test then answers. */
  const startConfirm = async (page: Page, number: string) => {
    const intent = await createPaymentIntent(harness.sandbox)
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'payloom' in window)
    return page.evaluate(({ clientSecret, cardData }) =>
      (window as unknown as { payloom: { confirmPayment: (o: object) => Promise<unknown> } }).payloom.confirmPayment({
        clientSecret,
        confirmParams: { payment_method_data: { type: 'card', card: cardData } },
        redirect: 'if_required',
      }), { clientSecret: intent.client_secret, cardData: card(number) })
  }

  it.each([['approve', 'Approve'], ['fail', 'Fail']] as const)('opens the challenge in a frame; %s ends the payment accordingly', async (answer, button) => {
    const page = await harness.browser.newPage({ viewport: { width: 1024, height: 768 } })
    const result = startConfirm(page, '4000002500003155')
    const challenge = page.frameLocator('iframe[title="Card authentication"]')
    await challenge.getByRole('button', { name: button }).waitFor()
    // Window 1024 wide: size 05, the full-screen challenge (controller.md §7).
    const frame = page.locator('iframe[title="Card authentication"]')
    expect(await frame.evaluate((element) => (element as HTMLIFrameElement).style.width)).toBe('100%')
    // A modal dialog, shown, that holds the challenge frame (playwright-core has no expect: wait, then count).
    const dialog = page.getByRole('dialog', { name: 'Card authentication' })
    await dialog.waitFor({ state: 'visible', timeout: 5_000 })
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await dialog.locator('iframe[title="Card authentication"]').count()).toBe(1)
    await page.screenshot({ path: join(screenshotDir, `3ds-challenge-${answer}.png`) })
    await challenge.getByRole('button', { name: button }).click()
    const outcome = await result as Record<string, any>
    if (answer === 'approve') expect(outcome.paymentIntent.status).toBe('succeeded')
    else expect(outcome.error.code).toBe('payment_intent_authentication_failure')
    expect(await page.locator('iframe[title="Card authentication"]').count()).toBe(0)
    await page.close()
  }, 60_000)

  it('sizes the challenge for a narrow window', async () => {
    const page = await harness.browser.newPage({ viewport: { width: 360, height: 740 } })
    const result = startConfirm(page, '4000000000003220')
    const frame = page.locator('iframe[title="Card authentication"]')
    await frame.waitFor()
    expect(await frame.evaluate((element) => [(element as HTMLIFrameElement).style.width, (element as HTMLIFrameElement).style.height])).toEqual(['250px', '400px'])
    await page.screenshot({ path: join(screenshotDir, '3ds-challenge-narrow.png') })
    await page.frameLocator('iframe[title="Card authentication"]').getByRole('button', { name: 'Approve' }).click()
    expect(await result).toMatchObject({ paymentIntent: { status: 'succeeded' } })
    await page.close()
  }, 60_000)
})
