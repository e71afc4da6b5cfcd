/**
 * Type guards for JSON the SDK did not write (provider answers, messages from frames), composed
 * like a schema: `struct({ id: string, tags: optional(arrayOf(string)) })` checks a value and
 * narrows it to the matching type. Small on purpose: they sit on the checkout's critical path,
 * where effect's Schema would cost a page about 12 KB gzip.
 */

/** A check that narrows `unknown` to `A`. */
export type Guard<A> = (value: unknown) => value is A

/** The type a guard narrows to. */
export type Guarded<G> = G extends Guard<infer A> ? A : never

/** A JSON object: not null, not an array. */
export const isRecord: Guard<Readonly<Record<string, unknown>>> = (value): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const string: Guard<string> = (value): value is string => typeof value === 'string'

export const number: Guard<number> = (value): value is number => typeof value === 'number'

export const boolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean'

/** One of a few strings. */
export const oneOf = <const Value extends string>(values: ReadonlyArray<Value>): Guard<Value> =>
  (value): value is Value => typeof value === 'string' && (values as ReadonlyArray<string>).includes(value)

/** Anything at all: a field the SDK passes on without reading. */
export const unknown: Guard<unknown> = (_value): _value is unknown => true

export const arrayOf = <A>(item: Guard<A>): Guard<ReadonlyArray<A>> =>
  (value): value is ReadonlyArray<A> => Array.isArray(value) && value.every(item)

/** An object whose every value passes `value` (any keys). */
export const recordOf = <A>(value: Guard<A>): Guard<Readonly<Record<string, A>>> =>
  (input): input is Readonly<Record<string, A>> => isRecord(input) && Object.values(input).every(value)

/** A field that may be missing or null: providers send either for "none". */
export const optional = <A>(guard: Guard<A>): Guard<A | null | undefined> =>
  (value): value is A | null | undefined => value === undefined || value === null || guard(value)

type GuardFields = { readonly [key: string]: Guard<unknown> }
type StructOf<Fields extends GuardFields> =
  & { readonly [K in keyof Fields as undefined extends Guarded<Fields[K]> ? K : never]?: Guarded<Fields[K]> }
  & { readonly [K in keyof Fields as undefined extends Guarded<Fields[K]> ? never : K]: Guarded<Fields[K]> }

/** An object with these fields (each checked by its guard); other fields are allowed and ignored. */
export const struct = <Fields extends GuardFields>(fields: Fields): Guard<StructOf<Fields>> =>
  (value): value is StructOf<Fields> => isRecord(value) && Object.keys(fields).every((key) => fields[key]!(value[key]))
