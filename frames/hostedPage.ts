/**
 * What the provider's hosted pages (the checkout page, the invoice page) set up alike: the page's
 * CSP nonce, the shopper's locale with the document's lang and dir, the page's own strings in that
 * locale, its stylesheet (the rules both pages share, then the page's own) and its money format.
 * Their pay section is shared too (PaySection.tsx).
 */
import { installStylesheet } from '../core/elements/appearance/installStylesheet.ts'
import type { Locale } from '../core/generated/locales/index.generated.ts'
import { textDirection } from '../core/i18n/direction.ts'
import { formatAmount } from '../core/i18n/formatAmount.ts'
import { fallbackChain, resolveLocale } from '../core/i18n/resolveLocale.ts'

/**
 * A page's strings for a locale: its own language's, else the nearest in its fallback chain
 * (a regional locale takes its language's), English last.
 */
export const stringsIn = <Strings>(translations: Readonly<Partial<Record<string, Strings>>>, en: Strings) => (locale: Locale): Strings =>
  fallbackChain(locale).map((candidate) => translations[candidate]).find((strings) => strings !== undefined) ?? en

/** The rules both pages share: the text, the cards their sections are, the Pay button, focus and errors. */
const sharedRules = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f6f8fa; }
  section { background: #fff; border-radius: 8px; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.25rem; }
  ul { list-style: none; padding: 0; }
  dd { margin: 0; }
  button { width: 100%; margin-top: 1.5rem; font: inherit; font-weight: 600; padding: 0.75rem; border: 0; border-radius: 6px; background: #0a6b3c; color: #fff; cursor: pointer; }
  button:disabled { background: #57606a; cursor: progress; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  [role="alert"] { color: #a4001d; margin: 1rem 0 0; }
`

export interface HostedPage<Strings> {
  /** Where the page renders. */
  readonly root: HTMLElement
  /** The nonce the page's CSP allows stylesheets with (the page's script tag carries it). */
  readonly nonce: string | undefined
  /** The shopper's locale (the browser's languages). */
  readonly locale: Locale
  readonly strings: Strings
  /** An amount in a currency's minor units, formatted for the shopper's locale. */
  readonly money: (amount: number, currency: string) => string
}

/** Sets a hosted page up: its locale on the document, its strings, its stylesheet (`id`, the shared rules and `rules`). */
export const openHostedPage = <Strings>({ id, strings, rules }: { readonly id: string; readonly strings: (locale: Locale) => Strings; readonly rules: string }): HostedPage<Strings> => {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined
  const locale = resolveLocale('auto')
  document.documentElement.lang = locale
  document.documentElement.dir = textDirection(locale)
  installStylesheet(sharedRules + rules, { id, nonce })
  return { root: document.getElementById('root')!, nonce, locale, strings: strings(locale), money: (amount, currency) => formatAmount(amount, currency, locale) }
}
