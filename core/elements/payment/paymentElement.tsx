import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { Locale } from '../../generated/locales/index.generated.ts'
import { pluginMessages } from '../../i18n/pluginMessages.ts'
import type { BillingDetails, PaymentMethodData, PaymentMethodPlugin } from '../../plugin/contract.ts'
import type { Registry } from '../../plugin/Registry.ts'
import { fieldsForCardError } from '../../validation/card/declineCode.ts'
import { billingFieldsCollectedElsewhere } from '../../validation/options/billingFields.ts'
import type { PaymentElementOptions, ShowSetting } from '../../validation/options/paymentElement.ts'
import type { StyleRule } from '../appearance/cssText.ts'
import { unit, v } from '../appearance/ruleParts.ts'
import type { ChangeEvent, ElementContext, ElementDefinition, ElementFormProps, ElementModel } from '../../plugin/ElementDefinition.ts'
import { noErrorsShown } from '../forms/errorVisibility.ts'
import type { Json, ToController } from '../messages.ts'
import { Logo } from '../../react/Logo.tsx'
import { hasSavedMethods, loadedSavedMethods, loadSavedMethods } from './loadSavedMethods.ts'
import { loadChunk } from '../../loadChunk.ts'
import { bankSearchActionOf, bankWorkToStart, idleBankSearch, reduceBankSearch, type BankSearchAction, type BankSearchState } from './bankSearch.ts'
import { detailsChanged, errorsOf, firstErrorOf, firstInvalidField, initMethod, isEmpty, lookedUp, lookupWork, methodPaymentData, methodView, reduceMethod, sessionContextOf, type MethodState } from './methodState.ts'
import { PluginForm, type MethodView } from './PluginForm.tsx'
import { outsideMethods, outsideNote } from './outsideMethods.ts'
import type { PaymentElementWithSavedOptions } from './paymentElementOptions.ts'
import { layoutOf, visibleMethods, type LayoutSettings } from './paymentLayout.ts'
import type { SavedState } from './savedMethods.ts'
import { offersSave, offersSetAsDefault, saveChoice, withSaveChoice } from './savedMethodsSave.ts'
import { takeMethodOptions, withMethodOptions } from '../../confirm/methodOptions.ts'
import type { SavedMethodsView } from './SavedMethodsForm.tsx'
import type { PaymentElementPart, ShownMethod, WalletAvailability } from '../../plugin/walletInGroup.ts'
import { merchantNameOf } from '../../session/merchantName.ts'

interface PaymentState {
  /** The method whose form shows; none while an accordion is collapsed. */
  readonly selected: string | undefined
  /** The shopper has opened or picked something: an accordion no longer starts collapsed. */
  readonly touched: boolean
  readonly showMore: boolean
  readonly methods: Readonly<Record<string, MethodState>>
  /** The customer's saved cards, when a customer session lists some (payment-form.md §2, §4). */
  readonly saved: SavedState | null
  /** The bank search of the shown method, when it takes a linked bank account (payment-form.md §3). */
  readonly bankSearch: BankSearchState
  /** The state of each wallet's part (Link's saved cards and sign-up), by wallet type. */
  readonly parts: Readonly<Record<string, unknown>>
}

/** The wallets' parts of the element, by wallet type, in the merchant's plugin order. */
const partsOf = (registry: Registry): ReadonlyArray<readonly [string, PaymentElementPart]> =>
  registry.wallets.flatMap((wallet) => (wallet.paymentElementPart === undefined ? [] : [[wallet.type, wallet.paymentElementPart] as const]))

/** The wallets' methods of the list (Apple Pay, Google Pay), which their sheets pay at confirm. */
const walletMethods = (registry: Registry): PaymentMethodPlugin[] => partsOf(registry).flatMap(([, part]) => part.method ?? [])

/** The merchant's `wallets` setting for a wallet's method (`applePay` for apple_pay): 'never' hides it. */
const walletHidden = (type: string, options: PaymentElementOptions | undefined): boolean =>
  (options?.wallets as Readonly<Record<string, string | undefined>> | undefined)?.[type.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())] === 'never'

/** Every method the element may list a form for: the plugins', then the wallets'. */
const methodsOf = (registry: Registry): PaymentMethodPlugin[] => [...registry.paymentMethods, ...walletMethods(registry)]

/** The part that shows instead of the methods now (a signed-in Link consumer's saved cards), if one does. */
const insteadPart = (state: PaymentState, context: ElementContext<PaymentElementOptions>) => {
  const found = partsOf(context.registry).find(([type, part]) => part.showsInstead(state.parts[type], context))
  return found === undefined ? undefined : { type: found[0], part: found[1], state: state.parts[found[0]] }
}

const withPart = (state: PaymentState, type: string, partState: unknown): PaymentState => ({ ...state, parts: { ...state.parts, [type]: partState } })

/** The shown method's form as the parts see it. */
const shownMethod = (state: PaymentState): ShownMethod | undefined => {
  const method = state.selected === undefined ? undefined : state.methods[state.selected]
  return method === undefined ? undefined : { type: state.selected!, ...method }
}

/** The first error of the parts under the shown method's form (Link's sign-up phone number). */
const partsError = (state: PaymentState, context: ElementContext<PaymentElementOptions>) => {
  for (const [type, part] of partsOf(context.registry)) {
    const error = part.error(state.parts[type], context, shownMethod(state))
    if (error !== undefined) return error
  }
  return undefined
}

/** Each wallet part's availability in this element, by wallet type (those that know it yet). */
const walletsAvailability = (state: PaymentState, context: ElementContext<PaymentElementOptions>): Readonly<Record<string, WalletAvailability>> =>
  Object.fromEntries(partsOf(context.registry).flatMap(([type, part]) => {
    const availability = part.availability?.(state.parts[type], context)
    return availability === undefined ? [] : [[type, availability]]
  }))

/**
 * The methods offered, in the merchant's order first, then the session's, each with an available
 * plugin; then the wallets' methods their availability offers (the session lists them), and the
 * external and custom methods the session lists; `paymentMethodOrder` may place any of them.
 */
const offered = (context: ElementContext<PaymentElementOptions>): PaymentMethodPlugin[] => {
  // The provider's wallets first, then the merchant's own external and custom methods.
  const outside = [...walletMethods(context.registry).filter((method) => !walletHidden(method.type, context.options)), ...outsideMethods(context.session)]
  const fromSession = [...context.session?.paymentMethodTypes ?? [], ...outside.map((method) => method.type)]
  const order = [...(context.options?.paymentMethodOrder ?? []).filter((type) => fromSession.includes(type)), ...fromSession]
  const session = sessionContextOf(context)
  return [...new Set(order)]
    .map((type) => context.registry.paymentMethods.find((plugin) => plugin.type === type) ?? outside.find((method) => method.type === type))
    .filter((plugin): plugin is PaymentMethodPlugin => plugin !== undefined && plugin.availability(session).available)
}

/** A plugin seen through the merchant's field settings: fields collected elsewhere are not validated. */
const asOffered = (plugin: PaymentMethodPlugin, options: PaymentElementOptions | undefined): PaymentMethodPlugin => {
  const elsewhere: ReadonlySet<string> = billingFieldsCollectedElsewhere(options)
  if (elsewhere.size === 0) return plugin
  return {
    ...plugin,
    validate: (values, context) => Object.fromEntries(Object.entries(plugin.validate(values, context)).filter(([field]) => !elsewhere.has(field))),
  }
}

/** The selected method while it is still offered: a session change can withdraw it (another currency). */
const selectedPlugin = (state: PaymentState, context: ElementContext<PaymentElementOptions>) => {
  const plugin = state.selected === undefined ? undefined : offered(context).find((p) => p.type === state.selected)
  return plugin === undefined ? undefined : asOffered(plugin, context.options)
}

const updateSelected = (state: PaymentState, update: (method: MethodState) => MethodState): PaymentState =>
  state.selected === undefined || state.methods[state.selected] === undefined ? state : { ...state, methods: { ...state.methods, [state.selected]: update(state.methods[state.selected]!) } }

/** The merchant's `defaultValues.billingDetails`: they prefill the forms and fill in what confirm sends. */
const defaultBilling = (options: PaymentElementOptions | undefined): BillingDetails | undefined => options?.defaultValues?.billingDetails

/** A method's fresh form state, prefilled from the merchant's default billing details. */
const startMethod = (plugin: PaymentMethodPlugin, context: ElementContext<PaymentElementOptions>): MethodState =>
  initMethod(plugin, context, defaultBilling(context.options))

/**
 * The billing details confirm sends: the billing address element's over the merchant's defaults.
 * A default address goes whole, and only while the shopper keeps its country: picking another
 * country in the form means it is not their address.
 */
const billingWithDefaults = (defaults: BillingDetails | undefined, billing: BillingDetails | undefined, values: Readonly<Record<string, unknown>>): BillingDetails | undefined => {
  if (defaults === undefined) return billing
  const { address: defaultAddress, ...contact } = defaults
  const keepsCountry = defaultAddress?.country === undefined || typeof values.country !== 'string' || values.country === defaultAddress.country
  const address = billing?.address ?? (keepsCountry ? defaultAddress : undefined)
  return { ...contact, ...billing, ...(address === undefined ? {} : { address }) }
}

const isReadOnly = (options: PaymentElementOptions | undefined): boolean => options?.readOnly === true

/**
 * Whether a read-only element ignores a message: input, picks, and focus and blur too, which would
 * mark fields touched and show errors for what the shopper cannot fix. "More methods" still works,
 * and so do the answers of a saved-method call already running (the saved list then takes nothing else).
 */
const ignoredWhileReadOnly = (message: ToController, state: PaymentState): boolean =>
  (message.kind !== 'action' || message.action !== 'showMore') && (state.saved?.pending ?? null) === null

/** A step of the bank search; the account it links goes into the shown method's values. */
const bankSearchStep = (state: PaymentState, action: BankSearchAction, context: ElementContext<PaymentElementOptions>): PaymentState => {
  const bankSearch = reduceBankSearch(state.bankSearch, action)
  if (bankSearch === state.bankSearch) return state
  const linked = action.type === 'bankSearchLinked' ? selectedPlugin(state, context)?.linkedAccountValues?.(action.account) : undefined
  const next = { ...state, bankSearch }
  return linked === undefined ? next : updateSelected(next, (method) => reduceMethod(method, { kind: 'patch', elementId: '', patch: linked as Record<string, Json> }))
}

/** `terms` keys: the method type, or its camelCase name as Stripe.js spells it (`sepaDebit`). */
const termsSetting = (options: PaymentElementOptions | undefined, type: string): ShowSetting =>
  options?.terms?.[type] ?? options?.terms?.[type.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] ?? 'auto'

/** Whether this payment sets the method up for later payments: a setup intent, or future usage on the payment. */
const setsUpFutureUsage = (context: ElementContext<PaymentElementOptions>): boolean =>
  context.session?.intentType === 'setup_intent' || context.session?.setupFutureUsage !== undefined
  || context.elementsOptions?.setupFutureUsage !== undefined || context.elementsOptions?.mode === 'subscription'

const methodLabel = (plugin: PaymentMethodPlugin, context: ElementContext<PaymentElementOptions>): string =>
  pluginMessages(plugin, context.locale).label ?? plugin.type

/**
 * The terms under a method's form (`terms`: auto, always, never), naming the merchant when known
 * (`business.name`, else the session's business name): a mandate method's mandate; otherwise the
 * consent to future charges, shown by `auto` only when a saveable method is set up for later payments.
 */
const termsOf = (plugin: PaymentMethodPlugin, context: ElementContext<PaymentElementOptions>): string | null => {
  const setting = termsSetting(context.options, plugin.type)
  if (setting === 'never') return null
  const business = merchantNameOf(context.options, context.session) ?? ''
  // Without a business name, the sentences that say "the merchant" or "this business" instead.
  const unnamed = business === ''
  const params = { business, method: methodLabel(plugin, context) }
  if (plugin.settings.mandate) return context.t(unnamed ? 'common.mandate' : 'common.mandate_business', params)
  if (setting === 'auto' && !(plugin.settings.saveable && setsUpFutureUsage(context))) return null
  const terms = plugin.type === 'card' ? 'common.card_terms' : 'common.future_terms'
  return context.t(unnamed ? `${terms}_unnamed` : terms, params)
}

/**
 * Whether the element lists saved cards: card is offered and the session's customer has saved
 * methods. Only then does the saved-methods code load (`prepare`) and the state hold them.
 */
const listsSaved = (context: ElementContext<PaymentElementOptions>, plugins = offered(context)): boolean =>
  plugins.some((plugin) => plugin.type === 'card') && hasSavedMethods(context.session)

/** Whether the saved list shows: the shopper is not adding a new method. */
const showsSaved = (saved: SavedState | null): saved is SavedState => saved !== null && saved.view !== 'add'

/** The element's change event, but for the wallets' availability: a wallet's part, the saved methods, or the method shown. */
const changeOf = (state: PaymentState, context: ElementContext<PaymentElementOptions>): ChangeEvent => {
  const instead = insteadPart(state, context)
  if (instead !== undefined) return instead.part.change(instead.state, context)
  if (showsSaved(state.saved)) return loadedSavedMethods().change(state.saved, context)
  const plugin = selectedPlugin(state, context)
  const method = plugin === undefined ? undefined : state.methods[plugin.type]
  const error = plugin === undefined || method === undefined ? undefined : firstErrorOf(plugin, method, context) ?? partsError(state, context)
  return {
    elementType: 'payment',
    collapsed: state.selected === undefined,
    empty: plugin === undefined || method === undefined || isEmpty(plugin, method, context, defaultBilling(context.options)),
    complete: plugin !== undefined && method !== undefined && error === undefined,
    ...(error === undefined ? {} : { error }),
    value: { type: state.selected ?? null },
  }
}

/** An external or custom method's line, shown where a form would be. */
const outsideNoteView = (method: PaymentMethodPlugin, context: ElementContext<PaymentElementOptions>): Readonly<Record<string, Json>> => {
  const note = outsideNote(method, methodLabel(method, context), context)
  return note === undefined ? {} : { note }
}

const model: ElementModel<PaymentState, PaymentElementWithSavedOptions> = {
  init: (context) => {
    const plugins = offered(context)
    const layout = layoutOf(context.options)
    return {
      selected: layout.type === 'accordion' && layout.defaultCollapsed ? undefined : plugins[0]?.type,
      touched: false,
      showMore: false,
      methods: Object.fromEntries(plugins.map((plugin) => [plugin.type, startMethod(plugin, context)])),
      saved: listsSaved(context, plugins) ? loadedSavedMethods().init(context) : null,
      bankSearch: idleBankSearch,
      parts: Object.fromEntries(partsOf(context.registry).map(([type, part]) => [type, part.init(context)])),
    }
  },
  reduce: (state, message, context) => {
    // A lookup's answer lands even read-only: what the values wait on is not input.
    const answer = lookedUp(message)
    if (answer !== undefined) {
      const method = state.methods[answer.type]
      return method === undefined ? state : { ...state, methods: { ...state.methods, [answer.type]: { ...method, values: { ...method.values, ...answer.patch } } } }
    }
    if (isReadOnly(context.options) && ignoredWhileReadOnly(message, state)) return state
    for (const [type, part] of partsOf(context.registry)) {
      const next = part.reduce(state.parts[type], message, context)
      if (next !== undefined) return next === state.parts[type] ? state : withPart(state, type, next)
    }
    const saved = state.saved === null ? undefined : loadedSavedMethods().reduce(state.saved, message, context)
    if (saved !== undefined) return saved === state.saved ? state : { ...state, saved }
    if (message.kind === 'action') {
      const search = bankSearchActionOf(message.action, message.payload)
      if (search !== undefined) return bankSearchStep(state, search, context)
      switch (message.action) {
        case 'select': {
          // A method offered only since the session changed (another currency) gets its form state now.
          const plugin = offered(context).find((p) => p.type === message.payload)
          if (plugin === undefined) return { ...state, touched: true }
          const methods = plugin.type in state.methods ? state.methods : { ...state.methods, [plugin.type]: startMethod(plugin, context) }
          // The search belongs to the form it shows in: another method's form starts without one.
          const bankSearch = plugin.type === state.selected ? state.bankSearch : idleBankSearch
          return { ...state, selected: plugin.type, touched: true, methods, bankSearch }
        }
        case 'collapse': return { ...state, selected: undefined }
        case 'showMore': return { ...state, showMore: true }
        default: return state
      }
    }
    return updateSelected(state, (method) => reduceMethod(method, message))
  },
  view: (state, context) => {
    const instead = insteadPart(state, context)
    if (instead !== undefined) {
      const insteadView: InsteadView = { instead: { type: instead.type, view: instead.part.view(instead.state, context, undefined) }, readOnly: isReadOnly(context.options) }
      return insteadView as unknown as Json
    }
    const layout = layoutOf(context.options)
    const plugins = offered(context)
    const selected = selectedPlugin(state, context)
    const visible = visibleMethods(plugins, context.options, state.selected, state.showMore)
    return {
      layout: layout as unknown as Json,
      locale: context.locale,
      methods: visible.map((plugin) => ({ type: plugin.type, label: methodLabel(plugin, context), selected: plugin.type === state.selected })),
      hiddenCount: plugins.length - visible.length,
      moreLabel: context.t('common.more_methods'),
      form: selected === undefined ? null : {
        ...methodView(selected, state.methods[selected.type]!, context, offersSave(selected, context), offersSetAsDefault(selected, context)) as Readonly<Record<string, Json>>,
        ...(selected.linkedAccountValues === undefined ? {} : { bankSearch: state.bankSearch as unknown as Json }),
        ...outsideNoteView(selected, context),
      },
      hiddenFields: [...billingFieldsCollectedElsewhere(context.options)],
      parts: partsOf(context.registry).flatMap(([type, part]) => {
        const view = part.view(state.parts[type], context, shownMethod(state))
        return view === null ? [] : [{ type, view }]
      }),
      saved: showsSaved(state.saved) ? loadedSavedMethods().view(state.saved, context) : null,
      savedAvailable: state.saved !== null && state.saved.methods.length > 0,
      backToSaved: context.t('savedMethods.back_to_saved'),
      mandate: selected === undefined ? null : termsOf(selected, context),
      readOnly: isReadOnly(context.options),
    }
  },
  // The wallets' availability goes with every change, for the merchant (why Link is not offered, or how it pays).
  change: (state, context) => {
    const wallets = walletsAvailability(state, context)
    const event = changeOf(state, context)
    return Object.keys(wallets).length === 0 ? event : { ...event, wallets }
  },
  submit: (state, context) => {
    const instead = insteadPart(state, context)
    if (instead !== undefined) return withPart(state, instead.type, instead.part.submit(instead.state, context))
    if (showsSaved(state.saved)) return { ...state, saved: { ...state.saved, submitted: true } }
    // Submitting a collapsed accordion opens the first method, so there is something to fix.
    const selected = state.selected ?? offered(context)[0]?.type
    const parts = Object.fromEntries(partsOf(context.registry).map(([type, part]) => [type, part.submit(state.parts[type], context)]))
    return updateSelected({ ...state, selected, parts }, (method) => ({ ...method, submitted: true }))
  },
  clear: (state, context) => ({ ...state, bankSearch: idleBankSearch, saved: state.saved === null ? null : { ...state.saved, cvc: '', ...noErrorsShown, error: null }, methods: Object.fromEntries(offered(context).map((plugin) => [plugin.type, startMethod(plugin, context)])) }),
  confirmFailed: (state, error, context) => {
    const instead = insteadPart(state, context)
    if (instead !== undefined) return instead.part.confirmFailed === undefined ? state : withPart(state, instead.type, instead.part.confirmFailed(instead.state, error, context))
    if (showsSaved(state.saved)) return { ...state, saved: loadedSavedMethods().confirmFailed(state.saved, error, context) }
    const plugin = selectedPlugin(state, context)
    if (plugin === undefined) return state
    const fields = plugin.type === 'card' ? fieldsForCardError(error) : []
    if (fields.length === 0) return state
    // A card confirm error displays all field errors (payment-form.md §8): its own on every field
    // it concerns, and each field's rule error as after a submit.
    const placed = Object.fromEntries(fields.map((field) => [field, error.message]))
    return updateSelected(state, (method) => ({ ...method, submitted: true, confirmErrors: { ...method.confirmErrors, ...placed } }))
  },
  paymentMethodData: (state, context, billing) => {
    const instead = insteadPart(state, context)
    if (instead !== undefined) {
      const data = instead.part.paymentMethodData(instead.state, context, undefined, undefined)
      // The page's billing details go with a wallet's saved card too: the wallet compares them with the card's on file (controller.md §5).
      const given = billingWithDefaults(defaultBilling(context.options), billing, {})
      return data === undefined || given === undefined ? data : { billing_details: given, ...data }
    }
    if (showsSaved(state.saved)) return loadedSavedMethods().paymentMethodData(state.saved, context)
    const plugin = selectedPlugin(state, context)
    const method = plugin === undefined ? undefined : state.methods[plugin.type]
    if (plugin === undefined || method === undefined || Object.values(errorsOf(plugin, method, context)).some((e) => e !== undefined)) return undefined
    // The method's options for this payment (the card's installment plan) stay beside its details,
    // whatever a wallet's part makes of them: Link's sign-up wraps the card typed, not the plan.
    const { data, options } = takeMethodOptions(withSaveChoice(methodPaymentData(plugin, method, billingWithDefaults(defaultBilling(context.options), billing, method.values)), saveChoice(plugin, method.values, context)))
    // Each wallet's part may change what the method gives (Link signs the shopper up with the card).
    return withMethodOptions(partsOf(context.registry).reduce<PaymentMethodData | undefined>((each, [type, part]) => part.paymentMethodData(state.parts[type], context, each, shownMethod(state)), data), options)
  },
  // A wallet offered here is listed too (Link, whose part shows its saved cards or its sign-up).
  available: (state, context) => [
    ...offered(context).map((plugin) => plugin.type),
    ...Object.entries(walletsAvailability(state, context)).flatMap(([type, availability]) => (availability.available ? [type] : [])),
  ],
  // A bank search waits on the provider (its banks, or the authorisation of the bank picked); a wallet's part on its wallet.
  load: (state, context) => {
    const pending = partsOf(context.registry).flatMap(([type, part]) => part.load?.(state.parts[type], context, shownMethod(state)) ?? [])
    const saved = state.saved === null ? undefined : loadedSavedMethods().load(state.saved, context)
    if (saved !== undefined) pending.push(saved)
    const shown = selectedPlugin(state, context)
    const lookup = shown === undefined || state.methods[shown.type] === undefined ? undefined : lookupWork(shown, state.methods[shown.type]!.values, context)
    if (lookup !== undefined) pending.push(lookup)
    const work = bankWorkToStart(state.bankSearch)
    if (work !== undefined) {
      const permissions = selectedPlugin(state, context)?.bankLinkPermissions
      pending.push(loadChunk('the bank search', () => import('./bankWork.ts')).then(({ runBankWork }) => runBankWork(work, context, permissions)))
    }
    return pending.length === 0 ? undefined : Promise.all(pending).then((answers) => answers.flat())
  },
  // A withdrawn selection moves to the first method in tabs, or collapses the accordion; new methods get their state.
  sessionChanged: (state, context) => {
    const plugins = offered(context)
    const methods = { ...state.methods }
    for (const plugin of plugins) methods[plugin.type] ??= startMethod(plugin, context)
    const stillOffered = plugins.some((plugin) => plugin.type === state.selected)
    const selected = stillOffered ? state.selected : layoutOf(context.options).type === 'tabs' ? plugins[0]?.type : undefined
    return { ...state, selected, methods }
  },
  events: (message, state, context, host, previous) => {
    const saved = state.saved === null ? [] : loadedSavedMethods().events(message, state.saved, previous?.saved, context, host)
    if (saved.length > 0) return saved
    const plugin = selectedPlugin(state, context)
    return plugin !== undefined && detailsChanged(plugin, message, previous?.methods[plugin.type], state.methods[plugin.type])
      ? [{ name: `${plugin.type}detailschange`, payload: { elementType: 'payment', details: plugin.details!(state.methods[plugin.type]!.values) } }]
      : []
  },
  firstField: (state, context) => {
    const instead = insteadPart(state, context)
    if (instead !== undefined) return instead.part.firstField(instead.state, context, undefined)
    if (showsSaved(state.saved)) return state.saved.view === 'update' ? 'savedExpiry' : 'savedCvc'
    const plugin = selectedPlugin(state, context)
    const method = plugin === undefined ? undefined : state.methods[plugin.type]
    if (plugin === undefined || method === undefined) return undefined
    const shown = shownMethod(state)
    const partField = partsOf(context.registry).map(([type, part]) => part.firstField(state.parts[type], context, shown)).find((field) => field !== undefined)
    return firstInvalidField(plugin, method, context) ?? partField ?? Object.keys(method.values)[0]
  },
}

interface PaymentView {
  readonly layout: LayoutSettings
  readonly locale: Locale
  readonly methods: ReadonlyArray<{ readonly type: string; readonly label: string; readonly selected: boolean }>
  readonly hiddenCount: number
  readonly moreLabel: string
  /** The shown method's form; `note` in place of one for an external or custom method. */
  readonly form: (MethodView & { readonly note?: string }) | null
  readonly hiddenFields: ReadonlyArray<string>
  readonly mandate: string | null
  readonly saved: SavedMethodsView | null
  readonly savedAvailable: boolean
  readonly backToSaved: string
  readonly readOnly: boolean
  readonly parts: ReadonlyArray<{ readonly type: string; readonly view: Json }>
}

/** The view while a wallet's part shows instead of the methods. */
interface InsteadView {
  readonly instead: { readonly type: string; readonly view: Json }
  readonly readOnly: boolean
}

/** Arrow keys move between tabs, Home and End to the ends (WAI-ARIA tabs pattern). */
const nextTab = (event: KeyboardEvent, index: number, count: number): number | undefined => {
  switch (event.key) {
    case 'ArrowRight': case 'ArrowDown': return (index + 1) % count
    case 'ArrowLeft': case 'ArrowUp': return (index - 1 + count) % count
    case 'Home': return 0
    case 'End': return count - 1
    default: return undefined
  }
}

const paymentForm = (registry: Registry) => ({ view: raw, send, elementId }: ElementFormProps) => {
  // Before any return: hooks run in the same order whichever view shows.
  // The methods' tabs, or accordion buttons: arrow keys move between tabs, and "more" hands focus on.
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  // Where focus goes once "more" has shown the rest: the first method it revealed, as the control itself is gone.
  const revealedFrom = useRef<number | undefined>(undefined)
  useEffect(() => {
    const revealed = revealedFrom.current === undefined ? undefined : tabs.current[revealedFrom.current]
    if (revealed === undefined || revealed === null) return
    revealedFrom.current = undefined
    revealed.focus()
  })
  const partForm = (type: string, partView: Json) => {
    const PartForm = registry.wallets.find((wallet) => wallet.type === type)?.paymentElementPart?.Form
    return PartForm === undefined ? null : <PartForm key={type} view={partView} send={send} elementId={elementId} />
  }
  if ('instead' in (raw as object)) {
    const { instead, readOnly: locked } = raw as unknown as InsteadView
    const shown = partForm(instead.type, instead.view)
    return locked ? <fieldset className="p-ReadOnly" disabled>{shown}</fieldset> : shown
  }
  const view = raw as unknown as PaymentView
  const { readOnly } = view
  if (view.saved !== null) {
    const { Form: SavedMethodsForm } = loadedSavedMethods()
    const saved = <SavedMethodsForm view={view.saved} send={send} elementId={elementId} />
    // A disabled fieldset locks every radio, input and action of the list at once.
    return readOnly ? <fieldset className="p-ReadOnly" disabled>{saved}</fieldset> : saved
  }
  const backToSaved = view.savedAvailable
    ? <button type="button" className="p-Link" disabled={readOnly} onClick={() => send({ kind: 'action', elementId, action: 'savedList' })}>{view.backToSaved}</button>
    : null
  const plugin = view.form === null ? undefined : methodsOf(registry).find((p) => p.type === view.form!.type)
  // A method's logo beside its name, which names it for screen readers: the logo is not read again.
  const logo = (type: string, className?: string) => {
    const load = methodsOf(registry).find((p) => p.type === type)?.loadLogo
    return load === undefined ? null : <Logo load={load} label={null} {...(className === undefined ? {} : { className })} />
  }
  // Read-only, tabs and accordion items stay focusable and announced (aria-disabled) but pick nothing.
  const select = (type: string) => {
    if (!readOnly) send({ kind: 'action', elementId, action: 'select', payload: type })
  }
  const note = view.form?.note
  const form = view.form === null || (plugin === undefined && note === undefined) ? null : (
    <div className="p-PaymentForm">
      {plugin === undefined ? (note === '' ? null : <p className="p-MethodNote">{note}</p>) : <PluginForm
        plugin={plugin as PaymentMethodPlugin<string, Record<string, unknown>>}
        view={view.form}
        elementId={elementId}
        send={send}
        readOnly={readOnly}
        {...(view.hiddenFields.length === 0 ? {} : { fields: Object.keys(view.form.values).filter((field) => !view.hiddenFields.includes(field)) })}
      />}
      {view.parts.map((part) => partForm(part.type, part.view))}
      {view.mandate === null ? null : <p className="p-Mandate">{view.mandate}</p>}
    </div>
  )
  // The methods past the layout's limit wait behind this control (payment-form.md §3); it works read-only too.
  const more = view.hiddenCount > 0 ? (
    <button
      type="button"
      className="p-MoreButton"
      onClick={() => {
        revealedFrom.current = view.methods.length
        send({ kind: 'action', elementId, action: 'showMore' })
      }}
    >
      {view.moreLabel}
    </button>
  ) : null
  if (view.layout.type === 'tabs') {
    const panelId = `${elementId}-panel`
    return (
      <div className="p-Payment p-Payment--tabs">
        {backToSaved}
        {view.methods.length > 1 || more !== null ? (
          <div className="p-Tabs" role="tablist">
            {view.methods.map((method, index) => (
              <button
                key={method.type}
                ref={(node) => { tabs.current[index] = node }}
                type="button"
                role="tab"
                id={`${elementId}-tab-${method.type}`}
                aria-selected={method.selected}
                aria-disabled={readOnly || undefined}
                aria-controls={panelId}
                tabIndex={method.selected ? 0 : -1}
                className={`p-Tab${method.selected ? ' p-Tab--selected' : ''}`}
                onClick={() => select(method.type)}
                onKeyDown={(event) => {
                  const next = nextTab(event, index, view.methods.length)
                  if (next === undefined || readOnly) return
                  event.preventDefault()
                  select(view.methods[next]!.type)
                  tabs.current[next]?.focus()
                }}
              >
                {logo(method.type, 'p-TabIcon')}
                <span className="p-TabLabel">{method.label}</span>
              </button>
            ))}
          </div>
        ) : null}
        {more}
        <div role="tabpanel" id={panelId} aria-labelledby={view.form === null ? undefined : `${elementId}-tab-${view.form.type}`}>{form}</div>
      </div>
    )
  }
  return (
    <div className={`p-Payment p-Accordion${view.layout.spacedAccordionItems ? '' : ' p-Accordion--joined'}`}>
      {backToSaved}
      {view.methods.map((method, index) => (
        <div key={method.type} className={`p-AccordionItem${method.selected ? ' p-AccordionItem--selected' : ''}`}>
          <button
            type="button"
            ref={(node) => { tabs.current[index] = node }}
            className="p-AccordionButton"
            aria-expanded={method.selected}
            aria-disabled={readOnly || undefined}
            aria-controls={`${elementId}-item-${method.type}`}
            onClick={() => {
              if (readOnly) return
              if (method.selected) send({ kind: 'action', elementId, action: 'collapse' })
              else select(method.type)
            }}
          >
            {view.layout.radios ? <span className={`p-Radio${method.selected ? ' p-Radio--checked' : ''}`} aria-hidden="true" /> : null}
            {logo(method.type)}
            <span className="p-TabLabel">{method.label}</span>
          </button>
          <div id={`${elementId}-item-${method.type}`} hidden={!method.selected}>{method.selected ? form : null}</div>
        </div>
      ))}
      {more}
    </div>
  )
}

/** The read-only look: every locked control looks like the base stylesheet's disabled input; the bank search's list, status and linked account. */
const paymentStyles: ReadonlyArray<StyleRule> = [
  // The saved list's lock is a fieldset for its `disabled`, not its browser frame.
  ['.ReadOnly', { border: '0', margin: '0', padding: '0', minWidth: '0' }],
  ['.Input[readonly], .Tab[aria-disabled=true], .AccordionButton[aria-disabled=true]', { opacity: '0.5', cursor: 'not-allowed' }],
  ['.BankList', { listStyle: 'none', margin: `${unit(1)} 0 0`, padding: '0' }],
  ['.ComboboxStatus', { color: v('colorTextSecondary'), fontSize: v('fontSizeSm'), lineHeight: v('fontLineHeight') }],
  ['.LinkedAccountPart', { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: unit(2) }],
  ['.LinkedAccount', { alignSelf: 'stretch', display: 'flex', flexWrap: 'wrap', gap: `0 ${unit(2)}`, color: v('colorText') }],
  ['.LinkedAccountLabel', { flexBasis: '100%', color: v('colorTextSecondary'), fontSize: v('fontSizeSm') }],
  ['.LinkedAccountName', { fontWeight: v('fontWeightMedium') }],
  ['.MethodNote', { gridColumn: '1 / -1', margin: '0', color: v('colorTextSecondary') }],
  // The saved views' Save and Cancel (or Remove and Cancel) side by side, apart.
  [':where(.SavedMethods--address, .SavedMethods--remove) .Action + .Action', { marginInlineStart: unit(4) }],
]

/** The element's rules with its parts' (Link's saved cards), one array per instance: the group adds each array once. */
const stylesOf = new WeakMap<Registry, ReadonlyArray<StyleRule>>()
const stylesFor = (registry: Registry): ReadonlyArray<StyleRule> => {
  let styles = stylesOf.get(registry)
  if (styles === undefined) {
    styles = [...paymentStyles, ...partsOf(registry).flatMap(([, part]) => part.styles ?? [])]
    stylesOf.set(registry, styles)
  }
  return styles
}

/** The payment element for an instance's plugins. */
export const paymentElement = (registry: Registry): ElementDefinition<PaymentState, PaymentElementWithSavedOptions> => ({
  type: 'payment',
  model,
  Form: paymentForm(registry),
  styles: stylesFor(registry),
  // The saved-methods code loads before the first view only for a customer who has saved methods.
  prepare: async (context) => {
    if (listsSaved(context)) await loadSavedMethods()
  },
})
