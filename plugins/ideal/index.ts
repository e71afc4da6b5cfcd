/**
 * iDEAL (ideal): the shopper picks their bank from the provider's list, then authorises the payment
 * on the bank's page.
 * Also the `idealBank` element.
 */
import { bankChoiceElement, bankChoiceField, defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { idealBanks } from 'payloom/banks/ideal'

export const ideal = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'ideal',
  facts: methodCatalog.ideal,
  fields: [bankChoiceField(idealBanks)],
  block: (values) => ({ bank: values.bank }),
  elements: (plugin) => [bankChoiceElement(plugin, 'idealBank', idealBanks)],
  loadLogo: () => import('payloom/logos/ideal').then((module) => module.logo),
})
