/**
 * MobilePay (mobilepay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.mobilepay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'

export const mobilepay = () => defineCatalogMethod({
  type: 'mobilepay',
  facts: methodCatalog.mobilepay,
  loadLogo: () => import('payloom/logos/mobilepay').then((module) => module.logo),
})
