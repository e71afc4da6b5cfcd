import type { FrameLocator, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messages as fr } from '../../core/generated/locales/fr.generated.ts'
import linkFr from '../../plugins/link/messages/fr.ts'
import { canRunBrowserTests } from './browserPage.ts'
import { alertText, payAndReadStatus, testCards, type CheckoutPage, type Demo } from './demoCheckout.ts'
import { expectAccessible, fillShipping, framesOf, logOut, signIn, startSignIn, useLinkDemo, watch } from './linkShop.ts'
import { consumerCall, consumerDelete, freshEmail, saveCard, signUp } from '../sandbox/linkConsumers.ts'
import { tick } from './tick.ts'

/**
 * Issue 10's flow 5 on the demo shop, isolated hosting: a signed-in Link consumer's saved cards
 * (update, remove, set default, at most 3) in the payment element, and their shipping addresses in
 * the address element (listed, picked, added, edited, made default, removed, gone at logout).
 * Each test has a consumer of its own, made through the sandbox's API.
 */

let demo: Demo

const cards = { visa: testCards.succeeds, mastercard: '5555555555554444', amex: '378282246310005', discover: '6011111111111117' } as const
/** Two digits of a year `ahead` of this one: the sandbox saves cards expiring in December two years on. */
const yy = (ahead: number): string => String((new Date().getUTCFullYear() + ahead) % 100).padStart(2, '0')

const address = (line1: string) => ({ name: 'Jenny Rosen', line_1: line1, locality: 'Springfield', administrative_area: 'IL', postal_code: '62701', country_code: 'US' })
const summary = (line1: string) => `Jenny Rosen, ${line1}, Springfield, IL 62701, United States`

/** A new Link consumer with these cards (the first one saved is the default) and shipping addresses (likewise). */
const consumerWith = async (saved: ReadonlyArray<string>, addresses: ReadonlyArray<string> = []) => {
  const email = freshEmail()
  const secret: string = (await signUp(demo.sandbox, email)).consumer_session.client_secret
  for (const number of saved) await saveCard(demo.sandbox, secret, number)
  for (const line1 of addresses) expect((await consumerCall(demo.sandbox, 'shipping_addresses', { address: address(line1) }, secret)).status).toBe(200)
  return { email, secret }
}

/** The consumer's cards and addresses as the sandbox keeps them (default first). */
const savedCards = async (secret: string) => (await consumerCall(demo.sandbox, 'payment_details/list', { types: ['CARD'] }, secret)).body.redacted_payment_details as ReadonlyArray<Record<string, any>>
const savedAddresses = async (secret: string) => (await consumerCall(demo.sandbox, 'shipping_addresses/list', {}, secret)).body.shipping_addresses as ReadonlyArray<Record<string, any>>

/** The saved-card calls the page's frames send (update, delete, list): what "nothing is sent" is counted on. */
const cardCalls = (page: Page): string[] => {
  const calls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/v1/consumers/payment_details/')) calls.push(`${request.method()} ${pathname.replace('/v1/consumers/payment_details/', '')}`)
  })
  return calls
}

/** The demo shop in a browser profile of its own, signed in as `email`. */
const signedIn = async (email: string, folder: string, query = ''): Promise<CheckoutPage & { readonly calls: string[] }> => {
  const checkout = await demo.open(`/?hosting=isolated${query}`, folder, { width: 800, height: 1300 })
  watch(checkout.page)
  const calls = cardCalls(checkout.page)
  await framesOf(checkout.page).payment.getByRole('tab').first().waitFor({ timeout: 30_000 })
  await signIn(checkout.page, email)
  // Counted from here: signing in lists the cards.
  calls.length = 0
  return { ...checkout, calls }
}

/** Whether `target` (in a frame of the page) has the focus: the focused element of its document, and its document the one focused. */
const hasFocus = (target: Locator) => target.evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus())
const focusedText = (frame: FrameLocator) => frame.locator(':focus').textContent()

describe.skipIf(!canRunBrowserTests)('Link saved details and addresses on the demo shop, isolated hosting (Chromium)', () => {
  useLinkDemo((started) => { demo = started })

  it('updates a saved card by keyboard: saved unchanged, nothing is sent; an expiry in the past is refused where typed; a new expiry and nickname are saved', async () => {
    const { email, secret } = await consumerWith([cards.visa])
    const { page, shot, calls, problems } = await signedIn(email, 'link-saved-update')
    const { payment } = framesOf(page)
    const update = payment.getByRole('button', { name: 'Update Visa •••• 4242' })
    await update.focus()
    await page.keyboard.press('Enter')
    const expiry = payment.getByLabel('Expiration date', { exact: true })
    const nickname = payment.getByLabel('Nickname (optional)', { exact: true })
    await expiry.waitFor()
    // The form opens on the card's own expiry and nickname, the focus in its first field.
    expect(await expiry.inputValue()).toBe(`12 / ${yy(2)}`)
    expect(await nickname.inputValue()).toBe('')
    await expect.poll(() => hasFocus(expiry)).toBe(true)
    await payment.getByText('Update Visa •••• 4242').waitFor()
    await shot('update-form')
    await expectAccessible(page)

    // Paying with the form open: it must be saved or cancelled first, and its Save takes the focus.
    await fillShipping(framesOf(page).shipping)
    await page.getByRole('button', { name: /^Pay / }).click()
    expect(await alertText(page)).toBe('Finish or cancel your change to this card before you continue.')
    const save = payment.getByRole('button', { name: 'Save', exact: true })
    await expect.poll(() => hasFocus(save)).toBe(true)
    await shot('pay-while-open')

    // Saved as it was: back to the list, and no call at all.
    await page.keyboard.press('Enter')
    await update.waitFor()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(calls).toEqual([])

    await update.focus()
    await page.keyboard.press('Enter')
    await expiry.fill('10 / 20')
    await page.keyboard.press('Enter')
    await payment.getByText('Your card\'s expiration year is in the past.').waitFor()
    expect(await expiry.getAttribute('aria-invalid')).toBe('true')
    await shot('expiry-in-the-past')
    expect(calls).toEqual([])

    await expiry.fill(`01 / ${yy(5)}`)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Travel')
    await page.keyboard.press('Enter')
    await payment.getByText('Travel', { exact: true }).waitFor()
    await payment.getByText(`Expires 01/${yy(5)}`).waitFor()
    expect(calls).toEqual([`POST ${(await savedCards(secret))[0]!.id}`])
    expect((await savedCards(secret))[0]).toMatchObject({ nickname: 'Travel', card_details: { exp_month: 1, exp_year: 2000 + Number(yy(5)) } })
    await shot('updated')
    await expectAccessible(page)
    expect(problems()).toEqual([])
    await page.close()
  }, 120_000)

  it('removes a saved card only once the shopper confirms; removing the last one brings back the methods', async () => {
    const { email, secret } = await consumerWith([cards.visa, cards.mastercard])
    const { page, shot, calls } = await signedIn(email, 'link-saved-remove')
    const { payment } = framesOf(page)
    expect(await payment.getByRole('radio').count()).toBe(2)
    await payment.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).click()
    await payment.getByText('Remove Mastercard •••• 4444? You won\'t be able to pay with it again unless you add it back.').waitFor()
    // The question's Cancel has the focus: Enter now keeps the card.
    await expect.poll(() => focusedText(payment)).toBe('Cancel')
    await shot('remove-question')
    await expectAccessible(page)
    await page.keyboard.press('Enter')
    await payment.getByRole('radio').nth(1).waitFor()
    expect(await payment.getByRole('radio').count()).toBe(2)
    expect(calls).toEqual([])

    await payment.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).click()
    await payment.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect.poll(() => payment.getByRole('radio').count()).toBe(1)
    expect(await payment.getByText('Mastercard •••• 4444').count()).toBe(0)
    expect((await savedCards(secret)).map((card) => card.card_details.last4)).toEqual(['4242'])
    await shot('removed')

    // The last card: the payment element shows the methods again.
    await payment.getByRole('button', { name: 'Remove Visa •••• 4242' }).click()
    await payment.getByRole('button', { name: 'Remove', exact: true }).click()
    await payment.getByLabel('Card number', { exact: true }).waitFor({ timeout: 30_000 })
    expect(await savedCards(secret)).toEqual([])
    expect(calls.filter((call) => call.startsWith('DELETE'))).toHaveLength(2)
    await shot('last-removed')
    await expectAccessible(page)
    await page.close()
  }, 120_000)

  it('makes another card the default, by keyboard: it is listed first, the only default, and the one paid with', async () => {
    const { email, secret } = await consumerWith([cards.visa, cards.mastercard])
    const { page, shot, calls } = await signedIn(email, 'link-saved-default')
    const { payment, shipping } = framesOf(page)
    const first = payment.locator('.p-LinkCard').first()
    expect(await first.textContent()).toContain('Visa •••• 4242')
    // Only a card that is not the default offers it.
    expect(await payment.getByRole('button', { name: 'Set as default Visa •••• 4242' }).count()).toBe(0)
    await payment.getByRole('button', { name: 'Set as default Mastercard •••• 4444' }).focus()
    await page.keyboard.press('Space')
    await expect.poll(() => first.textContent()).toContain('Mastercard •••• 4444')
    expect(await payment.locator('.p-LinkBadge').count()).toBe(1)
    expect(await first.locator('.p-LinkBadge').textContent()).toBe('Default')
    expect(await first.getByRole('radio').isChecked()).toBe(true)
    expect(calls).toEqual([`POST ${(await savedCards(secret))[0]!.id}`, 'POST list'])
    expect((await savedCards(secret)).map((card) => [card.card_details.last4, card.is_default])).toEqual([['4444', true], ['4242', false]])
    await shot('new-default')
    await expectAccessible(page)

    // Paying takes the new default.
    await fillShipping(shipping)
    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    await page.close()
  }, 120_000)

  it('shows at most 3 saved cards: the sandbox keeps 3, the default and the newest', async () => {
    const { email, secret } = await consumerWith([cards.visa, cards.mastercard, cards.amex, cards.discover])
    expect(await savedCards(secret)).toHaveLength(3)
    const { page, shot } = await signedIn(email, 'link-saved-cap')
    const { payment } = framesOf(page)
    expect(await payment.locator('.p-LinkCardLabel').allTextContents()).toEqual(['Visa •••• 4242', 'Discover •••• 1117', 'American Express •••• 0005'])
    await shot('three-cards')
    await page.close()
  }, 120_000)

  it('says in the shopper\'s language when Link refused a change, and keeps the card', async () => {
    const { email, secret } = await consumerWith([cards.visa, cards.mastercard])
    const checkout = await demo.open('/?hosting=isolated&locale=fr', 'link-saved-failed', { width: 800, height: 1300 })
    const page = watch(checkout.page)
    const { contact, payment } = framesOf(page)
    await payment.getByRole('tab').first().waitFor({ timeout: 30_000 })
    await contact.getByLabel(fr['contact.email_label'], { exact: true }).fill(email)
    await contact.getByLabel(linkFr.code_label, { exact: true }).fill('000000')
    await payment.getByRole('radio').first().waitFor({ timeout: 30_000 })
    // Removed in another browser meanwhile: this page's wallet still lists it.
    const mastercard = (await savedCards(secret)).find((card) => card.card_details.last4 === '4444')!
    expect((await consumerDelete(demo.sandbox, `payment_details/${mastercard.id}`, secret)).status).toBe(200)

    await payment.getByRole('button', { name: `${fr['savedMethods.update']} Mastercard •••• 4444` }).click()
    await payment.getByLabel(linkFr.card_nickname, { exact: true }).fill('Travail')
    await payment.getByRole('button', { name: fr['savedMethods.save'], exact: true }).click()
    await payment.getByRole('alert').filter({ hasText: linkFr.update_failed }).waitFor()
    await checkout.shot('update-failed')
    await expectAccessible(page)
    await payment.getByRole('button', { name: fr['savedMethods.cancel'], exact: true }).click()

    await payment.getByRole('button', { name: `${fr['savedMethods.remove']} Mastercard •••• 4444` }).click()
    await payment.getByRole('button', { name: fr['savedMethods.remove_confirm'], exact: true }).click()
    await payment.getByRole('alert').filter({ hasText: linkFr.remove_failed }).waitFor()
    await checkout.shot('remove-failed')
    await page.close()
  }, 120_000)

  it('lists the consumer\'s shipping addresses in the address element once signed in; picking one fills the form, and the order pays with it', async () => {
    const { email } = await consumerWith([cards.visa], ['1 Main Street', '2 Side Street'])
    const { page, shot, problems } = await signedIn(email, 'link-addresses-pick')
    const { shipping } = framesOf(page)
    // Offered, not put in place of the form the shopper may be typing in.
    const useSaved = shipping.getByRole('button', { name: 'Use a saved address' })
    await useSaved.waitFor({ timeout: 30_000 })
    expect(await shipping.getByLabel('Full name', { exact: true }).inputValue()).toBe('')
    await shot('offered')
    await useSaved.click()
    const list = shipping.getByRole('radiogroup', { name: 'Use a saved address' })
    await list.waitFor()
    expect(await list.getByRole('radio').count()).toBe(2)
    await list.getByRole('radio', { name: `${summary('1 Main Street')} (Default)` }).waitFor()
    await tick(list.getByRole('radio', { name: summary('2 Side Street') }))
    await shot('picked')
    await expectAccessible(page)

    // The form holds the address picked: its edit view shows it field by field.
    await shipping.getByRole('button', { name: `Edit ${summary('2 Side Street')}` }).click()
    expect(await shipping.getByLabel('Full name', { exact: true }).inputValue()).toBe('Jenny Rosen')
    expect(await shipping.locator('[data-field="line1"]').inputValue()).toBe('2 Side Street')
    expect(await shipping.locator('[data-field="city"]').inputValue()).toBe('Springfield')
    expect(await shipping.locator('[data-field="state"]').inputValue()).toBe('IL')
    expect(await shipping.locator('[data-field="postal_code"]').inputValue()).toBe('62701')
    await shipping.getByRole('button', { name: 'Cancel', exact: true }).click()
    expect(await list.getByRole('radio', { name: summary('2 Side Street') }).isChecked()).toBe(true)

    expect(await payAndReadStatus(page)).toMatch(/succeeded/i)
    expect(problems()).toEqual([])
    await page.close()
  }, 120_000)

  it('saves a typed address to Link, edits one, makes one the default and removes one, by keyboard; each reaches the consumer\'s Link', async () => {
    const { email, secret } = await consumerWith([cards.visa], ['1 Main Street'])
    const { page, shot } = await signedIn(email, 'link-addresses-change')
    const { shipping } = framesOf(page)
    await shipping.getByRole('button', { name: 'Use a saved address' }).waitFor({ timeout: 30_000 })
    await shipping.getByLabel('Full name', { exact: true }).fill('Jenny Rosen')
    await shipping.getByText('Enter address manually').click()
    await shipping.locator('[data-field="line1"]').fill('9 New Road')
    await shipping.locator('[data-field="city"]').fill('Springfield')
    await shipping.locator('[data-field="state"]').selectOption('IL')
    await shipping.locator('[data-field="postal_code"]').fill('62701')
    const saveToLink = shipping.getByRole('button', { name: 'Save this address to Link' })
    await shot('typed')
    await expectAccessible(page)
    await saveToLink.focus()
    await page.keyboard.press('Enter')
    const list = shipping.getByRole('radiogroup', { name: 'Use a saved address' })
    const added = list.getByRole('radio', { name: summary('9 New Road') })
    await added.waitFor()
    expect(await added.isChecked()).toBe(true)
    await expect.poll(() => hasFocus(added)).toBe(true)
    expect((await savedAddresses(secret)).map((saved) => [saved.address.line_1, saved.is_default])).toEqual([['1 Main Street', true], ['9 New Road', false]])
    await shot('saved-to-link')

    await shipping.getByRole('button', { name: `Make default ${summary('9 New Road')}` }).focus()
    await page.keyboard.press('Enter')
    await list.getByRole('radio', { name: `${summary('9 New Road')} (Default)` }).waitFor()
    expect(await shipping.getByRole('button', { name: /^Make default / }).count()).toBe(1)
    expect((await savedAddresses(secret)).map((saved) => [saved.address.line_1, saved.is_default])).toEqual([['9 New Road', true], ['1 Main Street', false]])
    await shot('new-default')
    await expectAccessible(page)

    // An edit: Link keeps it as a new address in place of the old one.
    await shipping.getByRole('button', { name: `Edit ${summary('1 Main Street')}` }).focus()
    await page.keyboard.press('Enter')
    await shipping.getByLabel('Address line 2 (optional)').fill('Apt 4')
    await shipping.getByRole('button', { name: 'Save address' }).focus()
    await page.keyboard.press('Enter')
    await list.getByRole('radio', { name: 'Jenny Rosen, 1 Main Street, Apt 4, Springfield, IL 62701, United States' }).waitFor()
    expect((await savedAddresses(secret)).map((saved) => [saved.address.line_1, saved.address.line_2, saved.is_default])).toEqual([['9 New Road', null, true], ['1 Main Street', 'Apt 4', false]])

    await shipping.getByRole('button', { name: `Remove ${summary('9 New Road')}` }).focus()
    await page.keyboard.press('Enter')
    await shipping.getByText('Remove this address?').waitFor()
    await shot('remove-question')
    await expectAccessible(page)
    await shipping.getByRole('button', { name: 'Remove', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => list.getByRole('radio').count()).toBe(1)
    // The provider passed the default to the address left.
    await list.getByRole('radio', { name: 'Jenny Rosen, 1 Main Street, Apt 4, Springfield, IL 62701, United States (Default)' }).waitFor()
    expect((await savedAddresses(secret)).map((saved) => saved.address.line_1)).toEqual(['1 Main Street'])
    await shot('removed')
    await page.close()
  }, 120_000)

  it('takes the Link addresses away when the shopper logs out', async () => {
    const { email } = await consumerWith([cards.visa], ['1 Main Street'])
    const { page, shot } = await signedIn(email, 'link-addresses-logout')
    const { payment, shipping } = framesOf(page)
    await shipping.getByRole('button', { name: 'Use a saved address' }).click({ timeout: 30_000 })
    await tick(shipping.getByRole('radio', { name: `${summary('1 Main Street')} (Default)` }))
    await logOut(payment)
    await payment.getByLabel('Card number', { exact: true }).waitFor()
    // The form starts again, empty, with nothing saved to offer.
    const name = shipping.getByLabel('Full name', { exact: true })
    await name.waitFor()
    expect(await name.inputValue()).toBe('')
    // The shopper is in the payment element: the address form does not take the focus from them.
    expect(await hasFocus(name)).toBe(false)
    expect(await shipping.getByRole('button', { name: 'Use a saved address' }).count()).toBe(0)
    expect(await shipping.getByRole('radio').count()).toBe(0)
    await shot('logged-out')
    await expectAccessible(page)

    // Signing in again brings them back.
    const { contact } = framesOf(page)
    await contact.getByLabel('Email', { exact: true }).fill('')
    await (await startSignIn(contact, email)).fill('000000')
    await shipping.getByRole('button', { name: 'Use a saved address' }).waitFor({ timeout: 30_000 })
    await page.close()
  }, 120_000)
})
