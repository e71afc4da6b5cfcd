/**
 * Card installment plans, as the provider offers Mexico's meses sin intereses: a payment intent made
 * with `payment_method_options[card][installments][enabled]=true` offers monthly plans to a Mexican
 * credit card paying in pesos. The card form asks for them once the number is whole
 * (POST /v1/payment_intents/:id/installment_plans, with the number's first 8 digits); the plan the
 * shopper picks rides at confirm in `payment_method_options[card][installments][plan]`, is refused
 * unless the intent offers it to that card, and is kept on the intent and its charge.
 */
import { ApiError } from './ApiError.ts'
import { loadIntent, paymentIntentKind, type Intent } from './intents.ts'
import { commonParams, type Reader } from './params.ts'
import type { CardDetails } from './paymentMethods.ts'
import { ok, type Route } from './router.ts'
import { countryOfNumber } from './testCards.ts'

/** A plan as the provider writes it: `count` monthly payments. */
export interface InstallmentPlan {
  readonly type: 'fixed_count'
  readonly count: number
  readonly interval: 'month'
}

/** The monthly counts Mexican issuers offer (3, 6, 9 and 12 meses sin intereses). */
export const installmentCounts: readonly number[] = [3, 6, 9, 12]

/** The intent's card installment options as kept: enabled, and the plan chosen at confirm. */
export interface InstallmentOptions {
  readonly enabled: boolean
  readonly plan: InstallmentPlan | null
}

/** `payment_method_options[card][installments]` of an intent's create: kept only when enabled is given. */
export const readInstallmentOptions = (card: Reader | undefined): InstallmentOptions | undefined => {
  const enabled = card?.hash('installments')?.only(['enabled']).boolean('enabled')
  return enabled === undefined ? undefined : { enabled, plan: null }
}

const installmentsOf = (intent: Intent): InstallmentOptions | undefined =>
  (intent.payment_method_options as { readonly card?: { readonly installments?: InstallmentOptions } } | undefined)?.card?.installments

/** The plans a card may pay in `currency` in: every monthly count for a Mexican credit card paying in pesos, none otherwise. */
export const cardPlans = (currency: string | undefined, card: Pick<CardDetails, 'country' | 'funding'>): readonly InstallmentPlan[] =>
  currency === 'mxn' && card.country === 'MX' && card.funding === 'credit'
    ? installmentCounts.map((count) => ({ type: 'fixed_count', count, interval: 'month' }))
    : []

/** The plans an intent offers a card: the card's, when the intent has installments enabled; none otherwise. */
export const plansFor = (intent: Intent, card: Pick<CardDetails, 'country' | 'funding'>): readonly InstallmentPlan[] =>
  installmentsOf(intent)?.enabled === true ? cardPlans(String(intent.currency), card) : []

const planParam = 'payment_method_options[card][installments][plan]'

/** The plan a confirm names (`payment_method_options[card][installments][plan]`), or undefined for none (pay in full). */
const readPlan = (params: Reader): InstallmentPlan | undefined => {
  const plan = params.hash('payment_method_options')?.hash('card')?.hash('installments')?.hash('plan')
  if (plan === undefined) return undefined
  const fields = plan.only(['type', 'count', 'interval'])
  const type = fields.oneOf('type', ['fixed_count', 'bonus', 'revolving'])
  if (type === undefined) throw ApiError.missingParam(fields.name('type'))
  if (type !== 'fixed_count') throw ApiError.invalidRequest(`Invalid ${fields.name('type')}: only fixed_count plans are offered here.`, { param: fields.name('type') })
  const count = fields.integer('count', 2, 36)
  if (count === undefined) throw ApiError.missingParam(fields.name('count'))
  if (fields.oneOf('interval', ['month']) === undefined) throw ApiError.missingParam(fields.name('interval'))
  return { type, count, interval: 'month' }
}

/**
 * The plan a confirm pays in, checked against the plans the intent offers the card it pays with:
 * undefined for none; a 400 naming the plan when the intent offers it no such plan.
 */
export const chosenPlan = (intent: Intent, card: CardDetails | undefined, params: Reader): InstallmentPlan | undefined => {
  const plan = readPlan(params)
  if (plan === undefined) return undefined
  if (installmentsOf(intent)?.enabled !== true) {
    throw ApiError.invalidRequest('Installments are not enabled for this PaymentIntent: create it with payment_method_options[card][installments][enabled]=true.', { param: planParam })
  }
  const offered = card === undefined ? [] : plansFor(intent, card)
  if (!offered.some((each) => each.count === plan.count)) {
    throw ApiError.invalidRequest(
      `This PaymentIntent offers no ${plan.count}-month installment plan for this card. Offered: ${offered.length === 0 ? 'none' : offered.map((each) => each.count).join(', ')}.`,
      { param: planParam },
    )
  }
  return plan
}

/** The intent's method options with the plan a confirm chose kept under `card.installments.plan`. */
export const withChosenPlan = (intent: Intent, plan: InstallmentPlan): Intent => {
  const options = intent.payment_method_options as { readonly card?: Readonly<Record<string, unknown>> }
  return { ...intent, payment_method_options: { ...options, card: { ...options.card, installments: { enabled: true, plan } } } }
}

/** What a charge says of its installments (`payment_method_details.card.installments`): the intent's plan, or null. */
export const chargeInstallments = (intent: Intent): { readonly plan: InstallmentPlan } | null => {
  const plan = installmentsOf(intent)?.plan
  return plan === undefined || plan === null ? null : { plan }
}

/**
 * POST /v1/payment_intents/:id/installment_plans: the plans the intent offers a card, told by its
 * number's first 8 digits (`bin`), as the card form asks once the shopper has typed the number.
 * Answers the intent's amount and currency beside them, for the form to show each month's payment.
 */
const listPlans: Route = {
  method: 'POST',
  pattern: '/v1/payment_intents/:id/installment_plans',
  access: 'publishable',
  handle: (context) => {
    const params = context.params.only([...commonParams, 'client_secret', 'bin'])
    const intent = loadIntent({ ...context, params }, paymentIntentKind)
    const bin = params.requiredString('bin')
    if (!/^\d{8}$/.test(bin)) throw ApiError.invalidRequest('Invalid bin: give the first 8 digits of the card number.', { param: 'bin' })
    return ok({
      object: 'installment_plans',
      enabled: installmentsOf(intent)?.enabled === true,
      amount: intent.amount,
      currency: intent.currency,
      available_plans: plansFor(intent, { country: countryOfNumber(bin), funding: 'credit' }),
    })
  },
}

export const installmentPlanRoutes: readonly Route[] = [listPlans]
