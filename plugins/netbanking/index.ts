/**
 * NetBanking (netbanking): the shopper picks their Indian bank from the provider's list, then
 * authorises the payment on the bank's page. Also the `netbankingBank` element.
 */
import { bankChoiceElement, bankChoiceField, defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { netbankingBanks } from 'payloom/banks/netbanking'

export const netbanking = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'netbanking',
  facts: methodCatalog.netbanking,
  fields: [bankChoiceField(netbankingBanks)],
  block: (values) => ({ bank: values.bank }),
  elements: (plugin) => [bankChoiceElement(plugin, 'netbankingBank', netbankingBanks)],
  loadLogo: () => import('payloom/logos/netbanking').then((module) => module.logo),
})
