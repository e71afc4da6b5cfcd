/** Sofort (sofort): the shopper's bank country (Austria by default, payment-form.md §5), then their bank's page. */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'

export const sofort = () => defineCatalogMethod({
  type: 'sofort',
  facts: methodCatalog.sofort,
  billing: ['country'],
  block: (values) => ({ country: values.country }),
  loadLogo: () => import('payloom/logos/sofort').then((module) => module.logo),
})
