import { describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { axeViolations } from './axe.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Paid = { readonly paymentIntent?: { readonly status: string }; readonly thrown?: string }
type Events = ReadonlyArray<Readonly<Record<string, unknown>>>

/**
 * The controller frame's side of isolated hosting (controller.md §4 "Frame lifecycle", §7 "Messages
 * to the parent frame", §8): deferred frames, the direct hand-over's fallback, the api-call events,
 * and the messages for a group the controller does not hold.
 */
describe.skipIf(!canRunBrowserTests)('the controller frame and its element frames, isolated hosting (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { createPayloom as createLoaded } from 'payloom/loader'
      window.events = []
      window.changes = []
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en', onEvent: (event) => window.events.push(event) })
      window.mountPayment = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
        const elements = payloom.elements({ clientSecret })
        const payment = elements.create('payment')
        payment.on('ready', () => { window.ready = true })
        payment.on('change', (event) => window.changes.push(JSON.parse(JSON.stringify(event))))
        payment.mount('#payment')
        window.pay = () => payloom.confirmPayment({ elements, redirect: 'if_required' }).then((value) => JSON.parse(JSON.stringify(value)), (error) => ({ thrown: error.message }))
      }
      // payloom/loader leaves the option checks to the controller frame, which refuses this group.
      window.refusedGroup = (clientSecret) => {
        const loaded = createLoaded(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [{ type: 'card' }], locale: 'en' })
        const elements = loaded.elements({ clientSecret, appearance: { theme: 'nope' } })
        const settled = (promise) => promise.then(() => 'resolved', (error) => error.message)
        return Promise.all([settled(elements.submit()), settled(elements.fetchUpdates()), settled(loaded.confirmPayment({ elements, redirect: 'if_required' }))])
      }
    `)

  const form = (page: Page) => page.frameLocator('#payment iframe')
  const frameAt = (page: Page, path: string): Frame => page.frames().find((frame) => frame.url().includes(path))!
  const openPayment = async (page: Page): Promise<string> => {
    const intent = await createPaymentIntent(harness.sandbox)
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'mountPayment' in window)
    await page.evaluate((clientSecret) => (window as unknown as { mountPayment: (s: string) => void }).mountPayment(clientSecret), intent.client_secret)
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, undefined, { timeout: 30_000 })
    return intent.client_secret
  }
  const fillCard = async (page: Page): Promise<void> => {
    await form(page).getByLabel('Card number').fill('4242424242424242')
    await form(page).getByLabel('Expiration date').fill('12 / 34')
    await form(page).getByLabel('Security code').fill('123')
    await form(page).getByLabel('Postal code').fill('62701')
  }
  const pay = (page: Page): Promise<Paid> => page.evaluate(() => (window as unknown as { pay: () => Promise<Paid> }).pay())
  const noAxeViolations = async (page: Page): Promise<void> => {
    for (const target of page.frames()) expect(await axeViolations(target)).toEqual([])
  }

  it('defers an element frame that loaded before the controller frame could register it, and resolves it on registration: it shows and pays', async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'controller-deferred-frame')
    // The plugins' code comes 1.5 s late to the controller frame (each plugin is a chunk of its
    // own: card-*.js): its bus listens while it still loads the card plugin, and it registers no
    // frame before it has loaded, so the element frame (not held) says it has loaded before the
    // controller has registered it. Told it is deferred, the frame stops saying so: only its
    // registration can bring it its init.
    let held = 0
    await page.route('**/frames/chunks/card-*.js', async (route) => {
      if (route.request().frame().url().includes('/frames/controller.html')) {
        held += 1
        await new Promise((done) => setTimeout(done, 1_500))
      }
      await route.continue()
    })
    await openPayment(page)
    expect(held).toBeGreaterThan(0)
    await fillCard(page)
    await expect.poll(() => page.evaluate(() => (window as unknown as { changes: Events }).changes.at(-1)?.complete)).toBe(true)
    await shot('filled')
    await noAxeViolations(page)
    expect((await pay(page)).paymentIntent?.status).toBe('succeeded')
    await page.close()
  }, 60_000)

  it('falls back to postMessage when the direct hand-over between the frames fails, both ways', async () => {
    const page = await harness.browser.newPage()
    await openPayment(page)
    // Each frame's hand-over now throws, as one whose document is going away would; the messages
    // the frames then post are counted where they arrive.
    const breakHandoff = (frame: Frame) => frame.evaluate(() => {
      const counted = window as unknown as { posted: number }
      counted.posted = 0
      window.addEventListener('message', (event) => { if (typeof event.data === 'object' && event.data !== null && 'payloomSharedId' in event.data) counted.posted += 1 })
      Object.defineProperty(window, Symbol.for('payloom.frameHandoff'), { configurable: true, value: () => { throw new DOMException('The document is not fully active.', 'InvalidStateError') } })
    })
    const controller = frameAt(page, '/frames/controller.html')
    const element = frameAt(page, '/frames/element.html')
    await breakHandoff(controller)
    await breakHandoff(element)
    await fillCard(page)
    // What the shopper typed reached the controller, and its answers the form: the formatted
    // expiry and the page's change event.
    await expect.poll(() => form(page).getByLabel('Expiration date').inputValue()).toBe('12 / 34')
    await expect.poll(() => page.evaluate(() => (window as unknown as { changes: Events }).changes.at(-1)?.complete)).toBe(true)
    const posted = (frame: Frame) => frame.evaluate(() => (window as unknown as { posted: number }).posted)
    expect(await posted(controller)).toBeGreaterThan(0)
    expect(await posted(element)).toBeGreaterThan(0)
    expect((await pay(page)).paymentIntent?.status).toBe('succeeded')
    await page.close()
  }, 60_000)

  it("tells the merchant's onEvent of each provider call the controller frame makes, without its query or body", async () => {
    const page = await harness.browser.newPage()
    const clientSecret = await openPayment(page)
    await fillCard(page)
    expect((await pay(page)).paymentIntent?.status).toBe('succeeded')
    const intentId = clientSecret.split('_secret_')[0]
    const calls = () => page.evaluate(() => (window as unknown as { events: Events }).events.filter((event) => event.type === 'api_call'))
    await expect.poll(async () => (await calls()).map((call) => `${String(call.method)} ${String(call.path)} ${String(call.status)}`)).toEqual(expect.arrayContaining([
      'GET elements/sessions-edge 200',
      `POST payment_intents/${intentId}/confirm 200`,
    ]))
    for (const call of await calls()) {
      expect(Object.keys(call).sort()).toEqual(['durationMs', 'method', 'path', 'status', 'type'])
      expect(call.durationMs).toBeGreaterThanOrEqual(0)
    }
    // The client secret rides in the calls' queries and bodies: no event carries it.
    expect(JSON.stringify(await calls())).not.toContain('_secret_')
    // The confirmation's own events still come, after the calls.
    expect(await page.evaluate(() => (window as unknown as { events: Events }).events.map((event) => event.type))).toEqual(expect.arrayContaining(['confirmation_attempt', 'confirmation_succeeded']))
    await page.close()
  }, 60_000)

  it("answers calls about a group it refused with 'Could not find expected elements group' and 'Could not retrieve elements store'", async () => {
    const page = await harness.browser.newPage()
    const intent = await createPaymentIntent(harness.sandbox)
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'refusedGroup' in window)
    const answers = await page.evaluate((secret) => (window as unknown as { refusedGroup: (s: string) => Promise<string[]> }).refusedGroup(secret), intent.client_secret)
    expect(answers).toEqual(['Could not find expected elements group', 'Could not find expected elements group', 'Could not retrieve elements store'])
    await noAxeViolations(page)
    await page.close()
  }, 60_000)
})
