/**
 * OXXO (oxxo): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.oxxo.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const oxxo = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'oxxo',
  facts: methodCatalog.oxxo,
  loadLogo: () => import('payloom/logos/oxxo').then((module) => module.logo),
})
