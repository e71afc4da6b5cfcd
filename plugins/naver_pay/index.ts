/**
 * Naver Pay (naver_pay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.naver_pay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'

export const naverPay = () => defineCatalogMethod({
  type: 'naver_pay',
  facts: methodCatalog.naver_pay,
  loadLogo: () => import('payloom/logos/naver_pay').then((module) => module.logo),
})
