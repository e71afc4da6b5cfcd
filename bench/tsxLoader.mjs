// A module loader hook: transforms .tsx sources with esbuild (types stripped, JSX to React's runtime).
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.tsx')) return nextLoad(url, context)
  const source = await readFile(fileURLToPath(url), 'utf8')
  const { code } = await transform(source, { loader: 'tsx', jsx: 'automatic', format: 'esm', sourcefile: fileURLToPath(url) })
  return { format: 'module', source: code, shortCircuit: true }
}
