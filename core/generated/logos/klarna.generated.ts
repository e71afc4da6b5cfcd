// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (logos/klarna.generated.ts)
// Source: data/logos/logos.json, node_modules/react-pay-icons (Klarna)
// Regenerate: npm run codegen
import type { LogoData } from "../../logos/logoData.ts"

/**
 * Klarna: its mark, the icon Klarna of react-pay-icons 4.0.0.
 * @license MIT, Copyright (c) Tommy Ljungberg, https://github.com/twltwl/react-pay-icons (data/logos/ATTRIBUTION.md)
 */
export const logo: LogoData = {
  body: '<g fill="none"><path fill="#FFB3C7" d="M0 0h40v26H0z"/><path fill="#0A0B09" d="M33.203 14.67a.8.8 0 0 0-.797.805.8.8 0 0 0 .797.804.8.8 0 0 0 .797-.804.8.8 0 0 0-.797-.804m-2.623-.621c0-.608-.515-1.101-1.15-1.101-.636 0-1.151.493-1.151 1.1 0 .609.515 1.102 1.15 1.102.636 0 1.151-.493 1.151-1.101m.005-2.14h1.27v4.28h-1.27v-.274a2.2 2.2 0 0 1-1.26.392 2.25 2.25 0 0 1-2.238-2.258 2.25 2.25 0 0 1 2.239-2.259c.467 0 .9.145 1.258.392zm-10.164.557v-.557h-1.3v4.28h1.303v-2c0-.675.724-1.037 1.227-1.037h.015V11.91c-.516 0-.99.223-1.245.557m-3.239 1.583c0-.608-.515-1.101-1.15-1.101-.636 0-1.151.493-1.151 1.1 0 .609.515 1.102 1.15 1.102.636 0 1.151-.493 1.151-1.101m.004-2.14h1.27v4.28h-1.27v-.274a2.2 2.2 0 0 1-1.258.392 2.25 2.25 0 0 1-2.239-2.258 2.25 2.25 0 0 1 2.239-2.259c.466 0 .9.145 1.258.392zm7.645-.116c-.508 0-.988.16-1.309.598v-.482h-1.264v4.28h1.28v-2.25c0-.65.432-.97.953-.97.558 0 .88.337.88.962v2.258h1.268v-2.722c0-.996-.785-1.674-1.808-1.674M11.839 16.19h1.33V10h-1.33zM6 16.19h1.408V10H6zM10.923 10c0 1.34-.517 2.587-1.44 3.514l1.946 2.677H9.69l-2.114-2.91.546-.412A3.57 3.57 0 0 0 9.546 10z"/></g>',
  name: 'Klarna',
  viewBox: '0 -0.333 40 26.667',
}
