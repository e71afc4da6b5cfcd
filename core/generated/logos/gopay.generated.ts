// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (logos/gopay.generated.ts)
// Source: data/logos/logos.json, node_modules/bootstrap-icons (wallet2)
// Regenerate: npm run codegen
import type { LogoData } from "../../logos/logoData.ts"

/**
 * GoPay: the wallet icon for wallets (no package has this brand's mark), the icon wallet2 of bootstrap-icons 1.13.2.
 * @license MIT, Copyright (c) The Bootstrap Authors, https://icons.getbootstrap.com (data/logos/ATTRIBUTION.md)
 */
export const logo: LogoData = {
  body: '<g fill="currentColor"><path d="M12.136.326A1.5 1.5 0 0 1 14 1.78V3h.5A1.5 1.5 0 0 1 16 4.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 0 13.5v-9a1.5 1.5 0 0 1 1.432-1.499zM5.562 3H13V1.78a.5.5 0 0 0-.621-.484zM1.5 4a.5.5 0 0 0-.5.5v9a.5.5 0 0 0 .5.5h13a.5.5 0 0 0 .5-.5v-9a.5.5 0 0 0-.5-.5z"/></g>',
  generic: true,
  name: 'GoPay',
  viewBox: '-4 0 24 16',
}
