import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeValue, propertyName, ruleText } from '../../../../core/elements/appearance/cssText.ts'

// Built once, at import: fast-check maps every code point when it builds a binary string
// arbitrary (about 4 s), which would otherwise count against the first test's 5 s timeout.
const anyText = fc.string({ unit: 'binary' })

describe('propertyName', () => {
  it('turns camelCase into kebab-case', () => {
    expect(propertyName('borderColor')).toBe('border-color')
    expect(propertyName('color')).toBe('color')
    expect(propertyName('borderTopLeftRadius')).toBe('border-top-left-radius')
  })

  it('reads React-style vendor prefixes', () => {
    expect(propertyName('WebkitAppearance')).toBe('-webkit-appearance')
    expect(propertyName('MozOsxFontSmoothing')).toBe('-moz-osx-font-smoothing')
    expect(propertyName('msTransform')).toBe('-ms-transform')
  })

  it('keeps kebab-case names and custom properties', () => {
    expect(propertyName('border-color')).toBe('border-color')
    expect(propertyName('--p-colorPrimary')).toBe('--p-colorPrimary')
  })
})

describe('escapeValue', () => {
  it('turns what could end a declaration, a block or a <style> into hex escapes', () => {
    expect(escapeValue('red; } body { x')).toBe('red\\3b  \\7d  body \\7b  x')
    expect(escapeValue('</style>')).toBe('\\3c /style\\3e ')
    expect(escapeValue('a\\b')).toBe('a\\5c b')
    expect(escapeValue('a\nb\rc\fd')).toBe('a b c d')
  })

  it('leaves values without those characters alone', () => {
    expect(escapeValue('"Inter", sans-serif')).toBe('"Inter", sans-serif')
    expect(escapeValue('calc(var(--p-spacingUnit) * 3)')).toBe('calc(var(--p-spacingUnit) * 3)')
  })

  it('never lets a syntax character through', () => {
    fc.assert(fc.property(anyText, (value) => {
      expect(escapeValue(value)).not.toMatch(/[{};<>\n\r\f]/)
    }))
  })
})

describe('ruleText', () => {
  it('writes a rule with kebab-case names, and nothing for no declarations', () => {
    expect(ruleText('.a', { borderColor: 'red', WebkitTextFillColor: 'red' })).toBe('.a { border-color: red; -webkit-text-fill-color: red }')
    expect(ruleText('.a', {})).toBe('')
  })
})
