import type { Locator, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messages as de } from '../../core/generated/locales/de.generated.ts'
import linkDe from '../../plugins/link/messages/de.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { alertText, payAndReadStatus, testCards, type Demo } from './demoCheckout.ts'
import { expectAccessible, fillShipping, framesOf, signIn, useLinkDemo, watch } from './linkShop.ts'
import { consumerCall, freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { tick } from './tick.ts'

/**
 * What a signed-in Link shopper does with their saved cards in the payment element, on the demo
 * shop in isolated hosting (wallet.md §2, §5, §8): the CVC asked for again where the payment
 * requires it (and carried by the share), a card a payment declined marked until it is updated,
 * logging out after a question (and the logout view while the call runs), adding a card from the
 * saved list. Each test has a consumer of its own, made through the sandbox's API.
 */

let demo: Demo

/** A new Link consumer with these cards saved (the first one is the default). */
const consumerWith = async (numbers: ReadonlyArray<string>) => {
  const email = freshEmail()
  const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
  for (const number of numbers) await saveCard(demo.sandbox, secret, number)
  return { email, secret }
}

const savedCards = async (secret: string) => (await consumerCall(demo.sandbox, 'payment_details/list', { types: ['CARD'] }, secret)).body.redacted_payment_details as ReadonlyArray<Record<string, any>>

/** The bodies of the share calls the page's frames send. */
const shares = (page: Page): URLSearchParams[] => {
  const sent: URLSearchParams[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/consumers/payment_details/share') sent.push(new URLSearchParams(request.postData() ?? ''))
  })
  return sent
}

/** The demo shop in a browser page of its own, signed in as `email`. */
const signedIn = async (email: string, folder: string, query = '') => {
  const checkout = await demo.open(`/?hosting=isolated${query}`, folder, { width: 800, height: 1300 })
  watch(checkout.page)
  const shared = shares(checkout.page)
  await framesOf(checkout.page).payment.getByRole('tab').first().waitFor({ timeout: 30_000 })
  await signIn(checkout.page, email)
  return { ...checkout, shared }
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus())

describe.skipIf(!canRunBrowserTests)('Link\'s saved cards in the payment element, isolated hosting (Chromium)', () => {
  useLinkDemo((started) => { demo = started })

  it('asks for the CVC again where the payment requires it: missing, it is incomplete_cvc on the field; given, it travels with the share and pays', async () => {
    const { email } = await consumerWith([testCards.succeeds])
    const { page, shot, shared, problems } = await signedIn(email, 'link-cards-cvc', '&cvc=recollect')
    const { payment, shipping } = framesOf(page)
    const cvc = payment.getByLabel('Security code for Visa •••• 4242', { exact: true })
    await cvc.waitFor()
    await shot('cvc-asked')
    await expectAccessible(page)

    await fillShipping(shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe('Your card\'s security code is incomplete.')
    // The field says so too, and has the focus.
    await payment.getByText('Your card\'s security code is incomplete.').waitFor()
    expect(await cvc.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => hasFocus(cvc)).toBe(true)
    expect(shared).toEqual([])
    await shot('cvc-missing')
    await expectAccessible(page)

    await page.keyboard.type('123')
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    expect(shared.map((body) => body.get('payment_method_options[card][cvc]'))).toEqual(['123'])
    expect(problems()).toEqual([])
    await page.close()
  }, 120_000)

  it('asks for the postal code and the name Link needs where the card has none on file, and saves them to the card before it is shared', async () => {
    const email = freshEmail('+full_name')
    const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
    await saveCard(demo.sandbox, secret, testCards.succeeds, { billing_address: { country_code: 'US' } })
    const { page, shot, shared } = await signedIn(email, 'link-cards-billing')
    const calls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/v1/consumers/payment_details/')) calls.push(pathname.replace('/v1/consumers/payment_details/', ''))
    })
    const { payment, shipping } = framesOf(page)
    const postalCode = payment.getByLabel('Postal code', { exact: true })
    const name = payment.getByLabel('Full name', { exact: true })
    await postalCode.waitFor()
    await fillShipping(shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe('Your postal code is incomplete.')
    await payment.getByText('Your full name is incomplete.').waitFor()
    await expect.poll(() => hasFocus(postalCode)).toBe(true)
    await shot('billing-missing')
    await expectAccessible(page)

    await postalCode.fill('62701')
    await name.fill('Jenny Rosen')
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    const [card] = await savedCards(secret)
    expect(calls).toEqual([card!.id, 'share'])
    expect(card).toMatchObject({ billing_address: { name: 'Jenny Rosen', postal_code: '62701', country_code: 'US' } })
    expect(shared).toHaveLength(1)
    await page.close()
  }, 120_000)

  it('asks nothing more where the payment does not require the CVC', async () => {
    const { email } = await consumerWith([testCards.succeeds])
    const { page, shared } = await signedIn(email, 'link-cards-no-cvc')
    const { payment, shipping } = framesOf(page)
    expect(await payment.getByLabel(/^Security code/).count()).toBe(0)
    await fillShipping(shipping)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    expect(shared.map((body) => body.has('payment_method_options[card][cvc]'))).toEqual([false])
    await page.close()
  }, 120_000)

  it('marks a card a payment declined, in the shopper\'s language, until it is updated; another card pays meanwhile', async () => {
    const { email, secret } = await consumerWith([testCards.declined, testCards.succeeds])
    const checkout = await demo.open('/?hosting=isolated&locale=de', 'link-cards-declined', { width: 800, height: 1300 })
    const { page, shot } = checkout
    watch(page)
    const { contact, payment, shipping } = framesOf(page)
    await payment.getByRole('tab').first().waitFor({ timeout: 30_000 })
    await contact.getByLabel(de['contact.email_label'], { exact: true }).fill(email)
    await contact.getByLabel(linkDe.code_label, { exact: true }).fill('000000')
    await payment.getByRole('radio').first().waitFor({ timeout: 30_000 })
    await fillShipping(shipping, de)
    await page.getByRole('button', { name: /^Pay / }).click()
    const declined = payment.getByText(linkDe.card_declined)
    await declined.waitFor({ timeout: 30_000 })
    // The radio of the card says why (its description), and paying with it again is refused before any call.
    expect(await payment.getByRole('radio').first().getAttribute('aria-describedby')).toMatch(/problem$/)
    await shot('declined')
    await expectAccessible(page)

    // Updated with a new expiry, it is offered again.
    const [first] = await savedCards(secret)
    const update = payment.getByRole('button', { name: `${de['savedMethods.update']} Visa •••• 0002` })
    await update.click()
    const year = String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')
    await payment.getByLabel(de['savedMethods.expiry_label'], { exact: true }).fill(`03 / ${year}`)
    await payment.getByRole('button', { name: de['savedMethods.save'], exact: true }).click()
    await expect.poll(() => declined.count()).toBe(0)
    expect((await savedCards(secret)).find((card) => card.id === first!.id)).toMatchObject({ card_details: { exp_month: 3 } })
    await shot('declined-updated')

    // Another card pays.
    await tick(payment.getByRole('radio').nth(1))
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await page.close()
  }, 120_000)

  it('marks a saved card expired once the shopper\'s clock is past its expiry: it pays only after its update', async () => {
    const { email, secret } = await consumerWith([testCards.succeeds])
    const { page, shot, shared } = await signedIn(email, 'link-cards-expired')
    const { payment, shipping } = framesOf(page)
    // Three years on in this browser (the sandbox's own clock is today's): the card, saved to December next year but one, has expired.
    const later = new Date().getUTCFullYear() + 3
    await page.clock.install()
    await page.clock.setSystemTime(new Date(Date.UTC(later, 5, 1)))
    await fillShipping(shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe('This card has expired. Update its expiration date or choose another payment method.')
    await payment.getByText(`Expired 12/${String((later - 1) % 100).padStart(2, '0')}`).waitFor()
    // focus() leads to the card's Update.
    const update = payment.getByRole('button', { name: 'Update Visa •••• 4242' })
    await expect.poll(() => hasFocus(update)).toBe(true)
    expect(shared).toEqual([])
    await shot('expired')
    await expectAccessible(page)

    await page.keyboard.press('Enter')
    await payment.getByLabel('Expiration date', { exact: true }).fill(`01 / ${String((later + 2) % 100).padStart(2, '0')}`)
    await payment.getByRole('button', { name: 'Save', exact: true }).click()
    await payment.getByText(`Expires 01/${String((later + 2) % 100).padStart(2, '0')}`).waitFor()
    expect((await savedCards(secret))[0]).toMatchObject({ card_details: { exp_month: 1, exp_year: later + 2 } })
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await page.close()
  }, 120_000)

  it('asks for the CVC of a card whose CVC was declined, saying so on the field, without marking the card declined', async () => {
    const { email } = await consumerWith(['4000000000000127', testCards.succeeds])
    const { page, shot, shared } = await signedIn(email, 'link-cards-cvc-declined')
    const { payment, shipping } = framesOf(page)
    await fillShipping(shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    const cvc = payment.getByLabel('Security code for Visa •••• 0127', { exact: true })
    await cvc.waitFor({ timeout: 30_000 })
    await payment.getByText('Your card\'s security code is incorrect.').first().waitFor()
    expect(await cvc.getAttribute('aria-invalid')).toBe('true')
    expect(await payment.getByText('This card was declined. Update it or choose another card.').count()).toBe(0)
    await shot('cvc-declined')
    await expectAccessible(page)

    // Given again, it travels with the share; the test card refuses any CVC, so the decline is said again.
    await cvc.fill('321')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect.poll(() => shared.map((body) => body.get('payment_method_options[card][cvc]'))).toEqual([null, '321'])
    await expect.poll(() => cvc.inputValue()).toBe('')
    await payment.getByText('Your card\'s security code is incorrect.').first().waitFor()
    // Another card pays.
    await tick(payment.getByRole('radio').nth(1))
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await page.close()
  }, 120_000)

  it('logs out only once the shopper confirms, showing the logout view while the call runs', async () => {
    const { email } = await consumerWith([testCards.succeeds])
    const { page, shot } = await signedIn(email, 'link-cards-logout')
    const { payment } = framesOf(page)
    await payment.getByRole('button', { name: 'Log out of Link' }).click()
    await payment.getByText('To pay with your saved cards again, you’ll need to confirm it’s you.').waitFor()
    // The question's Cancel has the focus: Enter keeps the shopper signed in.
    await expect.poll(() => payment.locator(':focus').textContent()).toBe('Cancel')
    await shot('logout-question')
    await expectAccessible(page)
    await page.keyboard.press('Enter')
    await payment.getByRole('radio').first().waitFor()

    // The logout call held: the logout view shows until it answers.
    let release: (() => void) | undefined
    const held = new Promise<void>((resolve) => { release = resolve })
    await page.route('**/v1/consumers/sessions/log_out', async (route: Route) => {
      await held
      await route.continue()
    })
    await payment.getByRole('button', { name: 'Log out of Link' }).click()
    await payment.getByRole('button', { name: 'Log out', exact: true }).click()
    const loggingOut = payment.getByRole('status').filter({ hasText: 'Logging out of Link…' })
    await loggingOut.waitFor()
    await shot('logging-out')
    await expectAccessible(page)
    release!()
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    expect(await loggingOut.count()).toBe(0)
    await page.close()
  }, 120_000)

  it('adds a card from the saved list, by keyboard: refused with the card form\'s errors, then saved, picked and paid with; at most 3 still show', async () => {
    const { email, secret } = await consumerWith([testCards.succeeds, '5555555555554444', '378282246310005'])
    const { page, shot, shared } = await signedIn(email, 'link-cards-add')
    const { payment, shipping } = framesOf(page)
    await payment.getByRole('button', { name: 'Add a card', exact: true }).focus()
    await page.keyboard.press('Enter')
    const number = payment.getByLabel('Card number', { exact: true })
    await expect.poll(() => hasFocus(number)).toBe(true)
    await payment.getByText('Add a card to Link').waitFor()
    await payment.getByRole('button', { name: 'Save', exact: true }).click()
    await payment.getByText('Your card number is incomplete.').waitFor()
    await expect.poll(() => hasFocus(number)).toBe(true)
    await shot('add-errors')
    await expectAccessible(page)

    await page.keyboard.type('6011111111111117')
    await page.keyboard.press('Tab')
    const year = String((new Date().getUTCFullYear() + 4) % 100).padStart(2, '0')
    await page.keyboard.type(`07 / ${year}`)
    await page.keyboard.press('Tab')
    await page.keyboard.type('123')
    // The country (the card picked's, the United States), then the postal code.
    await page.keyboard.press('Tab')
    expect(await payment.getByLabel('Country', { exact: true }).inputValue()).toBe('US')
    await page.keyboard.press('Tab')
    await page.keyboard.type('62701')
    await shot('add-filled')
    await page.keyboard.press('Enter')
    const added = payment.getByRole('radio', { name: /Discover •••• 1117/ })
    await added.waitFor({ timeout: 30_000 })
    expect(await added.isChecked()).toBe(true)
    expect(await payment.getByRole('radio').count()).toBe(3)
    const discover = (await savedCards(secret)).find((card) => card.card_details.last4 === '1117')
    expect(discover).toMatchObject({ is_default: false, card_details: { exp_month: 7 }, billing_address: { postal_code: '62701', country_code: 'US' } })
    await shot('added')
    await expectAccessible(page)

    await fillShipping(shipping)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    expect(shared.map((body) => body.get('id'))).toEqual([discover!.id])
    await page.close()
  }, 120_000)
})
