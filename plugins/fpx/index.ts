/**
 * FPX (fpx): the shopper picks their bank from the provider's list, then authorises the payment
 * on the bank's page.
 * Also the `fpxBank` element.
 */
import { bankChoiceField, defineCatalogMethod, fpxBankElement, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { fpxBanks } from 'payloom/banks/fpx'

export const fpx = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'fpx',
  facts: methodCatalog.fpx,
  fields: [bankChoiceField(fpxBanks)],
  block: (values) => ({ bank: values.bank }),
  elements: (plugin) => [fpxBankElement(plugin, fpxBanks)],
  loadLogo: () => import('payloom/logos/fpx').then((module) => module.logo),
})
