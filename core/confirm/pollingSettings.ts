import * as Context from 'effect/Context'
import { apiLimits } from '../generated/limits.generated.ts'

/** How often, and for how long, the SDK asks whether a QR code payment is done. */
export interface PollingSettings {
  /** Milliseconds between two retrievals. */
  readonly interval: number
  /** Milliseconds after which the SDK stops asking and settles the intent as it is. */
  readonly timeout: number
}

/** The polling settings: every second for up to 10 minutes, unless the runtime says otherwise. */
export const Polling = Context.Reference<PollingSettings>('payloom/Polling', {
  defaultValue: () => ({ interval: apiLimits.pollingInterval, timeout: apiLimits.pollingTimeout }),
})
