import { VariableDeclarationKind, type SourceFile } from 'ts-morph'

/** Sorted keys make the output independent of the order the sources list things in. */
const stableStringify = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v, 2)

export interface ConstOptions {
  readonly docs?: string
  /** A type the value must satisfy, checked by the compiler: `as const satisfies T`. */
  readonly satisfies?: string
  /** Keep object keys in the given order (for ordered tables); otherwise they are sorted. */
  readonly keepOrder?: boolean
}

/** `export const name = <value> as const [satisfies T]` */
export const exportConst = (file: SourceFile, name: string, value: unknown, options: ConstOptions = {}): void => {
  const literal = options.keepOrder ? JSON.stringify(value, null, 2) : stableStringify(value)
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
    type: members.length === 0 ? 'never' : members.map((m) => JSON.stringify(m).replace(/"/g, "'")).join(' | '),
  })
}

/** `import type { A, B } from 'spec'` */
export const importTypes = (file: SourceFile, moduleSpecifier: string, names: ReadonlyArray<string>): void => {
  file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier, namedImports: [...names] })
}
