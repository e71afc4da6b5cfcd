/**
 * MB WAY (mb_way): the shopper's mobile number (Portugal's by default, payment-form.md §5); they
 * approve the request in the MB WAY app while the SDK polls the payment.
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import { formatPhone, validatePhone } from 'payloom/validation/contact'

/** The country a number without a + is read in (payment-form.md §5: mb_way phone country PT). */
const phoneCountry = 'PT'

export const mbWay = () => defineCatalogMethod({
  type: 'mb_way',
  facts: methodCatalog.mb_way,
  fields: [{
    name: 'phone',
    label: 'phone',
    validate: (value) => {
      const result = validatePhone(value, phoneCountry)
      return result.error === undefined ? result : { complete: false, error: { ...result.error, code: value.trim() === '' ? 'incomplete_phone' : 'invalid_phone' } }
    },
    inputMode: 'tel',
    autoComplete: 'tel',
  }],
  billingPhone: (values) => formatPhone(values.phone, phoneCountry),
  loadLogo: () => import('payloom/logos/mb_way').then((module) => module.logo),
})
