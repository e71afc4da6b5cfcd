/**
 * PromptPay (promptpay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.promptpay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const promptpay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'promptpay',
  facts: methodCatalog.promptpay,
  loadLogo: () => import('payloom/logos/promptpay').then((module) => module.logo),
})
