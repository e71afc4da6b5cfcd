import type { WalletGroupHost } from 'payloom'
import type { FunnelEntry, FunnelValue } from '../logger/loggerProtocol.ts'
import type { WalletEvent } from '../wallet/walletState.ts'

/** Logs one funnel step of the wallet: its event name (`link.lookup.succeeded`) and facts. */
export type FunnelLog = (event: string, fields?: Readonly<Record<string, FunnelValue>>) => void

/**
 * The funnel step a wallet event is (wallet.md §7 "a funnel log for the wallet"): the lookup, the
 * verification, a stored login and the logout, with what the shopper met (a factor, an error code),
 * never who they are. Events inside a step (a list call, the wait) are none.
 */
export const funnelStepOf = (event: WalletEvent): FunnelEntry | undefined => {
  switch (event._tag) {
    case 'lookupStarted':
      return { event: 'link.lookup.started', fields: { recognition: event.recognition, email_source: event.emailSource ?? null } }
    case 'lookupSucceeded':
      return { event: 'link.lookup.succeeded', fields: { exists: event.response.exists } }
    case 'lookupFailed':
      return { event: 'link.lookup.failed', fields: { code: event.error.code } }
    case 'verificationStarted':
      return { event: 'link.verification.started', fields: { type: event.type } }
    case 'verificationStartFailed':
      return { event: 'link.verification.start_failed', fields: { type: event.type, code: event.error.code } }
    case 'verificationConfirmed':
      return { event: 'link.verification.confirmed', fields: {} }
    case 'verificationFailed':
      return { event: 'link.verification.failed', fields: { type: event.type, code: event.error.code } }
    case 'storedLoginSucceeded':
      return { event: 'link.stored_login.succeeded', fields: {} }
    case 'loggedOut':
      return { event: 'link.logout', fields: {} }
    default:
      return undefined
  }
}

/** One logger frame per page and key, whichever group's wallet logs first (loaded apart, with its code). */
const senders = new Map<string, Promise<(entry: FunnelEntry) => void>>()

/**
 * The wallet's funnel log, sent through the hidden logger frame (plugins/link/logger/). Each entry
 * carries the elements session's id. Only a wallet running on the provider's origin (isolated
 * hosting) logs: the frame takes entries from the wallet app alone, so a wallet in the merchant's
 * page (inline) sends nothing.
 */
export const funnelLog = (host: WalletGroupHost): FunnelLog => {
  if (typeof window === 'undefined' || window.location.origin !== host.providerOrigin) return () => undefined
  const key = `${host.providerOrigin} ${host.publishableKey}`
  return (event, fields = {}) => {
    let send = senders.get(key)
    if (send === undefined) {
      send = import('../logger/loggerSender.ts').then(({ loggerSender }) => loggerSender({ window, providerOrigin: host.providerOrigin, publishableKey: host.publishableKey }))
      senders.set(key, send)
    }
    const sessionId = host.session()?.sessionId
    const entry: FunnelEntry = { event, fields: { ...fields, ...(sessionId === undefined ? {} : { session_id: sessionId }) } }
    void send.then((post) => post(entry), () => undefined)
  }
}
