import { createRoot } from 'react-dom/client'
import { makeOriginValidator } from '../../core/controller/originValidator.ts'
import { sharedIdKey } from '../../core/elements/postMessageBus.ts'
import type { Locale } from '../../core/generated/locales/index.generated.ts'
import { textDirection } from '../../core/i18n/direction.ts'
import { formatMessage } from '../../core/i18n/translate.ts'
import { loadMethodStrings } from '../../core/methods/methodStrings.ts'
import { keepTabInside, tabStops } from '../../core/methods/modalPageFocus.ts'
import type { ExpressSheetUpdate } from '../../core/plugin/expressSheet.ts'
import { readFromHost, sheetHashOf, sheetMessage, type FromSheet } from '../../core/services/testWalletSheetProtocol.ts'
import { SheetView, type SheetOpen } from './SheetView.tsx'


/** The window of the page that made this frame, which its hash names (the host's, or the merchant page for the dialog's Escape). */
const ancestorOrigin = (): string => location.ancestorOrigins?.[0] ?? (document.referrer === '' ? '' : new URL(document.referrer).origin)

/**
 * Runs the test wallet sheet page (core/services/testWalletSheetProtocol.ts) in `root`: it hears
 * its host only from the host's window on the host's origin with the frame's marker, draws each
 * open, sends the shopper's picks and answers, and sizes its frame to what it shows.
 */
export const startTestWalletSheet = (root: HTMLElement, scope: string): void => {
  const hash = sheetHashOf(location.hash)
  if (hash === undefined || window.parent === window) {
    console.error('payloom: the test wallet sheet runs only in the frame its host made, which names the frame and its host in the URL hash; it shows nothing.')
    return
  }
  const { name, host } = hash
  const pageOrigin = host.kind === 'page' ? host.origin : ancestorOrigin()
  // Inline, the host is the page that made the frame: a page on another origin than the hash says is not it.
  if (host.kind === 'page' && pageOrigin !== ancestorOrigin()) {
    console.error('payloom: the test wallet sheet\'s hash names a page that did not make its frame; it shows nothing.')
    return
  }
  const hostWindow = host.kind === 'page' ? window.parent : (window.parent.frames as unknown as Readonly<Record<string, Window | undefined>>)[host.controllerId]
  const hostOrigin = host.kind === 'page' ? host.origin : location.origin
  if (hostWindow === undefined) {
    console.error('payloom: the test wallet sheet runs only beside its controller, in the page that created both.')
    return
  }
  const post = (message: FromSheet): void => hostWindow.postMessage(sheetMessage(name, message), hostOrigin)
  const validator = makeOriginValidator(name, [hostOrigin])

  const wrapper = document.createElement('div')
  wrapper.className = `${scope.slice(1)} p-Root p-TestSheetFrame`
  const content = document.createElement('div')
  wrapper.append(content)
  root.replaceChildren(wrapper)
  const react = createRoot(content)
  /** The open drawn now, and the answers its changes wait for, by sequence number. */
  let current: string | undefined
  const waiting = new Map<number, (update: ExpressSheetUpdate) => void>()
  let nextSeq = 0
  const change = (send: (seq: number) => FromSheet): Promise<ExpressSheetUpdate> => new Promise((resolve) => {
    nextSeq += 1
    waiting.set(nextSeq, resolve)
    post(send(nextSeq))
  })
  const cancel = (): void => {
    if (current !== undefined) post({ kind: 'cancel', openId: current })
  }

  const draw = (open: SheetOpen): void => {
    current = open.openId
    waiting.clear()
    wrapper.dir = open.dir
    document.documentElement.lang = open.request.locale
    document.title = formatMessage(open.strings.test_sheet_title, { wallet: open.wallet.name })
    const openId = open.openId
    react.render(<SheetView key={openId} open={open} actions={{
      opened: () => post({ kind: 'opened', openId }),
      shippingAddress: (address) => change((seq) => ({ kind: 'shippingAddress', openId, seq, change: address })),
      shippingRate: (rateId) => change((seq) => ({ kind: 'shippingRate', openId, seq, rateId })),
      pay: (payment) => post({ kind: 'pay', openId, payment }),
      cancel,
    }} />)
  }

  window.addEventListener('message', (event) => {
    // The dialog's Escape, pressed outside this frame, comes from the merchant's page (core/services/modalFrame.ts).
    const data = event.data as { readonly [sharedIdKey]?: unknown; readonly kind?: unknown } | null
    if (event.source === window.parent && event.origin === pageOrigin && data?.[sharedIdKey] === name && data.kind === 'cancel') return cancel()
    const message = readFromHost(validator, event, hostWindow)
    if (message?.kind === 'open') {
      const { openId, wallet, request } = message
      void loadMethodStrings(request.locale as Locale).then((strings) => draw({ openId, wallet, request, strings, dir: textDirection(request.locale) }))
    } else if (message?.kind === 'update' && message.openId === current) {
      waiting.get(message.seq)?.(message.update)
      waiting.delete(message.seq)
    }
  })

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      cancel()
    } else {
      keepTabInside(wrapper, event)
    }
  })
  // Focus given to the frame (the dialog opened) goes to its first control.
  window.addEventListener('focus', () => {
    if (!wrapper.contains(document.activeElement)) tabStops(wrapper)[0]?.focus()
  })
  // The page sizes the frame to what it shows; past the window's height the sheet scrolls inside.
  let last = -1
  new ResizeObserver(() => {
    const height = Math.ceil(content.getBoundingClientRect().height)
    if (height === last || pageOrigin === '') return
    last = height
    window.parent.postMessage(sheetMessage(name, { kind: 'resize', height }), pageOrigin)
  }).observe(content)
  post({ kind: 'hello' })
}
