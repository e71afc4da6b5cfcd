/**
 * What an import costs a merchant's page: bundles a tiny ESM entry the way a merchant's bundler
 * would (resolve, tree-shake, minify) and measures it gzipped.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import commonjsPlugin from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { transform } from 'esbuild'
import { rollup, type Plugin } from 'rollup'
import esbuild from 'rollup-plugin-esbuild'
import { sourceAliases } from '../sourceAliases.ts'

export interface BundleSizeOptions {
  /** Module ids to leave out of the bundle, as a merchant's page would load them separately. */
  readonly external?: ReadonlyArray<string>
  /**
   * Bundle as a merchant's production build does, with `process.env.NODE_ENV` set to
   * "production", so that a package such as React counts its production build only.
   */
  readonly production?: boolean
}

/** Replaces `process.env.NODE_ENV` with "production", as a merchant's bundler does in a production build. */
const productionBuild: Plugin = {
  name: 'bundle-size-production',
  transform(code) {
    return code.includes('process.env.NODE_ENV') ? { code: code.replaceAll('process.env.NODE_ENV', '"production"'), map: null } : null
  },
}

// The plugin's types are read as CommonJS under NodeNext, which makes the default import the module
// object; Node loads the package's ESM build, whose default export is the plugin itself.
const commonjs = commonjsPlugin as unknown as typeof commonjsPlugin.default

const root = fileURLToPath(new URL('..', import.meta.url))
const entryId = '\0bundle-size-entry'

// The published package declares `"sideEffects": false`; a merchant's bundler trusts it, so the
// sources get the same treatment here.
const { sideEffects } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { sideEffects?: unknown }
const isSource = (id: string): boolean => {
  const path = relative(root, id)
  return !path.startsWith('..') && !path.split(/[\\/]/).includes('node_modules')
}

/** Serves the entry code, maps `payloom/*` to the source files and applies the package's sideEffects flag to them. */
const entryAndAliases = (code: string): Plugin => ({
  name: 'bundle-size-entry',
  async resolveId(id, importer, options) {
    if (id === entryId) return id
    const alias = sourceAliases.find(([pattern]) => pattern.test(id))
    const resolved = alias ? { id: join(root, id.replace(alias[0], alias[1])) } : await this.resolve(id, importer, { ...options, skipSelf: true })
    if (resolved === null || !isSource(resolved.id)) return resolved
    return sideEffects === false ? { id: resolved.id, moduleSideEffects: false } : resolved.id
  },
  load(id) {
    return id === entryId ? code : null
  },
})

/**
 * The gzip size (level 9), in bytes, of what `code` loads up front once bundled with rollup,
 * tree-shaken and minified by esbuild (each chunk on its own, as a browser fetches them); chunks
 * behind a dynamic import are left out. `code` is an ESM entry such as
 * `export { validateCardNumber } from 'payloom/validation'` or, for an npm package (CommonJS ones
 * too), `export { number, cvv } from 'card-validator'`.
 */
export const gzipSizeOfEntry = async (code: string, options: BundleSizeOptions = {}): Promise<number> => {
  const bundle = await rollup({
    input: entryId,
    external: [...(options.external ?? [])],
    plugins: [
      entryAndAliases(code),
      ...(options.production === true ? [productionBuild] : []),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
      commonjs(),
      esbuild({ target: 'es2022', tsconfig: join(root, 'tsconfig.json') }),
    ],
    onwarn: (warning, warn) => {
      // An entry naming something a module does not export must fail, not measure less.
      if (warning.code === 'MISSING_EXPORT') throw new Error(warning.message)
      warn(warning)
    },
  })
  try {
    const { output } = await bundle.generate({ format: 'es' })
    const chunks = new Map(output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])))
    // What the page loads up front: the entry and the chunks it imports statically. Chunks behind
    // a dynamic import (a locale's catalog, a country's details) load only when shown.
    const initial = new Set<string>()
    const visit = (fileName: string): void => {
      const chunk = chunks.get(fileName)
      if (chunk === undefined || initial.has(fileName)) return
      initial.add(fileName)
      chunk.imports.forEach(visit)
    }
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
    let bytes = 0
    for (const fileName of initial) {
      const minified = await transform(chunks.get(fileName)!.code, { minify: true, format: 'esm', target: 'es2022' })
      bytes += gzipSync(minified.code, { level: 9 }).length
    }
    return bytes
  } finally {
    await bundle.close()
  }
}
