import type { SessionMethodSpecs } from '../plugin/contract.ts'
import type { BillingField } from './MethodFacts.ts'
import { billingOfSpecs } from './sessionSpecs.ts'

/**
 * The luxe controller cache (controller.md §3 "Caches"): the form controller a catalog method
 * gets for one elements session (its fields, values and rules with the billing details the
 * session's `payment_method_specs` require of it), made once per session and method and reused
 * by every render, validation and remount. One session is kept, the one last asked for: a new
 * elements session id, or new specs under the same id (a reload), drops its controllers. The specs
 * are read (and a bad one logged) once per session too.
 */
let kept: {
  readonly session: SessionMethodSpecs
  readonly key: string
  readonly billing: ReadonlyMap<string, ReadonlyArray<BillingField>>
  readonly controllers: Map<(billing: ReadonlyArray<BillingField>) => unknown, unknown>
} | undefined

/**
 * The controller a method gets for the session: made by its `make` (one per plugin, which keys it)
 * from the billing details the session's spec of `type` requires, or undefined when the spec
 * requires none (the method's catalog form is its form then).
 */
export const luxeController = <Controller>(session: SessionMethodSpecs | undefined, type: string, make: (billing: ReadonlyArray<BillingField>) => Controller): Controller | undefined => {
  if (session === undefined) return undefined
  // Every render and keystroke asks with the session's own object: the specs are compared by content only when it is another.
  if (kept?.session !== session) {
    const key = JSON.stringify(session)
    kept = kept?.key === key ? { ...kept, session } : { session, key, billing: billingOfSpecs(session.specs), controllers: new Map() }
  }
  const billing = kept.billing.get(type)
  if (billing === undefined) return undefined
  if (!kept.controllers.has(make)) kept.controllers.set(make, make(billing))
  return kept.controllers.get(make) as Controller
}
