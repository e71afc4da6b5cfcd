import { ApiError } from './ApiError.ts'
import { Kind, type Store } from './Store.ts'

// A customer's id names the customer, or once deleted the stub it left (`deleted: true`).
const customerKinds = [Kind.customer, Kind.deletedCustomer]

/**
 * For each kind of object, the fields `expand[]` may replace by the object their id names, and the
 * kinds that object may be, looked up in order; none for an object the sandbox never makes (a
 * balance transaction): its field is always null, and expanding it is accepted, as a merchant's
 * code may ask for it.
 */
const expandableFields: Partial<Readonly<Record<Kind, Readonly<Record<string, readonly Kind[]>>>>> = {
  [Kind.paymentIntent]: { payment_method: [Kind.paymentMethod], latest_charge: [Kind.charge], customer: customerKinds },
  [Kind.setupIntent]: { payment_method: [Kind.paymentMethod], customer: customerKinds, latest_attempt: [], mandate: [], single_use_mandate: [] },
  [Kind.charge]: { payment_intent: [Kind.paymentIntent], customer: customerKinds, balance_transaction: [], review: [] },
  [Kind.paymentMethod]: { customer: customerKinds },
  [Kind.refund]: { charge: [Kind.charge], payment_intent: [Kind.paymentIntent], balance_transaction: [] },
}

const cannotExpand = (path: string): ApiError => ApiError.invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' })

// Expands `paths` (relative to `body`, dotted for nested expansions: `latest_charge.customer`);
// `at` is what precedes them in the request, for the error.
const expandPaths = (store: Store, kind: Kind, body: unknown, paths: readonly string[], at: string): unknown => {
  if (paths.length === 0 || typeof body !== 'object' || body === null) return body
  const fields = expandableFields[kind] ?? {}
  const nested = new Map<string, string[]>()
  for (const path of paths) {
    const [field = '', ...rest] = path.split('.')
    if (!Object.hasOwn(fields, field)) throw cannotExpand(`${at}${path}`)
    nested.set(field, [...(nested.get(field) ?? []), ...(rest.length === 0 ? [] : [rest.join('.')])])
  }
  const expanded: Record<string, unknown> = { ...body }
  for (const [field, rest] of nested) {
    const id = expanded[field]
    if (typeof id !== 'string') continue
    for (const kind of fields[field]!) {
      const row = store.get(kind, id)
      if (row === undefined) continue
      expanded[field] = expandPaths(store, kind, row.body, rest, `${at}${field}.`)
      break
    }
  }
  return expanded
}

/** An object of `kind` with the fields `expand[]` names replaced by the objects they refer to. */
export const expandObject = (store: Store, kind: Kind, body: unknown, expand: readonly string[] | undefined): unknown =>
  expandPaths(store, kind, body, expand ?? [], '')

/**
 * A list's `expand[]` for its items: each path must start with `data.` (`data.latest_charge`), as
 * the provider requires; what follows applies to every object of the page.
 */
export const itemExpansions = (expand: readonly string[] | undefined): readonly string[] =>
  (expand ?? []).map((path) => {
    if (!path.startsWith('data.')) throw cannotExpand(path)
    return path.slice('data.'.length)
  })
