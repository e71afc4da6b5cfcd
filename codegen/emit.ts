import { VariableDeclarationKind, type SourceFile } from 'ts-morph'

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/
const quote = (text: string): string => `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`
const isPrimitive = (v: unknown): boolean => v === null || typeof v !== 'object'

/**
 * Prints a JSON-like value as a TypeScript literal: single quotes, bare keys where possible,
 * arrays of primitives on one line. Keys are sorted unless the order means something, so the
 * output never depends on the order a source lists things in.
 */
export const printLiteral = (value: unknown, sortKeys = true, indent = ''): string => {
  if (typeof value === 'string') return quote(value)
  if (value === undefined) return 'undefined'
  if (isPrimitive(value)) return JSON.stringify(value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    if (value.every(isPrimitive)) return `[${value.map((v) => printLiteral(v)).join(', ')}]`
    return `[\n${value.map((v) => inner + printLiteral(v, sortKeys, inner)).join(',\n')},\n${indent}]`
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
  if (sortKeys) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  if (entries.length === 0) return '{}'
  const key = (k: string): string => (identifier.test(k) ? k : quote(k))
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${printLiteral(v, sortKeys, inner)}`).join(',\n')},\n${indent}}`
}

export interface ConstOptions {
  readonly docs?: string
  /** A type the value must satisfy, checked by the compiler: `as const satisfies T`. */
  readonly satisfies?: string
  /** Keep object keys in the given order (for ordered tables); otherwise they are sorted. */
  readonly keepOrder?: boolean
}

/** `export const name = <value> as const [satisfies T]` */
export const exportConst = (file: SourceFile, name: string, value: unknown, options: ConstOptions = {}): void => {
  const literal = printLiteral(value, !options.keepOrder)
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: options.docs ? [options.docs] : [],
    declarations: [{
      name,
      initializer: `${literal} as const${options.satisfies ? ` satisfies ${options.satisfies}` : ''}`,
    }],
  })
}

/** `export type Name = 'a' | 'b' | ...` from a list of string literals. */
export const exportUnion = (file: SourceFile, name: string, members: ReadonlyArray<string>, docs?: string): void => {
  file.addTypeAlias({
    isExported: true,
    name,
    docs: docs ? [docs] : [],
    type: members.length === 0 ? 'never' : members.map((m) => quote(m)).join(' | '),
  })
}

/** `import type { A, B } from 'spec'` */
export const importTypes = (file: SourceFile, moduleSpecifier: string, names: ReadonlyArray<string>): void => {
  file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier, namedImports: [...names] })
}
