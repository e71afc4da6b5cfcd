import { makeOriginValidator } from 'payloom'
import { entryOf, loggerChannel, type FunnelEntry } from './loggerProtocol.ts'

export interface LoggerFrameOptions {
  /** The frame's window, whose messages it takes. */
  readonly self: Pick<Window, 'addEventListener' | 'removeEventListener'>
  readonly publishableKey: string
  /** The wallet app's origin: the only one whose entries are taken. */
  readonly walletOrigin: string
  /** Sends one entry on to the provider. */
  readonly send: (entry: FunnelEntry) => Promise<void>
  /** Where refused messages and failed sends are reported; console.warn unless given. */
  readonly log?: (line: string) => void
}

/**
 * The logger frame's side: takes log entries on the key's channel from windows at the wallet app's
 * origin and sends each on; another origin, or a message that is not an entry, is refused (a page
 * flooding forged messages closes the channel, as the shared session's validator does). Returns how to stop.
 */
export const serveLogger = ({ self, publishableKey, walletOrigin, send, log = console.warn }: LoggerFrameOptions): (() => void) => {
  const validator = makeOriginValidator(loggerChannel(publishableKey), [walletOrigin])
  const listener = (event: MessageEvent): void => {
    const verdict = validator.check(event)
    if (verdict.kind === 'ignored') return
    if (verdict.kind === 'rejected') return log(`payloom link logger: refused a message from ${event.origin}: ${verdict.error} (${verdict.reason}); only ${walletOrigin} may log.`)
    const entry = entryOf(event.data)
    if (entry === undefined) return log('payloom link logger: ignored a message that is not a log entry.')
    send(entry).catch((error: unknown) => log(`payloom link logger: could not send ${entry.event}: ${error instanceof Error ? error.message : String(error)}`))
  }
  self.addEventListener('message', listener)
  return () => self.removeEventListener('message', listener)
}

/** The form body of an entry as the provider's log endpoint takes it: `event`, `fields[name]` (a null field is left out). */
export const funnelLogBody = (entry: FunnelEntry): URLSearchParams => {
  const body = new URLSearchParams({ event: entry.event })
  for (const [name, value] of Object.entries(entry.fields)) if (value !== null) body.set(`fields[${name}]`, String(value))
  return body
}
