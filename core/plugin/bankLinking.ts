/**
 * What the plugin contract says about linking a bank account through the provider's bank search
 * and authorisation (Financial Connections), for a method that takes one (us_bank_account): the
 * payment element keeps the search (payment-form.md §3 "Bank search") and opens the provider's
 * authorisation page; the method's values record the account linked (`linkedAccountValues`).
 */

/**
 * What the shopper's bank may share with the merchant through the provider, besides the account's
 * details for payments (`payment_method`, always asked): the Financial Connections permissions of
 * controller.md §9. The provider's authorisation page lists every one asked for.
 */
export const bankPermissions = ['balances', 'transactions', 'ownership'] as const
export type BankPermission = (typeof bankPermissions)[number]

/** A bank account the shopper linked at their bank, through the provider. */
export interface LinkedBankAccount {
  /** The provider's id of the linked account (`fca_...`): the payment method is created with it. */
  readonly id: string
  /** The bank's name, as the shopper picked it. */
  readonly institution: string
  readonly last4: string
  /** The kind of account at the bank: `checking` or `savings`. */
  readonly subcategory: string
}

/** The payment element's bank search, as a method's form shows it. */
export interface BankSearchView {
  /** idle: nothing searched; fetching; banks: found (maybe none); selected: the bank's authorisation is open; error. */
  readonly status: 'idle' | 'fetching' | 'banks' | 'selected' | 'error'
  /** What the shopper last searched for. */
  readonly query: string
  readonly banks: ReadonlyArray<{ readonly id: string; readonly name: string }>
  /** The bank the arrow keys are on, an index into `banks`; -1 for none. */
  readonly hovered: number
  readonly selected: { readonly id: string; readonly name: string } | null
  /** search_failed: the provider could not search; link_failed: the authorisation failed (the banks stay). */
  readonly error: 'search_failed' | 'link_failed' | null
}

/** What a method's form gets to show the bank search (`FormProps.bankSearch`): its view, and what the shopper does. */
export interface BankSearchProps extends BankSearchView {
  /** Searches for the shopper's text; the form debounces its keystrokes. An empty text clears the search. */
  search(query: string): void
  /** Moves the hovered bank (arrow keys, the pointer). */
  hover(index: number): void
  /** Picks a bank of the list: its authorisation opens. */
  select(id: string): void
  /** Clears the search (Escape). */
  reset(): void
}
