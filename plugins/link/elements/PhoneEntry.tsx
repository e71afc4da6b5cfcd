import type { ElementContext, ToController } from 'payloom'
import { FormField } from 'payloom/react'
import type { SignInStep } from '../runtime/walletView.ts'
import { PhoneCountryField, type PhoneCountryView } from './PhoneCountryField.tsx'
import { phoneCountryOptions, phoneRules } from './phoneRules.ts'

/**
 * The phone typed again before an e-mail code that needs it (wallet.md §4 "Recollecting a phone"):
 * the account's phone country first, the number, and "Send code", which sends the code with the
 * number in E.164 once it is a valid one. The form that shows it keeps what was typed.
 */

/** What the shopper typed into the phone form, as the form keeps it. */
export interface PhoneTyped {
  readonly phone: string
  /** The country picked; undefined: the account's phone country. */
  readonly country: string | undefined
  /** "Send code" was pressed: the number's own error shows from then on. */
  readonly submitted: boolean
}

export const noPhoneTyped: PhoneTyped = { phone: '', country: undefined, submitted: false }

type PhoneStep = NonNullable<Extract<SignInStep, { readonly kind: 'verifying' }>['phone']>

/** The country the number is read in. */
const countryOf = (typed: PhoneTyped, step: PhoneStep): string => typed.country ?? step.country ?? 'US'

/** The number's error code by the phone rules (empty_phone_number, invalid_phone_number...), once they have loaded. */
const phoneErrorCode = (typed: PhoneTyped, step: PhoneStep): string | undefined =>
  typed.phone.trim() === '' ? 'empty_phone_number' : phoneRules()?.validatePhone(typed.phone, countryOf(typed, step)).error?.code

/** The number in E.164 when it is a valid one (the phone rules loaded), else undefined. */
export const typedPhoneNumber = (typed: PhoneTyped, step: PhoneStep): string | undefined =>
  phoneErrorCode(typed, step) === undefined ? phoneRules()?.formatPhone(typed.phone, countryOf(typed, step)) : undefined

/** A type, not an interface: it crosses to the form as Json. */
export type PhoneView = {
  readonly kind: 'phone'
  readonly title: string
  readonly prompt: string
  readonly country: PhoneCountryView
  readonly phone: { readonly label: string; readonly value: string; readonly error: string | null }
  readonly send: string
  readonly decline: string
}

/** What the phone form shows, in the shopper's language: the number's own error once sent, else why the provider refused it. */
export const phoneView = (step: PhoneStep, typed: PhoneTyped, context: ElementContext): PhoneView => {
  const t = (key: string) => context.t(`link:${key}`)
  const own = typed.submitted ? phoneErrorCode(typed, step) : undefined
  const refused = step.error === undefined ? null : t(step.error === 'mismatch' ? 'phone_mismatch' : 'code_failed')
  return {
    kind: 'phone',
    title: t('code_title'),
    prompt: t('phone_prompt'),
    country: { label: context.t('card.country_label'), value: countryOf(typed, step), options: phoneCountryOptions(context.locale) },
    phone: { label: t('mobile_phone'), value: typed.phone, error: own === undefined ? refused : context.t(`contact.${own}`) },
    send: t('send_code'),
    decline: t('pay_without_link'),
  }
}

export const PhoneEntry = ({ view, send, elementId, action }: {
  readonly view: PhoneView
  readonly send: (message: ToController) => void
  readonly elementId: string
  readonly action: (name: string) => () => void
}) => (
  <section className="p-LinkVerification" aria-labelledby={`${elementId}-link-title`}>
    <h2 className="p-LinkTitle" id={`${elementId}-link-title`}>{view.title}</h2>
    <p className="p-LinkText">{view.prompt}</p>
    {/* Enter sends the number, as the button does. */}
    <form className="p-LinkSignUpFields" noValidate onSubmit={(event) => { event.preventDefault(); action('sendPhone')() }}>
      <PhoneCountryField elementId={elementId} country={view.country} send={send} />
      <FormField
        id={`${elementId}-linkPhone`}
        name="linkPhone"
        label={view.phone.label}
        value={view.phone.value}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        half
        {...(view.phone.error === null ? {} : { error: view.phone.error })}
        onInput={(value, source) => send({ kind: 'patch', elementId, patch: { linkPhone: value }, source })}
        onFocus={() => send({ kind: 'focus', elementId, field: 'linkPhone' })}
        onBlur={() => send({ kind: 'blur', elementId, field: 'linkPhone' })}
      />
      <div className="p-LinkActions">
        <button type="submit" className="p-Link">{view.send}</button>
        <button type="button" className="p-Link" onClick={action('decline')}>{view.decline}</button>
      </div>
    </form>
  </section>
)
