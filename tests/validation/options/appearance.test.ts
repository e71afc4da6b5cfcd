import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  VariableKind,
  appearanceVariables,
  defaultGridGap,
  isSupportedSelector,
  ruleClasses,
  ruleModifiers,
  rulePseudoClasses,
  rulePseudoElements,
  validateAppearance,
  type AppearanceVariable,
} from '../../../core/validation/options/index.ts'

const unsafeMessage = (path: string, value: string): string =>
  `Invalid value for ${path}: ${JSON.stringify(value)}. CSS values may use letters, digits, spaces and # ( ) , . % + - * / ' " _ `
  + 'with balanced quotes and brackets; url() and other functions that load resources are not allowed.'

const variablesOf = (kind: VariableKind): ReadonlyArray<AppearanceVariable> =>
  (Object.keys(appearanceVariables) as Array<AppearanceVariable>).filter((name) => appearanceVariables[name] === kind)

describe('validateAppearance: the whole option', () => {
  it('fills in the defaults', () => {
    expect(validateAppearance(undefined)).toEqual({
      errors: [],
      warnings: [],
      value: { theme: 'stripe', labels: 'above', variables: {}, rules: {}, grid: { rowGap: '10px', columnGap: '10px' }, fonts: [] },
    })
    expect(defaultGridGap).toBe('10px')
  })

  it('rejects an appearance that is not an object', () => {
    expect(validateAppearance('night').errors).toEqual(['Invalid value for appearance: "night". Expected an object.'])
    expect(validateAppearance(null).value.theme).toBe('stripe')
  })

  it('names an unknown option', () => {
    expect(validateAppearance({ colors: {} }).errors).toEqual(['Unknown option appearance.colors.'])
  })
})

describe('validateAppearance: theme and labels', () => {
  it('accepts stripe, flat and night', () => {
    for (const theme of ['stripe', 'flat', 'night']) {
      expect(validateAppearance({ theme })).toMatchObject({ errors: [], warnings: [], value: { theme } })
    }
  })

  it('keeps the deprecated none theme with a warning', () => {
    expect(validateAppearance({ theme: 'none' })).toMatchObject({
      errors: [],
      warnings: ["appearance.theme 'none' is deprecated; use one of stripe, flat, night and adjust it with variables and rules."],
      value: { theme: 'none' },
    })
  })

  it('rejects another theme and falls back to stripe', () => {
    expect(validateAppearance({ theme: 'dark' })).toMatchObject({
      errors: ['Invalid value for appearance.theme: "dark". Expected one of stripe, flat, night.'],
      value: { theme: 'stripe' },
    })
  })

  it('accepts above and floating labels and rejects others', () => {
    expect(validateAppearance({ labels: 'floating' }).value.labels).toBe('floating')
    expect(validateAppearance({ labels: 'above' }).errors).toEqual([])
    expect(validateAppearance({ labels: 'inside' })).toMatchObject({
      errors: ['Invalid value for appearance.labels: "inside". Expected one of above, floating.'],
      value: { labels: 'above' },
    })
  })
})

describe('validateAppearance: variables', () => {
  const check = (name: string, value: unknown) => validateAppearance({ variables: { [name]: value } })

  it('has a kind for every variable of the spec\'s examples', () => {
    expect(appearanceVariables).toMatchObject({
      colorPrimary: 'strictColor', colorBackground: 'strictColor', colorText: 'strictColor', colorDanger: 'strictColor',
      fontFamily: 'any', fontSizeBase: 'length', spacingUnit: 'length', borderRadius: 'length', logoColor: 'logo',
    })
  })

  it('accepts lengths and var() for length variables, and reads 0 as 0px', () => {
    for (const name of variablesOf('length')) {
      for (const value of ['4px', '0.5rem', 'var(--gap)']) expect(check(name, value).value.variables[name]).toBe(value)
      expect(check(name, 0)).toMatchObject({ errors: [], warnings: [], value: { variables: { [name]: '0px' } } })
      expect(check(name, '0').value.variables[name]).toBe('0px')
    }
    expect(check('spacingUnit', 'big')).toMatchObject({
      errors: ['Invalid value for appearance.variables.spacingUnit: "big". Expected a CSS length (such as 4px or 0.5rem) or var().'],
      value: { variables: {} },
    })
  })

  it('accepts only hex, rgb() and hsl() for strict color variables', () => {
    for (const name of variablesOf('strictColor')) {
      for (const value of ['#0570de', 'rgb(5, 112, 222)', 'hsl(212, 96%, 45%)']) expect(check(name, value).errors).toEqual([])
    }
    expect(check('colorPrimary', 'blue').errors).toEqual([
      'Invalid value for appearance.variables.colorPrimary: "blue". Expected a hex, rgb() or hsl() color.',
    ])
  })

  it('accepts any CSS color for color variables', () => {
    for (const name of variablesOf('color')) {
      for (const value of ['blue', 'transparent', '#fff', 'currentColor']) expect(check(name, value).errors).toEqual([])
    }
    expect(check('colorIcon', 'bluish').errors).toEqual([
      'Invalid value for appearance.variables.colorIcon: "bluish". Expected a CSS color.',
    ])
  })

  it('accepts light and dark for logo variables', () => {
    for (const name of variablesOf('logo')) {
      expect(check(name, 'light').errors).toEqual([])
      expect(check(name, 'dark').errors).toEqual([])
    }
    expect(check('logoColor', 'white').errors).toEqual([
      'Invalid value for appearance.variables.logoColor: "white". Expected one of light, dark.',
    ])
  })

  it('accepts any safe value for the other variables', () => {
    for (const name of variablesOf('any')) expect(check(name, "'Inter', sans-serif").errors).toEqual([])
    expect(check('fontFamily', 'url(x.woff)').errors).toEqual([unsafeMessage('appearance.variables.fontFamily', 'url(x.woff)')])
  })

  it('ignores an unknown variable with a warning', () => {
    expect(check('colorPrimaryy', '#fff')).toMatchObject({
      errors: [],
      warnings: ['Unknown appearance variable colorPrimaryy; it is ignored.'],
      value: { variables: {} },
    })
  })

  it('ignores a non-string value with a warning', () => {
    expect(check('colorText', 12)).toMatchObject({
      errors: [],
      warnings: ['appearance.variables.colorText should be a string, not 12; it is ignored.'],
      value: { variables: {} },
    })
  })

  it('rejects variables that are not an object', () => {
    expect(validateAppearance({ variables: ['#fff'] }).errors).toEqual([
      'Invalid value for appearance.variables: an array. Expected an object.',
    ])
  })
})

describe('validateAppearance: rules', () => {
  const selector = fc.tuple(
    fc.constantFrom(...ruleClasses),
    fc.subarray([...ruleModifiers]),
    fc.subarray([...rulePseudoClasses]),
    fc.option(fc.constantFrom(...rulePseudoElements), { nil: '' }),
  ).map(([cls, modifiers, pseudoClasses, pseudoElement]) => `${cls}${modifiers.join('')}${pseudoClasses.join('')}${pseudoElement}`)

  it('accepts a supported class with modifiers, pseudo-classes and a pseudo-element', () => {
    fc.assert(fc.property(selector, (sel) => {
      expect(isSupportedSelector(sel)).toBe(true)
      expect(validateAppearance({ rules: { [sel]: { color: '#fff' } } })).toMatchObject({
        errors: [],
        value: { rules: { [sel]: { color: '#fff' } } },
      })
    }))
  })

  it('rejects unsupported selectors', () => {
    for (const sel of ['.Foo', 'Input', '.Input .Label', '.input', '.Input:nth-child(2)', '.Input--bogus', '.Input::after',
      '.Input::placeholder:hover', '.Input::placeholder::selection', '.Input:hover--selected', 'body', '.Input, .Label', '']) {
      expect(isSupportedSelector(sel), sel).toBe(false)
    }
    const { errors, value } = validateAppearance({ rules: { '.Foo': { color: 'red' } } })
    expect(errors).toEqual([
      `Unsupported selector in appearance.rules: ".Foo". Use a supported class (${ruleClasses.join(', ')}), then optional `
      + `modifiers (${ruleModifiers.join(', ')}), pseudo-classes (${rulePseudoClasses.join(', ')}) and one pseudo-element `
      + `(${rulePseudoElements.join(', ')}).`,
    ])
    expect(value.rules).toEqual({})
  })

  it('rejects a selector that adds anything to a supported one', () => {
    fc.assert(fc.property(selector, fc.constantFrom(' ', '.', ':', '--', '>', 'x', '[', '{'), (sel, extra) => {
      expect(isSupportedSelector(`${sel}${extra}`)).toBe(false)
    }))
  })

  it('rejects a rule that is not an object of properties', () => {
    expect(validateAppearance({ rules: { '.Input': 'color: red' } }).errors).toEqual([
      'Invalid value for appearance.rules[".Input"]: "color: red". Expected an object of CSS properties.',
    ])
    expect(validateAppearance({ rules: [] }).errors).toEqual(['Invalid value for appearance.rules: an array. Expected an object.'])
  })

  it('rejects a property name that is not a CSS property', () => {
    expect(validateAppearance({ rules: { '.Input': { 'color; x': 'red', __proto__x: 'red' } } }).errors).toEqual([
      'Invalid CSS property name in appearance.rules[".Input"]: "color; x".',
      'Invalid CSS property name in appearance.rules[".Input"]: "__proto__x".',
    ])
  })

  it('keeps safe values, warns about non-string ones and rejects unsafe ones', () => {
    const { errors, warnings, value } = validateAppearance({
      rules: { '.Input:focus': { borderColor: '#0570de', 'box-shadow': '0 0 0 1px red', padding: 4, backgroundImage: 'url(https://evil.example)' } },
    })
    expect(errors).toEqual([unsafeMessage('appearance.rules[".Input:focus"].backgroundImage', 'url(https://evil.example)')])
    expect(warnings).toEqual(['appearance.rules[".Input:focus"].padding should be a string, not 4; it is ignored.'])
    expect(value.rules).toEqual({ '.Input:focus': { borderColor: '#0570de', 'box-shadow': '0 0 0 1px red' } })
  })
})

describe('validateAppearance: grid', () => {
  const gapPattern = /^\d+(\.\d+)?(px|em|rem)$/

  it('accepts a number followed by px, em or rem', () => {
    expect(validateAppearance({ grid: { rowGap: '12px', columnGap: '1.5rem' } })).toMatchObject({
      errors: [],
      value: { grid: { rowGap: '12px', columnGap: '1.5rem' } },
    })
  })

  it('rejects anything else and keeps the default', () => {
    expect(validateAppearance({ grid: { rowGap: '12', columnGap: 8 } })).toMatchObject({
      errors: [
        'Invalid value for appearance.grid.rowGap: "12". Expected a number followed by px, em or rem (such as 10px).',
        'Invalid value for appearance.grid.columnGap: 8. Expected a number followed by px, em or rem (such as 10px).',
      ],
      value: { grid: { rowGap: '10px', columnGap: '10px' } },
    })
    expect(validateAppearance({ grid: '10px' }).errors).toEqual(['Invalid value for appearance.grid: "10px". Expected an object.'])
    expect(validateAppearance({ grid: { gap: '1px' } }).errors).toEqual(['Unknown option appearance.grid.gap.'])
  })

  it('accepts exactly /^\\d+(\\.\\d+)?(px|em|rem)$/', () => {
    const near = fc.string({ unit: fc.constantFrom(...'0123456789.pxemr %-+ '), maxLength: 10 })
    const gap = fc.tuple(fc.nat(), fc.option(fc.nat(), { nil: undefined }), fc.constantFrom('px', 'em', 'rem'))
      .map(([whole, fraction, unit]) => `${whole}${fraction === undefined ? '' : `.${fraction}`}${unit}`)
    fc.assert(fc.property(fc.oneof(near, gap, fc.string()), (value) => {
      const { errors, value: appearance } = validateAppearance({ grid: { rowGap: value } })
      const valid = gapPattern.test(value)
      expect(errors.length === 0).toBe(valid)
      expect(appearance.grid.rowGap).toBe(valid ? value : '10px')
    }), { numRuns: 1000 })
  })
})

describe('validateAppearance: fonts', () => {
  it('accepts a stylesheet over https', () => {
    const font = { cssSrc: 'https://fonts.googleapis.com/css2?family=Inter' }
    expect(validateAppearance({ fonts: [font] })).toMatchObject({ errors: [], value: { fonts: [font] } })
    expect(validateAppearance({ fonts: [{ cssSrc: '//fonts.example/inter.css' }] }).errors).toEqual([])
  })

  it('rejects a stylesheet from elsewhere', () => {
    for (const cssSrc of ['http://fonts.example/a.css', 'javascript:alert(1)', 'data:text/css,a', 'https://a.example/a b.css']) {
      expect(validateAppearance({ fonts: [{ cssSrc }] })).toMatchObject({
        errors: [`Invalid value for appearance.fonts[0].cssSrc: ${JSON.stringify(cssSrc)}. Expected an https:// stylesheet URL.`],
        value: { fonts: [] },
      })
    }
  })

  it('accepts a font face with https, data:, protocol-relative and local sources', () => {
    const font = {
      family: 'Avenir Next',
      src: "url(https://a.example/avenir.woff2) format('woff2'), url('//a.example/a.woff'), url(data:font/woff2;base64,AAEA), local(Avenir)",
      display: 'swap',
      style: 'normal',
      weight: '400',
      unicodeRange: 'U+0000-00FF, U+0131',
    }
    expect(validateAppearance({ fonts: [font] })).toMatchObject({ errors: [], value: { fonts: [font] } })
  })

  it('rejects a font face with any other source', () => {
    for (const src of ['url(http://a.example/a.woff)', 'url(javascript:alert(1))', 'url(a.woff)', 'url(https://a.example/a.woff',
      'url(https://a.example/a)b.woff)', 'expression(alert(1))', 'local(a) ; color: red', 'URL(https://a.example/a.woff)']) {
      expect(validateAppearance({ fonts: [{ family: 'A', src }] }).errors, src).toEqual([
        `Invalid value for appearance.fonts[0].src: ${JSON.stringify(src)}. Expected url(https://…), url(data:…), url(//…) or local(…) sources.`,
      ])
    }
  })

  it('checks the other font face fields and keeps only valid fonts', () => {
    const { errors, value } = validateAppearance({
      fonts: [
        { family: 'A"; x', src: 'local(A)' },
        { src: 'local(A)' },
        { family: 'A', src: 'local(A)', display: 'soon', weight: 'url(x)', unicodeRange: 'all', color: 'red' },
        { family: 'B', src: 'local(B)' },
      ],
    })
    expect(errors).toEqual([
      'Invalid value for appearance.fonts[0].family: "A\\"; x". Expected a font family name (letters, digits, spaces, _ and -).',
      'Missing required option appearance.fonts[1].family.',
      'Unknown option appearance.fonts[2].color.',
      'Invalid value for appearance.fonts[2].display: "soon". Expected one of auto, block, swap, fallback, optional.',
      'Invalid value for appearance.fonts[2].weight: "url(x)". Expected a CSS font weight.',
      'Invalid value for appearance.fonts[2].unicodeRange: "all". Expected a unicode range (U+0000-00FF, …).',
    ])
    expect(value.fonts).toEqual([{ family: 'B', src: 'local(B)' }])
    expect(validateAppearance({ fonts: {} }).errors).toEqual(['Invalid value for appearance.fonts: an object. Expected an array.'])
  })
})
