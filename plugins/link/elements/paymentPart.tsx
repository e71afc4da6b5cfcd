import type { ChangeEvent, ElementContext, ElementError, ElementFormProps, Json, PaymentElementPart, PaymentMethodData, ShownMethod, ToController } from 'payloom'
import { showsError } from 'payloom/methods'
import { FormField } from 'payloom/react'
import type { LinkWallet } from '../runtime/linkWallet.ts'
import { walletOf } from '../runtime/walletOf.ts'
import type { PasskeyOptions } from '../runtime/walletView.ts'
import { passkeyCeremony } from './passkeyCeremony.ts'
import { linkStyles } from './linkStyles.ts'
import { phoneCountryOptions, phoneRules, loadPhoneRules } from './phoneRules.ts'

/** What the payment element keeps for Link besides the wallet's own state. */
interface PartState {
  /** The saved card picked; undefined: the default one. */
  readonly card: string | undefined
  /** The country of the sign-up phone number; undefined: the card form's billing country. */
  readonly phoneCountry: string | undefined
  /** Saved cards shown and submit() pressed: nothing to show, but a card must be picked. */
  readonly submitted: boolean
  readonly request: Request | undefined
}

type Request =
  | { readonly kind: 'payAnotherWay' | 'useLink' | 'logOut' }
  /** The browser made a passkey (in the form's frame): the wallet registers it, or hears why not. */
  | { readonly kind: 'addPasskey'; readonly credential: Json }
  | { readonly kind: 'passkeyFailed'; readonly name: string; readonly message: string }

const started = new WeakSet<Request>()

const t = (context: ElementContext, key: string, params?: Readonly<Record<string, string | number>>): string => context.t(`link:${key}`, params)

/** The saved cards, default first, and the one picked (the default until the shopper picks another). */
const savedCards = (wallet: LinkWallet) => {
  const step = wallet.step()
  return step.kind === 'signedIn' ? step.cards : []
}
const pickedCard = (state: PartState, wallet: LinkWallet): string | undefined => {
  const cards = savedCards(wallet)
  return cards.find((card) => card.id === state.card)?.id ?? cards.find((card) => card.isDefault)?.id ?? cards[0]?.id
}

/** Whether the card form offers sign-up: the wallet allows it and the shopper is not signed in. */
const offersSignUp = (wallet: LinkWallet, shown: ShownMethod | undefined): shown is ShownMethod =>
  shown?.type === 'card' && wallet.signUp().offered

const optedIn = (shown: ShownMethod | undefined): boolean => shown?.values.linkOptIn === true

/** The e-mail the link authentication element looked up, if any: sign-up then asks for none. */
const knownEmail = (wallet: LinkWallet): string | undefined => {
  const step = wallet.step()
  return 'email' in step ? step.email : undefined
}

/** The e-mail sign-up uses: the one the link authentication element looked up, else the card form's. */
const signUpEmail = (wallet: LinkWallet, shown: ShownMethod): string => knownEmail(wallet) ?? String(shown.values.linkEmail ?? '').trim()

const phoneCountryOf = (state: PartState, shown: ShownMethod): string =>
  state.phoneCountry ?? (typeof shown.values.country === 'string' ? shown.values.country : 'US')

/** The sign-up fields' errors by field, while the shopper opted in. */
const signUpErrors = (state: PartState, context: ElementContext, shown: ShownMethod): Readonly<Record<string, ElementError>> => {
  const wallet = walletOf(context)
  if (!offersSignUp(wallet, shown) || !optedIn(shown)) return {}
  const errors: Record<string, ElementError> = {}
  const rules = phoneRules()
  const phone = String(shown.values.linkMobilePhone ?? '')
  const phoneCode = rules === undefined
    ? (phone.trim() === '' ? 'empty_phone_number' : undefined)
    : rules.validatePhone(phone, phoneCountryOf(state, shown)).error?.code
  if (phoneCode !== undefined) errors.linkMobilePhone = { type: 'validation_error', code: phoneCode, message: context.t(`contact.${phoneCode}`) }
  const emailCode = knownEmail(wallet) === undefined ? rules?.validateEmail(shown.values.linkEmail).error?.code : undefined
  if (emailCode !== undefined) errors.linkEmail = { type: 'validation_error', code: emailCode, message: context.t(`contact.${emailCode}`) }
  return errors
}

/** What the part shows: the saved cards (instead of the methods), a way back to them, or the sign-up under the card form. */
const partView = (state: PartState, context: ElementContext, shown: ShownMethod | undefined): PartView | null => {
  const wallet = walletOf(context)
  const step = wallet.step()
  if (step.kind === 'signedIn' && !wallet.declined() && step.cards.length > 0) {
    const picked = pickedCard(state, wallet)
    return {
      kind: 'saved',
      legend: t(context, 'saved_cards'),
      signedInAs: t(context, 'signed_in_as', { email: step.email }),
      cards: step.cards.map((card) => ({
        id: card.id,
        label: t(context, 'card_line', { brand: card.brand, last4: card.last4 }),
        expires: t(context, 'card_expires', { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear % 100).padStart(2, '0') }),
        isDefault: card.isDefault ? t(context, 'card_default') : null,
        picked: card.id === picked,
      })),
      payAnotherWay: t(context, 'pay_another_way'),
      logOut: t(context, 'log_out'),
      passkey: step.passkey.kind === 'offer' ? { label: t(context, 'add_passkey'), options: step.passkey.options } : null,
      passkeyAdded: step.passkey.kind === 'added' ? t(context, 'passkey_added') : null,
    }
  }
  // A signed-in shopper paying another way can come back to their saved cards.
  if (step.kind === 'signedIn' && wallet.declined()) return { kind: 'useLink', label: t(context, 'use_link') }
  if (!offersSignUp(wallet, shown)) return null
  const checked = optedIn(shown)
  const errors = signUpErrors(state, context, shown)
  const shownError = (field: string) => {
    const error = errors[field]
    return error !== undefined && showsError(shown, field, false) ? error.message : null
  }
  return {
    kind: 'signUp',
    checked,
    label: t(context, 'save_with_link'),
    detail: t(context, 'save_with_link_detail'),
    fields: checked ? {
      email: knownEmail(wallet) !== undefined ? null : { label: context.t('contact.email_label'), value: String(shown.values.linkEmail ?? ''), error: shownError('linkEmail') },
      phone: { label: t(context, 'mobile_phone'), value: String(shown.values.linkMobilePhone ?? ''), error: shownError('linkMobilePhone') },
      country: { label: context.t('card.country_label'), value: phoneCountryOf(state, shown), options: phoneCountryOptions(context.locale) },
      terms: t(context, 'signup_terms'),
    } : null,
  }
}

export const linkPaymentPart: PaymentElementPart<PartState> = {
  init: () => ({ card: undefined, phoneCountry: undefined, submitted: false, request: undefined }),
  reduce: (state, message) => {
    if (message.kind === 'action' && message.action === 'link:selectCard' && typeof message.payload === 'string') return { ...state, card: message.payload }
    if (message.kind === 'action' && message.action === 'link:phoneCountry' && typeof message.payload === 'string') return { ...state, phoneCountry: message.payload }
    if (message.kind === 'action' && message.action === 'link:requestDone') return { ...state, request: undefined }
    // The phone rules arrived: the same state, shown again with them.
    if (message.kind === 'action' && message.action === 'link:phoneRules') return { ...state }
    if (message.kind === 'action' && ['link:payAnotherWay', 'link:useLink', 'link:logOut'].includes(message.action)) {
      return { ...state, request: { kind: message.action.slice('link:'.length) as 'logOut' } }
    }
    if (message.kind === 'action' && message.action === 'link:passkey:add' && message.payload !== undefined) return { ...state, request: { kind: 'addPasskey', credential: message.payload } }
    if (message.kind === 'action' && message.action === 'link:passkey:failed') {
      const failure = (typeof message.payload === 'object' && message.payload !== null ? message.payload : {}) as { name?: unknown; message?: unknown }
      return { ...state, request: { kind: 'passkeyFailed', name: String(failure.name ?? 'UnknownError'), message: String(failure.message ?? '') } }
    }
    return undefined
  },
  showsInstead: (_state, context) => {
    const wallet = walletOf(context)
    return !wallet.declined() && savedCards(wallet).length > 0
  },
  view: (state, context, shown) => partView(state, context, shown) as unknown as Json,
  change: (state, context): ChangeEvent => {
    const picked = pickedCard(state, walletOf(context))
    return { elementType: 'payment', collapsed: false, empty: false, complete: picked !== undefined, value: { type: 'link' } }
  },
  error: (state, context, shown) => (shown === undefined ? undefined : Object.values(signUpErrors(state, context, shown))[0]),
  submit: (state) => ({ ...state, submitted: true }),
  paymentMethodData: (state, context, data, shown): PaymentMethodData | undefined => {
    const wallet = walletOf(context)
    if (shown === undefined && data === undefined) {
      const picked = pickedCard(state, wallet)
      return picked === undefined ? undefined : wallet.paymentDetailsData(picked)
    }
    if (data === undefined || !offersSignUp(wallet, shown) || !optedIn(shown)) return data
    if (Object.keys(signUpErrors(state, context, shown)).length > 0) return undefined
    const country = phoneCountryOf(state, shown)
    const phone = phoneRules()?.formatPhone(shown.values.linkMobilePhone, country)
    return phone === undefined ? undefined : wallet.signUpData({ email: signUpEmail(wallet, shown), phone, country, card: data })
  },
  firstField: (state, context, shown) => {
    if (shown === undefined) return 'linkCard'
    return Object.keys(signUpErrors(state, context, shown))[0]
  },
  load: (state, context, shown) => {
    // Opting in needs the phone rules (libphonenumber): they load then, not with the page.
    if (optedIn(shown) && phoneRules() === undefined) return loadPhoneRules().then(() => [{ kind: 'action', elementId: '', action: 'link:phoneRules' }])
    const { request } = state
    if (request === undefined || started.has(request)) return undefined
    started.add(request)
    const wallet = walletOf(context)
    const work = request.kind === 'payAnotherWay' ? Promise.resolve(wallet.decline())
      : request.kind === 'useLink' ? Promise.resolve(wallet.resume())
      : request.kind === 'logOut' ? wallet.logOut()
      : request.kind === 'addPasskey' ? wallet.addPasskey(request.credential)
      : Promise.resolve(wallet.passkeyFailed('add', request as { readonly name: string; readonly message: string }))
    const done: ReadonlyArray<ToController> = [{ kind: 'action', elementId: '', action: 'link:requestDone' }]
    return work.then(() => done, () => done)
  },
  Form: (props: ElementFormProps) => <LinkPartForm {...props} />,
  styles: linkStyles,
}

interface SavedView {
  readonly kind: 'saved'
  readonly legend: string
  readonly signedInAs: string
  readonly cards: ReadonlyArray<{ readonly id: string; readonly label: string; readonly expires: string; readonly isDefault: string | null; readonly picked: boolean }>
  readonly payAnotherWay: string
  readonly logOut: string
  readonly passkey: { readonly label: string; readonly options: PasskeyOptions } | null
  readonly passkeyAdded: string | null
}

interface FieldView {
  readonly label: string
  readonly value: string
  readonly error: string | null
}

interface SignUpView {
  readonly kind: 'signUp'
  readonly checked: boolean
  readonly label: string
  readonly detail: string
  readonly fields: {
    readonly email: FieldView | null
    readonly phone: FieldView
    readonly country: { readonly label: string; readonly value: string; readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }> }
    readonly terms: string
  } | null
}

type PartView = SavedView | SignUpView | { readonly kind: 'useLink'; readonly label: string }

const LinkPartForm = ({ view: raw, send, elementId }: ElementFormProps) => {
  const view = raw as unknown as PartView
  const action = (name: string, payload?: Json) => () => send({ kind: 'action', elementId, action: `link:${name}`, ...(payload === undefined ? {} : { payload }) })
  const field = (name: string) => ({
    id: `${elementId}-${name}`,
    name,
    onInput: (value: string, source: 'typed' | 'paste' | 'autofill') => send({ kind: 'patch', elementId, patch: { [name]: value }, source }),
    onFocus: () => send({ kind: 'focus', elementId, field: name }),
    onBlur: () => send({ kind: 'blur', elementId, field: name }),
  })
  if (view.kind === 'useLink') {
    return <button type="button" className="p-Link p-LinkUse" onClick={action('useLink')}>{view.label}</button>
  }
  if (view.kind === 'saved') {
    return (
      <div className="p-LinkSaved">
        <p className="p-LinkText">{view.signedInAs}</p>
        <p className="p-LinkText" role="status">{view.passkeyAdded ?? ''}</p>
        <fieldset className="p-LinkCards" data-field="linkCard">
          <legend className="p-LinkTitle">{view.legend}</legend>
          {view.cards.map((card) => (
            <label key={card.id} className={`p-LinkCard${card.picked ? ' p-LinkCard--picked' : ''}`}>
              <input type="radio" name={`${elementId}-linkCard`} value={card.id} checked={card.picked} onChange={action('selectCard', card.id)} />
              <span className="p-LinkCardLabel">{card.label}</span>
              <span className="p-LinkText">{card.expires}</span>
              {card.isDefault === null ? null : <span className="p-LinkBadge">{card.isDefault}</span>}
            </label>
          ))}
        </fieldset>
        <div className="p-LinkActions">
          <button type="button" className="p-Link" onClick={action('payAnotherWay')}>{view.payAnotherWay}</button>
          {view.passkey === null ? null : <button type="button" className="p-Link" onClick={() => passkeyCeremony('add', view.passkey!.options, send, elementId)}>{view.passkey.label}</button>}
          <button type="button" className="p-Link" onClick={action('logOut')}>{view.logOut}</button>
        </div>
      </div>
    )
  }
  const { fields } = view
  return (
    <div className="p-LinkSignUp">
      <label className="p-Checkbox">
        <input
          type="checkbox"
          name="linkOptIn"
          checked={view.checked}
          aria-describedby={`${elementId}-linkOptIn-detail`}
          onChange={(event) => send({ kind: 'patch', elementId, patch: { linkOptIn: event.currentTarget.checked } })}
        />
        <span className="p-CheckboxLabel">{view.label}</span>
      </label>
      <p className="p-LinkText" id={`${elementId}-linkOptIn-detail`}>{view.detail}</p>
      {fields === null ? null : (
        <div className="p-LinkSignUpFields">
          {fields.email === null ? null : <FormField {...field('linkEmail')} label={fields.email.label} value={fields.email.value} type="email" inputMode="email" autoComplete="email" required {...(fields.email.error === null ? {} : { error: fields.email.error })} />}
          <FormField
            id={`${elementId}-linkPhoneCountry`}
            name="linkPhoneCountry"
            label={fields.country.label}
            value={fields.country.value}
            options={fields.country.options}
            autoComplete="tel-country-code"
            half
            onInput={(value) => send({ kind: 'action', elementId, action: 'link:phoneCountry', payload: value })}
          />
          <FormField {...field('linkMobilePhone')} label={fields.phone.label} value={fields.phone.value} type="tel" inputMode="tel" autoComplete="tel-national" required half {...(fields.phone.error === null ? {} : { error: fields.phone.error })} />
          <p className="p-LinkText">{fields.terms}</p>
        </div>
      )}
    </div>
  )
}

