import type { BillingField } from './MethodFacts.ts'

/**
 * The billing details a session's spec may require of a method (its `fields[i].type`), as the
 * catalog's billing facts name them; the provider's other kinds (a bank list, a placeholder...) are
 * drawn by the method's own form, whatever its spec says.
 */
const specFields: Readonly<Record<string, BillingField>> = { name: 'name', email: 'email', phone: 'phone', billing_address: 'address' }

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A spec's billing fields, or undefined when it is not `{ type, fields: [{ type }...] }`. */
const fieldsOf = (spec: unknown): { readonly type: string; readonly billing: ReadonlyArray<BillingField> } | undefined => {
  if (!isObject(spec) || typeof spec.type !== 'string' || !Array.isArray(spec.fields)) return undefined
  const fields: ReadonlyArray<unknown> = spec.fields
  if (!fields.every((field) => isObject(field) && typeof field.type === 'string')) return undefined
  const billing = fields.flatMap((field) => {
    const kind = (field as { readonly type: string }).type
    return Object.hasOwn(specFields, kind) ? [specFields[kind]!] : []
  })
  return { type: spec.type, billing }
}

/**
 * The billing details each method's spec requires in the session's `payment_method_specs`
 * (controller.md §3 `paymentMethodSpecs`), by method type. A spec that is not one, or a list that
 * is not a list, is logged and skipped: the session's methods keep their catalog forms.
 */
export const billingOfSpecs = (specs: unknown): ReadonlyMap<string, ReadonlyArray<BillingField>> => {
  const byType = new Map<string, ReadonlyArray<BillingField>>()
  if (!Array.isArray(specs)) {
    console.warn('payloom: the elements session\'s payment_method_specs is not a list; its methods keep their own forms.', specs)
    return byType
  }
  specs.forEach((spec: unknown, index) => {
    const read = fieldsOf(spec)
    if (read === undefined) console.warn(`payloom: payment_method_specs[${index}] of the elements session is not { type, fields: [{ type }] } and is skipped.`, spec)
    else if (read.billing.length > 0) byType.set(read.type, read.billing)
  })
  return byType
}
