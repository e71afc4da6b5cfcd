/**
 * Korean cards (kr_card): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.kr_card.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const krCard = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'kr_card',
  facts: methodCatalog.kr_card,
  loadLogo: () => import('payloom/logos/kr_card').then((module) => module.logo),
})
