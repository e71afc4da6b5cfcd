import type { OptionsReport } from '../validation/ValidationError.ts'
import { sha1 } from './sha1.ts'
import { isRecord } from '../json/guards.ts'
import { invalidValue, newIssues, nonNegativeInteger, satisfies, stringWhere, type Check, type Issues } from '../validation/options/optionChecks.ts'

/** What a checkout page update changes: one of these per call (controller.md §5, "Checkout pages"). */
export const checkoutUpdateFields = [
  'promotion_code',
  'tax_region',
  'updated_currency',
  'updated_line_item_quantity',
  'shipping_rate',
  'tax_id_collection',
] as const
export type CheckoutUpdateField = (typeof checkoutUpdateFields)[number]

/** What a checkout page confirm must carry (controller.md §5, "Checkout pages"). */
export const checkoutConfirmRequired = ['version', 'js_checksum', 'expected_amount'] as const

const all = new Intl.ListFormat('en', { type: 'conjunction' })
const either = new Intl.ListFormat('en', { type: 'disjunction' })

// `null` is a value here: it is how an update removes a promotion code or a tax id.
const given = (params: Readonly<Record<string, unknown>>, field: string): boolean => Object.hasOwn(params, field) && params[field] !== undefined

const paramsObject = (params: unknown, issues: Issues): params is Readonly<Record<string, unknown>> => {
  if (isRecord(params)) return true
  issues.errors.push(invalidValue('params', params, 'an object'))
  return false
}

/**
 * Checks the params of a checkout page update before it is sent: it changes exactly one of
 * promotion_code, tax_region, updated_currency, updated_line_item_quantity, shipping_rate or
 * tax_id_collection. Other params (the session's own) are left alone.
 */
export const validateCheckoutUpdate = (params: unknown): OptionsReport => {
  const issues = newIssues()
  if (!paramsObject(params, issues)) return issues
  const changes = checkoutUpdateFields.filter((field) => given(params, field))
  if (changes.length !== 1) {
    issues.errors.push(
      `A checkout update changes exactly one of ${either.format(checkoutUpdateFields)}; ` +
        `got ${changes.length === 0 ? 'none' : all.format(changes)}. Send one update per change.`,
    )
  }
  return issues
}

const requiredChecks: Readonly<Record<(typeof checkoutConfirmRequired)[number], Check>> = {
  version: satisfies((value) => (typeof value === 'string' && value !== '') || Number.isInteger(value), 'the session version, a string or an integer'),
  js_checksum: stringWhere((value) => value !== '', 'a non-empty string'),
  expected_amount: nonNegativeInteger,
}

/**
 * Checks the params of a checkout page confirm before it is sent: version, js_checksum and
 * expected_amount (the total the shopper saw, in the currency's smallest unit) are required, and
 * it pays with a payment_method or a confirmation_token, not both.
 */
export const validateCheckoutConfirm = (params: unknown): OptionsReport => {
  const issues = newIssues()
  if (!paramsObject(params, issues)) return issues
  for (const field of checkoutConfirmRequired) {
    if (!given(params, field) || params[field] === null) {
      issues.errors.push(`Missing value for ${field}: a checkout confirm needs ${all.format(checkoutConfirmRequired)}.`)
    } else requiredChecks[field](params[field], field, issues)
  }
  if (given(params, 'payment_method') && given(params, 'confirmation_token')) {
    issues.errors.push('A checkout confirm pays with a payment_method or a confirmation_token, not both.')
  }
  return issues
}

/** What a checkout page showed when the shopper paid: the session, its version and total. */
export interface ShownCheckout {
  readonly sessionId: string
  /** The init_checksum the page's init answered. */
  readonly initChecksum: string
  readonly version: number
  /** The total shown, in the currency's smallest unit. */
  readonly expectedAmount: number
}

/**
 * A checkout confirm's js_checksum: SHA-1 of what the page showed (session, init checksum, version
 * and total). The provider recomputes it, so a confirm is refused unless it was made from the
 * state a page loaded through init, not pieced together from stale or forged values.
 */
export const paymentPageChecksum = (shown: ShownCheckout): string =>
  sha1(`${shown.sessionId}:${shown.initChecksum}:${shown.version}:${shown.expectedAmount}`)
