import type { PayloomEventListener } from '../confirm/confirmationEvents.ts'
import type { LoggingParams } from './trust.ts'

/** Where an instance keeps the logging params a hosted page set (`updateLoggingParams()`, controller.md §3). */
export interface LoggingHolder {
  params?: LoggingParams
}

/**
 * The merchant's listener, hearing each confirmation event with the hosted page's checkout session
 * and invoice ids once they are set, so the page's logs tie every confirmation to its session.
 */
export const withLoggingParams = (listener: PayloomEventListener | undefined, logging: LoggingHolder | undefined): PayloomEventListener | undefined =>
  listener === undefined || logging === undefined
    ? listener
    : (event) => listener(logging.params === undefined || event.type === 'api_call' ? event : { ...event, loggingParams: logging.params })
