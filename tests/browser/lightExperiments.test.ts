import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations } from './axe.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'
import { returning, signIn } from '../sandbox/linkConsumers.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'

type Events = ReadonlyArray<Readonly<Record<string, unknown>>>
interface Logged {
  readonly event: string
  readonly fields: Readonly<Record<string, string>>
}

/**
 * The light experiments (controller.md §9) on a merchant's page, isolated hosting, each arm pinned
 * through the sandbox's session assignments: skip_link_consumer_lookup_experiment_v3 decides when
 * Link looks up the shopper this browser signed in before, and every experiment's exposure reaches
 * the provider's log through Link's logger frame.
 */
describe.skipIf(!canRunBrowserTests)('the light experiments on a merchant page with Link (Chromium)', () => {
  // The payment element is created at once and mounted only when the test says: a checkout step later.
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { link } from 'payloom/plugins/link'
      window.events = []
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), link()], locale: 'en', onEvent: (event) => window.events.push(event) })
      window.start = (clientSecret) => {
        const elements = payloom.elements({ clientSecret })
        window.payment = elements.create('payment')
        window.payment.on('ready', () => { window.ready = true })
      }
      window.mount = () => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="payment"></div>')
        window.payment.mount('#payment')
      }
    `)

  const assign = (assignments: Readonly<Record<string, string>>) => harness.sandbox.call('POST', '/v1/test_helpers/experiment_assignments', { assignments })
  const exposures = async (): Promise<ReadonlyArray<Logged>> =>
    (await harness.sandbox.call('GET', '/v1/test_helpers/link/funnel_logs', { event: 'link.experiment.exposure' })).body.data
  /** The provider calls the controller frame made, as the merchant's onEvent heard them. */
  const calls = async (page: Page, path: string): Promise<number> =>
    (await page.evaluate(() => (window as unknown as { events: Events }).events)).filter((event) => event.type === 'api_call' && event.path === path).length

  /**
   * A returning shopper's browser (a Link login stored on the provider's origin) opens the page
   * with the arm pinned; the payment element is created, not mounted. Answers the page once the
   * session's exposures were logged (the wallet decided), and those exposures.
   */
  const openCheckout = async (arm: string) => {
    await assign({ skip_link_consumer_lookup_experiment_v3: arm })
    const secret = await signIn(harness.sandbox, returning.email)
    const context = await harness.browser.newContext()
    await context.addInitScript(({ origin, key, stored }) => {
      if (location.origin !== origin) return
      localStorage.setItem(`payloom.link.login.${key}`, stored)
      document.cookie = `payloom_link_login_${key}=${stored}; path=/`
    }, { origin: new URL(harness.sandbox.url).origin, key: pk, stored: secret })
    const page = await context.newPage()
    const before = (await exposures()).length
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'start' in window)
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['card', 'link'] })
    await page.evaluate((clientSecret) => (window as unknown as { start: (s: string) => void }).start(clientSecret), intent.client_secret)
    // The holdback's and the three light experiments' exposures, once per session.
    await expect.poll(async () => (await exposures()).length, { timeout: 30_000 }).toBe(before + 4)
    return { page, context, logged: (await exposures()).slice(before) }
  }
  const mount = async (page: Page): Promise<void> => {
    await page.evaluate(() => (window as unknown as { mount: () => void }).mount())
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, undefined, { timeout: 30_000 })
  }
  const payment = (page: Page) => page.frameLocator('#payment iframe')

  it("skip_link_consumer_lookup_experiment_v3's treatment: no lookup while nothing is mounted; the payment element mounts, the returning shopper's Link shows", async () => {
    const { page, context, logged } = await openCheckout('treatment')
    const shot = screenshotSteps(page, 'light-experiment-skip-lookup')
    try {
      // Each experiment the sandbox assigns is the session's; the others are the instance's bucket.
      const assigned = (await harness.sandbox.call('GET', '/v1/test_helpers/experiment_assignments')).body.assignments as Readonly<Record<string, string>>
      const by = (experiment: string) => (experiment in assigned ? 'session' : 'bucket')
      expect(logged.map(({ fields }) => [fields.experiment, fields.aa, fields.assigned_by])).toEqual([
        ['link_global_holdback', 'true', undefined],
        ['example_experiment', 'true', by('example_experiment')],
        ['skip_link_consumer_lookup_experiment_v3', 'false', 'session'],
        ['elements_direct_messaging_phase_1', 'false', by('elements_direct_messaging_phase_1')],
      ])
      expect(logged[2]!.fields).toMatchObject({ arm: 'treatment', session_id: expect.stringMatching(/^elements_session_/) })
      expect(new Set(logged.map(({ fields }) => fields.session_id)).size).toBe(1)
      await new Promise((done) => setTimeout(done, 1_000))
      expect(await calls(page, 'consumers/sessions/lookup')).toBe(0)

      await mount(page)
      await expect.poll(() => calls(page, 'consumers/sessions/lookup'), { timeout: 30_000 }).toBe(1)
      await payment(page).getByText('Visa •••• 4242').first().waitFor({ timeout: 30_000 })
      await shot('mounted-recognised')
      for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])
    } finally {
      await assign({ skip_link_consumer_lookup_experiment_v3: '' })
      await context.close()
    }
  }, 60_000)

  it("skip_link_consumer_lookup_experiment_v3's control: the stored login is looked up as the session loads, before anything is mounted", async () => {
    const { page, context, logged } = await openCheckout('control')
    try {
      expect(logged.find(({ fields }) => fields.experiment === 'skip_link_consumer_lookup_experiment_v3')?.fields).toMatchObject({ arm: 'control', assigned_by: 'session' })
      await expect.poll(() => calls(page, 'consumers/sessions/lookup'), { timeout: 30_000 }).toBe(1)
      await mount(page)
      await payment(page).getByText('Visa •••• 4242').first().waitFor({ timeout: 30_000 })
      expect(await calls(page, 'consumers/sessions/lookup')).toBe(1)
    } finally {
      await assign({ skip_link_consumer_lookup_experiment_v3: '' })
      await context.close()
    }
  }, 60_000)
})
