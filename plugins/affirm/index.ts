/**
 * Affirm (affirm): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.affirm.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const affirm = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'affirm',
  facts: methodCatalog.affirm,
  loadLogo: () => import('payloom/logos/affirm').then((module) => module.logo),
})
