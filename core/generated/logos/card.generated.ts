// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (logos/card.generated.ts)
// Source: data/logos/logos.json, node_modules/bootstrap-icons (credit-card)
// Regenerate: npm run codegen
import type { LogoData } from "../../logos/logoData.ts"

/**
 * Card: the card icon for cards (no package has this brand's mark), the icon credit-card of bootstrap-icons 1.13.2.
 * @license MIT, Copyright (c) The Bootstrap Authors, https://icons.getbootstrap.com (data/logos/ATTRIBUTION.md)
 */
export const logo: LogoData = {
  body: '<g fill="currentColor"><path d="M0 4a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2zm2-1a1 1 0 0 0-1 1v1h14V4a1 1 0 0 0-1-1zm13 4H1v5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1z"/><path d="M2 10a1 1 0 0 1 1-1h1a1 1 0 0 1 1 1v1a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1z"/></g>',
  generic: true,
  name: 'Card',
  viewBox: '-4 0 24 16',
}
