import type { FrameLocator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { messages as en } from '../../core/generated/locales/en.generated.ts'
import { axeViolations } from './axe.ts'
import { section, setField, startDemo, type Demo } from './demoCheckout.ts'

/**
 * The demo shop as a Link shopper meets it in isolated hosting: its frames, the sign-in with the
 * test code, and the checks every Link browser test makes (axe in every frame, no event refused by
 * the wallet's rules).
 */

/** The demo shop's e-mail, shipping and payment frames (isolated hosting: each element a frame on the provider's origin). */
export const framesOf = (page: Page) => ({
  contact: section(page, 'Contact').frameLocator('iframe'),
  shipping: section(page, 'Shipping address').frameLocator('iframe'),
  payment: section(page, 'Payment').frameLocator('iframe'),
})

/**
 * Waits until the payment element shows something: the methods, or a remembered shopper's saved
 * cards or one-click card instead (a stored login recognised before the form's first render, as on
 * a slow machine, shows no methods at all).
 */
export const paymentShown = (page: Page): Promise<void> =>
  framesOf(page).payment.locator('.p-Payment, .p-LinkSaved, .p-LinkOneClick').filter({ visible: true }).first().waitFor({ timeout: 30_000 })

/** axe-core finds nothing in the page and in every frame (the wallet's hidden ones too). */
export const expectAccessible = async (page: Page): Promise<void> => {
  for (const frame of page.frames()) expect(await axeViolations(frame), frame.url()).toEqual([])
}

/** The wallet's own complaints (an event its rules refused) in the pages watched: each is a defect. */
export const refusals: string[] = []
export const watch = (page: Page): Page => {
  page.on('console', (message) => {
    if (message.text().startsWith("payloom: Link's wallet refused")) refusals.push(message.text())
  })
  return page
}

/**
 * The test file's one demo shop, shop and provider as localhost (passkeys refuse an IP address as
 * their relying party), handed to `started`. After each test `after` runs (settings put back), then
 * the wallet's rules must have refused nothing: each refusal is shown in full.
 */
export const useLinkDemo = (started: (demo: Demo) => void, after?: () => Promise<unknown>): void => {
  let demo: Demo | undefined
  beforeAll(async () => {
    demo = await startDemo({ host: 'localhost' })
    started(demo)
  }, 60_000)
  afterAll(() => demo?.dispose())
  afterEach(async () => {
    await after?.()
    expect(refusals.splice(0).join('\n')).toBe('')
  })
}

/**
 * Chromium's virtual authenticator on `page`, standing for the shopper's device (a platform
 * authenticator with user verification): the passkeys it holds, and a way to forget them (a device
 * whose passkey is gone refuses the prompt).
 */
export const passkeyDevice = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  return {
    passkeys: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    forget: async () => { await cdp.send('WebAuthn.clearCredentials', { authenticatorId }) },
  }
}

/** Types the e-mail of a Link consumer and waits for the code input. */
export const startSignIn = async (contact: FrameLocator, email: string) => {
  await contact.getByLabel('Email', { exact: true }).fill(email)
  const code = contact.getByLabel('Verification code', { exact: true })
  await code.waitFor({ timeout: 30_000 })
  return code
}

/** Logs the signed-in shopper out of Link from the payment element: its Log out, then the question's yes (logout-confirmation). */
export const logOut = async (payment: FrameLocator): Promise<void> => {
  await payment.getByRole('button', { name: 'Log out of Link' }).click()
  await payment.getByRole('button', { name: 'Log out', exact: true }).click()
}

/** Signs a consumer in with the test code and waits for their saved cards. */
export const signIn = async (page: Page, email: string): Promise<void> => {
  const { contact, payment } = framesOf(page)
  const code = await startSignIn(contact, email)
  await code.fill('000000')
  await payment.getByRole('radio').first().waitFor({ timeout: 30_000 })
}

/**
 * A US shipping address typed into the demo's address element, which the demo asks for before it
 * pays; `labels` are those of the page's language (English unless given).
 */
export const fillShipping = async (shipping: FrameLocator, labels: Readonly<Record<string, string>> = en): Promise<void> => {
  await shipping.getByLabel(labels['address.label_name']!, { exact: true }).fill('Jenny Rosen')
  await shipping.getByText(labels['addressElement.enter_manually']!).click()
  await shipping.locator('[data-field="line1"]').fill('1 Main Street')
  await shipping.locator('[data-field="city"]').fill('Springfield')
  await setField(shipping.locator('[data-field="state"]'), 'IL')
  await shipping.locator('[data-field="postal_code"]').fill('62701')
}
