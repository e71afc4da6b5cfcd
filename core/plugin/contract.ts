import type * as Effect from 'effect/Effect'
import type * as Schema from 'effect/Schema'
import type { ReactNode } from 'react'
import type { ApiClient } from '../api/ApiClient.ts'
import type { ApiError } from '../api/ApiError.ts'
import type { Locale } from '../generated/locales/index.generated.ts'
import type { LogoData } from '../logos/logoData.ts'
import type { ExpressFlow, ExpressFlowContext, ExpressSheetResult } from './expressSheet.ts'
import type { MethodStringKey } from '../methods/messages.ts'
import type { PaymentAddressValue } from '../validation/options/paymentElement.ts'
import type { WalletButtonTheme } from '../validation/options/walletButton.ts'
import type { ValidationError } from '../validation/ValidationError.ts'
import type { BankPermission, BankSearchProps, LinkedBankAccount } from './bankLinking.ts'
import type { ElementDefinition } from './ElementDefinition.ts'
import type { PaymentElementPart, WalletGroupHost, WalletInGroup } from './walletInGroup.ts'

/** What a payment is for, as far as a plugin needs to know to decide if it is offered. */
export interface SessionContext {
  readonly intentType: 'payment_intent' | 'setup_intent'
  /**
   * The methods and wallets the provider enables for this payment (apple_pay, google_pay, paypal…):
   * a wallet or express method the session does not list is not offered. Absent outside an elements group.
   */
  readonly paymentMethodTypes?: ReadonlyArray<string>
  /** A live payment: no test sheet stands in for a wallet that is absent. @default false (test mode) */
  readonly livemode?: boolean
  /** The merchant's name as shoppers see it (the session's business name). */
  readonly businessName?: string
  /**
   * Where Apple Pay tells the provider that a merchant token for a recurring, deferred or
   * automatic reload payment changed or was revoked (the session's applePayTokenRevokeWebhookUrl).
   */
  readonly applePayTokenNotificationUrl?: string
  readonly amount?: number
  readonly currency: string
  /**
   * The country a form starts with: the shopper's where they use the currency, else the currency's
   * (payment-form.md §9), else the merchant's. Absent only outside an elements group.
   */
  readonly country?: string
  readonly setupFutureUsage?: 'off_session' | 'on_session'
  /**
   * The payment intent offers card installment plans (payment-form.md §4 "Installments"): its
   * client secret, with which the card form asks which plans the card typed may pay in. Absent when
   * it offers none, and for a deferred intent.
   */
  readonly cardInstallments?: { readonly clientSecret: string }
  /**
   * The session lets the shopper pick the network of a co-badged card (its `card_brand_choice`,
   * controller.md §3). @default false
   */
  readonly cardBrandChoice?: boolean
  /** The brands the session accepts or refuses (its `filter_cards`, controller.md §3), over the merchant's own filter. */
  readonly cardBrandFilter?: {
    readonly allowedCardBrands?: ReadonlyArray<string>
    readonly disallowedCardBrands?: ReadonlyArray<string>
  }
  /**
   * The provider's form specs of the session's methods (its `payment_method_specs`, controller.md
   * §3): a catalog method's form adds the billing fields its spec requires (core/methods/sessionSpecs.ts).
   */
  readonly paymentMethodSpecs?: SessionMethodSpecs
}

/** The session's `payment_method_specs` as the provider sent them (plain JSON, checked where read), and the elements session's id. */
export interface SessionMethodSpecs {
  readonly sessionId: string
  readonly specs: unknown
}

/** Runs a provider call for a plugin (an element's `runApi`); rejects with the provider's error. */
export type RunApi = <A>(effect: Effect.Effect<A, ApiError, ApiClient>) => Promise<A>

/** Whether a method can be offered, and if not, why (shown to the merchant, never the shopper). */
export type Availability =
  | { readonly available: true }
  | { readonly available: false; readonly reason: string }

/** How a method behaves at confirm. Read by the core; a plugin only declares it. */
export interface MethodSettings {
  /** The shopper may save it for later payments. */
  readonly saveable: boolean
  /** It can be charged later without the shopper present. */
  readonly offSession: boolean
  /**
   * Confirm polls the intent while the shopper pays elsewhere (scans a QR code, approves in their
   * app) until it settles or the polling timeout; false: confirm shows a QR code until the shopper
   * closes it and leaves an action awaiting a notification for the merchant (`requires_action`).
   */
  readonly polling: boolean
  /**
   * Whether confirm sends the shopper to another page: 'always' and 'if_required' follow the
   * intent's `redirect_to_url`, and with 'always' confirm needs a `return_url` whatever its own
   * `redirect` option says (the shopper comes back there); 'never': confirm does not leave the page
   * and resolves with the intent as it is (`requires_action`).
   */
  readonly redirect: 'always' | 'if_required' | 'never'
  /** The shopper must accept a mandate. */
  readonly mandate: boolean
  /** Countries it is offered in; `undefined` means everywhere. */
  readonly countries?: ReadonlyArray<string>
  /** How its form collects details, as the merchant set it (catalog methods). @default {} */
  readonly form?: MethodFormSettings
}

/**
 * How a method's form collects details (payment-form.md §3 "Payment-method settings"): a merchant
 * passes them to a catalog method's factory (`sepaDebit({ alwaysCollectCountry: true })`); they
 * are plain data, so they reach the method's form in the provider's frames.
 */
export interface MethodFormSettings {
  /**
   * The form asks the full billing address (address, city, postal code, country) even where the
   * method needs less of it; details the merchant's `fields.billingDetails` sets to 'never' stay out
   * (the merchant passes them at confirm). @default false
   */
  readonly alwaysCollectFullBillingAddress?: boolean
  /**
   * The form asks the billing country even where the method does without it (SEPA Direct Debit
   * reads it from the IBAN); a method offered in some countries takes one of them. @default false
   */
  readonly alwaysCollectCountry?: boolean
  /**
   * The form asks the shopper's tax id (`billing_details.tax_id`), checked by the rules of
   * `taxCountry`'s tax ids (a CPF or CNPJ in Brazil, a VAT number in the EU...). @default false
   */
  readonly alwaysCollectTaxInformation?: boolean
  /**
   * The country whose tax ids the form takes (upper-case ISO 3166, one of `taxIdCountries`);
   * required with `alwaysCollectTaxInformation`.
   */
  readonly taxCountry?: string
  /**
   * The merchant's labels over the form's own, by value name (`name`, `email`, `iban`, `bank`,
   * `taxId`...): plain text, shown as text (never markup), in every language the form shows in.
   */
  readonly fieldLabels?: Readonly<Record<string, string>>
  /**
   * The form in screens, in order, each the value names it shows (`[['bank'], ['name', 'email']]`):
   * the shopper goes on with "Next", which first checks the screen's fields, and back with "Back";
   * values a screen leaves out show on the last. A confirm with an error in another screen shows
   * that screen. @default one screen
   */
  readonly paymentScreens?: ReadonlyArray<ReadonlyArray<string>>
}

/** Billing details in the provider's wire shape. */
export interface BillingDetails {
  readonly name?: string
  readonly email?: string
  readonly phone?: string
  readonly address?: PaymentAddressValue
  /** The shopper's tax id, where the form collects tax information (`MethodFormSettings`). */
  readonly tax_id?: string
}

/** What confirm sends as `payment_method_data`: the method's type, its own block, billing details. */
export interface PaymentMethodData<Type extends string = string> {
  readonly type: Type
  readonly billing_details?: BillingDetails
  readonly [block: string]: unknown
}

/** Per-field errors of a form, keyed by value name. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, ValidationError>>

export interface ValidateContext {
  readonly now: Date
  readonly session?: SessionContext
}

/** Props every plugin form receives. Forms talk to the SDK only through these. */
export interface FormProps<Values> {
  readonly values: Values
  readonly errors: FieldErrors<Values>
  /** The shown errors as the shopper reads them, by field (only errors that should show now). */
  readonly errorMessages: Partial<Record<keyof Values & string, string>>
  /** The plugin's own strings and its core catalog namespace, in the shopper's language. */
  readonly t: (key: string) => string
  /** Element-unique id prefix for input ids (labels, aria-describedby). */
  readonly idPrefix: string
  /** Which fields to show; all when undefined (split card elements show one each). */
  readonly fields?: ReadonlyArray<string>
  /**
   * The form is an element of its own (a bank element, a split card element), not a method of the
   * payment element: it shows its `fields` alone, and the merchant's page says what happens after
   * Pay. @default false
   */
  readonly standalone?: boolean
  readonly onChange: (patch: Partial<Values>, source?: 'typed' | 'paste' | 'autofill') => void
  readonly onFocus?: (field: keyof Values & string) => void
  readonly onBlur?: (field: keyof Values & string) => void
  readonly locale: Locale
  /** What the payment's session tells the form (the card's network choice and brand filter). */
  readonly session?: SessionContext
  /**
   * The customer session lets the shopper save this method for later (`payment_method_save`, in
   * the payment element only): a saveable method's form shows its save checkbox (`savePayment`).
   * @default false
   */
  readonly offerSave?: boolean
  /**
   * Beside the save checkbox, the customer session lets the shopper make the saved method their
   * default (`payment_method_set_as_default`): the form shows that checkbox too
   * (`setAsDefaultSavedPayment`), sent as `set_as_default_payment_method` at confirm. @default false
   */
  readonly offerSetAsDefault?: boolean
  readonly disabled?: boolean
  /**
   * The provider's bank search, for a method that takes a linked bank account
   * (`linkedAccountValues`): what it shows, and what the shopper does with it. Absent elsewhere.
   */
  readonly bankSearch?: BankSearchProps
  /**
   * The merchant shows the form without letting the shopper change it (the payment element's
   * `readOnly`). FormField inputs lock by themselves; a form's own controls should honour it too.
   * @default false
   */
  readonly readOnly?: boolean
}

/**
 * A plugin's own strings: per locale tag, key -> text. English is required and is the fallback;
 * a plugin may ship languages the core has no catalog for yet.
 */
export type PluginMessages = { readonly en: Readonly<Record<string, string>> } & Readonly<Record<string, Readonly<Record<string, string>>>>

/**
 * Loads a plugin's strings for one locale on demand, so a page pays only for the language it
 * shows: `(locale) => loaders[locale]?.()` over `{ de: () => import('./messages/de.ts').then((m) => m.default) }`.
 * The core asks for each locale of the shopper's fallback chain (`es-419`, then `es`), reads
 * them over `messages`, and logs a failed load as locale_load_error; undefined: none for it.
 */
export type LoadPluginMessages = (locale: Locale) => Promise<Readonly<Record<string, string>> | undefined> | undefined

/**
 * The contract of a payment method plugin. Everything the core needs to list, render, validate
 * and confirm the method; nothing about any other method.
 *
 * Functions are declared as methods on purpose: method parameters are checked bivariantly, so a
 * `PaymentMethodPlugin<'card', CardValues>` is still a `PaymentMethodPlugin` and plugins with
 * different value types fit in one `plugins: [...]` list.
 */
export interface PaymentMethodPlugin<Type extends string = string, Values = unknown> {
  readonly kind: 'payment_method'
  /** The registry key and the provider's payment method type. */
  readonly type: Type
  /**
   * The options the plugin was made with, as plain data. In isolated hosting the provider's frames
   * make their own copy of the plugin from its type and these. @default {}
   */
  readonly options?: Readonly<Record<string, unknown>>
  /**
   * The form's values as an effect Schema, for decoding values that cross a frame boundary. A
   * loader (`() => import('./schema.ts').then(...)`), so that a page which never decodes values
   * does not download effect's Schema, about 12 KB gzip.
   */
  loadSchema(): Promise<Schema.Codec<Values, unknown>>
  /** The values a new form starts with. */
  defaults(session?: SessionContext): Values
  availability(session: SessionContext): Availability
  /** The form (a React component); a method without one collects only the shared billing fields. */
  Form?(props: FormProps<Values>): ReactNode
  /** Errors by field, with the spec's codes; an empty object means complete. */
  validate(values: Values, context: ValidateContext): FieldErrors<Values>
  /**
   * What the values wait on from the provider as the shopper types (the card's networks for its
   * first digits): the element asks after each change, with what the payment's session tells
   * plugins; undefined when the values hold what they need, else a call whose answer is merged
   * into the values (and asked again with them).
   */
  lookup?(values: Values, runApi: RunApi, session?: SessionContext): Promise<Partial<Values>> | undefined
  toPaymentMethodData(values: Values, billing?: BillingDetails): PaymentMethodData<Type>
  /**
   * What the values reveal as the shopper types (the card's brands). When it changes, the payment
   * element emits `<type>detailschange` (`carddetailschange`) with it.
   */
  details?(values: Values): Readonly<Record<string, unknown>>
  readonly settings: MethodSettings
  readonly messages?: PluginMessages
  /** Its strings in the languages `messages` leaves out, each loaded when shown. */
  readonly loadMessages?: LoadPluginMessages
  /**
   * Logos of the names the method goes by in some countries (Afterpay is Clearpay in the UK), by
   * the id its instalment plans give (`clearpay`), each loaded when first shown, as `loadLogo` is.
   */
  readonly brandLogos?: Readonly<Record<string, () => Promise<LogoData>>>
  /** Element types this plugin provides beyond its form in the payment element (the card plugin's `card`, `cardNumber`...). */
  elements?(): ReadonlyArray<ElementDefinition>
  /**
   * Loads the method's logo, which the payment element shows beside its name in the tabs and the
   * accordion. A loader, so that a page downloads only the logos of the methods it lists: every
   * method type has one, published as `payloom/logos/<type>`:
   * `loadLogo: () => import('payloom/logos/ideal').then((module) => module.logo)`.
   * A method without one is listed by its name alone.
   */
  loadLogo?(): Promise<LogoData>
  /**
   * The shopper may link their bank account through the provider's bank search and authorisation
   * (us_bank_account): the payment element then keeps the search (payment-form.md §3 "Bank
   * search"), gives the form `bankSearch`, opens the provider's page for the bank picked, and
   * records the account linked in the values this returns.
   */
  linkedAccountValues?(account: LinkedBankAccount): Partial<Values>
  /**
   * What else the shopper's bank shares when they link an account (`balances`, `transactions`,
   * `ownership`), asked beside the account's details for payments; the provider's authorisation
   * page lists them. @default none
   */
  readonly bankLinkPermissions?: ReadonlyArray<BankPermission>
  /**
   * What the shopper confirms in a dialog before confirm sends new details of this method
   * (`payment_method_data`), or undefined for no dialog: the Bacs Direct Debit instruction
   * (controller.md "Bacs/SEPA/ACSS dialogs"). "Confirm" lets the payment go ahead; "Modify details"
   * (or Escape) resolves confirm with `{ error: { type: 'validation_error', code: modifyCode } }`,
   * sends nothing to the provider and puts focus back in the form the details came from.
   */
  confirmDetails?(data: PaymentMethodData<Type>, context: ConfirmDetailsContext): DetailsConfirmation | undefined
  /**
   * Its button in the express checkout element (PayPal, Amazon Pay, Klarna), offered where the
   * session lists the method: the flow that opens from it. @default no button
   */
  readonly express?: ExpressFlow
}

/** What confirm knows, besides the details, when it asks a method what the shopper must confirm. */
export interface ConfirmDetailsContext {
  /** The merchant's name: the payment element's `business.name`, else the elements session's business name; absent when neither. */
  readonly business?: string
}

/** One line of a confirmation dialog: a label and the value as shown (`format`, a string with `{value}`, wraps it). */
export interface ConfirmedDetail {
  readonly label: MethodStringKey
  readonly value: string
  readonly format?: MethodStringKey
}

/**
 * A dialog of details the shopper confirms before they are sent (see `confirmDetails`). Its text
 * is keys of the method strings (`payloom/methods`), so the dialog reads in the shopper's language
 * wherever it is drawn: in the merchant's page, in isolated hosting too. So it holds nothing that
 * page must not see: a bank account number shows as its last 4 digits.
 */
export interface DetailsConfirmation {
  readonly title: MethodStringKey
  /** A sentence above the details: what to check. */
  readonly intro?: MethodStringKey
  readonly details: ReadonlyArray<ConfirmedDetail>
  /** The wording the shopper agrees to (a mandate, the scheme's guarantee), a paragraph each. */
  readonly terms: ReadonlyArray<MethodStringKey>
  /** The terms' placeholders (`{business}`). @default {} */
  readonly params?: Readonly<Record<string, string>>
  /** A page the terms refer to (the Direct Debit Guarantee), opened in a new tab. */
  readonly link?: { readonly label: MethodStringKey; readonly href: string }
  /** The input validation code (controller.md §8) confirm resolves with when the shopper chooses to modify their details. */
  readonly modifyCode: 'modify_bacs_debit_bank_details' | 'sepa_debit_microdeposits_unconfirmed' | 'incomplete_payment_details'
}

/** The browser features a wallet may need; read through the `Browser` service. */
export interface BrowserCapabilities {
  readonly paymentRequest: boolean
  readonly applePaySession: boolean
  readonly webAuthn: boolean
}

/** What a wallet's express flow receives and returns (core/plugin/expressSheet.ts). */
export type WalletConfirmContext = ExpressFlowContext
export type WalletConfirmResult = ExpressSheetResult

/**
 * The contract of a wallet or express method (Apple Pay, Google Pay, Link...): its own
 * availability against the browser and the session, and its own confirm handler.
 */
export interface WalletPlugin<Type extends string = string> {
  readonly kind: 'wallet'
  readonly type: Type
  /** The options the plugin was made with, as plain data (see PaymentMethodPlugin). @default {} */
  readonly options?: Readonly<Record<string, unknown>>
  availability(session: SessionContext, browser: BrowserCapabilities): Availability | Promise<Availability>
  /**
   * Opens the wallet's sheet or flow and returns what confirm sends. A wallet with one has a button
   * in the express checkout element; one without (Link) lives in the other elements instead.
   */
  confirm?(context: WalletConfirmContext): Promise<WalletConfirmResult>
  /** Its mark, which its express checkout button shows after the merchant's call to action. */
  loadLogo?(): Promise<LogoData>
  /** Its express checkout button's least width in CSS pixels, as its brand rules ask (Google Pay: 240). */
  readonly buttonMinWidth?: number
  /** Element types it provides (Link's `linkAuthentication`, which signs the shopper in), used over the core's. */
  elements?(): ReadonlyArray<ElementDefinition>
  /**
   * Its state for one elements group, made with the group: every element of the group reads it as
   * `context.wallets[type]` (the consumer Link signed in).
   */
  inGroup?(host: WalletGroupHost): WalletInGroup
  /** Its part of the payment element (Link's saved cards and its sign-up under the card form). */
  readonly paymentElementPart?: PaymentElementPart
  Button?(props: { readonly onClick: () => void; readonly locale: Locale }): ReactNode
  /**
   * What the express checkout element reads to hide the button before asking `availability`:
   * a wallet that is not `saveable` cannot pay when the merchant creates the payment method
   * (`paymentMethodCreation: 'manual'`, hidden with `manual_payment_method_creation_unsupported`),
   * nor set up future usage; on-session future usage needs `saveable`, off-session (and a setup
   * intent or a subscription) needs `offSession` too (else `setup_future_usage_unsupported`).
   */
  readonly settings: Pick<MethodSettings, 'saveable' | 'offSession' | 'countries'>
  /**
   * Its button's theme where the merchant sets no `buttonTheme` for it, as the wallet's brand
   * guidelines ask. @default 'light' for amazon_pay (controller.md §9), else 'dark'
   */
  readonly buttonTheme?: WalletButtonTheme
  /** Its strings; `label` is its name, which its button shows (with the merchant's call to action). */
  readonly messages?: PluginMessages
  /** Its strings in the languages `messages` leaves out, each loaded when shown. */
  readonly loadMessages?: LoadPluginMessages
}

/** Any plugin a merchant can pass to `createPayloom`. */
export type Plugin = PaymentMethodPlugin | WalletPlugin
