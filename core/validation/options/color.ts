import { uiLimits } from '../../generated/limits.generated.ts'
import { namedColors } from './namedColors.ts'

/** A color in sRGB: channels 0 to 255, alpha 0 to 1. */
export interface Rgba {
  readonly red: number
  readonly green: number
  readonly blue: number
  readonly alpha: number
}

const { contrast } = uiLimits

/** WCAG 2 minimum contrast ratios by level and text size (payment-form.md §9). */
export const contrastThresholds = {
  AA: { small: contrast.aaSmall, large: contrast.aaLarge },
  AAA: { small: contrast.aaaSmall, large: contrast.aaaLarge },
} as const

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value))

const mapDefined = <A, B>(value: A | undefined, f: (value: A) => B): B | undefined => (value === undefined ? undefined : f(value))

const numberPattern = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

const number = (text: string): number | undefined => (numberPattern.test(text) ? Number(text) : undefined)

// A number, or a percentage of `full`.
const amount = (text: string, full: number): number | undefined =>
  text.endsWith('%') ? mapDefined(number(text.slice(0, -1)), (percent) => (percent / 100) * full) : number(text)

const hue = (text: string): number | undefined => number(text.toLowerCase().replace(/deg$/, ''))

const fromHex = (value: string): Rgba | undefined => {
  if (!/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) return undefined
  const digits = value.slice(1)
  const pairs = digits.length <= 4 ? [...digits].map((digit) => digit + digit) : digits.match(/../g) ?? []
  const [red = 0, green = 0, blue = 0, alpha = 255] = pairs.map((pair) => parseInt(pair, 16))
  return { red, green, blue, alpha: alpha / 255 }
}

// Both syntaxes: `rgb(1, 2, 3[, a])` and `rgb(1 2 3[ / a])`.
const functionArguments = (value: string): { readonly name: string; readonly args: ReadonlyArray<string> } | undefined => {
  const match = /^(rgba?|hsla?)\(\s*([^()]*?)\s*\)$/i.exec(value)
  if (match === null) return undefined
  const [, name = '', body = ''] = match
  if (body.includes(',')) return { name: name.toLowerCase(), args: body.split(/\s*,\s*/) }
  const [channels = '', alpha, ...rest] = body.split(/\s*\/\s*/)
  if (rest.length > 0) return undefined
  return { name: name.toLowerCase(), args: [...channels.split(/\s+/), ...(alpha === undefined ? [] : [alpha])] }
}

const alphaOf = (text: string | undefined): number | undefined =>
  text === undefined ? 1 : mapDefined(amount(text, 1), (alpha) => clamp(alpha, 0, 1))

const fromRgb = (args: ReadonlyArray<string>): Rgba | undefined => {
  const [red, green, blue] = args.slice(0, 3).map((arg) => mapDefined(amount(arg, 255), (v) => clamp(v, 0, 255)))
  const alpha = alphaOf(args[3])
  return red === undefined || green === undefined || blue === undefined || alpha === undefined
    ? undefined
    : { red, green, blue, alpha }
}

const fromHsl = (args: ReadonlyArray<string>): Rgba | undefined => {
  const h = mapDefined(hue(args[0] ?? ''), (degrees) => ((degrees % 360) + 360) % 360)
  // Saturation and lightness are percentages; a bare number is read as one too (modern syntax).
  const [s, l] = args.slice(1, 3).map((arg) => mapDefined(number(arg.replace(/%$/, '')), (v) => clamp(v, 0, 100) / 100))
  const alpha = alphaOf(args[3])
  if (h === undefined || s === undefined || l === undefined || alpha === undefined) return undefined
  const channel = (n: number): number => {
    const k = (n + h / 30) % 12
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return { red: channel(0), green: channel(8), blue: channel(4), alpha }
}

/** Reads a hex, `rgb()`/`rgba()` or `hsl()`/`hsla()` color: the kinds whose shades the themes can compute. */
export const parseStrictColor = (value: string): Rgba | undefined => {
  const text = value.trim()
  if (text.startsWith('#')) return fromHex(text)
  const fn = functionArguments(text)
  if (fn === undefined || (fn.args.length !== 3 && fn.args.length !== 4)) return undefined
  return fn.name.startsWith('rgb') ? fromRgb(fn.args) : fromHsl(fn.args)
}

/** Reads a strict color, a named color or `transparent`. */
export const parseColor = (value: string): Rgba | undefined => {
  const name = value.trim().toLowerCase()
  if (name === 'transparent') return { red: 0, green: 0, blue: 0, alpha: 0 }
  return Object.hasOwn(namedColors, name) ? fromHex(namedColors[name as keyof typeof namedColors]) : parseStrictColor(value)
}

// Colors the browser resolves but we cannot compute ahead of time: other color spaces, mixes, the current color.
const otherColorPattern = /^(currentcolor|(hwb|lab|lch|oklab|oklch|color|color-mix)\([^()]*(\([^()]*\)[^()]*)*\))$/i

/** True for any CSS color: strict, named, `transparent`, `currentcolor`, or another color function. */
export const isCssColor = (value: string): boolean => parseColor(value) !== undefined || otherColorPattern.test(value.trim())

const luminance = ({ red, green, blue }: Rgba): number => {
  const linear = (channel: number): number => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/**
 * The WCAG 2 contrast ratio of two colors, from 1 to 21 (compare with `contrastThresholds`), or
 * `undefined` when either is not a color `parseColor` reads. Alpha is ignored.
 */
export const contrastRatio = (colorA: string, colorB: string): number | undefined => {
  const a = parseColor(colorA)
  const b = parseColor(colorB)
  if (a === undefined || b === undefined) return undefined
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}
