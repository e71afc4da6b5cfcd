/**
 * `npm run codegen`            regenerates core/generated/ from data/.
 * `npm run codegen -- --check` regenerates in memory and fails, listing every difference
 *                              (stale, missing and orphaned files), without writing anything.
 */
import { readFileSync, writeFileSync, mkdirSync, readdirSync, rmSync, existsSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Project, ts } from 'ts-morph'
import type { DataLister, DataReader, GeneratedFile } from './GeneratedFile.ts'
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

/** Renders every generated file in memory: path -> text. */
export const render = (): Map<string, string> => {
  const project = new Project({ useInMemoryFileSystem: true })
  const out = new Map<string, string>()
  for (const generate of generators) {
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

const filesOnDisk = (dir: string): string[] => {
  const full = join(root, dir)
  if (!existsSync(full)) return []
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort()
}

const main = (): void => {
  const check = process.argv.includes('--check')
  const rendered = render()
  const differences: string[] = []
  for (const [path, text] of rendered) {
    const full = join(root, path)
    const current = existsSync(full) ? readFileSync(full, 'utf8') : undefined
    if (current === text) continue
    if (check) differences.push(`${current === undefined ? 'missing' : 'stale'}: ${path}`)
    else {
      mkdirSync(dirname(full), { recursive: true })
      writeFileSync(full, text)
    }
  }
  for (const path of filesOnDisk(generatedDir)) {
    if (rendered.has(path)) continue
    if (check) differences.push(`orphan: ${path}`)
    else rmSync(join(root, path))
  }
  if (check && differences.length > 0) {
    console.error(`codegen --check: ${differences.length} generated file(s) differ from data/:\n  ${differences.join('\n  ')}\nRun \`npm run codegen\`.`)
    process.exit(1)
  }
  console.log(check ? `codegen --check: ${rendered.size} generated files are up to date` : `codegen: wrote ${rendered.size} files to ${generatedDir}/`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
