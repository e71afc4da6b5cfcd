/**
 * Zip (zip): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.zip.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const zip = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'zip',
  facts: methodCatalog.zip,
  loadLogo: () => import('payloom/logos/zip').then((module) => module.logo),
})
