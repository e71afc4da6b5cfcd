/**
 * The merchant's side of elements, whatever the hosting: the options of `payloom.elements()`, the
 * events, and the methods of a group and of an element. The inline group (Elements.ts) and the
 * isolated handles (core/isolated/elementHandles.ts) both implement them.
 */
import type { Handler } from './emitter.ts'
import type { ChangeEvent, ElementError, ElementType } from '../plugin/ElementDefinition.ts'
import type { ElementLookup } from './elementChecks.ts'
import type { LocaleOption } from '../i18n/localeOption.ts'

/** Options of `payloom.elements()`: an intent's client secret, or a deferred intent, plus presentation. */
export interface ElementsOptions {
  readonly clientSecret?: string
  readonly mode?: 'payment' | 'setup' | 'subscription'
  readonly amount?: number
  readonly currency?: string
  readonly paymentMethodTypes?: ReadonlyArray<string>
  readonly setupFutureUsage?: 'off_session' | 'on_session'
  /**
   * A deferred payment's method options, as the intent you create will have them. Only
   * `card.require_cvc_recollection`: a saved card (the customer's or Link's) is asked its CVC again
   * before it pays. With a client secret, the intent's own options apply.
   */
  readonly paymentMethodOptions?: { readonly card?: { readonly require_cvc_recollection?: boolean } }
  readonly customerSessionClientSecret?: string
  /**
   * The older way to list a signed-in customer's saved cards, instead of a customer session: their
   * id and an ephemeral key your server created for them. The payment element shows the cards to
   * pay with (in the spec's `customer` mode), without the update, remove or set-as-default controls
   * that a customer session's features give.
   */
  readonly customerOptions?: { readonly customer: string; readonly ephemeralKey: string }
  /**
   * A deferred payment's business of record (a connected account, `acct_...`): the intent you create
   * must have the same `on_behalf_of`. Link's calls name it. With a client secret, the intent's own applies.
   */
  readonly onBehalfOf?: string
  /**
   * A deferred payment's capture: 'manual' authorises now and captures later. The intent you
   * create must have the same `capture_method`. Payment mode only. @default 'automatic'
   */
  readonly captureMethod?: 'automatic' | 'automatic_async' | 'manual'
  /**
   * A deferred intent's payment method configuration (`pmc_...`): the session offers the methods
   * it turns on instead of the account's defaults. Not with `paymentMethodTypes`.
   */
  readonly paymentMethodConfiguration?: string
  /**
   * A deferred payment's adaptive pricing: `{ allowed: true }` lets the shopper pay in their own
   * currency, which the provider suggests from their locale and quotes (an FX quote, sent at
   * confirm); the `currencySelector` element lets them pick. The intent you create stays in
   * `currency`; it records what the shopper paid (`presentment_details`). Payment mode only.
   */
  readonly adaptivePricing?: { readonly allowed: boolean }
  /** The look: theme, labels, variables, rules (payment-form.md §3 "Appearance"). */
  readonly appearance?: unknown
  /** Fonts the appearance may use: `{ cssSrc }` or `{ family, src, weight?, style? }`. */
  readonly fonts?: ReadonlyArray<unknown>
  /** The shoppers' language. @default the instance's locale */
  readonly locale?: LocaleOption
  /** Whether a loading skeleton shows while the session loads. @default 'auto' */
  readonly loader?: 'auto' | 'always' | 'never'
  /** The CSP nonce for the stylesheet payloom inserts. */
  readonly nonce?: string
  /**
   * 'manual': you create the payment method yourself with `createPaymentMethod({ elements })`
   * before confirming on your server. Required for that call with a payment element.
   */
  readonly paymentMethodCreation?: 'manual'
  /**
   * External payment methods to list beside the session's (`['external_paypal']`, as Stripe's
   * `external_payment_method_types`): ones the provider accepts for this payment show in the payment
   * element, and one an available method duplicates (`external_paypal` beside `paypal`) is left out
   * with a warning. payloom does not process them: with one selected (the change event's
   * `value.type`), confirm resolves with the error `external_payment_method_selected`, and your
   * page completes the payment with that method itself.
   */
  readonly externalPaymentMethodTypes?: ReadonlyArray<string>
  /**
   * Your account's custom payment methods to list (`[{ id: 'cpmt_...', options: { type: 'static',
   * subtitle } }]`): those the session enables show, with the subtitle under their name. payloom
   * never processes them: confirming with one selected throws an IntegrationError; complete the
   * payment yourself when the change event's `value.type` is its id.
   */
  readonly customPaymentMethods?: ReadonlyArray<CustomPaymentMethodOption>
}

/** A custom payment method of `payloom.elements({ customPaymentMethods })`. */
export interface CustomPaymentMethodOption {
  /** Its id in your provider account (`cpmt_...`). */
  readonly id: string
  /** How it shows: 'static' (its name, logo and subtitle; no form). */
  readonly options: { readonly type: 'static'; readonly subtitle?: string }
}

/** Events a merchant can listen to on an element. */
export type ElementEvents = {
  ready: { readonly elementType: ElementType }
  change: ChangeEvent
  focus: { readonly elementType: ElementType }
  blur: { readonly elementType: ElementType }
  escape: { readonly elementType: ElementType }
  loaderstart: { readonly elementType: ElementType }
  loaderror: { readonly elementType: ElementType; readonly error: { readonly type: string; readonly message: string } }
  [name: string]: unknown
}

/** An element: mount it, listen to it, read it. Method names follow Stripe.js. */
export interface PayloomElement {
  readonly elementType: ElementType
  mount(target: string | HTMLElement): void
  unmount(): void
  destroy(): void
  update(options: unknown): void
  focus(): void
  blur(): void
  clear(): void
  collapse(): void
  getValue(): Promise<ChangeEvent>
  on<K extends keyof ElementEvents & string>(event: K, handler: Handler<ElementEvents[K]>): PayloomElement
  once<K extends keyof ElementEvents & string>(event: K, handler: Handler<ElementEvents[K]>): PayloomElement
  off<K extends keyof ElementEvents & string>(event: K, handler?: Handler<ElementEvents[K]>): PayloomElement
}

/** A group of elements sharing one session, locale and look (`payloom.elements()`). */
export interface PayloomElements {
  readonly options: ElementsOptions
  create(type: ElementType, options?: unknown): PayloomElement
  /** The group's element of a type, or of a React component that names one (`__elementType`, as Stripe's React library's do). */
  getElement(type: ElementLookup, filter?: { readonly mode?: string }): PayloomElement | null
  update(options: Partial<ElementsOptions>): Promise<void>
  fetchUpdates(): Promise<{ readonly error?: ElementError }>
  /** Shows every error, focuses the first invalid element, resolves with the first error, if any. */
  submit(): Promise<{ readonly error?: ElementError }>
}
