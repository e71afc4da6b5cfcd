/**
 * PayPal (paypal): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.paypal.family). Its
 * button in the express checkout element names PayPal as the method, and the shopper approves the
 * payment on PayPal's page that confirmPayment sends them to.
 */
import { defineCatalogMethod, methodCatalog, redirectExpressFlow } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

const loadLogo = () => import('payloom/logos/paypal').then((module) => module.logo)

export const paypal = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'paypal',
  facts: methodCatalog.paypal,
  loadLogo,
  express: redirectExpressFlow('paypal', methodCatalog.paypal, loadLogo),
})
