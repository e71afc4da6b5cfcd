import { describe, expect, it } from 'vitest'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness } from './browserPage.ts'
import { logOut } from './linkShop.ts'

/**
 * A merchant page with two payloom instances (isolated hosting: two controller frames on the
 * provider's origin), each with its own elements group: the Link session one signs in is shared
 * with the other through frame sync (wallet.md §4), and so is a logout.
 */
describe.skipIf(!canRunBrowserTests)('Link\'s shared session between two instances on one page (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { link } from 'payloom/plugins/link'
      const instance = () => createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en' })
      window.mount = (first, second) => {
        const a = instance().elements({ clientSecret: first })
        a.create('linkAuthentication').mount('#a-email')
        a.create('payment').mount('#a-payment')
        instance().elements({ clientSecret: second }).create('payment').mount('#b-payment')
      }
  `)

  it('signs in once for both instances, and logs out of both', async () => {
    const { sandbox, merchant, browser } = harness
    const intent = () => createPaymentIntent(sandbox, { amount: 2000, currency: 'usd', payment_method_types: undefined, automatic_payment_methods: { enabled: true } })
    const [first, second] = [await intent(), await intent()]
    const page = await browser.newPage()
    await page.goto(merchant.url)
    await page.evaluate(({ a, b }) => {
      for (const id of ['a-email', 'a-payment', 'b-payment']) document.body.insertAdjacentHTML('beforeend', `<div id="${id}"></div>`)
      ;(window as unknown as { mount: (a: string, b: string) => void }).mount(a, b)
    }, { a: first.client_secret, b: second.client_secret })
    const email = page.frameLocator('#a-email iframe')
    const paymentA = page.frameLocator('#a-payment iframe')
    const paymentB = page.frameLocator('#b-payment iframe')
    await paymentB.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await email.getByLabel('Email', { exact: true }).fill('returning@link.test')
    await email.getByLabel('Verification code', { exact: true }).fill('000000')
    await paymentA.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    // The other instance's group, in another controller frame, has the consumer too: no code there.
    await paymentB.getByText('Visa •••• 4242').waitFor({ timeout: 30_000 })
    await logOut(paymentB)
    await paymentA.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    await paymentB.getByLabel('Card number', { exact: true }).waitFor()
    expect(await paymentA.getByText('Visa •••• 4242').count()).toBe(0)
    await page.close()
  }, 90_000)
})
