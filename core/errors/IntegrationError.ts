/**
 * A merchant's mistake: bad options, a missing plugin, a malformed client secret. It is thrown,
 * with a message that says what to change, and never used for a shopper's payment failure
 * (those come back as `{ error }` results).
 *
 * A plain Error with effect's `_tag` convention rather than `Data.TaggedError`: the merchant page's
 * loader throws it too, and effect's Data module would cost that page some 5 KB gzip. Flows fail
 * with it through `Effect.fail`, which takes any value.
 */
export class IntegrationError extends Error {
  readonly _tag = 'IntegrationError' as const
  constructor({ message }: { readonly message: string }) {
    super(message)
    this.name = 'IntegrationError'
  }
}

/** Throws an IntegrationError with the given message. */
export const integrationError = (message: string): never => {
  throw new IntegrationError({ message })
}
