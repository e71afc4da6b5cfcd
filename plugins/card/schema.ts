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
  nickname: Schema.String,
  shippingAsBilling: Schema.Boolean,
  linkOptIn: Schema.Boolean,
  linkMobilePhone: Schema.String,
  linkEmail: Schema.String,
  savePayment: Schema.Boolean,
  setAsDefaultSavedPayment: Schema.Boolean,
  installmentPlan: Schema.optional(Schema.String),
})
export type CardValues = typeof CardValues.Type
