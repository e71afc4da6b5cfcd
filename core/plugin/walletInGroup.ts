import type * as Effect from 'effect/Effect'
import type { ReactNode } from 'react'
import type { ApiClient } from '../api/ApiClient.ts'
import type { ApiError } from '../api/ApiError.ts'
import type { Captcha } from '../services/Captcha.ts'
import type { Locale } from '../generated/locales/index.generated.ts'
import type { ElementsSession } from '../session/elementsSession.ts'
import type { Json, ToController } from '../elements/messages.ts'
import type { ChangeEvent, ElementContext, ElementError, ElementFormProps, ElementType } from './ElementDefinition.ts'
import type { PaymentMethodData, PaymentMethodPlugin } from './contract.ts'
import type { ProviderObject } from '../confirm/results.ts'
import type { FieldState } from '../elements/forms/fieldState.ts'
import type { StyleRule } from '../elements/appearance/cssText.ts'
import type { ConsumerAddress } from '../validation/address/consumerShape.ts'
import type { SavedAddress } from '../validation/address/savedAddress.ts'
import type { AddressMode } from '../validation/options/addressElement.ts'

/**
 * The method whose form shows, as a part sees it: its type and its form's state (values, and what
 * the shopper changed and left, so a part shows its errors when the form would). The card form's
 * `linkOptIn`, `linkMobilePhone` and `linkEmail` (payment-form.md §3) are Link's sign-up.
 */
export type ShownMethod = { readonly type: string } & FieldState<Readonly<Record<string, unknown>>>

/**
 * What a wallet that lives beside the forms (Link: the shopper signs in once and every element of
 * the checkout knows them) gets from each elements group it serves. In isolated hosting this runs
 * in the controller frame, on the provider's origin, with the group.
 */
export interface WalletGroupHost {
  /** Runs a provider call; rejects with the provider's error. */
  readonly runApi: ElementContext['runApi']
  /** The group's elements session once loaded (the wallet's settings are in it). */
  readonly session: () => ElementsSession | undefined
  /** Resolves once the group's session (and language) have loaded, or loaded again after an update. */
  readonly loaded: () => Promise<void>
  readonly locale: () => Locale
  /** The wallet's state changed: every element of the group redraws and tells the merchant. */
  readonly changed: () => void
  /** The provider's origin (where the wallet's frames and storage live); the page's own inline. */
  readonly providerOrigin: string
  readonly publishableKey: string
  /** The types of the group's elements mounted now (Link asks whether a link authentication element is). */
  readonly mountedElements: () => ReadonlyArray<ElementType>
  /** The merchant page's modal frames; only where the wallet runs in the controller frame (isolated hosting). */
  readonly modalFrames?: WalletModalFrames
  /** The instance and the merchant's page it serves; none outside a browser. */
  readonly page?: WalletPage
  /**
   * The group's payment element is the hosted invoice page payment element (payment-form.md §1):
   * the provider's own invoice page, where wallet availability is always true (controller.md §4). @default false
   */
  readonly hostedInvoicePage?: boolean
}

/**
 * A payloom instance and the merchant's page it serves, as a wallet's provider calls name them
 * (wallet.md §7: stripe_js_id, referrer_host, top_level_referrer_host).
 */
export interface WalletPage {
  /** The instance's script id: its controller frame's `jsId` in isolated hosting, one made with the instance inline. */
  readonly jsId: string
  /** The host of the merchant's page. */
  readonly host: string
  /** The host of that page's top window, where the browser tells it (the page may be framed by another site). */
  readonly topLevelHost?: string
}

/**
 * Provider pages that the merchant's page keeps for a wallet, each in a frame of its own, hidden
 * until the wallet shows it as a modal dialog over the page (Link's sign-in modal, wallet.md §2).
 * The frame is the controller frame's sibling, so the wallet finds its window by `name`
 * (`parent.frames[name]`) and the page in it reaches the controller the same way, by the
 * controller id its URL carries.
 */
export interface WalletModalFrames {
  /** The controller frame's id (controller.md §2 "Controller identification"), which is its name in the page. */
  readonly controllerId: string
  /** Puts the provider page `url` in a hidden frame named `name`, a dialog labelled `title` once shown. */
  mount(name: string, url: string, title: string): void
  /** Shows the frame as a modal dialog over the page (the rest of the page inert), focus in it. */
  show(name: string): void
  /** Hides it again; focus goes back where it was. */
  hide(name: string): void
}

/**
 * A wallet's saved addresses, which the group's address element offers beside the merchant's
 * contacts (Link: the signed-in consumer's shipping addresses). The element lists them as saved
 * addresses of mode 'consumer', in the consumer API shape, and hands the wallet the shopper's
 * changes; the wallet makes the calls. Each change resolves once the wallet's list shows it (the
 * element then reads `addresses` again), or rejects, and the element says it failed.
 */
export interface WalletAddressBook {
  /** The wallet's name as shoppers know it (a brand, not translated): "Save this address to Link". */
  readonly name: string
  /**
   * The addresses an address element of `mode` offers, default first; null while nobody is signed
   * in, which takes them away again (the element's logout).
   */
  addresses(mode: AddressMode): ReadonlyArray<SavedAddress> | null
  /** Saves a new address; resolves with it as saved. */
  add(address: ConsumerAddress): Promise<SavedAddress>
  /** Saves an edit of the address `id`; resolves with its id now (a new one where the wallet saves an edit as a new address). */
  update(id: string, address: ConsumerAddress): Promise<string>
  makeDefault(id: string): Promise<void>
  remove(id: string): Promise<void>
}

/**
 * A wallet's state in one elements group (its `inGroup`), as every element of the group sees it in
 * `context.wallets`: its own elements read the rest of it; the core's read what it offers here.
 */
export interface WalletInGroup {
  /** Saved addresses for the group's address element. */
  readonly addressBook?: WalletAddressBook
  /** An element of the group was mounted or unmounted (see `WalletGroupHost.mountedElements`). */
  readonly elementsChanged?: () => void
  /** Makes a payment method (or a token) of what its part gave, through the wallet's own state (see PaymentMethodOf). */
  readonly paymentMethodOf?: PaymentMethodOf
  /**
   * How the confirm that paid with what `paymentMethodOf` made ended (Link tracks a declined saved
   * card for retry). Called once per confirm, after it settled. It may give the shopper's error a
   * wording of its own (Link's for a generic decline, controller.md §8).
   */
  readonly confirmed?: (data: PaymentMethodData, outcome: WalletConfirmOutcome) => WalletConfirmReply | void
}

/** What a wallet says of a failed confirm it paid: the message the shopper and the merchant read instead of the provider's. */
export interface WalletConfirmReply {
  readonly message?: string
}

/** How a confirm with a wallet's payment method ended: its error, if it failed. */
export interface WalletConfirmOutcome {
  readonly error?: { readonly type?: string; readonly code?: string; readonly decline_code?: string; readonly message?: string }
}

/**
 * What the merchant's call makes of a wallet's details: confirm an intent (its client secret: Link
 * signs up for it), create a payment method, or create a token.
 */
export type WalletUse =
  | { readonly kind: 'confirm'; readonly clientSecret: string }
  | { readonly kind: 'paymentMethod' }
  | { readonly kind: 'token' }

/**
 * What a wallet made of its details: the payment method (for confirm and createPaymentMethod), the
 * token (createToken), or other details to pay with instead (Link's sign-up could not be made, so
 * the card typed pays as a card).
 */
export type WalletMade =
  | { readonly paymentMethod: ProviderObject }
  | { readonly token: ProviderObject }
  | { readonly instead: PaymentMethodData }

/** A wallet's availability in a payment element, as the merchant reads it: how it pays, or why it is not offered. */
export type WalletAvailability =
  | { readonly available: true; readonly mode: string }
  | { readonly available: false; readonly reasons: ReadonlyArray<string> }

/**
 * A wallet's part of the payment element: Link's saved cards, which show instead of the methods
 * for a signed-in consumer, and its sign-up offer under the card form. The payment element keeps
 * the part's state beside its own and asks it first; a part only reads the group's wallet state
 * through `context.wallets`.
 */
export interface PaymentElementPart<State = unknown> {
  init(context: ElementContext): State
  /** Its own messages (actions and fields named after the wallet); undefined for any other. */
  reduce(state: State, message: ToController, context: ElementContext): State | undefined
  /** Whether it shows instead of the methods. */
  showsInstead(state: State, context: ElementContext): boolean
  /** What it shows: the whole element when instead, else under the form of the method shown (null: nothing). */
  view(state: State, context: ElementContext, shown: ShownMethod | undefined): Json | null
  /** The element's `change` event while it shows instead. */
  change(state: State, context: ElementContext): ChangeEvent
  /** Its error under the form of the method shown (an incomplete phone number for sign-up). */
  error(state: State, context: ElementContext, shown: ShownMethod | undefined): ElementError | undefined
  /** Marks its fields touched (`elements.submit()`). */
  submit(state: State, context: ElementContext): State
  /**
   * What confirm sends: while instead, its own; else what the form of the method shown gave (`data`),
   * changed or kept (undefined: incomplete).
   */
  paymentMethodData(state: State, context: ElementContext, data: PaymentMethodData | undefined, shown: ShownMethod | undefined): PaymentMethodData | undefined
  /** The field focus() moves to: while instead, its first; else its first invalid one under the shown form. */
  firstField(state: State, context: ElementContext, shown: ShownMethod | undefined): string | undefined
  /** A confirm with what it gave while instead failed (a decline): it may show the error where it belongs (a saved card's CVC). */
  confirmFailed?(state: State, error: { readonly code?: string; readonly decline_code?: string; readonly param?: string; readonly message: string }, context: ElementContext): State
  /**
   * Whether the wallet is offered in this element, and how it pays or why not (Link's availability
   * result, wallet.md §3): the payment element lists the wallet among its available methods when it
   * is, and tells the merchant in its change event's `wallets`. Undefined until it knows.
   */
  availability?(state: State, context: ElementContext): WalletAvailability | undefined
  /** Work it waits on (see ElementModel's `load`): the payment element runs it after each change. */
  load?(state: State, context: ElementContext, shown: ShownMethod | undefined): Promise<ReadonlyArray<ToController>> | undefined
  /** Its form: `view` is what its `view` gave. */
  Form(props: ElementFormProps): ReactNode
  /** Rules its form needs, added to the group's stylesheet with the payment element's own. */
  readonly styles?: ReadonlyArray<StyleRule>
  /**
   * The wallet as a method of the element's list (Apple Pay, Google Pay: payment-form.md §1), offered
   * as the session's methods are: the details it gives are of the wallet's type, which the wallet's
   * `paymentMethodOf` turns into what confirm sends (its sheet's card token).
   */
  readonly method?: PaymentMethodPlugin
}

/**
 * Turns what a wallet's part gave (details of the wallet's own type) into a payment method just
 * before confirm, or into what the merchant asked for: Link shares the saved card the shopper
 * picked, or signs the shopper up and saves the card they typed. Confirm then pays with the
 * payment method; or, given other details instead, with those. The instance's captcha gives Link's
 * sign-up its token (`link_sign_up` is a captcha-gated action, controller.md §5).
 */
export type PaymentMethodOf = (data: PaymentMethodData, use: WalletUse) => Effect.Effect<WalletMade, ApiError, ApiClient | Captcha>
