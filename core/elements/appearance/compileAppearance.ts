import { validateAppearance, type NormalizedAppearance } from '../../validation/options/appearance.ts'
import type { OptionsReport } from '../../validation/ValidationError.ts'
import { baseRules, floatingLabelRules, fontSmoothing, reducedMotionRule, rootDeclarations, rtlRules } from './baseStylesheet.ts'
import { ruleText, type Declarations, type StyleRule } from './cssText.ts'
import { fontFaceRules, fontStylesheets } from './fontFaces.ts'
import { rtlSelector, scopedSelector } from './selectors.ts'
import { themeProperties, type PropertyValues } from './themes.ts'

/** The stylesheet of one elements group, with what the merchant's appearance was told. */
export interface CompiledAppearance extends OptionsReport {
  /** The CSS, every rule under the scope except `@font-face`. Contains no url() but validated font sources. */
  readonly css: string
  /** Font stylesheets (`fonts[].cssSrc`) to load with <link rel="stylesheet">; see installStylesheet. */
  readonly fontStylesheets: ReadonlyArray<string>
  /** The appearance the CSS was built from: defaults filled in, refused entries left out. */
  readonly appearance: NormalizedAppearance
}

export interface CompileOptions {
  /** The class of the elements group's container, such as `.p-Elements-3`. */
  readonly scope: string
  /** The rules of the mounted elements that bring their own (`ElementDefinition.styles`). */
  readonly elementRules?: ReadonlyArray<StyleRule>
}

const scopePattern = /^\.[A-Za-z_][\w-]*$/

const customProperties = (values: Readonly<Record<string, string>>): Declarations =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`--p-${name}`, value]))

const rulesText = (scope: string, rules: ReadonlyArray<StyleRule>, selector = scopedSelector): ReadonlyArray<string> =>
  rules.map(([selectors, declarations]) => ruleText(selector(scope, selectors), declarations))

/**
 * Turns a merchant's `appearance` (payment-form.md §3, §5) into one scoped stylesheet: the theme's
 * variables overridden by the merchant's as `--p-*` custom properties on the scope element, the
 * forms' base stylesheet, floating-label and right-to-left rules, the merchant's font faces, and
 * the merchant's rules (`.Input--invalid:hover` -> `<scope> .p-Input.p-Input--invalid:hover`).
 * The appearance is checked first with `validateAppearance`; what it refuses is left out and
 * reported in `errors` and `warnings`. Never throws for any appearance; throws for a malformed
 * `scope`, which is the SDK's own mistake.
 */
export const compileAppearance = (appearance: unknown, { scope, elementRules = [] }: CompileOptions): CompiledAppearance => {
  if (!scopePattern.test(scope)) {
    throw new TypeError(`compileAppearance: scope must be a single class selector such as .p-Elements-1, not ${JSON.stringify(scope)}.`)
  }
  const { errors, warnings, value } = validateAppearance(appearance)
  // The grid variables, being the newer and more specific spelling, win over appearance.grid.
  const properties: PropertyValues = {
    ...themeProperties(value.theme, value.variables),
    gridRowSpacing: value.variables.gridRowSpacing ?? value.grid.rowGap,
    gridColumnSpacing: value.variables.gridColumnSpacing ?? value.grid.columnGap,
  }
  const smooth = properties.fontSmooth ?? ''
  const root = { ...customProperties(properties), ...rootDeclarations, ...(Object.hasOwn(fontSmoothing, smooth) ? fontSmoothing[smooth] : {}) }
  const merchantRules: ReadonlyArray<StyleRule> = Object.entries(value.rules)
  const css = [
    ...fontFaceRules(value.fonts),
    ruleText(scope, root),
    ...rulesText(scope, baseRules),
    ...rulesText(scope, elementRules),
    ...rulesText(scope, value.labels === 'floating' ? floatingLabelRules : []),
    ...rulesText(scope, rtlRules, rtlSelector),
    `@media (prefers-reduced-motion: reduce) { ${rulesText(scope, [reducedMotionRule]).join(' ')} }`,
    ...rulesText(scope, merchantRules),
  ].filter((rule) => rule !== '').join('\n')
  return { css, errors, warnings, fontStylesheets: fontStylesheets(value.fonts), appearance: value }
}
