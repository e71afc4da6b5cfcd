import type { InstalmentPlan } from '../../methods/InstalmentPlan.ts'
import type { PaymentMethodPlugin } from '../../plugin/contract.ts'
import { methodCatalog } from '../../generated/paymentMethods.generated.ts'
import { planFor } from './instalments.ts'

/** The payment a messaging element speaks of: its amount in minor units, currency and the shopper's country. */
export interface MessagingPayment {
  readonly amount: number
  readonly currency: string
  readonly country: string
}

/** A method the element shows: its plan for the shopper's country and the name shoppers there know it by. */
export interface MethodOffer {
  readonly type: string
  readonly name: string
  readonly plan: InstalmentPlan
}

/** What the element shows, and, for the merchant, why each method it leaves out is left out. */
export interface MessagingOffer {
  readonly offers: ReadonlyArray<MethodOffer>
  readonly reasons: ReadonlyArray<string>
}

/** A method's name as shoppers know it (not translated), else its type. */
const catalogName = (type: string): string => (methodCatalog as Readonly<Record<string, { readonly name: string } | undefined>>)[type]?.name ?? type

/**
 * The methods whose plans fit the payment, in the order asked (`requested`, the merchant's
 * `paymentMethodTypes`, else the plugins' order): a plugin is registered for each, the provider
 * takes it for this currency and amount (its `availability`, the catalog's facts) from a shopper in
 * the country, and it has a plan on file for that country.
 */
export const messagingOffer = (plugins: ReadonlyArray<PaymentMethodPlugin>, requested: ReadonlyArray<string> | undefined, payment: MessagingPayment): MessagingOffer => {
  const offers: MethodOffer[] = []
  const reasons: string[] = []
  for (const type of requested ?? plugins.map((plugin) => plugin.type)) {
    const plugin = plugins.find((candidate) => candidate.type === type)
    if (plugin === undefined) {
      reasons.push(`${type} has no plugin: import it from 'payloom/plugins/${type}' and pass it to createPayloom().`)
      continue
    }
    const availability = plugin.availability({ intentType: 'payment_intent', amount: payment.amount, currency: payment.currency, country: payment.country })
    const plan = planFor(type, payment.country)
    if (!availability.available) reasons.push(availability.reason)
    else if (plugin.settings.countries !== undefined && !plugin.settings.countries.includes(payment.country)) {
      reasons.push(`${type} is offered to shoppers in ${plugin.settings.countries.join(', ')}, not ${payment.country}.`)
    } else if (plan === undefined) reasons.push(`${type} has no instalment plan on file for shoppers in ${payment.country}.`)
    else offers.push({ type, name: plan.name ?? catalogName(type), plan })
  }
  return { offers, reasons }
}
