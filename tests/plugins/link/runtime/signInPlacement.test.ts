import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletGroupHost, WalletModalFrames } from 'payloom'
import { signInPlacement } from '../../../../plugins/link/runtime/signInPlacement.ts'
import type { ModalWallet } from '../../../../plugins/link/signInModal/modalHost.ts'
import type { SignInStep } from '../../../../plugins/link/runtime/walletView.ts'

/**
 * The rules of wallet.md §2 as the runtime uses them: where a group's consumer enters their code
 * (`authenticationPlacement`), and the sign-in modal's states (`nextSignInModalState`) as the
 * payment element mounts and unmounts, the modal page loads, the code is sent, the shopper closes
 * it. The window is a stand-in: the controller frame's, with the modal frame as a sibling.
 */

const providerOrigin = 'https://provider.test'
const controllerId = 'payloom-controller-abc'
const modalName = `${controllerId}-link-sign-in`

type Listener = (event: { readonly origin: string; readonly source: unknown; readonly data: unknown }) => void

let listeners: Listener[]
const modalWindow = { postMessage: vi.fn() }

beforeEach(() => {
  listeners = []
  modalWindow.postMessage.mockClear()
  // The controller frame's window (isolated hosting): named by the controller id, the modal frame its sibling.
  vi.stubGlobal('window', {
    name: controllerId,
    addEventListener: (type: string, listener: Listener) => type === 'message' && listeners.push(listener),
    parent: { frames: { [modalName]: modalWindow } },
  })
})
afterEach(() => vi.unstubAllGlobals())

/** A message arriving in the controller frame. */
const arrive = (data: object, from: { readonly origin?: string; readonly source?: unknown } = {}): void =>
  listeners.forEach((listener) => listener({ origin: from.origin ?? providerOrigin, source: from.source ?? modalWindow, data: { payloomSharedId: modalName, ...data } }))

const verifying: SignInStep = { kind: 'verifying', email: 'returning@link.test', factor: 'SMS', sentTo: '(•••) ••• ••55', checking: false, resent: false, passkey: null } as SignInStep

const group = (options: { readonly mounted: Array<'payment' | 'linkAuthentication' | 'expressCheckout'>; readonly frames?: boolean }) => {
  const mounted = [...options.mounted]
  const calls: string[] = []
  const frames: WalletModalFrames = {
    controllerId,
    mount: (name, url, title) => calls.push(`mount ${name} ${url} ${title}`),
    show: (name) => calls.push(`show ${name}`),
    hide: (name) => calls.push(`hide ${name}`),
  }
  const host = {
    providerOrigin,
    locale: () => 'en',
    changed: () => undefined,
    mountedElements: () => mounted,
    session: () => ({ businessName: 'Rocket Rides', merchantLogoUrl: 'https://files.example/rocket-rides.png' }),
    ...(options.frames === false ? {} : { modalFrames: frames }),
  } as unknown as WalletGroupHost
  let step: SignInStep = { kind: 'signedOut', known: false }
  const wallet: ModalWallet & { codes: string[]; declined: number; lookups: string[] } = {
    codes: [],
    declined: 0,
    lookups: [],
    lookup: async (email) => void wallet.lookups.push(email),
    step: () => step,
    confirmCode: async (code) => void wallet.codes.push(code),
    resendCode: async () => undefined,
    decline: () => void (wallet.declined += 1),
    signInWithPasskey: async () => undefined,
    passkeyFailed: () => undefined,
  }
  const placement = signInPlacement(host, () => wallet)
  return { placement, calls, wallet, mounted, setStep: (next: SignInStep) => { step = next } }
}

/** The modal's code loads on first use: wait for it. */
const loaded = () => vi.waitFor(() => expect(listeners.length).toBe(1))

describe('where a consumer enters their code (authenticationPlacement at run time)', () => {
  it('is the link authentication element when one is mounted: the modal is never loaded', async () => {
    const { placement, calls } = group({ mounted: ['payment', 'linkAuthentication'] })
    expect(placement.placement()).toBe('external_link_authentication')
    placement.elementsChanged()
    await new Promise((done) => setTimeout(done, 20))
    expect(placement.modalState()).toBe('disabled')
    expect(calls).toEqual([])
  })

  it('is the sign-in modal without that element where the wallet has modal frames (isolated hosting); the payment element itself inline (embedded)', async () => {
    expect(group({ mounted: ['payment'] }).placement.placement()).toBe('external_autofill_modal')
    const inline = group({ mounted: ['payment'], frames: false })
    expect(inline.placement.placement()).toBe('embedded')
    inline.placement.elementsChanged()
    await new Promise((done) => setTimeout(done, 20))
    expect(inline.placement.modalState()).toBe('disabled')
    expect(group({ mounted: ['payment', 'linkAuthentication'], frames: false }).placement.placement()).toBe('external_link_authentication')
    // Inline hosting with modal frames (the wallet in the merchant's page, not the controller frame): still embedded, the higher placement.
    vi.stubGlobal('window', { name: '', addEventListener: () => undefined, frames: {} })
    expect(group({ mounted: ['payment'] }).placement.placement()).toBe('embedded')
  })
})

describe('the sign-in modal\'s states at run time (nextSignInModalState)', () => {
  it('loads with the payment element, waits unopened, opens for the code of the e-mail the payment element looked up, and closes back to unopened', async () => {
    const { placement, calls, wallet, setStep } = group({ mounted: ['payment'] })
    placement.elementsChanged()
    await loaded()
    expect(placement.modalState()).toBe('loading')
    await vi.waitFor(() => expect(calls).toEqual([`mount ${modalName} ${providerOrigin}/frames/link-sign-in.html#${controllerId} Sign in to Link`]))

    arrive({ kind: 'hello' })
    expect(placement.modalState()).toBe('unopened')
    // What it shows goes to the modal frame only, at the provider's origin; with it, the merchant as the session names them.
    expect(modalWindow.postMessage).toHaveBeenLastCalledWith(expect.objectContaining({
      payloomSharedId: modalName, kind: 'show', locale: 'en', dir: 'ltr', merchant: { name: 'Rocket Rides', logoUrl: 'https://files.example/rocket-rides.png' },
    }), providerOrigin)

    // A code sent for an e-mail the link authentication element (not the payment element) looked up: it stays shut.
    setStep(verifying)
    placement.stepChanged()
    expect(placement.modalState()).toBe('unopened')

    placement.lookingUp(' Returning@Link.test ')
    placement.stepChanged()
    expect(placement.modalState()).toBe('open')
    await vi.waitFor(() => expect(calls.at(-1)).toBe(`show ${modalName}`))
    expect(placement.lookedUpHere('returning@link.test')).toBe(true)

    arrive({ kind: 'code', code: '000000' })
    expect(wallet.codes).toEqual(['000000'])

    arrive({ kind: 'close' })
    expect(placement.modalState()).toBe('unopened')
    expect(calls.at(-1)).toBe(`hide ${modalName}`)
    // It opened once for that code: a later change leaves it shut until the shopper asks again.
    placement.stepChanged()
    expect(placement.modalState()).toBe('unopened')
    placement.open()
    expect(placement.modalState()).toBe('open')

    // Signed in: it closes.
    setStep({ kind: 'loading', email: 'returning@link.test' })
    placement.stepChanged()
    expect(placement.modalState()).toBe('unopened')
  })

  it('opens once its page has loaded when asked before; "Pay without Link" closes it and declines', async () => {
    const { placement, wallet, setStep } = group({ mounted: ['payment'] })
    placement.elementsChanged()
    await loaded()
    setStep(verifying)
    placement.lookingUp('returning@link.test')
    placement.stepChanged()
    expect(placement.modalState()).toBe('loading')
    arrive({ kind: 'hello' })
    expect(placement.modalState()).toBe('open')
    arrive({ kind: 'decline' })
    expect(placement.modalState()).toBe('unopened')
    expect(wallet.declined).toBe(1)
  })

  it('goes unopened when the payment element unmounts after it was enabled; stays disabled if it never was', async () => {
    const never = group({ mounted: ['payment', 'linkAuthentication'] })
    never.mounted.splice(0)
    never.placement.elementsChanged()
    expect(never.placement.modalState()).toBe('disabled')

    const { placement, mounted, calls, setStep } = group({ mounted: ['payment'] })
    placement.elementsChanged()
    await loaded()
    arrive({ kind: 'hello' })
    setStep(verifying)
    placement.lookingUp('returning@link.test')
    placement.stepChanged()
    expect(placement.modalState()).toBe('open')
    mounted.splice(0)
    placement.elementsChanged()
    expect(placement.modalState()).toBe('unopened')
    expect(calls.at(-1)).toBe(`hide ${modalName}`)
  })

  it('hears only its frame at the provider\'s origin: another origin or window changes nothing', async () => {
    const { placement, wallet } = group({ mounted: ['payment'] })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    placement.elementsChanged()
    await loaded()
    arrive({ kind: 'hello' }, { origin: 'https://merchant.test' })
    expect(placement.modalState()).toBe('loading')
    arrive({ kind: 'code', code: '000000' }, { source: {} })
    expect(wallet.codes).toEqual([])
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining('Invalid shared session origin'),
      expect.stringContaining('not its frame'),
    ])
    warn.mockRestore()
  })
})

describe('the sign-in modal in the express checkout flow (Link\'s express button)', () => {
  const signedIn: SignInStep = { kind: 'signedIn', email: 'returning@link.test', cards: [], passkey: { kind: 'none' } }
  /** The last view the modal page was sent. */
  const lastShown = () => modalWindow.postMessage.mock.calls.at(-1)?.[0] as { readonly step: SignInStep; readonly express: boolean }

  it('loads and opens without a payment element, asks the e-mail and looks it up, stays open once signed in, and ends with the card picked', async () => {
    const { placement, calls, wallet, setStep } = group({ mounted: ['expressCheckout'] })
    const opening = placement.expressModal()
    await loaded()
    const modal = (await opening)!
    expect(placement.modalState()).toBe('loading')
    await vi.waitFor(() => expect(calls).toEqual([`mount ${modalName} ${providerOrigin}/frames/link-sign-in.html#${controllerId} Sign in to Link`]))
    const picked = modal.express()
    arrive({ kind: 'hello' })
    expect(placement.modalState()).toBe('open')
    // Its dialog is named after what it is for now, paying with Link, before it shows.
    await vi.waitFor(() => expect(calls.slice(-2)).toEqual([`mount ${modalName} ${providerOrigin}/frames/link-sign-in.html#${controllerId} Pay with Link`, `show ${modalName}`]))
    expect(lastShown()).toMatchObject({ express: true, step: { kind: 'signedOut' } })

    arrive({ kind: 'email', email: 'returning@link.test' })
    expect(wallet.lookups).toEqual(['returning@link.test'])
    setStep(verifying)
    modal.stepChanged()
    arrive({ kind: 'code', code: '000000' })
    expect(wallet.codes).toEqual(['000000'])
    // Signed in: the modal shows the cards to pick from instead of closing.
    setStep(signedIn)
    modal.stepChanged()
    expect(placement.modalState()).toBe('open')
    expect(lastShown()).toMatchObject({ express: true, step: { kind: 'signedIn' } })

    arrive({ kind: 'pick', id: 'csmrpd_1' })
    await expect(picked).resolves.toBe('csmrpd_1')
    expect(placement.modalState()).toBe('unopened')
    expect(calls.at(-1)).toBe(`hide ${modalName}`)
  })

  it('ends with nothing when the shopper closes it or chooses to pay without Link, which declines nothing; an unmount leaves it open', async () => {
    const { placement, wallet, mounted } = group({ mounted: ['payment', 'expressCheckout'] })
    const modal = (await placement.expressModal())!
    arrive({ kind: 'hello' })
    const first = modal.express()
    mounted.splice(0, 1)
    placement.elementsChanged()
    expect(placement.modalState()).toBe('open')
    arrive({ kind: 'decline' })
    await expect(first).resolves.toBeUndefined()
    expect(wallet.declined).toBe(0)
    const second = modal.express()
    arrive({ kind: 'close' })
    await expect(second).resolves.toBeUndefined()
    // Outside the express flow, an e-mail or a pick from the page is ignored.
    arrive({ kind: 'email', email: 'someone@example.com' })
    expect(wallet.lookups).toEqual([])
  })

  it('runs in the merchant\'s page too (inline hosting with modal frames): the modal frame is the page\'s own child', async () => {
    vi.stubGlobal('window', {
      name: '',
      addEventListener: (type: string, listener: Listener) => type === 'message' && listeners.push(listener),
      frames: { [modalName]: modalWindow },
      parent: { frames: {} },
    })
    const { placement } = group({ mounted: ['expressCheckout'] })
    const modal = (await placement.expressModal())!
    arrive({ kind: 'hello' })
    const picked = modal.express()
    expect(lastShown()).toMatchObject({ express: true, step: { kind: 'signedOut' } })
    arrive({ kind: 'pick', id: 'csmrpd_2' })
    await expect(picked).resolves.toBe('csmrpd_2')
  })

  it('is not there without modal frames', async () => {
    expect(await group({ mounted: ['expressCheckout'], frames: false }).placement.expressModal()).toBeUndefined()
  })
})
