/**
 * Pay by Bank (pay_by_bank): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.pay_by_bank.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const payByBank = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'pay_by_bank',
  facts: methodCatalog.pay_by_bank,
  loadLogo: () => import('payloom/logos/pay_by_bank').then((module) => module.logo),
})
