/**
 * Naver Pay (naver_pay): the shopper chooses how they fund the payment, their card or their Naver
 * Pay points (the spec's funding types, `methodFundingTypes.naver_pay`), sent at confirm as
 * `naver_pay[funding]`; then they authorise it on Naver Pay's page (methodCatalog.naver_pay.family).
 */
import { validationError } from 'payloom'
import { defineCatalogMethod, methodCatalog, methodFundingTypes } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

const fundingTypes: ReadonlyArray<string> = methodFundingTypes.naver_pay

export const naverPay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'naver_pay',
  facts: methodCatalog.naver_pay,
  fields: [{
    name: 'funding',
    label: 'funding',
    placeholder: 'funding_placeholder',
    choices: fundingTypes.map((type) => ({ value: type, label: `funding_${type}` })),
    translatedChoices: true,
    validate: (value) => (fundingTypes.includes(value) ? { complete: true } : { complete: false, error: validationError('incomplete_funding') }),
  }],
  block: (values) => ({ funding: values.funding }),
  loadLogo: () => import('payloom/logos/naver_pay').then((module) => module.logo),
})
