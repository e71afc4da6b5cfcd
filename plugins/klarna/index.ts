/**
 * Klarna (klarna): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.klarna.family). Its
 * button in the express checkout element, offered to shoppers in Klarna's countries, names Klarna
 * as the method, and the shopper approves the payment on Klarna's page that confirmPayment sends
 * them to.
 */
import { defineCatalogMethod, methodCatalog, redirectExpressFlow } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

const loadLogo = () => import('payloom/logos/klarna').then((module) => module.logo)

export const klarna = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'klarna',
  facts: methodCatalog.klarna,
  loadLogo,
  express: redirectExpressFlow('klarna', methodCatalog.klarna, loadLogo),
})
