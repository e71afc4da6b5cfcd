import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { card, createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Hosting = 'inline' | 'isolated'

describe.skipIf(!canRunBrowserTests)('the challenge frames of a confirm: 3D Secure closed, the captcha passed or closed (Chromium)', () => {
  // One instance per hosting, in French: the Close button speaks the shopper's language.
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      const options = { apiBase: ${JSON.stringify(sandbox.url)}, locale: 'fr' }
      window.instances = { inline: createPayloom(${JSON.stringify(pk)}, { ...options, hosting: 'inline' }), isolated: createPayloom(${JSON.stringify(pk)}, { ...options, hosting: 'isolated' }) }
    `)

  /** Starts a card payment in the page (3D Secure, or the captcha of the elevated-risk card); it waits on the challenge the test then answers. */
  const startConfirm = async (page: Page, hosting: Hosting, clientSecret: string, number = '4000002500003155') => {
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'instances' in window)
    return page.evaluate(({ hosting, clientSecret, cardData }) =>
      (window as unknown as { instances: Record<string, { confirmPayment: (o: object) => Promise<unknown> }> }).instances[hosting]!.confirmPayment({
        clientSecret,
        confirmParams: { payment_method_data: { type: 'card', card: cardData } },
        redirect: 'if_required',
      }), { hosting, clientSecret, cardData: card(number) })
  }

  it.each([['inline', 'the Close button'], ['isolated', 'Escape on the Close button']] as const)('%s hosting: %s fails the authentication and the intent waits for another payment method', async (hosting, how) => {
    const page = await harness.browser.newPage({ viewport: { width: 1024, height: 768 } })
    const shot = screenshotSteps(page, `3ds-close-${hosting}`)
    const intent = await createPaymentIntent(harness.sandbox)
    const result = startConfirm(page, hosting, intent.client_secret)
    const dialog = page.getByRole('dialog', { name: 'Card authentication' })
    const close = dialog.getByRole('button', { name: 'Fermer' })
    await close.waitFor({ timeout: 20_000 })
    await page.frameLocator('iframe[title="Card authentication"]').getByRole('button', { name: 'Approve' }).waitFor()
    await shot('challenge')
    expect(await axeViolations(page)).toEqual([])
    if (how === 'the Close button') await close.click()
    else {
      await close.focus()
      await page.keyboard.press('Escape')
    }
    const outcome = await result as Record<string, any>
    expect(outcome.error).toMatchObject({ code: 'payment_intent_authentication_failure' })
    expect(await page.locator('iframe[title="Card authentication"]').count()).toBe(0)
    await shot('closed')
    const retrieved = await harness.sandbox.call('GET', `/v1/payment_intents/${intent.id}`)
    expect(retrieved.body).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } })
    await page.close()
  }, 60_000)

  it.each([['inline', 'passes it: the payment succeeds'], ['isolated', 'closes it: the payment fails authentication']] as const)('%s hosting: the captcha shows in a frame named in French; the shopper %s', async (hosting, answer) => {
    const page = await harness.browser.newPage({ viewport: { width: 1024, height: 768 } })
    const shot = screenshotSteps(page, `captcha-${hosting}`)
    const intent = await createPaymentIntent(harness.sandbox)
    const result = startConfirm(page, hosting, intent.client_secret, '4000000000009235')
    const dialog = page.getByRole('dialog', { name: 'Vérification de sécurité' })
    const captcha = page.frameLocator('iframe[title="Vérification de sécurité"]')
    await captcha.getByRole('button', { name: 'I am a person' }).waitFor({ timeout: 20_000 })
    await dialog.getByRole('button', { name: 'Fermer' }).waitFor()
    await shot('captcha')
    expect(await axeViolations(page)).toEqual([])
    const frame = page.frames().find((candidate) => candidate.url().includes('/captcha/challenge'))!
    expect(await axeViolations(frame)).toEqual([])
    if (answer.startsWith('passes')) await captcha.getByRole('button', { name: 'I am a person' }).click()
    else await dialog.getByRole('button', { name: 'Fermer' }).click()
    const outcome = await result as Record<string, any>
    if (answer.startsWith('passes')) expect(outcome.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' })
    else expect(outcome.error).toMatchObject({ code: 'payment_intent_authentication_failure' })
    expect(await page.locator('iframe[title="Vérification de sécurité"]').count()).toBe(0)
    await shot('done')
    await page.close()
  }, 60_000)
})
