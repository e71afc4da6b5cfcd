import type { Availability, SessionContext } from '../plugin/contract.ts'
import type { MethodFacts } from './MethodFacts.ts'

/**
 * Whether the provider takes a method for this payment, from its facts: the currency, the amount
 * within the method's bounds for it, and a setup intent only for a method that can be set up.
 * The reasons are for the merchant (the payment element logs why a method is not offered).
 */
export const availabilityOf = (type: string, facts: MethodFacts, session: SessionContext): Availability => {
  const currency = session.currency.toLowerCase()
  if (!facts.currencies.includes(currency)) {
    return { available: false, reason: `${facts.name} (${type}) is offered for payments in ${facts.currencies.join(', ')}, not ${currency}.` }
  }
  if (session.intentType === 'setup_intent' || session.setupFutureUsage !== undefined) {
    if (!facts.setup) return { available: false, reason: `${facts.name} (${type}) cannot be set up for later payments.` }
  }
  const { amount } = session
  if (session.intentType === 'payment_intent' && amount !== undefined) {
    const minimum = facts.minimumAmount?.[currency]
    const maximum = facts.maximumAmount?.[currency]
    if (minimum !== undefined && amount < minimum) return { available: false, reason: `${facts.name} (${type}) needs at least ${minimum} (${currency}, minor units); this payment is ${amount}.` }
    if (maximum !== undefined && amount > maximum) return { available: false, reason: `${facts.name} (${type}) takes at most ${maximum} (${currency}, minor units); this payment is ${amount}.` }
  }
  return { available: true }
}
