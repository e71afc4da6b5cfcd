// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (logos/naver_pay.generated.ts)
// Source: data/logos/logos.json, node_modules/simple-icons (naver)
// Regenerate: npm run codegen
import type { LogoData } from "../../logos/logoData.ts"

/**
 * Naver Pay: its mark, the icon naver of simple-icons 16.37.0.
 * @license CC0-1.0, Copyright (c) Simple Icons Collaborators, https://simpleicons.org (data/logos/ATTRIBUTION.md)
 */
export const logo: LogoData = {
  body: '<g fill="#03C75A"><path d="M16.273 12.845 7.376 0H0v24h7.726V11.156L16.624 24H24V0h-7.727v12.845Z"/></g>',
  name: 'Naver Pay',
  viewBox: '-6 0 36 24',
}
