import type { IntentType } from '../intent/intentType.ts'

/**
 * Stripe.js's per-method confirm calls that payloom's plugins back, with Stripe.js's names (which
 * are not always the type in PascalCase: `confirmPayNowPayment`, `confirmPayPalPayment`): each
 * confirms its method's type on an intent of its kind. A call works once its method's plugin is
 * registered. The instance's code holds only the names; the calls load with the payment code.
 */
export const methodCallTable = {
  confirmAcssDebitPayment: ['acss_debit', 'payment_intent'],
  confirmAffirmPayment: ['affirm', 'payment_intent'],
  confirmAfterpayClearpayPayment: ['afterpay_clearpay', 'payment_intent'],
  confirmAuBecsDebitPayment: ['au_becs_debit', 'payment_intent'],
  confirmBancontactPayment: ['bancontact', 'payment_intent'],
  confirmCashappPayment: ['cashapp', 'payment_intent'],
  confirmEpsPayment: ['eps', 'payment_intent'],
  confirmFpxPayment: ['fpx', 'payment_intent'],
  confirmIdealPayment: ['ideal', 'payment_intent'],
  confirmKlarnaPayment: ['klarna', 'payment_intent'],
  confirmMobilepayPayment: ['mobilepay', 'payment_intent'],
  confirmOxxoPayment: ['oxxo', 'payment_intent'],
  confirmP24Payment: ['p24', 'payment_intent'],
  confirmPayNowPayment: ['paynow', 'payment_intent'],
  confirmPayPalPayment: ['paypal', 'payment_intent'],
  confirmPromptPayPayment: ['promptpay', 'payment_intent'],
  confirmSepaDebitPayment: ['sepa_debit', 'payment_intent'],
  confirmSofortPayment: ['sofort', 'payment_intent'],
  confirmTwintPayment: ['twint', 'payment_intent'],
  confirmUsBankAccountPayment: ['us_bank_account', 'payment_intent'],
  confirmWechatPayPayment: ['wechat_pay', 'payment_intent'],
  confirmAcssDebitSetup: ['acss_debit', 'setup_intent'],
  confirmAuBecsDebitSetup: ['au_becs_debit', 'setup_intent'],
  confirmBacsDebitSetup: ['bacs_debit', 'setup_intent'],
  confirmBancontactSetup: ['bancontact', 'setup_intent'],
  confirmCashappSetup: ['cashapp', 'setup_intent'],
  confirmIdealSetup: ['ideal', 'setup_intent'],
  confirmPayPalSetup: ['paypal', 'setup_intent'],
  confirmSepaDebitSetup: ['sepa_debit', 'setup_intent'],
  confirmSofortSetup: ['sofort', 'setup_intent'],
  confirmUsBankAccountSetup: ['us_bank_account', 'setup_intent'],
} as const satisfies Readonly<Record<string, readonly [string, IntentType]>>

export type MethodCallName = keyof typeof methodCallTable

export const methodCallNames = Object.keys(methodCallTable) as ReadonlyArray<MethodCallName>
