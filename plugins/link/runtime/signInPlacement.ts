import type { WalletGroupHost } from 'payloom'
import { normalizeEmail } from 'payloom/validation/contact'
import type { SignInModal, ModalWallet } from '../signInModal/modalHost.ts'
import { AuthenticationPlacement, authenticationPlacement, SignInModalState } from '../wallet/views.ts'

/**
 * Where a group's Link consumer enters their code (wallet.md §2 "Authentication placement
 * priority"): the link authentication element when the group has one mounted; else, where the
 * wallet runs in the merchant's page (inline hosting), the payment element itself (embedded:
 * elements/embeddedSignIn.tsx); else (isolated hosting) the sign-in modal over the merchant's page.
 * Payloom links no financial accounts: that modal is never available.
 */
export interface SignInPlacement {
  /** The placement of highest priority available now. */
  placement(): AuthenticationPlacement | undefined
  /** The modal's state (wallet.md §2); disabled while it is not the placement. */
  modalState(): SignInModalState
  /**
   * The payment element looks up an e-mail (its sign-up's, or the merchant's default): a consumer
   * it finds verifies in the modal, which opens once their code is sent.
   */
  lookingUp(email: string): void
  /** Whether the e-mail the wallet holds is one the payment element looked up (its sign-up field keeps it then). */
  lookedUpHere(email: string | undefined): boolean
  /** The shopper asked for the modal again (the payment element's "Pay with Link"). */
  open(): void
  /** An element mounted or unmounted: the modal loads, or goes unopened or disabled. */
  elementsChanged(): void
  /** The wallet's step changed (the payment element asks after each change): the modal follows. */
  stepChanged(): void
  /**
   * The sign-in modal, enabled, for Link's express checkout button (which needs no payment element);
   * undefined where the group has no modal frames.
   */
  expressModal(): Promise<SignInModal | undefined>
}

export const signInPlacement = (host: WalletGroupHost, wallet: () => ModalWallet): SignInPlacement => {
  const mounted = (type: 'payment' | 'linkAuthentication'): boolean => host.mountedElements().includes(type)
  // The wallet runs in the controller frame (isolated hosting) when that frame's name, the controller id, is its window's.
  const inController = (): boolean => typeof window !== 'undefined' && host.modalFrames !== undefined && window.name === host.modalFrames.controllerId
  const placement = (): AuthenticationPlacement | undefined => authenticationPlacement(new Set([
    ...(mounted('linkAuthentication') ? [AuthenticationPlacement.externalLinkAuthentication] : []),
    // The wallet in the merchant's page (inline hosting): the code in the payment element; in the controller frame, the modal.
    inController() ? AuthenticationPlacement.externalAutofillModal : AuthenticationPlacement.embedded,
  ]))
  const inModal = (): boolean => placement() === AuthenticationPlacement.externalAutofillModal
  let modal: SignInModal | undefined
  let loading: Promise<SignInModal | undefined> | undefined
  /** The e-mail the payment element looked up last, and whether the modal opened for its code already. */
  let asked: string | undefined
  let openedFor: string | undefined

  /** The modal's code loads when it is first needed: a page with a link authentication element never loads it. */
  const load = (): Promise<SignInModal | undefined> => {
    const frames = host.modalFrames
    if (frames === undefined) return Promise.resolve(undefined)
    loading ??= import('../signInModal/modalHost.ts').then(({ makeSignInModal }) => {
      modal = makeSignInModal({
        frames, providerOrigin: host.providerOrigin, locale: host.locale, wallet: wallet(), changed: host.changed,
        merchant: () => ({ name: host.session()?.businessName, logoUrl: host.session()?.merchantLogoUrl }),
      })
      placed.elementsChanged()
      return modal
    })
    return loading
  }

  const placed: SignInPlacement = {
    placement,
    modalState: () => modal?.state() ?? SignInModalState.disabled,
    lookingUp: (email) => {
      asked = normalizeEmail(email)
      openedFor = undefined
    },
    lookedUpHere: (email) => email !== undefined && asked === normalizeEmail(email),
    open: () => {
      if (wallet().step().kind === 'verifying') modal?.open()
    },
    elementsChanged: () => {
      if (!mounted('payment')) return modal?.unmounted()
      if (!inModal()) return
      if (modal === undefined) return void load()
      modal.enable()
    },
    stepChanged: () => {
      if (modal === undefined) return
      modal.stepChanged()
      const step = wallet().step()
      // The consumer the payment element found verifies in the modal: it opens once for their code.
      if (step.kind === 'verifying' && inModal() && asked === step.email && openedFor !== asked) {
        openedFor = asked
        modal.open()
      }
    },
    expressModal: async () => {
      const loaded = await load()
      loaded?.enable()
      return loaded
    },
  }
  return placed
}
