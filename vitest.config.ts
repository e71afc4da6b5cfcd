import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { sourceAliases } from './sourceAliases.ts'

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url))
const linkBrowserFiles = 'tests/browser/link*.test.ts'

// Tests import the SDK by its published names, resolved to the sources.
export default defineConfig({
  resolve: {
    alias: sourceAliases.map(([find, target]) => ({ find, replacement: here(`./${target}`) })),
  },
  test: {
    // Two test files at a time: vitest's default (cores - 1) runs one at a time on the 2-core CI
    // machine, and a Chromium file spends most of its time waiting on the browser and the sandbox,
    // so two overlap well. Link's Chromium files run first, one at a time, with nothing beside
    // them: on a machine kept busy, races in the wallet's timing show up there (the note of
    // session 12 names two), which are to be found, not hidden by a slower suite.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'link-browser', include: [linkBrowserFiles], maxWorkers: 1, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'all-else', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: [...configDefaults.exclude, linkBrowserFiles], maxWorkers: 2, sequence: { groupOrder: 2 } } },
    ],
    env: {
      // Every sandbox a test starts assigns the light experiments' usual arms (the frames hand their
      // messages over, Link looks a stored login up as the session loads), so no test's outcome
      // depends on the bucket a random instance id falls into. The tests of each arm pin it
      // through the sandbox's test helper (lightExperiments, controllerFrames, postMessageBus).
      PAYLOOM_EXPERIMENT_ASSIGNMENTS: 'elements_direct_messaging_phase_1=not_in_population,skip_link_consumer_lookup_experiment_v3=control',
    },
  },
})
