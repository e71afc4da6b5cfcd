/**
 * TWINT (twint): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.twint.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const twint = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'twint',
  facts: methodCatalog.twint,
  loadLogo: () => import('payloom/logos/twint').then((module) => module.logo),
})
