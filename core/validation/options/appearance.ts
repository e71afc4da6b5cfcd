import {
  VariableKind,
  appearanceThemes,
  appearanceVariables,
  deprecatedThemes,
  labelStyles,
  logoColors,
  ruleClasses,
  ruleModifiers,
  rulePseudoClasses,
  rulePseudoElements,
  type AppearanceTheme,
  type AppearanceVariable,
  type LabelStyle,
} from './appearanceCatalogue.ts'
import { isCssColor, parseStrictColor } from './color.ts'
import { gridGapPattern, isCssLength, isSafeCssValue } from './cssValue.ts'
import { fontSource, type FontSource } from './fonts.ts'
import { isRecord } from '../../json/guards.ts'
import { checkKnownKeys, describe, invalidValue, newIssues, oneOfText, type Issues } from './optionChecks.ts'
import type { OptionsReport } from '../ValidationError.ts'

type Declarations = Readonly<Record<string, string>>

/** The `appearance` option (payment-form.md §3). */
export interface Appearance {
  /** @default 'stripe' */
  readonly theme?: AppearanceTheme
  /** @default 'above' */
  readonly labels?: LabelStyle
  /** Lengths may be given as the number 0, read as `0px`. */
  readonly variables?: { readonly [Name in AppearanceVariable]?: string | number }
  /** CSS declarations per selector, such as `{ '.Input:focus': { borderColor: '#0570de' } }`. */
  readonly rules?: Readonly<Record<string, Declarations>>
  /** @default { rowGap: '10px', columnGap: '10px' } */
  readonly grid?: { readonly rowGap?: string; readonly columnGap?: string }
  readonly fonts?: ReadonlyArray<FontSource>
}

/** The appearance with defaults filled in and every rejected entry left out. */
export interface NormalizedAppearance {
  readonly theme: AppearanceTheme
  readonly labels: LabelStyle
  readonly variables: { readonly [Name in AppearanceVariable]?: string }
  readonly rules: Readonly<Record<string, Declarations>>
  readonly grid: { readonly rowGap: string; readonly columnGap: string }
  readonly fonts: ReadonlyArray<FontSource>
}

export interface AppearanceReport extends OptionsReport {
  readonly value: NormalizedAppearance
}

/** Grid row and column gap when none is given (payment-form.md §9). */
export const defaultGridGap = '10px'

const appearanceKeys = { theme: true, labels: true, variables: true, rules: true, grid: true, fonts: true }

const variableKinds: Readonly<Record<VariableKind, { readonly test: (value: string) => boolean; readonly expected: string }>> = {
  length: { test: isCssLength, expected: 'a CSS length (such as 4px or 0.5rem) or var()' },
  strictColor: { test: (value) => parseStrictColor(value) !== undefined, expected: 'a hex, rgb() or hsl() color' },
  color: { test: isCssColor, expected: 'a CSS color' },
  logo: { test: (value) => logoColors.some((tone) => tone === value), expected: oneOfText(logoColors) },
  any: { test: () => true, expected: 'a CSS value' },
}

const unsafeValue = (path: string, value: string): string =>
  `Invalid value for ${path}: ${describe(value)}. CSS values may use letters, digits, spaces and # ( ) , . % + - * / ' " _ `
  + 'with balanced quotes and brackets; url() and other functions that load resources are not allowed.'

// A value headed for the stylesheet: a non-string is skipped with a warning, an unsafe string is an error.
const cssString = (value: unknown, path: string, issues: Issues): string | undefined => {
  if (typeof value !== 'string') {
    issues.warnings.push(`${path} should be a string, not ${describe(value)}; it is ignored.`)
    return undefined
  }
  if (isSafeCssValue(value)) return value
  issues.errors.push(unsafeValue(path, value))
  return undefined
}

const keyword = <T extends string>(allowed: ReadonlyArray<T>, fallback: T, value: unknown, path: string, issues: Issues): T => {
  if (value === undefined) return fallback
  const found = allowed.find((item) => item === value)
  if (found === undefined) issues.errors.push(invalidValue(path, value, oneOfText(allowed)))
  return found ?? fallback
}

const theme = (value: unknown, issues: Issues): AppearanceTheme => {
  const deprecated = deprecatedThemes.find((name) => name === value)
  if (deprecated === undefined) return keyword(appearanceThemes, 'stripe', value, 'appearance.theme', issues)
  issues.warnings.push(
    `appearance.theme '${deprecated}' is deprecated; use ${oneOfText(appearanceThemes)} and adjust it with variables and rules.`,
  )
  return deprecated
}

// Variables outside the catalogue are skipped with a warning, so that an appearance written for a
// newer version still loads.
const variables = (value: unknown, issues: Issues): NormalizedAppearance['variables'] => {
  if (value === undefined) return {}
  if (!isRecord(value)) {
    issues.errors.push(invalidValue('appearance.variables', value, 'an object'))
    return {}
  }
  const kept: Partial<Record<AppearanceVariable, string>> = {}
  for (const [name, raw] of Object.entries(value)) {
    const path = `appearance.variables.${name}`
    if (!Object.hasOwn(appearanceVariables, name)) {
      issues.warnings.push(`Unknown appearance variable ${name}; it is ignored.`)
      continue
    }
    const variable = name as AppearanceVariable
    const kind = appearanceVariables[variable]
    const text = cssString(kind === VariableKind.length && (raw === 0 || raw === '0') ? '0px' : raw, path, issues)
    if (text === undefined) continue
    const { test, expected } = variableKinds[kind]
    if (test(text)) kept[variable] = text
    else issues.errors.push(invalidValue(path, text, expected))
  }
  return kept
}

const alternatives = (items: ReadonlyArray<string>): string =>
  `(${items.map((item) => item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`

const selectorPattern = new RegExp(
  `^${alternatives(ruleClasses)}${alternatives(ruleModifiers)}*`
  + `${alternatives(rulePseudoClasses)}*${alternatives(rulePseudoElements)}?$`,
)

/** True for a selector `appearance.rules` accepts: a class, then modifiers, pseudo-classes and at most one pseudo-element. */
export const isSupportedSelector = (selector: string): boolean => selectorPattern.test(selector)

const propertyPattern = /^[a-zA-Z]+(-[a-zA-Z]+)*$/

const declarations = (value: unknown, path: string, issues: Issues): Declarations | undefined => {
  if (!isRecord(value)) {
    issues.errors.push(invalidValue(path, value, 'an object of CSS properties'))
    return undefined
  }
  const kept: Record<string, string> = {}
  for (const [property, raw] of Object.entries(value)) {
    if (!propertyPattern.test(property)) {
      issues.errors.push(`Invalid CSS property name in ${path}: ${describe(property)}.`)
      continue
    }
    const text = cssString(raw, `${path}.${property}`, issues)
    if (text !== undefined) kept[property] = text
  }
  return kept
}

const rules = (value: unknown, issues: Issues): NormalizedAppearance['rules'] => {
  if (value === undefined) return {}
  if (!isRecord(value)) {
    issues.errors.push(invalidValue('appearance.rules', value, 'an object'))
    return {}
  }
  const kept: Record<string, Declarations> = {}
  for (const [selector, body] of Object.entries(value)) {
    if (!isSupportedSelector(selector)) {
      issues.errors.push(
        `Unsupported selector in appearance.rules: ${describe(selector)}. Use a supported class (${ruleClasses.join(', ')}), `
        + `then optional modifiers (${ruleModifiers.join(', ')}), pseudo-classes (${rulePseudoClasses.join(', ')}) `
        + `and one pseudo-element (${rulePseudoElements.join(', ')}).`,
      )
      continue
    }
    const checked = declarations(body, `appearance.rules[${describe(selector)}]`, issues)
    if (checked !== undefined) kept[selector] = checked
  }
  return kept
}

const gap = (value: unknown, path: string, issues: Issues): string => {
  if (value === undefined) return defaultGridGap
  if (typeof value === 'string' && gridGapPattern.test(value)) return value
  issues.errors.push(invalidValue(path, value, 'a number followed by px, em or rem (such as 10px)'))
  return defaultGridGap
}

const grid = (value: unknown, issues: Issues): NormalizedAppearance['grid'] => {
  if (value !== undefined && !isRecord(value)) issues.errors.push(invalidValue('appearance.grid', value, 'an object'))
  const gaps = isRecord(value) ? value : {}
  checkKnownKeys(gaps, { rowGap: true, columnGap: true }, 'appearance.grid', issues)
  return {
    rowGap: gap(gaps.rowGap, 'appearance.grid.rowGap', issues),
    columnGap: gap(gaps.columnGap, 'appearance.grid.columnGap', issues),
  }
}

const fonts = (value: unknown, issues: Issues): ReadonlyArray<FontSource> => {
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    issues.errors.push(invalidValue('appearance.fonts', value, 'an array'))
    return []
  }
  return value.filter((font: unknown, index): font is FontSource => {
    const before = issues.errors.length
    fontSource(font, `appearance.fonts[${index}]`, issues)
    return issues.errors.length === before
  })
}

/**
 * Checks the `appearance` option (payment-form.md §5, Appearance) and returns it normalised:
 * defaults filled in, a length of 0 written `0px`, and every rejected or ignored entry dropped, so
 * that `value` is safe to turn into CSS whatever the report says.
 */
export const validateAppearance = (appearance: unknown): AppearanceReport => {
  const issues = newIssues()
  if (appearance !== undefined && !isRecord(appearance)) issues.errors.push(invalidValue('appearance', appearance, 'an object'))
  const input = isRecord(appearance) ? appearance : {}
  checkKnownKeys(input, appearanceKeys, 'appearance', issues)
  const value: NormalizedAppearance = {
    theme: theme(input.theme, issues),
    labels: keyword(labelStyles, 'above', input.labels, 'appearance.labels', issues),
    variables: variables(input.variables, issues),
    rules: rules(input.rules, issues),
    grid: grid(input.grid, issues),
    fonts: fonts(input.fonts, issues),
  }
  return { ...issues, value }
}
