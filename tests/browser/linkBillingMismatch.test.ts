import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import * as Effect from 'effect/Effect'
import { apiClientLayer } from '../../core/api/ApiClient.ts'
import { apiLimits } from '../../core/generated/limits.generated.ts'
import * as api from '../../plugins/link/api/index.ts'
import { freshEmail, saveCard, signIn, signUp } from '../sandbox/linkConsumers.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

/**
 * controller.md §5 "A billing postal code mismatch with saved Link details ... triggers a card
 * update", on a merchant's page: the payment element's defaultValues.billingDetails give another
 * postal code than the saved Link card's; the shopper signs in, pays with the card, and Link has
 * the page's postal code on the card afterwards. Inline hosting.
 */
describe.skipIf(!canRunBrowserTests)('a saved Link card whose billing address differs from the page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { link } from 'payloom/plugins/link'
      const payloom = createPayloom(${JSON.stringify(pk)}, { hosting: 'inline', apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en' })
      window.setup = (clientSecret, billing) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="email"></div><div id="payment"></div>')
        const elements = payloom.elements({ clientSecret })
        elements.create('linkAuthentication').mount('#email')
        elements.create('payment', { defaultValues: { billingDetails: { name: 'Jenny Rosen', address: billing } } }).mount('#payment')
        window.pay = () => payloom.confirmPayment({ elements, confirmParams: { return_url: location.href }, redirect: 'if_required' })
      }
    `)

  /** The consumer's saved card's billing address as Link has it now. */
  const onFile = async (email: string) => {
    const secret = await signIn(harness.sandbox, email)
    const listed = await Effect.runPromise(Effect.provide(api.listPaymentDetails({ consumer_session_client_secret: secret }), apiClientLayer({ apiBase: harness.sandbox.url, publishableKey: pk, apiVersion: apiLimits.defaultApiVersion })))
    return listed[0]?.billing_address
  }

  /** A new consumer with a Visa saved (billing 94103, US), signed in on a page whose defaults give `billing`, paid with it. */
  const payWith = async (billing: Record<string, string>): Promise<{ readonly page: Page; readonly email: string; readonly status: string }> => {
    const email = freshEmail()
    await saveCard(harness.sandbox, (await signUp(harness.sandbox, email)).consumer_session.client_secret, '4242424242424242')
    const page = await harness.browser.newPage({ viewport: { width: 700, height: 1000 } })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'setup' in window)
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['card', 'link'] })
    await page.evaluate(([secret, given]) => (window as unknown as { setup: (secret: string, billing: object) => void }).setup(secret, given), [intent.client_secret, billing] as const)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Verification code', { exact: true }).fill('000000')
    await page.getByRole('radio').first().waitFor({ timeout: 30_000 })
    const result = await page.evaluate(() => (window as unknown as { pay: () => Promise<{ paymentIntent?: { status: string }; error?: { message: string } }> }).pay())
    return { page, email, status: result.paymentIntent?.status ?? result.error?.message ?? '' }
  }

  it("pays, and the card on file takes the page's postal code when it differs (US: the first 5 characters count)", async () => {
    const differing = await payWith({ country: 'US', postal_code: '10001' })
    expect(differing.status).toBe('succeeded')
    await screenshotSteps(differing.page, 'link-billing-mismatch')('paid')
    expect(await axeViolations(differing.page.mainFrame())).toEqual([])
    await differing.page.close()
    expect(await onFile(differing.email)).toMatchObject({ postal_code: '10001', country_code: 'US' })

    // The same ZIP with its +4: nothing to update.
    const same = await payWith({ country: 'US', postal_code: '94103-1234' })
    expect(same.status).toBe('succeeded')
    await same.page.close()
    expect(await onFile(same.email)).toMatchObject({ postal_code: '94103', country_code: 'US' })
  }, 120_000)
})
