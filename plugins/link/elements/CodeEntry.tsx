import type { ElementContext, ToController } from 'payloom'
import { TextField, type TextFieldView } from 'payloom/methods'
import type { PasskeyOptions, SignInStep } from '../runtime/walletView.ts'
import { passkeyCeremony } from './passkeyCeremony.ts'

/**
 * The one-time code entry (and the passkey button) that signs a Link consumer in, as every place
 * that verifies them shows it (wallet.md §2 "authentication placement"): the link authentication
 * element, and the sign-in modal.
 */

export const codeLength = 6

/** The digits of what was typed or pasted ("123 456", "123-456"), at most six. */
export const digitsOf = (value: unknown): string => (typeof value === 'string' ? value.replace(/\D/g, '').slice(0, codeLength) : '')

/** A type, not an interface: it crosses to the form as Json. */
export type VerifyingView = {
  readonly kind: 'verifying'
  readonly title: string
  readonly sentTo: string
  readonly codeLabel: string
  readonly error: string | null
  readonly status: string
  readonly checking: boolean
  /** A code was sent: its field shows (not yet, while smart defaults offer the passkey first). */
  readonly codeSent: boolean
  /** "Resend code", or "Send a code instead" before any; null where the provider hides it for e-mail codes. */
  readonly resend: string | null
  readonly decline: string
  readonly passkey: { readonly label: string; readonly options: PasskeyOptions } | null
}

/** What the code entry shows of a verifying step, in the shopper's language. */
export const verifyingView = (step: Extract<SignInStep, { readonly kind: 'verifying' }>, context: Pick<ElementContext, 't'>): VerifyingView => {
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => context.t(`link:${key}`, params)
  const error = step.codeError === undefined ? null : t(step.codeError === 'incorrect' ? 'code_incorrect' : step.codeError === 'passkey' ? 'passkey_failed' : 'code_failed')
  return {
    kind: 'verifying',
    title: t('code_title'),
    sentTo: !step.codeSent ? t('passkey_prompt') : step.factor === 'SMS' ? t('code_sent_sms', { phone: step.sentTo }) : t('code_sent_email', { email: step.sentTo }),
    codeLabel: t('code_label'),
    error,
    status: step.checking ? t('code_checking') : step.resent ? t('code_resent') : '',
    checking: step.checking,
    codeSent: step.codeSent,
    resend: !step.resend ? null : t(step.codeSent ? 'resend_code' : 'send_code_instead'),
    decline: t('pay_without_link'),
    passkey: step.passkey === null ? null : { label: t('use_passkey'), options: step.passkey },
  }
}

export const CodeEntry = ({ view, code, send, elementId, action }: {
  readonly view: VerifyingView
  readonly code: string
  readonly send: (message: ToController) => void
  readonly elementId: string
  readonly action: (name: string) => () => void
}) => {
  const field: TextFieldView = {
    name: 'code',
    label: view.codeLabel,
    value: code,
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: codeLength,
    required: true,
    ...(view.error === null ? {} : { error: view.error }),
  }
  const resend = view.resend === null ? null : <button type="button" className="p-Link" disabled={view.checking} onClick={action('resend')}>{view.resend}</button>
  const passkey = view.passkey === null ? null : <button type="button" className="p-Link" disabled={view.checking} onClick={() => passkeyCeremony('signIn', view.passkey!.options, send, elementId)}>{view.passkey.label}</button>
  return (
    <section className="p-LinkVerification" aria-labelledby={`${elementId}-link-title`}>
      <h2 className="p-LinkTitle" id={`${elementId}-link-title`}>{view.title}</h2>
      <p className="p-LinkText">{view.sentTo}</p>
      {view.codeSent ? <TextField field={field} elementId={elementId} send={send} /> : null}
      <p className="p-LinkText" role="status" aria-live="polite">{view.status}</p>
      <div className="p-LinkActions">
        {/* The passkey first where it is offered first (smart defaults), the code's resend first otherwise. */}
        {view.codeSent ? resend : passkey}
        {view.codeSent ? passkey : resend}
        <button type="button" className="p-Link" onClick={action('decline')}>{view.decline}</button>
      </div>
    </section>
  )
}
