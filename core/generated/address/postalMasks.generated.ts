// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/postalMasks.generated.ts)
// Source: data/address/postal-masks.json
// Regenerate: npm run codegen
import type { CountryCode } from "./countryCodes.generated.ts"

/** Postal-code input masks (payment-form.md §9): 9 a digit, A a letter, anything else as shown. */
export const postalMasks = {
  CA: 'A9A 9A9',
  IN: '999999',
  UA: '99999',
  US: '99999',
} as const satisfies { readonly [C in CountryCode]?: string }
