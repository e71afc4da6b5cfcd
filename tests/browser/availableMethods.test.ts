import { describe, expect, it } from 'vitest'
import { pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

describe.skipIf(!canRunBrowserTests)('availablepaymentmethodschange (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import * as Schema from 'effect/Schema'
      import { createPayloom, definePaymentMethod } from 'payloom'
      import { card } from 'payloom/plugins/card'
      // An outside author's iDEAL, offered for euro payments only.
      const ideal = definePaymentMethod({
        type: 'ideal',
        loadSchema: async () => Schema.Struct({}),
        defaults: () => ({}),
        availability: (session) => (session.currency === 'eur' ? { available: true } : { available: false, reason: 'iDEAL takes euros only.' }),
        validate: () => ({}),
        toPaymentMethodData: () => ({ type: 'ideal', ideal: {} }),
        settings: { saveable: true, offSession: false, polling: false, redirect: 'always', mandate: false },
        messages: { en: { label: 'iDEAL' } },
        loadLogo: () => import('payloom/logos/ideal').then((module) => module.logo),
      })
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), ideal], locale: 'en' })
      document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
      const elements = payloom.elements({ mode: 'payment', amount: 1500, currency: 'usd', paymentMethodTypes: ['card', 'ideal'] })
      window.announced = []
      const payment = elements.create('payment')
      payment.on('availablepaymentmethodschange', (event) => window.announced.push(event.availablePaymentMethods))
      payment.mount('#payment')
      window.switchCurrency = (currency) => elements.update({ currency })
    `)

  it('announces the offered methods when ready, and again when a currency change offers others', async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.getByLabel('Card number').waitFor()
    const announced = () => page.evaluate(() => (window as unknown as { announced: string[][] }).announced)
    expect(await announced()).toEqual([['card']])
    await page.evaluate(() => (window as unknown as { switchCurrency: (c: string) => Promise<void> }).switchCurrency('eur'))
    await expect.poll(announced).toEqual([['card'], ['card', 'ideal']])
    // Each tab shows its method's logo above its name, which alone names the tab.
    const icons = page.getByRole('tablist').locator('.p-TabIcon')
    await expect.poll(() => icons.evaluateAll((logos) => logos.map((logo) => logo.querySelector('path') !== null && logo.getAttribute('aria-hidden'))), { timeout: 10_000 }).toEqual(['true', 'true'])
    expect(await page.getByRole('tab', { name: 'iDEAL', exact: true }).count()).toBe(1)
    for (const tab of await page.getByRole('tab').all()) {
      const [icon, label] = [(await tab.locator('.p-TabIcon').boundingBox())!, (await tab.locator('.p-TabLabel').boundingBox())!]
      expect(icon.width / icon.height).toBeCloseTo(1.5, 1)
      expect(icon.x).toBeCloseTo(label.x, 0)
      expect(icon.y + icon.height).toBeLessThanOrEqual(label.y)
    }
    await screenshotSteps(page, 'method-logos')('tabs')
    await page.getByRole('tab', { name: 'iDEAL' }).click()
    expect(await page.getByRole('tab', { name: 'iDEAL' }).getAttribute('aria-selected')).toBe('true')
    // The same list again is not news. A duplicate would come as late as a real change does, so
    // the check is the exact list after the next change (dollars: iDEAL goes, the card form returns).
    await page.evaluate(() => (window as unknown as { switchCurrency: (c: string) => Promise<void> }).switchCurrency('eur'))
    await page.evaluate(() => (window as unknown as { switchCurrency: (c: string) => Promise<void> }).switchCurrency('usd'))
    await expect.poll(announced).toEqual([['card'], ['card', 'ideal'], ['card']])
    expect(await page.getByRole('tab').count()).toBe(0)
    await page.getByLabel('Card number').waitFor()
    expect(await announced()).toEqual([['card'], ['card', 'ideal'], ['card']])
    await page.close()
  }, 60_000)
})
