import * as Schema from 'effect/Schema'

/** A catalog method's values as an effect Schema: each named field a string (see `loadSchema`). */
export const valuesSchema = (names: ReadonlyArray<string>): Schema.Codec<Readonly<Record<string, string>>, unknown> =>
  Schema.Struct(Object.fromEntries(names.map((name) => [name, Schema.String]))) as unknown as Schema.Codec<Readonly<Record<string, string>>, unknown>
