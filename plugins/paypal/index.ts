/**
 * PayPal (paypal): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.paypal.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const paypal = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'paypal',
  facts: methodCatalog.paypal,
  loadLogo: () => import('payloom/logos/paypal').then((module) => module.logo),
})
