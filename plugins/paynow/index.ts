/**
 * PayNow (paynow): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.paynow.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const paynow = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'paynow',
  facts: methodCatalog.paynow,
  loadLogo: () => import('payloom/logos/paynow').then((module) => module.logo),
})
