// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (cardBrandLogos.generated.ts)
// Source: data/card-brands.json, data/logos/logos.json
// Regenerate: npm run codegen
import type { LoadLogo } from "../logos/logoData.ts"
import type { CardBrand } from "./cardBrands.generated.ts"
/** Each card brand's logo, loaded when a form first shows it (its own module, so a page loads only the brands it shows). */
export const cardBrandLogos: Readonly<Record<CardBrand, LoadLogo>> = {
  amex: () => import('./logos/amex.generated.ts').then((module) => module.logo),
  cartes_bancaires: () => import('./logos/cartes_bancaires.generated.ts').then((module) => module.logo),
  diners: () => import('./logos/diners.generated.ts').then((module) => module.logo),
  diners14: () => import('./logos/diners.generated.ts').then((module) => module.logo),
  discover: () => import('./logos/discover.generated.ts').then((module) => module.logo),
  elo: () => import('./logos/elo.generated.ts').then((module) => module.logo),
  jcb: () => import('./logos/jcb.generated.ts').then((module) => module.logo),
  mastercard: () => import('./logos/mastercard.generated.ts').then((module) => module.logo),
  unionpay: () => import('./logos/unionpay.generated.ts').then((module) => module.logo),
  unknown: () => import('./logos/card.generated.ts').then((module) => module.logo),
  visa: () => import('./logos/visa.generated.ts').then((module) => module.logo),
}
