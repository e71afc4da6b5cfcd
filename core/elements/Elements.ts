import { mitt, type Emitter } from './emitter.ts'
import type { ElementEvents, ElementsOptions, PayloomElement, PayloomElements } from './elementsApi.ts'
import { IntegrationError } from '../errors/IntegrationError.ts'
import type { Catalog, Locale, MessageKey } from '../generated/locales/index.generated.ts'
import { textDirection } from '../i18n/direction.ts'
import { loadLocaleCatalog, type LoadedCatalog } from '../i18n/loadCatalog.ts'
import type { LocaleOption } from '../i18n/localeOption.ts'
import { loadPluginMessages, pluginMessages } from '../i18n/pluginMessages.ts'
import { formatMessage } from '../i18n/translate.ts'
import type { BillingDetails, PaymentMethodData } from '../plugin/contract.ts'
import type { Registry } from '../plugin/Registry.ts'
import type { WalletInGroup, WalletModalFrames, WalletPage } from '../plugin/walletInGroup.ts'
import type { ElementsSession, SessionSource } from '../session/elementsSession.ts'
import { type ChangeEvent, type ElementContext, type ElementDefinition, type ElementError, type ElementSet, type ElementType, type EventHost } from '../plugin/ElementDefinition.ts'
import type { ToController } from './messages.ts'
import { loadElementDefinition } from './coreElements.ts'
import { elementListeners } from './elementListeners.ts'
import { checkElementPayment, checkGroupOptions, checkNewElement, findElement } from './elementChecks.ts'
import { makeOptionChecks } from './optionChecks.ts'
import { inlinePlacement, type FormPlacement } from './placement.ts'
import type { ExpressCheckoutState } from './expressCheckout/expressState.ts'
import { expressStateOf } from './expressCheckout/expressStateOf.ts'
import { validateSaveOptions } from '../validation/options/saveOptions.ts'
import type { StyleRule } from './appearance/cssText.ts'
import { elementMessages } from './elementMessages.ts'
import { bankElementTypes } from '../plugin/pluginElements.ts'

/** What the group needs from the instance that created it. */
export interface ElementsHost {
  /** The instance's token: its calls refuse elements another instance created. */
  readonly owner: symbol
  readonly registry: Registry
  readonly locale: LocaleOption
  /** Loads the group's session; on a reload, `existingSessionId` names the session it continues. */
  readonly loadSession: (source: SessionSource, locale: string, existingSessionId?: string) => Promise<ElementsSession>
  /** Runs a flow that shows the shopper a provider page (a bank account's authorisation). */
  readonly runFlow?: ElementContext['runFlow']
  /** Runs a provider call for an element (address suggestions). */
  readonly runApi: ElementContext['runApi']
  /** Shows a messaging element's plans in the SDK's dialog; none outside a browser. */
  readonly showPlans?: ElementContext['showPlans']
  /** Starts loading the code confirm needs: submit() comes before every confirm with elements. */
  readonly preparePayment: () => void
  /** The betas the merchant passed to createPayloom (some lift a saving restriction). */
  readonly betas: ReadonlyArray<string>
  /** Where each group's forms render. @default inline, in the page's own containers */
  readonly placement?: () => FormPlacement
  /** Names the next element created (the controller frame uses the merchant page's names, which the element frames know). */
  readonly nameElement?: () => string
  /** Where the provider's API and frames live, and the key calls carry: a wallet's state needs both. */
  readonly apiBase: string
  readonly publishableKey: string
  /** The merchant page's modal frames, for a wallet in the controller frame (isolated hosting). */
  readonly modalFrames?: WalletModalFrames
  /** The instance and the merchant's page, as a wallet's calls name them; none outside a browser. */
  readonly page?: WalletPage
  /** The instance's nonce cache, which the issuing card displays read (`createEphemeralKeyNonce()`). */
  readonly privateNonceOf?: ElementContext['privateNonceOf']
  /** The group is the provider's hosted invoice page's (see WalletGroupHost.hostedInvoicePage). */
  readonly hostedInvoicePage?: boolean
}

/**
 * Submit order: where focus goes first (controller.md §5 "Submit validation"); a bank element
 * stands where the card element does, and the messaging, issuing, buy button and pricing table elements hold no field.
 */
const submitOrder = (type: ElementType, options: unknown): number => {
  if (type === 'address') return (options as { mode?: unknown } | undefined)?.mode === 'shipping' ? 0 : 1
  // The elements with no field to focus (messaging, issuing, currency selector, buy button, pricing table) come last.
  return ({
    payment: 2, linkAuthentication: 3, card: 4, cardNumber: 4, cardExpiry: 5, cardCvc: 6, postalCode: 7, expressCheckout: 8, paymentRequestButton: 8,
    iban: 4, idealBank: 4, p24Bank: 4, auBankAccount: 4, fpxBank: 4, epsBank: 4, netbankingBank: 4, achBankSearchResults: 4,
  } as Partial<Record<ElementType, number>>)[type] ?? 9
}

let nextGroupId = 0

/** The types whose element holds a whole payment method; the split card elements each hold one field. */
const paymentMethodElementTypes: ReadonlyArray<ElementType> = ['payment', 'card', ...bankElementTypes]

/** Each element's group, so calls given one `element` find its group and instance. */
const groups = new WeakMap<PayloomElement, ElementsGroup>()

/** @internal The group state behind `elements` a call was given; undefined for anything else (another page's handle, junk). */
export const asGroup = (elements: unknown): ElementsGroup | undefined =>
  typeof elements === 'object' && elements !== null && typeof (elements as Partial<ElementsGroup>).paymentMethodElements === 'function' ? (elements as ElementsGroup) : undefined

/** @internal The group an element belongs to; undefined for anything else. */
export const groupOf = (element: unknown): ElementsGroup | undefined =>
  typeof element === 'object' && element !== null ? groups.get(element as PayloomElement) : undefined

interface ElementRecord {
  readonly id: string
  readonly type: ElementType
  options: unknown
  state: unknown
  definition: ElementDefinition | undefined
  unmount: (() => void) | undefined
  readonly events: Emitter<ElementEvents>
  ready: boolean
  destroyed: boolean
  focused: boolean
  /** What `availablepaymentmethodschange` last announced, as a key. */
  announced: string | undefined
  /** The number of the last message from the form applied (see ToForm's render). */
  seq: number
  /** Counts mounts and unmounts, so a mount still loading when another comes shows nothing. */
  mounting: number
}

/** @internal A mounted element as the confirm rules see it. */
export interface MountedElement {
  readonly element: PayloomElement
  readonly type: ElementType
  readonly options: unknown
}

/**
 * @internal A group as the calls of its own instance see it: the merchant's handle plus what
 * confirm needs of the group's state. In isolated hosting it lives in the controller frame, and the
 * merchant's page holds only the handle.
 */
export interface ElementsGroup extends PayloomElements {
  /** @internal The token of the instance that created the group. */
  readonly owner: symbol
  /** @internal submit() ran since the last confirm finished (controller.md §4 "Frame lifecycle"). */
  readonly recentlyValidated: boolean
  /** @internal The mounted elements that hold a whole payment method (payment, card), in submit order. */
  paymentMethodElements(): ReadonlyArray<MountedElement>
  /** @internal Shows one element's errors as submit() does, focusing its first invalid field; returns its error. */
  validate(element: PayloomElement): ElementError | undefined
  /** @internal What confirm sends: the given element's data, else the payment element's or card element's. */
  paymentMethodData(element?: PayloomElement): PaymentMethodData | undefined
  /** @internal Shows a failed confirm's error on the field it names. */
  confirmFailed(error: { readonly code?: string; readonly decline_code?: string; readonly param?: string; readonly message: string }): void
  /** @internal A confirm finished: the next one needs a new submit(). */
  confirmFinished(): void
  /** @internal The mounted express checkout element's flow (controller.md §3), if the group has one. */
  expressCheckout(): ExpressCheckoutState | undefined
  /** @internal Tells the express checkout element that a confirm with its wallet's data starts or ended. */
  expressConfirm(step: 'confirmStart' | 'confirmEnd'): void
  /** @internal Each wallet's state for this group, by type: a wallet's own details become a payment method there (`paymentMethodOf`). */
  readonly wallets: Readonly<Record<string, WalletInGroup>>
  /** @internal Resolves when the session, catalog and element definitions are loaded. */
  readonly ready: Promise<void>
  /** @internal The group's elements session, once loaded (the merchant's name a mandate gives). */
  session(): ElementsSession | undefined
}

const sessionSourceOf = (options: ElementsOptions, presentmentCurrency: string | undefined): SessionSource => {
  const customer = {
    ...(options.customerSessionClientSecret === undefined ? {} : { customerSessionClientSecret: options.customerSessionClientSecret }),
    ...(options.customerOptions === undefined ? {} : { legacyCustomerEphemeralKey: options.customerOptions.ephemeralKey }),
  }
  // The methods listed beside the session's, which payloom does not process: the provider says which it accepts.
  const outside = {
    ...(options.externalPaymentMethodTypes === undefined ? {} : { externalPaymentMethodTypes: options.externalPaymentMethodTypes }),
    ...(options.customPaymentMethods === undefined ? {} : { customPaymentMethodIds: options.customPaymentMethods.map((method) => method.id) }),
  }
  if (options.clientSecret !== undefined) return { clientSecret: options.clientSecret, ...customer, ...outside }
  return {
    deferredIntent: {
      mode: options.mode ?? 'payment',
      ...(options.amount === undefined ? {} : { amount: options.amount }),
      ...(options.currency === undefined ? {} : { currency: options.currency }),
      ...(options.paymentMethodTypes === undefined ? {} : { payment_method_types: options.paymentMethodTypes }),
      ...(options.setupFutureUsage === undefined ? {} : { setup_future_usage: options.setupFutureUsage }),
      ...(options.paymentMethodOptions === undefined ? {} : { payment_method_options: options.paymentMethodOptions }),
      ...(options.onBehalfOf === undefined ? {} : { on_behalf_of: options.onBehalfOf }),
      ...(options.captureMethod === undefined ? {} : { capture_method: options.captureMethod }),
      ...(options.paymentMethodConfiguration === undefined ? {} : { payment_method_configuration: options.paymentMethodConfiguration }),
      ...(options.adaptivePricing === undefined ? {} : { adaptive_pricing: options.adaptivePricing }),
    },
    ...(presentmentCurrency === undefined ? {} : { presentmentCurrency }),
    ...customer,
    ...outside,
  }
}

/** Creates an elements group for an instance. */
export const makeElements = (host: ElementsHost, initial: ElementsOptions = {}): ElementsGroup => {
  checkGroupOptions(initial)
  let options = initial
  const scope = `p-Elements-${++nextGroupId}`
  const placement = (host.placement ?? inlinePlacement)()
  const { bus } = placement
  const checks = makeOptionChecks(host.registry, host.betas)
  const records = new Map<string, ElementRecord>()
  let session: ElementsSession | undefined
  let catalog: Catalog | undefined
  // English until the shopper's catalog has loaded: nothing renders before then.
  let locale: Locale = 'en'
  let nextElementId = 0
  let recentlyValidated = false
  const capabilities = browserCapabilities()
  const messagesOf = (namespace: string): Readonly<Record<string, string>> | undefined => {
    const plugin = host.registry.has(namespace) ? [...host.registry.paymentMethods, ...host.registry.wallets].find((p) => p.type === namespace) : undefined
    return plugin === undefined ? undefined : pluginMessages(plugin, locale)
  }
  const t = (key: string, params?: Readonly<Record<string, string | number>>): string => {
    // 'card:unsupported_card_brand' is a plugin's own message; 'card.incomplete_number' a core catalog key.
    const [namespace, pluginKey] = key.includes(':') ? key.split(':') as [string, string] : [undefined, undefined]
    const text = namespace !== undefined ? messagesOf(namespace)?.[pluginKey] : catalog?.[key as MessageKey]
    return formatMessage(text ?? key, params)
  }
  /** The shopper's catalog and every plugin's strings in the same language, loaded together. */
  const loadLanguage = async (requested: LocaleOption): Promise<LoadedCatalog> => {
    const loaded = await loadLocaleCatalog(requested)
    await Promise.all([...host.registry.paymentMethods, ...host.registry.wallets].map((plugin) => loadPluginMessages(plugin, loaded.chain)))
    return loaded
  }
  const providerOrigin = new URL(host.apiBase).origin
  const mountedElements = (): ReadonlyArray<ElementType> => [...records.values()].filter((record) => record.unmount !== undefined).map((record) => record.type)
  // What the group's elements share: the issuing card its displays read once, for its copy button too.
  const groupShared = new Map<string, unknown>()
  const contextOf = (record: ElementRecord): ElementContext => ({
    options: record.options,
    locale,
    dir: textDirection(locale),
    t,
    catalog: catalog!,
    session,
    elementsOptions: options,
    registry: host.registry,
    runFlow: host.runFlow,
    capabilities,
    runApi: host.runApi,
    showPlans: host.showPlans,
    now: () => new Date(),
    switchCurrency,
    wallets,
    privateNonceOf: host.privateNonceOf,
    groupShared,
    providerOrigin,
    publishableKey: host.publishableKey,
    ...(host.modalFrames === undefined ? {} : { modalFrames: host.modalFrames }),
    ...(host.page === undefined ? {} : { page: host.page }),
    mountedElements,
  })

  /** Runs the model's pending work and feeds its results back, until there is none. */
  const runLoad = (record: ElementRecord): void => {
    const pending = record.definition?.model.load?.(record.state, contextOf(record))
    pending?.then((messages) => {
      if (record.destroyed || messages.length === 0) return
      for (const message of messages) {
        const previous = record.state
        record.state = record.definition!.model.reduce(record.state, message, contextOf(record))
        // An answer may be news for the merchant too: the card's networks looked up (networkschange).
        record.definition!.model.events?.(message, record.state, contextOf(record), hostOf(record), previous).forEach(({ name, payload }) => record.events.emit(name, payload))
      }
      render(record)
      emitChange(record)
      runLoad(record)
    }, (error: unknown) => console.warn('payloom: an element could not load what it needs:', error))
  }

  const hostOf = (record: ElementRecord): EventHost<unknown> => ({
    current: () => record.state,
    send: (message) => {
      if (!record.destroyed) bus.toController(message)
    },
    listens: (event) => (record.events.all.get(event)?.length ?? 0) > 0,
    emit: (event, payload) => {
      if (!record.destroyed) record.events.emit(event, payload)
    },
    settled: () => ready.then(() => contextOf(record)),
  })

  /** Tells the merchant when the methods an element offers change (a new session, amount or currency). */
  const announceAvailable = (record: ElementRecord): void => {
    if (!record.ready || record.definition?.model.available === undefined) return
    const types = record.definition.model.available(record.state, contextOf(record))
    const key = types.join(',')
    if (key === record.announced) return
    record.announced = key
    record.events.emit('availablepaymentmethodschange', { elementType: record.type, availablePaymentMethods: types })
  }

  /**
   * After a new session, locale, look or element options: the model adapts its state (and loads
   * what that needs), the form re-renders, news is announced.
   */
  const refresh = (record: ElementRecord): void => {
    if (record.definition !== undefined && record.state !== undefined && catalog !== undefined) {
      record.state = record.definition.model.sessionChanged?.(record.state, contextOf(record)) ?? record.state
      runLoad(record)
    }
    render(record)
    announceAvailable(record)
  }

  const render = (record: ElementRecord): void => {
    if (!record.ready || record.definition === undefined) return
    bus.toForm({ kind: 'render', elementId: record.id, view: record.definition.model.view(record.state, contextOf(record)), seq: record.seq })
  }
  const emitChange = (record: ElementRecord): void => {
    if (record.definition === undefined) return
    record.events.emit('change', record.definition.model.change(record.state, contextOf(record)))
  }

  /** The rules of the elements mounted so far that bring their own, each set once. */
  const elementStyles = new Set<ReadonlyArray<StyleRule>>()
  /**
   * Checks the appearance now (a merchant's mistake throws from `elements()` or `update()`), and
   * builds and installs the stylesheet once the compiler has loaded: it is needed only by a
   * mounted element, so it stays out of the core entry.
   */
  const applyStyles = (): Promise<void> => {
    const appearance = checks.appearance(options)
    return placement.style({ scope, appearance, elementRules: [...elementStyles].flat(), nonce: options.nonce })
  }

  /** Methods the provider has not enabled on this domain are not offered: the merchant hears why (payment-form.md §8). */
  const warnUnverifiedDomain = (types: ReadonlyArray<string>): void => {
    if (types.length === 0) return
    const domain = typeof location === 'undefined' ? 'this domain' : location.hostname
    console.warn(`payloom: ${types.join(', ')} ${types.length === 1 ? 'is' : 'are'} not enabled on ${domain}. Register the domain with the provider to offer ${types.length === 1 ? 'it' : 'them'}.`)
  }

  /** The currency the shopper picked in the currency selector (adaptive pricing), which the session is loaded in. */
  let presentmentCurrency: string | undefined
  const load = async (): Promise<void> => {
    const requested = options.locale ?? host.locale
    // A group of issuing card elements names no payment: it loads the shopper's messages only.
    const paying = options.clientSecret !== undefined || options.mode !== undefined
    const [loadedCatalog, loadedSession] = await Promise.all([loadLanguage(requested), paying ? host.loadSession(sessionSourceOf(options, presentmentCurrency), requested, session?.sessionId) : undefined])
    catalog = loadedCatalog.messages
    locale = loadedCatalog.locale
    if (loadedSession === undefined) return
    // A customer session with Subscriptions needs a flag only the session carries (payment-form.md §5 "Saving").
    const saving = validateSaveOptions({ ...checks.intent(options), customerSessionClientSecret: options.customerSessionClientSecret, flags: loadedSession.flags })
    if (saving.errors.length > 0) throw new IntegrationError({ message: saving.errors.join(' ') })
    warnUnverifiedDomain(loadedSession.unverifiedPaymentMethodsOnDomain)
    session = loadedSession
  }
  /** A load whose failure is reported through each element's loaderror, and to whoever awaits it. */
  const handled = (loading: Promise<void>): Promise<void> => {
    loading.catch(() => undefined)
    return loading
  }
  let ready = handled(load())
  const switchCurrency = async (currency: string): Promise<void> => {
    presentmentCurrency = currency
    ready = handled(load())
    await ready
    records.forEach(refresh)
  }

  /** Each wallet's state for this group (the consumer Link signed in); a change redraws every element, which may then act on it. */
  const wallets: Readonly<Record<string, WalletInGroup>> = Object.fromEntries(host.registry.wallets.flatMap((wallet) => wallet.inGroup === undefined ? [] : [[wallet.type, wallet.inGroup({
    runApi: host.runApi,
    session: () => session,
    locale: () => locale,
    changed: () => records.forEach((record) => {
      render(record)
      emitChange(record)
      runLoad(record)
    }),
    loaded: () => ready.then(() => undefined),
    providerOrigin,
    publishableKey: host.publishableKey,
    mountedElements,
    ...(host.modalFrames === undefined ? {} : { modalFrames: host.modalFrames }),
    ...(host.page === undefined ? {} : { page: host.page }),
    hostedInvoicePage: host.hostedInvoicePage === true,
  })]]))
  const elementsChanged = (): void => Object.values(wallets).forEach((wallet) => wallet.elementsChanged?.())

  bus.onController((message: ToController) => {
    const record = records.get(message.elementId)
    if (record === undefined || record.destroyed) return
    record.seq = message.seq ?? record.seq
    if (message.kind === 'ready') {
      ready.then(() => {
        record.ready = true
        render(record)
        record.events.emit('ready', { elementType: record.type })
        announceAvailable(record)
      }, (error: unknown) => {
        record.events.emit('loaderror', { elementType: record.type, error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } })
      })
      return
    }
    if (record.definition === undefined || catalog === undefined) return
    const previous = record.state
    record.state = record.definition.model.reduce(record.state, message, contextOf(record))
    record.definition.model.events?.(message, record.state, contextOf(record), hostOf(record), previous).forEach(({ name, payload }) => record.events.emit(name, payload))
    runLoad(record)
    if (message.kind === 'focus' && !record.focused) {
      record.focused = true
      record.events.emit('focus', { elementType: record.type })
    } else if (message.kind === 'blur') {
      record.focused = false
      record.events.emit('blur', { elementType: record.type })
    } else if (message.kind === 'escape') record.events.emit('escape', { elementType: record.type })
    else if (message.kind === 'patch' || message.kind === 'action') emitChange(record)
    // The merchant hears first; the form's view (in isolated hosting, a message to its frame) after.
    render(record)
  })

  const elementOf = (record: ElementRecord): PayloomElement => {
    const element: PayloomElement = {
      elementType: record.type,
      mount(target) {
        const slot = placement.slot(target, record)
        element.unmount()
        // An unmount() or a later mount() while this one loads makes it moot.
        const mounting = record.mounting
        if (options.loader !== 'never') {
          // The skeleton shows at once, while the session and the element's code load.
          placement.showLoader(slot, scope)
          record.events.emit('loaderstart', { elementType: record.type })
        }
        Promise.all([ready, styled]).then(() => loadElementDefinition(record.type, host.registry)).then(async (definition) => {
          await definition.prepare?.(contextOf(record))
          // The element's own rules join the stylesheet before its form first shows.
          if (definition.styles !== undefined && !elementStyles.has(definition.styles)) {
            elementStyles.add(definition.styles)
            await (styled = applyStyles())
          }
          return definition
        }).then(async (definition) => {
          if (record.destroyed || record.mounting !== mounting) return
          record.definition = definition
          if (record.state === undefined) {
            record.state = definition.model.init(contextOf(record))
            runLoad(record)
          }
          const detach = await placement.attach(slot, { scope, dir: textDirection(locale), lang: locale, elementId: record.id, definition, loader: options.loader !== 'never' })
          if (record.destroyed || record.mounting !== mounting) detach()
          else {
            record.unmount = detach
            elementsChanged()
          }
        }).catch((error: unknown) => {
          record.events.emit('loaderror', { elementType: record.type, error: { type: error instanceof IntegrationError ? 'integration_error' : 'api_error', message: error instanceof Error ? error.message : String(error) } })
        })
      },
      unmount() {
        record.mounting += 1
        const wasMounted = record.unmount !== undefined
        record.unmount?.()
        record.unmount = undefined
        record.ready = false
        if (wasMounted) elementsChanged()
      },
      destroy() {
        element.unmount()
        record.destroyed = true
        records.delete(record.id)
        record.events.all.clear()
      },
      update(next) {
        checks.element(record.type, next, options)
        record.options = { ...(record.options as object), ...(next as object) }
        // New options may offer other methods (the payment element's wallets): decided again as after a new session.
        refresh(record)
      },
      focus() {
        if (record.definition === undefined || record.state === undefined) return
        bus.toForm({ kind: 'focus', elementId: record.id, field: record.definition.model.firstField(record.state, contextOf(record)) })
      },
      blur() {
        bus.toForm({ kind: 'blur', elementId: record.id })
      },
      clear() {
        if (record.definition === undefined) return
        record.state = record.definition.model.clear(record.state, contextOf(record))
        render(record)
        emitChange(record)
      },
      collapse() {
        bus.toController({ kind: 'action', elementId: record.id, action: 'collapse' })
      },
      async getValue() {
        await ready
        if (record.definition === undefined) throw new IntegrationError({ message: elementMessages.notMounted })
        return record.definition.model.change(record.state, contextOf(record))
      },
      ...elementListeners(record.events, () => element),
    }
    return element
  }

  const elements = new Map<string, PayloomElement>()
  const mounted = (): ElementRecord[] =>
    [...records.values()].filter((record) => record.ready && record.definition !== undefined)
      .sort((a, b) => submitOrder(a.type, a.options) - submitOrder(b.type, b.options))
  const mountedRecordOf = (element: PayloomElement): ElementRecord | undefined => mounted().find((record) => elements.get(record.id) === element)
  /** Marks every field touched so all its errors show; returns the element's error. */
  const showErrors = (record: ElementRecord): ElementError | undefined => {
    const context = contextOf(record)
    record.state = record.definition!.model.submit(record.state, context)
    render(record)
    return record.definition!.model.change(record.state, context).error
  }
  /**
   * Mounted sets whose every required element is mounted (the three split card elements), each
   * with its records; the first record's element stands for the set in the §5 rules.
   */
  const completeSets = (): ReadonlyArray<{ readonly set: ElementSet; readonly records: ReadonlyArray<ElementRecord> }> => {
    const bySet = new Map<string, { set: ElementSet; records: ElementRecord[] }>()
    for (const record of mounted()) {
      const set = record.definition!.set
      if (set === undefined) continue
      const entry = bySet.get(set.key) ?? { set, records: [] }
      entry.records.push(record)
      bySet.set(set.key, entry)
    }
    return [...bySet.values()].filter(({ set, records }) => set.required.every((type) => records.some((record) => record.type === type)))
  }
  const setOf = (record: ElementRecord) => completeSets().find(({ records }) => records.includes(record))
  /** What a complete set sends: its elements' fields merged over the first one's defaults, once every one is complete. */
  const setData = ({ set, records }: { readonly set: ElementSet; readonly records: ReadonlyArray<ElementRecord> }, billing?: BillingDetails): PaymentMethodData | undefined => {
    if (records.some((record) => !record.definition!.model.change(record.state, contextOf(record)).complete)) return undefined
    const values = Object.assign({}, ...records.map((record) => (record.state as { values: object }).values), ...records.map((record) => record.definition!.model.fieldValues!(record.state)))
    return set.toPaymentMethodData(values, billing)
  }
  const focusFirstField = (record: ElementRecord): void =>
    bus.toForm({ kind: 'focus', elementId: record.id, field: record.definition!.model.firstField(record.state, contextOf(record)) })

  let styled = applyStyles()

  const group: ElementsGroup = {
    get options() { return options },
    owner: host.owner,
    get recentlyValidated() { return recentlyValidated },
    // The current load itself, which carries a handler: a derived promise would reject unhandled
    // on a page whose provider cannot be reached.
    get ready() { return ready },
    session: () => session,
    create(type, elementOptions = {}) {
      checkNewElement([...records.values()], type, elementOptions)
      checkElementPayment(options, type)
      // Forms rendered in this page would put the card's number in it: only the provider's frames may show one.
      if (host.placement === undefined && type.startsWith('issuingCard')) throw new IntegrationError({ message: elementMessages.issuingInline })
      checks.element(type, elementOptions, options)
      const record: ElementRecord = {
        id: host.nameElement?.() ?? `${scope}-${++nextElementId}`, type, options: elementOptions, state: undefined, definition: undefined,
        unmount: undefined, events: mitt<ElementEvents>(), ready: false, destroyed: false, focused: false, announced: undefined, seq: 0, mounting: 0,
      }
      records.set(record.id, record)
      const element = elementOf(record)
      elements.set(record.id, element)
      groups.set(element, group)
      return element
    },
    getElement(type, filter) {
      const record = findElement(records.values(), type, filter)
      return record === undefined ? null : elements.get(record.id) ?? null
    },
    async update(next) {
      // What a deferred intent sends with its session is checked again, and reloads it.
      const deferred = next.amount !== undefined || next.currency !== undefined || next.mode !== undefined || next.paymentMethodOptions !== undefined ||
        next.onBehalfOf !== undefined || next.captureMethod !== undefined || next.paymentMethodConfiguration !== undefined || next.adaptivePricing !== undefined
      if (deferred) checkGroupOptions({ ...options, ...next })
      options = { ...options, ...next }
      if (next.appearance !== undefined || next.fonts !== undefined) await (styled = applyStyles())
      if (next.locale !== undefined) {
        const loaded = await loadLanguage(next.locale)
        locale = loaded.locale
        catalog = loaded.messages
      }
      if (deferred) {
        ready = handled(load())
        await ready
      }
      records.forEach(refresh)
    },
    async fetchUpdates() {
      ready = handled(load())
      try {
        await ready
        records.forEach(refresh)
        return {}
      } catch (error) {
        return { error: { type: 'validation_error', code: 'session_load_failed', message: error instanceof Error ? error.message : String(error) } }
      }
    },
    async submit() {
      host.preparePayment()
      await ready
      // submit() readies the session's payment: a group that names none (no client secret, no deferred intent) has no session to select (payment-form.md §8).
      if (session === undefined) throw new IntegrationError({ message: 'Unable to select session' })
      recentlyValidated = true
      let first: { record: ElementRecord; error: ElementError } | undefined
      for (const record of mounted()) {
        const error = showErrors(record)
        if (error !== undefined && first === undefined) first = { record, error }
      }
      if (first === undefined) return {}
      focusFirstField(first.record)
      return { error: first.error }
    },
    paymentMethodElements() {
      return [
        ...mounted().filter((record) => paymentMethodElementTypes.includes(record.type))
          .map((record) => ({ element: elements.get(record.id)!, type: record.type, options: record.options })),
        ...completeSets().map(({ set, records }) => ({ element: elements.get(records[0]!.id)!, type: set.paysAs, options: records[0]!.options })),
      ]
    },
    validate(element) {
      const record = mountedRecordOf(element)
      // An element of a set is checked with its siblings: they pay together.
      const checked = record === undefined ? [] : setOf(record)?.records ?? [record]
      let first: { record: ElementRecord; error: ElementError } | undefined
      for (const each of checked) {
        const error = showErrors(each)
        if (error !== undefined && first === undefined) first = { record: each, error }
      }
      if (first !== undefined) focusFirstField(first.record)
      return first?.error
    },
    paymentMethodData(element) {
      const billing = [...records.values()].find((r) => r.type === 'address' && (r.options as { mode?: unknown }).mode === 'billing')
      const billingDetails = billing?.definition === undefined ? undefined : billingOf(billing.definition.model.change(billing.state, contextOf(billing)))
      const candidates = element === undefined ? mounted() : [mountedRecordOf(element)].filter((record) => record !== undefined)
      for (const record of candidates) {
        const data = record.definition!.model.paymentMethodData?.(record.state, contextOf(record), billingDetails)
        if (data !== undefined) return data
        const set = setOf(record)
        if (set !== undefined) return setData(set, billingDetails)
      }
      return undefined
    },
    confirmFailed(error) {
      for (const record of mounted()) {
        const model = record.definition!.model
        if (model.confirmFailed === undefined) continue
        record.state = model.confirmFailed(record.state, error, contextOf(record))
        render(record)
      }
    },
    confirmFinished() {
      recentlyValidated = false
    },
    expressCheckout() {
      const record = mounted().find((r) => r.type === 'expressCheckout')
      return record === undefined ? undefined : expressStateOf(record.state)
    },
    expressConfirm(step) {
      const record = mounted().find((r) => r.type === 'expressCheckout')
      if (record !== undefined) bus.toController({ kind: 'action', elementId: record.id, action: step })
    },
    wallets,
  }
  return group
}

/** An address element's change value as billing details for confirm. */
const billingOf = (event: ChangeEvent): BillingDetails | undefined => {
  const value = event.value as { name?: string; phone?: string; address?: BillingDetails['address'] } | undefined
  if (value === undefined || !event.complete) return undefined
  return { ...(value.name ? { name: value.name } : {}), ...(value.phone ? { phone: value.phone } : {}), ...(value.address ? { address: value.address } : {}) }
}


/** What the page can do, for wallet availability; nothing outside a browser. */
const browserCapabilities = () =>
  typeof window === 'undefined'
    ? { paymentRequest: false, applePaySession: false, webAuthn: false }
    : { paymentRequest: typeof window.PaymentRequest === 'function', applePaySession: 'ApplePaySession' in window, webAuthn: typeof window.PublicKeyCredential === 'function' }
