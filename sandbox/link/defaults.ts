import { ApiError } from '../ApiError.ts'
import { Kind, type Row, type Store } from '../Store.ts'

/**
 * The default among a consumer's saved cards or addresses: one at most, the first one saved, and
 * when the default goes the newest remaining one; lists show it first, then newest first.
 */

type Defaultable = { readonly id: string; readonly is_default: boolean }

/** A consumer's saved objects of `kind` in the order they were first saved (an update keeps an object's place). */
export const oldestFirst = <Body extends Defaultable, Hidden>(store: Store, kind: Kind, consumerId: string): readonly Row<Body, Hidden>[] =>
  store.children<Body, Hidden>(kind, consumerId)

/** The default first, then newest first. */
export const defaultFirst = <Body extends Defaultable, Hidden>(store: Store, kind: Kind, consumerId: string): readonly Row<Body, Hidden>[] =>
  [...oldestFirst<Body, Hidden>(store, kind, consumerId)].reverse().sort((a, b) => Number(b.body.is_default) - Number(a.body.is_default))

/** Makes `id` the only default; with no id, the newest one when none is the default. */
export const settleDefault = <Body extends Defaultable, Hidden>(store: Store, kind: Kind, consumerId: string, id?: string): void => {
  const rows = oldestFirst<Body, Hidden>(store, kind, consumerId)
  const target = id ?? (rows.some((row) => row.body.is_default) ? undefined : rows.at(-1)?.id)
  if (target === undefined) return
  for (const row of rows) {
    if (row.body.is_default !== (row.id === target)) store.put<Body, Hidden>(kind, { ...row.body, is_default: row.id === target }, row.hidden, consumerId)
  }
}

/** `is_default=false` on the default is refused: another one is made the default instead. */
export const refuseUnsettingDefault = (row: Row<Defaultable, unknown>, isDefault: boolean | undefined, what: string): void => {
  if (isDefault === false && row.body.is_default) {
    throw ApiError.invalidRequest(`The default ${what} cannot be unset: make another ${what} the default instead.`, { param: 'is_default' })
  }
}
