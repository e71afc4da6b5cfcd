import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
/** What a plugin may import: the published payloom entries, React, effect by subpath, its own files. */
const allowed = /^(payloom|payloom\/validation|payloom\/validation\/(card|address|contact|options|bank)|payloom\/react|payloom\/methods|payloom\/(logos|banks)\/[a-z0-9_]+|react|react\/jsx-runtime|effect\/[A-Za-z]+|libphonenumber-js\/min|mitt|@simplewebauthn\/browser)$/

const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))

const importsOf = (file: string): string[] =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((m) => m[1] ?? m[2] ?? '')

describe('plugins use only the public contract', () => {
  const pluginDirs = [
    ...readdirSync(join(root, 'plugins'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `plugins/${e.name}`),
    ...readdirSync(join(root, 'examples/plugins'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `examples/plugins/${e.name}`),
  ]

  it('finds the plugins to check', () => {
    expect(pluginDirs).toContain('plugins/card')
    expect(pluginDirs).toContain('examples/plugins/blik')
  })

  it.each(pluginDirs)('%s imports only published entry points or its own files', (dir) => {
    for (const file of sourcesUnder(dir)) {
      for (const specifier of importsOf(file)) {
        if (specifier.startsWith('.')) {
          const target = relative(join(root, dir), resolve(dirname(join(root, file)), specifier))
          expect(target.startsWith('..'), `${file} reaches outside its plugin: ${specifier}`).toBe(false)
        } else {
          expect(specifier, `${file} imports ${specifier}`).toMatch(allowed)
        }
      }
    }
  })
})
