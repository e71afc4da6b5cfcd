/**
 * Kakao Pay (kakao_pay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.kakao_pay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const kakaoPay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'kakao_pay',
  facts: methodCatalog.kakao_pay,
  loadLogo: () => import('payloom/logos/kakao_pay').then((module) => module.logo),
})
