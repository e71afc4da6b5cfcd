import * as Schema from 'effect/Schema'

/** The card form's values (payment-form.md §3 "Card form values"). */
export const CardValues = Schema.Struct({
  number: Schema.String,
  expiry: Schema.String,
  cvc: Schema.String,
  country: Schema.String,
  postalCode: Schema.String,
  /** The network the shopper picked for a co-branded card; 'unknown' when none. */
  network: Schema.String,
  /**
   * The card's networks as the provider's card metadata gives them for the number's first 8
   * digits (`prefix`): their account ranges (brand, pan_length, bounds). Not typed by the shopper:
   * the plugin's lookup fills it in. Absent below 6 digits and until the lookup answers.
   */
  cardNetworks: Schema.optional(Schema.Struct({
    prefix: Schema.String,
    ranges: Schema.Array(Schema.Struct({ brand: Schema.String, pan_length: Schema.Number, account_range_low: Schema.String, account_range_high: Schema.String })),
  })),
  nickname: Schema.String,
  shippingAsBilling: Schema.Boolean,
  linkOptIn: Schema.Boolean,
  linkMobilePhone: Schema.String,
  linkEmail: Schema.String,
  savePayment: Schema.Boolean,
  setAsDefaultSavedPayment: Schema.Boolean,
  /**
   * The card's installment plan retrieval (payment-form.md §4 "Installments: plan retrieval begin,
   * success, failure"), for the number's first 8 digits: begun, answered with the plans the payment
   * intent offers the card (maybe none), or failed. Not typed by the shopper: the plugin's lookup
   * fills it in, on a payment that offers installments only; null once the number is no longer whole.
   */
  installmentPlans: Schema.optional(Schema.NullOr(Schema.Struct({
    bin: Schema.String,
    status: Schema.Literals(['begin', 'success', 'failure']),
    plans: Schema.Array(Schema.Struct({ type: Schema.Literal('fixed_count'), count: Schema.Number, interval: Schema.Literal('month') })),
  }))),
  /** The plan the shopper picked: its number of monthly payments ('3'), or '' to pay in full, the default. */
  installmentPlan: Schema.String,
})
export type CardValues = typeof CardValues.Type
