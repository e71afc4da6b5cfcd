/**
 * The Link test-mode e-mails (docs/link-consumer-api.md "Test mode", wallet.md §5): a part of the
 * address decides what a consumer may pay with, or makes the lookup fail as an outage would.
 */

/**
 * What a consumer may pay with: cards, plus bank accounts for a `+multiple_funding_sources@`
 * e-mail; a `+disable_bank@` one (like any other) has cards only.
 */
export const supportedPaymentDetailsTypes = (email: string): readonly string[] =>
  email.includes('+multiple_funding_sources@') ? ['CARD', 'BANK_ACCOUNT'] : ['CARD']

/**
 * Whether this consumer's e-mail codes need their phone typed again and matched (a
 * `+verify_phone@` e-mail): SMS codes cannot reach them, and an EMAIL verification starts only with
 * `account_phone_number` equal to their phone (wallet.md §4 "Recollecting a phone"; the lookup's
 * settings say so).
 */
export const phoneMatchRequired = (email: string): boolean => email.includes('+verify_phone@')

/** Whether a lookup of this e-mail answers 500. */
export const lookupFails = (email: string): boolean => email.includes('+lookup_fail@')

/**
 * Whether starting an SMS or e-mail verification of this consumer answers 500, as an outage does
 * (a `+verification_fail@` e-mail): where Link is the only method, that blocks it (wallet.md §2).
 */
export const verificationStartFails = (email: string): boolean => email.includes('+verification_fail@')

/**
 * Whether Link asks this consumer's full name (the lookup's `settings.full_name_collection_required`,
 * a `+full_name@` e-mail): a saved card with no name on file asks for it again before it pays.
 */
export const fullNameRequired = (email: string): boolean => email.includes('+full_name@')

/** Whether a consumer is in the purchase protection holdback (the lookup's `settings.purchase_protections_holdback`). */
export const purchaseProtectionsHoldback = (email: string): boolean => email.includes('+purchase_protection_holdback@')

/** The code that verifies any SMS or EMAIL verification in test mode. */
export const testVerificationCode = '000000'
