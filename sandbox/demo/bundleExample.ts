/**
 * Bundles merchant pages with the SDK the way a merchant's bundler would, with `payloom`,
 * `payloom/react`, `payloom/validation` and `payloom/plugins/*` resolved to the sources (as
 * vitest.config.ts and tsconfig.json paths do), in memory. The demo checkout, the browser tests and
 * the Chromium bench all build their pages here.
 */
import { join, relative, resolve } from 'node:path'
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { sourceAliases } from '../../sourceAliases.ts'

const root = resolve(import.meta.dirname, '../..')

/** The published names and the source files they stand for (paths from the repository root). */

/** An esbuild plugin that resolves the published names through `sourceAliases`. */
export const payloomSources: Plugin = {
  name: 'payloom-sources',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^payloom(\/|$)/ }, ({ path }) => {
      const alias = sourceAliases.find(([pattern]) => pattern.test(path))
      return alias === undefined ? undefined : { path: join(root, path.replace(alias[0], alias[1])) }
    })
  },
}

/** What every page build shares: browser ESM, React's production build, the sources behind `payloom`. */
export const pageBuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  write: false,
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [payloomSources],
} as const satisfies BuildOptions

/** One built file, by the path it is served at. */
export interface BuiltFile {
  readonly path: string
  readonly contentType: string
  readonly text: string
  /** The source modules whose code it holds, from the repository root (`node_modules/libphonenumber-js/...`). */
  readonly inputs: ReadonlyArray<string>
}

const contentTypes: Readonly<Record<string, string>> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

/**
 * Builds page entries (name -> source file from the repository root) into `publicPath`: one
 * `<name>.js` each plus shared chunks, split at dynamic imports so a page loads an element, a
 * locale or a country's details only when it shows it.
 */
export const bundlePages = async (entries: Readonly<Record<string, string>>, publicPath: string): Promise<ReadonlyMap<string, BuiltFile>> => {
  const outdir = join(root, '.bundle')
  const result = await build({
    ...pageBuildOptions,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, join(root, file)])),
    outdir,
    absWorkingDir: root,
    splitting: true,
    minify: true,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
  })
  return new Map(result.outputFiles.map((file) => {
    const path = `${publicPath}/${relative(outdir, file.path)}`
    // Only the inputs that put code in this file: tree-shaken ones are listed with 0 bytes.
    const inputs = Object.entries(result.metafile.outputs[relative(root, file.path)]?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0).map(([name]) => name)
    return [path, { path, contentType: contentTypes[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream', text: file.text, inputs }]
  }))
}
