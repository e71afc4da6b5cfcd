/**
 * QRIS (qris): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.qris.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const qris = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'qris',
  facts: methodCatalog.qris,
  loadLogo: () => import('payloom/logos/qris').then((module) => module.logo),
})
