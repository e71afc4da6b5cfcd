import type { MethodStringKey } from '../../core/methods/messages.ts'
import type { PaymentAddressValue } from '../../core/validation/options/paymentElement.ts'
import { namedTestCards } from '../../sandbox/testCards.ts'

/**
 * What the test wallet sheet (frames/testWalletSheet.tsx) offers the shopper: the sandbox's named
 * test card tokens, one per outcome, and test addresses in several countries. Only a token's name
 * leaves the sheet, never a card number.
 */

export interface TestSheetCard {
  readonly token: string
  readonly brand: string
  readonly last4: string
  /** What the card does when charged, as the shopper reads it. */
  readonly outcome: MethodStringKey
}

const card = (name: keyof typeof namedTestCards & string, brand: string, outcome: MethodStringKey): TestSheetCard =>
  ({ token: `tok_${name}`, brand, last4: namedTestCards[name]!.slice(-4), outcome })

export const testSheetCards: ReadonlyArray<TestSheetCard> = [
  card('visa', 'Visa', 'test_sheet_card_succeeds'),
  card('chargeDeclined', 'Visa', 'test_sheet_card_declined'),
  card('threeDSecure2Required', 'Visa', 'test_sheet_card_authentication'),
]

/** A test address, and how its country writes it on one line. */
export type TestSheetAddress = Required<Pick<PaymentAddressValue, 'line1' | 'city' | 'postal_code' | 'country'>> & PaymentAddressValue & { readonly shown: string }

/** Test addresses, one per country, in the order offered (the first the merchant ships to is picked). */
export const testSheetAddresses: ReadonlyArray<TestSheetAddress> = [
  { line1: '354 Oyster Point Blvd', city: 'South San Francisco', state: 'CA', postal_code: '94080', country: 'US', shown: '354 Oyster Point Blvd, South San Francisco, CA 94080' },
  { line1: '221B Baker Street', city: 'London', postal_code: 'NW1 6XE', country: 'GB', shown: '221B Baker Street, London NW1 6XE' },
  { line1: 'Friedrichstraße 123', city: 'Berlin', postal_code: '10117', country: 'DE', shown: 'Friedrichstraße 123, 10117 Berlin' },
  { line1: '1-1 Marunouchi', city: 'Chiyoda-ku', state: 'Tokyo', postal_code: '100-0005', country: 'JP', shown: '1-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005' },
]

/** The contact the sheet starts with, which the shopper may change. */
export const testSheetContact = { name: 'Jenny Rosen', email: 'jenny.rosen@example.com', phone: '+1 415 555 0100' } as const
