import { string } from '../../json/guards.ts'

/** `elements.create('buyButton', ...)`: the payment link it sells, and the shopper's customer session, if the merchant knows them. */
export interface BuyButtonOptions {
  readonly paymentLink: string
  /** A customer session's client secret (`cuss_secret_...`) that enables `buy_button`: checkout is then for its customer. */
  readonly customerSessionClientSecret?: string
}

/** `elements.create('pricingTable', ...)`: the table it shows, and the shopper's customer session, if the merchant knows them. */
export interface PricingTableOptions {
  readonly pricingTableId: string
  /** A customer session's client secret (`cuss_secret_...`) that enables `pricing_table`: checkout is then for its customer. */
  readonly customerSessionClientSecret?: string
}

type Report = { readonly errors: ReadonlyArray<string>; readonly warnings: ReadonlyArray<string> }

/** An embed's id option: its name, the shape of the provider's ids, and an example. */
interface IdOption {
  readonly name: string
  readonly pattern: RegExp
  readonly example: string
}

/**
 * The options of a buy button or a pricing table: the id of what it shows, required and shaped
 * as the provider's ids are, and an optional customer session client secret; nothing else.
 * Stripe's `buyButtonId` is named for a merchant porting a page: here a buy button is a payment link.
 */
const checkEmbedOptions = (type: string, id: IdOption, options: unknown): Report => {
  const errors: string[] = []
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return { errors: [`payloom ${type} element: pass { ${id.name}: '${id.example}' }, got ${JSON.stringify(options)}.`], warnings: [] }
  }
  const given = options as Readonly<Record<string, unknown>>
  for (const key of Object.keys(given)) {
    if (key === id.name || key === 'customerSessionClientSecret') continue
    errors.push(key === 'buyButtonId'
      ? `payloom ${type} element: buyButtonId is not an option: a buy button sells a payment link, so pass paymentLink ('plink_...').`
      : `payloom ${type} element: unknown option ${key}. Its options are ${id.name} and customerSessionClientSecret.`)
  }
  const value = given[id.name]
  if (!string(value) || !id.pattern.test(value)) errors.push(`payloom ${type} element: ${id.name} must be an id like '${id.example}', got ${JSON.stringify(value)}.`)
  const secret = given.customerSessionClientSecret
  if (secret !== undefined && (!string(secret) || !/^cuss_secret_[A-Za-z0-9]+$/.test(secret))) {
    errors.push(`payloom ${type} element: customerSessionClientSecret must be a customer session's client_secret ('cuss_secret_...'), got ${JSON.stringify(secret)}.`)
  }
  return { errors, warnings: [] }
}

export const checkBuyButtonOptions = (options: unknown): Report =>
  checkEmbedOptions('buyButton', { name: 'paymentLink', pattern: /^plink_[A-Za-z0-9]+$/, example: 'plink_...' }, options)

export const checkPricingTableOptions = (options: unknown): Report =>
  checkEmbedOptions('pricingTable', { name: 'pricingTableId', pattern: /^prctbl_[A-Za-z0-9]+$/, example: 'prctbl_...' }, options)
