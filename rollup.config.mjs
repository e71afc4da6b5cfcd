// Builds the published bundles: one ESM entry for the core, the validation rules, the React
// bindings and each plugin, each with its bundled .d.ts. Dependencies stay external (the
// merchant's bundler dedupes them); plugins import the core by its package name, exactly as an
// outside author's plugin does, so no plugin carries a copy of the core.
import { readdirSync, existsSync } from 'node:fs'
import esbuild from 'rollup-plugin-esbuild'
import dts from 'rollup-plugin-dts'

const plugins = readdirSync('plugins', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`plugins/${entry.name}/index.ts`))
  .map((entry) => entry.name)

/** Output name (under dist/) -> source entry. */
export const entries = {
  'core/index': 'core/index.ts',
  'loader/index': 'core/loader.ts',
  'validation/index': 'core/validation/index.ts',
  'methods/index': 'core/methods/index.ts',
  ...Object.fromEntries(['card', 'address', 'contact', 'options', 'bank'].map((group) => [`validation/${group}/index`, `core/validation/${group}/index.ts`])),
  ...(existsSync('core/react/index.ts') ? { 'react/index': 'core/react/index.ts' } : {}),
  ...Object.fromEntries(plugins.map((name) => [`plugins/${name}/index`, `plugins/${name}/index.ts`])),
  // One entry per bank list (`payloom/banks/ideal`), so a method imports its own list only.
  ...Object.fromEntries(readdirSync('core/generated').filter((file) => file.endsWith('Banks.generated.ts')).map((file) => [`banks/${file.replace('Banks.generated.ts', '')}`, `core/generated/${file}`])),
  // One entry per logo (`payloom/logos/ideal`), so a plugin's loader imports its logo and no other.
  ...Object.fromEntries(readdirSync('core/generated/logos').map((file) => [`logos/${file.replace('.generated.ts', '')}`, `core/generated/logos/${file}`])),
}

const packageJson = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync('package.json', 'utf8')))
const dependencies = [...Object.keys(packageJson.dependencies ?? {}), ...Object.keys(packageJson.peerDependencies ?? {}), 'payloom']
const external = (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`))

export default [
  {
    input: entries,
    external,
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [esbuild({ target: 'es2022', jsx: 'automatic', minify: false })],
  },
  {
    input: entries,
    external,
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
    plugins: [dts({ tsconfig: 'tsconfig.json', compilerOptions: { paths: {} } })],
  },
]
