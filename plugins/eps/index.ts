/**
 * EPS (eps): the shopper picks their bank from the provider's list, then authorises the payment
 * on the bank's page.
 * Also the `epsBank` element.
 */
import { bankChoiceElement, bankChoiceField, defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { epsBanks } from 'payloom/banks/eps'

export const eps = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'eps',
  facts: methodCatalog.eps,
  fields: [bankChoiceField(epsBanks)],
  block: (values) => ({ bank: values.bank }),
  elements: (plugin) => [bankChoiceElement(plugin, 'epsBank', epsBanks)],
  loadLogo: () => import('payloom/logos/eps').then((module) => module.logo),
})
