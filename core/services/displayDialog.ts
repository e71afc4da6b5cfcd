import { renderSVG } from 'uqr'
import { methodCatalog } from '../generated/paymentMethods.generated.ts'
import { textDirection } from '../i18n/direction.ts'
import { formatAmount } from '../i18n/formatAmount.ts'
import { intlLocale } from '../i18n/intlLocale.ts'
import type { LocaleOption } from '../i18n/localeOption.ts'
import { resolveLocale } from '../i18n/resolveLocale.ts'
import { formatMessage } from '../i18n/translate.ts'
import type { MethodStrings } from '../methods/messages.ts'
import { loadMethodStrings } from '../methods/methodStrings.ts'
import type { NextActionDisplay } from './Browser.ts'

/** The method's name as shoppers know it (`PayNow`, `OXXO`), else its type. */
const methodName = (type: string): string => (methodCatalog as Readonly<Record<string, { readonly name: string }>>)[type]?.name ?? type

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Readonly<Record<string, string>> = {}, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  // Text, never markup: the strings come from catalogs and the provider, and stay text.
  if (text !== undefined) node.textContent = text
  return node
}

/** The dialog's body for a QR code: the code as an image the shopper scans, and what to do. */
const qrCodeBody = (display: Extract<NextActionDisplay, { kind: 'qr_code' }>, strings: MethodStrings, name: string): HTMLElement[] => {
  const image = element('div', { role: 'img', 'aria-label': formatMessage(strings.qr_image, { method: name }), class: 'payloom-display-qr', 'data-qr': display.data })
  // uqr draws only rectangles from the encoded bits: no text of the payload reaches the markup.
  image.innerHTML = renderSVG(display.data, { border: 2, pixelSize: 6 })
  return [image, element('p', {}, strings.qr_instructions)]
}

/** The dialog's body for a voucher: its reference, amount and expiry, and the provider's printable page. */
const voucherBody = (display: Extract<NextActionDisplay, { kind: 'voucher' }>, strings: MethodStrings, locale: string): HTMLElement[] => {
  const details = element('dl', { class: 'payloom-display-voucher' })
  const row = (term: string, value: string, attributes: Readonly<Record<string, string>> = {}): void => {
    details.append(element('dt', {}, term), element('dd', attributes, value))
  }
  row(strings.voucher_reference, display.number, { 'data-voucher': 'number' })
  row(strings.voucher_amount, formatAmount(display.amount, display.currency, locale), { 'data-voucher': 'amount' })
  const expiry = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(display.expiresAt * 1000))
  const print = element('a', { href: display.url, target: '_blank', rel: 'noopener noreferrer', class: 'payloom-display-print' }, strings.voucher_print)
  return [details, element('p', { 'data-voucher': 'expiry' }, formatMessage(strings.voucher_expires, { date: expiry })), print]
}

const dialogStyle = 'background:#fff;color:#1a1a1a;border-radius:8px;padding:24px;max-width:min(360px,calc(100vw - 32px));box-sizing:border-box;font:16px/1.5 system-ui,sans-serif;text-align:center'

/**
 * Shows a QR code or a voucher in a modal dialog over the page, in the shopper's language. Focus
 * moves into it and stays there (Tab cycles its controls); Escape or Close closes it and focus
 * returns where it was. Returns `close`, which removes it; `onClosed` runs once, whichever closes it.
 */
export const showDisplayDialog = (display: NextActionDisplay, localeOption: LocaleOption, onClosed: () => void): (() => void) => {
  const locale = resolveLocale(localeOption)
  const tag = intlLocale(locale)
  const name = methodName(display.method)
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const overlay = element('div', { class: 'payloom-display' })
  overlay.style.cssText = 'position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5);z-index:2147483647'
  const dialog = element('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'payloom-display-title', dir: textDirection(locale), lang: tag })
  dialog.style.cssText = dialogStyle
  overlay.append(dialog)
  let closed = false
  const close = (): void => {
    if (closed) return
    closed = true
    overlay.remove()
    document.removeEventListener('keydown', onKey, true)
    previousFocus?.focus()
    onClosed()
  }
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog (aria-modal): Tab past the last control comes back to the first.
      const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button')]
      const index = controls.indexOf(document.activeElement as HTMLElement)
      const next = event.shiftKey ? (index <= 0 ? controls.length - 1 : index - 1) : (index + 1) % controls.length
      event.preventDefault()
      controls[next]?.focus()
    }
  }
  document.addEventListener('keydown', onKey, true)
  document.body.append(overlay)
  // The strings load with the dialog's first show in a language; the dialog is filled in then.
  void loadMethodStrings(locale).then((strings) => {
    if (closed) return
    const titleText = display.kind === 'qr_code' ? strings.qr_title : strings.voucher_title
    const title = element('h2', { id: 'payloom-display-title' }, formatMessage(titleText, { method: name }))
    title.style.cssText = 'font-size:18px;margin:0 0 16px'
    const closeButton = element('button', { type: 'button', class: 'payloom-display-close' }, strings.close)
    closeButton.style.cssText = 'margin-top:16px;padding:8px 20px;font:inherit;border-radius:4px;border:1px solid #6b6b6b;background:#fff;color:#1a1a1a;cursor:pointer'
    closeButton.addEventListener('click', close)
    const body = display.kind === 'qr_code' ? qrCodeBody(display, strings, name) : voucherBody(display, strings, tag)
    dialog.append(title, ...body, closeButton)
    closeButton.focus()
  })
  return close
}
