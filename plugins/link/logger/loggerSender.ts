import { hiddenFrame } from '../session/hiddenFrame.ts'
import { loggerFrameUrl, loggerMessage, type FunnelEntry } from './loggerProtocol.ts'

export interface LoggerSenderOptions {
  /** The window of the wallet's runtime: the controller frame, on the provider's origin. */
  readonly window: Window
  readonly providerOrigin: string
  readonly publishableKey: string
}

/**
 * The wallet's side of the logger frame: the hidden frame on the provider's origin, made on the
 * first entry, gets every entry once it has loaded (those logged before wait for it).
 */
export const loggerSender = ({ window, providerOrigin, publishableKey }: LoggerSenderOptions): ((entry: FunnelEntry) => void) => {
  let loaded: Promise<Window> | undefined
  return (entry) => {
    loaded ??= hiddenFrame(window, loggerFrameUrl(providerOrigin, publishableKey), 'payloom link logger')
    void loaded.then((target) => target.postMessage(loggerMessage(publishableKey, entry), providerOrigin))
  }
}
