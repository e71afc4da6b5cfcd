import { makeOriginValidator, textDirection, type Json, type Locale, type WalletModalFrames } from 'payloom'
import { loadMessages, messages, type LinkMessages } from '../messages.ts'
import type { SignInStep } from '../runtime/walletView.ts'
import { nextSignInModalState, SignInModalState, type SignInModalEvent } from '../wallet/views.ts'
import { modalMessage, signInModalName, signInModalUrl, type FromModal, type ToModal } from './protocol.ts'

/** What the modal asks of the group's wallet (plugins/link/runtime/linkWallet.ts). */
export interface ModalWallet {
  step(): SignInStep
  confirmCode(code: string): Promise<void>
  resendCode(): Promise<void>
  decline(): void
  signInWithPasskey(credential: Json): Promise<void>
  passkeyFailed(ceremony: 'signIn', failure: { readonly name: string; readonly message: string }): void
  /** Looks up the e-mail the shopper typed (the express flow's first step). */
  lookup(email: string): Promise<void>
}

/** The wallet's side of its sign-in modal, in the controller frame. */
export interface SignInModal {
  /** Its state (wallet.md §2): disabled, loading, unopened or open. */
  state(): SignInModalState
  /** The modal is where this group signs shoppers in (the payment element is mounted): its page loads, hidden. */
  enable(): void
  /** Shows it, over the merchant's page. */
  open(): void
  /** The payment element was unmounted: unopened if it was enabled, else disabled (wallet.md §2). */
  unmounted(): void
  /** The wallet's step changed: the page shows it; once signed in, the modal closes (but for the express flow). */
  stepChanged(): void
  /**
   * Opens the modal for Link's express checkout button: the shopper signs in there (the e-mail,
   * then the code) unless they are already, and picks a saved card. Resolves with the card's id,
   * or undefined when they closed it; the modal closes either way.
   */
  express(): Promise<string | undefined>
}

const strings = async (locale: Locale): Promise<LinkMessages> =>
  ((await loadMessages(locale)?.catch(() => undefined)) as LinkMessages | undefined) ?? messages.en

/**
 * The sign-in modal of one group's wallet. Its states go by `nextSignInModalState`; the page in
 * the modal frame is spoken to only once it said hello, and heard only from that frame's window
 * at the provider's origin with the modal's marker (wallet.md §5's origin validator).
 */
export const makeSignInModal = (options: {
  readonly frames: WalletModalFrames
  readonly providerOrigin: string
  readonly locale: () => Locale
  readonly wallet: ModalWallet
  /** The modal's state changed: the wallet's elements redraw (the payment element's "Pay with Link"). */
  readonly changed: () => void
  /** The merchant the modal shows the shopper, as the group's session names them now. */
  readonly merchant: () => ToModal['merchant']
}): SignInModal => {
  const { frames, providerOrigin, wallet } = options
  const name = signInModalName(frames.controllerId)
  let state: SignInModalState = SignInModalState.disabled
  /** Opening was asked for while the page still loaded: it opens once the page says hello. */
  let wanted = false
  /** The express flow open in the modal: how it ends (the card picked, or undefined when closed). */
  let express: ((picked: string | undefined) => void) | undefined
  const go = (event: SignInModalEvent): SignInModalState => {
    const before = state
    state = nextSignInModalState(state, event)
    if (before === SignInModalState.open && state !== SignInModalState.open) frames.hide(name)
    // Shown once named: the dialog opens under the name of what it is for now (its strings may still be loading).
    if (before !== SignInModalState.open && state === SignInModalState.open) void naming.then(() => state === SignInModalState.open && frames.show(name))
    if (before !== state) options.changed()
    return state
  }
  // The modal frame is a child of the merchant's page, by name: the controller frame's sibling
  // (isolated hosting, where the controller frame's name is its id), or the wallet's own child (inline).
  const page = (): Window => (window.name === frames.controllerId ? window.parent : window)
  const modalWindow = (): Window | undefined => (page().frames as unknown as Readonly<Record<string, Window | undefined>>)[name]
  const show = (): void => {
    if (state === SignInModalState.disabled || state === SignInModalState.loading) return
    const locale = options.locale()
    const message: ToModal = { kind: 'show', locale, dir: textDirection(locale), step: wallet.step(), express: express !== undefined, merchant: options.merchant() }
    modalWindow()?.postMessage(modalMessage(name, message), providerOrigin)
  }

  /**
   * Mounts the page the first time, then names its dialog again (mounting a kept frame only renames
   * it): after what the modal is for now, signing in or paying with Link, in the shopper's language.
   */
  let naming: Promise<void> = Promise.resolve()
  let named: string | undefined
  const nameDialog = (): void => {
    const locale = options.locale()
    const forExpress = express !== undefined
    if (named === `${locale} ${forExpress}`) return
    named = `${locale} ${forExpress}`
    naming = naming.then(() => strings(locale)).then((text) => frames.mount(name, signInModalUrl(providerOrigin, frames.controllerId), forExpress ? text.use_link : text.sign_in_title))
  }

  const validator = makeOriginValidator(name, [providerOrigin])
  const onMessage = (event: MessageEvent): void => {
    const verdict = validator.check(event)
    if (verdict.kind === 'ignored') return
    if (verdict.kind === 'rejected') return void console.warn(`payloom: Link's sign-in modal: ${verdict.error} (${verdict.reason}, ${event.origin}).`)
    if (event.source !== modalWindow()) return void console.warn('payloom: Link\'s sign-in modal ignored a message from a window that is not its frame.')
    const message = event.data as FromModal
    switch (message.kind) {
      case 'hello':
        go('loaded')
        if (wanted) go('opened')
        return show()
      case 'code': return void wallet.confirmCode(String(message.code))
      case 'resend': return void wallet.resendCode()
      case 'passkey': return void wallet.signInWithPasskey(message.credential)
      case 'passkeyFailed': return wallet.passkeyFailed('signIn', { name: String(message.name), message: String(message.message) })
      case 'decline':
        // "Pay without Link" in the express flow only closes it: the payment element still offers Link.
        if (express !== undefined) return close()
        close()
        return wallet.decline()
      case 'close':
        return close()
      case 'email': return void (express === undefined ? undefined : wallet.lookup(String(message.email)))
      case 'pick': return express === undefined ? undefined : close(String(message.id))
    }
  }
  const close = (picked?: string): void => {
    wanted = false
    const ending = express
    express = undefined
    go('closed')
    ending?.(picked)
  }

  return {
    state: () => state,
    enable: () => {
      if (state !== SignInModalState.disabled) return
      go('enabled')
      window.addEventListener('message', onMessage)
      nameDialog()
    },
    open: () => {
      nameDialog()
      wanted = true
      go('opened')
      show()
    },
    unmounted: () => {
      // The express flow needs no payment element: its modal stays open.
      if (express !== undefined) return
      wanted = false
      go('unmounted')
    },
    stepChanged: () => {
      const step = wallet.step()
      // Verified: the saved cards show in the payment element, behind the modal, which closes.
      if (express === undefined && (step.kind === 'loading' || step.kind === 'signedIn' || step.kind === 'signedOut')) close()
      show()
    },
    express: () => {
      // A second click while the modal is open ends the first flow as closed.
      close()
      const picked = new Promise<string | undefined>((resolve) => {
        express = resolve
      })
      nameDialog()
      wanted = true
      go('opened')
      show()
      return picked
    },
  }
}
