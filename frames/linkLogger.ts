/**
 * The Link wallet's hidden logger frame (wallet.md §2, §7): a page on the provider's origin, its
 * query naming the publishable key, that takes the wallet's funnel log from the wallet app (this
 * same origin) and sends each entry to the provider's log endpoint.
 */
import { funnelLogBody, serveLogger } from '../plugins/link/logger/loggerFrame.ts'
import { funnelLogPath } from '../plugins/link/logger/loggerProtocol.ts'
import { checkPublishableKey } from '../plugins/link/session/loginStrategies.ts'

/** The query's publishable key, or undefined when it names none. */
const keyOf = (search: string): string | undefined => {
  try {
    return checkPublishableKey(new URLSearchParams(search).get('key') ?? '')
  } catch {
    return undefined
  }
}

const publishableKey = keyOf(location.search)
if (publishableKey === undefined) {
  console.error('payloom link logger: the frame\'s query names no publishable key (?key=pk_...); it logs nothing.')
} else {
  serveLogger({
    self: window,
    publishableKey,
    walletOrigin: location.origin,
    send: async (entry) => {
      const response = await fetch(`${location.origin}${funnelLogPath}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: funnelLogBody(entry),
        keepalive: true,
      })
      if (!response.ok) throw new Error(`the provider answered ${response.status}`)
    },
  })
}
