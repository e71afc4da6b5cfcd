/** Sofort (sofort): the shopper's bank country (Austria by default, payment-form.md §5), then their bank's page. */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const sofort = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'sofort',
  facts: methodCatalog.sofort,
  billing: ['country'],
  block: (values) => ({ country: values.country }),
  loadLogo: () => import('payloom/logos/sofort').then((module) => module.logo),
})
