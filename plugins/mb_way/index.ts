/**
 * MB WAY (mb_way): the shopper's Portuguese mobile number; they approve the request in the MB WAY
 * app while the SDK polls the payment. The number goes as the billing phone, in E.164.
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { mobileNumberE164, validateMobileNumber } from './mobileNumber.ts'

export const mbWay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'mb_way',
  facts: methodCatalog.mb_way,
  fields: [{ name: 'phone', label: 'phone', validate: validateMobileNumber, inputMode: 'tel', autoComplete: 'tel' }],
  billingPhone: (values) => mobileNumberE164(values.phone ?? ''),
  loadLogo: () => import('payloom/logos/mb_way').then((module) => module.logo),
})
