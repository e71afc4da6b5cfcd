import type { Catalog, MessageKey } from '../../generated/locales/index.generated.ts'
import { translate } from '../../i18n/translate.ts'

const isKey = (catalog: Catalog, key: string): key is MessageKey => Object.hasOwn(catalog, key)

/**
 * The shopper's message for an error code of the address element, wherever it is shown (the
 * form, the `change` event, `elements.submit()`): the address and contact catalogs' (validation
 * codes; a phone's are contact codes), this element's (`invalid_address_view.update` as
 * `invalid_address_view_update`), then the decline catalog (provider codes such as incorrect_zip);
 * a generic message for anything else.
 */
export const addressErrorMessage = (catalog: Catalog, code: string, params?: Readonly<Record<string, string | number>>): string => {
  const keys = [`address.${code}`, `contact.${code}`, `addressElement.${code.replace(/[^a-z0-9_]/g, '_')}`, `declines.${code}`]
  return translate(catalog, keys.find((key) => isKey(catalog, key)) ?? 'common.unexpected_error', params)
}
