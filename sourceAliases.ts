/**
 * The published entry points mapped to their sources, most specific first. The tests, the bench's
 * bundles and the demo pages resolve `payloom/...` through this one table, the way a merchant's
 * bundler resolves the package's export map to dist/.
 */
export const sourceAliases: ReadonlyArray<readonly [RegExp, string]> = [
  [/^payloom\/plugins\/([^/]+)$/, 'plugins/$1/index.ts'],
  [/^payloom\/logos\/([a-z0-9_]+)$/, 'core/generated/logos/$1.generated.ts'],
  [/^payloom\/banks\/([a-z0-9]+)$/, 'core/generated/$1Banks.generated.ts'],
  [/^payloom\/validation\/(card|address|contact|options|bank)$/, 'core/validation/$1/index.ts'],
  [/^payloom\/validation$/, 'core/validation/index.ts'],
  [/^payloom\/react$/, 'core/react/index.ts'],
  [/^payloom\/methods$/, 'core/methods/index.ts'],
  [/^payloom\/loader$/, 'core/loader.ts'],
  [/^payloom$/, 'core/index.ts'],
]
