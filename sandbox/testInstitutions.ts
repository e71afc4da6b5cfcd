/**
 * The provider's test institutions for linking a US bank account (Financial Connections in test
 * mode): the banks its bank search finds, and the test accounts a shopper can link at each. An
 * account stands for the routing and account number of a manual-entry test account, so a payment
 * from it succeeds or fails as that number does (methodOutcomes.ts), without microdeposits.
 */

/** A test account a shopper can link: what the authorisation page shows, and the numbers behind it. */
export interface TestBankAccount {
  /** What the authorisation page's form sends to link it. */
  readonly id: string
  readonly display_name: string
  readonly subcategory: 'checking' | 'savings'
  readonly routing_number: string
  readonly account_number: string
}

/** A bank of the search. One that is down answers with its outage instead of its accounts. */
export interface TestInstitution {
  readonly id: string
  readonly name: string
  readonly routing_number: string
  /** Why no account can be linked there now (the provider's "Down Bank" institutions). */
  readonly outage?: string
}

/** The routing number of every test account: the provider's test routing number. */
const testRouting = '110000000'

/** Every test institution that is up offers these accounts (as the provider's "Test Institution" does). */
export const testBankAccounts: ReadonlyArray<TestBankAccount> = [
  { id: 'success', display_name: 'Success', subcategory: 'checking', routing_number: testRouting, account_number: '000123456789' },
  { id: 'insufficient_funds', display_name: 'Insufficient funds', subcategory: 'checking', routing_number: testRouting, account_number: '000111111116' },
  { id: 'account_closed', display_name: 'Account closed', subcategory: 'checking', routing_number: testRouting, account_number: '000111111113' },
]

export const testInstitutions: ReadonlyArray<TestInstitution> = [
  { id: 'fcinst_test_institution', name: 'Test Institution', routing_number: testRouting },
  { id: 'fcinst_test_oauth_institution', name: 'Test OAuth Institution', routing_number: testRouting },
  { id: 'fcinst_test_ownership_accounts', name: 'Ownership Accounts', routing_number: testRouting },
  { id: 'fcinst_test_down_scheduled', name: 'Down Bank (Scheduled)', routing_number: testRouting, outage: 'This bank is down for scheduled maintenance. Try again later, or choose another bank.' },
  { id: 'fcinst_test_down_unscheduled', name: 'Down Bank (Unscheduled)', routing_number: testRouting, outage: 'This bank is not responding right now. Try again later, or choose another bank.' },
  { id: 'fcinst_test_down_error', name: 'Down Bank (Error)', routing_number: testRouting, outage: 'Something went wrong while connecting to this bank. Choose another bank.' },
]

/** The test institutions whose name contains the query (case-insensitive; every one for an empty query). */
export const searchInstitutions = (query: string): ReadonlyArray<TestInstitution> => {
  const wanted = query.trim().toLowerCase()
  return testInstitutions.filter((institution) => institution.name.toLowerCase().includes(wanted))
}

export const institutionById = (id: string): TestInstitution | undefined => testInstitutions.find((institution) => institution.id === id)
