import { describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { axeViolations } from './axe.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Paid = { readonly paymentIntent?: { readonly status: string }; readonly error?: { readonly type: string; readonly code?: string }; readonly thrown?: string }
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
      import { sepaDebit } from 'payloom/plugins/sepa_debit'
      import { acssDebit } from 'payloom/plugins/acss_debit'
      import { createPayloom as createLoaded } from 'payloom/loader'
      window.events = []
      window.changes = []
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), sepaDebit(), acssDebit()], locale: 'en', onEvent: (event) => window.events.push(event) })
      window.mountPayment = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
        const elements = payloom.elements({ clientSecret })
        const payment = elements.create('payment')
        payment.on('ready', () => { window.ready = true })
        payment.on('change', (event) => window.changes.push(JSON.parse(JSON.stringify(event))))
        payment.mount('#payment')
        window.pay = () => payloom.confirmPayment({ elements, redirect: 'if_required' }).then((value) => JSON.parse(JSON.stringify(value)), (error) => ({ thrown: error.message }))
      }
      // The provider's controller page opened by hand, without the params payloom's script gives it.
      window.openBareController = () => new Promise((resolve) => {
        const frame = document.createElement('iframe')
        frame.title = 'A controller page opened by hand'
        window.addEventListener('message', (event) => { if (event.source === frame.contentWindow && event.data?.kind === 'failed') resolve(event.data.message) })
        const params = { jsLoadTime: Date.now(), merchantOrigin: location.origin, options: { plugins: [] } }
        frame.src = ${JSON.stringify(sandbox.url)} + '/frames/controller.html#?' + encodeURIComponent(JSON.stringify(params))
        document.body.append(frame)
      })
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
  const openPayment = async (page: Page, intentParams: Parameters<typeof createPaymentIntent>[1] = {}): Promise<string> => {
    const intent = await createPaymentIntent(harness.sandbox, intentParams)
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

  /** Pins the instance's arm of elements_direct_messaging_phase_1 through the sessions the sandbox answers ('': none, its own bucket). */
  const assignDirectMessaging = (arm: string) =>
    harness.sandbox.call('POST', '/v1/test_helpers/experiment_assignments', { assignments: { elements_direct_messaging_phase_1: arm } })
  /** Counts, in a frame, the frame messages posted to it and those handed over to it. */
  const countMessages = (frame: Frame) => frame.evaluate(() => {
    const counted = window as unknown as { posted: number; handedOver: number }
    counted.posted = 0
    counted.handedOver = 0
    window.addEventListener('message', (event) => { if (typeof event.data === 'object' && event.data !== null && 'payloomSharedId' in event.data) counted.posted += 1 })
    const key = Symbol.for('payloom.frameHandoff')
    const handoff = (window as unknown as Record<symbol, (...args: ReadonlyArray<unknown>) => void>)[key]!
    Object.defineProperty(window, key, {
      configurable: true,
      value: (...args: ReadonlyArray<unknown>) => {
        counted.handedOver += 1
        handoff(...args)
      },
    })
  })
  const countsIn = (frame: Frame) => frame.evaluate(() => {
    const { posted, handedOver } = window as unknown as { posted: number; handedOver: number }
    return { posted, handedOver }
  })

  it('posts every frame message, both ways, for an instance in the control arm of elements_direct_messaging_phase_1, and pays (controller.md §9)', async () => {
    const page = await harness.browser.newPage()
    await assignDirectMessaging('control')
    try {
      await openPayment(page)
      const controller = frameAt(page, '/frames/controller.html')
      const element = frameAt(page, '/frames/element.html')
      await countMessages(controller)
      await countMessages(element)
      await fillCard(page)
      await expect.poll(() => form(page).getByLabel('Expiration date').inputValue()).toBe('12 / 34')
      await expect.poll(() => page.evaluate(() => (window as unknown as { changes: Events }).changes.at(-1)?.complete)).toBe(true)
      for (const frame of [controller, element]) {
        const { posted, handedOver } = await countsIn(frame)
        expect(handedOver).toBe(0)
        expect(posted).toBeGreaterThan(4)
      }
      expect((await pay(page)).paymentIntent?.status).toBe('succeeded')
    } finally {
      await assignDirectMessaging('')
    }
    await page.close()
  }, 60_000)

  it('falls back to postMessage when the direct hand-over between the frames fails, both ways', async () => {
    const page = await harness.browser.newPage()
    // The treatment arm hands over (the control arm, about 5 % of instances, would post without trying).
    await assignDirectMessaging('treatment')
    try {
      await openPayment(page)
    } finally {
      await assignDirectMessaging('')
    }
    // Each frame's hand-over now throws, as one whose document is going away would; the attempts,
    // and the messages the frames then post, are counted where they arrive.
    const breakHandoff = (frame: Frame) => frame.evaluate(() => {
      const counted = window as unknown as { posted: number; attempts: number }
      counted.posted = 0
      counted.attempts = 0
      window.addEventListener('message', (event) => { if (typeof event.data === 'object' && event.data !== null && 'payloomSharedId' in event.data) counted.posted += 1 })
      Object.defineProperty(window, Symbol.for('payloom.frameHandoff'), {
        configurable: true,
        value: () => {
          counted.attempts += 1
          throw new DOMException('The document is not fully active.', 'InvalidStateError')
        },
      })
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
    const counts = (frame: Frame) => frame.evaluate(() => {
      const { attempts, posted } = window as unknown as { posted: number; attempts: number }
      return { attempts, posted }
    })
    for (const frame of [controller, element]) {
      const { attempts, posted } = await counts(frame)
      expect(attempts).toBeGreaterThan(0)
      expect(posted).toBeGreaterThanOrEqual(attempts)
    }
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

  it("shows the SEPA Direct Debit mandate dialog in the merchant's page at the controller frame's request, with the IBAN's last 4 characters only; Confirm pays", async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'controller-sepa-dialog')
    await openPayment(page, { currency: 'eur', payment_method_types: ['sepa_debit'] })
    await form(page).getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await form(page).getByLabel('Email', { exact: true }).fill('jenny@example.com')
    await form(page).getByLabel('IBAN', { exact: true }).fill('DE89370400440532013000')
    await expect.poll(() => page.evaluate(() => (window as unknown as { changes: Events }).changes.at(-1)?.complete)).toBe(true)
    const paid = pay(page)
    const dialog = page.getByRole('dialog', { name: 'Confirm your SEPA Direct Debit mandate' })
    await dialog.getByRole('button', { name: 'Confirm' }).waitFor()
    const details = await dialog.locator('dt').evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`))
    expect(details).toEqual(['Account holder name: Jenny Rosen', 'Email: jenny@example.com', 'IBAN: Ending in 3000'])
    // The dialog is the merchant page's; the IBAN stayed in the frames.
    expect(await page.content()).not.toContain('0532013000')
    await shot('sepa dialog')
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    expect((await paid).paymentIntent?.status).toBe('processing')
    await page.close()
  }, 60_000)

  it("shows the pre-authorized debit agreement (ACSS) in the merchant's page at the controller frame's request, the account by its last 4 digits; Modify goes back, Confirm pays", async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'controller-acss-dialog')
    await openPayment(page, { currency: 'cad', payment_method_types: ['acss_debit'] })
    await form(page).getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await form(page).getByLabel('Email', { exact: true }).fill('jenny@example.com')
    await form(page).getByLabel('Institution number', { exact: true }).fill('000')
    await form(page).getByLabel('Transit number', { exact: true }).fill('11000')
    await form(page).getByLabel('Account number', { exact: true }).fill('000123456789')
    await expect.poll(() => page.evaluate(() => (window as unknown as { changes: Events }).changes.at(-1)?.complete)).toBe(true)
    const dialog = page.getByRole('dialog', { name: 'Confirm your pre-authorized debit agreement' })
    const modified = pay(page)
    await dialog.getByRole('button', { name: 'Modify details' }).click()
    expect(await modified).toMatchObject({ error: { type: 'validation_error', code: 'incomplete_payment_details' } })
    const paid = pay(page)
    await dialog.getByRole('button', { name: 'Confirm' }).waitFor()
    const details = await dialog.locator('dt').evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`))
    expect(details).toEqual(['Account holder name: Jenny Rosen', 'Email: jenny@example.com', 'Institution number: 000', 'Transit number: 11000', 'Account number: Ending in 6789'])
    await expect(dialog.locator('p').allTextContents()).resolves.toEqual([
      'Check the account to be debited before you confirm the agreement.',
      expect.stringMatching(/^By confirming, you authorize Payloom Sandbox and our payment provider to debit the account above/),
    ])
    // The dialog is the merchant page's; the account number stayed in the frames.
    expect(await page.content()).not.toContain('00012345')
    await shot('acss dialog')
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    expect((await paid).paymentIntent?.status).toBe('processing')
    await page.close()
  }, 60_000)

  it("reports a controller page opened without payloom's params as not loaded correctly, naming what is missing", async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'openBareController' in window)
    expect(await page.evaluate(() => (window as unknown as { openBareController: () => Promise<string> }).openBareController())).toBe(
      "payloom did not load correctly: the controller is missing its api key, script id, and controller id. Load payloom from its published entry (import { createPayloom } from 'payloom'), unmodified, and let it create its own frames.",
    )
    await page.close()
  }, 60_000)
})
