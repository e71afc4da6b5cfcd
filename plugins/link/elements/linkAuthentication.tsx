import type { ElementContext, ElementDefinition, ElementFormProps, ElementModel, Json, ToController } from 'payloom'
import { linkAuthenticationElement as emailElement } from 'payloom/methods'
import { validateLinkAuthenticationOptions, type LinkAuthenticationOptions } from 'payloom/validation/options'
import type { LinkWallet } from '../runtime/linkWallet.ts'
import type { SignInStep } from '../runtime/walletView.ts'
import { CodeEntry, codeLength, digitsOf, verifyingView, type VerifyingView } from './CodeEntry.tsx'
import { walletOf } from '../runtime/walletOf.ts'
import type { EmailSource } from '../wallet/walletState.ts'
import { linkStyles } from './linkStyles.ts'
import { noPhoneTyped, PhoneEntry, phoneView, typedPhoneNumber, type PhoneTyped, type PhoneView } from './PhoneEntry.tsx'
import { loadPhoneRules, phoneRules } from './phoneRules.ts'

type EmailState = ReturnType<typeof emailElement.model.init>

/** What the element asks the wallet to do; the wallet's own state says how it went. */
type Request =
  /** `source`: the shopper typed it, or it is the merchant's default value for them. */
  | { readonly kind: 'lookup'; readonly email: string; readonly source: EmailSource }
  | { readonly kind: 'confirm'; readonly code: string }
  /** The phone typed again, in E.164, for an e-mail code that needs it. */
  | { readonly kind: 'phone'; readonly phone: string }
  | { readonly kind: 'resend' | 'decline' }
  /** The browser's passkey prompt answered (in the form's frame): its credential, or its failure. */
  | { readonly kind: 'passkey'; readonly credential: Json }
  | { readonly kind: 'passkeyFailed'; readonly name: string; readonly message: string }

interface State {
  readonly email: EmailState
  /** The digits of the one-time code typed so far. */
  readonly code: string
  /** The phone typed again for an e-mail code that needs it. */
  readonly phone: PhoneTyped
  readonly request: Request | undefined
}

/** The request an action of the form asks for; undefined for any other action. */
const requestOf = (action: string, payload: Json | undefined): Request | undefined => {
  switch (action) {
    case 'link:resend': return { kind: 'resend' }
    case 'link:decline': return { kind: 'decline' }
    case 'link:passkey:signIn': return payload === undefined ? undefined : { kind: 'passkey', credential: payload }
    case 'link:passkey:failed': {
      const failure = (typeof payload === 'object' && payload !== null ? payload : {}) as { name?: unknown; message?: unknown }
      return { kind: 'passkeyFailed', name: String(failure.name ?? 'UnknownError'), message: String(failure.message ?? '') }
    }
    default: return undefined
  }
}

/** The e-mail the element holds once it is a whole address: only then is it looked up. */
const completeEmail = (state: EmailState, context: ElementContext<LinkAuthenticationOptions>): string | undefined => {
  const change = emailElement.model.change(state, context)
  const email = (change.value as { email: string }).email
  return change.complete ? email : undefined
}


/** The requests already handed to the wallet: `load` runs after every message, each request once. */
const started = new WeakSet<Request>()

const run = (wallet: LinkWallet, request: Request): Promise<void> => {
  switch (request.kind) {
    case 'lookup': return wallet.lookup(request.email, request.source)
    case 'phone': return wallet.submitPhone(request.phone)
    case 'confirm': return wallet.confirmCode(request.code)
    case 'resend': return wallet.resendCode()
    case 'decline': return Promise.resolve(wallet.decline())
    case 'passkey': return wallet.signInWithPasskey(request.credential)
    case 'passkeyFailed': return Promise.resolve(wallet.passkeyFailed('signIn', request))
  }
}

/**
 * The phone form's messages: what was typed, the country, "Send code" (the number in E.164 once it
 * is valid, else its error shows), and the phone rules arriving; undefined for any other message.
 */
const phoneOf = (state: State, message: ToController, context: ElementContext): State | undefined => {
  if (message.kind === 'patch' && typeof message.patch.linkPhone === 'string') return { ...state, phone: { ...state.phone, phone: message.patch.linkPhone } }
  if ((message.kind === 'focus' || message.kind === 'blur') && message.field === 'linkPhone') return state
  if (message.kind !== 'action') return undefined
  switch (message.action) {
    case 'link:phoneCountry': return typeof message.payload === 'string' ? { ...state, phone: { ...state.phone, country: message.payload } } : state
    // The rules arrived: the same state, shown again with them.
    case 'link:phoneRules': return { ...state }
    case 'link:sendPhone': {
      const step = walletOf(context).step()
      if (step.kind !== 'verifying' || step.phone === null) return state
      const typed = { ...state.phone, submitted: true }
      const phone = typedPhoneNumber(typed, step.phone)
      return { ...state, phone: typed, request: phone === undefined ? state.request : { kind: 'phone', phone } }
    }
    default: return undefined
  }
}

/**
 * The link authentication element with Link: the core's e-mail field, and once the e-mail is a
 * Link consumer's, the one-time code (or passkey) that signs them in (wallet.md §2, §4). The
 * consumer it signs in is the group's (`context.wallets.link`): the payment element then shows
 * their saved cards.
 */
const model: ElementModel<State, LinkAuthenticationOptions> = {
  init: (context) => {
    // The merchant's e-mail for the shopper is looked up as theirs, not as typed (wallet.md §4:
    // it waits for the check of a stored login, which it may reset).
    const email = emailElement.model.init(context)
    const given = completeEmail(email, context)
    return { email, code: '', phone: noPhoneTyped, request: given === undefined ? undefined : { kind: 'lookup', email: given, source: 'default_value' } }
  },
  reduce: (state, message, context) => {
    const phone = phoneOf(state, message, context)
    if (phone !== undefined) return phone
    if (message.kind === 'patch' && 'code' in message.patch) {
      const code = digitsOf(message.patch.code)
      // The sixth digit sends the code: no button to press (a pasted code goes at once too).
      return { ...state, code, request: code.length === codeLength ? { kind: 'confirm', code } : state.request }
    }
    if (message.kind === 'action' && message.action === 'link:requestDone') {
      // A refused code is cleared for the next try.
      return { ...state, request: undefined, code: state.request?.kind === 'confirm' ? '' : state.code }
    }
    if (message.kind === 'action') {
      const request = requestOf(message.action, message.payload)
      return request === undefined ? state : { ...state, request }
    }
    if (message.kind === 'focus' && message.field === 'code') return state
    if (message.kind === 'blur' && message.field === 'code') return state
    const email = emailElement.model.reduce(state.email, message, context)
    if (email === state.email) return state
    const complete = completeEmail(email, context)
    return { ...state, email, request: complete === undefined ? state.request : { kind: 'lookup', email: complete, source: 'user_input' } }
  },
  view: (state, context) => {
    const step = walletOf(context).step()
    const shown = step.kind === 'verifying' && step.phone !== null ? phoneView(step.phone, state.phone, context) : stepView(step, context)
    return { email: emailElement.model.view(state.email, context), code: state.code, step: shown }
  },
  change: (state, context) => {
    const change = emailElement.model.change(state.email, context)
    const wallet = walletOf(context)
    // The form value autofill (wallet.md §2): OPT-OUT once the shopper chose to pay without Link, else NONE.
    const value = { ...change.value as { readonly email: string }, autofill: wallet.declined() ? 'OPT-OUT' : 'NONE' }
    return { ...change, value, authenticated: wallet.step().kind === 'signedIn' }
  },
  submit: (state, context) => ({ ...state, email: emailElement.model.submit(state.email, context) }),
  clear: (state, context) => ({ ...state, email: emailElement.model.clear(state.email, context), code: '' }),
  firstField: (state, context) => {
    const step = walletOf(context).step()
    if (step.kind !== 'verifying') return emailElement.model.firstField(state.email, context)
    return step.phone !== null ? 'linkPhone' : step.codeSent ? 'code' : undefined
  },
  load: (state, context) => {
    const { request } = state
    // A shopper this browser remembered is signed in before they type: the field shows who.
    const step = walletOf(context).step()
    if (step.kind === 'signedIn' && state.email.values.email === '') {
      return Promise.resolve([{ kind: 'patch', elementId: '', patch: { email: step.email }, source: 'autofill' }])
    }
    // The phone form checks and formats the number with the phone rules (libphonenumber): they load when it shows.
    if (step.kind === 'verifying' && step.phone !== null && phoneRules() === undefined) {
      return loadPhoneRules().then(() => [{ kind: 'action', elementId: '', action: 'link:phoneRules' }])
    }
    if (request === undefined || started.has(request)) return undefined
    started.add(request)
    const done: ReadonlyArray<ToController> = [{ kind: 'action', elementId: '', action: 'link:requestDone' }]
    return run(walletOf(context), request).then(() => done, () => done)
  },
  sessionChanged: (state) => state,
}

/** What the form shows of the wallet's step, in the shopper's language. */
const stepView = (step: SignInStep, context: ElementContext): Json => {
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => context.t(`link:${key}`, params)
  switch (step.kind) {
    case 'lookingUp': return { kind: 'status', text: t('checking_email') }
    case 'verifying': return verifyingView(step, context)
    case 'loading': return { kind: 'status', text: t('loading_details') }
    case 'signedIn': return { kind: 'signedIn', text: t('signed_in_as', { email: step.email }) }
    case 'unavailable': return { kind: 'status', text: t('unavailable') }
    case 'signedOut': return { kind: 'none' }
  }
}

type StepView = { readonly kind: 'none' } | { readonly kind: 'status' | 'signedIn'; readonly text: string } | VerifyingView | PhoneView

const Form = ({ view: raw, send, elementId }: ElementFormProps) => {
  const view = raw as unknown as { readonly email: Json; readonly code: string; readonly step: StepView }
  const { step } = view
  const action = (name: string) => () => send({ kind: 'action', elementId, action: `link:${name}` })
  const EmailForm = emailElement.Form
  return (
    <div className="p-LinkAuthentication">
      <EmailForm view={view.email} send={send} elementId={elementId} />
      {step.kind === 'verifying' ? <CodeEntry view={step} code={view.code} send={send} elementId={elementId} action={action} /> : null}
      {step.kind === 'phone' ? <PhoneEntry view={step} send={send} elementId={elementId} action={action} /> : null}
      {/* One polite live region for the wallet's progress (checking, loading, signed in). */}
      <p className="p-LinkStatus" role="status" aria-live="polite">{step.kind === 'status' || step.kind === 'signedIn' ? step.text : ''}</p>
    </div>
  )
}

/** The link authentication element of an instance with the Link plugin. */
export const linkAuthenticationElement: ElementDefinition<State, LinkAuthenticationOptions> = {
  type: 'linkAuthentication',
  model,
  Form,
  validateOptions: validateLinkAuthenticationOptions,
  styles: linkStyles,
}
