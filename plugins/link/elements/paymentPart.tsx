import type { ChangeEvent, ElementContext, ElementError, ElementFormProps, Json, PaymentElementPart, PaymentMethodData, ShownMethod, ToController } from 'payloom'
import { formatAmount, showsError } from 'payloom/methods'
import { Checkbox, FormField } from 'payloom/react'
import { fieldForDeclineCode } from 'payloom/validation/card'
import { linkData, linkRequestOf } from '../runtime/linkData.ts'
import type { LinkWallet } from '../runtime/linkWallet.ts'
import { businessNetworkSubView, type WalletView } from '../wallet/views.ts'
import { declineMarksDetailsFailed } from '../wallet/walletState.ts'
import { walletOf } from '../runtime/walletOf.ts'
import type { PasskeyOffer, SavedLinkCard } from '../runtime/walletView.ts'
import { linkStyles } from './linkStyles.ts'
import { boxTouched, optInChecked } from './optIn.ts'
import { paymentElementSignIn } from './paymentSignIn.ts'
import { EmbeddedSignIn, embeddedLoad, embeddedView, initialEmbedded, reduceEmbedded, type EmbeddedState, type EmbeddedView } from './embeddedSignIn.tsx'
import { PhoneCountryField } from './PhoneCountryField.tsx'
import { phoneCountryOptions, phoneRules, loadPhoneRules } from './phoneRules.ts'
import { SavedCardsForm, type RecollectView, type SavedView } from './SavedCardsForm.tsx'
import { InstallmentPlans, chosenPlan, planField, plansView, type PlansView } from './InstallmentPlans.tsx'
import {
  currentView, expiryErrorCode, initialSavedCards, newCardErrors, nicknameMaxLength, reduceSavedCards,
  type CardCall, type CardField, type SavedCardsAction, type SavedCardsState,
} from './savedCardViews.ts'
import {
  noneRecollected, recollectedValue, recollectionErrors, recollectionInputs, recollectionMessage,
  type RecollectedFields, type RecollectionInput,
} from './cardRecollection.ts'

/** What the payment element keeps for Link besides the wallet's own state. */
interface PartState {
  /** The saved card picked; undefined: the default one. */
  readonly card: string | undefined
  /** The country of the sign-up phone number; undefined: the card form's billing country. */
  readonly phoneCountry: string | undefined
  /** Saved cards shown and submit() pressed: nothing to show, but a card must be picked. */
  readonly submitted: boolean
  readonly request: Request | undefined
  /** What the shopper is doing with their saved cards: the list, a card's update form, its removal. */
  readonly cards: SavedCardsState
  /** What the shopper typed again for the card picked (its CVC...); cleared when another is picked. */
  readonly recollected: RecollectedFields
  /** The last confirm declined this card's CVC (incorrect_cvc...): it is asked for again, the decline said on it. */
  readonly cvcDeclined: { readonly card: string; readonly code: string } | null
  /** The code a consumer types in the payment element itself (the embedded placement, inline hosting). */
  readonly embedded: EmbeddedState
  /** The shopper opened the list of their saved cards from a stored login's one-click card (link-return-autofill). */
  readonly listOpened: boolean
  /** A signed-in consumer without saved cards keeps the box ticked: the card typed is saved to their Link (details-link-authenticated). */
  readonly saveToLink: boolean
  /** The installment plan picked for the card picked (its count; '' pays in full); cleared when another is picked. */
  readonly plan: string
}

type Request =
  | { readonly kind: 'payAnotherWay' | 'useLink' | 'logOut' }
  /** The browser made a passkey (in the form's frame): the wallet registers it, or hears why not. */
  | { readonly kind: 'addPasskey'; readonly credential: Json }
  | { readonly kind: 'passkeyFailed'; readonly name: string; readonly message: string }

const started = new WeakSet<Request>()
const startedCalls = new WeakSet<CardCall>()

const t = (context: ElementContext, key: string, params?: Readonly<Record<string, string | number>>): string => context.t(`link:${key}`, params)

/** The merchant turned Link off in this payment element (`wallets: { link: 'never' }`): nothing of it shows here. */
const linkNever = (context: ElementContext): boolean =>
  (context.options as { readonly wallets?: { readonly link?: unknown } } | undefined)?.wallets?.link === 'never'

/** The saved cards, default first, and the one picked (the default until the shopper picks another). */
const savedCards = (wallet: LinkWallet): ReadonlyArray<SavedLinkCard> => {
  const step = wallet.step()
  return step.kind === 'signedIn' ? step.cards : []
}
const pickedCard = (state: PartState, wallet: LinkWallet): string | undefined => {
  const cards = savedCards(wallet)
  return cards.find((card) => card.id === state.card)?.id ?? cards.find((card) => card.isDefault)?.id ?? cards[0]?.id
}
/** Whether a card's update form or removal question is open: confirm waits until it is saved or cancelled. */
const changing = (state: PartState, wallet: LinkWallet): boolean => currentView(state.cards, savedCards(wallet)).kind !== 'list'

/** What the card picked needs again before it pays, and whether it can pay at all (wallet.md §5, §8). */
const pickedNeeds = (state: PartState, context: ElementContext) => {
  const wallet = walletOf(context)
  const picked = pickedCard(state, wallet)
  const cvcDeclined = picked !== undefined && state.cvcDeclined?.card === picked
  const recollection = picked === undefined ? undefined : wallet.recollection(picked, { cvcRequested: context.session?.requireCvcRecollection === true || cvcDeclined, now: context.now() })
  return {
    picked,
    recollection,
    // The decline, said on the CVC until the shopper types one again.
    cvcDecline: cvcDeclined && state.recollected.cvc === '' ? context.t(`declines.${state.cvcDeclined!.code}`) : undefined,
    // A card a payment was declined with is paid with again only once updated (or another is picked).
    declined: picked !== undefined && wallet.declinedCards().includes(picked),
    expired: recollection?.needs.expiry === true,
    errors: recollection === undefined ? {} : recollectionErrors(state.recollected, recollection, context.now()),
  }
}

/** Why the card picked cannot pay yet, if it cannot: its code and what the shopper reads. */
const pickedProblem = (state: PartState, context: ElementContext): { readonly code: string; readonly message: string } | undefined => {
  const needs = pickedNeeds(state, context)
  if (needs.expired) return { code: 'expired_card', message: context.t('savedMethods.expired_card') }
  if (needs.declined) return { code: 'link_card_declined', message: t(context, 'card_declined') }
  if (needs.cvcDecline !== undefined) return { code: state.cvcDeclined!.code, message: needs.cvcDecline }
  const [code] = Object.values(needs.errors)
  return code === undefined ? undefined : { code, message: recollectionMessage(context, code) }
}

/** Whether the card form offers sign-up: the wallet allows it and the shopper is not signed in. */
const offersSignUp = (context: ElementContext, shown: ShownMethod | undefined): shown is ShownMethod =>
  shown?.type === 'card' && !linkNever(context) && walletOf(context).signUp().offered

const optedIn = (wallet: LinkWallet, shown: ShownMethod | undefined): boolean =>
  shown !== undefined && optInChecked(shown, wallet.signUp().checkedByDefault)

/** The e-mail the link authentication element looked up, if any: sign-up then asks for none. */
const knownEmail = (wallet: LinkWallet): string | undefined => {
  const step = wallet.step()
  // One the payment element looked up itself (its sign-up's) stays in its field.
  return 'email' in step && !wallet.signIn.lookedUpHere(step.email) ? step.email : undefined
}

/** The e-mail sign-up uses: the one the link authentication element looked up, else the card form's. */
const signUpEmail = (wallet: LinkWallet, shown: ShownMethod): string => knownEmail(wallet) ?? String(shown.values.linkEmail ?? '').trim()

const phoneCountryOf = (state: PartState, shown: ShownMethod): string =>
  state.phoneCountry ?? (typeof shown.values.country === 'string' ? shown.values.country : 'US')

/** The sign-up fields' errors by field, while the shopper opted in. */
const signUpErrors = (state: PartState, context: ElementContext, shown: ShownMethod): Readonly<Record<string, ElementError>> => {
  const wallet = walletOf(context)
  if (!offersSignUp(context, shown) || !optedIn(wallet, shown)) return {}
  const errors: Record<string, ElementError> = {}
  const rules = phoneRules()
  const phone = String(shown.values.linkMobilePhone ?? '')
  // Where the form shows Link's consent text, the e-mail alone signs up: the phone may be left out.
  const phoneCode = phone.trim() === '' ? (wallet.signUp().formShowsConsent ? undefined : 'empty_phone_number')
    : rules?.validatePhone(phone, phoneCountryOf(state, shown)).error?.code
  if (phoneCode !== undefined) errors.linkMobilePhone = { type: 'validation_error', code: phoneCode, message: context.t(`contact.${phoneCode}`) }
  const emailCode = knownEmail(wallet) === undefined ? rules?.validateEmail(shown.values.linkEmail).error?.code : undefined
  if (emailCode !== undefined) errors.linkEmail = { type: 'validation_error', code: emailCode, message: context.t(`contact.${emailCode}`) }
  return errors
}

/** The failure each call shows the shopper. */
const failureKey: Readonly<Record<CardCall['kind'], string>> = { update: 'update_failed', remove: 'remove_failed', setDefault: 'default_failed', add: 'add_failed' }

/** The fields the picked card needs again, under it in the list (wallet.md §5 "Card re-collection"). */
const recollectView = (state: PartState, context: ElementContext, label: string): RecollectView | null => {
  const { recollection, errors, cvcDecline } = pickedNeeds(state, context)
  if (recollection === undefined) return null
  const { needs } = recollection
  const error = (field: keyof RecollectedFields) => {
    if (field === 'cvc' && cvcDecline !== undefined) return cvcDecline
    const code = errors[field]
    return code === undefined || !state.submitted ? null : recollectionMessage(context, code)
  }
  const fields = [
    needs.cvc ? { name: 'linkCardCvc', label: context.t('savedMethods.cvc_label', { card: label }), value: state.recollected.cvc, error: error('cvc'), inputMode: 'numeric', autoComplete: 'cc-csc' } as const : null,
    needs.postalCode ? { name: 'linkCardPostalCode', label: context.t('card.postal_code_label'), value: state.recollected.postalCode, error: error('postalCode'), inputMode: 'text', autoComplete: 'postal-code' } as const : null,
    needs.legalName ? { name: 'linkCardLegalName', label: t(context, 'full_name'), value: state.recollected.legalName, error: error('legalName'), inputMode: 'text', autoComplete: 'name' } as const : null,
  ].filter((field) => field !== null)
  return fields.length === 0 ? null : { fields }
}

/** The saved cards as the form shows them: the list with each card's buttons, or a card's update form or removal question. */
const savedView = (state: PartState, context: ElementContext, cards: ReadonlyArray<SavedLinkCard>, email: string, passkey: PasskeyOffer): SavedView => {
  const wallet = walletOf(context)
  const picked = pickedCard(state, wallet)
  const pickedCardOf = cards.find((card) => card.id === picked)
  const label = (card: SavedLinkCard) => t(context, 'card_line', { brand: card.brand, last4: card.last4 })
  const open = currentView(state.cards, cards)
  const target = 'id' in open ? cards.find((card) => card.id === open.id) : undefined
  const addErrors = open.kind === 'add' ? newCardErrors(open, context.now()) : {}
  const failure = state.cards.failed === null ? null : t(context, failureKey[state.cards.failed])
  const expiryCode = open.kind === 'update' && open.submitted ? expiryErrorCode(open.expiry, context.now()) : undefined
  return {
    kind: 'saved',
    legend: t(context, 'saved_cards'),
    signedInAs: t(context, 'signed_in_as', { email }),
    cards: cards.map((card) => {
      const month = String(card.expMonth).padStart(2, '0')
      const year = String(card.expYear % 100).padStart(2, '0')
      const expired = wallet.recollection(card.id, { cvcRequested: false, now: context.now() })?.needs.expiry === true
      return {
        id: card.id,
        label: label(card),
        nickname: card.nickname,
        expires: expired ? context.t('savedMethods.expired', { month, year }) : t(context, 'card_expires', { month, year }),
        isDefault: card.isDefault ? t(context, 'card_default') : null,
        picked: card.id === picked,
        canSetDefault: !card.isDefault,
        // Why it cannot pay: expired (update it), or declined and not updated since (wallet.md §8).
        problem: expired ? context.t('savedMethods.expired_card') : wallet.declinedCards().includes(card.id) ? t(context, 'card_declined') : null,
      }
    }),
    recollect: open.kind === 'list' && pickedCardOf !== undefined ? recollectView(state, context, label(pickedCardOf)) : null,
    plans: open.kind === 'list' && pickedCardOf !== undefined ? plansView(context, pickedCardOf.id, state.plan) : null,
    open: open.kind === 'add' ? {
      kind: 'add',
      title: t(context, 'add_card_title'),
      fields: (['number', 'expiry', 'cvc', 'postalCode'] as const).map((field) => {
        const code = open.submitted ? addErrors[field] : undefined
        return { name: addFieldNames[field], label: context.t(addLabels[field]), value: open[field], error: code === undefined ? null : context.t(field === 'postalCode' && code !== 'incomplete_zip' ? `address.${code}` : `card.${code}`) }
      }),
      country: { label: context.t('card.country_label'), value: open.country, options: phoneCountryOptions(context.locale) },
      expiryPlaceholder: context.t('card.expiry_placeholder'),
      error: failure,
    } : open.kind === 'logout' ? {
      kind: 'logout',
      title: t(context, 'logout_title'),
      question: t(context, 'logout_question'),
      error: null,
    } : target === undefined ? null : open.kind === 'update' ? {
      kind: 'update',
      title: context.t('savedMethods.update_title', { card: label(target) }),
      expiry: { label: context.t('savedMethods.expiry_label'), value: open.expiry, placeholder: context.t('card.expiry_placeholder'), error: expiryCode === undefined ? null : context.t(`card.${expiryCode}`) },
      nickname: { label: t(context, 'card_nickname'), value: open.nickname, maxLength: nicknameMaxLength },
      error: failure,
    } : {
      kind: 'remove',
      title: context.t('savedMethods.remove_title'),
      question: context.t('savedMethods.remove_confirmation', { card: label(target) }),
      error: failure,
    },
    busy: state.cards.pending !== null,
    error: open.kind === 'list' ? failure : null,
    texts: {
      update: context.t('savedMethods.update'),
      remove: context.t('savedMethods.remove'),
      setDefault: context.t('savedMethods.set_as_default'),
      save: context.t('savedMethods.save'),
      cancel: context.t('savedMethods.cancel'),
      confirmRemove: context.t('savedMethods.remove_confirm'),
      confirmLogOut: t(context, 'log_out_confirm'),
    },
    addCard: t(context, 'add_card'),
    payAnotherWay: t(context, 'pay_another_way'),
    logOut: t(context, 'log_out'),
    passkey: passkey.kind === 'offer' ? { label: t(context, 'add_passkey'), options: passkey.options } : null,
    passkeyAdded: passkey.kind === 'added' ? t(context, 'passkey_added') : null,
    protection: picked !== undefined && walletOf(context).protectedPurchase(picked) === true ? t(context, 'purchase_protected') : null,
  }
}

/** The add form's fields: their names in the payment element and their labels in the card form's strings. */
const addFieldNames = { number: 'linkNewNumber', expiry: 'linkNewExpiry', cvc: 'linkNewCvc', postalCode: 'linkNewPostalCode' } as const
const addLabels = { number: 'card.number_label', expiry: 'card.expiry_label', cvc: 'card.cvc_label', postalCode: 'card.postal_code_label' } as const

/** The wallet's views that show instead of the methods (wallet.md §2); the others leave the methods, with Link's offer under the card form. */
const insteadViews: ReadonlyArray<WalletView> = ['link-blocked', 'saved', 'update', 'remove', 'logout', 'link-return-autofill']

/** The wallet's view by its rules (wallet/views.ts), given what the shopper is doing with a saved card here. */
const viewOf = (state: PartState, context: ElementContext): WalletView =>
  walletOf(context).view({ updating: state.cards.view.kind === 'update', removing: state.cards.view.kind === 'remove', listOpened: state.listOpened })

/**
 * Whether the card typed is offered to a signed-in consumer's Link (wallet.md §2
 * details-link-authenticated): they have no saved card to pay with and did not choose to pay another way.
 * `view` is the wallet's view (viewOf), which a render has worked out already.
 */
const offersSave = (view: WalletView, context: ElementContext, shown: ShownMethod | undefined): shown is ShownMethod => {
  const wallet = walletOf(context)
  return shown?.type === 'card' && !linkNever(context) && wallet.step().kind === 'signedIn' && !wallet.declined()
    && savedCards(wallet).length === 0 && view === 'details-link-authenticated'
}

const partView = (state: PartState, context: ElementContext, shown: ShownMethod | undefined): PartView | null => {
  const wallet = walletOf(context)
  const step = wallet.step()
  const view = viewOf(state, context)
  if (linkNever(context)) return null
  // Link is the only method and cannot be used (wallet.md §2 link-blocked): the shopper hears so.
  if (view === 'link-blocked') return { kind: 'blocked', text: t(context, 'blocked') }
  // Logging out (wallet.md §2 logout): the call is under way, the saved cards are gone already.
  if (view === 'logout') return { kind: 'loggingOut', text: t(context, 'logging_out') }
  // A stored login's one click (link-return-autofill): the default card, ready to pay, unless it needs something first.
  if (view === 'link-return-autofill' && step.kind === 'signedIn' && pickedProblem(state, context) === undefined && !Object.values(pickedNeeds(state, context).recollection?.needs ?? {}).some(Boolean)) {
    return oneClickView(state, context, step.cards, step.email)
  }
  if (insteadViews.includes(view) && step.kind === 'signedIn') return savedView(state, context, step.cards, step.email, step.passkey)
  // A demo-flagged test e-mail (wallet.md §2 business-network): the sub-view says which, with the way
  // back to the saved methods where it has some (use-saved), or to a new one below (add-new).
  if (view === 'business-network' && step.kind === 'signedIn') {
    const sub = businessNetworkSubView(step.cards.length > 0)
    return { kind: 'businessNetwork', sub, text: t(context, sub === 'use-saved' ? 'business_network_use_saved' : 'business_network_add_new'), useLink: sub === 'use-saved' ? t(context, 'use_link') : null }
  }
  // A signed-in shopper paying another way can come back to their saved cards.
  if (step.kind === 'signedIn' && wallet.declined()) return { kind: 'useLink', label: t(context, 'use_link') }
  // A consumer found by the payment element's e-mail in inline hosting enters their code here (embedded).
  const embedded = embeddedView(state.embedded, wallet, context)
  if (embedded !== undefined) return embedded
  // A consumer who closed Link's sign-in modal before their code can open it again (wallet.md §2 unopened).
  if (step.kind === 'verifying' && wallet.signIn.modalState() === 'unopened') return { kind: 'useLink', label: t(context, 'use_link') }
  // Confirm paid the card typed without saving it (the e-mail was in Link already, or Link failed): no sign-up is offered again.
  const notSaved = wallet.cardNotSaved()
  if (notSaved !== null && shown?.type === 'card') return { kind: 'notSaved', text: t(context, notSaved === 'exists' ? 'card_not_saved' : 'card_not_saved_failed') }
  if (offersSave(view, context, shown) && step.kind === 'signedIn') return { kind: 'saveToLink', checked: state.saveToLink, label: t(context, 'save_to_link'), signedInAs: t(context, 'signed_in_as', { email: step.email }) }
  if (!offersSignUp(context, shown)) return null
  const checked = optedIn(wallet, shown)
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
    incentive: incentiveLine(context),
    fields: checked ? {
      email: knownEmail(wallet) !== undefined ? null : { label: context.t('contact.email_label'), value: String(shown.values.linkEmail ?? ''), error: shownError('linkEmail') },
      phone: { label: t(context, 'mobile_phone'), value: String(shown.values.linkMobilePhone ?? ''), error: shownError('linkMobilePhone'), required: !wallet.signUp().formShowsConsent },
      country: { label: context.t('card.country_label'), value: phoneCountryOf(state, shown), options: phoneCountryOptions(context.locale) },
      // Link's consent text, only where the opt-in mode shows it (OPTIONAL, FULL).
      terms: wallet.signUp().formShowsConsent ? t(context, 'signup_terms') : null,
    } : null,
  }
}

/** The merchant's sign-up incentive as the box says it, in the shopper's language and the offer's currency. */
const incentiveLine = (context: ElementContext): string | null => {
  const offer = walletOf(context).incentiveOffer()
  return offer === undefined ? null : t(context, 'signup_incentive', { amount: formatAmount(offer.amountOff, offer.currency, context.locale) })
}

/**
 * The box showed the incentive: recorded once (wallet.md §3 `wasShown`); the shopper ticked it: the
 * offer is asked again, and the line goes if the campaign ended or the update failed.
 */
const noteIncentive = (state: PartState, context: ElementContext, shown: ShownMethod | undefined): void => {
  const view = partView(state, context, shown)
  if (view?.kind !== 'signUp' || view.incentive === null) return
  const wallet = walletOf(context)
  wallet.incentiveShown()
  if (view.checked) void wallet.incentiveOptedIn()
}

/** The saved cards show (the list or a stored login's one click): Link is asked which plans the card picked may pay in, where the payment offers installments. */
const askPlans = (state: PartState, context: ElementContext): void => {
  const wallet = walletOf(context)
  const picked = pickedCard(state, wallet)
  if (picked !== undefined && !linkNever(context) && insteadViews.includes(viewOf(state, context))) void wallet.askPaymentPlans(picked)
}

/** The saved cards' own fields: the update form's and the add form's. */
const cardFields: Readonly<Record<string, CardField>> = {
  linkCardExpiry: 'expiry', linkCardNickname: 'nickname',
  linkNewNumber: 'number', linkNewExpiry: 'expiry', linkNewCvc: 'cvc', linkNewPostalCode: 'postalCode',
}

/** A message about the saved cards (a `link:card:` action, a keystroke in the update form) as their rules' action. */
const cardActionOf = (message: ToController): SavedCardsAction | undefined => {
  if (message.kind === 'patch') {
    const [name, value] = Object.entries(message.patch)[0] ?? []
    const field = name === undefined ? undefined : cardFields[name]
    return field === undefined || typeof value !== 'string' ? undefined : { type: 'input', field, value }
  }
  if (message.kind !== 'action' || !message.action.startsWith('link:card:')) return undefined
  const id = typeof message.payload === 'string' ? message.payload : undefined
  switch (message.action.slice('link:card:'.length)) {
    case 'edit': return id === undefined ? undefined : { type: 'edit', id }
    case 'askRemove': return id === undefined ? undefined : { type: 'askRemove', id }
    case 'country': return id === undefined ? undefined : { type: 'input', field: 'country', value: id }
    case 'setDefault': return id === undefined ? undefined : { type: 'setDefault', id }
    case 'save': return { type: 'save' }
    case 'cancel': return { type: 'cancel' }
    case 'remove': return { type: 'remove' }
    // A card added answers with its id.
    case 'answered': return { type: 'answered', ok: message.payload === true || typeof message.payload === 'string' }
    default: return undefined
  }
}

const withCards = (state: PartState, action: SavedCardsAction, context: ElementContext): PartState =>
  ({ ...state, cards: reduceSavedCards(state.cards, action, savedCards(walletOf(context)), context.now()) })

export const linkPaymentPart: PaymentElementPart<PartState> = {
  init: () => ({ card: undefined, phoneCountry: undefined, submitted: false, request: undefined, cards: initialSavedCards, recollected: noneRecollected, cvcDeclined: null, embedded: initialEmbedded, listOpened: false, saveToLink: true, plan: '' }),
  reduce: (state, message, context) => {
    const cardAction = cardActionOf(message)
    if (cardAction !== undefined) {
      const next = withCards(state, cardAction, context)
      // The card just added is picked; its CVC and the rest were typed with it.
      const added = message.kind === 'action' && message.action === 'link:card:answered' && typeof message.payload === 'string' ? message.payload : undefined
      return added === undefined ? next : { ...next, card: added, recollected: noneRecollected, plan: '' }
    }
    if (message.kind === 'patch') {
      const [name, value] = Object.entries(message.patch)[0] ?? []
      const field = name !== undefined && name in recollectionInputs ? recollectionInputs[name as RecollectionInput] : undefined
      if (field !== undefined && typeof value === 'string') return { ...state, recollected: { ...state.recollected, [field]: recollectedValue(field, value) } }
      if (name === planField && typeof value === 'string') return { ...state, plan: value }
    }
    // The saved cards' fields are the part's own: nothing else acts on their focus.
    if ((message.kind === 'focus' || message.kind === 'blur') && message.field !== undefined && (message.field in cardFields || message.field in recollectionInputs || message.field === planField)) return state
    if (message.kind === 'action' && message.action === 'link:selectCard' && typeof message.payload === 'string') {
      return message.payload === state.card ? state : { ...state, card: message.payload, recollected: noneRecollected, plan: '' }
    }
    // Log out asks first (logout-confirmation); its Log out is the request.
    if (message.kind === 'action' && message.action === 'link:logOut') return withCards(state, { type: 'askLogOut' }, context)
    if (message.kind === 'action' && message.action === 'link:card:logOut') return { ...state, cards: initialSavedCards, request: { kind: 'logOut' } }
    if (message.kind === 'action' && message.action === 'link:addCard') {
      return withCards(state, { type: 'add', country: pickedNeeds(state, context).recollection?.country ?? context.session?.merchantCountry ?? 'US' }, context)
    }
    if (message.kind === 'action' && message.action === 'link:phoneCountry' && typeof message.payload === 'string') return { ...state, phoneCountry: message.payload }
    if (message.kind === 'action' && message.action === 'link:openList') return { ...state, listOpened: true }
    if (message.kind === 'action' && message.action === 'link:saveToLink' && typeof message.payload === 'boolean') return { ...state, saveToLink: message.payload }
    if (message.kind === 'action' && message.action === 'link:requestDone') return { ...state, request: undefined }
    const embedded = reduceEmbedded(state.embedded, message)
    if (embedded !== undefined) return { ...state, embedded }
    // The phone rules arrived: the same state, shown again with them.
    if (message.kind === 'action' && message.action === 'link:phoneRules') return { ...state }
    if (message.kind === 'action' && ['link:payAnotherWay', 'link:useLink'].includes(message.action)) {
      return { ...state, request: { kind: message.action.slice('link:'.length) as 'useLink' } }
    }
    if (message.kind === 'action' && message.action === 'link:passkey:add' && message.payload !== undefined) return { ...state, request: { kind: 'addPasskey', credential: message.payload } }
    if (message.kind === 'action' && message.action === 'link:passkey:failed') {
      const failure = (typeof message.payload === 'object' && message.payload !== null ? message.payload : {}) as { name?: unknown; message?: unknown }
      return { ...state, request: { kind: 'passkeyFailed', name: String(failure.name ?? 'UnknownError'), message: String(failure.message ?? '') } }
    }
    return undefined
  },
  // A CVC the card's bank refused (payment-form.md §8): the card picked is asked its CVC again, the
  // decline said there. A decline that marks the card failed (wallet.md §8) picks its backup instead,
  // where Link names one (backup_ids): paying again pays with it.
  confirmFailed: (state, error, context) => {
    const code = error.decline_code ?? error.code
    const wallet = walletOf(context)
    const picked = pickedCard(state, wallet)
    if (picked === undefined || code === undefined) return state
    if (fieldForDeclineCode(code) === 'cvc') return { ...state, cvcDeclined: { card: picked, code }, recollected: { ...state.recollected, cvc: '' } }
    const backup = error.decline_code !== undefined && declineMarksDetailsFailed(error.decline_code) ? wallet.backupOf(picked) : undefined
    return backup === undefined ? state : { ...state, card: backup, recollected: noneRecollected, plan: '' }
  },
  showsInstead: (state, context) => !linkNever(context) && insteadViews.includes(viewOf(state, context)),
  // Link's availability here (wallet.md §3): how it pays, or the reasons of §8, this element's wallets.link among them.
  availability: (_state, context) => {
    const decided = walletOf(context).availability({ merchantDisabledLink: linkNever(context) })
    if (decided === undefined) return undefined
    return decided.available ? { available: true, mode: decided.mode } : { available: false, reasons: decided.reasons }
  },
  view: (state, context, shown) => partView(state, context, shown) as unknown as Json,
  change: (state, context): ChangeEvent => {
    const wallet = walletOf(context)
    const picked = pickedCard(state, wallet)
    // A card's update form or removal question left open: confirm waits until it is finished or cancelled.
    const open = changing(state, wallet)
    // The card picked is expired, was declined, or needs its CVC (or more) again.
    const problem = open ? undefined : pickedProblem(state, context)
    const error = open ? { code: 'link_card_change_open', message: t(context, 'card_change_open') } : problem
    return {
      elementType: 'payment', collapsed: false, empty: false, complete: picked !== undefined && error === undefined, value: { type: 'link' },
      ...(error === undefined ? {} : { error: { type: 'validation_error', ...error } }),
    }
  },
  error: (state, context, shown) => (shown === undefined ? undefined : Object.values(signUpErrors(state, context, shown))[0]),
  submit: (state, context) => ({ ...withCards(state, { type: 'submit' }, context), submitted: true }),
  paymentMethodData: (state, context, data, shown): PaymentMethodData | undefined => {
    const wallet = walletOf(context)
    if (shown === undefined && data === undefined) {
      const picked = pickedCard(state, wallet)
      if (picked === undefined || changing(state, wallet) || pickedProblem(state, context) !== undefined) return undefined
      const shared = wallet.paymentDetailsData(picked, t(context, 'session_expired'), t(context, 'share_failed'), t(context, 'generic_decline'))
      // The plan picked rides as the card's option of this payment: confirm sends it as payment_method_options[card][installments][plan].
      const plan = chosenPlan(context, picked, state.plan)
      const withPlan = (each: PaymentMethodData | undefined): PaymentMethodData | undefined =>
        each === undefined || plan === undefined ? each : { ...each, payment_method_options: { card: { installments: { plan } } } }
      const data = withPlan(shared)
      const request = shared === undefined ? undefined : linkRequestOf(shared)
      const { recollection } = pickedNeeds(state, context)
      if (request?.kind !== 'saved' || recollection === undefined) return data
      // The CVC asked for again travels with the share (payment_method_options.card.cvc); a postal
      // code or name asked for again completes the card's billing address, which is updated first.
      const { needs, billingAddress } = recollection
      const { cvc, postalCode, legalName } = state.recollected
      return withPlan(linkData({
        ...request,
        ...(needs.cvc ? { cvc } : {}),
        ...(needs.postalCode || needs.legalName ? {
          billingAddress: { ...billingAddress, ...(needs.postalCode ? { postal_code: postalCode.trim() } : {}), ...(needs.legalName ? { name: legalName.trim() } : {}) },
        } : {}),
      }))
    }
    if (data !== undefined && offersSave(viewOf(state, context), context, shown)) return state.saveToLink ? wallet.saveCardData(data) ?? data : data
    if (data === undefined || !offersSignUp(context, shown) || !optedIn(wallet, shown)) return data
    if (Object.keys(signUpErrors(state, context, shown)).length > 0) return undefined
    const country = phoneCountryOf(state, shown)
    const typed = String(shown.values.linkMobilePhone ?? '')
    const phone = typed.trim() === '' ? undefined : phoneRules()?.formatPhone(typed, country)
    if (typed.trim() !== '' && phone === undefined) return undefined
    return wallet.signUpData({ email: signUpEmail(wallet, shown), ...(phone === undefined ? {} : { phone }), country, card: data }, boxTouched(shown))
  },
  firstField: (state, context, shown) => {
    if (shown !== undefined) return Object.keys(signUpErrors(state, context, shown))[0]
    // An open update form: its expiry when wrong, else its Save; an open removal question: its Remove.
    const open = currentView(state.cards, savedCards(walletOf(context)))
    if (open.kind === 'update') return expiryErrorCode(open.expiry, context.now()) === undefined ? 'linkCardSave' : 'linkCardExpiry'
    if (open.kind === 'add') return Object.keys(newCardErrors(open, context.now())).map((field) => addFieldNames[field as keyof typeof addFieldNames])[0] ?? 'linkCardSave'
    if (open.kind === 'remove') return 'linkCardRemove'
    if (open.kind === 'logout') return 'linkLogOut'
    // The card picked cannot pay: its first field asked for again, else its Update (expired or declined).
    const needs = pickedNeeds(state, context)
    const field = Object.keys(needs.errors)[0] as keyof RecollectedFields | undefined
    if (needs.expired || needs.declined) return 'linkCardFix'
    return field === undefined ? 'linkCard' : Object.entries(recollectionInputs).find((entry) => entry[1] === field)?.[0] ?? 'linkCard'
  },
  load: (state, context, shown) => {
    noteIncentive(state, context, shown)
    askPlans(state, context)
    const signingIn = paymentElementSignIn(walletOf(context), context, shown)
    if (signingIn !== undefined) return signingIn
    const verifying = embeddedLoad(state.embedded, walletOf(context))
    if (verifying !== undefined) return verifying
    // Opting in needs the phone rules (libphonenumber): they load then, not with the page.
    if (shown !== undefined && optedIn(walletOf(context), shown) && phoneRules() === undefined) return loadPhoneRules().then(() => [{ kind: 'action', elementId: '', action: 'link:phoneRules' }])
    const call = state.cards.pending
    if (call !== null && !startedCalls.has(call)) {
      startedCalls.add(call)
      const wallet = walletOf(context)
      const work: Promise<boolean | string | undefined> = call.kind === 'update' ? wallet.updateCard(call.id, call.update)
        : call.kind === 'remove' ? wallet.removeCard(call.id)
        : call.kind === 'add' ? wallet.addCard(call.card)
        : wallet.setDefaultCard(call.id)
      // true or the new card's id: done; false or undefined: it failed.
      const answered = (outcome: boolean | string | undefined): ReadonlyArray<ToController> => [{ kind: 'action', elementId: '', action: 'link:card:answered', payload: outcome ?? false }]
      return work.then(answered, () => answered(false))
    }
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
  /** The merchant's sign-up incentive, while it is offered; null otherwise. */
  readonly incentive: string | null
  readonly fields: {
    readonly email: FieldView | null
    readonly phone: FieldView & { readonly required: boolean }
    readonly country: { readonly label: string; readonly value: string; readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }> }
    readonly terms: string | null
  } | null
}

/** A stored login's one-click card (wallet.md §2 link-return-autofill): the default card, the way to the others, and to pay another way. */
interface OneClickView {
  readonly kind: 'oneClick'
  readonly title: string
  readonly signedInAs: string
  readonly card: string
  readonly expires: string
  readonly change: string
  readonly payAnotherWay: string
  /** Link's purchase protection for this card, where it covers the purchase. */
  readonly protection: string | null
  /** The card's installment plans, where the payment offers them. */
  readonly plans: PlansView | null
}

const oneClickView = (state: PartState, context: ElementContext, cards: ReadonlyArray<SavedLinkCard>, email: string): OneClickView => {
  const wallet = walletOf(context)
  const picked = cards.find((card) => card.id === pickedCard(state, wallet))!
  return {
    kind: 'oneClick',
    title: t(context, 'one_click_title'),
    signedInAs: t(context, 'signed_in_as', { email }),
    card: t(context, 'card_line', { brand: picked.brand, last4: picked.last4 }),
    expires: t(context, 'card_expires', { month: String(picked.expMonth).padStart(2, '0'), year: String(picked.expYear % 100).padStart(2, '0') }),
    change: t(context, 'change_card'),
    payAnotherWay: t(context, 'pay_another_way'),
    protection: wallet.protectedPurchase(picked.id) === true ? t(context, 'purchase_protected') : null,
    plans: plansView(context, picked.id, state.plan),
  }
}

/** The business-network view (wallet.md §2) and its sub-view: what it is, and the way back to Link's saved methods (use-saved). */
interface BusinessNetworkView {
  readonly kind: 'businessNetwork'
  readonly sub: 'use-saved' | 'add-new'
  readonly text: string
  readonly useLink: string | null
}

type PartView = SavedView | SignUpView | BusinessNetworkView | EmbeddedView | OneClickView
  | { readonly kind: 'saveToLink'; readonly checked: boolean; readonly label: string; readonly signedInAs: string } | { readonly kind: 'useLink'; readonly label: string } | { readonly kind: 'blocked'; readonly text: string } | { readonly kind: 'loggingOut'; readonly text: string } | { readonly kind: 'notSaved'; readonly text: string }

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
  if (view.kind === 'embeddedSignIn') return <EmbeddedSignIn view={view} send={send} elementId={elementId} />
  if (view.kind === 'businessNetwork') {
    return (
      <div className="p-LinkBusiness" data-subview={view.sub}>
        <p className="p-LinkText" role="status">{view.text}</p>
        {view.useLink === null ? null : <button type="button" className="p-Link p-LinkUse" onClick={action('useLink')}>{view.useLink}</button>}
      </div>
    )
  }
  if (view.kind === 'useLink') {
    return <button type="button" className="p-Link p-LinkUse" onClick={action('useLink')}>{view.label}</button>
  }
  if (view.kind === 'blocked' || view.kind === 'loggingOut' || view.kind === 'notSaved') return <p className="p-LinkText" role="status">{view.text}</p>
  if (view.kind === 'saved') return <SavedCardsForm view={view} send={send} elementId={elementId} />
  if (view.kind === 'oneClick') {
    return (
      <div className="p-LinkOneClick">
        <p className="p-LinkTitle">{view.title}</p>
        <p className="p-LinkText">{view.signedInAs}</p>
        <p className="p-LinkCard p-LinkCard--picked"><span className="p-LinkCardLabel">{view.card}</span> <span className="p-LinkText">{view.expires}</span></p>
        {view.plans === null ? null : <InstallmentPlans view={view.plans} send={send} elementId={elementId} />}
        {view.protection === null ? null : <p className="p-LinkText">{view.protection}</p>}
        <div className="p-LinkActions">
          <button type="button" className="p-Link" name="linkChangeCard" onClick={action('openList')}>{view.change}</button>
          <button type="button" className="p-Link" onClick={action('payAnotherWay')}>{view.payAnotherWay}</button>
        </div>
      </div>
    )
  }
  if (view.kind === 'saveToLink') {
    return (
      <div className="p-LinkSignUp">
        <label className="p-Checkbox">
          <Checkbox name="linkSave" checked={view.checked} aria-describedby={`${elementId}-linkSave-detail`} onTick={(checked) => send({ kind: 'action', elementId, action: 'link:saveToLink', payload: checked })} />
          <span className="p-CheckboxLabel">{view.label}</span>
        </label>
        <p className="p-LinkText" id={`${elementId}-linkSave-detail`}>{view.signedInAs}</p>
      </div>
    )
  }
  const { fields } = view
  return (
    <div className="p-LinkSignUp">
      <label className="p-Checkbox">
        <Checkbox
          name="linkOptIn"
          checked={view.checked}
          aria-describedby={`${elementId}-linkOptIn-detail`}
          onTick={(linkOptIn) => send({ kind: 'patch', elementId, patch: { linkOptIn } })}
        />
        <span className="p-CheckboxLabel">{view.label}</span>
      </label>
      <p className="p-LinkText" id={`${elementId}-linkOptIn-detail`}>{view.detail}</p>
      {view.incentive === null ? null : <p className="p-LinkText p-LinkIncentive">{view.incentive}</p>}
      {fields === null ? null : (
        <div className="p-LinkSignUpFields">
          {fields.email === null ? null : <FormField {...field('linkEmail')} label={fields.email.label} value={fields.email.value} type="email" inputMode="email" autoComplete="email" required {...(fields.email.error === null ? {} : { error: fields.email.error })} />}
          <PhoneCountryField elementId={elementId} country={fields.country} send={send} />
          <FormField {...field('linkMobilePhone')} label={fields.phone.label} value={fields.phone.value} type="tel" inputMode="tel" autoComplete="tel-national" required={fields.phone.required} half {...(fields.phone.error === null ? {} : { error: fields.phone.error })} />
          {fields.terms === null ? null : <p className="p-LinkText">{fields.terms}</p>}
        </div>
      )}
    </div>
  )
}

