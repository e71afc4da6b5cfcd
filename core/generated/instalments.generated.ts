// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (instalments.generated.ts)
// Source: data/payment-methods/methods.json, data/logos/logos.json
// Regenerate: npm run codegen
import type { InstalmentPlan } from "../methods/InstalmentPlan.ts"
import type { CatalogMethodType } from "./paymentMethods.generated.ts"

/** The buy-now-pay-later method types with instalment plans: those the messaging elements can show. */
export const instalmentMethodTypes = ['affirm', 'afterpay_clearpay', 'alma', 'klarna', 'zip'] as const
/** How each buy-now-pay-later method splits a payment: for a shopper's country, its first plan that lists the country, else its plan without countries (data/payment-methods/README.md). */
export const methodInstalments = {
  affirm: [
    {
      kind: 'monthly',
      months: [3, 6, 12],
      apr: {
        min: 0,
        max: 36,
      },
    },
  ],
  afterpay_clearpay: [
    {
      countries: ['GB'],
      name: 'Clearpay',
      logo: 'clearpay',
      kind: 'interest_free',
      count: 4,
      every: 'two_weeks',
      remainder: 'first',
    },
    {
      name: 'Afterpay',
      kind: 'interest_free',
      count: 4,
      every: 'two_weeks',
      remainder: 'first',
    },
  ],
  alma: [
    {
      kind: 'interest_free',
      count: 3,
      every: 'month',
      remainder: 'first',
    },
  ],
  klarna: [
    {
      countries: ['AU', 'CA', 'US'],
      kind: 'interest_free',
      count: 4,
      every: 'two_weeks',
      remainder: 'last',
    },
    {
      kind: 'interest_free',
      count: 3,
      every: 'month',
      remainder: 'last',
    },
  ],
  zip: [
    {
      countries: ['US'],
      kind: 'interest_free',
      count: 4,
      every: 'two_weeks',
      remainder: 'first',
    },
  ],
} as const satisfies Readonly<Partial<Record<CatalogMethodType, ReadonlyArray<InstalmentPlan>>>>
