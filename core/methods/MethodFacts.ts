/** How a method finishes after confirm (which next action the provider answers with). */
export type MethodFamily = 'redirect' | 'voucher' | 'qr_code' | 'notification' | 'bank_debit'
/** A billing detail the provider requires for the method. */
export type BillingField = 'name' | 'email' | 'phone' | 'country' | 'address'
/** What the provider says about one payment method type; codegen fills `methodCatalog` with these. */
export interface MethodFacts {
  /** The method's brand name as shoppers know it (not translated): 'iDEAL', 'SEPA Direct Debit', 'Klarna'. */
  readonly name: string
  readonly family: MethodFamily
  /** Lower-case ISO 4217 codes the provider accepts for it. */
  readonly currencies: ReadonlyArray<string>
  /** Shopper countries it is offered in (upper-case ISO 3166); absent: wherever its currencies are. */
  readonly countries?: ReadonlyArray<string>
  /** It can be set up on a setup intent for later payments. */
  readonly setup: boolean
  /** Smallest and largest amount per currency, in minor units, where the provider has one. */
  readonly minimumAmount?: Readonly<Record<string, number>>
  readonly maximumAmount?: Readonly<Record<string, number>>
  /** Billing details the provider requires to create it (Klarna: email and country...). */
  readonly billing: ReadonlyArray<BillingField>
}
