import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  contrastThresholds,
  isCssColor,
  namedColors,
  parseColor,
  parseStrictColor,
} from '../../../core/validation/options/index.ts'

const channel = fc.integer({ min: 0, max: 255 })
const hex = (n: number): string => n.toString(16).padStart(2, '0')
const hexColor = fc.tuple(channel, channel, channel).map(([r, g, b]) => `#${hex(r)}${hex(g)}${hex(b)}`)

describe('parseStrictColor', () => {
  it('reads hex colors of 3, 4, 6 and 8 digits', () => {
    expect(parseStrictColor('#fff')).toEqual({ red: 255, green: 255, blue: 255, alpha: 1 })
    expect(parseStrictColor('#0570DE')).toEqual({ red: 5, green: 112, blue: 222, alpha: 1 })
    expect(parseStrictColor('#00000080')).toEqual({ red: 0, green: 0, blue: 0, alpha: 128 / 255 })
    expect(parseStrictColor('#0008')?.alpha).toBeCloseTo(136 / 255)
  })

  it('reads rgb() and hsl() in both syntaxes', () => {
    expect(parseStrictColor('rgb(5, 112, 222)')).toEqual({ red: 5, green: 112, blue: 222, alpha: 1 })
    expect(parseStrictColor('rgba(5, 112, 222, 0.5)')?.alpha).toBe(0.5)
    expect(parseStrictColor('rgb(5 112 222 / 50%)')?.alpha).toBe(0.5)
    expect(parseStrictColor('rgb(100%, 0%, 0%)')).toEqual({ red: 255, green: 0, blue: 0, alpha: 1 })
    expect(parseStrictColor('hsl(120, 100%, 25%)')).toEqual({ red: 0, green: 127.5, blue: 0, alpha: 1 })
    expect(parseStrictColor('hsla(0deg 0% 100% / 0.2)')).toEqual({ red: 255, green: 255, blue: 255, alpha: 0.2 })
  })

  it('rejects named colors and malformed values', () => {
    for (const value of ['red', 'transparent', '#ff', '#fffff', '#ggg', 'rgb(1, 2)', 'rgb(1, 2, 3, 4, 5)', 'rgb(a, b, c)',
      'rgb(1 2 3 / 4 / 5)', 'hsl(1, 2%)', 'rgb(1, 2 3)', 'rgb(1,2,3', 'lab(50% 40 59)', '']) {
      expect(parseStrictColor(value), value).toBeUndefined()
    }
  })

  it('reads the same color from hex, rgb() with commas and rgb() with spaces', () => {
    fc.assert(fc.property(channel, channel, channel, (r, g, b) => {
      const expected = { red: r, green: g, blue: b, alpha: 1 }
      expect(parseStrictColor(`#${hex(r)}${hex(g)}${hex(b)}`)).toEqual(expected)
      expect(parseStrictColor(`rgb(${r}, ${g}, ${b})`)).toEqual(expected)
      expect(parseStrictColor(`rgb(${r} ${g} ${b})`)).toEqual(expected)
    }))
  })

  it('reads grays from hsl() whatever the hue', () => {
    fc.assert(fc.property(fc.integer({ min: -720, max: 720 }), fc.integer({ min: 0, max: 100 }), (h, l) => {
      const color = parseStrictColor(`hsl(${h}, 0%, ${l}%)`)
      expect(color?.red).toBeCloseTo((l / 100) * 255)
      expect(color?.green).toBeCloseTo((l / 100) * 255)
      expect(color?.blue).toBeCloseTo((l / 100) * 255)
    }))
  })
})

describe('parseColor and isCssColor', () => {
  it('read every named color as its hex value', () => {
    for (const [name, value] of Object.entries(namedColors)) {
      expect(parseColor(name)).toEqual(parseStrictColor(value))
      expect(parseColor(name.toUpperCase())).toEqual(parseStrictColor(value))
    }
    expect(Object.keys(namedColors)).toHaveLength(148)
  })

  it('read transparent as clear black', () => {
    expect(parseColor('transparent')).toEqual({ red: 0, green: 0, blue: 0, alpha: 0 })
  })

  it('accept the colors the browser resolves', () => {
    for (const value of ['currentColor', 'lab(50% 40 59.5)', 'oklch(70% 0.1 200)', 'color(display-p3 1 0 0)',
      'color-mix(in srgb, red 50%, rgb(0, 0, 255))', 'hwb(120 10% 10%)', 'red', '#fff', 'hsl(1, 2%, 3%)']) {
      expect(isCssColor(value), value).toBe(true)
    }
  })

  it('reject what is not a color', () => {
    for (const value of ['reddish', 'blue-ish', '12px', 'var(--x)', 'rgb()', 'lab(', '']) {
      expect(isCssColor(value), value).toBe(false)
    }
  })
})

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a color on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21)
    expect(contrastRatio('white', 'black')).toBe(21)
    expect(contrastRatio('#0570de', 'rgb(5, 112, 222)')).toBe(1)
  })

  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('hsl(0, 100%, 50%)', 'white')).toBeCloseTo(4, 2)
  })

  it('is undefined when either value is not a color it can read', () => {
    expect(contrastRatio('currentColor', '#fff')).toBeUndefined()
    expect(contrastRatio('#fff', 'nope')).toBeUndefined()
  })

  it('is symmetric and between 1 and 21', () => {
    fc.assert(fc.property(hexColor, hexColor, (a, b) => {
      const ratio = contrastRatio(a, b) ?? Number.NaN
      expect(ratio).toBeGreaterThanOrEqual(1)
      expect(ratio).toBeLessThanOrEqual(21)
      expect(contrastRatio(b, a)).toBe(ratio)
    }))
  })

  it('grows as a gray on white gets darker', () => {
    fc.assert(fc.property(channel, channel, (x, y) => {
      fc.pre(x < y)
      const gray = (n: number): string => `rgb(${n}, ${n}, ${n})`
      expect(contrastRatio(gray(x), 'white')).toBeGreaterThan(contrastRatio(gray(y), 'white') ?? Number.NaN)
    }))
  })
})

describe('contrastThresholds', () => {
  it('are the WCAG levels of the spec', () => {
    expect(contrastThresholds).toEqual({ AA: { small: 4.5, large: 3 }, AAA: { small: 7, large: 4.5 } })
  })
})
