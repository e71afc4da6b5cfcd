import { StrictMode, useEffect, useRef, useState, type ReactNode } from 'react'
import { formatMessage, makeOriginValidator, sharedIdKey, type Locale, type ToController } from 'payloom'
import { keepTabInside, merchantLogoSource, styleUnit, styleVar, tabStops, type StyleRule } from 'payloom/methods'
import { loadMessages, messages, type LinkMessages } from '../messages.ts'
import { CodeEntry, codeLength, digitsOf, verifyingView } from '../elements/CodeEntry.tsx'
import { CardChooser, EmailEntry } from './expressViews.tsx'
import { modalMessage, signInModalName, type FromModal, type ToModal } from './protocol.ts'

/**
 * The page in Link's sign-in modal frame (wallet.md §2), on the provider's origin: the same code
 * entry and passkey button as the link authentication element (elements/CodeEntry.tsx), a heading
 * and a Close button. What it shows comes from the wallet in the controller frame, which it
 * reaches as its sibling by the controller id in its URL hash; what the shopper does goes back
 * there. Escape and Close close it (the wallet then hides the frame); Tab stays inside.
 */

/** The modal's own look, beside Link's (linkStyles), under the page's scope. */
export const modalStyles: ReadonlyArray<StyleRule> = [
  ['.LinkModal', { display: 'flex', flexDirection: 'column', gap: styleUnit(4), padding: styleUnit(6), color: styleVar('colorText'), fontFamily: styleVar('fontFamily') }],
  ['.LinkModalHeader', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: styleUnit(3) }],
  // The title follows the merchant's logo; Close keeps to the end.
  ['.LinkModalTitle', { margin: '0', marginInlineEnd: 'auto', fontSize: '1.25rem', fontWeight: styleVar('fontWeightBold') }],
  ['.LinkModalLogo', { height: '2rem', maxWidth: '6rem', objectFit: 'contain', flex: 'none', borderRadius: styleVar('borderRadius') }],
  // The express flow's "Continue" and "Use this card": the one button each step asks for.
  ['.LinkModalPrimary', {
    alignSelf: 'stretch', padding: `${styleUnit(3)} ${styleUnit(4)}`, border: '0', borderRadius: styleVar('borderRadius'), cursor: 'pointer',
    background: styleVar('colorPrimary'), color: styleVar('colorBackground'), font: 'inherit', fontWeight: styleVar('fontWeightMedium'),
  }],
]

const elementId = 'link-sign-in'
const pageStrings = new Map<string, Promise<LinkMessages>>()
const stringsOf = (locale: string): Promise<LinkMessages> => {
  const known = pageStrings.get(locale)
  if (known !== undefined) return known
  const loading = Promise.resolve(loadMessages(locale as Locale)).then((loaded) => (loaded as LinkMessages | undefined) ?? messages.en, () => messages.en)
  pageStrings.set(locale, loading)
  return loading
}

interface Shown {
  readonly view: ToModal
  readonly strings: LinkMessages
}

const ModalView = ({ shown, post }: { readonly shown: Shown; readonly post: (message: FromModal) => void }) => {
  const { view: { step, express, merchant }, strings } = shown
  // Whom the shopper signs in or pays for: the merchant's logo, named by their business name (the modal names them nowhere else).
  const logo = merchantLogoSource(merchant.logoUrl, location.origin)
  const [code, setCode] = useState('')
  const sentCode = useRef<string | undefined>(undefined)
  // A code checked and refused is cleared for the next try, as in the link authentication element.
  useEffect(() => {
    if (step.kind === 'verifying' && !step.checking && sentCode.current !== undefined) {
      sentCode.current = undefined
      if (step.codeError !== undefined) setCode('')
    }
  }, [step])
  const t = (key: string, params?: Readonly<Record<string, string | number>>): string =>
    formatMessage((strings as unknown as Readonly<Record<string, string>>)[key.replace(/^link:/, '')] ?? key, params)
  const send = (message: ToController): void => {
    if (message.kind === 'patch' && 'code' in message.patch) {
      const digits = digitsOf(message.patch.code)
      setCode(digits)
      // The sixth digit sends the code: no button to press.
      if (digits.length === codeLength) {
        sentCode.current = digits
        post({ kind: 'code', code: digits })
      }
    } else if (message.kind === 'action' && message.action === 'link:passkey:signIn' && message.payload !== undefined) {
      post({ kind: 'passkey', credential: message.payload })
    } else if (message.kind === 'action' && message.action === 'link:passkey:failed') {
      const failure = (typeof message.payload === 'object' && message.payload !== null ? message.payload : {}) as { name?: unknown; message?: unknown }
      post({ kind: 'passkeyFailed', name: String(failure.name ?? 'UnknownError'), message: String(failure.message ?? '') })
    }
  }
  const action = (name: string) => () => post({ kind: name === 'resend' ? 'resend' : 'decline' })
  const status = step.kind === 'lookingUp' ? t('checking_email')
    : step.kind === 'loading' ? t('loading_details')
    : step.kind === 'signedIn' ? t('signed_in_as', { email: step.email })
    : step.kind === 'unavailable' ? t('unavailable')
    : ''
  // The express flow asks for the e-mail while nobody is signed in, and for a card once they are.
  const expressStep = !express ? null
    : step.kind === 'signedOut' ? <EmailEntry key={step.email ?? ''} t={t} elementId={elementId} notFound={step.email} lookUp={(email) => post({ kind: 'email', email })} />
    : step.kind === 'signedIn' ? <CardChooser t={t} elementId={elementId} email={step.email} cards={step.cards} pick={(id) => post({ kind: 'pick', id })} />
    : null
  return (
    <div className="p-LinkModal">
      <div className="p-LinkModalHeader">
        {logo === undefined ? null : <img className="p-LinkModalLogo" src={logo} alt={merchant.name ?? ''} data-link="merchant-logo" />}
        <h1 className="p-LinkModalTitle">{express ? strings.use_link : strings.sign_in_title}</h1>
        <button type="button" className="p-Link" onClick={() => post({ kind: 'close' })}>{strings.close_sign_in}</button>
      </div>
      {step.kind === 'verifying'
        ? <CodeEntry view={verifyingView(step, { t })} code={code} send={send} elementId={elementId} action={action} />
        : expressStep ?? <p className="p-LinkStatus" role="status" aria-live="polite">{status}</p>}
    </div>
  )
}


/** Where React draws the page: the frame script makes it (react-dom is the frame's, not a plugin's import). */
export type RenderRoot = (container: HTMLElement) => { readonly render: (node: ReactNode) => void }

/**
 * Runs the modal page: `controllerId` from its hash, `scope` the class its stylesheet is under. It
 * hears the wallet only from the controller frame's window at this origin with the modal's marker
 * (wallet.md §5's origin validator), and the merchant's page only for its dialog's `cancel`.
 */
export const startSignInModalPage = (root: HTMLElement, controllerId: string, scope: string, createRoot: RenderRoot): void => {
  const name = signInModalName(controllerId)
  // The merchant's page, which made the frame: its dialog's Escape comes from there, its height goes there.
  const pageOrigin = location.ancestorOrigins?.[0] ?? (document.referrer === '' ? '' : new URL(document.referrer).origin)
  // The wallet runs in the controller frame beside this one (isolated hosting), else in the
  // merchant's page itself (inline hosting), where the consumer's session lives anyway.
  const beside = (window.parent.frames as unknown as Readonly<Record<string, Window | undefined>>)[controllerId]
  const controller = beside ?? (pageOrigin === '' ? undefined : window.parent)
  if (controller === undefined || window.parent === window) {
    console.error('payloom: Link\'s sign-in modal runs only beside its controller, or in the page that runs the wallet.')
    return
  }
  const walletOrigin = beside === undefined ? pageOrigin : location.origin
  const post = (message: FromModal): void => controller.postMessage(modalMessage(name, message), walletOrigin)
  const wrapper = document.createElement('div')
  wrapper.className = `${scope.slice(1)} p-Root`
  root.replaceChildren(wrapper)
  const react = createRoot(wrapper)
  const validator = makeOriginValidator(name, [walletOrigin])
  /** The shopper moved in the dialog since it got the focus: the code field no longer takes it. */
  let moved = false
  const focusCode = (): void => {
    if (moved || !document.hasFocus()) return
    ;(wrapper.querySelector<HTMLElement>('input') ?? tabStops(wrapper)[0])?.focus()
  }

  window.addEventListener('message', (event) => {
    if (event.source === window.parent && event.origin === pageOrigin && (event.data as { readonly [sharedIdKey]?: unknown } | null)?.[sharedIdKey] === name) {
      if ((event.data as { kind?: unknown }).kind === 'cancel') return post({ kind: 'close' })
      // Only its dialog's Escape comes from the page, unless the wallet runs there (inline hosting).
      if (controller !== window.parent) return
    }
    const verdict = validator.check(event)
    if (verdict.kind !== 'accepted') {
      if (verdict.kind === 'rejected') console.warn(`payloom: Link's sign-in modal: ${verdict.error} (${verdict.reason}, ${event.origin}).`)
      return
    }
    if (event.source !== controller) return void console.warn('payloom: Link\'s sign-in modal ignored a message from a window that is not its controller.')
    const view = event.data as ToModal
    if (view.kind !== 'show') return
    void stringsOf(view.locale).then((strings) => {
      wrapper.dir = view.dir
      wrapper.lang = view.locale
      document.documentElement.lang = view.locale
      document.title = view.express ? strings.use_link : strings.sign_in_title
      react.render(<StrictMode><ModalView shown={{ view, strings }} post={post} /></StrictMode>)
      // The code field shows once the code is sent, maybe after the dialog opened: it takes the focus then.
      requestAnimationFrame(focusCode)
    })
  })

  document.addEventListener('pointerdown', () => {
    moved = true
  }, true)
  document.addEventListener('keydown', (event) => {
    moved = true
    if (event.key === 'Escape') {
      event.preventDefault()
      post({ kind: 'close' })
    } else {
      keepTabInside(wrapper, event)
    }
  })
  // Focus given to the frame (the dialog opened) goes to the code field, else its first control.
  window.addEventListener('focus', () => {
    if (wrapper.contains(document.activeElement)) return
    moved = false
    focusCode()
  })
  // The page sizes the frame to what it shows.
  let last = -1
  new ResizeObserver(() => {
    const height = Math.ceil(document.body.getBoundingClientRect().height)
    if (height === last || pageOrigin === '') return
    last = height
    window.parent.postMessage(modalMessage(name, { kind: 'resize', height }), pageOrigin)
  }).observe(document.body)
  post({ kind: 'hello' })
}
