import type { FontSource } from '../../validation/options/fonts.ts'
import { ruleText, type Declarations } from './cssText.ts'

const defined = (declarations: Readonly<Record<string, string | undefined>>): Declarations =>
  Object.fromEntries(Object.entries(declarations).filter((entry): entry is [string, string] => entry[1] !== undefined))

/** One `@font-face` per font given by family and src; stylesheet fonts (`cssSrc`) are loaded apart. */
export const fontFaceRules = (fonts: ReadonlyArray<FontSource>): ReadonlyArray<string> =>
  fonts.flatMap((font) =>
    'cssSrc' in font
      ? []
      : [ruleText('@font-face', defined({
        fontFamily: `"${font.family}"`,
        src: font.src,
        fontDisplay: font.display,
        fontStyle: font.style,
        fontWeight: font.weight,
        unicodeRange: font.unicodeRange,
      }))])

/**
 * The stylesheets named by `cssSrc`. They are not @import-ed, which would put a URL in our CSS
 * and escape the nonce: the installer adds each as a <link rel="stylesheet">.
 */
export const fontStylesheets = (fonts: ReadonlyArray<FontSource>): ReadonlyArray<string> =>
  fonts.flatMap((font) => ('cssSrc' in font ? [font.cssSrc] : []))
