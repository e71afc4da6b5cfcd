import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { execFileSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { compare, render } from '../../codegen/main.ts'

const root = resolve(import.meta.dirname, '../..')
const rendered = render()

describe('codegen', () => {
  it('renders every table with a banner naming generator, source and command', () => {
    expect(rendered.size).toBeGreaterThan(250)
    for (const [path, text] of rendered) {
      expect(path).toMatch(/^core\/generated\/.+\.generated\.ts$/)
      expect(text.split('\n').slice(0, 4)).toEqual([
        '// This file is generated. Do not edit it by hand.',
        expect.stringMatching(/^\/\/ Generator: codegen\/generators/),
        expect.stringMatching(/^\/\/ Source: data\//),
        '// Regenerate: npm run codegen',
      ])
    }
  })

  it('renders the same text every time', () => {
    expect(render()).toEqual(rendered)
  })

  it('matches what is committed', () => {
    expect(compare(rendered)).toEqual([])
  })

  describe('--check against an edited copy', () => {
    const copy = mkdtempSync(join(tmpdir(), 'payloom-codegen-'))
    cpSync(join(root, 'core/generated'), join(copy, 'core/generated'), { recursive: true })
    afterAll(() => rmSync(copy, { recursive: true, force: true }))

    it('names a stale, a missing and an orphaned file', () => {
      appendFileSync(join(copy, 'core/generated/limits.generated.ts'), '// edited by hand\n')
      unlinkSync(join(copy, 'core/generated/address/countries/JP.generated.ts'))
      writeFileSync(join(copy, 'core/generated/leftover.generated.ts'), 'export {}\n')
      expect(compare(rendered, copy)).toEqual(expect.arrayContaining([
        { kind: 'stale', path: 'core/generated/limits.generated.ts' },
        { kind: 'missing', path: 'core/generated/address/countries/JP.generated.ts' },
        { kind: 'orphan', path: 'core/generated/leftover.generated.ts' },
      ]))
      expect(compare(rendered, copy)).toHaveLength(3)
    })
  })

  it('passes as a command on the committed tree', () => {
    const output = execFileSync(process.execPath, ['codegen/main.ts', '--check'], { cwd: root, encoding: 'utf8' })
    expect(output).toMatch(/all \d+ generated files are up to date/)
    // A whole codegen run in its own process: seconds on a busy 2-core machine.
  }, 60_000)
})
