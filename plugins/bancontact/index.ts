/**
 * Bancontact (bancontact): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.bancontact.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const bancontact = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'bancontact',
  facts: methodCatalog.bancontact,
  loadLogo: () => import('payloom/logos/bancontact').then((module) => module.logo),
})
