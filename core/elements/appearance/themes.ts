import type { AppearanceTheme, AppearanceVariable } from '../../validation/options/appearanceCatalogue.ts'
import { parseStrictColor, type Rgba } from '../../validation/options/color.ts'
import { cssColor, fade, mix, readableOn } from './colorMix.ts'

/** Custom property values by name, without the `--p-` prefix. */
export type PropertyValues = Readonly<Record<string, string>>

type Variables = { readonly [Name in AppearanceVariable]?: string }

/** The colors every shade is computed from, after the merchant's variables are applied. */
interface Palette {
  readonly primary: Rgba
  readonly background: Rgba
  readonly text: Rgba
  readonly danger: Rgba
}

interface Theme {
  /** Values of the public variables, which the merchant's variables override one by one. */
  readonly variables: Variables
  /**
   * Colors computed from the palette: defaults for public variables that are shades of it, and the
   * theme's own properties (borders, input background, shadows) that merchants change through rules.
   */
  readonly shades: (palette: Palette) => PropertyValues
}

const systemFonts = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Ubuntu, sans-serif'

// Sizes and spacings follow the base values through var(), so that a merchant who changes
// fontSizeBase or spacingUnit rescales everything derived from them.
const sharedVariables: Variables = {
  fontFamily: systemFonts,
  fontSmooth: 'always',
  fontVariantLigatures: 'normal',
  fontVariationSettings: 'normal',
  fontLineHeight: '1.3',
  fontWeightLight: '300',
  fontWeightNormal: '400',
  fontWeightMedium: '500',
  fontWeightBold: '700',
  fontSizeBase: '1rem',
  fontSizeXl: 'calc(var(--p-fontSizeBase) * 1.5)',
  fontSizeLg: 'calc(var(--p-fontSizeBase) * 1.125)',
  fontSizeSm: 'calc(var(--p-fontSizeBase) * 0.875)',
  fontSizeXs: 'calc(var(--p-fontSizeBase) * 0.75)',
  fontSize2Xs: 'calc(var(--p-fontSizeBase) * 0.6875)',
  fontSize3Xs: 'calc(var(--p-fontSizeBase) * 0.625)',
  spacingUnit: '4px',
  tabSpacing: 'calc(var(--p-spacingUnit) * 3)',
  accordionItemSpacing: 'calc(var(--p-spacingUnit) * 3)',
  pickerItemSpacing: 'calc(var(--p-spacingUnit) * 2)',
  // A transparent outline is invisible until forced-colors mode paints it, where box shadows vanish.
  focusOutline: '2px solid transparent',
  colorIcon: 'var(--p-colorTextSecondary)',
  colorIconHover: 'var(--p-colorText)',
  colorIconCardError: 'var(--p-colorDanger)',
  colorIconCardCvc: 'var(--p-colorIcon)',
  colorIconCardCvcError: 'var(--p-colorDanger)',
  colorIconChevronDown: 'var(--p-colorIcon)',
  colorIconChevronDownHover: 'var(--p-colorIconHover)',
  colorIconRedirect: 'var(--p-colorIcon)',
  colorIconTab: 'var(--p-colorIcon)',
  colorIconTabHover: 'var(--p-colorIconHover)',
  colorIconTabSelected: 'var(--p-colorPrimary)',
  colorIconTabMore: 'var(--p-colorIcon)',
  colorIconTabMoreHover: 'var(--p-colorIconHover)',
}

// Logo tones name the logo artwork to draw: dark logos on light themes, light ones at night.
const logos = (tone: 'light' | 'dark'): Variables => ({ logoColor: tone, tabLogoColor: tone, tabLogoSelectedColor: tone, blockLogoColor: tone })

const black: Rgba = { red: 0, green: 0, blue: 0, alpha: 1 }

// Shades every theme shares: text tones, the focus ring, the check mark and the hover tint.
const commonShades = ({ primary, background, text, danger }: Palette): PropertyValues => ({
  colorTextSecondary: cssColor(mix(text, background, 0.7)),
  colorTextPlaceholder: cssColor(mix(text, background, 0.5)),
  colorIconCheckmark: cssColor(readableOn(primary)),
  focusBoxShadow: `0 0 0 3px ${cssColor(fade(primary, 0.25))}`,
  colorFocusBorder: cssColor(fade(primary, 0.5)),
  shadowFocusDanger: `0 0 0 3px ${cssColor(fade(danger, 0.25))}`,
  colorHighlight: cssColor(mix(primary, background, 0.08)),
  shadowMenu: `0 4px 12px ${cssColor(fade(black, 0.15))}, 0 1px 3px ${cssColor(fade(black, 0.1))}`,
})

const lightColors: Variables = {
  ...logos('dark'),
  colorPrimary: '#0570de',
  colorBackground: '#ffffff',
  colorText: '#30313d',
  colorDanger: '#df1b41',
  colorSuccess: '#1f8a4c',
  colorWarning: '#b35c00',
}

const stripe: Theme = {
  variables: { ...sharedVariables, ...lightColors, borderRadius: '5px' },
  shades: (palette) => ({
    ...commonShades(palette),
    colorBorder: cssColor(mix(palette.text, palette.background, 0.13)),
    colorInputBackground: cssColor(palette.background),
    shadowInput: `0 1px 1px ${cssColor(fade(black, 0.03))}, 0 3px 6px ${cssColor(fade(black, 0.02))}`,
  }),
}

// Filled inputs whose border matches their fill, and no shadows.
const flat: Theme = {
  variables: { ...sharedVariables, ...lightColors, borderRadius: '6px' },
  shades: (palette) => {
    const fill = cssColor(mix(palette.text, palette.background, 0.05))
    return { ...commonShades(palette), colorBorder: fill, colorInputBackground: fill, shadowInput: 'none' }
  },
}

const night: Theme = {
  variables: {
    ...sharedVariables,
    ...logos('light'),
    colorPrimary: '#5a9cf8',
    colorBackground: '#30313d',
    colorText: '#ffffff',
    colorDanger: '#fe87a1',
    colorSuccess: '#48d597',
    colorWarning: '#f5c26b',
    borderRadius: '5px',
  },
  shades: (palette) => ({
    ...commonShades(palette),
    colorBorder: cssColor(mix(palette.text, palette.background, 0.12)),
    colorInputBackground: cssColor(palette.background),
    shadowInput: `0 2px 4px ${cssColor(fade(black, 0.5))}, 0 1px 6px ${cssColor(fade(black, 0.25))}`,
  }),
}

// The deprecated theme draws like the default one; its warning asks the merchant to move on.
const themes: Readonly<Record<AppearanceTheme, Theme>> = { stripe, flat, night, none: stripe }

const paletteColor = (variables: Variables, theme: Variables, name: 'colorPrimary' | 'colorBackground' | 'colorText' | 'colorDanger'): Rgba =>
  parseStrictColor(variables[name] ?? '') ?? parseStrictColor(theme[name] ?? '') ?? black

/**
 * Every custom property of a theme with the merchant's (validated) variables applied: the
 * theme's values, then shades computed from the colors in effect, then the merchant's own values.
 */
export const themeProperties = (theme: AppearanceTheme, variables: Variables): PropertyValues => {
  const { variables: base, shades } = themes[theme]
  const palette: Palette = {
    primary: paletteColor(variables, base, 'colorPrimary'),
    background: paletteColor(variables, base, 'colorBackground'),
    text: paletteColor(variables, base, 'colorText'),
    danger: paletteColor(variables, base, 'colorDanger'),
  }
  return { ...base, ...shades(palette), ...variables }
}
