import { describe, expect, it } from 'vitest'
import { pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, } from './browserPage.ts'

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
