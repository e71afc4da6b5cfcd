import type * as Effect from 'effect/Effect'
import type { ReactNode } from 'react'
import type { ApiClient } from '../api/ApiClient.ts'
import type { ApiError } from '../api/ApiError.ts'
import type { IntegrationError } from '../errors/IntegrationError.ts'
import type { Browser } from '../services/Browser.ts'
import type { Catalog } from '../generated/locales/index.generated.ts'
import type { Locale } from '../generated/locales/index.generated.ts'
import type { BillingDetails, BrowserCapabilities, PaymentMethodData } from './contract.ts'
import type { Registry } from './Registry.ts'
import type { ElementsSession } from '../session/elementsSession.ts'
import type { Json, ToController } from '../elements/messages.ts'
import type { StyleRule } from '../elements/appearance/cssText.ts'
import type { PlansDisplay } from '../services/plansDisplay.ts'
import type { WalletInGroup, WalletModalFrames, WalletPage } from './walletInGroup.ts'

/**
 * The element types a merchant can create (controller.md §2). Card, bank and messaging elements
 * come from the plugin of their method (`pluginElements.ts`), the buy button and the pricing table
 * from plugins of their own; the others from the core.
 */
export const elementTypes = [
  'payment', 'address', 'linkAuthentication', 'expressCheckout', 'currencySelector', 'paymentRequestButton',
  'card', 'cardNumber', 'cardExpiry', 'cardCvc', 'postalCode',
  'iban', 'idealBank', 'p24Bank', 'auBankAccount', 'fpxBank', 'epsBank', 'netbankingBank', 'achBankSearchResults',
  'paymentMethodMessaging', 'afterpayClearpayMessageModal',
  'buyButton', 'pricingTable',
  'issuingCardNumberDisplay', 'issuingCardCvcDisplay', 'issuingCardExpiryDisplay', 'issuingCardPinDisplay', 'issuingCardCopyButton',
] as const
export type ElementType = (typeof elementTypes)[number]

/** The error a `change` event or `submit()` reports: a code and the shopper's message. */
export interface ElementError {
  readonly type: 'validation_error'
  readonly code: string
  readonly message: string
}

/** The base of every `change` event; element types add their own fields. */
export interface ChangeEvent {
  readonly elementType: ElementType
  readonly empty: boolean
  readonly complete: boolean
  readonly error?: ElementError
  readonly [field: string]: unknown
}

/** What a model knows of its surroundings. Rebuilt when the group's locale, session or options change. */
export interface ElementContext<Options = unknown> {
  readonly options: Options
  readonly locale: Locale
  readonly dir: 'ltr' | 'rtl'
  /** Looks a message up: a core key (`card.incomplete_number`) or a plugin's own (`card:unsupported_card_brand`). */
  readonly t: (key: string, params?: Readonly<Record<string, string | number>>) => string
  readonly catalog: Catalog
  readonly session: ElementsSession | undefined
  /**
   * The group's options that limit which wallets an express checkout may offer (`payloom.elements()`):
   * whether the merchant creates the payment method, and the future usage the payment sets up; and
   * the subtitles of the merchant's custom payment methods, which the payment element shows.
   */
  readonly elementsOptions?: {
    readonly mode?: 'payment' | 'setup' | 'subscription'
    readonly setupFutureUsage?: 'off_session' | 'on_session'
    readonly paymentMethodCreation?: 'manual'
    readonly customPaymentMethods?: ReadonlyArray<{ readonly id: string; readonly options: { readonly subtitle?: string } }>
  }
  readonly registry: Registry
  /**
   * Runs a flow that shows the shopper a provider page (linking a bank account: its authorisation
   * in a modal frame, in isolated hosting over the merchant's page); rejects with the provider's
   * message. Absent where no instance runs the element (model tests).
   */
  readonly runFlow?: <A>(effect: Effect.Effect<A, ApiError | IntegrationError, ApiClient | Browser>) => Promise<A>
  readonly capabilities: BrowserCapabilities
  /** Runs a provider call (address suggestions); rejects with the provider's message. */
  readonly runApi: <A>(effect: Effect.Effect<A, ApiError, ApiClient>) => Promise<A>
  /**
   * Shows the plans a messaging element's "Learn more" opens in the SDK's dialog over the page (in
   * isolated hosting, the merchant's page, asked by the controller frame); resolves once the
   * shopper closes it, rejects where there is no page.
   */
  readonly showPlans?: (display: PlansDisplay) => Promise<void>
  readonly now: () => Date
  /**
   * Pays in another currency the session quotes (adaptive pricing: the currency selector's pick):
   * the group's session reloads in it and every element follows. Absent where no group runs the element.
   */
  readonly switchCurrency?: (currency: string) => Promise<void>
  /** The group's state of each wallet that keeps one (`inGroup`: the consumer Link signed in), by type. */
  readonly wallets: Readonly<Record<string, WalletInGroup>>
  /**
   * The private nonce the instance keeps for a public nonce it made (`createEphemeralKeyNonce()`,
   * controller.md §6 "For issuing cards"); absent where no instance runs the element.
   */
  readonly privateNonceOf?: (publicNonce: string) => string | undefined
  /** What the group's elements share, by a name their code picks (the issuing card its displays and copy button show). */
  readonly groupShared?: Map<string, unknown>
  /** The provider's origin, where its pages live (a wallet's test sheet); absent where no instance runs the element. */
  readonly providerOrigin?: string
  /** The instance's publishable key, which some wallets name to their own provider (Google Pay's gateway). */
  readonly publishableKey?: string
  /** The merchant page's modal frames, where a provider page shows over the page (a wallet's test sheet). */
  readonly modalFrames?: WalletModalFrames
  /** The instance and the merchant's page it serves, as the wallet config call names them; none outside a browser. */
  readonly page?: WalletPage
  /** The types of the group's elements mounted now (the wallet config call says whether a link authentication element is). */
  readonly mountedElements?: () => ReadonlyArray<ElementType>
}

/**
 * An element's rules, controller-side and pure: state in, state out. The same model runs inline or
 * behind a frame, and in tests with no DOM.
 */
export interface ElementModel<State, Options = unknown> {
  init(context: ElementContext<Options>): State
  /** A message from the form (input, focus, an action). */
  reduce(state: State, message: ToController, context: ElementContext<Options>): State
  /** The serializable view the form renders. */
  view(state: State, context: ElementContext<Options>): Json
  /** The merchant's `change` event for this state. */
  change(state: State, context: ElementContext<Options>): ChangeEvent
  /** Marks every field as touched so all errors show (`elements.submit()`). */
  submit(state: State, context: ElementContext<Options>): State
  /** Empties the values (`element.clear()`). */
  clear(state: State, context: ElementContext<Options>): State
  /** Shows errors a failed confirm reported for fields of this element (decline codes, params). */
  confirmFailed?(state: State, error: { readonly code?: string; readonly decline_code?: string; readonly param?: string; readonly message: string }, context: ElementContext<Options>): State
  /** What confirm sends for a payment element or a card element. */
  paymentMethodData?(state: State, context: ElementContext<Options>, billing?: BillingDetails): PaymentMethodData | undefined
  /** The field focus() moves to: the first invalid one, else the first. */
  firstField(state: State, context: ElementContext<Options>): string | undefined
  /** The session (or amount, currency, locale, or the element's options by update()) changed: adapt the state, such as a selection no longer offered. */
  sessionChanged?(state: State, context: ElementContext<Options>): State
  /** The payment method types the element offers now, announced with `availablepaymentmethodschange` when they change. */
  available?(state: State, context: ElementContext<Options>): ReadonlyArray<string>
  /** An element of a set: the values of its own fields, merged with its siblings' at confirm. */
  fieldValues?(state: State): Readonly<Record<string, unknown>>
  /**
   * Work the state waits on (a wallet's availability, a country's subdivisions): the group runs it
   * after each change and feeds the messages it resolves with back to `reduce`. Undefined: nothing to do.
   */
  load?(state: State, context: ElementContext<Options>): Promise<ReadonlyArray<ToController>> | undefined
  /**
   * Merchant events a message causes besides `change` (the express element's `click`). Their
   * callbacks (`resolve`, `paymentFailed`) answer the model through `host`.
   */
  events?(message: ToController, state: State, context: ElementContext<Options>, host: EventHost<State>, previous?: State): ReadonlyArray<{ readonly name: string; readonly payload: unknown }>
}

/** What an event's callbacks may do after it was emitted: read the element's state, answer its model. */
export interface EventHost<State> {
  /** The element's state now (not when the event was emitted). */
  current(): State
  /** Sends a message to the model, as the form would. */
  send(message: ToController): void
  /** Whether the merchant listens to an event (a `click` nobody handles goes ahead at once). */
  listens(event: string): boolean
  /** Emits a merchant event outside a message's turn (a wallet's sheet reporting a shipping change). */
  emit(event: string, payload: unknown): void
  /** The element's context once the group's pending session load settles (after `elements.update({ amount })`). */
  settled(): Promise<ElementContext>
}

/** Props of an element's form: its view, and the one way to talk back. */
export interface ElementFormProps {
  readonly view: Json
  readonly send: (message: ToController) => void
  readonly elementId: string
}

/**
 * Elements that pay only together (the split card elements): the types that must all be mounted,
 * and how their fields, merged, become what confirm sends.
 */
export interface ElementSet {
  /** Names the set; elements with the same key pay together. */
  readonly key: string
  /** The element type the set stands for in the §5 rules ('card'). */
  readonly paysAs: ElementType
  readonly required: ReadonlyArray<ElementType>
  toPaymentMethodData(values: Readonly<Record<string, unknown>>, billing?: BillingDetails): PaymentMethodData
}

/** An element type: its model (rules) and its form (React). Core elements and plugins define them alike. */
export interface ElementDefinition<State = unknown, Options = unknown> {
  readonly type: ElementType
  /** Set on elements that pay only with their siblings; their model then reports `fieldValues`. */
  readonly set?: ElementSet
  readonly model: ElementModel<State, Options>
  Form(props: ElementFormProps): ReactNode
  /**
   * Rules its form needs beyond the base stylesheet (the address lines, the wallet buttons): added
   * to the group's stylesheet when the element mounts, so other pages never carry them.
   */
  readonly styles?: ReadonlyArray<StyleRule>
  /**
   * Loads code this session's first view needs beyond the element's own (the payment element's
   * saved methods, for a customer who has some). The group awaits it before `model.init` and the
   * form's mount, so the loading skeleton stays up and `ready` fires once that view can show.
   */
  prepare?(context: ElementContext<Options>): Promise<void>
  /**
   * Checks the merchant's options for create/update; returns merchant messages (errors throw).
   * For elements a plugin provides; the core's own list theirs in coreElements.ts, so that
   * create() checks them before the element's code has loaded.
   */
  validateOptions?(options: unknown): { readonly errors: ReadonlyArray<string>; readonly warnings: ReadonlyArray<string> }
}
