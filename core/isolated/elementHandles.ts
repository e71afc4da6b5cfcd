import { mitt } from '../elements/emitter.ts'
import { elementListeners } from '../elements/elementListeners.ts'
import type { ChangeEvent, ElementError, ElementType } from '../plugin/ElementDefinition.ts'
import type { ElementEvents, ElementsOptions, PayloomElement, PayloomElements } from '../elements/elementsApi.ts'
import { checkElementPayment, checkGroupOptions, checkNewElement, findElement, mountContainer, type ElementLookup } from '../elements/elementChecks.ts'
import type { Json } from '../elements/messages.ts'
import type { OptionChecks } from '../elements/optionChecks.ts'
import { apiLimits } from '../generated/limits.generated.ts'
import { loadChunk } from '../loadChunk.ts'
import type { ControllerChannel } from './controllerChannel.ts'
import { encodeHashParams, framePaths, type ElementFrameParams } from './protocol.ts'
import { fromWire, toWire, type Reference } from './wire.ts'

/** What the handles of one isolated instance share. */
export interface HandleContext {
  readonly channel: ControllerChannel
  readonly apiBase: string
  /** The option checks to make in the page; without them (the loader entry) the controller makes them and reports mistakes through `loaderror`. */
  readonly checks: OptionChecks | undefined
  /** Registers a handle, so that calls given it can send a reference. */
  readonly register: (handle: object, reference: Reference) => void
  /** Wire values for calls: handles become references. */
  readonly toWire: (value: unknown) => Json
}

/**
 * Frame titles, which screen readers announce when focus enters a frame. A type without one is a
 * plugin's element that opens checkout (the buy button, the pricing table): 'Checkout frame'.
 */
const frameTitles: Readonly<Partial<Record<ElementType, string>>> = {
  payment: 'Secure payment input frame',
  address: 'Secure address input frame',
  linkAuthentication: 'Secure email input frame',
  expressCheckout: 'Secure express checkout frame',
  paymentRequestButton: 'Secure payment request button frame',
  currencySelector: 'Currency selection frame',
  card: 'Secure card payment input frame',
  cardNumber: 'Secure card number input frame',
  cardExpiry: 'Secure expiration date input frame',
  cardCvc: 'Secure CVC input frame',
  postalCode: 'Secure postal code input frame',
  iban: 'Secure IBAN input frame',
  idealBank: 'Secure iDEAL bank selection frame',
  p24Bank: 'Secure Przelewy24 bank selection frame',
  auBankAccount: 'Secure BECS bank account input frame',
  fpxBank: 'Secure FPX bank selection frame',
  epsBank: 'Secure EPS bank selection frame',
  netbankingBank: 'Secure NetBanking bank selection frame',
  achBankSearchResults: 'Secure bank search frame',
  paymentMethodMessaging: 'Payment method messaging frame',
  afterpayClearpayMessageModal: 'Afterpay Clearpay message frame',
  issuingCardNumberDisplay: 'Secure card number display frame',
  issuingCardCvcDisplay: 'Secure CVC display frame',
  issuingCardExpiryDisplay: 'Secure expiration date display frame',
  issuingCardPinDisplay: 'Secure PIN display frame',
  issuingCardCopyButton: 'Secure copy button frame',
}

let nextId = 0

/**
 * The merchant's side of an isolated elements group: the same methods as inline, each sent to the
 * controller frame, which holds the group's session, values and rules. Structural mistakes (an
 * unknown type, a second element of a type, a missing mount target) throw here at once; option
 * mistakes too when the page has the checks.
 */
export const makeGroupHandle = (context: HandleContext, initial: ElementsOptions = {}): PayloomElements => {
  const { channel, checks } = context
  checkGroupOptions(initial)
  checks?.appearance(initial)
  let options = initial
  const groupId = `g${++nextId}`
  // The group's live elements (a destroyed one leaves), as the create() and getElement() checks read them.
  const created = new Map<PayloomElement, { readonly type: ElementType; readonly options: unknown }>()
  // A group the controller refused (its options) fails each of its elements with the reason.
  const refused: Promise<Error | undefined> = channel.call('elements', { groupId, options: context.toWire(initial) }).then(() => undefined, (error: Error) => error)

  const group: PayloomElements = {
    get options() { return options },
    create(type: ElementType, elementOptions: unknown = {}) {
      checkNewElement([...created.values()], type, elementOptions)
      checkElementPayment(options, type)
      checks?.element(type, elementOptions, options)
      // Its paymentRequest, with listeners the frames cannot call, lives in this page: so does its part (a chunk).
      const part = type === 'paymentRequestButton' ? loadChunk('the payment request button', () => import('../elements/paymentRequestButton/pageButton.ts')).then((module) => module.pageButton(elementOptions)) : undefined
      const handle: PayloomElement = makeElementHandle(context, { groupId, type, refused, part, options: () => options, check: (next) => checks?.element(type, next, options), forget: () => created.delete(handle) }, elementOptions)
      created.set(handle, { type, options: elementOptions })
      return handle
    },
    getElement(type: ElementLookup, filter?: { readonly mode?: string }) {
      return findElement([...created].map(([handle, entry]) => ({ ...entry, handle })), type, filter)?.handle ?? null
    },
    async update(next: Partial<ElementsOptions>) {
      if (next.appearance !== undefined || next.fonts !== undefined) checks?.appearance({ ...options, ...next })
      options = { ...options, ...next }
      await channel.call('groupUpdate', { groupId, options: context.toWire(next) })
    },
    async fetchUpdates() {
      return (await channel.call('fetchUpdates', { groupId })) as { readonly error?: ElementError }
    },
    async submit() {
      return (await channel.call('submit', { groupId })) as { readonly error?: ElementError }
    },
  }
  context.register(group, { $payloom: 'elements', id: groupId })
  return group
}

/**
 * What of an element runs in the merchant's page (the payment request button's: its paymentRequest
 * is here): the options its frames get, and its answer to a click, given the event before the
 * merchant's listeners.
 */
export interface PagePart {
  readonly options: unknown
  readonly click: (event: object) => void
}

interface ElementSetup {
  readonly groupId: string
  readonly type: ElementType
  /** The element's part in this page, once it is ready. */
  readonly part: Promise<PagePart> | undefined
  /** Why the controller refused the group, once it has answered. */
  readonly refused: Promise<Error | undefined>
  readonly options: () => ElementsOptions
  readonly check: (options: unknown) => void
  readonly forget: () => void
}

/** An isolated element: mounting makes its frame; its events come from the controller. */
const makeElementHandle = (context: HandleContext, setup: ElementSetup, initialOptions: unknown): PayloomElement => {
  const { apiBase } = context
  const { type, groupId, part } = setup
  // With a part in this page, the create waits for the options it makes, and every later message for the create.
  const channel: ControllerChannel = part === undefined ? context.channel : {
    ...context.channel,
    call: (action, args) => part.then(() => context.channel.call(action, args)),
    send: (action, args) => void part.then(() => context.channel.send(action, args), () => undefined),
  }
  let click: PagePart['click'] | undefined
  const elementId = `e${++nextId}`
  const events = mitt<ElementEvents>()
  let frame: HTMLIFrameElement | undefined
  let stopFrame: (() => void) | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false
  const listened = new Set<string>()

  // Without the checks in this page (payloom/loader) a mistake in the options is the controller's
  // to report: the element's loaderror says it, as the console does.
  const refuse = (error: Error): void => {
    clearTimeout(loadTimer)
    console.error(`payloom: ${error.message}`)
    events.emit('loaderror', { elementType: type, error: { type: error.name === 'IntegrationError' ? 'integration_error' : 'api_error', message: error.message } })
  }
  const create = (options: unknown) => context.channel.call('create', { groupId, elementId, type, options: context.toWire(options) })
  const creating = part === undefined ? create(initialOptions) : part.then((made) => {
    click = made.click
    // The page answers every click, whether the merchant listens or not.
    listen('click')
    return create(made.options)
  })
  creating.catch(async (error: Error) => refuse((await setup.refused) ?? error))
  const stopEvents = channel.onEvent(elementId, (event, payload) => {
    if (event === 'ready' || event === 'loaderror') clearTimeout(loadTimer)
    // A callback an event carries (the express `click` event's `resolve`) answers the controller.
    const value = fromWire(payload, (reference) => (...args: ReadonlyArray<unknown>) => channel.send('callback', { elementId, callback: reference.id, args: context.toWire(args) }))
    // Every event names its element's type, as inline (the channel's own loaderror does not know it).
    const emitted = { elementType: type, ...(value as object) }
    if (event === 'click') click?.(emitted)
    events.emit(event, emitted as never)
  })

  const removeFrame = (): void => {
    clearTimeout(loadTimer)
    stopFrame?.()
    frame?.remove()
    frame = undefined
  }
  const listen = (event: string): void => {
    if (listened.has(event)) return
    listened.add(event)
    channel.send('listen', { elementId, event })
  }

  const element: PayloomElement = {
    elementType: type,
    mount(target) {
      const container = mountContainer(target, type, destroyed)
      removeFrame()
      const params: ElementFrameParams = { sharedId: channel.sharedId, elementId, controller: channel.controllerName, merchantOrigin: location.origin, title: frameTitles[type] ?? 'Checkout frame' }
      const created = container.ownerDocument.createElement('iframe')
      created.name = `payloom-element-${channel.sharedId}-${elementId}`
      created.title = params.title
      created.setAttribute('allow', 'payment *; publickey-credentials-get *; publickey-credentials-create *; clipboard-write')
      created.setAttribute('scrolling', 'no')
      created.style.cssText = 'border:0;margin:0;padding:0;width:1px;min-width:100%;height:0;display:block;overflow:hidden;background:transparent;color-scheme:normal'
      created.src = `${apiBase}${framePaths.element}#${encodeHashParams(params)}`
      container.replaceChildren(created)
      frame = created
      // The frame reports its height (ResizeObserver inside), so it never scrolls.
      stopFrame = channel.onFrame(created.contentWindow!, (message) => {
        if (message.kind === 'resize' && typeof message.height === 'number' && Number.isFinite(message.height) && message.height >= 0) created.style.height = `${Math.ceil(message.height)}px`
      })
      if (setup.options().loader !== 'never') events.emit('loaderstart', { elementType: type })
      loadTimer = setTimeout(() => events.emit('loaderror', { elementType: type, error: { type: 'api_connection_error', message: `The ${type} element could not load from ${channel.providerOrigin}. Check the connection and reload.` } }), apiLimits.chunkLoadTimeout)
      channel.send('mount', { elementId, frame: created.name })
    },
    unmount() {
      removeFrame()
      channel.send('unmount', { elementId })
    },
    destroy() {
      if (destroyed) return
      removeFrame()
      destroyed = true
      setup.forget()
      stopEvents()
      events.all.clear()
      channel.send('destroy', { elementId })
    },
    update(next) {
      setup.check(next)
      channel.call('update', { elementId, options: context.toWire(next) }).catch(refuse)
    },
    focus() {
      // Focus enters the frame first: a frame cannot take it from the page by itself.
      frame?.focus()
      channel.send('focus', { elementId })
    },
    blur() {
      channel.send('blur', { elementId })
    },
    clear() {
      channel.send('clear', { elementId })
    },
    collapse() {
      channel.send('collapse', { elementId })
    },
    async getValue() {
      return (await channel.call('getValue', { elementId })) as unknown as ChangeEvent
    },
    ...elementListeners(events, () => element, listen),
  }
  context.register(element, { $payloom: 'element', id: elementId })
  return element
}
