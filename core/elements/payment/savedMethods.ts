import { cardBrands, type CardBrand } from '../../generated/cardBrands.generated.ts'
import { isRecord } from '../../json/guards.ts'
import { validateCvc } from '../../validation/card/cvc.ts'
import { fieldForDeclineCode } from '../../validation/card/declineCode.ts'
import { parseExpiry, validateExpiry } from '../../validation/card/expiry.ts'
import { isSavedCardExpired, requiresCvcRecollection } from '../../validation/card/savedCard.ts'
import type { ElementContext, ElementError } from '../../plugin/ElementDefinition.ts'
import { markEdited, noErrorsShown, showsError, type ErrorVisibility } from '../forms/errorVisibility.ts'
import type { Json } from '../messages.ts'
import type { AddressState } from '../address/AddressState.ts'
import { enabledPaymentElement } from './loadSavedMethods.ts'
import { addressFormView, billingDetailsOf, checkedAddress, openAddress, type SavedBillingDetails } from './savedMethodAddress.ts'
import { listedSavedCards } from './savedMethodsList.ts'
import { isBusinessProfile } from './savedMethodsOwner.ts'

/** A customer's saved card as the elements session lists it (payment-form.md §3, Saved card). */
export interface SavedCardMethod {
  readonly id: string
  readonly customer: string | null
  readonly brand: string
  readonly last4: string
  readonly exp_month: number
  readonly exp_year: number
  readonly cvc_check: string | null
  /** The same card number saved twice shares one; null when the provider gives none. */
  readonly fingerprint: string | null
  /** Its billing name and address, which the address update view edits. */
  readonly billing: SavedBillingDetails
}

/**
 * Where saved payments come from (payment-form.md §3 "Saved payment: mode"): a Link consumer's
 * (consumer: Link's own saved cards, plugins/link), the customer of a legacy ephemeral key
 * (customer: elements' `customerOptions`), a customer session's (customer_from_session), or a
 * business profile's: a customer session for a business's account used as a customer (the
 * provider's Accounts v2, `customer_account`).
 */
export type SavedPaymentMode = 'consumer' | 'customer' | 'customer_from_session' | 'business_profile'

/** customer and business_profile saved payments cannot be edited (payment-form.md §6): they show no update control. */
export const editable = (mode: SavedPaymentMode): boolean => mode !== 'customer' && mode !== 'business_profile'

/**
 * What the customer session lets the shopper do (payment-form.md §6): removing and setting as
 * default only when enabled; removing the last method unless disabled; updating when enabled or unset.
 */
export interface SavedCapabilities {
  readonly remove: boolean
  readonly removeLast: boolean
  readonly update: boolean
  readonly setAsDefault: boolean
}

/** The saved-payment views (payment-form.md §2); 'add' shows the element's method forms, 'updateAddress' a card's billing address. */
export const savedViews = ['list', 'add', 'update', 'updateAddress', 'removeConfirmation'] as const
export type SavedView = (typeof savedViews)[number]

/** A provider call the shopper asked for, running until its result comes back (payment-form.md §4). */
export const savedCalls = ['remove', 'update', 'updateAddress', 'setDefault'] as const
export type SavedCall = (typeof savedCalls)[number]

/** An error the saved list shows: a failed call's, or a failed confirm's. */
export interface SavedError {
  readonly message: string
  /**
   * The input a confirm decline is about, which takes the focus: the selected card's CVC (the
   * error shows on it) or the update view's expiry (the error shows in that view); null for an
   * error of the list as a whole.
   */
  readonly field: 'savedCvc' | 'savedExpiry' | null
}

/** The saved list's own inputs: the selected card's CVC, the update view's expiry. */
export type SavedField = 'savedCvc' | 'savedExpiry'

export interface SavedState extends ErrorVisibility<SavedField> {
  readonly mode: SavedPaymentMode
  readonly methods: ReadonlyArray<SavedCardMethod>
  readonly capabilities: SavedCapabilities
  /** The customer session the calls are made with; null in customer mode, which makes none. */
  readonly customerSession: string | null
  /** The customer the session names, whose default a call sets; null when it names none. */
  readonly customer: string | null
  readonly defaultId: string | null
  /** The saved card the shopper pays with; null while no saved card is picked. */
  readonly selectedId: string | null
  readonly view: SavedView
  /** The card the update or remove view is about, or the one being set as default. */
  readonly target: string | null
  readonly cvc: string
  readonly expiry: string
  /** The address form of the address update view, while it is open. */
  readonly address: AddressState | null
  readonly pending: SavedCall | null
  /** A failed call's message or a confirm error, until the shopper acts again. */
  readonly error: SavedError | null
  /** Saved cards whose CVC a confirm declined: they ask for it, whether or not the merchant recollects CVCs. */
  readonly cvcDeclined: ReadonlyArray<string>
  /** How many confirms failed on the list; each moves the focus to its field again, even with the same message. */
  readonly declines: number
}

/** The element option that asks for the CVC of a saved card again at every payment. */
export interface SavedPaymentMethodsOptions {
  /**
   * Collect the security code of the saved card the shopper pays with.
   * @default false
   */
  readonly cvcRecollection?: boolean
}

/** A listed payment method read as a saved card; anything else (another type, a malformed record) is skipped. */
export const savedCardOf = (raw: unknown): SavedCardMethod | undefined => {
  if (!isRecord(raw) || raw.type !== 'card' || typeof raw.id !== 'string' || !isRecord(raw.card)) return undefined
  const { card } = raw
  if (typeof card.last4 !== 'string' || typeof card.exp_month !== 'number' || typeof card.exp_year !== 'number') return undefined
  const checks = isRecord(card.checks) ? card.checks : {}
  return {
    id: raw.id,
    customer: typeof raw.customer === 'string' ? raw.customer : null,
    brand: typeof card.brand === 'string' ? card.brand : 'unknown',
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    cvc_check: typeof checks.cvc_check === 'string' ? checks.cvc_check : null,
    fingerprint: typeof card.fingerprint === 'string' ? card.fingerprint : null,
    billing: billingDetailsOf(raw.billing_details),
  }
}

/**
 * The customer session's payment element features, in a saved-payment mode; undefined when the
 * session does not enable the payment element. Customer mode has no customer session: its cards
 * are there to pay with, nothing more. A business profile's cards may be removed as the session
 * allows, but a default is a customer's (their invoice settings): an account has none to set.
 */
export const capabilitiesOf = (components: unknown, mode: SavedPaymentMode = 'customer_from_session'): SavedCapabilities | undefined => {
  if (mode === 'customer') return { remove: false, removeLast: false, update: false, setAsDefault: false }
  const element = enabledPaymentElement(components)
  if (element === undefined) return undefined
  const features = isRecord(element.features) ? element.features : {}
  return {
    remove: features.payment_method_remove === 'enabled',
    removeLast: features.payment_method_remove_last !== 'disabled',
    update: features.payment_method_update !== 'disabled' && editable(mode),
    setAsDefault: features.payment_method_set_as_default === 'enabled' && mode !== 'business_profile',
  }
}

/** The mode of the session's saved payments: customer without a customer session, business_profile for an account's. */
const modeOf = (session: unknown): SavedPaymentMode =>
  session === null ? 'customer' : isBusinessProfile(session) ? 'business_profile' : 'customer_from_session'

/**
 * The saved cards of the session's customer (or business profile) as the list shows them
 * (savedMethodsList.ts), the default one first and selected; null when there is no customer
 * session for the payment element or no saved card.
 */
export const initSaved = (context: ElementContext): SavedState | null => {
  const customer = context.session?.customer
  const session = customer?.customer_session ?? null
  const mode = modeOf(session)
  const capabilities = capabilitiesOf(session?.components, mode)
  if (customer === undefined || customer === null || capabilities === undefined) return null
  const cards = customer.payment_methods.map(savedCardOf).filter((method): method is SavedCardMethod => method !== undefined)
  const methods = listedSavedCards(cards, customer.default_payment_method ?? null)
  if (methods.length === 0) return null
  const defaultId = methods.some((method) => method.id === customer.default_payment_method) ? customer.default_payment_method! : null
  return {
    mode,
    methods,
    capabilities,
    customerSession: session?.id ?? null,
    customer: session?.customer ?? null,
    defaultId,
    selectedId: defaultId ?? methods[0]!.id,
    view: 'list',
    target: null,
    cvc: '',
    expiry: '',
    address: null,
    ...noErrorsShown,
    pending: null,
    error: null,
    cvcDeclined: [],
    declines: 0,
  }
}

const methodOf = (state: SavedState, id: string | null): SavedCardMethod | undefined => state.methods.find((method) => method.id === id)

export const canRemove = (state: SavedState): boolean => state.capabilities.remove && (state.methods.length > 1 || state.capabilities.removeLast)

const twoDigits = (value: number): string => String(value % 100).padStart(2, '0')

const isExpired = (method: SavedCardMethod, context: ElementContext): boolean => isSavedCardExpired(method, { now: context.now() })

/**
 * Whether the card picked is asked its CVC again (payment-form.md §6 "Saved-card CVC recollection
 * may be required by intent or session options"): a CVC a confirm declined, the merchant's
 * `savedPaymentMethods.cvcRecollection`, the session's intent (or the deferred intent's
 * `paymentMethodOptions.card.require_cvc_recollection`), or a failing CVC check.
 */
const needsCvc = (state: SavedState, method: SavedCardMethod, context: ElementContext<unknown>): boolean => {
  const options = context.options as { readonly savedPaymentMethods?: SavedPaymentMethodsOptions } | undefined
  const requested = options?.savedPaymentMethods?.cvcRecollection === true || context.session?.requireCvcRecollection === true
  return state.cvcDeclined.includes(method.id) || requiresCvcRecollection(method, { requested })
}

const brandOf = (method: SavedCardMethod): CardBrand => (method.brand in cardBrands ? method.brand as CardBrand : 'unknown')

/** The errors of the selected saved card, by code: an expired card, then the CVC asked for again. */
const selectedError = (state: SavedState, context: ElementContext): { readonly code: string; readonly message: string; readonly field?: 'cvc' } | undefined => {
  const method = methodOf(state, state.selectedId)
  if (method === undefined) return { code: 'incomplete_payment_details', message: context.t('common.incomplete_payment_details') }
  if (isExpired(method, context)) return { code: 'expired_card', message: context.t('savedMethods.expired_card') }
  if (!needsCvc(state, method, context)) return undefined
  if (state.cvc === '') return { code: 'cvc_recollection_required', message: context.t('card.cvc_recollection_required'), field: 'cvc' }
  const result = validateCvc(state.cvc, { brand: brandOf(method) })
  return result.error === undefined ? undefined : { code: result.error.code, message: context.t(`card.${result.error.code}`), field: 'cvc' }
}

const expiryError = (state: SavedState, context: ElementContext): string | null => {
  const result = validateExpiry(state.expiry, { now: context.now() })
  return result.error === undefined ? null : context.t(`card.${result.error.code}`)
}

/** The element's error while a saved card pays: the `change` event's and `submit()`'s. */
export const savedError = (state: SavedState, context: ElementContext): ElementError | undefined => {
  if (state.error !== null) return { type: 'validation_error', code: 'confirm_error', message: state.error.message }
  const error = selectedError(state, context)
  return error === undefined ? undefined : { type: 'validation_error', code: error.code, message: error.message }
}

const afterRemove = (state: SavedState, id: string): SavedState => {
  const methods = state.methods.filter((method) => method.id !== id)
  const defaultId = state.defaultId === id ? null : state.defaultId
  const selectedId = state.selectedId !== id ? state.selectedId : defaultId ?? methods[0]?.id ?? null
  return { ...state, methods, defaultId, selectedId, view: methods.length === 0 ? 'add' : 'list', target: null, pending: null, error: null, cvc: state.selectedId === id ? '' : state.cvc }
}

const updated = (state: SavedState, payload: Json | undefined): SavedState => {
  const method = savedCardOf(payload)
  if (method === undefined || methodOf(state, method.id) === undefined) return { ...state, pending: null }
  return { ...state, methods: state.methods.map((known) => (known.id === method.id ? method : known)), view: 'list', target: null, address: null, pending: null, error: null }
}

/** Only the result of the call that is running counts: a stale or stray one changes nothing. */
const resultFor = (state: SavedState, call: SavedCall, payload: Json | undefined): boolean =>
  state.pending === call && isRecord(payload) && payload.id === state.target

/** The shopper's actions on the saved list and the calls' results (payment-form.md §4: select, update, remove). */
export const reduceSavedAction = (state: SavedState, action: string, payload: Json | undefined, context: ElementContext): SavedState => {
  const id = typeof payload === 'string' ? payload : null
  const method = methodOf(state, id)
  if (state.pending !== null && !['savedRemoved', 'savedUpdated', 'savedDefaultSet', 'savedCallFailed'].includes(action)) return state
  switch (action) {
    case 'savedSelect': return method === undefined ? state : { ...state, selectedId: method.id, view: 'list', cvc: method.id === state.selectedId ? state.cvc : '', ...(method.id === state.selectedId ? {} : noErrorsShown), error: null }
    case 'savedAdd': return { ...state, view: 'add', target: null, error: null }
    case 'savedList': return state.methods.length === 0 ? state : { ...state, view: 'list', target: null, error: null }
    case 'savedEdit':
      return method === undefined || !state.capabilities.update ? state
        : { ...state, view: 'update', target: method.id, expiry: `${twoDigits(method.exp_month)} / ${twoDigits(method.exp_year)}`, ...noErrorsShown, error: null }
    case 'savedEditAddress':
      return method === undefined || !state.capabilities.update ? state
        : { ...state, view: 'updateAddress', target: method.id, address: openAddress(method.billing), error: null }
    case 'savedSaveAddress': {
      if (state.view !== 'updateAddress' || state.address === null) return state
      const shown = checkedAddress(state.address)
      return shown === undefined ? { ...state, pending: 'updateAddress', error: null } : { ...state, address: shown }
    }
    case 'savedAskRemove': return method === undefined || !canRemove(state) ? state : { ...state, view: 'removeConfirmation', target: method.id, error: null }
    case 'savedCancel': return { ...state, view: 'list', target: null, address: null, error: null }
    case 'savedConfirmRemove': return state.view === 'removeConfirmation' && canRemove(state) ? { ...state, pending: 'remove', error: null } : state
    case 'savedSaveUpdate':
      if (state.view !== 'update') return state
      return expiryError(state, context) === null ? { ...state, pending: 'update', error: null } : { ...state, submitted: true }
    case 'savedSetDefault':
      return method === undefined || !state.capabilities.setAsDefault || method.id === state.defaultId ? state : { ...state, pending: 'setDefault', target: method.id, error: null }
    case 'savedRemoved': return resultFor(state, 'remove', payload) ? afterRemove(state, state.target!) : state
    case 'savedUpdated': return resultFor(state, 'update', payload) || resultFor(state, 'updateAddress', payload) ? updated(state, payload) : state
    case 'savedDefaultSet': return resultFor(state, 'setDefault', payload) ? { ...state, defaultId: state.target, target: null, pending: null } : state
    case 'savedCallFailed':
      return state.pending === null ? state : { ...state, pending: null, error: { message: typeof payload === 'string' ? payload : context.t('savedMethods.call_failed'), field: null } }
    default: return state
  }
}

/** Input into the saved card's CVC or the update view's expiry; digits only, as the card form keeps them. */
export const reduceSavedPatch = (state: SavedState, patch: Readonly<Record<string, Json>>): SavedState => {
  const cvc = typeof patch.savedCvc === 'string' ? patch.savedCvc.replace(/\D/g, '').slice(0, 4) : state.cvc
  const expiry = typeof patch.savedExpiry === 'string' ? patch.savedExpiry.slice(0, 9) : state.expiry
  const edited = (['savedCvc', 'savedExpiry'] as const).filter((field) => typeof patch[field] === 'string')
  return { ...markEdited(state, edited), cvc, expiry, error: null }
}

/** The new expiry the update view sends, once it parses. */
export const updatedExpiry = (state: SavedState): { readonly exp_month: number; readonly exp_year: number } | undefined => {
  const parsed = parseExpiry(state.expiry)
  return parsed === undefined ? undefined : { exp_month: parsed.month, exp_year: parsed.year }
}

/**
 * A failed confirm with the selected saved card (payment-form.md §8), placed by the decline table
 * (§5): a CVC decline (incorrect_cvc, invalid_cvc) shows on that card's CVC, asked for from now on
 * and emptied of the code that failed; an expiry decline (expired_card, invalid_expiry_month,
 * invalid_expiry_year) opens the update view with the error, but only for a card that has expired
 * by `now` and that the session lets the shopper update. Anything else shows on the list.
 */
export const savedConfirmFailed = (state: SavedState, error: { readonly code?: string; readonly decline_code?: string; readonly message: string }, now: Date): SavedState => {
  const method = methodOf(state, state.selectedId)
  const field = fieldForDeclineCode(error.decline_code ?? error.code ?? '')
  const failed = { ...state, declines: state.declines + 1 }
  if (method !== undefined && field === 'cvc') {
    const cvcDeclined = state.cvcDeclined.includes(method.id) ? state.cvcDeclined : [...state.cvcDeclined, method.id]
    return { ...failed, cvcDeclined, cvc: '', submitted: true, error: { message: error.message, field: 'savedCvc' } }
  }
  if (method !== undefined && field === 'expiry' && state.capabilities.update && isSavedCardExpired(method, { now })) {
    return { ...failed, view: 'update', target: method.id, expiry: '', ...noErrorsShown, error: { message: error.message, field: 'savedExpiry' } }
  }
  return { ...failed, submitted: true, error: { message: error.message, field: null } }
}

/** A saved card's CVC shown redacted (payment-form.md §9): 4 dots for amex, 3 for every other brand. */
export const redactedCvc = (brand: string): string => '•'.repeat(brand === 'amex' ? 4 : 3)

/** The label of a card, as lists and screen readers say it: "Visa ending in 4242". */
const describe = (method: SavedCardMethod, context: ElementContext): string =>
  context.t('savedMethods.card_description', { brand: cardBrands[brandOf(method)]?.displayName ?? context.t('savedMethods.card'), last4: method.last4 })

/** The JSON the saved-methods form renders. */
export const savedView = (state: SavedState, context: ElementContext): Json => {
  const selected = methodOf(state, state.selectedId)
  const error = state.view === 'list' ? selectedError(state, context) : undefined
  const target = methodOf(state, state.target)
  const cvcShown = state.view === 'list' && selected !== undefined && !isExpired(selected, context) && needsCvc(state, selected, context)
  // A CVC decline shows on the CVC input; were it hidden (the card has expired since), on the list.
  const declinedCvc = cvcShown && state.error?.field === 'savedCvc' ? state.error.message : null
  const cvcError = declinedCvc ?? (error?.field === 'cvc' && showsError(state, 'savedCvc', false) ? error.message : null)
  const focus = declinedCvc !== null ? 'savedCvc' : state.view === 'update' && state.error?.field === 'savedExpiry' ? 'savedExpiry' : null
  const expiryMessage = state.view === 'update' && showsError(state, 'savedExpiry', false) ? expiryError(state, context) : null
  return {
    view: state.view,
    pending: state.pending,
    error: declinedCvc !== null ? null : state.error?.message ?? (error?.field === undefined ? error?.message ?? null : null),
    focus: focus === null ? null : { field: focus, attempt: state.declines },
    methods: state.methods.map((method) => {
      const expired = isExpired(method, context)
      const params = { month: twoDigits(method.exp_month), year: twoDigits(method.exp_year) }
      const label = describe(method, context)
      return {
        id: method.id,
        brand: method.brand,
        label,
        updateLabel: context.t('savedMethods.update_aria', { card: label }),
        updateAddressLabel: context.t('savedMethods.update_address_aria', { card: label }),
        removeLabel: context.t('savedMethods.remove_aria', { card: label }),
        expiry: context.t(expired ? 'savedMethods.expired' : 'savedMethods.expires', params),
        expired,
        selected: method.id === state.selectedId,
        isDefault: method.id === state.defaultId,
        canUpdate: state.capabilities.update,
        canRemove: canRemove(state),
        canSetDefault: state.capabilities.setAsDefault && method.id !== state.defaultId,
      }
    }),
    cvc: cvcShown ? { value: state.cvc, error: cvcError, label: context.t('savedMethods.cvc_label', { card: describe(selected, context) }), redacted: redactedCvc(selected.brand) } : null,
    target: target === undefined ? null : {
      id: target.id,
      title: context.t(state.view === 'updateAddress' ? 'savedMethods.address_title' : 'savedMethods.update_title', { card: describe(target, context) }),
      question: context.t('savedMethods.remove_confirmation', { card: describe(target, context) }),
    },
    expiry: { value: state.expiry, error: expiryMessage, placeholder: context.t('card.expiry_placeholder') },
    address: state.view === 'updateAddress' && state.address !== null ? addressFormView(state.address, context) : null,
    strings: savedStrings(context),
  }
}

const stringKeys = [
  'title', 'add_new', 'back_to_saved', 'default_badge', 'update', 'update_address', 'remove', 'set_as_default', 'expiry_label',
  'save', 'cancel', 'remove_title', 'remove_confirm', 'working',
] as const

const savedStrings = (context: ElementContext): Json =>
  Object.fromEntries(stringKeys.map((key) => [key, context.t(`savedMethods.${key}`)]))
