import * as Data from 'effect/Data'

/**
 * A merchant's mistake: bad options, a missing plugin, a malformed client secret. It is thrown,
 * with a message that says what to change, and never used for a shopper's payment failure
 * (those come back as `{ error }` results).
 */
export class IntegrationError extends Data.TaggedError('IntegrationError')<{ readonly message: string }> {}

/** Throws an IntegrationError with the given message. */
export const integrationError = (message: string): never => {
  throw new IntegrationError({ message })
}
