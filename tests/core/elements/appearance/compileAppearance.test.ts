import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressStyles } from '../../../../core/elements/address/addressStyles.ts'
import { compileAppearance } from '../../../../core/elements/appearance/index.ts'
import { expressStyles } from '../../../../core/elements/expressCheckout/expressStyles.ts'
import {
  appearanceThemes,
  appearanceVariables,
  contrastRatio,
  contrastThresholds,
  ruleClasses,
  ruleModifiers,
  rulePseudoClasses,
  rulePseudoElements,
  validateAppearance,
  type AppearanceVariable,
} from '../../../../core/validation/options/index.ts'

const scope = '.p-Elements-3'

interface Block {
  readonly prelude: string
  readonly body: string
}

// Splits CSS into its top-level blocks the way a CSS tokenizer would: escapes and strings are
// skipped, so a brace inside them does not count. Throws on unbalanced braces or stray text.
const blocksOf = (css: string): ReadonlyArray<Block> => {
  const blocks: Block[] = []
  let depth = 0
  let start = 0
  let open = 0
  for (let i = 0; i < css.length; i++) {
    const char = css[i]
    if (char === '\\') {
      const hex = /^[0-9a-f]{1,6} ?/i.exec(css.slice(i + 1))
      i += hex === null ? 1 : hex[0].length
    } else if (char === '"' || char === "'") {
      const end = css.indexOf(char, i + 1)
      if (end === -1) throw new Error(`unclosed string at ${i}`)
      i = end
    } else if (char === '{') {
      if (depth === 0) open = i
      depth += 1
    } else if (char === '}') {
      depth -= 1
      if (depth < 0) throw new Error(`unbalanced } at ${i}`)
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) })
        start = i + 1
      }
    }
  }
  if (depth !== 0 || css.slice(start).trim() !== '') throw new Error('unbalanced CSS')
  return blocks
}

const declarationsOf = (body: string): ReadonlyArray<readonly [string, string]> =>
  body.split(';').map((part) => part.trim()).filter((part) => part !== '').map((part) => {
    const colon = part.indexOf(':')
    return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()] as const
  })

/** The custom properties on the scope element. */
const rootProperties = (css: string): ReadonlyMap<string, string> => {
  const root = blocksOf(css).find((block) => block.prelude === scope)
  if (root === undefined) throw new Error('no root block')
  return new Map(declarationsOf(root.body).filter(([name]) => name.startsWith('--p-')))
}

const compile = (appearance: unknown) => compileAppearance(appearance, { scope })
/** The stylesheet of a group that shows every element, with the rules the address and express elements bring. */
const compileAll = (appearance: unknown) => compileAppearance(appearance, { scope, elementRules: [...addressStyles, ...expressStyles] })

// The last block with this prelude: the merchant's rule when both the base and the merchant style it.
const bodyOf = (css: string, prelude: string): string | undefined => blocksOf(css).findLast((block) => block.prelude === prelude)?.body

describe('compileAppearance: themes', () => {
  it('compiles every theme without complaint, the default being stripe', () => {
    for (const theme of appearanceThemes) {
      const result = compile({ theme })
      expect(result.errors, theme).toEqual([])
      expect(result.warnings, theme).toEqual([])
      expect(() => blocksOf(result.css), theme).not.toThrow()
    }
    expect(compile(undefined).css).toBe(compile({ theme: 'stripe' }).css)
  })

  it('gives each theme its palette', () => {
    const stripe = rootProperties(compile({ theme: 'stripe' }).css)
    expect([stripe.get('--p-colorPrimary'), stripe.get('--p-colorBackground'), stripe.get('--p-colorText')]).toEqual(['#0570de', '#ffffff', '#30313d'])
    const night = rootProperties(compile({ theme: 'night' }).css)
    expect(night.get('--p-colorBackground')).toBe('#30313d')
    expect(night.get('--p-colorText')).toBe('#ffffff')
    const flat = rootProperties(compile({ theme: 'flat' }).css)
    expect(flat.get('--p-shadowInput')).toBe('none')
    expect(flat.get('--p-colorBorder')).toBe(flat.get('--p-colorInputBackground'))
    expect(flat.get('--p-colorBorder')).not.toBe(flat.get('--p-colorBackground'))
  })

  it('reads its text, secondary text, links and errors at WCAG AA against its background', () => {
    for (const theme of appearanceThemes) {
      const properties = rootProperties(compile({ theme }).css)
      const background = properties.get('--p-colorBackground') ?? ''
      for (const name of ['--p-colorText', '--p-colorTextSecondary', '--p-colorPrimary', '--p-colorDanger']) {
        expect(contrastRatio(properties.get(name) ?? '', background), `${theme} ${name}`).toBeGreaterThanOrEqual(contrastThresholds.AA.small)
      }
    }
  })

  it('draws the deprecated none theme as stripe, with the validator\'s warning', () => {
    const none = compile({ theme: 'none' })
    expect(none.warnings).toEqual(validateAppearance({ theme: 'none' }).warnings)
    expect(none.warnings).toHaveLength(1)
    expect(none.css).toBe(compile({ theme: 'stripe' }).css)
  })

  it('defines every custom property its rules use, for every theme and label style', () => {
    for (const theme of appearanceThemes) {
      for (const labels of ['above', 'floating']) {
        const { css } = compile({ theme, labels })
        const defined = rootProperties(css)
        for (const [, name] of css.matchAll(/var\((--p-\w+)\)/g)) expect(defined.has(name ?? ''), `${theme} ${labels} ${name}`).toBe(true)
      }
    }
  })

  it('defines a custom property for every appearance variable', () => {
    const defined = rootProperties(compile({}).css)
    for (const name of Object.keys(appearanceVariables)) expect(defined.has(`--p-${name}`), name).toBe(true)
  })
})

describe('compileAppearance: variables', () => {
  it("lets the merchant's variables override the theme's", () => {
    const properties = rootProperties(compile({
      theme: 'night',
      variables: { colorPrimary: '#ff0000', fontFamily: '"Inter", sans-serif', borderRadius: 0, spacingUnit: '3px' },
    }).css)
    expect(properties.get('--p-colorPrimary')).toBe('#ff0000')
    expect(properties.get('--p-fontFamily')).toBe('"Inter", sans-serif')
    expect(properties.get('--p-borderRadius')).toBe('0px')
    expect(properties.get('--p-spacingUnit')).toBe('3px')
    expect(properties.get('--p-colorBackground')).toBe('#30313d')
  })

  it('computes the shades from the colors in effect', () => {
    const properties = rootProperties(compile({ variables: { colorPrimary: 'rgb(255, 0, 0)', colorText: '#000000' } }).css)
    expect(properties.get('--p-focusBoxShadow')).toBe('0 0 0 3px rgba(255, 0, 0, 0.25)')
    expect(properties.get('--p-colorTextSecondary')).toBe('#4d4d4d')
  })

  it('prefers a shade the merchant sets to the computed one', () => {
    const properties = rootProperties(compile({ variables: { colorTextSecondary: 'slategray', focusBoxShadow: 'none' } }).css)
    expect(properties.get('--p-colorTextSecondary')).toBe('slategray')
    expect(properties.get('--p-focusBoxShadow')).toBe('none')
  })

  it('emits every valid color variable exactly as given, once', () => {
    const color = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).chain(([r, g, b]) =>
      fc.constantFrom(`rgb(${r}, ${g}, ${b})`, `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`))
    const name = fc.constantFrom<AppearanceVariable>('colorPrimary', 'colorBackground', 'colorText', 'colorDanger', 'colorSuccess', 'colorWarning')
    fc.assert(fc.property(fc.constantFrom(...appearanceThemes), name, color, (theme, variable, value) => {
      const { css, errors } = compile({ theme, variables: { [variable]: value } })
      expect(errors).toEqual([])
      expect(rootProperties(css).get(`--p-${variable}`)).toBe(value)
      expect(css.split(`--p-${variable}:`)).toHaveLength(2)
    }), { numRuns: 200 })
  })

  it('maps fontSmooth to the engines\' smoothing properties', () => {
    expect(bodyOf(compile({}).css, scope)).toContain('-webkit-font-smoothing: antialiased')
    expect(bodyOf(compile({ variables: { fontSmooth: 'never' } }).css, scope)).toContain('-webkit-font-smoothing: none')
    expect(bodyOf(compile({ variables: { fontSmooth: 'auto' } }).css, scope)).not.toContain('font-smoothing')
  })

  it('drops refused variables and reports what the validator reports', () => {
    const appearance = { variables: { colorPrimary: 'url(x)', colorText: 'red', bogus: '1px' } }
    const result = compile(appearance)
    const report = validateAppearance(appearance)
    expect(result.errors).toEqual(report.errors)
    expect(result.warnings).toEqual(report.warnings)
    expect(result.appearance).toEqual(report.value)
    expect(result.errors).toHaveLength(2)
    expect(rootProperties(result.css).get('--p-colorPrimary')).toBe('#0570de')
    expect(result.css).not.toContain('bogus')
  })
})

describe('compileAppearance: grid', () => {
  it('spaces the grid 10px by default', () => {
    const properties = rootProperties(compile({}).css)
    expect(properties.get('--p-gridRowSpacing')).toBe('10px')
    expect(properties.get('--p-gridColumnSpacing')).toBe('10px')
    expect(bodyOf(compile({}).css, `${scope} .p-Grid`)).toContain('row-gap: var(--p-gridRowSpacing)')
  })

  it('takes appearance.grid, and the grid variables over it', () => {
    const fromGrid = rootProperties(compile({ grid: { rowGap: '2em', columnGap: '0.5rem' } }).css)
    expect(fromGrid.get('--p-gridRowSpacing')).toBe('2em')
    expect(fromGrid.get('--p-gridColumnSpacing')).toBe('0.5rem')
    const fromVariable = rootProperties(compile({ grid: { rowGap: '2em' }, variables: { gridRowSpacing: '4px' } }).css)
    expect(fromVariable.get('--p-gridRowSpacing')).toBe('4px')
  })
})

describe('compileAppearance: rules', () => {
  it('scopes the merchant\'s rules and writes property names in kebab-case', () => {
    const { css, errors } = compile({
      rules: {
        '.Input--invalid:hover': { borderColor: 'red', WebkitTextFillColor: 'red' },
        '.Tab--selected': { 'background-color': '#eeeeee' },
        '.Input::placeholder': { color: 'gray' },
      },
    })
    expect(errors).toEqual([])
    expect(bodyOf(css, `${scope} .p-Input.p-Input--invalid:hover`)).toBe(' border-color: red; -webkit-text-fill-color: red ')
    expect(bodyOf(css, `${scope} .p-Tab.p-Tab--selected`)).toContain('background-color: #eeeeee')
    expect(css).toContain(`${scope} .p-Input::placeholder { color: gray }`)
  })

  it('puts the merchant\'s rules after the base stylesheet, so that they win ties', () => {
    const { css } = compile({ rules: { '.Input': { padding: '20px' } } })
    const preludes = blocksOf(css).map((block) => block.prelude)
    expect(preludes.lastIndexOf(`${scope} .p-Input`)).toBe(preludes.length - 1)
    expect(preludes.indexOf(`${scope} .p-Input, ${scope} .p-CodeInput`)).toBeLessThan(preludes.length - 1)
  })

  it('maps every supported selector to the forms\' classes under the scope', () => {
    const selector = fc.tuple(
      fc.constantFrom(...ruleClasses),
      fc.subarray([...ruleModifiers]),
      fc.subarray([...rulePseudoClasses]),
      fc.option(fc.constantFrom(...rulePseudoElements), { nil: '' }),
    )
    fc.assert(fc.property(selector, ([name, modifiers, pseudoClasses, pseudoElement]) => {
      const { css, errors } = compile({ rules: { [`${name}${modifiers.join('')}${pseudoClasses.join('')}${pseudoElement}`]: { color: 'red' } } })
      expect(errors).toEqual([])
      const last = blocksOf(css).at(-1)
      const classes = [name, ...modifiers.map((modifier) => `${name}${modifier}`)].map((item) => item.replace('.', '.p-')).join('')
      expect(last).toEqual({ prelude: `${scope} ${classes}${pseudoClasses.join('')}${pseudoElement}`, body: ' color: red ' })
    }))
  })

  it('drops unsupported selectors and unsafe values with the validator\'s errors', () => {
    const appearance = { rules: { '.Input, body': { color: 'red' }, '.Label': { color: 'red', background: 'url(https://x.example/a.png)' } } }
    const { css, errors } = compile(appearance)
    expect(errors).toEqual(validateAppearance(appearance).errors)
    expect(errors).toHaveLength(2)
    expect(css).not.toContain('body')
    expect(bodyOf(css, `${scope} .p-Label`)).not.toContain('url(')
  })
})

describe('compileAppearance: base stylesheet', () => {
  it('styles every class a form renders, in the base or in the element that renders it', () => {
    const { css } = compileAll({})
    // The classes the forms put in the DOM: `p-Name` in their sources (modifiers come with their base).
    const sources = globSync(['core/**/*.tsx', 'plugins/**/*.tsx'], { cwd: join(import.meta.dirname, '../../../..') })
      .map((file) => readFileSync(join(import.meta.dirname, '../../../..', file), 'utf8')).join('\n')
    const rendered = new Set([...sources.matchAll(/\bp-([A-Z][A-Za-z]+)\b/g)].map((match) => `.${match[1]}`))
    const styled = ruleClasses.filter((name) => rendered.has(name))
    expect(styled.length).toBeGreaterThan(15)
    for (const name of styled) expect(css, name).toMatch(new RegExp(`\\${name.replace('.', '.p-')}\\b`))
  })

  it('uses custom properties, not literal colors, outside the scope block', () => {
    for (const theme of appearanceThemes) {
      // Wallet buttons alone keep their brands' colours whatever the theme (buttonTheme picks them).
      const walletThemes = /\.p-ExpressButton--(dark|light|light-outline)$/
      for (const block of blocksOf(compileAll({ theme, labels: 'floating' }).css).filter((b) => b.prelude !== scope && !walletThemes.test(b.prelude))) {
        expect(block.body, block.prelude).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i)
      }
    }
  })

  it('scopes every rule, and only font faces stand outside', () => {
    const { css } = compile({ labels: 'floating', fonts: [{ family: 'Inter', src: 'url(https://fonts.example/inter.woff2)' }] })
    for (const { prelude, body } of blocksOf(css)) {
      if (prelude === '@font-face') continue
      const selectors = prelude.startsWith('@media') ? blocksOf(body).map((inner) => inner.prelude) : [prelude]
      for (const list of selectors) for (const selector of list.split(/,(?![^(]*\))/)) expect(selector.trim()).toMatch(new RegExp(`^\\${scope}(\\s|\\[|$)`))
    }
  })

  it('turns transitions off for shoppers who ask for reduced motion', () => {
    const media = blocksOf(compile({}).css).find((block) => block.prelude === '@media (prefers-reduced-motion: reduce)')
    expect(media?.body).toContain('transition: none')
  })
})

describe('compileAppearance: labels', () => {
  it('places labels above by default', () => {
    const { css } = compile({})
    expect(bodyOf(css, `${scope} .p-Label`)).toContain('display: block')
    expect(css).not.toContain('p-Label--resting')
    expect(css).not.toContain('position: absolute; z-index')
  })

  it('floats labels inside the input, resting there while it is empty and unfocused', () => {
    const { css } = compile({ labels: 'floating' })
    expect(bodyOf(css, `${scope} :where(.p-Field) > .p-Label`)).toContain('position: absolute')
    const resting = bodyOf(css, `${scope} :where(.p-Field:not(:focus-within)) > .p-Label.p-Label--resting`)
    expect(resting).toContain('font-size: var(--p-fontSizeBase)')
    // The input sits in its wrapper (beside the card brand), so these rules reach it at any depth.
    expect(bodyOf(css, `${scope} :where(.p-Field) .p-Input`)).toContain('padding-top')
    expect(bodyOf(css, `${scope} :where(.p-Field:not(:focus-within)) .p-Input.p-Input--empty::placeholder`)).toContain('color: transparent')
  })

  it("lets the merchant's label rules win over the floating ones", () => {
    const { css } = compile({ labels: 'floating', rules: { '.Label--resting': { color: 'red' } } })
    const preludes = blocksOf(css).map((block) => block.prelude)
    expect(preludes.at(-1)).toBe(`${scope} .p-Label.p-Label--resting`)
  })
})

describe('compileAppearance: right to left', () => {
  it('keeps digits, phone numbers and e-mail addresses left to right in rtl, on the scope or inside it', () => {
    const { css } = compile({})
    const rtl = blocksOf(css).find((block) => block.prelude.includes('.p-Input[type="tel"]'))
    expect(rtl?.prelude).toContain(`${scope}[dir=rtl] .p-Input[type="tel"]`)
    expect(rtl?.prelude).toContain(`${scope} [dir=rtl] .p-Input[inputmode="numeric"]`)
    expect(rtl?.body).toContain('direction: ltr')
  })

  it('uses logical properties, so that the layout mirrors by itself', () => {
    const { css } = compile({ labels: 'floating' })
    expect(css).not.toMatch(/(^|[\s;{])(left|right|(margin|padding|border)-(left|right)[\w-]*):/m)
    expect(css).toContain('inset-inline-start')
  })
})

describe('compileAppearance: fonts', () => {
  it('writes a @font-face for a family and src, and hands stylesheets back for <link>', () => {
    const { css, fontStylesheets, errors } = compile({
      fonts: [
        { family: 'Inter', src: "url(https://fonts.example/inter.woff2) format('woff2')", display: 'swap', weight: '400', unicodeRange: 'U+0000-00FF' },
        { cssSrc: 'https://fonts.example/css?family=Lobster' },
      ],
    })
    expect(errors).toEqual([])
    expect(bodyOf(css, '@font-face')).toBe(
      " font-family: \"Inter\"; src: url(https://fonts.example/inter.woff2) format('woff2'); font-display: swap; font-weight: 400; unicode-range: U+0000-00FF ",
    )
    expect(fontStylesheets).toEqual(['https://fonts.example/css?family=Lobster'])
    expect(css).not.toContain('Lobster')
    expect(css).not.toContain('@import')
  })

  it('escapes the semicolon of a data: font, which CSS reads back inside url()', () => {
    const { css } = compile({ fonts: [{ family: 'Inline', src: 'url(data:font/woff2;base64,AAAA)' }] })
    expect(css).toContain('src: url(data:font/woff2\\3b base64,AAAA)')
  })

  it('drops refused fonts', () => {
    const { css, fontStylesheets, errors } = compile({ fonts: [{ family: 'X', src: 'url(http://a.example/x.woff)' }, { cssSrc: 'http://a.example/x.css' }] })
    expect(errors).toHaveLength(2)
    expect(css).not.toContain('@font-face')
    expect(fontStylesheets).toEqual([])
  })
})

describe('compileAppearance: injection', () => {
  const payloads = [
    'url(https://evil.example/a.png)', 'URL (x)', 'expression(alert(1))', 'javascript:alert(1)', '}', '{', ';',
    '</style><script>alert(1)</script>', '\\7d ', '/*', '*/', 'red; background: url(x)', '"', "'", '@import "x";', '\n', ')',
  ]
  const benign = ['red', '#fff', '10px', 'Inter', '0', 'var(--gap)', 'https://fonts.example/a.woff2', 'url(', 'local(A)', ' ']
  const text = fc.array(fc.oneof(fc.constantFrom(...payloads), fc.constantFrom(...benign), fc.string({ maxLength: 6 })), { maxLength: 4 })
    .map((parts) => parts.join(''))
  const validSelector = fc.tuple(fc.constantFrom(...ruleClasses), fc.subarray([...ruleModifiers]), fc.constantFrom('', ':hover', '::placeholder'))
    .map(([name, modifiers, pseudo]) => `${name}${modifiers.join('')}${pseudo}`)
  const fontSrc = fc.tuple(fc.constantFrom('url(https://f.example/a.woff2)', 'url(data:font/woff2;base64,AA==)', 'local(Inter)'), text)
    .map(([src, extra]) => src + extra)
  const font = fc.oneof(
    fc.record({ family: fc.oneof(text, fc.constant('Inter')), src: fc.oneof(fontSrc, text), display: fc.oneof(text, fc.constant('swap')) }, { requiredKeys: ['family', 'src'] }),
    fc.record({ cssSrc: fc.oneof(text, text.map((extra) => `https://f.example/${extra}`)) }),
    fc.anything(),
  )
  const appearance = fc.oneof(
    fc.record({
      theme: fc.oneof(fc.constantFrom(...appearanceThemes, 'none'), text),
      labels: fc.oneof(fc.constantFrom('above', 'floating'), text),
      variables: fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(appearanceVariables)), text), fc.oneof(text, fc.anything())),
      rules: fc.dictionary(fc.oneof(validSelector, text), fc.oneof(fc.dictionary(fc.oneof(fc.constantFrom('color', 'borderColor', 'WebkitAppearance'), text), text), fc.anything())),
      grid: fc.record({ rowGap: fc.oneof(text, fc.constant('12px')), columnGap: text }, { requiredKeys: [] }),
      fonts: fc.array(font, { maxLength: 3 }),
    }, { requiredKeys: [] }),
    fc.anything(),
  )

  // The text of the CSS with the src of each @font-face left out: the only place a url() may be.
  const outsideFontSources = (css: string): string =>
    blocksOf(css).map(({ prelude, body }) =>
      prelude === '@font-face' ? `${prelude} ${declarationsOf(body).filter(([name]) => name !== 'src').map(([n, v]) => `${n}: ${v}`).join('; ')}` : `${prelude} ${body}`).join('\n')

  it('never lets a payload out of its declaration, whatever the appearance', () => {
    fc.assert(fc.property(appearance, (input) => {
      const { css, fontStylesheets } = compile(input)
      expect(css).not.toContain('<')
      const outside = outsideFontSources(css)
      for (const banned of [/url\s*\(/i, /expression\s*\(/i, /javascript:/i, /@import/i, /\/\*/]) expect(outside).not.toMatch(banned)
      for (const { prelude, body } of blocksOf(css)) {
        if (prelude === '@font-face') continue
        const inner = prelude.startsWith('@media') ? blocksOf(body) : [{ prelude, body }]
        for (const block of inner) expect(block.prelude.startsWith(scope), block.prelude).toBe(true)
      }
      for (const href of fontStylesheets) expect(href).toMatch(/^(https:\/\/|\/\/)[^\s'"()\\<>]+$/)
    }), { numRuns: 500 })
  })

  it('rejects a scope that is not one class selector', () => {
    for (const bad of ['', 'p-Elements', '.a .b', '.a{', '.a,body', '#id']) {
      expect(() => compileAppearance({}, { scope: bad }), bad).toThrow(TypeError)
    }
  })
})

describe('compileAppearance: the rules an element brings', () => {
  it('join the stylesheet after the base, scoped, and stay out of it otherwise', () => {
    const base = compile({}).css
    const withAddress = compileAppearance({}, { scope, elementRules: addressStyles }).css
    expect(base).not.toContain('.p-Row')
    expect(withAddress).toContain(`${scope} .p-Row {`)
    expect(withAddress.indexOf('.p-Row')).toBeGreaterThan(withAddress.indexOf('.p-Grid'))
  })
})
