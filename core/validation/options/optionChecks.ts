/**
 * Small combinators for checking a merchant's options: each check adds the spec's kind of message to
 * a report instead of throwing, so one call lists every mistake at once. Options come from plain
 * JavaScript too, so every check accepts `unknown`.
 */
import { isRecord } from '../../json/guards.ts'

/** An `OptionsReport` being filled. */
export interface Issues {
  readonly errors: string[]
  readonly warnings: string[]
}

export const newIssues = (): Issues => ({ errors: [], warnings: [] })

/** Checks a value that is present; the enclosing `object` check decides what an absent one means. */
export type Check = (value: unknown, path: string, issues: Issues) => void

/** A short, safe rendering of any value for a message (never throws, even for symbols or null-prototype objects). */
export const describe = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'symbol' || typeof value === 'function') return `a ${typeof value}`
  return String(value)
}

export const joinPath = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`

export const invalidValue = (path: string, value: unknown, expected: string): string =>
  `Invalid value for ${path === '' ? 'options' : path}: ${describe(value)}. Expected ${expected}.`

export const oneOfText = (values: ReadonlyArray<string>): string => `one of ${values.join(', ')}`

/** A check from a predicate and the words for what it expects. */
export const satisfies = (test: (value: unknown) => boolean, expected: string): Check => (value, path, issues) => {
  if (!test(value)) issues.errors.push(invalidValue(path, value, expected))
}

/** A string that passes `test`. */
export const stringWhere = (test: (value: string) => boolean, expected: string): Check =>
  satisfies((value) => typeof value === 'string' && test(value), expected)

export const oneOf = (values: ReadonlyArray<string>): Check =>
  satisfies((value) => typeof value === 'string' && values.includes(value), oneOfText(values))

export const boolean: Check = satisfies((value) => typeof value === 'boolean', 'a boolean')

export const string: Check = satisfies((value) => typeof value === 'string', 'a string')

export const nonNegativeNumber: Check = satisfies(
  (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  'a non-negative number',
)

export const nonNegativeInteger: Check = satisfies(
  (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0,
  'a non-negative integer',
)

export const arrayOf = (item: Check): Check => (value, path, issues) => {
  if (!Array.isArray(value)) {
    issues.errors.push(invalidValue(path, value, 'an array'))
    return
  }
  value.forEach((element: unknown, index) => item(element, joinPath(path, index), issues))
}

/** An object with any keys, each value checked by `item` (for maps keyed by payment method type). */
export const recordOf = (item: Check): Check => (value, path, issues) => {
  if (!isRecord(value)) {
    issues.errors.push(invalidValue(path, value, 'an object'))
    return
  }
  for (const [key, element] of Object.entries(value)) item(element, joinPath(path, key), issues)
}

/** Reports every key of `value` that `known` does not list, naming the option. */
export const checkKnownKeys = (
  value: Readonly<Record<string, unknown>>,
  known: Readonly<Record<string, unknown>>,
  path: string,
  issues: Issues,
): void => {
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(known, key)) issues.errors.push(`Unknown option ${joinPath(path, key)}.`)
  }
}

/** An object with known keys: an unknown key is an error naming it, a missing required key too. */
export const object = (fields: Readonly<Record<string, Check>>, required: ReadonlyArray<string> = []): Check =>
  (value, path, issues) => {
    if (!isRecord(value)) {
      issues.errors.push(invalidValue(path, value, 'an object'))
      return
    }
    checkKnownKeys(value, fields, path, issues)
    for (const [key, check] of Object.entries(fields)) {
      const field = Object.hasOwn(value, key) ? value[key] : undefined
      if (field !== undefined) check(field, joinPath(path, key), issues)
      else if (required.includes(key)) issues.errors.push(`Missing required option ${joinPath(path, key)}.`)
    }
  }

/** An option that is either a keyword (checked by `keyword`) or an object of settings. */
export const keywordOr = (keyword: Check, settings: Check): Check => (value, path, issues) =>
  (typeof value === 'string' ? keyword : settings)(value, path, issues)

/** Runs a root check and returns its report; absent options are valid (every option is optional). */
export const report = (check: Check, value: unknown): Issues => {
  const issues = newIssues()
  if (value !== undefined) check(value, '', issues)
  return issues
}
