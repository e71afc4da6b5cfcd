import * as Effect from 'effect/Effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayloom, formatMessage, IntegrationError, loadCatalog, makeRegistry, supportedLocales, type ElementContext, type ElementDefinition, type Locale, type ToController } from 'payloom'
import { buyButton } from 'payloom/plugins/buy_button'
import { pricingTable } from 'payloom/plugins/pricing_table'
import { parseHostedCheckoutFragment } from '../../core/controller/hostedCheckoutUrl.ts'
import { makeRuntime } from '../../core/runtime.ts'
import { makeBrowserHeadless } from '../../core/services/Browser.ts'
import { pk, startTestSandbox, type Params, type TestSandbox } from '../sandbox/sandboxClient.ts'

/**
 * The buy button and the pricing table through their public entries (payloom/plugins/buy_button,
 * payloom/plugins/pricing_table): create() checks their options; their model, run as an elements
 * group runs it against the sandbox over real HTTP, reads the offer, shows it in the shopper's
 * language, opens checkout (the page it navigates to), and turns a refused customer session into
 * the merchant's loaderror and the shopper's message. Chromium: tests/browser/hostedCheckout.test.ts.
 */
let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(() => sandbox.dispose())

const item = (name: string, unitAmount: number) => ({ price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name } }, quantity: 1 })
const createLink = async (name: string, unitAmount: number) =>
  (await sandbox.call('POST', '/v1/payment_links', { line_items: [item(name, unitAmount)], after_completion: { type: 'redirect', redirect: { url: 'https://shop.example/thanks' } } })).body
const customerSession = async (components: Params) => {
  const customer = (await sandbox.call('POST', '/v1/customers', { email: 'ada@example.com' })).body
  return { customer, session: (await sandbox.call('POST', '/v1/customer_sessions', { customer: customer.id, components })).body }
}

const elementOf = (plugin: ReturnType<typeof buyButton> | ReturnType<typeof pricingTable>): ElementDefinition => plugin.elements!()[0]!

/** The context a group gives the model in `locale`: the catalog and the plugin's strings, calls to the sandbox, navigations recorded. */
const contextIn = async (locale: Locale, plugin: ReturnType<typeof buyButton> | ReturnType<typeof pricingTable>, options: unknown) => {
  const navigated: string[] = []
  const runtime = makeRuntime({ apiBase: sandbox.url, publishableKey: pk, apiVersion: '2020-08-27', locale, browser: { ...makeBrowserHeadless(), navigate: (url) => Effect.sync(() => void navigated.push(url)) } })
  const catalog = await loadCatalog(locale)
  const own = { ...plugin.messages!.en, ...(await plugin.loadMessages?.(locale)) }
  const context: ElementContext = {
    options,
    locale,
    dir: 'ltr',
    t: (key, params) => formatMessage(key.startsWith(`${plugin.type}:`) ? own[key.slice(plugin.type.length + 1)]! : (catalog as Record<string, string>)[key]!, params),
    catalog,
    session: undefined,
    registry: makeRegistry([plugin]),
    wallets: {},
    capabilities: { paymentRequest: false, applePaySession: false, webAuthn: false },
    runApi: (effect) => runtime.run(Effect.mapError(effect, (error) => new IntegrationError({ message: error.message }))),
    runFlow: (effect) => runtime.run(Effect.mapError(effect, (error) => (error instanceof IntegrationError ? error : new IntegrationError({ message: error.message })))),
    now: () => new Date(),
  }
  return { context, navigated }
}

/** Runs the model as a group does: init, its loads reduced, each message's events collected; a press sends `choose`. */
const run = async (definition: ElementDefinition, context: ElementContext) => {
  const { model } = definition
  const events: Array<{ readonly name: string; readonly payload: unknown }> = []
  const sent: ToController[] = []
  let state = model.init(context)
  const apply = (message: ToController) => {
    const previous = state
    state = model.reduce(state, message, context)
    events.push(...(model.events?.(message, state, context, { current: () => state, send: (next) => void sent.push(next), listens: () => true, emit: () => undefined, settled: () => Promise.resolve(context) }, previous) ?? []))
  }
  for (let pending = model.load!(state, context); pending !== undefined; pending = model.load!(state, context)) (await pending).forEach(apply)
  return { view: () => model.view(state, context) as Record<string, any>, change: () => model.change(state, context), apply, events, sent }
}

/** Until the model's press has gone to the provider and come back (a navigation or a failure). */
const settled = async (done: () => boolean) => {
  for (let tries = 0; !done() && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('the buy button and the pricing table, created through payloom', () => {
  it('create() takes their options and refuses bad ones with the reason', () => {
    const payloom = createPayloom(pk, { apiBase: sandbox.url, hosting: 'inline', plugins: [buyButton(), pricingTable()] })
    const elements = payloom.elements()
    expect(elements.create('buyButton', { paymentLink: 'plink_123', customerSessionClientSecret: 'cuss_secret_abc' }).elementType).toBe('buyButton')
    expect(elements.create('pricingTable', { pricingTableId: 'prctbl_123' }).elementType).toBe('pricingTable')
    const refused = (type: 'buyButton' | 'pricingTable', options: unknown, message: RegExp) => {
      let thrown: unknown
      try {
        payloom.elements().create(type, options as never)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(IntegrationError)
      expect((thrown as Error).message).toMatch(message)
    }
    refused('buyButton', 'plink_1', /pass \{ paymentLink: 'plink_\.\.\.' \}, got "plink_1"/)
    refused('buyButton', {}, /paymentLink must be an id like 'plink_\.\.\.', got undefined/)
    refused('buyButton', { buyButtonId: 'buy_btn_1', paymentLink: 'plink_1' }, /buyButtonId is not an option: a buy button sells a payment link, so pass paymentLink/)
    refused('buyButton', { paymentLink: 'plink_1', customerSessionClientSecret: 'cuss_1' }, /customerSessionClientSecret must be a customer session's client_secret \('cuss_secret_\.\.\.'\)/)
    refused('pricingTable', { pricingTableId: 'plink_1' }, /pricingTableId must be an id like 'prctbl_\.\.\.'/)
    refused('pricingTable', { pricingTableId: 'prctbl_1', layout: 'grid' }, /unknown option layout\. Its options are pricingTableId and customerSessionClientSecret/)
  })

  it('say every string in each of the shopper\'s languages, the buy button\'s with its price', async () => {
    const plugin = buyButton()
    for (const locale of supportedLocales) {
      // A regional locale without a module of its own (es-419, fr-CA) reads its language's, as the core's fallback chain does.
      const strings = { ...plugin.messages!.en, ...((await plugin.loadMessages?.(locale)) ?? (await plugin.loadMessages?.(locale.split('-')[0] as Locale))) }
      expect(Object.keys(strings).sort(), locale).toEqual(['buy', 'choose', 'failed', 'opening', 'prices'])
      expect(strings.buy, locale).toContain('{amount}')
      // Only English (and its regional variants, which read it) says the English words.
      if (!locale.startsWith('en')) expect(strings.failed, locale).not.toBe(plugin.messages!.en.failed)
    }
  })

  it('accept exactly the provider\'s ids and customer session client secrets (property)', () => {
    const check = elementOf(buyButton()).validateOptions!
    fc.assert(fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (id, secret) => {
      const link = `plink_${id}`
      const report = check({ paymentLink: link, ...(secret === undefined ? {} : { customerSessionClientSecret: `cuss_secret_${secret}` }) })
      const valid = /^[A-Za-z0-9]+$/.test(id) && (secret === undefined || /^[A-Za-z0-9]+$/.test(secret))
      expect(report.errors.length === 0).toBe(valid)
    }))
  })
})

describe('the buy button and the pricing table, over real HTTP to the sandbox', () => {
  it('the buy button shows its price in the shopper\'s language; a press opens checkout for the link and goes to its hosted page', async () => {
    const link = await createLink('Linen apron', 2400)
    const plugin = buyButton()
    const { context, navigated } = await contextIn('de', plugin, { paymentLink: link.id })
    const button = await run(elementOf(plugin), context)
    expect(button.view()).toMatchObject({ kind: 'buyButton', loading: false, action: 'Für 24,00\u00a0€ kaufen', items: [{ link: link.id, name: 'Linen apron', amount: '24,00\u00a0€' }], error: null, status: '' })
    expect(button.change()).toEqual({ elementType: 'buyButton', empty: false, complete: true })
    button.apply({ kind: 'action', elementId: 'e1', action: 'choose', payload: link.id })
    expect(button.view()).toMatchObject({ status: 'Kasse wird geöffnet…', opening: link.id })
    await settled(() => navigated.length > 0)
    const url = new URL(navigated[0]!)
    const sessionId = decodeURIComponent(url.pathname.split('/').at(-1)!)
    expect(parseHostedCheckoutFragment(url.hash)).toMatchObject({ apiKey: pk, layoutType: 'single_item' })
    expect((await sandbox.call('GET', `/v1/checkout/sessions/${sessionId}`)).body).toMatchObject({ amount_total: 2400, currency: 'eur', metadata: { payment_link: link.id }, customer: null })
  })

  it('the pricing table lists its prices in order, formatted for the shopper; a press opens checkout for the customer of a session that enables it', async () => {
    const basic = await createLink('Basic', 900)
    const pro = await createLink('Pro', 2900)
    const table = (await sandbox.call('POST', '/v1/pricing_tables', { items: [{ payment_link: basic.id }, { payment_link: pro.id, description: 'For teams' }] })).body
    const { customer, session } = await customerSession({ pricing_table: { enabled: true } })
    const plugin = pricingTable()
    const { context, navigated } = await contextIn('ja', plugin, { pricingTableId: table.id, customerSessionClientSecret: session.client_secret })
    const shown = await run(elementOf(plugin), context)
    expect(shown.view()).toMatchObject({
      kind: 'pricingTable', action: '選択', listLabel: '料金',
      items: [{ link: basic.id, name: 'Basic', description: null, amount: '€9.00' }, { link: pro.id, name: 'Pro', description: 'For teams', amount: '€29.00' }],
    })
    // A press on a link the table does not show is no press.
    shown.apply({ kind: 'action', elementId: 'e1', action: 'choose', payload: 'plink_other' })
    expect(shown.view().opening).toBeNull()
    shown.apply({ kind: 'action', elementId: 'e1', action: 'choose', payload: pro.id })
    await settled(() => navigated.length > 0)
    const sessionId = decodeURIComponent(new URL(navigated[0]!).pathname.split('/').at(-1)!)
    expect((await sandbox.call('GET', `/v1/checkout/sessions/${sessionId}`)).body).toMatchObject({ amount_total: 2900, customer: customer.id, customer_email: 'ada@example.com' })
  })

  it('a customer session that does not enable the component is the merchant\'s loaderror, naming the param, and the shopper reads why there is no button', async () => {
    const link = await createLink('Linen apron', 2400)
    const { session } = await customerSession({ pricing_table: { enabled: true } })
    const plugin = buyButton()
    const { context } = await contextIn('fr', plugin, { paymentLink: link.id, customerSessionClientSecret: session.client_secret })
    const button = await run(elementOf(plugin), context)
    expect(button.events).toEqual([{
      name: 'loaderror',
      payload: { elementType: 'buyButton', error: { type: 'invalid_request_error', code: null, param: 'customer_session_client_secret', message: expect.stringContaining('components[buy_button][enabled]=true') } },
    }])
    expect(button.view()).toMatchObject({ loading: false, items: [], error: 'Le paiement n’est pas disponible pour le moment. Réessayez plus tard.' })
    expect(button.change()).toMatchObject({ complete: false })
  })

  it('a press that cannot reach the provider says so to the shopper, and the button can be pressed again', async () => {
    const link = await createLink('Basic', 900)
    const plugin = buyButton()
    const { context } = await contextIn('en', plugin, { paymentLink: link.id })
    // The provider is gone by the press: a real connection failure, from an address nobody answers at.
    const offline = makeRuntime({ apiBase: 'http://127.0.0.1:9', publishableKey: pk, apiVersion: '2020-08-27', locale: 'en', browser: makeBrowserHeadless() })
    const button = await run(elementOf(plugin), { ...context, runFlow: (effect) => offline.run(Effect.mapError(effect, (error) => (error instanceof IntegrationError ? error : new IntegrationError({ message: error.message })))) })
    button.apply({ kind: 'action', elementId: 'e1', action: 'choose', payload: link.id })
    await settled(() => button.sent.length > 0)
    expect(button.sent).toEqual([{ kind: 'action', elementId: 'e1', action: 'openFailed' }])
    button.sent.forEach(button.apply)
    expect(button.view()).toMatchObject({ opening: null, error: 'Checkout isn’t available right now. Try again later.', items: [{ link: link.id }] })
    // Pressed again, it opens checkout again.
    button.apply({ kind: 'action', elementId: 'e1', action: 'choose', payload: link.id })
    expect(button.view()).toMatchObject({ opening: link.id, error: null })
  }, 30_000)
})
