// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (address/streetNumberAfterStreet.generated.ts)
// Source: data/address/street-number-after-street.json
// Regenerate: npm run codegen
import type { CountryCode } from "./countryCodes.generated.ts"

/** Countries that write the house number after the street name (payment-form.md §9). */
export const streetNumberAfterStreetCountries = ['BE', 'BR', 'CH', 'ES', 'ID', 'IT', 'MX', 'NL', 'NO', 'PL', 'RU', 'SE'] as const satisfies ReadonlyArray<CountryCode>
