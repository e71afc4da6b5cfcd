/**
 * Amazon Pay (amazon_pay): a wallet the shopper pays with from their Amazon account, on Amazon's
 * page that confirmPayment sends them to, with the shipping and payment details kept there. In the
 * payment element its form says so; its button in the express checkout element (light by default,
 * as Amazon's guidelines ask: controller.md §9) names Amazon Pay as the method the same way.
 */
import { defineCatalogMethod, methodCatalog, redirectExpressFlow } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

const loadLogo = () => import('payloom/logos/amazon_pay').then((module) => module.logo)

export const amazonPay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'amazon_pay',
  facts: methodCatalog.amazon_pay,
  loadLogo,
  express: redirectExpressFlow('amazon_pay', methodCatalog.amazon_pay, loadLogo),
})
