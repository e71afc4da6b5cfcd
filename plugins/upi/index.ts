/**
 * UPI (upi): the shopper's UPI ID (`name@bank`); they approve the request in their UPI app while
 * the SDK polls the payment (`upi_await_notification`).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'
import { validateVpa } from 'payloom/validation/bank'

export const upi = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'upi',
  facts: methodCatalog.upi,
  fields: [{ name: 'vpa', label: 'vpa', validate: validateVpa, autoComplete: 'off', inputMode: 'email', maxLength: 256 }],
  block: (values) => ({ vpa: (values.vpa ?? '').trim() }),
  loadLogo: () => import('payloom/logos/upi').then((module) => module.logo),
})
