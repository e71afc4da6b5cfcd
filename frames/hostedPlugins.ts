/**
 * The plugins the provider's frames offer. In isolated hosting the merchant's page names its
 * plugins by type and options; the controller and element frames make their own copies from this
 * list, so the plugins' code runs on the provider's origin. Each plugin's code loads when a page
 * names it, so a frame carries only the methods its merchant offers. A plugin that is not here
 * (one the merchant wrote) can only run inline, in the merchant's page.
 */
import type { Plugin } from 'payloom'
import { IntegrationError } from '../core/errors/IntegrationError.ts'
import { factoryName } from '../core/plugin/factoryName.ts'

/** Every plugin folder of plugins/: the provider hosts each one. */
export const hostedTypes: ReadonlyArray<string> = [
  'acss_debit', 'affirm', 'afterpay_clearpay', 'alma', 'amazon_pay', 'apple_pay', 'au_becs_debit', 'bacs_debit', 'bancontact', 'buy_button', 'card', 'cashapp', 'crypto', 'demo_pay',
  'eps', 'fpx', 'google_pay', 'gopay', 'ideal', 'kakao_pay', 'klarna', 'kr_card', 'link', 'mb_way', 'mobilepay', 'naver_pay', 'netbanking',
  'nz_bank_account', 'oxxo', 'p24', 'pay_by_bank', 'paynow', 'paypal', 'pricing_table', 'promptpay', 'qris', 'revolut_pay', 'sepa_debit',
  'shopeepay', 'sofort', 'twint', 'upi', 'us_bank_account', 'wechat_pay', 'zip',
]

type Factory = (options: Readonly<Record<string, unknown>>) => Plugin

const load = async (type: string, options: Readonly<Record<string, unknown>>): Promise<Plugin> => {
  // One chunk per plugin folder (the bundler splits at this import).
  const module = await import(`../plugins/${type}/index.ts`) as Readonly<Record<string, Factory | undefined>>
  const make = module[factoryName(type)]
  if (make === undefined) throw new IntegrationError({ message: `payloom: the ${type} plugin exports no ${factoryName(type)}().` })
  return make(options)
}

/** The plugin specs a merchant page sent, as this frame's own plugins; fails for a plugin the provider does not host. */
export const hostedPlugins = async (specs: unknown): Promise<ReadonlyArray<Plugin>> => {
  if (!Array.isArray(specs)) throw new IntegrationError({ message: 'payloom: the frames were given no plugin list.' })
  return Promise.all(specs.map((spec: unknown) => {
    const { type, options } = (typeof spec === 'object' && spec !== null ? spec : {}) as { readonly type?: unknown; readonly options?: unknown }
    if (typeof type !== 'string' || !hostedTypes.includes(type)) {
      throw new IntegrationError({
        message: `The ${String(type)} plugin is not hosted by the provider's frames, so isolated hosting cannot run it. Offer it with createPayloom(key, { hosting: 'inline' }), or use the provider's plugins (${hostedTypes.join(', ')}).`,
      })
    }
    return load(type, typeof options === 'object' && options !== null ? (options as Readonly<Record<string, unknown>>) : {})
  }))
}
