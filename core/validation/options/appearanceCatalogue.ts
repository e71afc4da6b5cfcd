/**
 * What `appearance` may name (payment-form.md §3, §5): themes, label styles, the variables with the
 * kind of value each takes, and the parts of a rule selector.
 */

export const appearanceThemes = ['stripe', 'flat', 'night'] as const

/** Themes kept working for old integrations, with a warning. */
export const deprecatedThemes = ['none'] as const

export type AppearanceTheme = (typeof appearanceThemes)[number] | (typeof deprecatedThemes)[number]

export const labelStyles = ['above', 'floating'] as const
export type LabelStyle = (typeof labelStyles)[number]

/**
 * How a variable's value is checked: a CSS length or `var()`; a strict color (hex, `rgb()`,
 * `hsl()`, which the themes derive shades from); any CSS color; a logo tone; anything safe.
 */
export const VariableKind = {
  length: 'length',
  strictColor: 'strictColor',
  color: 'color',
  logo: 'logo',
  any: 'any',
} as const
export type VariableKind = (typeof VariableKind)[keyof typeof VariableKind]

export const logoColors = ['light', 'dark'] as const

const { length, strictColor, color, logo, any } = VariableKind

/** Every appearance variable and the kind of value it takes. */
export const appearanceVariables = {
  fontFamily: any,
  fontSmooth: any,
  fontVariantLigatures: any,
  fontVariationSettings: any,
  fontLineHeight: any,
  fontWeightLight: any,
  fontWeightNormal: any,
  fontWeightMedium: any,
  fontWeightBold: any,
  fontSizeBase: length,
  fontSizeXl: length,
  fontSizeLg: length,
  fontSizeSm: length,
  fontSizeXs: length,
  fontSize2Xs: length,
  fontSize3Xs: length,
  spacingUnit: length,
  gridRowSpacing: length,
  gridColumnSpacing: length,
  tabSpacing: length,
  accordionItemSpacing: length,
  pickerItemSpacing: length,
  borderRadius: length,
  focusBoxShadow: any,
  focusOutline: any,
  colorPrimary: strictColor,
  colorBackground: strictColor,
  colorText: strictColor,
  colorDanger: strictColor,
  colorSuccess: strictColor,
  colorWarning: strictColor,
  colorTextSecondary: color,
  colorTextPlaceholder: color,
  colorIcon: color,
  colorIconHover: color,
  colorIconCardError: color,
  colorIconCardCvc: color,
  colorIconCardCvcError: color,
  colorIconCheckmark: color,
  colorIconChevronDown: color,
  colorIconChevronDownHover: color,
  colorIconRedirect: color,
  colorIconTab: color,
  colorIconTabHover: color,
  colorIconTabSelected: color,
  colorIconTabMore: color,
  colorIconTabMoreHover: color,
  logoColor: logo,
  tabLogoColor: logo,
  tabLogoSelectedColor: logo,
  blockLogoColor: logo,
} as const satisfies Readonly<Record<string, VariableKind>>
export type AppearanceVariable = keyof typeof appearanceVariables

/** The element classes a rule may style. */
export const ruleClasses = [
  '.AccordionItem', '.Action', '.Block', '.BlockAction', '.BlockDivider', '.Checkbox', '.CheckboxInput',
  '.CheckboxLabel', '.CodeInput', '.DropdownItem', '.Error', '.Input', '.Label', '.Link', '.Menu', '.MenuAction',
  '.MenuIcon', '.PickerAction', '.PickerItem', '.RedirectText', '.SecondaryLink', '.Switch', '.Tab', '.TabIcon',
  '.TabLabel', '.TermsLink', '.TermsText', '.Text',
] as const

/** State modifiers, written right after the class (`.Tab--selected`). */
export const ruleModifiers = [
  '--checked', '--disabled', '--empty', '--floating', '--highlighted', '--invalid', '--new', '--resting', '--selected',
] as const

export const rulePseudoClasses = [':active', ':autofill', ':disabled', ':focus', ':focus-visible', ':hover'] as const

export const rulePseudoElements = ['::placeholder', '::selection'] as const
