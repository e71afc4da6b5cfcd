import type { OriginValidator } from '../controller/originValidator.ts'
import { sharedIdKey } from '../elements/postMessageBus.ts'
import { arrayOf, isRecord, number, oneOf, optional, string, struct, type Guard } from '../json/guards.ts'
import type { LogoData } from '../logos/logoData.ts'
import type { BillingDetails } from '../plugin/contract.ts'
import type { ExpressSheetRequest, ExpressSheetShipping, ExpressSheetUpdate, ExpressShippingAddressChange } from '../plugin/expressSheet.ts'

/**
 * The test wallet sheet (issue 13): a provider-origin page that stands in for an express wallet
 * (Apple Pay, Google Pay, PayPal...) in test mode, in a modal dialog frame over the merchant's page
 * (core/plugin/walletInGroup.ts `WalletModalFrames`). Its host, `openTestWalletSheet`
 * (core/services/testWalletSheet.ts), runs where the express checkout element's flow runs: the
 * controller frame in isolated hosting, the merchant's page inline. The two talk by postMessage,
 * each checking the other's origin and window, every message carrying the frame's name as its
 * marker (`payloomSharedId`), as Link's sign-in modal does.
 *
 * The page's address is `/frames/test-wallet.html#` + URL search params naming the frame and its host:
 * - `name=<frame name>&controller=<controller id>`: the host is the controller frame, the page's
 *   sibling `parent.frames[<controller id>]` on the provider's origin (isolated hosting);
 * - `name=<frame name>&page=<origin>`: the host is the merchant's page itself, the frame's parent,
 *   on that origin (inline hosting). The page also checks that its parent is on that origin.
 * The host's dialog (core/services/modalFrame.ts) hands Escape pressed outside the frame to the
 * page as `{ kind: 'cancel' }` from the merchant's page, and hears the page's `resize`.
 *
 * The exchange: the page says `hello` once loaded; the host answers `open` (the wallet and the
 * request), the page draws it and says `opened`, and the host shows the dialog. A shipping address
 * or rate picked goes to the host (`shippingAddress`, `shippingRate`), which raises the merchant's
 * event and answers `update` (the new request, or a refusal). `pay` or `cancel` ends it. Each open
 * has an id: messages of an earlier open of the same frame are ignored.
 */

/** The sheet page's fixed path on the provider's origin. */
export const testWalletSheetPath = '/frames/test-wallet.html'

/** The sheet frame's name in the merchant's page, one per wallet (its dialog is labelled with the wallet's name), and the marker of every message about it. */
export const testWalletSheetName = (controllerId: string, walletType: string): string => `${controllerId}-test-wallet-${walletType}`

/** Who hosts the sheet: the controller frame (isolated hosting) or the merchant's page (inline). */
export type SheetHostAddress =
  | { readonly kind: 'controller'; readonly controllerId: string }
  | { readonly kind: 'page'; readonly origin: string }

/** The sheet page's address: the fixed path, its frame's name and its host in the hash. */
export const testWalletSheetUrl = (providerOrigin: string, name: string, host: SheetHostAddress): string => {
  const params = new URLSearchParams({ name, ...(host.kind === 'controller' ? { controller: host.controllerId } : { page: host.origin }) })
  return `${providerOrigin}${testWalletSheetPath}#${params}`
}

/** An origin as browsers write it (`https://shop.example`, `http://127.0.0.1:4242`), nothing more. */
const isOrigin = (value: string): boolean => {
  try {
    const url = new URL(value)
    return url.origin === value && (url.protocol === 'https:' || url.protocol === 'http:')
  } catch {
    return false
  }
}

/** The frame's name and host its hash names; undefined for a hash that names neither well. */
export const sheetHashOf = (hash: string): { readonly name: string; readonly host: SheetHostAddress } | undefined => {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const name = params.get('name') ?? ''
  const controllerId = params.get('controller')
  const origin = params.get('page')
  if (name === '' || (controllerId === null) === (origin === null)) return undefined
  if (controllerId !== null) return controllerId === '' ? undefined : { name, host: { kind: 'controller', controllerId } }
  return origin !== null && isOrigin(origin) ? { name, host: { kind: 'page', origin } } : undefined
}

/** What the sheet is told of the wallet it stands in for. */
export interface SheetWallet {
  readonly type: string
  readonly name: string
  readonly logo?: LogoData
  readonly pays: 'card' | 'method'
}

/** The host to the sheet. */
export type ToSheet =
  | { readonly kind: 'open'; readonly openId: string; readonly wallet: SheetWallet; readonly request: ExpressSheetRequest }
  /** The merchant's answer to the change `seq`. */
  | { readonly kind: 'update'; readonly openId: string; readonly seq: number; readonly update: ExpressSheetUpdate }

/** What the shopper gave when they pressed Pay. */
export interface SheetPayment {
  /** The test card's token (`tok_visa`), when the wallet pays with a card. */
  readonly token?: string
  readonly billingDetails: BillingDetails
  readonly shippingAddress?: ExpressSheetShipping['shippingAddress']
  /** The id of the shipping rate picked, one of the request's. */
  readonly shippingRateId?: string
}

/** The sheet to its host. */
export type FromSheet =
  | { readonly kind: 'hello' }
  | { readonly kind: 'opened'; readonly openId: string }
  | { readonly kind: 'shippingAddress'; readonly openId: string; readonly seq: number; readonly change: ExpressShippingAddressChange }
  | { readonly kind: 'shippingRate'; readonly openId: string; readonly seq: number; readonly rateId: string }
  | { readonly kind: 'pay'; readonly openId: string; readonly payment: SheetPayment }
  | { readonly kind: 'cancel'; readonly openId: string }

/** A message with the sheet's marker. */
export const sheetMessage = <M extends object>(name: string, message: M): M & { readonly [sharedIdKey]: string } => ({ [sharedIdKey]: name, ...message })

const address = struct({ line1: optional(string), line2: optional(string), city: optional(string), state: optional(string), postal_code: optional(string), country: optional(string) })
const billingDetails = struct({ name: optional(string), email: optional(string), phone: optional(string), address: optional(address) })

/** The shapes of the sheet's messages: the host reads nothing else. */
const fromSheetGuards: { readonly [Kind in FromSheet['kind']]: Guard<unknown> } = {
  hello: struct({}),
  opened: struct({ openId: string }),
  shippingAddress: struct({ openId: string, seq: number, change: struct({ name: optional(string), address }) }),
  shippingRate: struct({ openId: string, seq: number, rateId: string }),
  pay: struct({
    openId: string,
    payment: struct({
      token: optional(string),
      billingDetails,
      shippingAddress: optional(struct({ name: string, address })),
      shippingRateId: optional(string),
    }),
  }),
  cancel: struct({ openId: string }),
}

const toSheetGuards: { readonly [Kind in ToSheet['kind']]: Guard<unknown> } = {
  open: struct({
    openId: string,
    wallet: struct({ type: string, name: string, pays: oneOf(['card', 'method']), logo: optional(struct({ name: string, viewBox: string, body: string })) }),
    request: struct({ amount: number, currency: string, locale: string, lineItems: optional(arrayOf(struct({ name: string, amount: number }))), shippingRates: optional(arrayOf(struct({ id: string, amount: number, displayName: string }))) }),
  }),
  update: struct({ openId: string, seq: number, update: isRecord }),
}

/** A received message, as a `MessageEvent` has it. */
export interface ReceivedMessage {
  readonly origin: string
  readonly source: unknown
  readonly data: unknown
}

/**
 * Reads a message from the peer: undefined unless it carries the sheet's marker, comes from the
 * peer's origin (the validator's, which also limits what a flood of forged messages costs,
 * wallet.md §5) and from the peer's own window, and has the shape of one of `guards`' kinds.
 */
const readFrom = <M extends { readonly kind: string }>(guards: { readonly [Kind in M['kind']]: Guard<unknown> }, what: string) =>
  (validator: OriginValidator, message: ReceivedMessage, peer: unknown): M | undefined => {
    const verdict = validator.check(message)
    if (verdict.kind === 'ignored') return undefined
    if (verdict.kind === 'rejected') {
      console.warn(`payloom: the test wallet sheet's ${what}: ${verdict.error} (${verdict.reason}, ${message.origin}).`)
      return undefined
    }
    if (peer === undefined || message.source !== peer) {
      console.warn(`payloom: the test wallet sheet's ${what} ignored a message from a window that is not its peer.`)
      return undefined
    }
    const data = message.data as { readonly kind?: unknown }
    const guard = typeof data.kind === 'string' && Object.hasOwn(guards, data.kind) ? (guards as Readonly<Record<string, Guard<unknown>>>)[data.kind] : undefined
    return guard?.(data) === true ? (data as M) : undefined
  }

/** The host reads the sheet's messages (`peer`: the sheet frame's window). */
export const readFromSheet = readFrom<FromSheet>(fromSheetGuards, 'host')

/** The sheet reads its host's messages (`peer`: the host's window). */
export const readFromHost = readFrom<ToSheet>(toSheetGuards, 'page')
