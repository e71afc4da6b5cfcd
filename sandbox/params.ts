import { ApiError } from './ApiError.ts'
import type { FormHash, FormValue } from './formBody.ts'

/**
 * Typed readers over decoded parameters. Each names the offending parameter (`card[number]`) in
 * the 400 it throws, so bad input is never a 500. `at` is the path of `params` inside the request.
 */
export interface Reader {
  /** The parameter's full name, as errors report it. */
  readonly name: (key: string) => string
  readonly has: (key: string) => boolean
  readonly string: (key: string) => string | undefined
  readonly requiredString: (key: string) => string
  readonly integer: (key: string, min?: number, max?: number) => number | undefined
  readonly boolean: (key: string) => boolean | undefined
  readonly oneOf: <const T extends string>(key: string, values: readonly T[]) => T | undefined
  readonly strings: (key: string) => readonly string[] | undefined
  readonly hash: (key: string) => Reader | undefined
  /** A hash of strings (metadata, or a free-form map). */
  readonly stringMap: (key: string) => Readonly<Record<string, string>> | undefined
  /** The raw value, for echoing back a nested object as the provider does (shipping, billing_details). */
  readonly raw: (key: string) => FormValue | undefined
  /** Refuses any key not in `allowed` with parameter_unknown. */
  readonly only: (allowed: readonly string[]) => Reader
  readonly keys: readonly string[]
}

const isHash = (value: FormValue | undefined): value is FormHash => typeof value === 'object' && !Array.isArray(value)

/** A reader over `params`, whose parameters are reported as `at[key]` (or `key` at the top). */
export const reader = (params: FormHash, at?: string): Reader => {
  const name = (key: string): string => (at === undefined ? key : `${at}[${key}]`)
  const get = (key: string): FormValue | undefined => params[key]
  const invalid = (key: string, what: string): ApiError => ApiError.invalidRequest(`Invalid ${name(key)}: ${what}`, { param: name(key) })

  const string = (key: string): string | undefined => {
    const value = get(key)
    if (value === undefined) return undefined
    if (typeof value !== 'string') throw invalid(key, 'must be a string')
    return value
  }

  const self: Reader = {
    name,
    keys: Object.keys(params),
    has: (key) => get(key) !== undefined && get(key) !== '',
    raw: get,
    string: (key) => {
      const value = string(key)
      return value === '' ? undefined : value
    },
    requiredString: (key) => {
      const value = string(key)
      if (value === undefined || value === '') throw ApiError.missingParam(name(key))
      return value
    },
    integer: (key, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) => {
      const value = string(key)
      if (value === undefined || value === '') return undefined
      if (!/^-?\d{1,16}$/.test(value)) throw invalid(key, 'must be an integer')
      const number = Number(value)
      if (number < min || number > max) throw invalid(key, `must be between ${min} and ${max}`)
      return number
    },
    boolean: (key) => {
      const value = string(key)
      if (value === undefined || value === '') return undefined
      if (value !== 'true' && value !== 'false') throw invalid(key, 'must be a boolean (true or false)')
      return value === 'true'
    },
    oneOf: (key, values) => {
      const value = string(key)
      if (value === undefined || value === '') return undefined
      const found = values.find((candidate) => candidate === value)
      if (found === undefined) throw invalid(key, `must be one of ${values.join(', ')}`)
      return found
    },
    strings: (key) => {
      const value = get(key)
      if (value === undefined || value === '') return undefined
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw invalid(key, 'must be a list of strings')
      return value as readonly string[]
    },
    hash: (key) => {
      const value = get(key)
      if (value === undefined || value === '') return undefined
      if (!isHash(value)) throw invalid(key, 'must be a hash')
      return reader(value, name(key))
    },
    stringMap: (key) => {
      const value = get(key)
      if (value === undefined || value === '') return undefined
      if (!isHash(value) || Object.values(value).some((item) => typeof item !== 'string')) throw invalid(key, 'must be a hash of strings')
      return { ...(value as Readonly<Record<string, string>>) }
    },
    only: (allowed) => {
      for (const key of Object.keys(params)) if (!allowed.includes(key)) throw ApiError.unknownParam(name(key))
      return self
    },
  }
  return self
}

/** Parameters every call accepts and the sandbox ignores (the provider's expansion and client hints). */
export const commonParams = ['expand', 'key', '_stripe_version', '_stripe_account', 'payment_user_agent', 'time_on_page', 'referrer', 'muid', 'guid', 'sid'] as const

/** Metadata as the provider limits it: at most 50 keys, keys up to 40 characters, values up to 500. */
export const metadata = (params: Reader): Readonly<Record<string, string>> | undefined => {
  const map = params.stringMap('metadata')
  if (map === undefined) return undefined
  const keys = Object.keys(map)
  if (keys.length > 50) throw ApiError.invalidRequest('Invalid metadata: metadata can have at most 50 keys.', { param: 'metadata' })
  for (const key of keys) {
    if (key.length > 40) throw ApiError.invalidRequest(`Invalid metadata: keys must be at most 40 characters (${params.name('metadata')}[${key.slice(0, 40)}...]).`, { param: `metadata[${key}]` })
    if (map[key]!.length > 500) throw ApiError.invalidRequest('Invalid metadata: values must be at most 500 characters.', { param: `metadata[${key}]` })
  }
  return map
}
