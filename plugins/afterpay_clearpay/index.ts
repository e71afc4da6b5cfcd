/**
 * Afterpay / Clearpay (afterpay_clearpay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.afterpay_clearpay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'

export const afterpayClearpay = () => defineCatalogMethod({
  type: 'afterpay_clearpay',
  facts: methodCatalog.afterpay_clearpay,
  loadLogo: () => import('payloom/logos/afterpay_clearpay').then((module) => module.logo),
})
