/**
 * Crypto (crypto): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.crypto.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const crypto = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'crypto',
  facts: methodCatalog.crypto,
  loadLogo: () => import('payloom/logos/crypto').then((module) => module.logo),
})
