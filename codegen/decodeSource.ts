import * as Schema from 'effect/Schema'

/** Decodes a data source against its schema, or throws naming the file and what is wrong. */
export const decodeSource = <S extends Schema.Codec<unknown, unknown>>(schema: S, file: string, value: unknown): S['Type'] => {
  try {
    return Schema.decodeUnknownSync(schema as never)(value) as S['Type']
  } catch (error) {
    throw new Error(`data/${file} is not valid: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export const CountryCode = Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/))
export const LowerId = Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]*$/))
