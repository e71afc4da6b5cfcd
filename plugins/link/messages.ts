import type { LoadPluginMessages } from 'payloom'
import { installmentStringsEn, withInstallmentStrings } from 'payloom/methods'

/**
 * Link's own strings; the e-mail, phone and name fields' labels and errors come from the core
 * catalogs (contact namespace), a saved card's installment plans' from the method strings.
 */
export type LinkMessages = {
  readonly label: string
  /** The merchant's sign-up incentive under the sign-up box: {amount} formatted in the offer's currency. */
  readonly signup_incentive: string
  /** Under the saved cards, when paying with the one picked is covered by purchase protection. */
  readonly purchase_protected: string
  readonly checking_email: string
  readonly code_title: string
  readonly code_sent_sms: string
  readonly code_sent_email: string
  readonly code_label: string
  readonly code_incorrect: string
  readonly code_failed: string
  readonly code_checking: string
  readonly resend_code: string
  readonly code_resent: string
  readonly pay_without_link: string
  readonly use_passkey: string
  readonly passkey_failed: string
  readonly passkey_prompt: string
  readonly send_code_instead: string
  readonly phone_prompt: string
  readonly send_code: string
  readonly phone_mismatch: string
  readonly signed_in_as: string
  readonly loading_details: string
  readonly saved_cards: string
  readonly card_line: string
  readonly card_expires: string
  readonly card_default: string
  readonly pay_another_way: string
  readonly use_link: string
  readonly log_out: string
  readonly add_passkey: string
  readonly passkey_added: string
  readonly save_with_link: string
  readonly save_with_link_detail: string
  readonly mobile_phone: string
  readonly full_name: string
  readonly signup_terms: string
  readonly unavailable: string
  readonly blocked: string
  readonly session_expired: string
  /** Under the card form after confirm: the sign-up's e-mail was in Link already, so the card paid without being saved. */
  readonly card_not_saved: string
  /** Under the card form after confirm: Link failed to sign the shopper up or save the card, so the card paid as a plain card. */
  readonly card_not_saved_failed: string
  /** Confirm's error when Link could not share the saved card picked (any failure but an ended session). */
  readonly share_failed: string
  /** Confirm's error when a saved Link card is declined with generic_decline (controller.md §8: Link's own wording). */
  readonly generic_decline: string
  readonly card_nickname: string
  readonly update_failed: string
  readonly remove_failed: string
  readonly default_failed: string
  readonly card_change_open: string
  readonly one_click_title: string
  readonly change_card: string
  readonly save_to_link: string
  readonly add_card: string
  readonly add_card_title: string
  readonly add_failed: string
  readonly logout_title: string
  readonly logout_question: string
  readonly log_out_confirm: string
  readonly logging_out: string
  readonly card_declined: string
  /** The sign-in modal's name (its dialog's label and heading). */
  readonly sign_in_title: string
  readonly close_sign_in: string
  /** The business-network view (a demo-flagged test e-mail, wallet.md §2): nothing saved yet, pay with a new method below. */
  readonly business_network_add_new: string
  /** The business-network view when the account has saved methods; the Pay with Link button follows. */
  readonly business_network_use_saved: string
  /** Link's express checkout button (its sign-in modal): the e-mail of the shopper's Link account, "Continue", and what the lookup found. */
  readonly email_label: string
  readonly email_prompt: string
  readonly email_invalid: string
  readonly continue: string
  readonly no_account: string
  /** The signed-in consumer has no card saved in Link to pay with there. */
  readonly no_saved_cards: string
  /** Ends the express flow with the saved card picked. */
  readonly use_card: string
}

/** English, always at hand: the fallback of every other language. */
export const messages = {
  en: {
    label: 'Link',
    signup_incentive: 'Save your info with Link and get {amount} off your next order.',
    purchase_protected: 'This purchase is covered by Link purchase protection.',
    // A saved card's installment plans under it (payment-form.md §4 "Installments"), worded as the card form words them.
    ...installmentStringsEn,
    checking_email: 'Checking for a Link account…',
    code_title: 'Confirm it’s you',
    code_sent_sms: 'Enter the code sent to {phone}.',
    code_sent_email: 'Enter the code sent to {email}.',
    code_label: 'Verification code',
    code_incorrect: 'Incorrect code, try again',
    code_failed: 'The code could not be checked. Try again.',
    code_checking: 'Checking the code…',
    resend_code: 'Resend code',
    code_resent: 'A new code is on its way.',
    pay_without_link: 'Pay without Link',
    use_passkey: 'Sign in with a passkey',
    passkey_failed: 'Your passkey could not be used. Enter the code instead.',
    passkey_prompt: 'Sign in to Link with your passkey.',
    send_code_instead: 'Send a code instead',
    phone_prompt: 'To get a code by email, enter the phone number on your Link account.',
    send_code: 'Send code',
    phone_mismatch: 'That number doesn’t match your Link account. Check it and try again.',
    signed_in_as: 'Signed in to Link as {email}',
    loading_details: 'Loading your saved details…',
    saved_cards: 'Pay with a card saved in Link',
    card_line: '{brand} •••• {last4}',
    card_expires: 'Expires {month}/{year}',
    card_default: 'Default',
    pay_another_way: 'Pay another way',
    use_link: 'Pay with Link',
    log_out: 'Log out of Link',
    add_passkey: 'Add a passkey for faster sign-in',
    passkey_added: 'Passkey added. Next time, sign in with it.',
    save_with_link: 'Save my info for faster checkout with Link',
    save_with_link_detail: 'Pay faster here and wherever Link is accepted.',
    mobile_phone: 'Mobile phone number',
    full_name: 'Full name',
    signup_terms: 'By saving, you agree to Link’s Terms and Privacy Policy.',
    unavailable: 'Link is not available right now. You can still pay.',
    blocked: 'Link can’t be used for this payment right now. Try again later.',
    session_expired: 'Your Link session has ended. Sign in again to pay with Link.',
    card_not_saved: 'This email already has a Link account, so your card wasn’t saved to Link. Sign in to Link next time to pay with your saved cards.',
    card_not_saved_failed: 'Link couldn’t save your card just now, so it was used without Link.',
    share_failed: 'Link couldn’t use this card right now. Try again, or pay another way.',
    generic_decline: 'Your card was declined. Pick another card in Link, or pay another way.',
    card_nickname: 'Nickname (optional)',
    update_failed: 'We couldn’t update this card. Please try again.',
    remove_failed: 'We couldn’t remove this card. Please try again.',
    default_failed: 'We couldn’t make this card your default. Please try again.',
    card_change_open: 'Finish or cancel your change to this card before you continue.',
    one_click_title: 'Welcome back. Pay with your Link card in one click.',
    change_card: 'Change card',
    save_to_link: 'Save this card to your Link account',
    add_card: 'Add a card',
    add_card_title: 'Add a card to Link',
    add_failed: 'We couldn’t add this card. Check it and try again.',
    logout_title: 'Log out of Link?',
    logout_question: 'To pay with your saved cards again, you’ll need to confirm it’s you.',
    log_out_confirm: 'Log out',
    logging_out: 'Logging out of Link…',
    card_declined: 'This card was declined. Update it or choose another card.',
    sign_in_title: 'Sign in to Link',
    close_sign_in: 'Close',
    business_network_add_new: 'Test business account: nothing saved yet. Pay with a new payment method below.',
    business_network_use_saved: 'Test business account: you have payment methods saved in Link.',
    email_label: 'Email',
    email_prompt: 'Enter the email address of your Link account.',
    email_invalid: 'Enter a valid email address.',
    continue: 'Continue',
    no_account: 'There’s no Link account for {email}. Try another email address, or pay another way.',
    no_saved_cards: 'There are no cards saved in your Link account. Close this and pay another way.',
    use_card: 'Use this card',
  } satisfies LinkMessages,
}

/** Link's strings in one language, loaded when the shopper reads it (see `LoadPluginMessages`). */
export const loadMessages: LoadPluginMessages = withInstallmentStrings((locale) =>
  locale === 'en' ? undefined : import('./messages/translations.ts').then(({ translations }) => translations[locale]?.().then((module) => module.default)))
