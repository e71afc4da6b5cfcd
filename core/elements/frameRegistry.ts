/**
 * The frame types of the payment form (controller.md §2, "Frame types in the payment form"), and
 * one per bank, messaging and issuing element, which the spec's list leaves out but each still gets a frame.
 */
export const FrameType = {
  payment: 'payment',
  linkAuthentication: 'linkAuthentication',
  expressCheckout: 'expressCheckout',
  paymentRequestButton: 'paymentRequestButton',
  currencySelector: 'currencySelector',
  shippingAddress: 'shippingAddress',
  billingAddress: 'billingAddress',
  card: 'card',
  cardNumber: 'cardNumber',
  cardExpiry: 'cardExpiry',
  cardCvc: 'cardCvc',
  iban: 'iban',
  idealBank: 'idealBank',
  p24Bank: 'p24Bank',
  auBankAccount: 'auBankAccount',
  fpxBank: 'fpxBank',
  epsBank: 'epsBank',
  netbankingBank: 'netbankingBank',
  achBankSearchResults: 'achBankSearchResults',
  paymentMethodMessaging: 'paymentMethodMessaging',
  afterpayClearpayMessageModal: 'afterpayClearpayMessageModal',
  /** The address element's suggestions, a helper frame the SDK lays over the page (frames/suggestionsFrames.ts). */
  autocompleteSuggestions: 'autocompleteSuggestions',
  issuingCardNumberDisplay: 'issuingCardNumberDisplay',
  issuingCardCvcDisplay: 'issuingCardCvcDisplay',
  issuingCardExpiryDisplay: 'issuingCardExpiryDisplay',
  issuingCardPinDisplay: 'issuingCardPinDisplay',
  issuingCardCopyButton: 'issuingCardCopyButton',
  buyButton: 'buyButton',
  pricingTable: 'pricingTable',
} as const
export type FrameType = (typeof FrameType)[keyof typeof FrameType]

/** What a create-frame message says about a new frame. */
export interface FrameSpec {
  /** The frame's id; the element id its messages carry. */
  readonly id: string
  /** The group it belongs to: the elements group that created it. */
  readonly groupId: string
  readonly type: FrameType
  /** The element it hosts, as created (`payment`, `address`, `cardNumber`...). */
  readonly elementName: string
}

/** A registered frame: loaded once it reported so; until then its messages wait in `queue`. */
export interface FrameEntry<M> extends FrameSpec {
  readonly loaded: boolean
  readonly queue: ReadonlyArray<M>
}

/** The frame registry (controller.md §2, §4): an immutable value, changed only by the functions below. */
export type FrameRegistry<M> = ReadonlyMap<string, FrameEntry<M>>

/** A registry step: the new registry, and the messages to post to the frame now, in order. */
export interface FrameStep<M> {
  readonly registry: FrameRegistry<M>
  readonly deliver: ReadonlyArray<M>
}

/** A registry with no frames. */
export const emptyFrameRegistry = <M>(): FrameRegistry<M> => new Map()

const withFrame = <M>(registry: FrameRegistry<M>, frame: FrameEntry<M>): FrameRegistry<M> => new Map(registry).set(frame.id, frame)

/** Adds a frame on its create-frame message, not loaded. Re-creating a known id starts it afresh. */
export const addFrame = <M>(registry: FrameRegistry<M>, spec: FrameSpec): FrameRegistry<M> =>
  withFrame(registry, { id: spec.id, groupId: spec.groupId, type: spec.type, elementName: spec.elementName, loaded: false, queue: [] })

/**
 * A message for a frame: delivered now if it is loaded, else queued. A frame the registry does not
 * know (never created, or destroyed) gets nothing: `deliver` is empty and the registry unchanged.
 */
export const sendToFrame = <M>(registry: FrameRegistry<M>, id: string, message: M): FrameStep<M> => {
  const frame = registry.get(id)
  if (frame === undefined) return { registry, deliver: [] }
  if (frame.loaded) return { registry, deliver: [message] }
  return { registry: withFrame(registry, { ...frame, queue: [...frame.queue, message] }), deliver: [] }
}

/**
 * Marks a frame loaded on its load message: it gets `init` first, then what was queued for it, in
 * the order sent. Loading an unknown or already loaded frame delivers nothing.
 */
export const markLoaded = <M>(registry: FrameRegistry<M>, id: string, init: M): FrameStep<M> => {
  const frame = registry.get(id)
  if (frame === undefined || frame.loaded) return { registry, deliver: [] }
  return { registry: withFrame(registry, { ...frame, loaded: true, queue: [] }), deliver: [init, ...frame.queue] }
}

/** Marks a frame unloaded (it navigated or reloads): its messages queue again until it loads. */
export const markUnloaded = <M>(registry: FrameRegistry<M>, id: string): FrameRegistry<M> => {
  const frame = registry.get(id)
  return frame === undefined ? registry : withFrame(registry, { ...frame, loaded: false })
}

/** Removes a frame on destroy, with whatever was still queued for it. */
export const removeFrame = <M>(registry: FrameRegistry<M>, id: string): FrameRegistry<M> => {
  if (!registry.has(id)) return registry
  const next = new Map(registry)
  next.delete(id)
  return next
}

/** The frames of one group, in the order they were created. */
export const framesInGroup = <M>(registry: FrameRegistry<M>, groupId: string): ReadonlyArray<FrameEntry<M>> =>
  [...registry.values()].filter((frame) => frame.groupId === groupId)
