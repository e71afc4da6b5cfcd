// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (logos/revolut_pay.generated.ts)
// Source: data/logos/logos.json, node_modules/simple-icons (revolut)
// Regenerate: npm run codegen
import type { LogoData } from "../../logos/logoData.ts"

/**
 * Revolut Pay: its mark, the icon revolut of simple-icons 16.37.0.
 * @license CC0-1.0, Copyright (c) Simple Icons Collaborators, https://simpleicons.org (data/logos/ATTRIBUTION.md)
 */
export const logo: LogoData = {
  body: '<g fill="#191C1F"><path d="M20.9133 6.9566C20.9133 3.1208 17.7898 0 13.9503 0H2.424v3.8605h10.9782c1.7376 0 3.177 1.3651 3.2087 3.043.016.84-.2994 1.633-.8878 2.2324-.5886.5998-1.375.9303-2.2144.9303H9.2322a.2756.2756 0 0 0-.2755.2752v3.431c0 .0585.018.1142.052.1612L16.2646 24h5.3114l-7.2727-10.094c3.6625-.1838 6.61-3.2612 6.61-6.9494zM6.8943 5.9229H2.424V24h4.4704z"/></g>',
  name: 'Revolut Pay',
  viewBox: '-6 0 36 24',
}
