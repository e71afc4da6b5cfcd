import type { FrameLocator, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { pk } from '../sandbox/sandboxClient.ts'
import { canRunBrowserTests, merchantPageHarness, screenshotSteps } from './browserPage.ts'

type Hosting = 'isolated' | 'inline'

/**
 * The messaging elements on a product page in Chromium, in both hostings: paymentMethodMessaging
 * with the registered buy-now-pay-later plugins, and the Afterpay / Clearpay plugin's
 * afterpayClearpayMessageModal, each opening the plans dialog by keyboard.
 */
describe.skipIf(!canRunBrowserTests)('the messaging elements (Chromium)', () => {
  const harness = merchantPageHarness((sandbox) => `
      import { createElement } from 'react'
      import { createRoot } from 'react-dom/client'
      import { createPayloom } from 'payloom'
      import { AfterpayClearpayMessageElement, Elements, PaymentMethodMessagingElement } from 'payloom/react'
      import { affirm } from 'payloom/plugins/affirm'
      import { afterpayClearpay } from 'payloom/plugins/afterpay_clearpay'
      import { klarna } from 'payloom/plugins/klarna'
      import { card } from 'payloom/plugins/card'
      import { zip } from 'payloom/plugins/zip'
      const hosting = new URLSearchParams(location.search).get('hosting') ?? 'isolated'
      const payloom = createPayloom(${JSON.stringify(pk)}, { apiBase: ${JSON.stringify(sandbox.url)}, plugins: [card(), klarna(), afterpayClearpay(), affirm(), zip()], locale: 'en', hosting })
      window.ready = []
      // A product page: the price, then the messages under it.
      window.mount = (group, messagingOptions, afterpayOptions) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<button id="before">Add to cart</button><div id="messaging"></div><div id="afterpay"></div><button id="after">Buy now</button>')
        const elements = payloom.elements(group)
        window.messaging = elements.create('paymentMethodMessaging', messagingOptions)
        window.afterpay = elements.create('afterpayClearpayMessageModal', afterpayOptions)
        for (const [element, target] of [[window.messaging, '#messaging'], [window.afterpay, '#afterpay']]) {
          element.on('ready', (event) => window.ready.push(event.elementType))
          element.mount(target)
        }
      }
      // The same elements through payloom/react.
      window.mountReact = (group) => {
        document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="react"></div>')
        const onReady = (event) => window.ready.push(event.elementType)
        createRoot(document.querySelector('#react')).render(createElement(Elements, { payloom, options: group },
          createElement(PaymentMethodMessagingElement, { id: 'messaging', options: { paymentMethodTypes: ['afterpay_clearpay', 'klarna'] }, onReady }),
          createElement(AfterpayClearpayMessageElement, { id: 'afterpay', onReady })))
      }
      window.createWith = (type, options) => {
        try { payloom.elements({ mode: 'payment', amount: 5000, currency: 'usd' }).create(type, options); return 'created' } catch (error) { return error.message }
      }
    `)

  /** Opens the page in a hosting, mounts both elements, and waits until both are ready; collects the console's warnings. */
  const open = async (hosting: Hosting, group: object, messagingOptions: object = {}, afterpayOptions: object = {}) => {
    const page = await harness.browser.newPage({ viewport: { width: 720, height: 720 } })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(`${harness.merchant.url}?hosting=${hosting}`)
    await page.waitForFunction(() => 'mount' in window)
    await page.evaluate(([g, m, a]) => (window as unknown as { mount: (...args: object[]) => void }).mount(g, m, a), [group, messagingOptions, afterpayOptions] as const)
    await page.waitForFunction(() => (window as unknown as { ready: string[] }).ready.length === 2, undefined, { timeout: 30_000 })
    return { page, warnings }
  }
  /** Where an element's form is: its frame in isolated hosting, its container inline. */
  const scope = (page: Page, hosting: Hosting, id: string): Locator | FrameLocator => (hosting === 'isolated' ? page.frameLocator(`#${id} iframe`) : page.locator(`#${id}`))
  /** The message's lines as the shopper reads them, the last with its button's text (or the ⓘ). */
  const messageOf = async (form: Locator | FrameLocator): Promise<ReadonlyArray<string>> =>
    (await form.locator('.p-MessagingLine').allInnerTexts()).map((line) => line.replace(/\s+/g, ' ').trim())
  const dialog = (page: Page) => page.getByRole('dialog')
  /** A schedule's rows, each "when amount", spaces normalised. */
  const rowsOf = async (list: Locator): Promise<ReadonlyArray<string>> => (await list.getByRole('listitem').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())
  /** The focused control's name in an element's frame (isolated) or the page (inline). */
  const focusedText = async (page: Page, hosting: Hosting, id: string): Promise<string | null> => {
    const target = hosting === 'isolated' ? page.frame({ name: await page.locator(`#${id} iframe`).getAttribute('name') ?? '' }) : page.mainFrame()
    return target?.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null) ?? null
  }
  const elementFrames = (page: Page) => page.frames().filter((frame) => frame.url().includes('/frames/element.html'))

  it.each(['isolated', 'inline'] as const)('%s: says the plans that fit the price, opens and closes them by keyboard, axe finds nothing', async (hosting) => {
    const { page } = await open(hosting, { mode: 'payment', amount: 5000, currency: 'usd' }, { countryCode: 'US' }, { countryCode: 'US' })
    const shot = screenshotSteps(page, `messaging-${hosting}`)
    const messaging = scope(page, hosting, 'messaging')
    const afterpay = scope(page, hosting, 'afterpay')
    await expect.poll(() => messageOf(messaging)).toEqual(['4 interest-free payments of $12.50 with Klarna, Afterpay, or Zip', 'As low as $4.17 a month with Affirm Learn more'])
    expect(await messageOf(afterpay)).toEqual(['or 4 interest-free payments of $12.50 with Afterpay ⓘ'])
    // Each method's logo shows beside the names (decorative: the text names them).
    await expect.poll(() => messaging.locator('.p-MessagingLogos svg path').count()).toBeGreaterThan(3)
    expect(await messaging.locator('.p-MessagingLogos svg[aria-hidden="true"]').count()).toBe(4)
    await shot('messages')

    // Keyboard: Tab from the page into the element reaches "Learn more"; Enter opens the plans.
    await page.locator('#before').focus()
    await page.keyboard.press('Tab')
    expect(await focusedText(page, hosting, 'messaging')).toBe('Learn more')
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog(page).count()).toBe(1)
    const plans = dialog(page)
    await shot('plans-open')
    expect(await plans.getAttribute('aria-modal')).toBe('true')
    expect(await plans.getByRole('heading', { level: 2 }).innerText()).toBe('Pay over time')
    expect(await plans.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Klarna', 'Afterpay', 'Affirm', 'Zip'])
    expect(await rowsOf(plans.getByRole('list', { name: 'Payment schedule' }).first())).toEqual(['Today $12.50', 'In 2 weeks $12.50', 'In 4 weeks $12.50', 'In 6 weeks $12.50'])
    expect(await plans.innerText()).toContain('Rates from 0% to 36% APR, subject to an eligibility check.')
    // Focus is in the dialog and stays there: Tab goes to Close and cycles on it.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close')
    expect(await axeViolations(page)).toEqual([])
    await shot('plans-end')
    // Escape closes it, and focus returns to "Learn more".
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expect.poll(() => focusedText(page, hosting, 'messaging')).toBe('Learn more')

    // The Afterpay element's ⓘ, named "Learn more", opens its own plan; Close closes it.
    await page.keyboard.press('Tab')
    expect(await focusedText(page, hosting, 'afterpay')).toBe('Learn more')
    await page.keyboard.press('Space')
    await expect.poll(() => dialog(page).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Afterpay'])
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expect.poll(() => focusedText(page, hosting, 'afterpay')).toBe('Learn more')

    // A new price re-renders the message.
    await page.evaluate(() => (window as unknown as { messaging: { update: (options: object) => void } }).messaging.update({ amount: 10_000 }))
    await expect.poll(() => messageOf(messaging)).toEqual(['4 interest-free payments of $25.00 with Klarna, Afterpay, or Zip', 'As low as $8.34 a month with Affirm Learn more'])
    expect(await axeViolations(page)).toEqual([])
    for (const frame of elementFrames(page)) expect(await axeViolations(frame)).toEqual([])
    await page.close()
  }, 90_000)

  it('says Clearpay in the UK, in the shopper\'s language, and shows nothing, telling the merchant why, where no plan fits', async () => {
    const { page, warnings } = await open('isolated', { mode: 'payment', amount: 5000, currency: 'gbp', locale: 'fr' }, { countryCode: 'GB', paymentMethodTypes: ['afterpay_clearpay', 'affirm'] }, { countryCode: 'GB' })
    const shot = screenshotSteps(page, 'messaging-gb')
    // French writes the pound "£GB" (CLDR), apart from other pounds.
    await expect.poll(() => messageOf(scope(page, 'isolated', 'afterpay'))).toEqual(['ou 4 paiements sans intérêts de 12,50 £GB avec Clearpay ⓘ'])
    expect(await messageOf(scope(page, 'isolated', 'messaging'))).toEqual(['4 paiements sans intérêts de 12,50 £GB avec Clearpay En savoir plus'])
    // Affirm, named by the merchant, is left out: the merchant hears why.
    await expect.poll(() => warnings.find((warning) => warning.includes('paymentMethodMessaging'))).toBe('payloom paymentMethodMessaging element: Affirm (affirm) is offered for payments in usd, cad, not gbp.')
    await scope(page, 'isolated', 'afterpay').getByRole('button', { name: 'En savoir plus' }).click()
    const plans = dialog(page)
    await expect.poll(() => plans.getByRole('heading', { level: 2 }).innerText()).toBe('Payer en plusieurs fois')
    expect(await plans.getAttribute('lang')).toBe('fr')
    expect(await rowsOf(plans.getByRole('list', { name: 'Échéancier' }))).toEqual(['Aujourd’hui 12,50 £GB', 'Dans 2 semaines 12,50 £GB', 'Dans 4 semaines 12,50 £GB', 'Dans 6 semaines 12,50 £GB'])
    await shot('plans-fr')
    await plans.getByRole('button', { name: 'Fermer' }).click()
    // An amount above Clearpay's limit: the element renders nothing, and its frame takes no room.
    await page.evaluate(() => (window as unknown as { afterpay: { update: (options: object) => void } }).afterpay.update({ amount: 150_000 }))
    await expect.poll(() => page.locator('#afterpay iframe').evaluate((frame) => frame.getBoundingClientRect().height)).toBe(0)
    await expect.poll(() => warnings.find((warning) => warning.includes('afterpayClearpayMessageModal'))).toBe(
      'payloom afterpayClearpayMessageModal element: shows nothing for 150000 gbp in GB: Afterpay / Clearpay (afterpay_clearpay) takes at most 120000 (gbp, minor units); this payment is 150000.')
    await shot('nothing')
    await page.close()
  }, 60_000)

  it('shows the same messages through payloom/react', async () => {
    const page = await harness.browser.newPage()
    await page.goto(`${harness.merchant.url}?hosting=isolated`)
    await page.waitForFunction(() => 'mountReact' in window)
    await page.evaluate(() => (window as unknown as { mountReact: (group: object) => void }).mountReact({ mode: 'payment', amount: 12_000, currency: 'cad' }))
    await page.waitForFunction(() => (window as unknown as { ready: string[] }).ready.length === 2, undefined, { timeout: 30_000 })
    await expect.poll(() => messageOf(scope(page, 'isolated', 'messaging'))).toEqual(['4 interest-free payments of CA$30.00 with Afterpay or Klarna Learn more'])
    expect(await messageOf(scope(page, 'isolated', 'afterpay'))).toEqual(['or 4 interest-free payments of CA$30.00 with Afterpay ⓘ'])
    await page.close()
  }, 60_000)

  it('refuses bad options with a message naming the option, at create()', async () => {
    const page = await harness.browser.newPage()
    await page.goto(`${harness.merchant.url}?hosting=inline`)
    await page.waitForFunction(() => 'createWith' in window)
    const create = (type: string, options: object) => page.evaluate(([t, o]) => (window as unknown as { createWith: (t: string, o: object) => string }).createWith(t, o), [type, options] as const)
    expect(await create('paymentMethodMessaging', { amount: 12.5 })).toBe('Invalid value for amount: 12.5. Expected a positive whole number of the currency\'s smallest unit (1999 for 19.99).')
    expect(await create('paymentMethodMessaging', { paymentMethodTypes: ['card'] })).toBe('Invalid value for paymentMethodTypes[0]: "card". Expected one of affirm, afterpay_clearpay, alma, klarna, zip.')
    expect(await create('afterpayClearpayMessageModal', { paymentMethodTypes: ['klarna'] })).toBe('Unknown option paymentMethodTypes.')
    expect(await create('paymentMethodMessaging', { currency: 'euro', countryCode: 'uk' })).toBe('Invalid value for currency: "euro". Expected a three-letter ISO 4217 currency code such as "usd". Invalid value for countryCode: "uk". Expected a two-letter ISO 3166 country code in upper case such as "US".')
    await page.close()
  }, 30_000)
})
