import type { Mids } from './mids.ts'
import { isRecord } from '../json/guards.ts'

/**
 * Which character of a checkout session id names which page layout (controller.md §2). The
 * character is the first after the `cs_test_` / `cs_live_` prefix, so the provider picks the
 * layout when it mints the id; a character not listed here means the default, single_item.
 */
export const checkoutLayoutCodes = {
  a: 'single_item',
  b: 'multi_item',
  c: 'single_column',
} as const
export type CheckoutLayoutType = (typeof checkoutLayoutCodes)[keyof typeof checkoutLayoutCodes] | 'none'

const layoutCodeIndex = 'cs_test_'.length

/** The hosted page layout a checkout session id names; 'none' when the id is too short to name one. */
export const checkoutLayoutType = (sessionId: string): CheckoutLayoutType => {
  const code = sessionId.charAt(layoutCodeIndex)
  if (code === '') return 'none'
  return Object.hasOwn(checkoutLayoutCodes, code) ? checkoutLayoutCodes[code as keyof typeof checkoutLayoutCodes] : 'single_item'
}

/** What a hosted checkout page needs to know about the page that sent the shopper there. */
export interface HostedCheckoutParams {
  /** The provider's checkout origin (and path prefix, if any). */
  readonly base: string
  readonly sessionId: string
  readonly apiKey: string
  readonly stripeAccount?: string
  readonly ids?: Mids
  readonly betas?: ReadonlyArray<string>
  readonly referrerOrigin?: string
}

/** The parameters a hosted checkout URL carries in its fragment. */
export interface HostedCheckoutFragment {
  readonly apiKey: string
  readonly stripeAccount?: string
  readonly ids?: Mids
  readonly betas?: ReadonlyArray<string>
  readonly layoutType: CheckoutLayoutType
  readonly referrerOrigin?: string
}

/**
 * The hosted checkout page of a session (controller.md §2): `{base}/c/pay/{session id}#{fragment}`.
 * The fragment is the parameters as JSON in base64url (no padding): it never reaches the server
 * in a request, and its alphabet needs no escaping in a URL.
 */
export const hostedCheckoutUrl = (params: HostedCheckoutParams): string => {
  const { base, sessionId, ids, ...rest } = params
  const fragment: HostedCheckoutFragment = { ...rest, ...(ids && { ids: midsOf(ids) }), layoutType: checkoutLayoutType(sessionId) }
  return `${base.replace(/\/+$/, '')}/c/pay/${encodeURIComponent(sessionId)}#${toBase64Url(JSON.stringify(fragment))}`
}

/**
 * The parameters of a hosted checkout URL's fragment (`location.hash`, with or without its `#`);
 * undefined for anything that is not one, never an exception.
 */
export const parseHostedCheckoutFragment = (fragment: string): HostedCheckoutFragment | undefined => {
  const encoded = fragment.startsWith('#') ? fragment.slice(1) : fragment
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined
  try {
    return readFragment(JSON.parse(fromBase64Url(encoded)))
  } catch {
    return undefined
  }
}

const readFragment = (value: unknown): HostedCheckoutFragment | undefined => {
  if (!isRecord(value)) return undefined
  const { apiKey, stripeAccount, ids, betas, layoutType, referrerOrigin } = value
  const valid =
    typeof apiKey === 'string' &&
    isLayoutType(layoutType) &&
    isOptionalString(stripeAccount) &&
    isOptionalString(referrerOrigin) &&
    (betas === undefined || (Array.isArray(betas) && betas.every((beta) => typeof beta === 'string'))) &&
    (ids === undefined || (isRecord(ids) && isOptionalString(ids.muid) && isOptionalString(ids.guid) && isOptionalString(ids.sid)))
  if (!valid) return undefined
  return compact({ apiKey, stripeAccount, ids: ids && midsOf(ids), betas, layoutType, referrerOrigin })
}

const midsOf = (ids: Mids): Mids => compact({ muid: ids.muid, guid: ids.guid, sid: ids.sid })

/** The object without its undefined entries, so that absent parameters stay absent. */
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T

const isOptionalString = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string'

const layoutTypes: ReadonlySet<unknown> = new Set<CheckoutLayoutType>([...Object.values(checkoutLayoutCodes), 'none'])
const isLayoutType = (value: unknown): value is CheckoutLayoutType => layoutTypes.has(value)

const toBase64Url = (text: string): string => {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

// Throws on bytes that are not base64 or not UTF-8; the caller turns that into undefined.
const fromBase64Url = (encoded: string): string => {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}
