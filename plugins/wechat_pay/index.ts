/**
 * WeChat Pay (wechat_pay): its form asks for the billing details the provider requires for it; the rest of
 * what the shopper sees comes from its family in the catalog (methodCatalog.wechat_pay.family).
 */
import { defineCatalogMethod, methodCatalog } from 'payloom/methods'
import type { MethodFormSettings } from 'payloom'

export const wechatPay = (settings?: MethodFormSettings) => defineCatalogMethod({
  settings,
  type: 'wechat_pay',
  facts: methodCatalog.wechat_pay,
  loadLogo: () => import('payloom/logos/wechat_pay').then((module) => module.logo),
})
