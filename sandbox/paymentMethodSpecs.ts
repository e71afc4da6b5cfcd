/**
 * The billing details the sandbox provider requires of the account's payment methods, beyond
 * what each method's catalog asks (controller.md §3 `paymentMethodSpecs`): each elements session
 * lists them per method in `payment_method_specs[i].fields` (`[{ type: 'email' }]`), and payloom's
 * form of that method asks for them too, for that session; a payment method made without them is
 * refused as one without its catalog's billing details is (bankDetails.ts). None by default. A test sets them with
 * the test helper below (secret key); they are kept in SQLite, as the card settings are.
 */
import type { BillingField } from '../core/methods/MethodFacts.ts'
import { ApiError } from './ApiError.ts'
import { catalogTypes } from './methodCatalog.ts'
import { commonParams } from './params.ts'
import { ok, type Context } from './router.ts'
import { accountSettingRoutes, sandboxAccount } from './accountSettingRoutes.ts'
import { Kind, type Store } from './Store.ts'

/** The billing field kinds a spec may require, as the provider names them. */
const specFieldKinds = ['name', 'email', 'phone', 'billing_address'] as const
type SpecFieldKind = (typeof specFieldKinds)[number]

type RequiredFields = Readonly<Record<string, ReadonlyArray<SpecFieldKind>>>

const requiredFields = (store: Store): RequiredFields =>
  store.get<{ readonly id: string; readonly fields: RequiredFields }, null>(Kind.paymentMethodSpecs, sandboxAccount)?.body.fields ?? {}

/** The billing details the account requires of a method, as the catalog's billing facts name them (a spec's billing_address is the address). */
export const requiredBilling = (store: Store, type: string): ReadonlyArray<BillingField> =>
  (requiredFields(store)[type] ?? []).map((kind) => kind === 'billing_address' ? 'address' : kind)

/** The session's spec of each method it offers: the fields the account requires of it; nothing settles later here. */
export const paymentMethodSpecs = (store: Store, types: ReadonlyArray<string>) => {
  const required = requiredFields(store)
  return types.map((type) => ({ type, fields: (required[type] ?? []).map((kind) => ({ type: kind })), async: false }))
}

const answer = (fields: RequiredFields) => ok({ object: 'payment_method_specs', required_billing_fields: fields })

/**
 * POST /v1/test_helpers/payment_method_specs: `required_billing_fields[<type>][]=<kind>` (name,
 * email, phone, billing_address) sets what the account requires of a catalog method, an empty
 * `required_billing_fields[<type>]=` takes it away; the others stay. Answers them all.
 */
const update = (context: Context) => {
  const given = context.params.only([...commonParams, 'required_billing_fields']).hash('required_billing_fields')
  if (given === undefined) throw ApiError.invalidRequest('Give required_billing_fields[<payment method type>][]=<field>, or an empty list to remove one.', { param: 'required_billing_fields' })
  const next: Record<string, ReadonlyArray<SpecFieldKind>> = { ...requiredFields(context.store) }
  for (const type of given.keys) {
    // The card's form has no spec: its fields are its own.
    if (!(catalogTypes as ReadonlyArray<string>).includes(type)) throw ApiError.invalidRequest(`Invalid ${given.name(type)}: ${type} is not a payment method of the catalog (its form has no spec).`, { param: given.name(type) })
    const kinds = given.strings(type) ?? []
    const unknown = kinds.find((kind) => !(specFieldKinds as ReadonlyArray<string>).includes(kind))
    if (unknown !== undefined) throw ApiError.invalidRequest(`Invalid ${given.name(type)}: ${unknown} is not one of ${specFieldKinds.join(', ')}.`, { param: given.name(type) })
    if (kinds.length === 0) delete next[type]
    else next[type] = [...new Set(kinds as ReadonlyArray<SpecFieldKind>)]
  }
  context.store.put(Kind.paymentMethodSpecs, { id: sandboxAccount, fields: next }, null)
  return answer(next)
}

export const paymentMethodSpecRoutes = accountSettingRoutes('payment_method_specs', Kind.paymentMethodSpecs, (context) => answer(requiredFields(context.store)), update)
