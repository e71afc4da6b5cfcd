import { describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { axeViolations } from './axe.ts'
import { createPaymentIntent, pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Settled = { readonly value?: Record<string, any>; readonly thrown?: string }

/** A test card no other part of the page could print, with its expiry and CVC as typed and as sent. */
const secret = { number: '4000056655665556', grouped: '4000 0566 5566 5556', expiry: '11 / 37', cvc: '937' }
const secretSpellings = [secret.number, secret.grouped, '5566 5556', '665566', '0566', '11 / 37', '11/37', '1137', '"937"', ':937', '=937']

/**
 * Installed before any script of the merchant's page: it records everything that page's code could
 * observe (messages to its window and on any port they bring, its fetch, XHR and beacon traffic,
 * input events, every DOM change)
 * so the test can look for card details in it.
 */
const spy = () => {
  const seen: string[] = []
  const record = (what: string, value: unknown): void => {
    try { seen.push(`${what} ${typeof value === 'string' ? value : JSON.stringify(value)}`) } catch { seen.push(`${what} <unserializable>`) }
  }
  ;(window as unknown as { spied: string[] }).spied = seen
  window.addEventListener('message', (event) => {
    record('message', event.data)
    for (const port of event.ports) port.addEventListener('message', (portEvent) => record('port', portEvent.data))
  }, true)
  const fetch = window.fetch
  window.fetch = (input, init) => { record('fetch', [String(input), init?.body ?? null]); return fetch(input, init) }
  const send = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.send = function (body) { record('xhr', body ?? null); return send.call(this, body) }
  const beacon = navigator.sendBeacon.bind(navigator)
  navigator.sendBeacon = (url, data) => { record('beacon', [String(url), String(data)]); return beacon(url, data) }
  for (const type of ['input', 'keydown', 'keyup', 'change', 'paste']) {
    document.addEventListener(type, (event) => record(type, [(event.target as HTMLInputElement | null)?.value ?? null, (event as KeyboardEvent).key ?? null]), true)
  }
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) record('dom', node instanceof Element ? node.outerHTML : node.textContent)
      if (mutation.type === 'attributes') record('attribute', (mutation.target as Element).getAttribute(mutation.attributeName ?? ''))
      if (mutation.type === 'characterData') record('text', mutation.target.textContent)
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
}

describe.skipIf(!canRunBrowserTests)('isolated hosting: elements in frames on the provider origin (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { StrictMode, createElement } from 'react'
      import { createRoot } from 'react-dom/client'
      import { createPayloom, definePaymentMethod } from 'payloom'
      import { card } from 'payloom/plugins/card'
      import { Elements, PaymentElement } from 'payloom/react'
      import { createPayloom as createLoaded } from 'payloom/loader'
      const options = { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card()], locale: 'en' }
      // The spy test compares with inline hosting, where the page does see the card: its spies work.
      const payloom = createPayloom(${JSON.stringify(pk)}, new URLSearchParams(location.search).get('hosting') === 'inline' ? { ...options, hosting: 'inline' } : options)
      window.events = []
      // The controller's settings (controller.md §3, §5), answered by the controller frame.
      window.controllerSettings = async (clientSecret) => ({
        logging: await payloom.updateLoggingParams({ session_id: 'cs_1', invoice_id: 'in_1' }).then(() => 'set', (error) => error.name + ': ' + error.message),
        credentials: await payloom.updateCredentials({ apiVersion: '2024-06-20', stripeAccount: 'acct_1' }),
        properties: [payloom.publishableKey, payloom.stripeAccount, payloom.apiVersion],
        cleared: (await payloom.updateCredentials({ stripeAccount: null, apiVersion: '2020-08-27' }), payloom.stripeAccount ?? null),
        retrieved: (await payloom.retrievePaymentIntent(clientSecret)).paymentIntent?.status,
      })
      window.hosting = payloom.hosting
      window.mountPayment = (clientSecret, look = {}) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<label>Your name <input id="name"></label><div id="payment"></div><button id="after">After</button>')
        const elements = payloom.elements({ clientSecret, ...look })
        const payment = elements.create('payment')
        for (const name of ['ready', 'change', 'focus', 'blur', 'loaderror']) payment.on(name, (event) => window.events.push({ name, event: JSON.parse(JSON.stringify(event)) }))
        payment.mount('#payment')
        window.payment = payment
        window.pay = () => payloom.confirmPayment({ elements, redirect: 'if_required' }).then((value) => ({ value: JSON.parse(JSON.stringify(value)) }), (error) => ({ thrown: error.message }))
      }
      // payloom/react under StrictMode, which mounts, unmounts and mounts every effect again.
      window.mountReact = (clientSecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="react"></div>')
        const onReady = () => window.events.push({ name: 'ready', event: {} })
        const onChange = (event) => window.events.push({ name: 'change', event: JSON.parse(JSON.stringify(event)) })
        createRoot(document.querySelector('#react')).render(createElement(StrictMode, null,
          createElement(Elements, { payloom, options: { clientSecret } }, createElement(PaymentElement, { onReady, onChange }))))
      }
      // A bank's page: the controller frame asks this page to leave for it.
      window.payIdeal = (clientSecret, returnUrl) => payloom.confirmPayment({
        clientSecret, confirmParams: { payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } }, return_url: returnUrl }, redirect: 'if_required',
      })
      // payloom/loader: plugins named, option mistakes reported by the controller frame.
      window.mountLoaded = (clientSecret, paymentOptions) => {
        const loaded = createLoaded(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [{ type: 'card' }], locale: 'en' })
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="loaded"></div>')
        const element = loaded.elements({ clientSecret }).create('payment', paymentOptions)
        for (const name of ['ready', 'change', 'loaderror']) element.on(name, (event) => window.events.push({ name, event: JSON.parse(JSON.stringify(event)) }))
        element.mount('#loaded')
      }
      // A plugin the provider's frames do not host: isolated hosting says so on the element.
      window.mountForeign = () => {
        const blik = definePaymentMethod({
          type: 'blik', loadSchema: async () => { throw new Error('unused') }, defaults: () => ({}), availability: () => ({ available: true }),
          validate: () => ({}), toPaymentMethodData: () => ({ type: 'blik' }),
          settings: { saveable: false, offSession: false, polling: false, redirect: 'never', mandate: false },
        })
        const foreign = createPayloom(${JSON.stringify(pk)}, { ...options, plugins: [card(), blik] })
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="foreign"></div>')
        const element = foreign.elements({ mode: 'payment', amount: 1000, currency: 'pln' }).create('payment')
        element.on('loaderror', (event) => window.events.push({ name: 'loaderror', event }))
        element.mount('#foreign')
        window.foreignCall = () => foreign.retrievePaymentIntent('pi_1_secret_2').then(() => 'resolved', (error) => error.message)
      }
    `)

  const openPayment = async (page: Page, query = '', look: object = {}): Promise<void> => {
    const intent = await createPaymentIntent(harness.sandbox)
    await page.goto(`${harness.merchant.url}${query}`)
    await page.waitForFunction(() => 'mountPayment' in window)
    await page.evaluate(([clientSecret, given]) => (window as unknown as { mountPayment: (s: string, l: object) => void }).mountPayment(clientSecret, given), [intent.client_secret, look] as const)
    await page.waitForFunction(() => (window as unknown as { events: Array<{ name: string }> }).events.some((e) => e.name === 'ready'), undefined, { timeout: 30_000 })
  }
  const form = (page: Page) => page.frameLocator('#payment iframe')
  const inlineForm = (page: Page) => page.locator('#payment')
  const fillCard = async (page: Page, number: string, expiry = '12 / 34', cvc = '123'): Promise<void> => {
    await form(page).getByLabel('Card number').fill(number)
    await form(page).getByLabel('Expiration date').fill(expiry)
    await form(page).getByLabel('Security code').fill(cvc)
    await form(page).getByLabel('Postal code').fill('62701')
  }
  const elementFrame = (page: Page): Frame => page.frames().find((frame) => frame.url().includes('/frames/element.html'))!
  const pay = (page: Page): Promise<Settled> => page.evaluate(() => (window as unknown as { pay: () => Promise<Settled> }).pay())
  const events = (page: Page, name: string) => page.evaluate((wanted) => (window as unknown as { events: Array<{ name: string; event: Record<string, any> }> }).events.filter((e) => e.name === wanted).map((e) => e.event), name)

  it('is the default in a browser, and pays with a card typed into the frame', async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'isolated-pay')
    await openPayment(page)
    expect(await page.evaluate(() => (window as unknown as { hosting: string }).hosting)).toBe('isolated')
    await fillCard(page, '4242424242424242')
    // Keys typed faster than the round trip to the controller frame are all kept.
    await form(page).getByLabel('Expiration date').fill('')
    await form(page).getByLabel('Expiration date').pressSequentially('1234')
    // The formatted value comes back from the controller frame a moment after the last key.
    await expect.poll(() => form(page).getByLabel('Expiration date').inputValue()).toBe('12 / 34')
    await shot('filled')
    expect((await pay(page)).value?.paymentIntent?.status).toBe('succeeded')
    await page.close()
  }, 60_000)

  it('never lets the merchant page observe the card number, expiry or CVC, while it hears the events', async () => {
    const page = await harness.browser.newPage()
    await page.addInitScript(spy)
    await openPayment(page)
    await fillCard(page, secret.number, secret.expiry, secret.cvc)
    expect((await pay(page)).value?.paymentIntent?.status).toBe('succeeded')
    const seen = await page.evaluate(() => [...(window as unknown as { spied: string[] }).spied, `final ${document.documentElement.outerHTML}`])
    const leaks = seen.filter((entry) => secretSpellings.some((spelling) => entry.includes(spelling)))
    expect(leaks).toEqual([])
    // The spies work: they saw the controller's messages and the page's own frames.
    expect(seen.some((entry) => entry.startsWith('message ') && entry.includes('"kind":"ready"'))).toBe(true)
    expect(seen.some((entry) => entry.startsWith('port ') && entry.includes('"kind":"event"'))).toBe(true)
    expect(seen.some((entry) => entry.startsWith('dom <iframe'))).toBe(true)
    // The merchant heard what Stripe.js's events carry: complete, empty, the brand.
    const changes = await events(page, 'change')
    expect(changes.at(-1)).toMatchObject({ elementType: 'payment', complete: true, empty: false })
    expect(JSON.stringify(changes)).not.toContain('5556')
    // Cross-origin: the page cannot read the frame's document.
    expect(await page.evaluate(() => [...document.querySelectorAll('iframe')].map((frame) => frame.contentDocument))).toEqual([null, null])
    await page.close()
    // The same spies on an inline form do see the card: they would catch a leak.
    const inline = await harness.browser.newPage()
    await inline.addInitScript(spy)
    await openPayment(inline, '?hosting=inline')
    await inlineForm(inline).getByLabel('Card number').fill(secret.number)
    const inlineSeen = await inline.evaluate(() => (window as unknown as { spied: string[] }).spied)
    expect(inlineSeen.filter((entry) => entry.includes(secret.grouped)).length).toBeGreaterThan(0)
    await inline.close()
  }, 90_000)

  it('moves focus by Tab from the page into the frame, through its fields in order, and out again', async () => {
    const page = await harness.browser.newPage()
    await openPayment(page)
    await form(page).getByLabel('Card number').waitFor()
    const focusedField = () => elementFrame(page).evaluate(() => document.activeElement?.getAttribute('data-field') ?? null)
    const pageFocus = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName)
    await page.locator('#name').focus()
    const order: Array<string | null> = []
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab')
      expect(await pageFocus()).toBe('IFRAME')
      order.push(await focusedField())
    }
    expect(order).toEqual(['number', 'expiry', 'cvc', 'country', 'postalCode'])
    await page.keyboard.press('Tab')
    expect(await pageFocus()).toBe('after')
    await page.keyboard.press('Shift+Tab')
    expect(await focusedField()).toBe('postalCode')
    // element.focus() from the page moves focus into the frame, to the form's first field.
    await page.locator('#after').focus()
    await page.evaluate(() => (window as unknown as { payment: { focus: () => void } }).payment.focus())
    await expect.poll(focusedField).toBe('number')
    expect(await pageFocus()).toBe('IFRAME')
    await page.close()
  }, 60_000)

  it('applies the appearance and the locale inside the frame, which fits its content without a scrollbar', async () => {
    const page = await harness.browser.newPage()
    const shot = screenshotSteps(page, 'isolated-look')
    await openPayment(page, '', { locale: 'fr', appearance: { theme: 'night', variables: { colorPrimary: '#ff5500' } } })
    const inFrame = form(page)
    await inFrame.getByLabel('Numéro de carte').waitFor()
    const frame = elementFrame(page)
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('fr')
    // The night theme's dark inputs, from the stylesheet compiled on the provider's origin.
    const background = await inFrame.getByLabel('Numéro de carte').evaluate((input) => getComputedStyle(input).backgroundColor)
    const [red, green, blue] = background.match(/\d+/g)!.map(Number)
    expect(red! + green! + blue!).toBeLessThan(3 * 100)
    await inFrame.getByLabel('Numéro de carte').fill('4242')
    await inFrame.getByLabel('Date d’expiration').click()
    await inFrame.getByText('Le numéro de votre carte est incomplet.').waitFor()
    await shot('night-fr-with-error')
    // The frame is as tall as its content: nothing cut off, nothing to scroll.
    const fit = await frame.evaluate(() => ({ content: document.body.getBoundingClientRect().height, viewport: window.innerHeight, scrollable: document.documentElement.scrollHeight > window.innerHeight + 1 }))
    expect(fit.scrollable).toBe(false)
    expect(Math.abs(fit.content - fit.viewport)).toBeLessThanOrEqual(1)
    await page.close()
  }, 60_000)

  it('works through payloom/react under StrictMode: one frame per element, no orphan, its events reach the props', async () => {
    const page = await harness.browser.newPage()
    const intent = await createPaymentIntent(harness.sandbox)
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'mountReact' in window)
    await page.evaluate((clientSecret) => (window as unknown as { mountReact: (s: string) => void }).mountReact(clientSecret), intent.client_secret)
    await page.waitForFunction(() => (window as unknown as { events: Array<{ name: string }> }).events.some((e) => e.name === 'ready'), undefined, { timeout: 30_000 })
    expect(await page.locator('iframe[name^="payloom-element-"]').count()).toBe(1)
    expect(await page.locator('iframe[name^="payloom-controller-"]').count()).toBe(1)
    const reactForm = page.frameLocator('#react iframe')
    await reactForm.getByLabel('Card number').fill('4242424242424242')
    await reactForm.getByLabel('Expiration date').fill('12 / 34')
    await reactForm.getByLabel('Security code').fill('123')
    await reactForm.getByLabel('Postal code').fill('62701')
    await expect.poll(async () => (await events(page, 'change')).at(-1)?.complete).toBe(true)
    // The frame of StrictMode's first mount is gone: one element, one frame.
    expect(await page.locator('iframe[name^="payloom-element-"]').count()).toBe(1)
    await page.close()
  }, 60_000)

  it('says on the element, and on every call, when the frames cannot run a plugin the merchant wrote', async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'mountForeign' in window)
    await page.evaluate(() => (window as unknown as { mountForeign: () => void }).mountForeign())
    await page.waitForFunction(() => (window as unknown as { events: Array<{ name: string }> }).events.some((e) => e.name === 'loaderror'), undefined, { timeout: 30_000 })
    const [failure] = await events(page, 'loaderror')
    expect(failure?.elementType).toBe('payment')
    expect(failure?.error?.message).toContain("The blik plugin is not hosted by the provider's frames, so isolated hosting cannot run it.")
    expect(await page.evaluate(() => (window as unknown as { foreignCall: () => Promise<string> }).foreignCall())).toContain('The blik plugin is not hosted')
    await page.close()
  }, 60_000)

  it('payloom/loader: the smallest page names its plugins; the controller frame reports an option mistake on the element', async () => {
    const page = await harness.browser.newPage()
    const intent = await createPaymentIntent(harness.sandbox)
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'mountLoaded' in window)
    await page.evaluate((clientSecret) => (window as unknown as { mountLoaded: (s: string, o: object) => void }).mountLoaded(clientSecret, { layout: 'grid' }), intent.client_secret)
    await page.waitForFunction(() => (window as unknown as { events: Array<{ name: string }> }).events.some((e) => e.name === 'loaderror'), undefined, { timeout: 30_000 })
    expect((await events(page, 'loaderror'))[0]?.error).toMatchObject({ type: 'integration_error', message: expect.stringContaining('layout') })
    await page.close()
    const good = await harness.browser.newPage()
    await good.goto(harness.merchant.url)
    await good.waitForFunction(() => 'mountLoaded' in window)
    await good.evaluate((clientSecret) => (window as unknown as { mountLoaded: (s: string, o: object) => void }).mountLoaded(clientSecret, {}), intent.client_secret)
    const loadedForm = good.frameLocator('#loaded iframe')
    await loadedForm.getByLabel('Card number').fill('4242424242424242')
    await loadedForm.getByLabel('Expiration date').fill('12 / 34')
    await loadedForm.getByLabel('Security code').fill('123')
    await loadedForm.getByLabel('Postal code').fill('62701')
    await expect.poll(async () => (await events(good, 'change')).at(-1)?.complete).toBe(true)
    await good.close()
  }, 60_000)

  it('leaves the page for a bank redirect the controller frame asks for', async () => {
    const page = await harness.browser.newPage()
    const intent = await createPaymentIntent(harness.sandbox, { payment_method_types: ['ideal'], currency: 'eur' })
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'payIdeal' in window)
    void page.evaluate(([secret, returnUrl]) => (window as unknown as { payIdeal: (s: string, r: string) => Promise<unknown> }).payIdeal(secret, returnUrl), [intent.client_secret, `${harness.merchant.url}?returned=1`] as const).catch(() => undefined)
    await page.waitForURL((url) => url.origin === harness.sandbox.url, { timeout: 30_000 })
    await page.getByRole('button', { name: 'Authorize test payment' }).click()
    await page.waitForURL((url) => url.searchParams.get('returned') === '1', { timeout: 30_000 })
    expect(new URL(page.url()).searchParams.get('payment_intent')).toBe(intent.id)
    await page.close()
  }, 60_000)

  it("loads the merchant's font stylesheets inside the frame", async () => {
    const page = await harness.browser.newPage()
    const cssSrc = 'https://fonts.payloom.test/inter.css'
    await openPayment(page, '', { fonts: [{ cssSrc }], appearance: { variables: { fontFamily: 'Inter, sans-serif' } } })
    await form(page).getByLabel('Card number').waitFor()
    const frame = elementFrame(page)
    expect(await frame.evaluate((href) => document.querySelectorAll(`link[rel="stylesheet"][href="${href}"]`).length, cssSrc)).toBe(1)
    expect(await form(page).getByLabel('Card number').evaluate((input) => getComputedStyle(input).fontFamily)).toContain('Inter')
    // The merchant's page got no stylesheet of payloom's: the look lives in the frame.
    expect(await page.locator(`link[href="${cssSrc}"]`).count()).toBe(0)
    await page.close()
  }, 60_000)

  it('reports a decline and an invalid number as the inline form does', async () => {
    const page = await harness.browser.newPage()
    await openPayment(page)
    await fillCard(page, '4000000000000002')
    const declined = await pay(page)
    expect(declined.value?.error).toMatchObject({ type: 'card_error', code: 'card_declined' })
    // The error shows in the frame, on the card field.
    await form(page).getByText(declined.value!.error.message as string).first().waitFor()
    // axe-core (WCAG 2.2 A and AA) in the page and in every frame, with an error showing: nothing.
    for (const target of page.frames()) expect(await axeViolations(target)).toEqual([])
    await form(page).getByLabel('Card number').fill('4242424242424241')
    await form(page).getByLabel('Postal code').click()
    const invalid = await pay(page)
    expect(invalid.value?.error).toMatchObject({ type: 'validation_error', code: 'invalid_number' })
    await page.close()
  }, 60_000)

  it('shows the card brand logos, named for screen readers, sized and aligned with the number, in both hostings', async () => {
    for (const hosting of ['isolated', 'inline'] as const) {
      const page = await harness.browser.newPage()
      const shot = screenshotSteps(page, `card-logos-${hosting}`)
      await openPayment(page, hosting === 'inline' ? '?hosting=inline' : '')
      const scope = hosting === 'inline' ? inlineForm(page) : form(page)
      const document = hosting === 'inline' ? page.mainFrame() : elementFrame(page)
      const accepted = scope.getByRole('list', { name: 'Accepted cards' }).getByRole('img')
      await expect.poll(() => accepted.evaluateAll((logos) => logos.map((logo) => logo.getAttribute('aria-label'))), { timeout: 10_000 }).toEqual(['American Express', 'Diners Club', 'Discover', 'Elo', 'JCB', 'Mastercard', 'UnionPay', 'Visa'])
      // Each drew its mark (loaded on first show), not an empty box.
      await expect.poll(() => accepted.evaluateAll((logos) => logos.every((logo) => logo.querySelector('path') !== null)), { timeout: 10_000 }).toBe(true)
      const number = scope.getByLabel('Card number')
      const brand = scope.locator('.p-CardBrandIcon')
      // No brand yet: a plain card, which a screen reader skips.
      expect(await brand.getAttribute('aria-hidden')).toBe('true')
      await number.fill('3530111333300000')
      await expect.poll(() => brand.getAttribute('aria-label')).toBe('JCB')
      await expect.poll(() => brand.evaluate((logo) => logo.querySelector('path') !== null), { timeout: 10_000 }).toBe(true)
      // JCB shows twice (the list and the field): its gradients' ids stay unique in the document.
      const ids = await document.evaluate(() => [...window.document.querySelectorAll('[id]')].map((element) => element.id))
      expect(ids.filter((id) => id.startsWith('p-logo')).length).toBeGreaterThan(0)
      expect(new Set(ids).size).toBe(ids.length)
      // In the input's end, centred on it, 3:2, with the digits stopping before it.
      const [logoBox, inputBox] = [(await brand.boundingBox())!, (await number.boundingBox())!]
      expect(logoBox.width / logoBox.height).toBeCloseTo(1.5, 1)
      expect(logoBox.height).toBeGreaterThan(14)
      expect(logoBox.height).toBeLessThan(inputBox.height)
      expect(Math.abs(logoBox.y + logoBox.height / 2 - (inputBox.y + inputBox.height / 2))).toBeLessThanOrEqual(1)
      expect(logoBox.x + logoBox.width).toBeLessThan(inputBox.x + inputBox.width)
      const paddingEnd = await number.evaluate((input) => parseFloat(getComputedStyle(input).paddingRight))
      expect(inputBox.x + inputBox.width - paddingEnd).toBeLessThanOrEqual(logoBox.x)
      await number.fill('4242424242424242')
      await expect.poll(() => brand.getAttribute('aria-label')).toBe('Visa')
      await shot('visa')
      // axe-core (WCAG 2.2 A and AA) in the page and in every frame: the logos add nothing to fix.
      for (const target of page.frames()) expect(await axeViolations(target)).toEqual([])
      await page.close()
    }
  }, 90_000)

  it('opens the 3D Secure challenge from the controller, as a provider-origin modal on the page', async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1024, height: 768 } })
    await openPayment(page)
    await fillCard(page, '4000002500003155')
    const result = pay(page)
    const challenge = page.frameLocator('iframe[title="Card authentication"]')
    await challenge.getByRole('button', { name: 'Approve' }).waitFor()
    expect(await page.locator('iframe[title="Card authentication"]').evaluate((frame) => new URL((frame as HTMLIFrameElement).src).origin)).toBe(harness.sandbox.url)
    await challenge.getByRole('button', { name: 'Approve' }).click()
    expect((await result).value?.paymentIntent?.status).toBe('succeeded')
    await page.close()
  }, 60_000)

  it("forwards the controller's settings: the merchant's page may not set logging params (the controller frame judges the page, not itself); a credentials update shows in the page's instance", async () => {
    const page = await harness.browser.newPage()
    const intent = await createPaymentIntent(harness.sandbox)
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'controllerSettings' in window)
    const settings = (clientSecret: string) => (window as unknown as { controllerSettings: (s: string) => Promise<unknown> }).controllerSettings(clientSecret)
    expect(await page.evaluate(settings, intent.client_secret)).toEqual({
      logging: 'IntegrationError: This function may only be called from trusted domains',
      credentials: { publishableKey: pk, stripeAccount: 'acct_1', apiVersion: '2024-06-20' },
      properties: [pk, 'acct_1', '2024-06-20'],
      cleared: null,
      // The controller frame's calls go on with the credentials in force.
      retrieved: 'requires_payment_method',
    })
    await page.close()
  }, 60_000)

  it('drops and logs frame messages from the wrong origin; the page cannot drive the form', async () => {
    const page = await harness.browser.newPage()
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await openPayment(page)
    await fillCard(page, '4242424242424242')
    // The merchant's page (or a script in it) forges frame traffic: a render to the element frame,
    // a patch to the controller as if from the element frame. Both carry the right marker.
    await page.evaluate(() => {
      const controller = document.querySelector<HTMLIFrameElement>('iframe[name^="payloom-controller-"]')
      const element = document.querySelector<HTMLIFrameElement>('#payment iframe')
      const sharedId = controller!.name.replace('payloom-controller-', '')
      const elementId = element!.name.slice(`payloom-element-${sharedId}-`.length)
      element!.contentWindow!.postMessage({ payloomSharedId: sharedId, kind: 'toForm', elementId, body: { kind: 'render', elementId, view: {} } }, '*')
      controller!.contentWindow!.postMessage({ payloomSharedId: sharedId, kind: 'toController', elementId, body: { kind: 'patch', elementId, patch: { number: '4000000000000002' } } }, '*')
      controller!.contentWindow!.postMessage({ payloomSharedId: `${sharedId}:page`, kind: 'nonsense' }, '*')
    })
    await expect.poll(() => logged.filter((text) => text.includes('ignored')).length).toBeGreaterThanOrEqual(3)
    expect(logged.filter((text) => text.includes('ignored')).join('\n')).toMatch(/element frame: ignored a message \(origin\)[\s\S]*controller: ignored a frame message \(origin\)/)
    // Nothing was acted on: the form still shows the number typed, and pays with it.
    expect(await form(page).getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242')
    expect((await pay(page)).value?.paymentIntent?.status).toBe('succeeded')
    await page.close()
  }, 60_000)
})
