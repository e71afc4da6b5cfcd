/**
 * Revolut Pay (revolut_pay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.revolut_pay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const revolutPay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'revolut_pay',
  facts: methodCatalog.revolut_pay,
  loadLogo: () => import('payloom/logos/revolut_pay').then((module) => module.logo),
})
