/**
 * `npm run codegen`            regenerates core/generated/ from data/.
 * `npm run codegen -- --check` regenerates in memory and fails, listing every difference
 *                              (stale, missing and orphaned files), without writing anything.
 */
import { readFileSync, writeFileSync, mkdirSync, readdirSync, rmSync, existsSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Project, ts } from 'ts-morph'
import type { DataLister, DataReader, GeneratedFile, Generator } from './GeneratedFile.ts'
import { generators } from './generators/index.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const generatedDir = 'core/generated'

const readData: DataReader = <T>(relativePath: string): T =>
  JSON.parse(readFileSync(join(root, 'data', relativePath), 'utf8')) as T

const banner = (file: GeneratedFile): string =>
  [
    '// This file is generated. Do not edit it by hand.',
    `// Generator: codegen/generators (${file.path.replace(`${generatedDir}/`, '')})`,
    `// Source: ${file.sources.join(', ')}`,
    '// Regenerate: npm run codegen',
    '',
  ].join('\n')

const listData: DataLister = (relativePath) =>
  readdirSync(join(root, 'data', relativePath), { withFileTypes: true })
    .map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }))
    .sort((a, b) => (a.name < b.name ? -1 : 1))

/** Renders the generated files in memory (every generator's unless told which): path -> text. */
export const render = (chosen: ReadonlyArray<Generator> = generators): Map<string, string> => {
  const project = new Project({ useInMemoryFileSystem: true })
  const out = new Map<string, string>()
  for (const generate of chosen) {
    for (const file of generate(readData, listData)) {
      if (!file.path.startsWith(`${generatedDir}/`) || !file.path.endsWith('.generated.ts')) {
        throw new Error(`generated file ${file.path} must be under ${generatedDir}/ and end in .generated.ts`)
      }
      if (out.has(file.path)) throw new Error(`two generators emit ${file.path}`)
      const sourceFile = project.createSourceFile(file.path, '')
      file.build(sourceFile)
      sourceFile.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: ts.SemicolonPreference.Remove })
      out.set(file.path, banner(file) + sourceFile.getFullText().trimEnd() + '\n')
    }
  }
  return out
}

const filesOnDisk = (base: string, dir: string): string[] => {
  const full = join(base, dir)
  if (!existsSync(full)) return []
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)))
    .sort()
}

/** One way the files under `base` differ from what codegen renders. */
export interface Difference {
  readonly kind: 'stale' | 'missing' | 'orphan'
  readonly path: string
}

/** Compares rendered files with those on disk under `base`, orphans included. */
export const compare = (rendered: ReadonlyMap<string, string>, base: string = root): Difference[] => {
  const differences: Difference[] = []
  for (const [path, text] of rendered) {
    const full = join(base, path)
    if (!existsSync(full)) differences.push({ kind: 'missing', path })
    else if (readFileSync(full, 'utf8') !== text) differences.push({ kind: 'stale', path })
  }
  for (const path of filesOnDisk(base, generatedDir)) {
    if (!rendered.has(path)) differences.push({ kind: 'orphan', path })
  }
  return differences
}

const main = (): void => {
  const check = process.argv.includes('--check')
  const rendered = render()
  const differences = compare(rendered)
  if (check) {
    if (differences.length > 0) {
      console.error(`codegen --check: ${differences.length} generated file(s) differ from data/:\n${differences.map((d) => `  ${d.kind}: ${d.path}`).join('\n')}\nRun \`npm run codegen\`.`)
      process.exit(1)
    }
    console.log(`codegen --check: all ${rendered.size} generated files are up to date`)
    return
  }
  for (const { kind, path } of differences) {
    const full = join(root, path)
    if (kind === 'orphan') rmSync(full)
    else {
      mkdirSync(dirname(full), { recursive: true })
      writeFileSync(full, rendered.get(path) ?? '')
    }
  }
  console.log(`codegen: ${rendered.size} generated files, ${differences.length} written or removed`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
