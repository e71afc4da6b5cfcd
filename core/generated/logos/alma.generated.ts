// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (logos/alma.generated.ts)
// Source: data/logos/logos.json, node_modules/bootstrap-icons (calendar-check)
// Regenerate: npm run codegen
import type { LogoData } from "../../logos/logoData.ts"

/**
 * Alma: the bnpl icon for pay later and instalments (no package has this brand's mark), the icon calendar-check of bootstrap-icons 1.13.2.
 * @license MIT, Copyright (c) The Bootstrap Authors, https://icons.getbootstrap.com (data/logos/ATTRIBUTION.md)
 */
export const logo: LogoData = {
  body: '<g fill="currentColor"><path d="M10.854 7.146a.5.5 0 0 1 0 .708l-3 3a.5.5 0 0 1-.708 0l-1.5-1.5a.5.5 0 1 1 .708-.708L7.5 9.793l2.646-2.647a.5.5 0 0 1 .708 0"/><path d="M3.5 0a.5.5 0 0 1 .5.5V1h8V.5a.5.5 0 0 1 1 0V1h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2h1V.5a.5.5 0 0 1 .5-.5M1 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4z"/></g>',
  generic: true,
  name: 'Alma',
  viewBox: '-4 0 24 16',
}
