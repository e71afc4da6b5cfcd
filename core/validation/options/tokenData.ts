import { isRecord } from '../../json/guards.ts'
import {
  invalidValue,
  joinPath,
  newIssues,
  object,
  oneOf,
  satisfies,
  stringWhere,
  type Check,
  type Issues,
} from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'

/** The token types `createToken(type, data)` accepts (controller.md §3, Token types). */
export const tokenTypes = ['account', 'bank_account', 'person', 'pii', 'cvc_update', 'apple_pay'] as const
export type TokenType = (typeof tokenTypes)[number]

export const businessTypes = ['individual', 'company', 'non_profit', 'government_entity'] as const
export type BusinessType = (typeof businessTypes)[number]

export const genders = ['male', 'female'] as const
export type Gender = (typeof genders)[number]

/** Fields an IBAN Element fills in itself, so the merchant's data must not carry them (controller.md §5, Tokens). */
export const ibanElementFields = ['account_number', 'country', 'routing_number'] as const

export interface TokenDataOptions {
  /** The element the token is created from; `iban` forbids the fields it supplies. */
  readonly element?: string
}

const integerIn = (min: number, max: number): Check =>
  satisfies(
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
    `an integer from ${min} to ${max}`,
  )

const numberIn = (min: number, max: number): Check =>
  satisfies((value) => typeof value === 'number' && value >= min && value <= max, `a number from ${min} to ${max}`)

const percentOwnership = numberIn(0, 100)

// Legal-entity fields can sit at any depth (account.individual, account.company.owners[0], person, ...),
// so each is checked by name wherever it appears.
const fieldChecks: Readonly<Record<string, Check>> = {
  ssn_last_4: stringWhere((ssn) => ssn.length === 4, 'exactly 4 characters'),
  gender: oneOf(genders),
  business_type: oneOf(businessTypes),
  dob: object({ day: integerIn(1, 31), month: integerIn(1, 12), year: satisfies(Number.isInteger, 'an integer') }),
  tos_shown_and_accepted: satisfies((value) => value === true, 'true'),
  relationship: (value, path, issues) => {
    if (!isRecord(value)) issues.errors.push(invalidValue(path, value, 'an object'))
    else if (value.percent_ownership !== undefined) percentOwnership(value.percent_ownership, `${path}.percent_ownership`, issues)
  },
}

const checkFields = (value: unknown, path: string, issues: Issues, seen: Set<object>): void => {
  if (typeof value !== 'object' || value === null || seen.has(value)) return
  seen.add(value)
  for (const [key, field] of Object.entries(value)) {
    const fieldPath = joinPath(path, Array.isArray(value) ? Number(key) : key)
    const check = Object.hasOwn(fieldChecks, key) ? fieldChecks[key] : undefined
    if (check !== undefined && field !== undefined) check(field, fieldPath, issues)
    checkFields(field, fieldPath, issues, seen)
  }
}

/**
 * Checks the arguments of `createToken(type, data)` before any call is made (controller.md §5,
 * Tokens). Errors name the offending field by its path in `data`.
 */
export const validateTokenData = (type: unknown, data: unknown, options: TokenDataOptions = {}): OptionsReport => {
  const issues = newIssues()
  oneOf(tokenTypes)(type, 'type', issues)
  if (data === undefined) return issues
  if (!isRecord(data)) {
    issues.errors.push(invalidValue('data', data, 'an object'))
    return issues
  }
  if (options?.element === 'iban') {
    for (const field of ibanElementFields) {
      if (data[field] !== undefined) {
        issues.errors.push(`data.${field} cannot be passed with an iban Element: the Element supplies it.`)
      }
    }
  }
  checkFields(data, 'data', issues, new Set())
  return issues
}
