import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))

// Tests import the SDK by its published names, resolved to the sources.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^payloom\/plugins\/(.*)$/, replacement: here('./plugins/$1/index.ts') },
      { find: /^payloom\/validation$/, replacement: here('./core/validation/index.ts') },
      { find: /^payloom\/react$/, replacement: here('./core/react/index.ts') },
      { find: /^payloom$/, replacement: here('./core/index.ts') },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
  },
})
