import { describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { axeViolations } from './axe.ts'
import { pk, type TestSandbox } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

/** A cardholder's new virtual card, and its details as a second key of the card reads them (what the displays must show). */
const issueCard = async (sandbox: TestSandbox) => {
  const address = { line1: '1 Main Street', city: 'San Francisco', state: 'CA', postal_code: '94111', country: 'US' }
  const holder = (await sandbox.call('POST', '/v1/issuing/cardholders', { name: 'Jenny Rosen', type: 'individual', billing: { address } })).body
  const card = (await sandbox.call('POST', '/v1/issuing/cards', { cardholder: holder.id, currency: 'usd', type: 'virtual' })).body
  const nonce = (await sandbox.call('POST', '/v1/ephemeral_key_nonces', {}, { key: pk })).body
  const key = (await sandbox.call('POST', '/v1/ephemeral_keys', { issuing_card: card.id, nonce: nonce.public_nonce })).body
  const read = (await sandbox.call('GET', `/v1/issuing/cards/${card.id}`, { expand: ['number', 'cvc', 'pin.number'], nonce: nonce.private_nonce }, { key: key.secret })).body
  return { id: card.id as string, number: read.number as string, cvc: read.cvc as string, pin: read.pin.number as string, expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100)}` }
}

describe.skipIf(!canRunBrowserTests)('issuing card displays, isolated hosting (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createPayloom } from 'payloom'
      const options = { apiBase: ${JSON.stringify(sandbox.url)}, locale: 'en' }
      const payloom = createPayloom(${JSON.stringify(pk)}, options)
      window.events = []
      window.makeNonce = () => payloom.createEphemeralKeyNonce()
      // The merchant's card page: each detail beside its own label, the number with its copy button.
      window.showCard = (issuingCard, nonce, ephemeralKeySecret) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', \`
          <section class="card" aria-label="Your virtual card">
            <div class="row"><span class="label" id="number-label">Card number</span><div class="with-copy"><div id="number"></div><div id="copy"></div></div></div>
            <div class="grid">
              <div><span class="label">Expires</span><div id="expiry"></div></div>
              <div><span class="label">CVC</span><div id="cvc"></div></div>
              <div><span class="label">PIN</span><div id="pin"></div></div>
            </div>
          </section>\`)
        const elements = payloom.elements({ appearance: { variables: { colorText: '#1e1b4b', colorPrimary: '#4338ca', colorBackground: '#ffffff', colorTextSecondary: '#4b5563' } } })
        const card = { issuingCard, nonce, ephemeralKeySecret, style: { base: { fontSize: '18px', letterSpacing: '0.04em', fontFamily: 'ui-monospace, monospace' } } }
        for (const [type, target] of [['issuingCardNumberDisplay', '#number'], ['issuingCardExpiryDisplay', '#expiry'], ['issuingCardCvcDisplay', '#cvc'], ['issuingCardPinDisplay', '#pin']]) {
          const element = elements.create(type, card)
          for (const name of ['change', 'loaderror', 'ready']) element.on(name, (event) => window.events.push({ name, event: JSON.parse(JSON.stringify(event)) }))
          element.mount(target)
        }
        elements.create('issuingCardCopyButton', { toCopy: 'number' }).mount('#copy')
      }
      // Inline hosting would render the card's number in this page: create() refuses.
      window.inlineCreate = () => {
        try {
          createPayloom(${JSON.stringify(pk)}, { ...options, hosting: 'inline' }).elements({ mode: 'setup', currency: 'usd' }).create('issuingCardNumberDisplay', { issuingCard: 'ic_1', nonce: 'ekn_public_1', ephemeralKeySecret: 'ek_test_1' })
          return 'created'
        } catch (error) {
          return error.name + ': ' + error.message
        }
      }
      // A display without its nonce and key: create() says what is missing.
      window.badCreate = () => {
        try {
          payloom.elements().create('issuingCardCvcDisplay', { issuingCard: 'ic_1' })
          return 'created'
        } catch (error) {
          return error.name + ': ' + error.message
        }
      }
      const style = document.createElement('style')
      style.textContent = \`
        body { font-family: system-ui, sans-serif; background: #f1f5f9; }
        .card { width: 380px; padding: 24px; border-radius: 16px; background: #ffffff; color: #1e1b4b; border: 1px solid #c7d2fe; display: flex; flex-direction: column; gap: 18px; }
        .label { display: block; font-size: 12px; color: #4b5563; margin-bottom: 4px; }
        .with-copy { display: flex; align-items: center; gap: 8px; } #number { flex: 1; } #copy { width: 44px; }
        .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }\`
      document.head.append(style)
    `)

  const frameOf = (page: Page, container: string): Promise<Frame> => page.locator(`${container} iframe`).elementHandle().then((handle) => handle!.contentFrame()).then((frame) => frame!)

  it('shows a test card in four groups of four, its expiry, CVC and PIN, copies the number, and the page reads none of it', async () => {
    const card = await issueCard(harness.sandbox)
    const context = await harness.browser.newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.sandbox.url })
    const page = await context.newPage()
    const shot = screenshotSteps(page, 'issuing-displays')
    await page.goto(harness.merchant.url)
    await page.waitForFunction(() => 'showCard' in window)
    expect(await page.evaluate(() => (window as unknown as { inlineCreate: () => string }).inlineCreate())).toBe(
      "IntegrationError: The issuing card elements show a card's details from the provider's origin, never in your page: create payloom with hosting: 'isolated' to use them.",
    )

    expect(await page.evaluate(() => (window as unknown as { badCreate: () => string }).badCreate())).toContain('Missing required option nonce.')

    // The browser makes the nonce; the merchant's server makes the card's key with it.
    const { nonce } = await page.evaluate(() => (window as unknown as { makeNonce: () => Promise<{ nonce: string }> }).makeNonce())
    const key = (await harness.sandbox.call('POST', '/v1/ephemeral_keys', { issuing_card: card.id, nonce })).body
    await page.evaluate(([id, given, secret]) => (window as unknown as { showCard: (...args: string[]) => void }).showCard(id!, given!, secret!), [card.id, nonce, key.secret] as const)

    const grouped = card.number.replace(/(\d{4})(?=\d)/g, '$1 ')
    expect(grouped).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/)
    const number = await frameOf(page, '#number')
    await number.locator('.p-IssuingValue', { hasText: grouped }).waitFor({ timeout: 30_000 })
    expect(await number.locator('.p-IssuingDisplay').innerText()).toContain(grouped)
    await (await frameOf(page, '#expiry')).locator('.p-IssuingValue', { hasText: card.expiry }).waitFor()
    await (await frameOf(page, '#cvc')).locator('.p-IssuingValue', { hasText: card.cvc }).waitFor()
    await (await frameOf(page, '#pin')).locator('.p-IssuingValue', { hasText: card.pin }).waitFor()
    // Screen readers hear which detail it is.
    expect(await number.locator('.p-IssuingDisplay').textContent()).toBe(`Card number${grouped}`)
    await shot('card-shown')

    // The copy button copies the number from its frame; the clipboard holds its digits.
    const copy = await frameOf(page, '#copy')
    const button = copy.getByRole('button', { name: 'Copy card number' })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await button.click()
    await copy.getByRole('status').filter({ hasText: 'Copied' }).waitFor()
    // The frames may write the clipboard only (their permissions policy): a page of the provider's origin reads it.
    const reader = await context.newPage()
    await reader.goto(`${harness.sandbox.url}/frames/element.html`)
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(card.number)
    await reader.close()
    await shot('number-copied')

    // The merchant's page cannot read the frames' documents, and its own DOM and events hold no detail.
    const reach = await page.evaluate(() => [...document.querySelectorAll('iframe')].map((frame) => {
      try { return frame.contentDocument?.body?.textContent ?? 'no document' } catch (error) { return (error as Error).name }
    }))
    expect(reach.length).toBeGreaterThanOrEqual(5)
    for (const seen of reach) expect(seen).not.toContain(card.number.slice(-8))
    const pageText = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify((window as unknown as { events: unknown }).events))
    for (const detail of [card.number, grouped, card.number.slice(4, 12)]) expect(pageText).not.toContain(detail)
    const changes = await page.evaluate(() => (window as unknown as { events: Array<{ event: Record<string, unknown> }> }).events.map((entry) => entry.event))
    expect(changes).toContainEqual({ elementType: 'issuingCardNumberDisplay', empty: false, complete: true })

    expect(await axeViolations(page)).toEqual([])
    for (const container of ['#number', '#copy', '#expiry', '#cvc', '#pin']) expect(await axeViolations(await frameOf(page, container))).toEqual([])
    await context.close()
  }, 60_000)
})
