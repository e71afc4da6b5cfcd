// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (logos/us_bank_account.generated.ts)
// Source: data/logos/logos.json, node_modules/bootstrap-icons (bank)
// Regenerate: npm run codegen
import type { LogoData } from "../../logos/logoData.ts"

/**
 * US bank account: the bank icon for bank debits, bank transfers and online banking (no package has this brand's mark), the icon bank of bootstrap-icons 1.13.2.
 * @license MIT, Copyright (c) The Bootstrap Authors, https://icons.getbootstrap.com (data/logos/ATTRIBUTION.md)
 */
export const logo: LogoData = {
  body: '<g fill="currentColor"><path d="m8 0 6.61 3h.89a.5.5 0 0 1 .5.5v2a.5.5 0 0 1-.5.5H15v7a.5.5 0 0 1 .485.38l.5 2a.498.498 0 0 1-.485.62H.5a.498.498 0 0 1-.485-.62l.5-2A.5.5 0 0 1 1 13V6H.5a.5.5 0 0 1-.5-.5v-2A.5.5 0 0 1 .5 3h.89zM3.777 3h8.447L8 1zM2 6v7h1V6zm2 0v7h2.5V6zm3.5 0v7h1V6zm2 0v7H12V6zM13 6v7h1V6zm2-1V4H1v1zm-.39 9H1.39l-.25 1h13.72z"/></g>',
  generic: true,
  name: 'US bank account',
  viewBox: '-4 0 24 16',
}
