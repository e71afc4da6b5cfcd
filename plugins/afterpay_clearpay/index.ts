/**
 * Afterpay / Clearpay (afterpay_clearpay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.afterpay_clearpay.family). It also provides the
 * `afterpayClearpayMessageModal` element: "or 4 interest-free payments of £12.50 with Clearpay ⓘ" (Clearpay in the UK,
 * Afterpay elsewhere), whose ⓘ opens the plan's dialog; the messaging element's own message and dialog, for this method alone.
 */
import { defineCatalogMethod, defineMessagingElement, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { validateAfterpayClearpayMessageOptions } from 'payloom/validation/options'

export const afterpayClearpay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'afterpay_clearpay',
  facts: methodCatalog.afterpay_clearpay,
  loadLogo: () => import('payloom/logos/afterpay_clearpay').then((module) => module.logo),
  // Its name in the UK (methodInstalments.afterpay_clearpay), where the messages say Clearpay.
  brandLogos: { clearpay: () => import('payloom/logos/clearpay').then((module) => module.logo) },
  elements: (plugin) => [defineMessagingElement({
    type: 'afterpayClearpayMessageModal',
    plugins: [plugin],
    lead: 'or',
    validateOptions: validateAfterpayClearpayMessageOptions,
  })],
})
