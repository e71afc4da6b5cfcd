import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { decodeHashParams } from '../../core/isolated/protocol.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness } from './browserPage.ts'
import { logOut } from './linkShop.ts'

/**
 * The wallet config as real frames ask it (isolated hosting: each payloom instance's controller
 * frame, on the provider's origin, inside the merchant's page): it names the instance
 * (stripe_js_id, the controller frame's script id) and the merchant's page and its top window
 * (referrer_host, top_level_referrer_host: the merchant's, not the provider's), and a deferred
 * payment's business of record (on_behalf_of, from elements' onBehalfOf). A logout in one
 * instance reaches the other's frame through frame sync, which signs it out there too, its
 * cached configs cleared of the consumer (tests/plugins/link/runtime/walletConfigs.test.ts reads those).
 */
describe.skipIf(!canRunBrowserTests)('Link\'s wallet config between two instances on one page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { link } from 'payloom/plugins/link'
      const instance = () => createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en' })
      window.mount = (clientSecret) => {
        const a = instance().elements({ clientSecret })
        a.create('linkAuthentication').mount('#a-email')
        a.create('payment').mount('#a-payment')
        instance().elements({ mode: 'payment', amount: 3000, currency: 'usd', paymentMethodTypes: ['card', 'link'], onBehalfOf: 'acct_business1' }).create('payment').mount('#b-payment')
      }
  `)

  it('names the instance, the merchant\'s page and the business of record; a logout in the other instance signs this one out', async () => {
    const { sandbox, merchant, browser } = harness
    const intent = await createPaymentIntent(sandbox, { amount: 2000, currency: 'usd', payment_method_types: undefined, automatic_payment_methods: { enabled: true } })
    const page = await browser.newPage()
    const configs: Array<{ readonly body: URLSearchParams; readonly frameHash: string }> = []
    page.on('request', (request: Request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/v1/elements/wallet-config') return
      const frameUrl = request.frame().url()
      configs.push({ body: new URLSearchParams(request.postData() ?? ''), frameHash: frameUrl.slice(frameUrl.indexOf('?', frameUrl.indexOf('#')) + 1) })
    })
    await page.goto(merchant.url)
    await page.evaluate((secret) => {
      for (const id of ['a-email', 'a-payment', 'b-payment']) document.body.insertAdjacentHTML('beforeend', `<div id="${id}"></div>`)
      ;(window as unknown as { mount: (secret: string) => void }).mount(secret)
    }, intent.client_secret)
    const email = page.frameLocator('#a-email iframe')
    const paymentA = page.frameLocator('#a-payment iframe')
    const paymentB = page.frameLocator('#b-payment iframe')
    await paymentB.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await email.getByLabel('Email', { exact: true }).fill('returning@link.test')
    await email.getByLabel('Verification code', { exact: true }).fill('000000')
    await paymentA.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    // The other instance follows the shared session: its saved cards come with the wallet config for its payment.
    await paymentB.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    expect(configs).toHaveLength(1)
    const [{ body, frameHash }] = configs as [typeof configs[number]]
    const merchantHost = new URL(merchant.url).host
    expect(Object.fromEntries(body)).toMatchObject({
      stripe_js_id: decodeHashParams(frameHash)?.jsId,
      referrer_host: merchantHost,
      top_level_referrer_host: merchantHost,
      on_behalf_of: 'acct_business1',
      amount: '3000',
      currency: 'usd',
      link_authentication: 'false',
    })
    expect(body.get('stripe_js_id')).toMatch(/^[0-9a-f]{24}$/)
    expect(new URL(sandbox.url).host).not.toBe(merchantHost)

    await logOut(paymentA)
    await paymentB.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    expect(await paymentB.getByText('Visa •••• 4242').count()).toBe(0)
    await page.close()
  }, 90_000)
})
