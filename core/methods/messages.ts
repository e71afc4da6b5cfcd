import type { Locale } from '../generated/locales/index.generated.ts'
import { installmentStringsEn, walletNoteEn } from './sharedStrings.ts'

/**
 * The strings every method plugin of the catalog shares (the shared form parts, the bank fields,
 * the next-action displays and their errors), in English. Placeholders in braces are filled in
 * by the form (`{method}` is the method's name, `{date}` a formatted date).
 */
export const methodStringsEn = {
  // Shared billing fields.
  name: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  country: 'Country or region',
  incomplete_name: 'Your name is incomplete.',
  incomplete_email: 'Your email address is incomplete.',
  invalid_email: 'Your email address is invalid.',
  incomplete_phone: 'Your phone number is incomplete.',
  invalid_phone: 'Your phone number is invalid.',
  incomplete_country: 'Select your country or region.',
  address_line1: 'Address',
  address_city: 'City',
  address_postal_code: 'Postal code',
  incomplete_address_line1: 'Your address is incomplete.',
  incomplete_address_city: 'Your city is incomplete.',
  incomplete_address_postal_code: 'Your postal code is incomplete.',
  // Banks picked from a list.
  bank: 'Bank',
  bank_placeholder: 'Select your bank',
  incomplete_bank: 'Select your bank.',
  // Bank account fields.
  iban: 'IBAN',
  incomplete_iban: 'Your IBAN is incomplete.',
  invalid_iban: 'Your IBAN is invalid.',
  invalid_iban_country_code: 'Your IBAN\'s country is not supported.',
  sort_code: 'Sort code',
  incomplete_sort_code: 'Your sort code is incomplete.',
  invalid_sort_code: 'Your sort code is invalid.',
  account_number: 'Account number',
  incomplete_account_number: 'Your account number is incomplete.',
  invalid_account_number: 'Your account number is invalid.',
  account_number_confirm: 'Confirm account number',
  account_number_mismatch: 'Your account numbers do not match.',
  routing_number: 'Routing number',
  incomplete_routing_number: 'Your routing number is incomplete.',
  invalid_routing_number: 'Your routing number is invalid.',
  bsb: 'BSB',
  incomplete_bsb: 'Your BSB is incomplete.',
  invalid_bsb: 'Your BSB is invalid.',
  institution_number: 'Institution number',
  incomplete_institution_number: 'Your institution number is incomplete.',
  transit_number: 'Transit number',
  incomplete_transit_number: 'Your transit number is incomplete.',
  account_type: 'Account type',
  incomplete_account_type: 'Select your account type.',
  checking: 'Checking',
  savings: 'Savings',
  vpa: 'UPI ID',
  incomplete_vpa: 'Your UPI ID is incomplete.',
  invalid_vpa: 'Your UPI ID is invalid.',
  // How the shopper funds a wallet payment (Naver Pay: their card or their points).
  funding: 'Pay with',
  funding_card: 'Card',
  funding_points: 'Points',
  funding_placeholder: 'Select how to pay',
  incomplete_funding: 'Select how to pay.',
  // A card's installment plans (the card form's and Link's saved cards').
  ...installmentStringsEn,
  ...walletNoteEn,
  // What happens after the shopper pays, shown under the form.
  redirect_notice: 'After you submit your order, you will be redirected to {method} to complete your payment.',
  qr_notice: 'After you submit your order, scan the QR code with your {method} app to pay.',
  voucher_notice: 'After you submit your order, you will get a {method} voucher with a reference number to pay in cash.',
  notification_notice: 'After you submit your order, approve the payment request in your {method} app.',
  debit_notice: 'Your bank account will be debited through {method}. It can take a few business days for the payment to complete.',
  microdeposits_notice: 'We will send two small deposits to your account in 1-2 business days, with instructions to verify it.',
  // The voucher display.
  voucher_title: 'Your {method} voucher',
  voucher_reference: 'Reference number',
  voucher_amount: 'Amount',
  voucher_expires: 'Pay before {date}',
  voucher_print: 'Print voucher',
  // The QR code display.
  qr_title: 'Scan to pay with {method}',
  qr_instructions: 'Open your app and scan this code. This window closes when your payment is done.',
  qr_image: 'QR code to pay with {method}',
  close: 'Close',
  // A dialog of details the shopper confirms before they are sent (the plugins' confirmDetails).
  confirm: 'Confirm',
  modify_details: 'Modify details',
  account_holder_name: 'Account holder name',
  account_number_ending: 'Ending in {value}',
  // The Bacs Direct Debit instruction (controller.md "Bacs/SEPA/ACSS dialogs"), in the UK scheme's
  // wording; {business} is the merchant's name.
  bacs_confirm_title: 'Confirm your Direct Debit details',
  bacs_confirm_intro: 'Check the details below. Your payments are protected by the Direct Debit Guarantee.',
  bacs_instruction: 'Instruction to your bank or building society: please pay the merchant Direct Debits from the account detailed in this instruction, subject to the safeguards assured by the Direct Debit Guarantee. I understand that this instruction may remain with the merchant and, if so, details will be passed electronically to my bank or building society.',
  bacs_instruction_business: 'Instruction to your bank or building society: please pay {business} Direct Debits from the account detailed in this instruction, subject to the safeguards assured by the Direct Debit Guarantee. I understand that this instruction may remain with {business} and, if so, details will be passed electronically to my bank or building society.',
  bacs_guarantee: 'Read the Direct Debit Guarantee',
  // The SEPA Direct Debit mandate (the scheme's wording), confirmed in a dialog before the IBAN is
  // sent; {business} is the merchant's name.
  sepa_confirm_title: 'Confirm your SEPA Direct Debit mandate',
  sepa_confirm_intro: 'Check the account to be debited before you confirm the mandate.',
  sepa_mandate: 'By confirming this mandate, you authorise (A) the merchant and our payment provider to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with those instructions. As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited.',
  sepa_mandate_business: 'By confirming this mandate, you authorise (A) {business} and our payment provider to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with those instructions. As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited.',
  // The Canadian pre-authorized debit (PAD) agreement, confirmed in a dialog before the account
  // numbers are sent; {business} is the merchant's name.
  acss_confirm_title: 'Confirm your pre-authorized debit agreement',
  acss_confirm_intro: 'Check the account to be debited before you confirm the agreement.',
  acss_mandate: 'By confirming, you authorize the merchant and our payment provider to debit the account above for this payment, under the Payments Canada rules for pre-authorized debits. You have certain recourse rights if a debit does not comply with this agreement: for example, you can be reimbursed for any debit that is not authorized or not consistent with it. You can cancel this authorization at any time by contacting the merchant.',
  acss_mandate_business: 'By confirming, you authorize {business} and our payment provider to debit the account above for this payment, under the Payments Canada rules for pre-authorized debits. You have certain recourse rights if a debit does not comply with this agreement: for example, you can be reimbursed for any debit that is not authorized or not consistent with it. You can cancel this authorization at any time by contacting {business}.',
  // The messaging elements (paymentMethodMessaging, afterpayClearpayMessageModal): the message, its
  // "Learn more" and the plans dialog. {count} is 3 or 4 (translations agree their nouns with those),
  // {methods} the methods' names joined by "or", {months} the loan terms joined the same way.
  bnpl_message_instalments: '{count} interest-free payments of {amount} with {methods}',
  bnpl_message_or_instalments: 'or {count} interest-free payments of {amount} with {methods}',
  bnpl_message_monthly: 'As low as {amount} a month with {methods}',
  bnpl_learn_more: 'Learn more',
  bnpl_title: 'Pay over time',
  bnpl_plan_instalments: '{count} interest-free payments of {amount}',
  bnpl_schedule: 'Payment schedule',
  bnpl_plan_monthly: 'As low as {amount} a month',
  bnpl_plan_months: 'Monthly payments over {months} months.',
  bnpl_plan_apr: 'Rates from {min} to {max} APR, subject to an eligibility check.',
  bnpl_choose: 'Choose {method} when you pay.',
  // Linking a US bank account through the provider's bank search (payment-form.md §3 "Bank search").
  bank_search: 'Search for your bank',
  bank_search_searching: 'Searching…',
  bank_search_results: 'Banks found: {count}',
  bank_search_none: 'No bank matches your search.',
  bank_search_failed: 'The bank search is not available right now. Try again, or enter your bank details manually.',
  bank_manual_entry: 'Enter bank details manually instead',
  bank_search_instead: 'Search for your bank instead',
  bank_link_title: 'Link your bank account',
  // The name of the provider's visible captcha, shown in a frame when a payment must pass it.
  captcha_title: 'Security check',
  bank_linking: 'Linking your account at {bank}…',
  bank_link_failed: 'Your account could not be linked. Try again, or choose another bank.',
  bank_linked: 'Linked account',
  bank_link_change: 'Use another account',
  incomplete_bank_account: 'Link your bank account, or enter its details manually.',
  incomplete_bank_link: 'Link your bank account.',
  // The tax id a merchant's form settings may ask for (alwaysCollectTaxInformation).
  tax_id: 'Tax ID',
  incomplete_tax_id: 'Your tax ID is incomplete.',
  invalid_tax_id: 'Your tax ID is invalid.',
  // A form in screens (paymentScreens).
  screen_step: 'Step {step} of {count}',
  screen_next: 'Next',
  screen_back: 'Back',
  // The provider's test sheet, which stands in for an express wallet (Apple Pay, PayPal...) in test
  // mode; {wallet} is the wallet's brand name, {business} the merchant's, {amount} a formatted amount.
  test_sheet_title: '{wallet} in test mode',
  test_sheet_mode: 'Test mode',
  test_sheet_notice: 'This test sheet stands in for {wallet}. No real payment is made.',
  test_sheet_pay_to: 'Pay {business}',
  test_sheet_summary: 'Order summary',
  test_sheet_total: 'Total to pay',
  test_sheet_card: 'Test card',
  test_sheet_card_succeeds: 'Succeeds',
  test_sheet_card_declined: 'Declined',
  test_sheet_card_authentication: 'Asks for 3D Secure authentication',
  test_sheet_contact: 'Contact details',
  test_sheet_shipping_address: 'Shipping address',
  test_sheet_billing_address: 'Billing address',
  test_sheet_no_address: 'None of the test addresses is in a country this merchant ships to.',
  test_sheet_address_refused: 'The merchant does not ship to this address. Choose another one.',
  test_sheet_shipping_rate: 'Shipping method',
  test_sheet_rate_refused: 'This shipping method is not available. Choose another one.',
  test_sheet_updating: 'Updating the total…',
  test_sheet_pay: 'Pay {amount}',
  test_sheet_cancel: 'Cancel',
  // A wallet picked in the payment element (Apple Pay, Google Pay), whose sheet opens at Pay; {wallet} is its brand name.
  wallet_closed: '{wallet} was closed before the payment was made. You have not been charged. Try again or choose another payment method.',
} as const

export type MethodStringKey = keyof typeof methodStringsEn

/** One language's method strings: every key, each keeping English's placeholders. */
export type MethodStrings = { readonly [Key in MethodStringKey]: string }

/** Every method string key, in English's order. */
export const methodStringKeys = Object.keys(methodStringsEn) as ReadonlyArray<MethodStringKey>

/** A loader of one language's method strings; see ./messages/translations.ts. */
export type MethodStringsLoader = (locale: Locale) => Promise<MethodStrings | undefined> | undefined
