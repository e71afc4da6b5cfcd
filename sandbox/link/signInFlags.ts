/**
 * The sandbox merchant's switches for signing in to Link, answered in the elements session's
 * `flags` (the names are the client's: plugins/link/wallet/signIn.ts `signInFlagNames`; wallet.md
 * names none): passkey login on, smart defaults off (a code is sent, the passkey offered beside
 * it), and the resend option of e-mail codes shown.
 */
export const linkSignInFlags: Readonly<Record<string, boolean>> = {
  link_passkey_login_enabled: true,
  link_smart_defaults_enabled: false,
  link_email_otp_resend_hidden: false,
}
