/**
 * GoPay (gopay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.gopay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const gopay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'gopay',
  facts: methodCatalog.gopay,
  loadLogo: () => import('payloom/logos/gopay').then((module) => module.logo),
})
