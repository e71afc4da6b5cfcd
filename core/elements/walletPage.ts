import type { WalletPage } from '../plugin/walletInGroup.ts'

/**
 * The page a wallet's calls name (WalletPage), seen from `self`: the merchant's page itself
 * (inline), or the controller frame inside it (isolated hosting, where `merchantOrigin` is the
 * page's). The top window's host comes from the browser's list of the frame's ancestors
 * (`location.ancestorOrigins`, the last is the top); without it, only a page that is its own top
 * knows.
 */
export const walletPage = (self: Window, jsId: string, merchantOrigin: string = self.location.origin): WalletPage => {
  const ancestors = self.location.ancestorOrigins
  const top = hostOf(ancestors !== undefined && ancestors.length > 0 ? ancestors[ancestors.length - 1] : self.top === self ? self.location.origin : undefined)
  return { jsId, host: hostOf(merchantOrigin) ?? '', ...(top === undefined ? {} : { topLevelHost: top }) }
}

/** An origin's host; undefined for an opaque origin ('null': a sandboxed frame, a file). */
const hostOf = (origin: string | undefined): string | undefined => {
  if (origin === undefined) return undefined
  try {
    return new URL(origin).host || undefined
  } catch {
    return undefined
  }
}

/** A script id for an instance that has no controller frame to give it one (inline hosting). */
export const newJsId = (): string => [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
