import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCssLength, isSafeCssValue, validateAppearance } from '../../../core/validation/options/index.ts'

// Characters a legitimate value uses, to surround the attacks with.
const safeText = fc.string({ unit: fc.constantFrom(...'abcXYZ 0123456789#,.%-+_') })

const randomCase = (word: string): fc.Arbitrary<string> =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''))

// One letter written as a CSS escape: `\75`, `\000075 `, or a backslash before a non-hex letter.
const escaped = (char: string): fc.Arbitrary<string> => {
  const hex = char.codePointAt(0)?.toString(16) ?? ''
  return fc.constantFrom(`\\${hex}`, `\\${hex} `, `\\${hex.padStart(6, '0')}`, `\\${char}`)
}

// A call of a function, its name written every way CSS or a sloppy filter might read it; the
// argument closes the bracket, so only the name can give the call away.
const obfuscatedCall = (name: string): fc.Arbitrary<string> =>
  fc.tuple(
    randomCase(name),
    fc.nat({ max: name.length - 1 }),
    fc.constantFrom('none', 'escape', 'comment', 'space'),
    fc.constantFrom('(', ' (', '\t(', '\n(', '\\28', '\\(', '/**/('),
    fc.constantFrom('x.png)', '"https://evil.example/a.png")', ')', 'alert(1))'),
  ).chain(([word, at, trick, open, argument]) => {
    const bracket = `${open}${argument}`
    const before = word.slice(0, at)
    const after = word.slice(at + 1)
    const char = word[at] ?? ''
    switch (trick) {
      case 'escape': return escaped(char).map((e) => `${before}${e}${after}${bracket}`)
      case 'comment': return fc.constantFrom('/**/', '/* x */').map((c) => `${before}${c}${char}${after}${bracket}`)
      case 'space': return fc.constant(`${word} ${bracket}`)
      default: return fc.constant(`${word}${bracket}`)
    }
  })

const urlCall = obfuscatedCall('url')

const otherAttacks = fc.oneof(
  obfuscatedCall('expression'),
  obfuscatedCall('image-set'),
  obfuscatedCall('attr'),
  randomCase('javascript:'),
  randomCase('@import'),
  fc.constantFrom('<', '>', '</style>', ';', '{', '}', '\\', '/*', 'a\nb', '"', "'", ')', '&#117;rl('),
)

const accepted = (value: string): boolean => {
  const { value: normalized } = validateAppearance({ rules: { '.Input': { color: value } }, variables: { fontFamily: value } })
  const kept = normalized.rules['.Input']?.color !== undefined
  expect(normalized.variables.fontFamily !== undefined).toBe(kept)
  return kept
}

describe('isSafeCssValue', () => {
  it('accepts ordinary design values', () => {
    for (const value of ['#0570de', 'rgb(5, 112, 222)', 'hsla(210, 96%, 45%, 0.5)', "'Inter', -apple-system, sans-serif",
      '1px solid #e6e6e6', '0 0 0 3px rgba(0, 0, 0, 0.1)', 'calc(2 * var(--spacing))', '12px/1.5', 'メイリオ', 'bold', '100%']) {
      expect(isSafeCssValue(value), value).toBe(true)
    }
  })

  it('rejects url() and the other resource loaders in every case', () => {
    for (const value of ['url(x.png)', 'URL(x)', 'Url (x)', 'image-set("a.png" 1x)', '-webkit-image-set("a.png" 1x)',
      'image("a.png")', 'cross-fade(a, b)', 'element(#a)', 'attr(data-x url)', 'src("a")', 'paint(a)', 'expression(alert(1))']) {
      expect(isSafeCssValue(value), value).toBe(false)
    }
  })

  it('rejects escapes, comments, script schemes, imports, markup and unbalanced text', () => {
    for (const value of ['u\\72l(x)', '\\75 rl(x)', 'u/**/rl(x)', 'red /* x */', 'javascript:alert(1)', '@import "x"',
      '<script>', 'a > b', 'red; background: blue', 'red}', '"open', "'open", 'rgb(1, 2, 3', 'a)', 'a\nb', 'a\tb']) {
      expect(isSafeCssValue(value), value).toBe(false)
    }
  })

  it('never accepts a value with url( in any case or escaped form, in a rule or a variable', () => {
    fc.assert(fc.property(safeText, urlCall, safeText, (before, call, after) => {
      const value = `${before}${call}${after}`
      expect(isSafeCssValue(value)).toBe(false)
      expect(accepted(value)).toBe(false)
    }), { numRuns: 500 })
  })

  it('never accepts expression(), javascript:, @import, angle brackets and the other escapes from CSS', () => {
    fc.assert(fc.property(safeText, otherAttacks, safeText, (before, attack, after) => {
      expect(accepted(`${before}${attack}${after}`)).toBe(false)
    }), { numRuns: 500 })
  })

  it('accepts only values free of every injection means', () => {
    const risky = fc.string({ unit: fc.constantFrom(...'urlURL()\\/*:;@<>{}"\' \n#ab1-'), maxLength: 24 })
    fc.assert(fc.property(risky, (value) => {
      if (!isSafeCssValue(value)) return
      const squashed = value.toLowerCase().replace(/\s/g, '')
      expect(squashed).not.toContain('url(')
      for (const token of ['\\', '/*', ':', ';', '@', '<', '>', '{', '}', '\n']) expect(value).not.toContain(token)
    }), { numRuns: 2000 })
  })

  it('accepts any text of letters, digits and spaces', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'abcxyzABC0189 ') }), (value) => {
      expect(isSafeCssValue(value)).toBe(true)
    }))
  })
})

describe('isCssLength', () => {
  it('accepts lengths, zero and var()', () => {
    for (const value of ['4px', '0.5rem', '.5em', '-2px', '100%', '1.25vh', '0', 'var(--spacing-unit)']) {
      expect(isCssLength(value), value).toBe(true)
    }
  })

  it('rejects anything else', () => {
    for (const value of ['4', 'px', '4 px', 'big', 'var(x)', 'calc(1px + 2px)', '4px 2px', '']) {
      expect(isCssLength(value), value).toBe(false)
    }
  })

  it('accepts every number with a length unit', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), fc.constantFrom('px', 'em', 'rem', '%', 'vw', 'pt'), (n, unit) => {
      const text = n.toFixed(3)
      expect(isCssLength(`${text}${unit}`)).toBe(true)
    }))
  })
})
