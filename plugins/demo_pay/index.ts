/**
 * Demo Pay (demo_pay), the spec's demo express method (controller.md §9): a wallet with no real
 * counterpart, so a test-mode integration can run the whole express checkout flow — the sheet, a
 * shipping address and rate that change the total, the merchant's confirm — against the sandbox.
 * Its sheet is always the provider's test sheet (core/services/testWalletSheet.ts), where the
 * shopper picks a test card, contact and shipping address; it is never offered in live mode.
 * Written against the published entry only, as any wallet author's package would be.
 */
import { defineWallet } from 'payloom'

const loadLogo = () => import('payloom/logos/demo_pay').then((module) => module.logo)

export const demoPay = () =>
  defineWallet({
    type: 'demo_pay',
    availability: (session) => (session.livemode === true ? { available: false, reason: 'unsupported_browser' } : { available: true }),
    confirm: ({ sheet }) => sheet.openTestSheet({ type: 'demo_pay', name: 'Demo Pay', loadLogo, pays: 'card' }),
    loadLogo,
    // The spec lists demo_pay among the methods that can be charged off session (payment-form.md §9).
    settings: { saveable: true, offSession: true },
    // A brand's name, the same in every language.
    messages: { en: { label: 'Demo Pay' } },
  })
