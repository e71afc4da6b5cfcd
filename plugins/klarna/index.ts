/**
 * Klarna (klarna): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.klarna.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const klarna = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'klarna',
  facts: methodCatalog.klarna,
  loadLogo: () => import('payloom/logos/klarna').then((module) => module.logo),
})
