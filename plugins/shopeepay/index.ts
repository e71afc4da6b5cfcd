/**
 * ShopeePay (shopeepay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.shopeepay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const shopeepay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'shopeepay',
  facts: methodCatalog.shopeepay,
  loadLogo: () => import('payloom/logos/shopeepay').then((module) => module.logo),
})
