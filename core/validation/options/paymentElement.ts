import { addressValue } from './addressFields.ts'
import {
  arrayOf,
  boolean,
  keywordOr,
  nonNegativeInteger,
  nonNegativeNumber,
  object,
  oneOf,
  recordOf,
  report,
  string,
} from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'

/** The payment element's layouts (payment-form.md §2). */
export const paymentLayouts = ['accordion', 'tabs', 'auto'] as const
export type PaymentLayout = (typeof paymentLayouts)[number]

/** How a billing-details field is collected (payment-form.md §3). */
export const billingFieldSettings = ['never', 'auto', 'if_required'] as const
export type BillingFieldSetting = (typeof billingFieldSettings)[number]

/** When a wallet, or a method's terms, is shown. */
export const showSettings = ['auto', 'always', 'never'] as const
export type ShowSetting = (typeof showSettings)[number]

/** The save-payment-method and set-as-default settings. */
export const saveSettings = ['never', 'auto'] as const
export type SaveSetting = (typeof saveSettings)[number]

export interface PaymentLayoutOptions {
  readonly type: PaymentLayout
  /** Show a radio button beside each accordion item. */
  readonly radios?: boolean
  /** Draw accordion items apart instead of as one block. */
  readonly spacedAccordionItems?: boolean
  /** Start with no method expanded. */
  readonly defaultCollapsed?: boolean
  /** Methods shown before a "more" entry. @default 5 */
  readonly visibleAccordionItemsCount?: number
}

export interface BillingAddressFieldOptions {
  readonly line1?: BillingFieldSetting
  readonly line2?: BillingFieldSetting
  readonly city?: BillingFieldSetting
  readonly state?: BillingFieldSetting
  readonly country?: BillingFieldSetting
  readonly postalCode?: BillingFieldSetting
}

export interface BillingDetailsFieldOptions {
  readonly name?: BillingFieldSetting
  readonly email?: BillingFieldSetting
  readonly phone?: BillingFieldSetting
  /** `if_required` collects only what the selected method needs. */
  readonly address?: BillingFieldSetting | BillingAddressFieldOptions
}

export interface PaymentAddressValue {
  readonly line1?: string
  readonly line2?: string
  readonly city?: string
  readonly state?: string
  readonly postal_code?: string
  readonly country?: string
}

/** The payment element's options (`elements.create('payment', options)`). */
export interface PaymentElementOptions {
  /** A layout name, or the layout with its settings. @default 'auto' */
  readonly layout?: PaymentLayout | PaymentLayoutOptions
  readonly fields?: { readonly billingDetails?: BillingFieldSetting | BillingDetailsFieldOptions }
  readonly wallets?: { readonly applePay?: ShowSetting; readonly googlePay?: ShowSetting; readonly link?: ShowSetting }
  /** How many methods show before the rest fold away. */
  readonly maxVisiblePaymentMethods?: number
  readonly savePaymentMethod?: SaveSetting
  readonly setAsDefault?: SaveSetting
  /** Per payment method type: when to show its terms. */
  readonly terms?: Readonly<Record<string, ShowSetting>>
  readonly business?: { readonly name?: string }
  readonly defaultValues?: {
    readonly billingDetails?: {
      readonly name?: string
      readonly email?: string
      readonly phone?: string
      readonly address?: PaymentAddressValue
    }
  }
  /** Show the form without letting the shopper change it. @default false */
  readonly readOnly?: boolean
  /** Payment method types in the order to show them; the rest follow. */
  readonly paymentMethodOrder?: ReadonlyArray<string>
}

const layoutSettings = object(
  {
    type: oneOf(paymentLayouts),
    radios: boolean,
    spacedAccordionItems: boolean,
    defaultCollapsed: boolean,
    visibleAccordionItemsCount: nonNegativeInteger,
  },
  ['type'],
)

const layout = keywordOr(oneOf(paymentLayouts), layoutSettings)

const billingField = oneOf(billingFieldSettings)

const addressFields = object({
  line1: billingField,
  line2: billingField,
  city: billingField,
  state: billingField,
  country: billingField,
  postalCode: billingField,
})

const billingDetailsSettings = object({
  name: billingField,
  email: billingField,
  phone: billingField,
  address: keywordOr(billingField, addressFields),
})

const billingDetails = keywordOr(billingField, billingDetailsSettings)

const show = oneOf(showSettings)

const paymentElementOptions = object({
  layout,
  fields: object({ billingDetails }),
  wallets: object({ applePay: show, googlePay: show, link: show }),
  maxVisiblePaymentMethods: nonNegativeNumber,
  savePaymentMethod: oneOf(saveSettings),
  setAsDefault: oneOf(saveSettings),
  terms: recordOf(show),
  business: object({ name: string }),
  defaultValues: object({
    billingDetails: object({ name: string, email: string, phone: string, address: addressValue }),
  }),
  readOnly: boolean,
  paymentMethodOrder: arrayOf(string),
})

/**
 * Checks the payment element's options (payment-form.md §3). Every mistake is an error naming the
 * option, unknown options included.
 */
export const validatePaymentElementOptions = (options: unknown): OptionsReport => report(paymentElementOptions, options)
