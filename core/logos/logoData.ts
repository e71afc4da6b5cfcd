/**
 * A logo as codegen makes it from an icon package (codegen/generators/logos.ts): sanitised SVG
 * markup for the inside of an `<svg>`, its viewBox (always 3:2, so every logo fills the same box),
 * and the name a screen reader hears.
 */
export interface LogoData {
  /** The brand's or method's name: the logo's accessible name where nothing else names it. */
  readonly name: string
  /** `x y width height`, width / height = 3 / 2. */
  readonly viewBox: string
  /** The SVG's content: shapes and gradients only, every id written as `logoIdPlaceholder` + n. */
  readonly body: string
  /**
   * A neutral icon of the method's family (a wallet, a bank) where no package has the brand's mark:
   * it does not name the brand, so the brand's name must show beside it. @default false
   */
  readonly generic?: boolean
}

/**
 * Loads one logo on demand, one module each, so a page downloads only the logos it shows:
 * `() => import('payloom/logos/ideal').then((module) => module.logo)`.
 */
export type LoadLogo = () => Promise<LogoData>

/**
 * Stands in a logo's ids (`id`, `url(#…)`, `href="#…"`): each use replaces it with its own prefix,
 * so two copies of a logo on one page (a brand in the list and in the number field) never share
 * a gradient id, which would make one borrow the other's or paint nothing once it is hidden.
 */
export const logoIdPlaceholder = '{uid}'
