import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, launchChromium, screenshotDir, serveMerchantPage } from './browserPage.ts'

let sandbox: TestSandbox
let slow: TestSandbox
let merchant: Awaited<ReturnType<typeof serveMerchantPage>>
let browser: Browser

describe.skipIf(!canRunBrowserTests)('the loading skeleton (Chromium)', () => {
  beforeAll(async () => {
    sandbox = await startTestSandbox()
    // Every API answer takes 600 ms here, so the skeleton has time to be seen.
    slow = await startTestSandbox({ dataDir: sandbox.dataDir, faults: { seed: 1, rate: 1, kinds: ['latency'], latencyMs: 600 } })
    merchant = await serveMerchantPage(`
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      window.mountPayment = (apiBase, clientSecret, loader) => {
        const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase, plugins: [card()], locale: 'en' })
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
        const payment = payloom.elements({ clientSecret, loader }).create('payment')
        window.events = []
        for (const name of ['loaderstart', 'ready']) payment.on(name, () => window.events.push(name))
        payment.mount('#payment')
      }
    `)
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await merchant?.close()
    await slow?.close()
    await sandbox?.dispose()
  })

  it("shows a skeleton at once, then the form, unless loader is 'never'", async () => {
    const intent = await createPaymentIntent(sandbox)
    const page = await browser.newPage()
    await page.goto(merchant.url)
    await page.waitForFunction(() => 'mountPayment' in window)
    await page.evaluate(([api, secret]) => (window as unknown as { mountPayment: (a: string, s: string, l: string) => void }).mountPayment(api!, secret!, 'auto'), [slow.url, intent.client_secret as string])
    expect(await page.locator('#payment .p-Loader[role="status"][aria-busy="true"]').count()).toBe(1)
    await page.screenshot({ path: join(screenshotDir, 'loader-skeleton.png') })
    await page.getByLabel('Card number').waitFor()
    expect(await page.locator('#payment .p-Loader').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual(['loaderstart', 'ready'])

    await page.reload()
    await page.waitForFunction(() => 'mountPayment' in window)
    await page.evaluate(([api, secret]) => (window as unknown as { mountPayment: (a: string, s: string, l: string) => void }).mountPayment(api!, secret!, 'never'), [slow.url, intent.client_secret as string])
    expect(await page.locator('#payment .p-Loader').count()).toBe(0)
    await page.getByLabel('Card number').waitFor()
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual(['ready'])
    await page.close()
  }, 60_000)
})
