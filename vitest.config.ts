import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { sourceAliases } from './sourceAliases.ts'

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))

// Tests import the SDK by its published names, resolved to the sources.
export default defineConfig({
  resolve: {
    alias: sourceAliases.map(([find, target]) => ({ find, replacement: here(`./${target}`) })),
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
  },
})
