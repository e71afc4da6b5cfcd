import * as Effect from 'effect/Effect'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPayloom, type ExpressFlowContext, type ExpressSheetHost, type WalletGroupHost, type WalletModalFrames } from 'payloom'
import { card } from 'payloom/plugins/card'
import { link } from 'payloom/plugins/link'
import { ApiClient, makeApiClient } from '../../../../core/api/ApiClient.ts'
import type { ElementType } from '../../../../core/plugin/ElementDefinition.ts'
import { loadElementsSession, type ElementsSession } from '../../../../core/session/elementsSession.ts'
import type { SignInStep } from '../../../../plugins/link/runtime/walletView.ts'
import { returning } from '../../../sandbox/linkConsumers.ts'
import { createPaymentIntent, pk, startTestSandbox, type TestSandbox } from '../../../sandbox/sandboxClient.ts'

/**
 * Link's button in the express checkout element, through the plugin's public entry against the
 * sandbox (real HTTP): its availability by Link's rules for the group's elements session, and its
 * flow: the shopper signs in in Link's sign-in modal (the e-mail, then the code), picks a saved
 * card there, and the flow gives the payment method Link's share made, which pays the intent.
 * The modal page is played by posting what it would post to the controller frame's window.
 */

const controllerId = 'payloom-controller-express'
const modalName = `${controllerId}-link-sign-in`

let sandbox: TestSandbox
let origin: string
beforeAll(async () => {
  sandbox = await startTestSandbox()
  origin = new URL(sandbox.url).origin
})
afterAll(() => sandbox.dispose())
afterEach(() => vi.unstubAllGlobals())

const payloom = () => createPayloom(pk, { apiBase: sandbox.url, plugins: [card(), link()], locale: 'en' })

/** The elements session of a new payment intent of $20.00 that takes `types`, as an elements group loads it. */
const sessionFor = async (types: ReadonlyArray<string>) => {
  const intent = await createPaymentIntent(sandbox, { amount: 2000, currency: 'usd', payment_method_types: [...types] })
  const api = makeApiClient({ apiBase: sandbox.url, publishableKey: pk, apiVersion: payloom().apiVersion })
  const session = await Effect.runPromise(Effect.provideService(loadElementsSession({ clientSecret: intent.client_secret }, payloom().registry, 'en'), ApiClient, api))
  return { intent, session, api }
}

let keys = 0

/** One elements group with Link's plugin: its host (its express checkout element mounted) and the group's wallet. */
const groupWith = async (options: { readonly types?: ReadonlyArray<string>; readonly frames?: boolean } = {}) => {
  const plugin = link()
  const { intent, session, api } = await sessionFor(options.types ?? ['card', 'link'])
  const shown: string[] = []
  const frames: WalletModalFrames = {
    controllerId,
    mount: (name) => shown.push(`mount ${name}`),
    show: (name) => shown.push(`show ${name}`),
    hide: (name) => shown.push(`hide ${name}`),
  }
  const mounted: ElementType[] = ['expressCheckout']
  const host: WalletGroupHost = {
    runApi: (effect) => Effect.runPromise(Effect.provideService(effect, ApiClient, api)),
    session: (): ElementsSession => session,
    loaded: () => Promise.resolve(),
    locale: () => 'en',
    changed: () => undefined,
    providerOrigin: origin,
    // A key of its own: each group's shared session is its own.
    publishableKey: `${pk}_express${keys++}`,
    mountedElements: () => mounted,
    ...(options.frames === false ? {} : { modalFrames: frames }),
  }
  const wallet = plugin.inGroup!(host)
  // The wallet settles (its stored-login check finds nothing) before the test's window stands in.
  await new Promise((done) => setTimeout(done, 50))
  return { plugin, intent, session, wallet, shown }
}

/**
 * The controller frame's window, with the modal frame beside it: what the wallet shows the modal
 * page (`shown()`), and the page's messages (`post`), from its window at the provider's origin.
 */
const modalPage = () => {
  const listeners: Array<(event: object) => void> = []
  const sent: Array<{ readonly kind: string; readonly step: SignInStep; readonly express: boolean }> = []
  const modalWindow = { postMessage: (message: (typeof sent)[number]) => void sent.push(message) }
  vi.stubGlobal('window', {
    name: controllerId,
    addEventListener: (type: string, listener: (event: object) => void) => type === 'message' && listeners.push(listener),
    parent: { frames: { [modalName]: modalWindow } },
    // What a verified sign-in reports of the device (runtime/deviceSignals.ts).
    navigator: { languages: ['en-US'], language: 'en-US', platform: 'Linux x86_64', hardwareConcurrency: 8, maxTouchPoints: 0 },
    screen: { width: 1280, height: 800, colorDepth: 24 },
  })
  return {
    post: (data: object) => listeners.forEach((listener) => listener({ origin, source: modalWindow, data: { payloomSharedId: modalName, ...data } })),
    /** The step last shown, once the modal page is listened to. */
    step: (): SignInStep | undefined => sent.at(-1)?.step,
    sent,
    listening: () => listeners.length > 0,
  }
}

const sheet = {} as ExpressSheetHost
const contextOf = (session: ElementsSession): ExpressFlowContext => ({ session: { intentType: 'payment_intent', amount: session.amount, currency: session.currency }, sheet })

describe('Link\'s express checkout button, against the sandbox', () => {
  it('is offered where Link\'s rules offer Link for the group\'s session; hidden where the session does not list Link, and where the group has no modal frames', async () => {
    const offered = await groupWith()
    expect(await offered.plugin.availability(contextOf(offered.session).session, { paymentRequest: false, applePaySession: false, webAuthn: false })).toEqual({ available: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const cardOnly = await groupWith({ types: ['card'] })
    expect(await cardOnly.plugin.availability(contextOf(cardOnly.session).session, { paymentRequest: false, applePaySession: false, webAuthn: false }))
      .toEqual({ available: false, reason: 'domain_unregistered_or_backend_filtered' })
    // The merchant reads Link's own reason in the console.
    expect(warn.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringContaining('link_payment_method_not_present'))
    warn.mockRestore()
    const inline = await groupWith({ frames: false })
    expect(await inline.plugin.availability(contextOf(inline.session).session, { paymentRequest: false, applePaySession: false, webAuthn: false }))
      .toEqual({ available: false, reason: 'unsupported_browser' })
  })

  it('signs the shopper in (e-mail, code), gives the payment method Link shares for the card picked, which pays the intent; signed in, the next click goes straight to the cards', async () => {
    const { plugin, intent, session, shown } = await groupWith()
    const page = modalPage()
    const flow = plugin.confirm!(contextOf(session))
    await vi.waitFor(() => expect(page.listening()).toBe(true))
    page.post({ kind: 'hello' })
    // Mounted, named again after what it is for (paying with Link), shown.
    await vi.waitFor(() => expect([...shown].sort()).toEqual([`mount ${modalName}`, `mount ${modalName}`, `show ${modalName}`]))
    expect(page.sent.at(-1)).toMatchObject({ kind: 'show', express: true, step: { kind: 'signedOut' } })

    page.post({ kind: 'email', email: returning.email })
    await vi.waitFor(() => expect(page.step()).toMatchObject({ kind: 'verifying', factor: 'SMS', codeSent: true }))
    page.post({ kind: 'code', code: '000000' })
    await vi.waitFor(() => expect(page.step()?.kind).toBe('signedIn'), { timeout: 5_000 })
    const step = page.step() as Extract<SignInStep, { kind: 'signedIn' }>
    expect(step.cards.map((saved) => `${saved.brand} ${saved.last4}`)).toEqual(expect.arrayContaining(['Visa 4242', 'Mastercard 4444']))
    const visa = step.cards.find((saved) => saved.last4 === '4242')!

    page.post({ kind: 'pick', id: visa.id })
    const result = await flow
    expect(shown.at(-1)).toBe(`hide ${modalName}`)
    expect(result).toMatchObject({ paymentMethod: expect.stringMatching(/^pm_/), billingDetails: { email: returning.email } })
    const paymentMethod = (result as { readonly paymentMethod: string }).paymentMethod

    // What the lead's express confirm then sends: the intent confirmed with the payment method's id.
    const paid = await sandbox.call('POST', `/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret, payment_method: paymentMethod }, { key: pk })
    expect(paid.body).toMatchObject({ status: 'succeeded', payment_method: paymentMethod })
    const made = await sandbox.call('GET', `/v1/payment_methods/${paymentMethod}`)
    expect(made.body).toMatchObject({ type: 'card', card: { last4: '4242' } })

    // Signed in already: the modal opens on the cards, and closing it ends the flow as a cancel.
    const again = plugin.confirm!(contextOf(session))
    await vi.waitFor(() => expect(page.sent.at(-1)).toMatchObject({ express: true, step: { kind: 'signedIn' } }))
    page.post({ kind: 'close' })
    await expect(again).resolves.toEqual({ closed: 'cancel' })
  }, 20_000)
})
