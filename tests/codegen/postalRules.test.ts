import { Node, Project } from 'ts-morph'
import { describe, expect, it } from 'vitest'
import { postalRules as generate } from '../../codegen/generators/postalRules.ts'
import aliases from '../../data/address/country-aliases.json' with { type: 'json' }
import formats from '../../data/address/formats.json' with { type: 'json' }

type Formats = Record<string, Record<string, unknown>>

/** Runs the generator on a changed copy of data/address/formats.json and returns the table it emits. */
const run = (change: (copy: Formats) => void): Record<string, unknown> => {
  const copy: Formats = structuredClone(formats)
  change(copy)
  const files = generate(<T>(path: string) => (path === 'address/formats.json' ? copy : aliases) as T, () => [])
  expect(files.map((file) => file.path)).toEqual(['core/generated/address/postalRules.generated.ts'])
  const sourceFile = new Project({ useInMemoryFileSystem: true }).createSourceFile('postalRules.ts', '')
  files[0]?.build(sourceFile)
  // `{...} as const satisfies T`: the object literal is plain JavaScript.
  let literal = sourceFile.getVariableDeclarationOrThrow('postalRules').getInitializerOrThrow()
  while (Node.isSatisfiesExpression(literal) || Node.isAsExpression(literal)) literal = literal.getExpression()
  return new Function(`return ${literal.getText()}`)() as Record<string, unknown>
}

describe('codegen/generators/postalRules.ts', () => {
  const asIs = run(() => undefined)

  it('emits the pattern, the prefix and only the flags that are set', () => {
    expect(asIs.CH).toEqual({ pattern: '\\d{4}', prefix: 'CH-', required: true })
    expect(asIs.US).toEqual({ pattern: formats.US.postalPattern, required: true, zip: true })
    expect(asIs.AD).toEqual({ pattern: formats.AD.postalPattern })
  })

  it('leaves out countries without postal codes', () => {
    expect(formats.HK).not.toHaveProperty('postalPattern')
    expect(asIs).not.toHaveProperty('HK')
  })

  it('folds the aliases into their target, like the full rules do', () => {
    expect(asIs).not.toHaveProperty('TA')
    expect(asIs.SH).toEqual({ pattern: expect.stringContaining(`|(?:${formats.TA.postalPattern})`), required: true })
  })

  it('follows the source: require, name type and prefix', () => {
    const changed = run((copy) => {
      copy.CH!.require = 'AC'
      copy.CH!.postalNameType = 'zip'
      delete copy.CH!.postalPrefixPattern
    })
    expect(changed.CH).toEqual({ pattern: '\\d{4}', zip: true })
  })

  it('refuses a prefix or a required code without a pattern, which it could not carry', () => {
    expect(() => run((copy) => { copy.HK!.postalPrefixPattern = 'HK-' })).toThrow(/data\/address\/formats\.json: HK: has a postalPrefixPattern but no postalPattern/)
    expect(() => run((copy) => { copy.KP!.require = 'ACZ' })).toThrow(/data\/address\/formats\.json: KP: requires a postal code but has no postalPattern/)
  })
})
