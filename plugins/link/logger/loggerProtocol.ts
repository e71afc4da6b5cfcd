import { sharedIdKey } from 'payloom'

/**
 * The wallet's hidden logger frame (wallet.md §2, §7 "Frame messaging: a hidden logger frame
 * receives a funnel log for the wallet"): a page on the provider's origin, its query naming the
 * publishable key, that takes the wallet's funnel log entries over postMessage, only from the
 * wallet app's origin, and sends each to the provider's log endpoint.
 */

/** The frame page's path on the provider's origin (the sandbox serves it with the other frames). */
export const loggerFramePath = '/frames/link-logger.html'

/** The provider's endpoint the frame sends each entry to (with the publishable key as bearer). */
export const funnelLogPath = '/v1/link/funnel_logs'

export const loggerFrameUrl = (providerOrigin: string, publishableKey: string): string =>
  `${providerOrigin}${loggerFramePath}?${new URLSearchParams({ key: publishableKey })}`

/** The marker value of one publishable key's logger messages, under `payloomSharedId`. */
export const loggerChannel = (publishableKey: string): string => `link-logger:${publishableKey}`

/** A field's value: the log carries plain facts, never a secret or a card number. */
export type FunnelValue = string | number | boolean | null

/** One funnel log entry: what happened (`link.lookup.succeeded`), and its facts. */
export interface FunnelEntry {
  readonly event: string
  readonly fields: Readonly<Record<string, FunnelValue>>
}

/** The message the wallet posts to the frame. */
export const loggerMessage = (publishableKey: string, entry: FunnelEntry): object => ({ [sharedIdKey]: loggerChannel(publishableKey), kind: 'log', entry })

const isValue = (value: unknown): value is FunnelValue =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))

/** The entry a message carries, or undefined for anything else (an event name is `link.` and words). */
export const entryOf = (data: unknown): FunnelEntry | undefined => {
  if (typeof data !== 'object' || data === null || (data as { kind?: unknown }).kind !== 'log') return undefined
  const entry = (data as { entry?: unknown }).entry
  if (typeof entry !== 'object' || entry === null) return undefined
  const { event, fields } = entry as { event?: unknown; fields?: unknown }
  if (typeof event !== 'string' || !/^link(\.[a-z_]+)+$/.test(event)) return undefined
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined
  if (!Object.entries(fields).every(([name, value]) => /^[a-z_]+$/.test(name) && isValue(value))) return undefined
  return { event, fields: fields as FunnelEntry['fields'] }
}
