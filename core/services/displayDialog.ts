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
import type { DetailsToConfirm, DialogAnswer, DialogDisplay, NextActionDisplay } from './Browser.ts'
import { plansBody } from './plansDisplay.ts'

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

/**
 * The dialog's body for details to confirm: what to check, each detail and its value, then the
 * wording the shopper agrees to and the page it refers to.
 */
const detailsBody = (display: DetailsToConfirm, strings: MethodStrings): HTMLElement[] => {
  const intro = display.intro === undefined ? [] : [element('p', {}, strings[display.intro])]
  for (const paragraph of intro) paragraph.style.cssText = 'margin:0 0 12px'
  const details = element('dl', { class: 'payloom-display-details' })
  details.style.cssText = 'display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 16px'
  for (const { label, value, format } of display.details) {
    const term = element('dt', {}, strings[label])
    term.style.cssText = 'color:#595959'
    const shown = element('dd', { 'data-detail': label }, format === undefined ? value : formatMessage(strings[format], { value }))
    shown.style.cssText = 'margin:0;overflow-wrap:anywhere'
    details.append(term, shown)
  }
  const terms = display.terms.map((key) => {
    const paragraph = element('p', { class: 'payloom-display-terms' }, formatMessage(strings[key], display.params ?? {}))
    paragraph.style.cssText = 'font-size:14px;margin:0 0 12px'
    return paragraph
  })
  const link = display.link === undefined ? [] : [element('a', { href: display.link.href, target: '_blank', rel: 'noopener noreferrer' }, strings[display.link.label])]
  return [...intro, details, ...terms, ...link]
}

const dialogStyle = 'background:#fff;color:#1a1a1a;border-radius:8px;padding:24px;box-sizing:border-box;font:16px/1.5 system-ui,sans-serif;overflow:auto;max-height:calc(100vh - 32px)'
const buttonStyle = 'padding:8px 20px;font:inherit;border-radius:4px;border:1px solid #6b6b6b;background:#fff;color:#1a1a1a;cursor:pointer'

/** The dialog's title for each kind of display the page writes itself. */
const titleOf = (display: Exclude<DialogDisplay, { kind: 'plans' }>, strings: MethodStrings): string => {
  switch (display.kind) {
    case 'qr_code': return formatMessage(strings.qr_title, { method: methodName(display.method) })
    case 'voucher': return formatMessage(strings.voucher_title, { method: methodName(display.method) })
    case 'confirm_details': return strings[display.title]
  }
}

/**
 * Shows a QR code, a voucher, details to confirm or a messaging element's plans in a modal dialog
 * over the page, in the shopper's language (the plans come written in the element's). Focus moves
 * into it and stays there (Tab cycles its controls) and returns where it was when it closes. A QR
 * code, voucher or plans have Close (`close`); details to confirm have "Modify details" (`modify`)
 * and "Confirm" (`confirm`). Escape is Close, or Modify details: it never confirms. Returns
 * `close`, which removes it; `onClosed` runs once, with the shopper's answer, whichever closes it.
 */
export const showDisplayDialog = (display: DialogDisplay, localeOption: LocaleOption, onClosed: (answer: DialogAnswer) => void): (() => void) => {
  const locale = display.kind === 'plans' ? display.locale : resolveLocale(localeOption)
  const tag = intlLocale(locale)
  const confirming = display.kind === 'confirm_details'
  // Details, their wording and plans read best start-aligned and a little wider.
  const reading = confirming || display.kind === 'plans'
  const dismissed: DialogAnswer = confirming ? 'modify' : 'close'
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const overlay = element('div', { class: 'payloom-display' })
  overlay.style.cssText = 'position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5);z-index:2147483647'
  const dialog = element('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'payloom-display-title', dir: textDirection(locale), lang: tag })
  dialog.style.cssText = `${dialogStyle};${reading ? 'max-width:min(480px,calc(100vw - 32px));text-align:start' : 'max-width:min(360px,calc(100vw - 32px));text-align:center'}`
  overlay.append(dialog)
  let closed = false
  const close = (answer: DialogAnswer = dismissed): void => {
    if (closed) return
    closed = true
    overlay.remove()
    document.removeEventListener('keydown', onKey, true)
    previousFocus?.focus()
    onClosed(answer)
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
  const button = (text: string, answer: DialogAnswer, primary = false): HTMLButtonElement => {
    const node = element('button', { type: 'button', 'data-answer': answer }, text)
    node.style.cssText = primary ? `${buttonStyle};background:#1a1a1a;color:#fff;border-color:#1a1a1a` : buttonStyle
    node.addEventListener('click', () => close(answer))
    return node
  }
  const fill = (titleText: string, body: ReadonlyArray<HTMLElement>, buttons: ReadonlyArray<HTMLButtonElement>): void => {
    const title = element('h2', { id: 'payloom-display-title' }, titleText)
    title.style.cssText = 'font-size:18px;margin:0 0 16px'
    const actions = element('div', { class: 'payloom-display-actions' })
    actions.style.cssText = `display:flex;flex-wrap:wrap;gap:8px;margin-top:16px;justify-content:${reading ? 'flex-end' : 'center'}`
    actions.append(...buttons)
    dialog.append(title, ...body, actions)
    // Details to confirm and plans are read from the top (the wording matters); a display's one control is Close.
    if (reading) {
      title.tabIndex = -1
      title.focus()
    } else buttons[0]?.focus()
  }
  document.addEventListener('keydown', onKey, true)
  document.body.append(overlay)
  if (display.kind === 'plans') fill(display.title, plansBody(display, element), [button(display.close, 'close')])
  // The strings load with the dialog's first show in a language; the dialog is filled in then.
  else {
    void loadMethodStrings(locale).then((strings) => {
      if (closed) return
      const buttons = confirming
        ? [button(strings.modify_details, 'modify'), button(strings.confirm, 'confirm', true)]
        : [button(strings.close, 'close')]
      const body = display.kind === 'qr_code' ? qrCodeBody(display, strings, methodName(display.method))
        : display.kind === 'voucher' ? voucherBody(display, strings, tag)
        : detailsBody(display, strings)
      fill(titleOf(display, strings), body, buttons)
    })
  }
  return () => close()
}
