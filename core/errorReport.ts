import * as Effect from 'effect/Effect'
import { ApiClient } from './api/ApiClient.ts'

import { sdkVersion } from './sdkVersion.ts'

/** The SDK version a report names. */
export { sdkVersion }

/** What a report says besides the error: the call that hit it, and the element type it was given, if any. */
export interface ErrorAbout {
  readonly call: string
  readonly element?: string
}

// An e-mail address: a token with an @ and a dotted domain (not a Firefox stack frame's `fn@https://...`).
const email = /[^\s@]+@[^\s@/:]*\.[^\s@/:]+/g
// Three digits or more, whether or not spaces or dashes group them: a card number, a CVC, a postal code, a phone number...
const digits = /\d(?:[ -]?\d){2,}/g
// A stack frame's line and column, which a report needs and which are the script's, not the shopper's.
const location = /(?::\d+){1,2}\)?$/

/**
 * `text` with nothing of the shopper's payment details in it: every e-mail address and every run
 * of three digits or more (card numbers, CVCs and the like, spaced or not) blanked. Errors seldom
 * carry them, but a plugin's message might quote what the shopper typed.
 */
export const scrubbed = (text: string): string => text.replace(email, '[email]').replace(digits, '[digits]')

/** A stack with each frame scrubbed but for its line and column. */
const scrubbedStack = (stack: string): string =>
  stack.split('\n').map((line) => {
    const at = line.match(location)?.[0] ?? ''
    return scrubbed(line.slice(0, line.length - at.length)) + at
  }).join('\n')

/** The report of an unexpected error: its class, message and stack (scrubbed), the SDK version, the call and element. */
export const errorReportOf = (error: unknown, about: ErrorAbout): Readonly<Record<string, string>> => {
  const thrown = error instanceof Error ? error : new Error(String(error))
  return {
    name: scrubbed(thrown.name),
    message: scrubbed(thrown.message),
    ...(typeof thrown.stack === 'string' ? { stack: scrubbedStack(thrown.stack) } : {}),
    version: sdkVersion,
    call: about.call,
    ...(about.element === undefined ? {} : { element: about.element }),
  }
}

/** Sends the report to the provider (`POST /v1/error_reports`) once; a report that cannot be sent is dropped. */
export const sendErrorReport = (error: unknown, about: ErrorAbout): Effect.Effect<void, never, ApiClient> =>
  // Effect.catch, not Effect.ignore: the core entry already carries it, and ignore's logging would bring effect's formatter (2.3 KB gzip) into the entry's chunk.
  ApiClient.use((api) => api.post('error_reports', { body: errorReportOf(error, about) }).pipe(Effect.asVoid, Effect.catch(() => Effect.void)))
