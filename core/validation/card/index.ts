/**
 * Card rules (payment-form.md §5): brand detection, number, expiry and CVC validation, decline
 * placement and saved-card checks. Pure functions over the generated card-brand table; they pull in
 * neither effect nor the address tables.
 */
export type { CardBrand, BrandCode } from '../../generated/cardBrands.generated.ts'
export { cardBrands, brandsByCode, networkAliases, unmappedBrandCodes } from '../../generated/cardBrands.generated.ts'
export type { CardBrandSpec } from './CardBrandSpec.ts'
export { CardErrorCode } from './CardErrorCode.ts'
export { detectCardBrand, isBrandAvailableInCountry } from './cardBrand.ts'
export { formatCardNumber, luhnCheck, meetsLuhnRule, validateCardNumber, type CardNumberOptions } from './cardNumber.ts'
export { parseExpiry, validateExpiry, type Expiry, type ExpiryOptions } from './expiry.ts'
export { cardNetworkEmittedKey, cardNetworkLookupKey, cardNetworkRangesOf, type CardNetworkRange } from './cardNetworks.ts'
export { validateCvc, type CvcOptions } from './cvc.ts'
export { fieldForDeclineCode, fieldsForCardError, type CardField } from './declineCode.ts'
export {
  failingCvcChecks,
  isSavedCardExpired,
  requiresCvcRecollection,
  type CvcRecollectionOptions,
  type SavedCard,
  type SavedCardExpiryOptions,
} from './savedCard.ts'
