/**
 * What a non-card payment method does once confirmed, decided when it is created from the
 * provider's public test data (the account numbers, emails, VPAs and phones below).
 */

/** A bank debit's failure, as the provider reports it on the intent's last error and the failed charge. */
export interface DebitFailure {
  readonly code: string
  readonly declineCode: string
  readonly message: string
}

export type MethodOutcome =
  /** The shopper authorises on the bank's (or wallet's) page. */
  | { readonly kind: 'redirect' }
  /** The shopper scans a code in their banking app. */
  | { readonly kind: 'qr_code' }
  /** A cash voucher: paid at the store, or left to expire; `settle` when the test email decides at once. */
  | { readonly kind: 'voucher'; readonly settle?: 'succeed' | 'expire' }
  /** A request sent to the shopper's app (UPI collect, MB WAY); `settle` when the test VPA or phone decides. */
  | { readonly kind: 'notification'; readonly settle?: 'succeed' | 'fail' }
  /**
   * A bank debit: processing, then succeeded or failed after the debit delay; `microdeposits` when
   * the account must be verified first; `staysProcessing` for a test account that never settles.
   */
  | { readonly kind: 'debit'; readonly failure?: DebitFailure; readonly microdeposits?: true; readonly staysProcessing?: true }

/** A debit the bank refused after it was submitted: the attempt failed, with the bank's reason. */
const refusedDebit = (declineCode: string, message: string): DebitFailure => ({ code: 'payment_intent_payment_attempt_failed', declineCode, message })

const insufficientFunds = refusedDebit('insufficient_funds', 'The customer\'s account has insufficient funds to cover this payment.')
const accountClosed = refusedDebit('account_closed', 'The customer\'s bank account has been closed.')
const debitNotAuthorized = refusedDebit('debit_not_authorized', 'The customer has notified their bank that this payment was unauthorized.')
const referToCustomer = refusedDebit('refer_to_customer', 'The customer\'s bank could not process this payment: the customer should contact their bank.')
const noAccount = refusedDebit('no_account', 'The customer\'s bank account could not be located.')

/** The bank details a debit is decided by (each type gives the ones it has). */
export interface DebitAccount {
  readonly iban?: string
  readonly sortCode?: string
  readonly bsb?: string
  readonly institution?: string
  readonly transit?: string
  readonly routing?: string
  readonly account?: string
  /** The shopper linked the account through their bank (a US bank account from the bank search): no microdeposits. */
  readonly verified?: true
}

/**
 * The provider's test accounts that fail; any other valid account succeeds. SEPA by IBAN, Bacs by
 * account number (sort code 108800), BECS by account (BSB 000000), ACSS by account (institution
 * 000, transit 11000), US bank accounts by account (routing 110000000), New Zealand accounts by
 * account base (bank 11, branch 0000; the provider pairs each with a suffix, which is not checked).
 */
export const failingDebitAccounts = {
  sepa_debit: { DE62370400440532013001: insufficientFunds, AT861904300235473202: insufficientFunds, AT981904300000343434: insufficientFunds, AT601904300000121212: debitNotAuthorized },
  bacs_debit: { '90012345': insufficientFunds },
  au_becs_debit: { '900123456': insufficientFunds },
  acss_debit: { '900123456789': insufficientFunds },
  us_bank_account: { '000111111116': insufficientFunds, '000111111113': accountClosed },
  nz_bank_account: { '2222222': insufficientFunds, '8888888': referToCustomer, '1111111': noAccount, '5555555': debitNotAuthorized },
} as const satisfies Readonly<Record<string, Readonly<Record<string, DebitFailure>>>>

/** The provider's test accounts whose payment stays processing (New Zealand's 11-0000-9999999-000). */
const processingDebitAccounts: Readonly<Record<string, string>> = { nz_bank_account: '9999999' }

export const debitOutcomeOf = (type: string, account: DebitAccount): MethodOutcome => {
  const failures: Readonly<Record<string, DebitFailure>> = (failingDebitAccounts as Readonly<Record<string, Readonly<Record<string, DebitFailure>>>>)[type] ?? {}
  const key = type === 'sepa_debit' ? account.iban : account.account
  const failure = key === undefined ? undefined : failures[key]
  return {
    kind: 'debit',
    ...(failure === undefined ? {} : { failure }),
    ...(key !== undefined && processingDebitAccounts[type] === key ? { staysProcessing: true } : {}),
    // A US bank account entered by hand (not through a bank login) is verified with microdeposits.
    ...(type === 'us_bank_account' && account.verified !== true ? { microdeposits: true } : {}),
  } as MethodOutcome
}

/**
 * An OXXO voucher's test emails, as the provider's: `...succeed_immediately@...` is paid at once
 * after confirm, `...expire_immediately@...` expires at once; any other waits for the voucher page.
 */
export const voucherOutcomeOf = (email: string | null): MethodOutcome => {
  if (email?.includes('succeed_immediately') === true) return { kind: 'voucher', settle: 'succeed' }
  if (email?.includes('expire_immediately') === true) return { kind: 'voucher', settle: 'expire' }
  return { kind: 'voucher' }
}

/**
 * Notification methods' test rules (the sandbox's own): a UPI VPA `success@...` is approved and
 * `fail@...` declined after the debit delay; an MB WAY phone ending in 0000 is approved and one
 * ending in 0001 declined. Anything else waits for the shopper on the sandbox's app page.
 */
export const notificationOutcomeOf = (type: string, handle: string): MethodOutcome => {
  if (type === 'upi') {
    const local = handle.split('@')[0]?.toLowerCase()
    if (local === 'success') return { kind: 'notification', settle: 'succeed' }
    if (local === 'fail' || local === 'failure') return { kind: 'notification', settle: 'fail' }
    return { kind: 'notification' }
  }
  const digits = handle.replace(/\D/g, '')
  if (digits.endsWith('0000')) return { kind: 'notification', settle: 'succeed' }
  if (digits.endsWith('0001')) return { kind: 'notification', settle: 'fail' }
  return { kind: 'notification' }
}
