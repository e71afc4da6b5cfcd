import { isSafeCssValue } from './cssValue.ts'
import { isRecord } from '../../json/guards.ts'
import { object, oneOf, stringWhere, type Check } from './optionChecks.ts'

/** A web font: a stylesheet that declares it, or one `@font-face` described field by field. */
export type FontSource =
  | { readonly cssSrc: string }
  | {
    readonly family: string
    /** `url(https://…)`, `url(data:…)`, `url(//…)` or `local(…)`, optionally with `format(…)`, comma-separated. */
    readonly src: string
    readonly display?: 'auto' | 'block' | 'swap' | 'fallback' | 'optional'
    readonly style?: 'normal' | 'italic' | 'oblique'
    readonly weight?: string
    readonly unicodeRange?: string
  }

// The single place a merchant's url() is accepted: a font file over HTTPS, inline as data:, or
// protocol-relative (which the page's HTTPS makes HTTPS). The address may hold no quote,
// bracket, backslash, angle bracket or space, so it cannot end the url() early.
const fontAddress = String.raw`(https://|//|data:)[^\s'"()\\<>]+`
const fontFile = String.raw`url\((${fontAddress}|'${fontAddress}'|"${fontAddress}")\)`
const localFont = String.raw`local\(('[\p{L}\p{M}\p{N} _-]+'|"[\p{L}\p{M}\p{N} _-]+"|[\p{L}\p{M}\p{N} _-]+)\)`
const format = String.raw`( format\(('[\w-]+'|"[\w-]+")\))?`
const fontSrcItem = `(${fontFile}${format}|${localFont})`
const fontSrcPattern = new RegExp(`^${fontSrcItem}(, ?${fontSrcItem})*$`, 'u')

// A host or path spelled `javascript:` is inert inside an https or protocol-relative url(), but no
// font needs one and a filter further down the line might not read the url() as we do.
const scriptScheme = /javascript:/i

/** True for a font `src` made only of allowed font files and local fonts (payment-form.md §5, Appearance). */
export const isFontSrc = (src: string): boolean => fontSrcPattern.test(src) && !scriptScheme.test(src)

const stylesheetPattern = /^(https:\/\/|\/\/)[^\s'"()\\<>]+$/

const familyPattern = /^[\p{L}\p{M}\p{N} _-]+$/u

const unicodeRangePattern = /^U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?(, ?U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?)*$/i

const cssSrcFont = object({ cssSrc: stringWhere((src) => stylesheetPattern.test(src), 'an https:// stylesheet URL') }, ['cssSrc'])

const customFont = object(
  {
    family: stringWhere((family) => familyPattern.test(family), 'a font family name (letters, digits, spaces, _ and -)'),
    src: stringWhere(isFontSrc, 'url(https://…), url(data:…), url(//…) or local(…) sources'),
    display: oneOf(['auto', 'block', 'swap', 'fallback', 'optional']),
    style: oneOf(['normal', 'italic', 'oblique']),
    weight: stringWhere(isSafeCssValue, 'a CSS font weight'),
    unicodeRange: stringWhere((range) => unicodeRangePattern.test(range), 'a unicode range (U+0000-00FF, …)'),
  },
  ['family', 'src'],
)

/** One entry of `fonts`: the stylesheet form when it has `cssSrc`, the `@font-face` form otherwise. */
export const fontSource: Check = (value, path, issues) =>
  (isRecord(value) && 'cssSrc' in value ? cssSrcFont : customFont)(value, path, issues)
