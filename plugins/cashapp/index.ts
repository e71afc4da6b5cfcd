/**
 * Cash App Pay (cashapp): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.cashapp.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const cashapp = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'cashapp',
  facts: methodCatalog.cashapp,
  loadLogo: () => import('payloom/logos/cashapp').then((module) => module.logo),
})
