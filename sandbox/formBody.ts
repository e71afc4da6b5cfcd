import { ApiError } from './ApiError.ts'

/** A decoded parameter: a string leaf, a list, or a nested hash, as the provider's REST API reads them. */
export type FormValue = string | readonly FormValue[] | FormHash

/** A nested hash of parameters. Built without a prototype, so `__proto__` is an ordinary key. */
export interface FormHash {
  readonly [key: string]: FormValue | undefined
}

type Mutable = { [key: string]: MutableValue }
type MutableValue = string | Mutable

/** Nesting deeper than this is refused: no real call needs it, and it bounds the work per request. */
const maxDepth = 8

const hash = (): Mutable => Object.create(null) as Mutable

const decode = (text: string, param: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    throw ApiError.invalidRequest(`Invalid URL encoding in the parameter ${param}.`, { param })
  }
}

/**
 * Splits `a[b][0]` into ['a', 'b', '0'] and `a[]` into ['a', ''] (an empty segment appends).
 * A name that is not of that shape is taken literally, so it is reported as an unknown parameter.
 */
const segments = (name: string): readonly string[] => {
  const open = name.indexOf('[')
  if (open <= 0 || !name.endsWith(']')) return [name]
  const inner = name.slice(open + 1, -1).split('][')
  if (inner.some((part) => part.includes('[') || part.includes(']'))) return [name]
  return [name.slice(0, open), ...inner]
}

const nameOf = (path: readonly string[]): string => path[0] + path.slice(1).map((part) => `[${part}]`).join('')

const place = (root: Mutable, path: readonly string[], value: string, name: string): void => {
  if (path.length > maxDepth) throw ApiError.invalidRequest(`The parameter ${name} is nested too deeply.`, { param: name })
  let node = root
  for (let i = 0; i < path.length; i++) {
    const key = path[i] === '' && i > 0 ? String(Object.keys(node).length) : path[i]!
    const last = i === path.length - 1
    const existing = node[key]
    if (last) {
      if (typeof existing === 'object') throw ApiError.invalidRequest(`Invalid hash: ${name} is given both as a value and as a hash.`, { param: nameOf(path.slice(0, i + 1)) })
      node[key] = value
    } else if (existing === undefined) {
      const child = hash()
      node[key] = child
      node = child
    } else if (typeof existing === 'string') {
      throw ApiError.invalidRequest(`Invalid hash: ${name} is given both as a value and as a hash.`, { param: nameOf(path.slice(0, i + 1)) })
    } else node = existing
  }
}

// A hash whose keys are exactly 0..n-1 was written as a list (`types[0]=a&types[1]=b` or `types[]=a`).
const freeze = (value: MutableValue): FormValue => {
  if (typeof value === 'string') return value
  const keys = Object.keys(value)
  if (keys.length > 0 && keys.every((key, i) => key === String(i))) return keys.map((key) => freeze(value[key]!))
  return freezeHash(value)
}

const freezeHash = (value: Mutable): FormHash => {
  const out = Object.create(null) as Record<string, FormValue>
  for (const key of Object.keys(value)) out[key] = freeze(value[key]!)
  return out
}

/**
 * Decodes an `application/x-www-form-urlencoded` body or a query string with bracketed nested
 * keys (`card[number]=4242...`, `payment_method_types[0]=card`, `expand[]=payment_method`).
 * A key given twice keeps its last value; a key used both as a value and as a hash is a 400.
 */
export const decodeForm = (text: string): FormHash => {
  const root = hash()
  for (const pair of text.split('&')) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const rawName = eq < 0 ? pair : pair.slice(0, eq)
    const name = decode(rawName, rawName)
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1), name)
    place(root, segments(name), value, name)
  }
  return freezeHash(root)
}
