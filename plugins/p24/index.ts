/**
 * Przelewy24 (p24): the shopper picks their bank from the provider's list, then authorises the payment
 * on the bank's page.
 * Also the `p24Bank` element.
 */
import { bankChoiceElement, bankChoiceField, defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { p24Banks } from 'payloom/banks/p24'

export const p24 = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'p24',
  facts: methodCatalog.p24,
  fields: [bankChoiceField(p24Banks)],
  block: (values) => ({ bank: values.bank }),
  elements: (plugin) => [bankChoiceElement(plugin, 'p24Bank', p24Banks)],
  loadLogo: () => import('payloom/logos/p24').then((module) => module.logo),
})
