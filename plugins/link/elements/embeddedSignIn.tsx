import type { ElementContext, ToController } from 'payloom'
import type { LinkWallet } from '../runtime/linkWallet.ts'
import { AuthenticationPlacement } from '../wallet/views.ts'
import { CodeEntry, codeLength, digitsOf, verifyingView, type VerifyingView } from './CodeEntry.tsx'

/**
 * The embedded placement (wallet.md §2 "Authentication placement priority"): where no link
 * authentication element is mounted and the wallet runs in the merchant's page (inline hosting,
 * where no provider-origin modal can reach it), a Link consumer the payment element found enters
 * their code in the payment element itself, under the method's form, with the same code entry as
 * the element and the modal (CodeEntry).
 */

type Request = { readonly kind: 'confirm'; readonly code: string } | { readonly kind: 'resend' | 'decline' }

/** What the payment element keeps of it: the digits typed, and the call asked for. */
export interface EmbeddedState {
  readonly code: string
  readonly request: Request | undefined
}

export const initialEmbedded: EmbeddedState = { code: '', request: undefined }

/** Its messages (the code field, Resend code, Pay without Link); undefined for any other. */
export const reduceEmbedded = (state: EmbeddedState, message: ToController): EmbeddedState | undefined => {
  if (message.kind === 'patch' && 'code' in message.patch) {
    const code = digitsOf(message.patch.code)
    // The sixth digit sends the code, as in the link authentication element.
    return { code, request: code.length === codeLength ? { kind: 'confirm', code } : state.request }
  }
  if ((message.kind === 'focus' || message.kind === 'blur') && message.field === 'code') return state
  if (message.kind !== 'action') return undefined
  switch (message.action) {
    case 'link:resend': return { ...state, request: { kind: 'resend' } }
    case 'link:decline': return { ...state, request: { kind: 'decline' } }
    // A refused code is cleared for the next try.
    case 'link:embedded:done': return { code: state.request?.kind === 'confirm' ? '' : state.code, request: undefined }
    default: return undefined
  }
}

export type EmbeddedView = { readonly kind: 'embeddedSignIn'; readonly entry: VerifyingView; readonly code: string } | { readonly kind: 'useLink'; readonly label: string }

/** The code entry while a consumer verifies here; after "Pay without Link", the way back ("Pay with Link"). */
export const embeddedView = (state: EmbeddedState, wallet: LinkWallet, context: ElementContext): EmbeddedView | undefined => {
  const step = wallet.step()
  if (step.kind !== 'verifying' || wallet.signIn.placement() !== AuthenticationPlacement.embedded) return undefined
  return wallet.declined() ? { kind: 'useLink', label: context.t('link:use_link') } : { kind: 'embeddedSignIn', entry: verifyingView(step, context), code: state.code }
}

const started = new WeakSet<Request>()

/** The call asked for, once; resolves with the message that says it is done. */
export const embeddedLoad = (state: EmbeddedState, wallet: LinkWallet): Promise<ReadonlyArray<ToController>> | undefined => {
  const { request } = state
  if (request === undefined || started.has(request)) return undefined
  started.add(request)
  const work = request.kind === 'confirm' ? wallet.confirmCode(request.code)
    : request.kind === 'resend' ? wallet.resendCode()
    : Promise.resolve(wallet.decline())
  const done: ReadonlyArray<ToController> = [{ kind: 'action', elementId: '', action: 'link:embedded:done' }]
  return work.then(() => done, () => done)
}

export const EmbeddedSignIn = ({ view, send, elementId }: {
  readonly view: Extract<EmbeddedView, { readonly kind: 'embeddedSignIn' }>
  readonly send: (message: ToController) => void
  readonly elementId: string
}) => <CodeEntry view={view.entry} code={view.code} send={send} elementId={elementId} action={(name) => () => send({ kind: 'action', elementId, action: `link:${name}` })} />
