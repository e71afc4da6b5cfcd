import { methodCatalog, type CatalogMethodType } from '../core/generated/paymentMethods.generated.ts'
import type { MethodFacts, MethodFamily } from '../core/methods/MethodFacts.ts'
import { ApiError } from './ApiError.ts'

/**
 * The sandbox's view of the provider's method catalog (core/generated, from data/payment-methods):
 * which types exist, how each one finishes after confirm (its family), and where it may be used
 * (currencies, amounts, setup). No list of types is kept here besides card and Link, which the
 * catalog leaves to the card plugin.
 */
const catalog: Readonly<Record<string, MethodFacts>> = methodCatalog

/** The catalog's types (card and Link are not in it). */
export const catalogTypes: readonly CatalogMethodType[] = Object.keys(methodCatalog) as CatalogMethodType[]

/** Every payment method type the sandbox knows, in the order elements sessions list them: card first. */
export const paymentMethodTypes: readonly string[] = ['card', 'link', ...catalogTypes]

/** The facts of a catalog type, or undefined for card, Link and unknown types. */
export const factsOf = (type: string): MethodFacts | undefined => (Object.hasOwn(catalog, type) ? catalog[type] : undefined)

export const familyOf = (type: string): MethodFamily | undefined => factsOf(type)?.family

/** The types of one family. */
export const typesOfFamily = (family: MethodFamily): readonly string[] => catalogTypes.filter((type) => catalog[type]!.family === family)

/** What an intent is for, as far as the catalog's rules go. */
export interface Fit {
  /** Lower case; undefined for a setup intent. */
  readonly currency: string | undefined
  readonly amount: number | undefined
  /** A setup intent, or a payment that saves the method (setup_future_usage). */
  readonly setup: boolean
  /** The kind of intent, for the error's code. @default 'payment_intent' */
  readonly object?: 'payment_intent' | 'setup_intent'
}

/** Why a type does not fit, as the provider's 400 says it; undefined when it fits. */
export const misfit = (type: string, fit: Fit): ApiError | undefined => {
  const facts = factsOf(type)
  if (facts === undefined) return undefined
  const { currency, amount } = fit
  if (currency !== undefined && !facts.currencies.includes(currency)) {
    return ApiError.invalidRequest(
      `The currency provided (${currency}) is invalid for one or more payment method types on this PaymentIntent. The payment method type ${type} only supports: ${facts.currencies.join(', ')}.`,
      { code: 'payment_intent_invalid_parameter', param: 'payment_method_types' },
    )
  }
  if (currency !== undefined && amount !== undefined) {
    const minimum = facts.minimumAmount?.[currency]
    const maximum = facts.maximumAmount?.[currency]
    if (minimum !== undefined && amount < minimum) {
      return ApiError.invalidRequest(`Amount must be at least ${minimum} ${currency} (in the smallest currency unit) for the payment method type ${type}.`, { code: 'amount_too_small', param: 'amount' })
    }
    if (maximum !== undefined && amount > maximum) {
      return ApiError.invalidRequest(`Amount must be no more than ${maximum} ${currency} (in the smallest currency unit) for the payment method type ${type}.`, { code: 'amount_too_large', param: 'amount' })
    }
  }
  if (fit.setup && !facts.setup) {
    return ApiError.invalidRequest(`The payment method type ${type} cannot be set up for future usage (setup_future_usage or a SetupIntent).`, { code: `${fit.object ?? 'payment_intent'}_invalid_parameter`, param: 'payment_method_types' })
  }
  return undefined
}

/** Refuses listed types that do not fit the intent's currency, amount or setup, as the provider does. */
export const checkFit = (types: readonly string[], fit: Fit): void => {
  for (const type of types) {
    const error = misfit(type, fit)
    if (error !== undefined) throw error
  }
}

/** The types automatic payment methods offer: card and Link (which pays with cards), then every catalog type that fits. */
export const fittingTypes = (fit: Fit): readonly string[] => ['card', 'link', ...catalogTypes.filter((type) => misfit(type, fit) === undefined)]
