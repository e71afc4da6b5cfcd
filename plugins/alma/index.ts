/**
 * Alma (alma): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.alma.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const alma = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'alma',
  facts: methodCatalog.alma,
  loadLogo: () => import('payloom/logos/alma').then((module) => module.logo),
})
